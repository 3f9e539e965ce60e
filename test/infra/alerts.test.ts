/**
 * The alerts in AWS: the scheduled function every 15 minutes, and what the functions that send
 * alerts may do (SMS to phone numbers only, e-mail from the configured sender only, the owner's
 * attributes), with cdk-nag clean. The sensors function, which only e-mails a grower whose held
 * sensor id another grower took, gets e-mail and the owner's address but no SMS publish.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asArray,
  DEV_WITH_CORS,
  iamStatements,
  PROD_FULL,
  removeTempDirs,
  resourcesOf,
  synth,
  type Synthesized,
} from './synth';

const SENDER = 'alerts@fieldwise.example';
let dev: Synthesized;
let prod: Synthesized;
beforeAll(() => {
  dev = synth({ context: DEV_WITH_CORS, nag: true });
  prod = synth({ context: { ...PROD_FULL, alertEmail: SENDER, alertSmsSenderId: 'Fieldwise' }, nag: true });
});
afterAll(removeTempDirs);

const logicalId = (s: Synthesized, c: { node: { defaultChild?: unknown } }) =>
  s.stack.getLogicalId(c.node.defaultChild as never);
const statementsOf = (s: Synthesized, role: { node: { defaultChild?: unknown } }) => {
  const resources = s.template.toJSON().Resources;
  const id = logicalId(s, role);
  return iamStatements(s.template)
    .filter((x) => resources[x.owner].Properties.Roles?.some((r: { Ref: string }) => r.Ref === id))
    .map((x) => x.statement);
};

describe('alerts infrastructure', () => {
  it('runs the scheduled alerts every 15 minutes from an EventBridge rule', () => {
    const fnId = logicalId(dev, dev.stack.jobs.alerts.fn);
    const rules = resourcesOf(dev.template, 'AWS::Events::Rule').map(([, r]) => [
      r.Properties!.ScheduleExpression,
      r.Properties!.Targets[0].Arn,
    ]);
    expect(rules).toContainEqual(['rate(15 minutes)', { 'Fn::GetAtt': [fnId, 'Arn'] }]);
  });

  it('lets ingest, the scheduled job and the forecast job publish SMS to phone numbers, never to a topic', () => {
    for (const fn of [dev.stack.api.functions['ingest']!, dev.stack.jobs.alerts, dev.stack.jobs.forecasts]) {
      const sns = statementsOf(dev, fn.role).filter((st) =>
        asArray(st.Action).some((a) => String(a).startsWith('sns:')),
      );
      expect(sns).toHaveLength(1);
      expect(sns[0]!.Action).toBe('sns:Publish');
      expect(sns[0]!.Resource).toBeUndefined();
      expect(JSON.stringify(sns[0]!.NotResource)).toContain(':sns:*:*:*');
    }
  });

  it('gives the sensors function e-mail from the sender and the owner’s address, but no SNS publish', () => {
    for (const s of [dev, prod]) {
      const statements = statementsOf(s, s.stack.api.functions['sensors']!.role);
      const actions = statements.flatMap((st) => asArray(st.Action) as string[]);
      expect(actions.filter((a) => a.toLowerCase().startsWith('sns:'))).toEqual([]);
      expect(actions).toContain('cognito-idp:AdminGetUser');
    }
    const ses = statementsOf(prod, prod.stack.api.functions['sensors']!.role).filter((st) =>
      asArray(st.Action).some((a) => String(a).startsWith('ses:')),
    );
    expect(ses).toHaveLength(1);
    expect(ses[0]!.Action).toBe('ses:SendEmail');
    expect(ses[0]!.Condition).toEqual({ StringEquals: { 'ses:FromAddress': SENDER } });
    const env =
      prod.template.toJSON().Resources[logicalId(prod, prod.stack.api.functions['sensors']!.fn)].Properties.Environment
        .Variables;
    expect(env).toMatchObject({ ALERT_EMAIL_FROM: SENDER });
    expect(env.ALERT_SMS_SENDER_ID).toBeUndefined();
  });

  it('grants e-mail only with a configured sender, from that sender only', () => {
    const devSes = statementsOf(dev, dev.stack.jobs.alerts.role).filter((st) =>
      asArray(st.Action).some((a) => String(a).startsWith('ses:')),
    );
    expect(devSes).toEqual([]);
    const ses = statementsOf(prod, prod.stack.jobs.alerts.role).filter((st) =>
      asArray(st.Action).some((a) => String(a).startsWith('ses:')),
    );
    expect(ses).toHaveLength(1);
    expect(ses[0]!.Action).toBe('ses:SendEmail');
    expect(ses[0]!.Condition).toEqual({ StringEquals: { 'ses:FromAddress': SENDER } });
    expect(JSON.stringify(ses[0]!.Resource)).toContain(`identity/${SENDER}`);
    const env =
      prod.template.toJSON().Resources[logicalId(prod, prod.stack.jobs.alerts.fn)].Properties.Environment.Variables;
    expect(env).toMatchObject({
      ALERT_EMAIL_FROM: SENDER,
      ALERT_SMS_SENDER_ID: 'Fieldwise',
      SITE_URL: 'https://app.fieldwise.example',
    });
  });

  it('reads the owner’s attributes with AdminGetUser on this pool only; the job also lists users', () => {
    const pool = { 'Fn::GetAtt': [logicalId(dev, dev.stack.auth.userPool), 'Arn'] };
    const cognitoOf = (role: { node: { defaultChild?: unknown } }) => {
      const statements = statementsOf(dev, role).filter((st) =>
        asArray(st.Action).some((a) => String(a).startsWith('cognito-idp:')),
      );
      for (const st of statements) expect(st.Resource).toEqual(pool);
      return statements.flatMap((st) => asArray(st.Action) as string[]).sort();
    };
    expect(cognitoOf(dev.stack.api.functions['ingest']!.role)).toEqual(['cognito-idp:AdminGetUser']);
    expect(cognitoOf(dev.stack.jobs.alerts.role)).toEqual(['cognito-idp:AdminGetUser', 'cognito-idp:ListUsers']);
    expect(cognitoOf(dev.stack.jobs.forecasts.role)).toEqual(['cognito-idp:AdminGetUser']);
  });
});
