/**
 * The API's limits in the synthesized stack: the ingest route has throttling of its own (apart
 * from the stage's, which browsers use), API Gateway's own 429 and 5xx answers tell a gateway
 * when to send again, and every API function keeps to the house defaults (long work, the
 * recompute, is a job of its own function).
 */
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../lambdas/platform/routes';
import { ConfigError, parseConfig } from '../../infra/config';
import { INGEST_RETRY_AFTER_SECONDS } from '@shared/ingest/retry';
import { API_TIMEOUT_LIMIT_SECONDS, moduleBudgets } from '../../infra/constructs/api-budgets';
import { apiMethods, removeTempDirs, resourcesOf, synth, type Synthesized } from './synth';

type MethodSetting = {
  ResourcePath: string;
  HttpMethod: string;
  ThrottlingRateLimit?: number;
  ThrottlingBurstLimit?: number;
  LoggingLevel?: string;
  MetricsEnabled?: boolean;
  DataTraceEnabled?: boolean;
};
const settingsOf = (s: Synthesized): MethodSetting[] => {
  const stages = resourcesOf(s.template, 'AWS::ApiGateway::Stage');
  expect(stages).toHaveLength(1);
  return stages[0]![1].Properties!.MethodSettings as MethodSetting[];
};
/** API Gateway's method-settings path: '/' then the resource path with its '/' escaped as '~1'. */
const settingPath = (path: string) => `/${path.replaceAll('/', '~1')}`;

let dev: Synthesized;
let tuned: Synthesized;
beforeAll(() => {
  dev = synth({ context: { stage: 'dev' } });
  tuned = synth({ context: { stage: 'dev', ingestRateLimit: '250', ingestBurstLimit: '2000' } });
});
afterAll(removeTempDirs);

describe('ingest throttling', () => {
  const gatewayRoutes = routes.filter((r) => r.access === 'gateway');

  it('gives every gateway route limits of its own, and leaves the stage limits to everything else', () => {
    expect(gatewayRoutes.length).toBeGreaterThan(0);
    const settings = settingsOf(dev);
    const stageWide = settings.find((m) => m.ResourcePath === '/*' && m.HttpMethod === '*');
    expect(stageWide).toMatchObject({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 });
    for (const r of gatewayRoutes) {
      expect(settings.find((m) => m.ResourcePath === settingPath(r.path) && m.HttpMethod === r.method)).toMatchObject({
        ThrottlingRateLimit: 100,
        ThrottlingBurstLimit: 500,
      });
    }
    // A method's settings replace the stage's: the ingest route keeps the stage's logging and metrics.
    for (const r of gatewayRoutes) {
      expect(settings.find((m) => m.ResourcePath === settingPath(r.path))).toMatchObject({
        LoggingLevel: 'ERROR',
        MetricsEnabled: true,
        DataTraceEnabled: false,
      });
    }
    const apig6 = new AwsSolutionsChecks()
      .validateScope(dev.stack)
      .violations.filter((v) => v.ruleName === 'AwsSolutions-APIG6');
    expect(apig6).toEqual([]);
    // Only the gateway routes are singled out: browsers keep the stage's limits.
    expect(settings.filter((m) => m.ResourcePath !== '/*')).toHaveLength(gatewayRoutes.length);
  });

  it('takes its limits from ingestRateLimit and ingestBurstLimit', () => {
    const ingest = settingsOf(tuned).find(
      (m) => m.ResourcePath === settingPath('/api/v2/ingest') && m.HttpMethod === 'POST',
    );
    expect(ingest).toMatchObject({ ThrottlingRateLimit: 250, ThrottlingBurstLimit: 2000 });
    expect(tuned.config.ingest).toEqual({ rateLimit: 250, burstLimit: 2000 });
  });

  it('refuses a burst below the rate, and limits beyond what API Gateway accepts', () => {
    const problemsOf = (raw: Record<string, unknown>) => {
      try {
        parseConfig(raw, {});
      } catch (err) {
        return (err as ConfigError).problems;
      }
      return [];
    };
    expect(problemsOf({ ingestRateLimit: '300', ingestBurstLimit: '200' })).toEqual([
      expect.stringMatching(/^ingestBurstLimit: must be at least ingestRateLimit/),
    ]);
    expect(problemsOf({ ingestRateLimit: '0' })).toEqual([expect.stringMatching(/^ingestRateLimit:/)]);
    const huge = problemsOf({ ingestBurstLimit: '1e300' });
    expect(huge.length).toBeGreaterThan(0);
    expect(huge.every((p) => p.startsWith('ingestBurstLimit:'))).toBe(true);
  });
});

describe("API Gateway's own answers", () => {
  const responses = () =>
    Object.fromEntries(
      resourcesOf(dev.template, 'AWS::ApiGateway::GatewayResponse').map(([, r]) => [
        r.Properties!.ResponseType as string,
        r.Properties!,
      ]),
    );

  it('tell a gateway when to retry after a 429 or a 5xx', () => {
    const byType = responses();
    for (const type of ['THROTTLED', 'DEFAULT_5XX']) {
      expect(byType[type]!.ResponseParameters['gatewayresponse.header.Retry-After']).toBe(
        `'${INGEST_RETRY_AFTER_SECONDS}'`,
      );
    }
  });

  it('do not ask for a retry of a 4xx (the request itself is wrong)', () => {
    const byType = responses();
    for (const type of ['UNAUTHORIZED', 'ACCESS_DENIED', 'BAD_REQUEST_BODY', 'DEFAULT_4XX']) {
      expect(byType[type]!.ResponseParameters['gatewayresponse.header.Retry-After']).toBeUndefined();
    }
  });
});

describe('function budgets', () => {
  const propsOf = (module: string) => {
    const fn = dev.stack.api.functions[module]!.fn;
    return dev.template.toJSON().Resources[dev.stack.getLogicalId(fn.node.defaultChild as never)].Properties as {
      Timeout: number;
      MemorySize: number;
    };
  };

  it("keeps every handler within API Gateway's and CloudFront's waits but the year zip; recompute is a job", () => {
    expect(routes.find((r) => r.path === '/api/v2/sensorformula/recompute')?.module).toBe('sensor-formulas');
    expect(moduleBudgets).toEqual({ readings: { timeoutSeconds: 28, memoryMb: 1024 } });
    expect(API_TIMEOUT_LIMIT_SECONDS).toBeLessThan(29);
    const modules = Object.keys(dev.stack.api.functions);
    expect(modules.length).toBeGreaterThan(5);
    for (const m of modules)
      expect([m, propsOf(m).Timeout, propsOf(m).MemorySize]).toEqual(m === 'readings' ? [m, 28, 1024] : [m, 10, 512]);
    // No method shortens API Gateway's own 29 s integration timeout below a function's.
    const integrations = apiMethods(dev.stack).map((m) => m.props.Integration?.TimeoutInMillis as number | undefined);
    expect(integrations.every((t) => t === undefined || t >= 29_000)).toBe(true);
  });
});
