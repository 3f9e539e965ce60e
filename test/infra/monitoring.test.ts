/**
 * The monitoring construct on the synthesized stack: an alarm for each thing ops must hear about
 * (API 5xx rate; errors and throttles of every function; throttles of every table; the share of
 * readings ingest rejects), all to one SNS topic whose e-mail subscriber comes from context, and
 * an ops dashboard. They live in a nested stack of their own; what they watch in the parent
 * (functions, tables, the API stage) arrives as the nested stack's parameters.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppFunction } from '../../infra/constructs/function';
import { INGEST_METRICS, METRICS_SERVICE, metricsNamespace } from '../../lambdas/platform/telemetry/metric-names';
import { inParent, removeTempDirs, resourcesOf, synth, type Synthesized } from './synth';

const EMAIL = 'ops@fieldwise.example';

let dev: Synthesized;
let withEmail: Synthesized;
beforeAll(() => {
  dev = synth();
  withEmail = synth({ context: { alarmEmail: EMAIL } });
});
afterAll(removeTempDirs);

type Alarm = { logicalId: string; props: Record<string, any> };
const alarmsOf = (s: Synthesized): Alarm[] =>
  resourcesOf(s.monitoring, 'AWS::CloudWatch::Alarm').map(([logicalId, r]) => ({ logicalId, props: r.Properties! }));
const topicIdOf = (s: Synthesized) => {
  const topics = resourcesOf(s.monitoring, 'AWS::SNS::Topic');
  expect(topics).toHaveLength(1);
  return topics[0]![0];
};
/**
 * Every metric an alarm reads, whether it alarms on one metric or on an expression over several;
 * dimension values as the parent stack passes them in.
 */
const metricsOf = (
  a: Alarm,
  s: Synthesized = dev,
): { namespace: string; name: string; dimensions: Record<string, unknown> }[] => {
  const one = (namespace: string, name: string, dims: { Name: string; Value: unknown }[] = []) => ({
    namespace,
    name,
    dimensions: Object.fromEntries(dims.map((d) => [d.Name, inParent(s, d.Value)])),
  });
  if (a.props.MetricName) return [one(a.props.Namespace, a.props.MetricName, a.props.Dimensions)];
  return (a.props.Metrics as any[])
    .filter((m) => m.MetricStat)
    .map((m) => one(m.MetricStat.Metric.Namespace, m.MetricStat.Metric.MetricName, m.MetricStat.Metric.Dimensions));
};
const ref = (s: Synthesized, construct: { node: { defaultChild?: unknown } }) => ({
  Ref: s.stack.getLogicalId(construct.node.defaultChild as never),
});

describe('alarm topic', () => {
  it('sends every alarm, and its return to OK, to the one topic', () => {
    const topic = topicIdOf(dev);
    const alarms = alarmsOf(dev);
    expect(alarms.length).toBeGreaterThan(0);
    for (const a of alarms) {
      expect(a.props.AlarmActions, a.logicalId).toEqual([{ Ref: topic }]);
      expect(a.props.OKActions, a.logicalId).toEqual([{ Ref: topic }]);
      expect(a.props.AlarmDescription, a.logicalId).toMatch(/docs\/deploy\.md/);
    }
  });

  it('subscribes the alarmEmail address from context, and nobody without it', () => {
    expect(resourcesOf(dev.monitoring, 'AWS::SNS::Subscription')).toEqual([]);
    expect(resourcesOf(withEmail.template, 'AWS::SNS::Subscription')).toEqual([]);
    const subs = resourcesOf(withEmail.monitoring, 'AWS::SNS::Subscription').map(([, r]) => r.Properties!);
    expect(subs).toEqual([{ Protocol: 'email', Endpoint: EMAIL, TopicArn: { Ref: topicIdOf(withEmail) } }]);
  });

  it('accepts only TLS publishers', () => {
    const policies = resourcesOf(dev.monitoring, 'AWS::SNS::TopicPolicy').map(([, r]) => JSON.stringify(r.Properties));
    expect(policies.some((p) => p.includes('"aws:SecureTransport":"false"'))).toBe(true);
  });
});

describe('where monitoring lives', () => {
  it('is a nested stack: the parent holds no alarm, topic or dashboard, only the nested stack resource', () => {
    for (const type of ['AWS::CloudWatch::Alarm', 'AWS::CloudWatch::Dashboard', 'AWS::SNS::Topic'])
      expect(resourcesOf(dev.template, type), type).toEqual([]);
    // Beside it, the API's stacks of routes (api-route-stacks.test.ts).
    const nested = resourcesOf(dev.template, 'AWS::CloudFormation::Stack').map(([id]) => id);
    expect(nested).toContain(dev.stack.getLogicalId(dev.stack.monitoring.nestedStackResource as never));
    expect(nested).toHaveLength(1 + dev.stack.api.routeStacks.length);
  });

  it('gets every parameter it declares from the parent, each a reference to one of its resources', () => {
    const declared = Object.keys(dev.monitoring.toJSON().Parameters ?? {});
    expect(declared.length).toBeGreaterThan(0);
    const parentIds = Object.keys(dev.template.toJSON().Resources);
    for (const name of declared) {
      const passed = inParent(dev, { Ref: name }) as { Ref?: string };
      expect(parentIds, name).toContain(passed.Ref);
    }
  });
});

describe('the cloud assembly', () => {
  it('writes the nested template beside the parent, as an asset the parent stack names', () => {
    const assembly = dev.app.synth();
    const parent = assembly.getStackByName(dev.stack.stackName);
    const nestedFile = `${dev.stack.monitoring.templateFile}`;
    const nested = JSON.parse(readFileSync(join(assembly.directory, nestedFile), 'utf8'));
    expect(Object.keys(nested.Resources)).toEqual(Object.keys(dev.monitoring.toJSON().Resources));
    const assets = JSON.parse(readFileSync(join(assembly.directory, `${parent.stackName}.assets.json`), 'utf8'));
    const files = Object.values(assets.files as Record<string, { source: { path: string } }>).map((f) => f.source.path);
    expect(files).toContain(nestedFile);
  });
});

describe('alarms', () => {
  it('watches errors of every function the stack defines, and throttles account-wide in one alarm', () => {
    const functions = dev.stack.node.findAll().filter((c): c is AppFunction => c instanceof AppFunction);
    // the API's handler modules, the gateway authorizer, both Cognito triggers and the purge job at least
    expect(functions.length).toBeGreaterThanOrEqual(Object.keys(dev.stack.api.functions).length + 4);
    const alarms = alarmsOf(dev);
    for (const f of functions) {
      for (const name of ['Errors']) {
        const watching = alarms.filter((a) =>
          metricsOf(a).some(
            (m) =>
              m.namespace === 'AWS/Lambda' &&
              m.name === name &&
              JSON.stringify(m.dimensions.FunctionName) === JSON.stringify(ref(dev, f.fn)),
          ),
        );
        expect(watching, `${name} of ${f.node.path}`).toHaveLength(1);
      }
    }
    // No function reserves concurrency: a throttle is the account's, watched once for all.
    expect(
      resourcesOf(dev.template, 'AWS::Lambda::Function').every(([, r]) => !r.Properties?.ReservedConcurrentExecutions),
    ).toBe(true);
    const throttles = alarms.filter((a) =>
      metricsOf(a).some((m) => m.namespace === 'AWS/Lambda' && m.name === 'Throttles'),
    );
    expect(throttles).toHaveLength(1);
    expect(metricsOf(throttles[0]!)[0]!.dimensions).toEqual({});
  });

  it('watches read and write throttles of every DynamoDB table', () => {
    const tables = resourcesOf(dev.template, 'AWS::DynamoDB::Table').map(([id]) => ({ Ref: id }));
    expect(tables).toHaveLength(2); // the app table and the readings table
    for (const table of tables) {
      const watching = alarmsOf(dev).filter((a) =>
        metricsOf(a).some(
          (m) => m.namespace === 'AWS/DynamoDB' && JSON.stringify(m.dimensions.TableName) === JSON.stringify(table),
        ),
      );
      expect(watching, JSON.stringify(table)).toHaveLength(1);
      expect(
        metricsOf(watching[0]!)
          .map((m) => m.name)
          .sort(),
      ).toEqual(['ReadThrottleEvents', 'WriteThrottleEvents']);
    }
  });

  it("watches the API stage's share of 5xx answers", () => {
    const [alarm, ...more] = alarmsOf(dev).filter((a) =>
      metricsOf(a).some((m) => m.namespace === 'AWS/ApiGateway' && m.name === '5XXError'),
    );
    expect(more).toEqual([]);
    expect(
      metricsOf(alarm!)
        .map((m) => m.name)
        .sort(),
    ).toEqual(['5XXError', 'Count']);
    // the stage's own metrics (the Ref of a stage is its name, `dev`)
    for (const m of metricsOf(alarm!))
      expect(m.dimensions).toEqual({
        ApiName: 'fieldwise-dev',
        Stage: ref(dev, dev.stack.api.restApi.deploymentStage),
      });
    expect(alarm!.props.ComparisonOperator).toBe('GreaterThanOrEqualToThreshold');
  });

  it('watches the share of readings ingest rejects, from the metrics ingest publishes', () => {
    const [alarm, ...more] = alarmsOf(dev).filter((a) => metricsOf(a).some((m) => m.name === INGEST_METRICS.rejected));
    expect(more).toEqual([]);
    const metrics = metricsOf(alarm!);
    expect(metrics.map((m) => m.name).sort()).toEqual([INGEST_METRICS.accepted, INGEST_METRICS.rejected].sort());
    for (const m of metrics)
      expect(m).toMatchObject({ namespace: metricsNamespace('dev'), dimensions: { service: METRICS_SERVICE } });
  });

  it('gives every function the namespace its metrics go to', () => {
    const fns = resourcesOf(dev.template, 'AWS::Lambda::Function').filter(
      ([, r]) => r.Properties?.Environment?.Variables?.NODE_OPTIONS,
    );
    expect(fns.length).toBeGreaterThan(0);
    for (const [id, r] of fns)
      expect(r.Properties!.Environment.Variables.POWERTOOLS_METRICS_NAMESPACE, id).toBe(metricsNamespace('dev'));
  });

  it('names each alarm after the stack, readable in an e-mail', () => {
    expect(alarmsOf(dev).length).toBeGreaterThan(0);
    for (const a of alarmsOf(dev)) expect(a.props.AlarmName, a.logicalId).toMatch(/^Fieldwise-dev /);
  });
});

describe('request ids', () => {
  it("API Gateway's own 5xx answer names its request in the body, beside both error keys", () => {
    const [response] = resourcesOf(dev.template, 'AWS::ApiGateway::GatewayResponse').filter(
      ([, r]) => r.Properties!.ResponseType === 'DEFAULT_5XX',
    );
    const template = response![1].Properties!.ResponseTemplates['application/json'] as string;
    const message = 'Something went wrong on our side. Please try again later.';
    expect(JSON.parse(template.replace('$context.requestId', 'abc'))).toEqual({
      error: message,
      err: message,
      requestId: 'abc',
    });
  });
});

describe('dashboard', () => {
  it('has one ops dashboard showing the API, the functions, the tables, ingest and the alarms', () => {
    const dashboards = resourcesOf(dev.monitoring, 'AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    const body = JSON.stringify(dashboards[0]![1].Properties!.DashboardBody);
    for (const text of [
      'AWS/ApiGateway',
      'AWS/Lambda',
      'AWS/DynamoDB',
      INGEST_METRICS.rejected,
      INGEST_METRICS.flagged,
      'alarms',
    ])
      expect(body).toContain(text);
  });
});
