/**
 * What the review before the first real deploy asked of the template, dev and prod side by side:
 * resources that a refactor must not replace, backups, sign-in flows, the PostConfirmation
 * trigger, the SES sender, API Gateway's execution logs and the functions' runtime flags.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CfnElement } from 'aws-cdk-lib';
import { SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { inParent, PROD_REQUIRED, removeTempDirs, resourcesOf, synth, type Synthesized } from './synth';

const SES_FROM = 'no-reply@fieldwise.example';
let dev: Synthesized;
let prod: Synthesized;
beforeAll(() => {
  dev = synth();
  prod = synth({ context: { ...PROD_REQUIRED, emailFrom: SES_FROM } });
});
afterAll(removeTempDirs);

const resource = (s: Synthesized, id: string) =>
  s.template.toJSON().Resources[id] as
    { Type: string; Properties: Record<string, any>; DeletionPolicy?: string; DependsOn?: string[] } | undefined;
const logicalIdOf = (s: Synthesized, construct: { node: { defaultChild?: unknown } }) =>
  s.stack.resolve((construct.node.defaultChild as CfnElement).logicalId) as string;

describe('resources a refactor must not replace', () => {
  // Literal on purpose: a changed id is a new, empty user pool or table in every deployed stage.
  const PINNED = {
    AuthUserPool8115E87F: 'AWS::Cognito::UserPool',
    DataAppTable86AD9EAB: 'AWS::DynamoDB::Table',
    DataReadingsTableA14E567D: 'AWS::DynamoDB::Table',
  };

  it('keeps the logical ids of the user pool, the app table and the readings table, in dev and prod', () => {
    for (const s of [dev, prod]) {
      for (const [id, type] of Object.entries(PINNED))
        expect(resource(s, id)?.Type, `${s.config.stage} ${id}`).toBe(type);
      const readings = s.stack.data.readings;
      if (readings.kind !== 'dynamodb') throw new Error('dynamodb readings expected');
      expect([
        logicalIdOf(s, s.stack.auth.userPool),
        logicalIdOf(s, s.stack.data.table),
        logicalIdOf(s, readings.table),
      ]).toEqual(Object.keys(PINNED));
    }
  });

  it('keeps what Cognito cannot change in place: sign-in by (case-insensitive) user name, custom attributes', () => {
    const pool = resource(prod, 'AuthUserPool8115E87F')!.Properties;
    expect(pool.UsernameConfiguration).toEqual({ CaseSensitive: false });
    expect(pool.UsernameAttributes).toBeUndefined();
    expect(pool.AliasAttributes).toBeUndefined();
    const custom = (pool.Schema as { Name: string }[]).filter((a) =>
      ([SUBSCRIPTION_ATTRIBUTES.level, SUBSCRIPTION_ATTRIBUTES.expiry] as string[]).includes(`custom:${a.Name}`),
    );
    expect(custom).toEqual([
      {
        AttributeDataType: 'String',
        Mutable: true,
        Name: 'subscription_level',
        StringAttributeConstraints: { MaxLength: '32', MinLength: '1' },
      },
      {
        AttributeDataType: 'String',
        Mutable: true,
        Name: 'sub_expiry_date',
        StringAttributeConstraints: { MaxLength: '10', MinLength: '10' },
      },
    ]);
  });

  it('keeps the key schemas of both tables and never names a table (a new name or key replaces it)', () => {
    const app = resource(prod, 'DataAppTable86AD9EAB')!.Properties;
    const readings = resource(prod, 'DataReadingsTableA14E567D')!.Properties;
    expect(app.KeySchema).toEqual([
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ]);
    expect(readings.KeySchema).toEqual([
      { AttributeName: 'sensor_id', KeyType: 'HASH' },
      { AttributeName: 'time', KeyType: 'RANGE' },
    ]);
    expect(app.TableName).toBeUndefined();
    expect(readings.TableName).toBeUndefined();
  });
});

describe('AWS Backup of the tables', () => {
  it('copies both prod tables daily (35 days) and monthly (a year) to a retained vault, with a restore role', () => {
    const vaults = resourcesOf(prod.template, 'AWS::Backup::BackupVault');
    expect(vaults).toHaveLength(1);
    const [vaultId, vault] = vaults[0]!;
    expect(vault!.DeletionPolicy).toBe('Retain');
    const [planId, plan] = resourcesOf(prod.template, 'AWS::Backup::BackupPlan')[0]!;
    const rules = plan!.Properties!.BackupPlan.BackupPlanRule as Record<string, any>[];
    expect(rules.map((r) => [r.RuleName, r.ScheduleExpression, r.Lifecycle.DeleteAfterDays])).toEqual([
      ['Daily', 'cron(0 16 * * ? *)', 35],
      ['Monthly', 'cron(0 16 1 * ? *)', 365],
    ]);
    for (const r of rules) expect(r.TargetBackupVault).toEqual({ 'Fn::GetAtt': [vaultId, 'BackupVaultName'] });
    const [, selection] = resourcesOf(prod.template, 'AWS::Backup::BackupSelection')[0]!;
    expect(selection!.Properties!.BackupPlanId).toEqual({ 'Fn::GetAtt': [planId, 'BackupPlanId'] });
    expect(selection!.Properties!.BackupSelection.Resources).toEqual([
      { 'Fn::GetAtt': ['DataAppTable86AD9EAB', 'Arn'] },
      { 'Fn::GetAtt': ['DataReadingsTableA14E567D', 'Arn'] },
    ]);
    const role = resource(prod, selection!.Properties!.BackupSelection.IamRoleArn['Fn::GetAtt'][0])!;
    expect(JSON.stringify(role.Properties.AssumeRolePolicyDocument)).toContain('backup.amazonaws.com');
    expect(JSON.stringify(role.Properties.ManagedPolicyArns)).toMatch(
      /AWSBackupServiceRolePolicyForBackup[\s\S]*AWSBackupServiceRolePolicyForRestores/,
    );
  });

  it('makes no backups for a disposable stage', () => {
    expect(resourcesOf(dev.template, 'AWS::Backup::BackupPlan')).toEqual([]);
    expect(resourcesOf(dev.template, 'AWS::Backup::BackupVault')).toEqual([]);
  });
});

describe('Cognito in AWS', () => {
  it('offers no USER_PASSWORD_AUTH in any AWS stage (SRP only)', () => {
    for (const s of [dev, prod]) {
      const [, client] = resourcesOf(s.template, 'AWS::Cognito::UserPoolClient')[0]!;
      expect(client!.Properties!.ExplicitAuthFlows, s.config.stage).not.toContain('ALLOW_USER_PASSWORD_AUTH');
      expect(client!.Properties!.ExplicitAuthFlows, s.config.stage).toContain('ALLOW_USER_SRP_AUTH');
    }
  });

  it('sends prod e-mail through SES from emailFrom', () => {
    expect(resource(prod, 'AuthUserPool8115E87F')!.Properties.EmailConfiguration).toMatchObject({
      EmailSendingAccount: 'DEVELOPER',
      From: SES_FROM,
      SourceArn: `arn:aws:ses:ap-southeast-2:123456789012:identity/${SES_FROM}`,
    });
  });

  it('gives the PostConfirmation trigger 512 MB within the 5 s budget, and an alarm on its first error', () => {
    const fnId = logicalIdOf(dev, dev.stack.auth.postConfirmation.fn);
    expect(resource(dev, fnId)!.Properties).toMatchObject({ MemorySize: 512, Timeout: 5 });
    // The alarm lives in the monitoring nested stack; the function's name arrives as a parameter.
    const alarms = resourcesOf(dev.monitoring, 'AWS::CloudWatch::Alarm').filter(([, a]) => {
      const dims = (a.Properties!.Dimensions ?? []) as { Name: string; Value: unknown }[];
      return (
        a.Properties!.MetricName === 'Errors' &&
        dims.length === 1 &&
        dims[0]!.Name === 'FunctionName' &&
        JSON.stringify(inParent(dev, dims[0]!.Value)) === JSON.stringify({ Ref: fnId })
      );
    });
    expect(alarms).toHaveLength(1);
    expect(alarms[0]![1].Properties).toMatchObject({
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmName: 'Fieldwise-dev Auth/PostConfirmation errors',
    });
    expect(alarms[0]![1].Properties!.AlarmActions).toHaveLength(1);
  });
});

describe("API Gateway's execution logs", () => {
  it("are a stack log group named as API Gateway names it, with the stage's retention, made before the stage", () => {
    for (const [s, days] of [
      [dev, 30],
      [prod, 365],
    ] as const) {
      const apiId = logicalIdOf(s, s.stack.api.restApi);
      const groups = resourcesOf(s.template, 'AWS::Logs::LogGroup').filter(([, g]) =>
        JSON.stringify(g.Properties!.LogGroupName ?? '').includes('API-Gateway-Execution-Logs_'),
      );
      expect(groups, s.config.stage).toHaveLength(1);
      const [groupId, group] = groups[0]!;
      expect(group.Properties!.LogGroupName).toEqual({
        'Fn::Join': ['', ['API-Gateway-Execution-Logs_', { Ref: apiId }, `/${s.config.stage}`]],
      });
      expect(group.Properties!.RetentionInDays).toBe(days);
      expect(group.DeletionPolicy).toBe(s.config.retainData ? 'Retain' : 'Delete');
      const [, stage] = resourcesOf(s.template, 'AWS::ApiGateway::Stage')[0]!;
      expect(stage!.Properties!.StageName).toBe(s.config.stage);
      expect(resource(s, resourcesOf(s.template, 'AWS::ApiGateway::Stage')[0]![0])!.DependsOn).toContain(groupId);
    }
  });
});

describe('function runtime flags', () => {
  const ours = (s: Synthesized) =>
    resourcesOf(s.template, 'AWS::Lambda::Function').filter(([, f]) =>
      String(f.Properties!.Description ?? '').startsWith('Fieldwise'),
    );

  it('reads source maps at run time outside prod only (prod cold starts skip them)', () => {
    expect(ours(dev).length).toBeGreaterThan(0);
    for (const [id, f] of ours(dev))
      expect(f.Properties!.Environment.Variables.NODE_OPTIONS, id).toBe('--enable-source-maps');
    expect(ours(prod)).toHaveLength(ours(dev).length);
    for (const [id, f] of ours(prod)) expect(f.Properties!.Environment.Variables.NODE_OPTIONS, id).toBeUndefined();
  });
});
