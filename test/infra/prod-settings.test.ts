/**
 * What a prod synth refuses or warns about before it can take fake payments or show invented
 * weather by accident (docs/deploy.md, "Settings and secrets"): each missing Square setting,
 * Square's sandbox, a missing weather key without `allowSimulatedWeather`, and (a warning only) a
 * missing Maps key. Other stages keep their fallbacks.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from '@shared/runtime-config';
import { createApp } from '../../infra/app';
import { parseConfig } from '../../infra/config';
import { PROD_REQUIRED, removeTempDirs, synth, type Synthesized } from './synth';
import { configProblems as problems } from './config-problems';

const noEnv = {};
const without = (key: keyof typeof PROD_REQUIRED) =>
  Object.fromEntries(Object.entries(PROD_REQUIRED).filter(([k]) => k !== key));

describe('a prod synth refuses, naming the setting', () => {
  it.each(['squareAccessTokenSecret', 'squareApplicationId', 'squareLocationId'] as const)(
    'without %s: the built-in sandbox would take the test card',
    (key) => {
      expect(problems(without(key))).toEqual([
        expect.stringMatching(
          new RegExp(`^${key}: is required for stage=prod: .*test sandbox, which accepts the test card`),
        ),
      ]);
    },
  );

  it("with Square's sandbox environment, or none named (its test card pays too)", () => {
    expect(problems({ ...PROD_REQUIRED, squareEnvironment: 'sandbox' })).toEqual([
      expect.stringMatching(/^squareEnvironment: must be "production" for stage=prod/),
    ]);
    expect(problems(without('squareEnvironment'))).toEqual([
      expect.stringMatching(/^squareEnvironment: must be "production"/),
    ]);
    expect(problems({ ...PROD_REQUIRED, squareApplicationId: 'sandbox-sq0idb-Fw3xAmPlE0aPpId1' })).toEqual([
      expect.stringMatching(/^squareApplicationId: must be a production application id/),
    ]);
  });

  it('lists every missing setting at once, so one synth tells the whole story', () => {
    const keys = problems({ stage: 'prod' })
      .map((p) => p.split(':')[0])
      .sort();
    expect(keys).toEqual([
      'emailFrom',
      'squareAccessTokenSecret',
      'squareApplicationId',
      'squareEnvironment',
      'squareLocationId',
      'weatherApiKeySecret',
    ]);
  });

  it('without weatherApiKeySecret unless allowSimulatedWeather is set on purpose', () => {
    expect(problems(without('weatherApiKeySecret'))).toEqual([
      expect.stringMatching(/^weatherApiKeySecret: is required for stage=prod: .*Set allowSimulatedWeather=true/),
    ]);
    expect(problems({ ...without('weatherApiKeySecret'), allowSimulatedWeather: false })[0]).toMatch(
      /^weatherApiKeySecret:/,
    );
    const allowed = parseConfig({ ...without('weatherApiKeySecret'), allowSimulatedWeather: 'true' }, noEnv);
    expect(allowed.simulatedWeather).toBe(true);
    expect(parseConfig(PROD_REQUIRED, noEnv).simulatedWeather).toBe(false);
  });

  it('allowSimulatedWeather together with a weather key is a contradiction', () => {
    expect(problems({ ...PROD_REQUIRED, allowSimulatedWeather: true })).toEqual([
      expect.stringMatching(/^allowSimulatedWeather: contradicts weatherApiKeySecret/),
    ]);
  });

  it('createApp stops before building anything', () => {
    expect(() => createApp({ context: without('squareAccessTokenSecret'), nag: false })).toThrow(
      /Invalid deployment configuration[\s\S]*squareAccessTokenSecret: is required for stage=prod/,
    );
  });
});

describe('other stages keep their fallbacks', () => {
  it('dev and staging synth without Square, weather or Maps: sandbox payments and simulated weather', () => {
    for (const stage of ['dev', 'staging']) {
      const c = parseConfig({ stage }, noEnv);
      expect(c.livePaymentsOnly, stage).toBe(false);
      expect(c.simulatedWeather, stage).toBe(true);
    }
    expect(parseConfig(PROD_REQUIRED, noEnv).livePaymentsOnly).toBe(true);
  });
});

describe('prod with simulated weather on purpose and no Maps key', () => {
  let s: Synthesized;
  beforeAll(() => {
    s = synth({ context: { ...without('weatherApiKeySecret'), allowSimulatedWeather: true } });
  });
  afterAll(removeTempDirs);
  const envOf = (fn: { fn: { node: { defaultChild?: unknown } } }) =>
    s.template.toJSON().Resources[s.stack.getLogicalId(fn.fn.node.defaultChild as never)].Properties.Environment
      .Variables as Record<string, string>;

  it('synthesizes, and warns that growers get the offline map without imagery or place search', () => {
    Annotations.fromStack(s.stack).hasWarning(
      '/Fieldwise-prod/Web',
      Match.stringLikeRegexp('mapsApiKeySecret is not set: .*without satellite imagery or place search'),
    );
  });

  it('tells every alert-sending function the weather is simulated, and no function holds a weather key', () => {
    for (const fn of [s.stack.api.functions['ingest']!, s.stack.jobs.forecasts, s.stack.jobs.alerts])
      expect(envOf(fn).WEATHER_SIMULATED).toBe('true');
    expect(envOf(s.stack.api.functions['weather']!).WEATHER_API_KEY_SECRET).toBeUndefined();
  });

  it("tells the web app (config.json) so the forecast says it too, and names Square's production card form", () => {
    const dirs = readdirSync(s.outdir).filter(
      (d) => d.startsWith('asset.') && existsSync(join(s.outdir, d, 'config.json')),
    );
    expect(dirs).toHaveLength(1);
    const config = runtimeConfigSchema.parse(JSON.parse(readFileSync(join(s.outdir, dirs[0]!, 'config.json'), 'utf8')));
    expect(config.simulatedWeather).toBe(true);
    expect(config.square).toEqual({
      applicationId: PROD_REQUIRED.squareApplicationId,
      locationId: PROD_REQUIRED.squareLocationId,
      environment: 'production',
    });
  });

  it('still takes live payments only', () => {
    expect(envOf(s.stack.api.functions['payments']!)).toMatchObject({
      PAYMENTS_LIVE_ONLY: 'true',
      SQUARE_ENVIRONMENT: 'production',
    });
  });
});
