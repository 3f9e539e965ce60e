/** Deployment configuration (infra/config.ts): defaults, string forms from `-c`, and readable refusals. */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../infra/app';
import { CONTEXT_KEYS, ConfigError, parseConfig } from '../../infra/config';
import { PROD_REQUIRED } from './synth';
import { configProblems as problems } from './config-problems';

const noEnv = {};
const SES_FROM = 'no-reply@fieldwise.example';
/** prod with everything it requires (Square, weather) besides the sender these tests are about. */
const { emailFrom: _sender, ...PROD_BUT_SENDER } = PROD_REQUIRED;

describe('parseConfig', () => {
  it('defaults to a dev stage in Sydney with DynamoDB readings and no cross-origin callers', () => {
    const c = parseConfig({}, noEnv);
    expect(c).toMatchObject({
      stage: 'dev',
      stackName: 'Fieldwise-dev',
      region: 'ap-southeast-2',
      account: undefined,
      retainData: false,
      readingsStore: 'dynamodb',
      allowedOrigins: [],
      threatProtection: 'off',
      logRetentionDays: 30,
      api: { rateLimit: 50, burstLimit: 100 },
    });
  });

  it('protects data in prod: retain, deletion protection, a year of logs', () => {
    const c = parseConfig({ ...PROD_BUT_SENDER, emailFrom: SES_FROM }, noEnv);
    expect(c.retainData).toBe(true);
    expect(c.logRetentionDays).toBe(365);
    expect(parseConfig({ stage: 'staging', retainData: 'true' }, noEnv).retainData).toBe(true);
    expect(parseConfig({ ...PROD_BUT_SENDER, retainData: false, emailFrom: SES_FROM }, noEnv).retainData).toBe(false);
  });

  it('requires an SES sender (emailFrom) for stage=prod only, with a clear message', () => {
    expect(problems(PROD_BUT_SENDER)).toEqual([
      expect.stringMatching(
        /^emailFrom: is required for stage=prod: an SES-verified sender address .*50 e-mails a day/,
      ),
    ]);
    expect(problems({ ...PROD_BUT_SENDER, emailReplyTo: SES_FROM })[0]).toMatch(/^emailFrom: is required/);
    expect(parseConfig({ ...PROD_BUT_SENDER, emailFrom: SES_FROM }, noEnv).email).toEqual({
      from: SES_FROM,
      replyTo: undefined,
    });
    expect(parseConfig({ stage: 'staging' }, noEnv).email.from).toBeUndefined();
  });

  it('reads source maps at run time in every stage but prod', () => {
    expect(parseConfig({}, noEnv).sourceMapsAtRuntime).toBe(true);
    expect(parseConfig({ stage: 'staging', retainData: true }, noEnv).sourceMapsAtRuntime).toBe(true);
    expect(parseConfig({ ...PROD_BUT_SENDER, emailFrom: SES_FROM }, noEnv).sourceMapsAtRuntime).toBe(false);
  });

  it('accepts the string forms the CDK command line passes', () => {
    const c = parseConfig(
      {
        allowedOrigins: 'http://localhost:5173, https://staging.fieldwise.example/',
        apiRateLimit: '20',
        apiBurstLimit: '40',
        logRetentionDays: '90',
      },
      noEnv,
    );
    expect(c.allowedOrigins).toEqual(['http://localhost:5173', 'https://staging.fieldwise.example']);
    expect(c.api).toEqual({ rateLimit: 20, burstLimit: 40 });
    expect(c.logRetentionDays).toBe(90);
    expect(parseConfig({ allowedOrigins: ['https://a.example'] }, noEnv).allowedOrigins).toEqual(['https://a.example']);
  });

  it('takes the account from CDK_DEFAULT_ACCOUNT unless one is given', () => {
    expect(parseConfig({}, { CDK_DEFAULT_ACCOUNT: '123456789012' }).account).toBe('123456789012');
    expect(parseConfig({ account: '210987654321' }, { CDK_DEFAULT_ACCOUNT: '123456789012' }).account).toBe(
      '210987654321',
    );
  });

  it('accepts timestream as the readings store (provisioned by a later version)', () => {
    expect(parseConfig({ readingsStore: 'timestream' }, noEnv).readingsStore).toBe('timestream');
  });

  it('ignores the keys CDK and its CLI own', () => {
    expect(() =>
      parseConfig(
        {
          '@aws-cdk/core:target-partitions': ['aws'],
          'aws:cdk:bundling-stacks': [],
          'acknowledged-issue-numbers': [1],
        },
        noEnv,
      ),
    ).not.toThrow();
  });

  it('refuses bad values with one line per problem naming the key and the value', () => {
    const list = problems({ stage: 'Prod', region: 'sydney', readingsStore: 'postgres', logRetentionDays: 31 });
    expect(list).toHaveLength(4);
    expect(list.find((p) => p.startsWith('stage:'))).toMatch(/lower-case letters.*\(got "Prod"\)/);
    expect(list.find((p) => p.startsWith('region:'))).toMatch(/AWS region like ap-southeast-2 \(got "sydney"\)/);
    expect(list.find((p) => p.startsWith('readingsStore:'))).toMatch(/dynamodb.*timestream/);
    expect(list.find((p) => p.startsWith('logRetentionDays:'))).toMatch(/must be one of 1, 3, 5/);
  });

  it('never allows a wildcard, a path, or plain http to a real host as a CORS origin', () => {
    expect(problems({ allowedOrigins: '*' }).join('\n')).toMatch(/wildcards are not allowed/);
    expect(problems({ allowedOrigins: 'https://*.fieldwise.example' }).join('\n')).toMatch(/wildcards are not allowed/);
    expect(problems({ allowedOrigins: 'https://app.fieldwise.example/login' }).join('\n')).toMatch(/origin only/);
    expect(problems({ allowedOrigins: 'http://app.fieldwise.example' }).join('\n')).toMatch(/must use https/);
    expect(problems({ allowedOrigins: 'not a url' }).join('\n')).toMatch(/is not an origin/);
  });

  it('needs a us-east-1 certificate together with a custom domain', () => {
    expect(problems({ webDomain: 'app.fieldwise.example' })).toEqual([
      'webCertificateArn: is required when webDomain is set',
    ]);
    expect(
      problems({
        webDomain: 'app.fieldwise.example',
        webCertificateArn: 'arn:aws:acm:ap-southeast-2:123456789012:certificate/11111111-2222-3333-4444-555555555555',
      })[0],
    ).toMatch(/^webCertificateArn: must be an ACM certificate ARN in us-east-1/);
    const ok = parseConfig(
      {
        webDomain: 'app.fieldwise.example',
        webCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555',
      },
      noEnv,
    );
    expect(ok.web.domain).toBe('app.fieldwise.example');
  });

  it('refuses an unknown key (a typo must not deploy the default stage)', () => {
    const list = problems({ stag: 'prod' });
    expect(list).toEqual([expect.stringMatching(/^stag: unknown context key \(known keys: stage, region/)]);
  });

  it('validates secret names, emails and the SMS sender id', () => {
    const list = problems({
      weatherApiKeySecret: 'weather key!',
      alertEmail: 'ops',
      alarmEmail: 'ops@',
      alertSmsSenderId: 'FIELDWISE-ALERTS',
    });
    expect(list.map((p) => p.split(':')[0]).sort()).toEqual([
      'alarmEmail',
      'alertEmail',
      'alertSmsSenderId',
      'weatherApiKeySecret',
    ]);
    expect(parseConfig({ alarmEmail: 'ops@fieldwise.example' }, noEnv).alarms).toEqual({
      email: 'ops@fieldwise.example',
    });
    expect(parseConfig({}, noEnv).alarms).toEqual({ email: undefined });
  });

  it('documents every key in docs/deploy.md', async () => {
    const { readFileSync } = await import('node:fs');
    const doc = readFileSync(new URL('../../docs/deploy.md', import.meta.url), 'utf8');
    for (const key of CONTEXT_KEYS) expect(doc, key).toContain(`\`${key}\``);
  });
});

describe('createApp', () => {
  it('stops before building anything when the context is invalid', () => {
    expect(() => createApp({ context: { stage: 'no spaces allowed' }, nag: false })).toThrow(ConfigError);
    expect(() => createApp({ context: { stage: 'no spaces allowed' }, nag: false })).toThrow(
      /Invalid deployment configuration[\s\S]*stage:/,
    );
  });
});
