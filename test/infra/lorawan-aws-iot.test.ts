/**
 * AWS IoT Core for LoRaWAN in the stack (infra/constructs/lorawan-aws-iot.ts): nothing of it
 * without the context `lorawanAwsIot`; with it, the topic rule that takes every connection's
 * uplink topic to the function, the invoke permission only that rule holds, the function's
 * grants (those of ingest: no more), where failures go, and the destinations' role. cdk-nag runs
 * on this configuration in nag.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awsIotRuleSql } from '@shared/lorawan/aws-iot-settings';
import { asArray, iamStatements, removeTempDirs, resourcesOf, synth, type Synthesized } from './synth';

let off: Synthesized;
let on: Synthesized;
beforeAll(() => {
  off = synth();
  on = synth({ context: { lorawanAwsIot: 'true' } });
});
afterAll(removeTempDirs);

const logicalId = (s: Synthesized, c: { node: { defaultChild?: unknown } }) =>
  s.stack.getLogicalId(c.node.defaultChild as never);
const statementsOfRole = (s: Synthesized, role: { node: { defaultChild?: unknown } }) => {
  const resources = s.template.toJSON().Resources;
  const id = logicalId(s, role);
  return iamStatements(s.template)
    .filter((x) => resources[x.owner].Properties.Roles?.some((r: { Ref: string }) => r.Ref === id))
    .map((x) => x.statement);
};
const actionsOf = (statements: Record<string, any>[]) => statements.flatMap((st) => asArray(st.Action)).sort();

describe('AWS IoT Core for LoRaWAN infrastructure', () => {
  it('is absent by default: no topic rule, no IoT role, no function for it', () => {
    expect(off.config.lorawanAwsIot).toBe(false);
    expect(off.stack.lorawanAwsIot).toBeUndefined();
    expect(resourcesOf(off.template, 'AWS::IoT::TopicRule')).toEqual([]);
    expect(JSON.stringify(off.template.toJSON())).not.toMatch(/iot(wireless)?\.amazonaws\.com/);
  });

  it("takes every connection's uplink topic of the stage to the function, with the connection from the topic", () => {
    const rules = resourcesOf(on.template, 'AWS::IoT::TopicRule');
    expect(rules).toHaveLength(1);
    const payload = rules[0]![1].Properties!.TopicRulePayload;
    expect(payload.Sql).toBe(awsIotRuleSql('dev'));
    expect(payload.Sql).toBe("SELECT *, topic(4) AS connection FROM 'fieldwise/dev/lorawan/+/uplink'");
    expect(payload.AwsIotSqlVersion).toBe('2016-03-23');
    expect(payload.RuleDisabled).toBe(false);
    const fnId = logicalId(on, on.stack.lorawanAwsIot!.uplinks.fn);
    expect(payload.Actions).toEqual([{ Lambda: { FunctionArn: { 'Fn::GetAtt': [fnId, 'Arn'] } } }]);
    expect(rules[0]![1].Properties!.RuleName).toBe('fieldwise_dev_lorawan_uplinks');
  });

  it('lets only that rule, in this account, invoke the function', () => {
    const fnId = logicalId(on, on.stack.lorawanAwsIot!.uplinks.fn);
    const ruleId = on.stack.getLogicalId(on.stack.lorawanAwsIot!.rule);
    const permissions = resourcesOf(on.template, 'AWS::Lambda::Permission')
      .map(([, p]) => p.Properties!)
      .filter((p) => JSON.stringify(p.FunctionName).includes(fnId));
    expect(permissions).toEqual([
      {
        Action: 'lambda:InvokeFunction',
        FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
        Principal: 'iot.amazonaws.com',
        SourceArn: { 'Fn::GetAtt': [ruleId, 'Arn'] },
        SourceAccount: { Ref: 'AWS::AccountId' },
      },
    ]);
  });

  it("grants ingest's grants (tables, alerts, forecast invoke) but the origin secret, and the queue", () => {
    const uplinks = on.stack.lorawanAwsIot!.uplinks;
    const ingest = on.stack.api.functions['ingest']!;
    const mine = statementsOfRole(on, uplinks.role);
    const theirs = statementsOfRole(on, ingest.role);
    const sqs = mine.filter((st) => asArray(st.Action).some((a) => String(a).startsWith('sqs:')));
    expect(actionsOf(sqs)).toEqual(['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage']);
    const failedId = logicalId(on, on.stack.lorawanAwsIot!.failed);
    expect(sqs.flatMap((st) => asArray(st.Resource))).toEqual([{ 'Fn::GetAtt': [failedId, 'Arn'] }]);
    const rest = mine.filter((st) => !sqs.includes(st));
    // The same statements, but for the log group each writes to and the API's origin secret (the
    // rule does not come through CloudFront, so there is no origin header to check).
    const strip = (st: Record<string, any>) => JSON.stringify({ ...st, Resource: undefined });
    const only = (sts: Record<string, any>[]) =>
      sts.filter((st) => !asArray(st.Action).some((a) => /^(logs|secretsmanager):/.test(String(a)))).map(strip);
    expect(only(rest).sort()).toEqual(only(theirs).sort());
    expect(only(rest)).toHaveLength(rest.length - 1);
    const invoke = rest.find((st) => st.Action === 'lambda:InvokeFunction');
    expect(invoke?.Resource).toEqual({ 'Fn::GetAtt': [logicalId(on, on.stack.jobs.forecasts.fn), 'Arn'] });
    const env = resourcesOf(on.template, 'AWS::Lambda::Function').find(([id]) => id === logicalId(on, uplinks.fn))![1]
      .Properties!.Environment.Variables;
    expect(Object.keys(env)).toEqual(expect.arrayContaining(['APP_TABLE', 'READINGS_TABLE', 'FORECAST_FUNCTION']));
  });

  it('sends failed runs (after two retries) and failed invokes to one encrypted queue kept 14 days', () => {
    const failedId = logicalId(on, on.stack.lorawanAwsIot!.failed);
    const queue = on.template.toJSON().Resources[failedId].Properties;
    expect(queue).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    const fnId = logicalId(on, on.stack.lorawanAwsIot!.uplinks.fn);
    const [, config] = resourcesOf(on.template, 'AWS::Lambda::EventInvokeConfig').find(
      ([, c]) => c.Properties!.FunctionName.Ref === fnId,
    )!;
    expect(config.Properties).toMatchObject({
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [failedId, 'Arn'] } } },
    });
    const payload = resourcesOf(on.template, 'AWS::IoT::TopicRule')[0]![1].Properties!.TopicRulePayload;
    expect(payload.ErrorAction.Sqs.QueueUrl).toEqual({ Ref: failedId });
    const errorRole = on.template.toJSON().Resources[payload.ErrorAction.Sqs.RoleArn['Fn::GetAtt'][0]];
    expect(errorRole.Properties.AssumeRolePolicyDocument.Statement[0].Principal).toEqual({
      Service: 'iot.amazonaws.com',
    });
  });

  it("gives destinations a role that may publish to this stage's uplink topics and nothing else", () => {
    const role = on.stack.lorawanAwsIot!.destinationRole;
    const trust = on.template.toJSON().Resources[logicalId(on, role)].Properties.AssumeRolePolicyDocument.Statement;
    expect(trust).toEqual([
      {
        Action: 'sts:AssumeRole',
        Effect: 'Allow',
        Principal: { Service: 'iotwireless.amazonaws.com' },
        Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
      },
    ]);
    const statements = statementsOfRole(on, role);
    expect(actionsOf(statements)).toEqual(['iot:DescribeEndpoint', 'iot:Publish']);
    const publish = statements.find((st) => st.Action === 'iot:Publish')!;
    expect(JSON.stringify(publish.Resource)).toContain(':topic/fieldwise/dev/lorawan/*/uplink');
    const outputs = on.template.toJSON().Outputs;
    expect(outputs.LorawanAwsIotDestinationRoleArn.Value).toEqual({ 'Fn::GetAtt': [logicalId(on, role), 'Arn'] });
  });
});
