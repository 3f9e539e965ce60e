/**
 * Intent of the dev stack, asserted on the synthesized CloudFormation: who can call what,
 * what each function may touch, how data is protected and how the site is served.
 */
import { UNAUTHORIZED_MESSAGE } from '@shared/api-keys/rules';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '../../lambdas/platform/routes';
import { GATEWAY_AUTH_CACHE_SECONDS } from '../../infra/constructs/api';
import { moduleNeeds, type ModuleNeeds } from '../../infra/constructs/api-needs';
import { SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { runtimeConfigSchema } from '@shared/runtime-config';
import {
  allResources,
  apiMethods,
  asArray,
  CORS_ORIGINS,
  DEV_WITH_CORS,
  iamStatements,
  removeTempDirs,
  resourcesOf,
  synth,
  type Synthesized,
} from './synth';

const ORIGINS = CORS_ORIGINS;

let s: Synthesized;
beforeAll(() => {
  s = synth({ context: DEV_WITH_CORS });
});
afterAll(removeTempDirs);

const logicalId = (construct: { node: { defaultChild?: unknown } }) =>
  s.stack.getLogicalId(construct.node.defaultChild as never);

describe('API', () => {
  it('has one method for every route of lambdas/platform/routes.ts, and no others but CORS preflights', () => {
    const methods = apiMethods(s.stack).map((m) => m.key);
    const expected = routes.map((r) => `${r.method} ${r.path}`);
    expect(methods.filter((m) => !m.startsWith('OPTIONS ')).sort()).toEqual([...expected].sort());
  });

  it('puts Cognito on user methods, user-or-key on apiKey routes, gateway on gateway routes, none on OPTIONS', () => {
    const authorizers = resourcesOf(s.template, 'AWS::ApiGateway::Authorizer');
    const [cognitoId] = authorizers.filter(([, a]) => a.Properties!.Type === 'COGNITO_USER_POOLS').map(([id]) => id);
    const gatewayId = logicalId(s.stack.api.node.findChild('GatewayAuthorizer') as never);
    const userOrKeyId = logicalId(s.stack.api.node.findChild('UserOrKeyAuthorizer') as never);
    expect(authorizers.map(([id]) => id).sort()).toEqual([cognitoId, gatewayId, userOrKeyId].sort());
    const keyRoutes = new Set(
      (routes as readonly RouteDef[]).filter((r) => r.apiKey).map((r) => `${r.method} ${r.path}`),
    );
    expect(keyRoutes.size).toBeGreaterThan(0);
    expect(s.template.toJSON().Resources[cognitoId!].Properties.ProviderARNs).toEqual([
      { 'Fn::GetAtt': [logicalId(s.stack.auth.userPool), 'Arn'] },
    ]);
    expect(gatewayId).toBeDefined();
    const gatewayRoutes = new Set(routes.filter((r) => r.access === 'gateway').map((r) => `${r.method} ${r.path}`));
    const methods = apiMethods(s.stack);
    expect(methods.length).toBeGreaterThan(0);
    for (const m of methods) {
      if (m.props.HttpMethod === 'OPTIONS') {
        expect(m.props.AuthorizationType, m.key).toBe('NONE');
        continue;
      }
      const custom = gatewayRoutes.has(m.key) ? gatewayId : keyRoutes.has(m.key) ? userOrKeyId : undefined;
      expect(m.props.AuthorizationType, m.key).toBe(custom ? 'CUSTOM' : 'COGNITO_USER_POOLS');
      expect(m.props.AuthorizerId, m.key).toEqual({ Ref: custom ?? cognitoId });
    }
  });

  it('validates requests on every route method', () => {
    const [validatorId, validator] = resourcesOf(s.template, 'AWS::ApiGateway::RequestValidator')[0]!;
    expect(validator.Properties).toMatchObject({ ValidateRequestBody: true, ValidateRequestParameters: true });
    for (const m of apiMethods(s.stack).filter((x) => x.props.HttpMethod !== 'OPTIONS')) {
      expect(m.props.RequestValidatorId, m.key).toEqual({ Ref: validatorId });
    }
  });

  it('logs access to a log group, throttles, traces and never logs bodies', () => {
    s.template.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: 'dev',
      TracingEnabled: true,
      AccessLogSetting: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
      // The stage-wide settings; ingest has method-level limits of its own beside them (api-limits.test.ts).
      MethodSettings: Match.arrayWith([
        Match.objectLike({
          HttpMethod: '*',
          ResourcePath: '/*',
          LoggingLevel: 'ERROR',
          DataTraceEnabled: false,
          ThrottlingRateLimit: 50,
          ThrottlingBurstLimit: 100,
        }),
      ]),
    });
  });

  it('answers CORS preflights for the configured origins only, never "*"', () => {
    const whole = JSON.stringify(allResources(s.stack));
    expect(whole).not.toMatch(/Access-Control-Allow-Origin[^,]*"'\*'"/);
    const preflights = apiMethods(s.stack).filter((m) => m.props.HttpMethod === 'OPTIONS');
    expect(preflights.length).toBeGreaterThan(0);
    for (const p of preflights) {
      const response = p.props.Integration.IntegrationResponses[0];
      expect(ORIGINS).toContain(
        response.ResponseParameters['method.response.header.Access-Control-Allow-Origin'].replace(/'/g, ''),
      );
      // The other origins are matched exactly in the template, never by pattern.
      expect(response.ResponseTemplates['application/json']).toContain(`$origin == "${ORIGINS[1]}"`);
    }
  });

  it('answers its own errors (401, 403, unknown path) as JSON with a human message', () => {
    s.template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'UNAUTHORIZED',
      StatusCode: '401',
      ResponseTemplates: {
        'application/json': JSON.stringify({
          error: UNAUTHORIZED_MESSAGE,
          err: UNAUTHORIZED_MESSAGE,
        }),
      },
    });
    s.template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'MISSING_AUTHENTICATION_TOKEN',
      StatusCode: '404',
    });
    s.template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', { ResponseType: 'DEFAULT_5XX' });
  });
});

describe('API reached only through CloudFront', () => {
  const secretId = () => logicalId(s.stack.api.originSecret);

  it('sends a generated Secrets Manager secret as x-origin-verify on the /api/* origin, never in the template', () => {
    const config = resourcesOf(s.template, 'AWS::CloudFront::Distribution')[0]![1].Properties!.DistributionConfig;
    const api = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    const origin = config.Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    const header = origin.OriginCustomHeaders.find((h: { HeaderName: string }) => h.HeaderName === 'x-origin-verify');
    // A CloudFormation dynamic reference to this secret, resolved at deploy time.
    expect(JSON.stringify(header.HeaderValue)).toMatch(new RegExp(`\\{\\{resolve:secretsmanager:.*${secretId()}`));
    const secret = s.template.toJSON().Resources[secretId()];
    expect(secret.Type).toBe('AWS::SecretsManager::Secret');
    expect(secret.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48, ExcludePunctuation: true });
    expect(secret.Properties.SecretString).toBeUndefined();
  });

  it('tells every API function where the secret is and lets it read that secret (and its vendor keys) only', () => {
    for (const [module, fn] of Object.entries(s.stack.api.functions)) {
      const vars = s.template.toJSON().Resources[logicalId(fn.fn)].Properties.Environment.Variables;
      expect(vars.ORIGIN_SECRET_ARN, module).toEqual({ Ref: secretId() });
      const role = logicalId(fn.role);
      const reads = iamStatements(s.template).filter(({ owner, statement }) => {
        const policy = s.template.toJSON().Resources[owner];
        return (
          policy.Properties.Roles?.some((r: { Ref: string }) => r.Ref === role) &&
          (asArray(statement.Action) as string[]).includes('secretsmanager:GetSecretValue')
        );
      });
      const vendorKeys = (moduleNeeds as Record<string, ModuleNeeds>)[module]?.vendorKeys;
      expect(reads.map((r) => r.statement.Resource).flat(), module).toEqual([
        { Ref: secretId() },
        ...(vendorKeys ? [{ Ref: logicalId(s.stack.jobs.vendorKeys) }] : []),
      ]);
    }
  });

  it('caches the gateway authorizer for at most 60 s, so a rotated or deleted credential stops within a minute', () => {
    const gateway = resourcesOf(s.template, 'AWS::ApiGateway::Authorizer').find(
      ([, a]) => a.Properties!.Type === 'REQUEST',
    )!;
    expect(gateway[1].Properties!.AuthorizerResultTtlInSeconds).toBeLessThanOrEqual(60);
    expect(gateway[1].Properties!.AuthorizerResultTtlInSeconds).toBe(GATEWAY_AUTH_CACHE_SECONDS);
  });
});

describe('Cognito', () => {
  const level = SUBSCRIPTION_ATTRIBUTES.level;
  const expiry = SUBSCRIPTION_ATTRIBUTES.expiry;

  it('lets the app client read but never write the subscription attributes', () => {
    const [, client] = resourcesOf(s.template, 'AWS::Cognito::UserPoolClient')[0]!;
    const { ReadAttributes, WriteAttributes } = client.Properties!;
    expect(ReadAttributes).toEqual(expect.arrayContaining([level, expiry]));
    // An explicit list: an absent WriteAttributes would mean "all writable attributes".
    expect(Array.isArray(WriteAttributes)).toBe(true);
    expect(WriteAttributes).not.toContain(level);
    expect(WriteAttributes).not.toContain(expiry);
    expect(WriteAttributes.some((a: string) => a.startsWith('custom:'))).toBe(false);
    expect(WriteAttributes).not.toContain('birthdate');
  });

  it('signs in with SRP only (no USER_PASSWORD_AUTH in AWS), no client secret, no hosted UI', () => {
    const [, client] = resourcesOf(s.template, 'AWS::Cognito::UserPoolClient')[0]!;
    expect([...client.Properties!.ExplicitAuthFlows].sort()).toEqual([
      'ALLOW_REFRESH_TOKEN_AUTH',
      'ALLOW_USER_SRP_AUTH',
    ]);
    s.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      AllowedOAuthFlowsUserPoolClient: false,
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
    });
  });

  it('enforces the password policy and case-insensitive usernames', () => {
    s.template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: false,
        }),
      },
      UsernameConfiguration: { CaseSensitive: false },
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
    });
  });

  it('defines the custom subscription attributes as mutable strings, and the standard ones the profile uses', () => {
    const [, pool] = resourcesOf(s.template, 'AWS::Cognito::UserPool')[0]!;
    const schema = pool.Properties!.Schema as {
      Name: string;
      Mutable?: boolean;
      AttributeDataType?: string;
      Required?: boolean;
    }[];
    for (const name of [level, expiry].map((a) => a.replace('custom:', ''))) {
      expect(schema.find((a) => a.Name === name)).toMatchObject({ AttributeDataType: 'String', Mutable: true });
    }
    expect(schema.find((a) => a.Name === 'email')).toMatchObject({ Required: true, Mutable: true });
    for (const name of ['phone_number', 'address', 'birthdate'])
      expect(
        schema.find((a) => a.Name === name),
        name,
      ).toBeDefined();
  });

  it('has the admin group and the PostConfirmation and PreSignUp triggers', () => {
    s.template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'admin' });
    s.template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: {
        PostConfirmation: { 'Fn::GetAtt': [logicalId(s.stack.auth.postConfirmation.fn), 'Arn'] },
        PreSignUp: { 'Fn::GetAtt': [logicalId(s.stack.auth.preSignUp.fn), 'Arn'] },
      },
    });
  });

  it('lets the trigger, profile, payments and admin users functions update attributes of this user pool only', () => {
    const grants = iamStatements(s.template).filter((x) =>
      asArray(x.statement.Action).includes('cognito-idp:AdminUpdateUserAttributes'),
    );
    // The PostConfirmation trigger (the sign-up subscription), `me` (phone, address), payments (a
    // completed payment renews the subscription) and admin users (an admin grants a plan).
    expect(grants).toHaveLength(4);
    for (const g of grants)
      expect(g.statement.Resource).toEqual({ 'Fn::GetAtt': [logicalId(s.stack.auth.userPool), 'Arn'] });
    const resources = s.template.toJSON().Resources;
    const holders = grants
      .flatMap((g) =>
        resources[g.owner].Type === 'AWS::IAM::Role'
          ? [g.owner]
          : resources[g.owner].Properties.Roles.map((r: { Ref: string }) => r.Ref),
      )
      .sort();
    const fnRole = (m: string) => logicalId(s.stack.api.functions[m]!.role);
    expect(holders).toEqual(
      [logicalId(s.stack.auth.postConfirmation.role), fnRole('admin-users'), fnRole('me'), fnRole('payments')].sort(),
    );
    const role = logicalId(s.stack.auth.postConfirmation.role);
    s.template.hasResourceProperties('AWS::IAM::Policy', {
      Roles: [{ Ref: role }],
      PolicyDocument: { Statement: [Match.objectLike({ Action: 'cognito-idp:AdminUpdateUserAttributes' })] },
    });
  });
});

describe('data', () => {
  it('keeps the app table on demand, recoverable and encrypted, with GSI1', () => {
    const tables = resourcesOf(s.template, 'AWS::DynamoDB::Table');
    expect(tables.length).toBeGreaterThan(0);
    for (const [id, t] of tables) {
      expect(t.Properties!.BillingMode, id).toBe('PAY_PER_REQUEST');
      expect(t.Properties!.PointInTimeRecoverySpecification, id).toEqual({ PointInTimeRecoveryEnabled: true });
      expect(t.Properties!.SSESpecification, id).toMatchObject({ SSEEnabled: true });
    }
    s.template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [
        Match.objectLike({
          IndexName: 'GSI1',
          KeySchema: [
            { AttributeName: 'GSI1PK', KeyType: 'HASH' },
            { AttributeName: 'GSI1SK', KeyType: 'RANGE' },
          ],
        }),
      ],
      DeletionProtectionEnabled: false,
    });
  });

  it('gives the readings table the sparse ValidByTime index (valid readings by time) that latest reads', () => {
    s.template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: 'sensor_id', KeyType: 'HASH' },
        { AttributeName: 'time', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'ValidByTime',
          KeySchema: [
            { AttributeName: 'valid_series', KeyType: 'HASH' },
            { AttributeName: 'time', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    });
  });
});

describe('jobs', () => {
  it('runs the readings purge daily from an EventBridge rule, with exactly the access it needs', () => {
    const fn = s.stack.jobs.readingsPurge;
    const fnId = logicalId(fn.fn);
    const props = s.template.toJSON().Resources[fnId].Properties;
    expect(props.Timeout).toBe(300);
    expect(props.Environment.Variables).toMatchObject({ APP_TABLE: { Ref: logicalId(s.stack.data.table) } });
    const rules = resourcesOf(s.template, 'AWS::Events::Rule');
    expect(rules.map(([, r]) => [r.Properties!.ScheduleExpression, r.Properties!.Targets[0].Arn])).toContainEqual([
      'cron(30 15 * * ? *)',
      { 'Fn::GetAtt': [fnId, 'Arn'] },
    ]);
    const role = logicalId(fn.role);
    const statements = iamStatements(s.template)
      .filter((x) =>
        s.template.toJSON().Resources[x.owner].Properties.Roles?.some((r: { Ref: string }) => r.Ref === role),
      )
      .map((x) => x.statement)
      .filter((st) => asArray(st.Action).some((a) => String(a).startsWith('dynamodb:')));
    const readings = s.stack.data.readings;
    if (readings.kind !== 'dynamodb') throw new Error('the dev stack uses the DynamoDB readings store');
    expect(statements.map((st) => [(asArray(st.Action) as string[]).sort(), st.Resource])).toEqual([
      // PutItem: a Recently-deleted entry past its 30 days rewrites its series' purge markers without their hold
      [
        ['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query'],
        { 'Fn::GetAtt': [logicalId(s.stack.data.table), 'Arn'] },
      ],
      // and finds those entries through GSI1 only
      [
        ['dynamodb:Query'],
        { 'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalId(s.stack.data.table), 'Arn'] }, '/index/GSI1']] },
      ],
      [['dynamodb:BatchWriteItem', 'dynamodb:Query'], { 'Fn::GetAtt': [logicalId(readings.table), 'Arn'] }],
    ]);
  });

  it('makes forecasts in their own function, invoked only by ingest, deleting only outbox entries and wettings', () => {
    const fn = s.stack.jobs.forecasts;
    const fnId = logicalId(fn.fn);
    const resources = s.template.toJSON().Resources;
    const ingest = s.stack.api.functions['ingest']!;
    expect(resources[logicalId(ingest.fn)].Properties.Environment.Variables.FORECAST_FUNCTION).toEqual({ Ref: fnId });
    const statementsOf = (role: string) =>
      iamStatements(s.template)
        .filter((x) => resources[x.owner].Properties.Roles?.some((r: { Ref: string }) => r.Ref === role))
        .map((x) => x.statement);
    const invokes = statementsOf(logicalId(ingest.role)).filter((st) =>
      asArray(st.Action).some((a) => String(a).startsWith('lambda:')),
    );
    expect(invokes).toHaveLength(1);
    expect(asArray(invokes[0]!.Action)).toEqual(['lambda:InvokeFunction']);
    expect(JSON.stringify(invokes[0]!.Resource)).toContain(fnId);
    const dynamo = statementsOf(logicalId(fn.role)).filter((st) =>
      asArray(st.Action).some((a) => String(a).startsWith('dynamodb:')),
    );
    const actions = dynamo.flatMap((st) => asArray(st.Action) as string[]);
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:Query', 'dynamodb:GetItem']),
    );
    // Its forecast warnings remove an outbox entry once sent, and its event detection an event it
    // no longer finds: DeleteItem on those partitions only.
    const deletes = dynamo.filter((st) => asArray(st.Action).some((a) => /Delete/.test(String(a))));
    expect(deletes.map((st) => [st.Action, st.Condition])).toEqual([
      ['dynamodb:DeleteItem', { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['ALERT_OUTBOX'] } }],
      ['dynamodb:DeleteItem', { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['EVENTS#*'] } }],
    ]);
    // BatchWriteItem (a batch's forecast views, its event cursors) only on forecast and event partitions.
    const batchWrites = dynamo.filter((st) => asArray(st.Action).includes('dynamodb:BatchWriteItem'));
    expect(batchWrites.map((st) => [asArray(st.Action), st.Condition])).toEqual([
      [
        ['dynamodb:BatchWriteItem'],
        { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['FORECAST#*', 'EVENTS#*'] } },
      ],
    ]);
    expect(resources[fnId].Properties.Environment.Variables).toMatchObject({
      APP_TABLE: { Ref: logicalId(s.stack.data.table) },
    });
  });

  it("runs recompute jobs in their own 15-minute function, invoked only by the Formula table's function", () => {
    const fn = s.stack.jobs.recompute;
    const fnId = logicalId(fn.fn);
    const resources = s.template.toJSON().Resources;
    const props = resources[fnId].Properties;
    expect(props.Timeout).toBe(900);
    expect(props.MemorySize).toBe(1769);
    const readings = s.stack.data.readings;
    if (readings.kind !== 'dynamodb') throw new Error('the dev stack uses the DynamoDB readings store');
    expect(props.Environment.Variables).toMatchObject({
      APP_TABLE: { Ref: logicalId(s.stack.data.table) },
      READINGS_TABLE: { Ref: logicalId(readings.table) },
    });
    // Lambda retries a crashed run twice; an event that could not start in 15 minutes is dropped.
    const [config] = resourcesOf(s.template, 'AWS::Lambda::EventInvokeConfig').filter(([, c]) =>
      JSON.stringify(c.Properties!.FunctionName).includes(fnId),
    );
    expect(config![1].Properties).toMatchObject({ MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 900 });

    const formulas = s.stack.api.functions['sensor-formulas']!;
    const formulasProps = resources[logicalId(formulas.fn)].Properties;
    expect(formulasProps.Environment.Variables.RECOMPUTE_FUNCTION).toEqual({ Ref: fnId });
    // The start route answers at once: the house defaults again, not the old 28 s.
    expect([formulasProps.Timeout, formulasProps.MemorySize]).toEqual([10, 512]);
    const statementsOf = (role: string) =>
      iamStatements(s.template)
        .filter((x) => resources[x.owner].Properties.Roles?.some((r: { Ref: string }) => r.Ref === role))
        .map((x) => x.statement);
    const invokes = statementsOf(logicalId(formulas.role)).filter((st) =>
      asArray(st.Action).some((a) => String(a).startsWith('lambda:')),
    );
    expect(invokes.map((st) => [asArray(st.Action), st.Resource])).toEqual([
      [['lambda:InvokeFunction'], { 'Fn::GetAtt': [fnId, 'Arn'] }],
    ]);
    // No other role may invoke it.
    const invokers = iamStatements(s.template).filter(
      (x) =>
        JSON.stringify(x.statement.Resource ?? '').includes(fnId) &&
        asArray(x.statement.Action).includes('lambda:InvokeFunction'),
    );
    expect(invokers).toHaveLength(1);
    // The Formula table's function no longer touches readings; the worker reads and rewrites them.
    expect(JSON.stringify(statementsOf(logicalId(formulas.role)))).not.toContain(logicalId(readings.table));
    const dynamo = statementsOf(logicalId(fn.role)).filter((st) =>
      asArray(st.Action).some((a) => String(a).startsWith('dynamodb:')),
    );
    const onApp = dynamo.filter((st) => JSON.stringify(st.Resource).includes(logicalId(s.stack.data.table)));
    expect(onApp.map((st) => [(asArray(st.Action) as string[]).sort(), st.Resource])).toEqual([
      [
        ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
        { 'Fn::GetAtt': [logicalId(s.stack.data.table), 'Arn'] },
      ],
    ]);
    expect(JSON.stringify(dynamo)).toContain(logicalId(readings.table));
  });
});

describe('functions', () => {
  const ours = () =>
    resourcesOf(s.template, 'AWS::Lambda::Function').filter(([, f]) =>
      String(f.Properties!.Description ?? '').startsWith('Fieldwise'),
    );

  it('runs every app function on nodejs22.x, ARM64, traced, logging JSON to a log group with retention', () => {
    const fns = ours();
    // one per handler module + the PostConfirmation and PreSignUp triggers + the gateway and user-or-key authorizers
    // + the readings purge job + forecasts + scheduled alerts + recompute jobs + the vendor-cloud puller
    expect(fns).toHaveLength(new Set(routes.map((r) => r.module)).size + 9);
    const resources = s.template.toJSON().Resources;
    for (const [id, f] of fns) {
      const p = f.Properties!;
      expect(p.Runtime, id).toBe('nodejs22.x');
      expect(p.Architectures, id).toEqual(['arm64']);
      expect(p.TracingConfig, id).toEqual({ Mode: 'Active' });
      expect(p.LoggingConfig.LogFormat, id).toBe('JSON');
      const group = resources[p.LoggingConfig.LogGroup.Ref];
      expect(group.Type, id).toBe('AWS::Logs::LogGroup');
      expect(group.Properties.RetentionInDays, id).toBe(30);
      // API Gateway gives up at 29 s; the scheduled purge and alerts jobs and the recompute jobs are not behind it.
      const limit =
        id === logicalId(s.stack.jobs.recompute.fn)
          ? 900
          : [s.stack.jobs.readingsPurge, s.stack.jobs.alerts, s.stack.jobs.vendorPull].some(
                (j) => id === logicalId(j.fn),
              )
            ? 300
            : id === logicalId(s.stack.jobs.forecasts.fn)
              ? 60
              : 29;
      expect(p.Timeout, id).toBeLessThanOrEqual(limit);
    }
  });

  it('gives each API function exactly the access its routes need', () => {
    const byModule = (module: string) => {
      const fn = s.stack.api.functions[module]!;
      const role = logicalId(fn.role);
      const statements = iamStatements(s.template).filter((x) => {
        const policy = s.template.toJSON().Resources[x.owner];
        return policy.Properties.Roles?.some((r: { Ref: string }) => r.Ref === role);
      });
      return statements.flatMap((x) => asArray(x.statement.Action) as string[]);
    };
    // The profile reads the caller's attributes, writes phone and address, and finds who holds an
    // email address (email and password changes use the user's own token); GET /api/me records the
    // caller's last sign-in in the app table.
    expect(
      byModule('me')
        .filter((a) => a.startsWith('cognito-idp:'))
        .sort(),
    ).toEqual([
      'cognito-idp:AdminDeleteUserAttributes',
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminUpdateUserAttributes',
      'cognito-idp:ListUsers',
    ]);
    expect(byModule('me')).toContain('dynamodb:UpdateItem');
    // the dashboard reads put a missing forecast view back (PutItem on forecast partitions only), and
    // count and stamp a personal API key's use (on its API_KEY_USE# partition only)
    expect(
      byModule('readings').filter(
        (a) => a.startsWith('dynamodb:') && !/Get|Query|Scan|Describe|ConditionCheck/.test(a),
      ),
    ).toEqual(['dynamodb:PutItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']);
    // management modules read and write the app table (deletes cascade); nothing else
    for (const module of ['farms', 'fields', 'sensors', 'gateways', 'zones', 'deleted']) {
      expect(byModule(module), module).toEqual(
        expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:DeleteItem']),
      );
      // A request in a shared farm reads the owner's plan from the pool (farm-teams.test.ts); sensors also
      // e-mails a grower whose Recently deleted sensor another took, farms e-mails invitations. Recently deleted
      // is always the caller's own.
      expect(
        byModule(module).filter((a) => a.startsWith('cognito-idp:')),
        module,
      ).toEqual(module === 'deleted' ? [] : ['cognito-idp:AdminGetUser']);
    }
    // the admin users page: lists accounts and admins, grants plans (attributes), keeps the audit trail
    expect(
      byModule('admin-users')
        .filter((a) => a.startsWith('cognito-idp:'))
        .sort(),
    ).toEqual([
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminUpdateUserAttributes',
      'cognito-idp:ListUsers',
      'cognito-idp:ListUsersInGroup',
    ]);
    expect(byModule('admin-users')).toEqual(
      expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem']),
    );
    // payments: its attempts and payments in the app table, and the subscription of the payer
    expect(byModule('payments')).toEqual(
      expect.arrayContaining([
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'cognito-idp:AdminGetUser',
        'cognito-idp:AdminUpdateUserAttributes',
      ]),
    );
    expect(
      byModule('payments')
        .filter((a) => a.startsWith('cognito-idp:'))
        .sort(),
    ).toEqual(['cognito-idp:AdminGetUser', 'cognito-idp:AdminUpdateUserAttributes']);
  });

  it('sets the environment each function reads (lambdas/platform/env.ts)', () => {
    const env = (module: string) =>
      s.template.toJSON().Resources[logicalId(s.stack.api.functions[module]!.fn)].Properties.Environment.Variables;
    expect(env('farms').APP_TABLE).toEqual({ Ref: logicalId(s.stack.data.table) });
    expect(env('admin-users').USER_POOL_ID).toEqual({ Ref: logicalId(s.stack.auth.userPool) });
    expect(env('me').APP_TABLE).toEqual({ Ref: logicalId(s.stack.data.table) });
    // Cross-origin callers are configured for this stage: handlers learn the list to echo.
    expect(env('me').ALLOWED_ORIGINS).toBe(ORIGINS.join(','));
  });
});

describe('IAM', () => {
  // Actions AWS only grants on "*" (no resource-level permissions), each with its reason.
  const STAR_ONLY: Record<string, string> = {
    'xray:PutTraceSegments': 'X-Ray has no resource-level permissions',
    'xray:PutTelemetryRecords': 'X-Ray has no resource-level permissions',
    'cloudfront:CreateInvalidation': 'BucketDeployment invalidates the distribution after a deploy',
    'cloudfront:GetInvalidation': 'BucketDeployment waits for that invalidation',
  };

  it('grants no service-wide actions (dynamodb:*, s3:*, *)', () => {
    for (const { owner, statement } of iamStatements(s.template)) {
      for (const action of asArray(statement.Action) as string[]) {
        expect(action, owner).not.toBe('*');
        expect(action, owner).not.toMatch(/^[a-z0-9-]+:\*$/);
      }
    }
  });

  it('uses Resource "*" only for actions that cannot be scoped', () => {
    for (const { owner, statement } of iamStatements(s.template)) {
      if (statement.Effect !== 'Allow' || !asArray(statement.Resource).includes('*')) continue;
      for (const action of asArray(statement.Action) as string[]) {
        expect(STAR_ONLY[action], `${owner}: ${action} on "*"`).toBeDefined();
      }
    }
  });
});

describe('web hosting', () => {
  const distribution = () =>
    resourcesOf(s.template, 'AWS::CloudFront::Distribution')[0]![1].Properties!.DistributionConfig;

  it('reads the bucket through origin access control only; the bucket is private and TLS-only', () => {
    const origins = distribution().Origins as Record<string, any>[];
    const s3 = origins.find((o) => o.S3OriginConfig);
    expect(s3!.OriginAccessControlId).toBeDefined();
    expect(s3!.S3OriginConfig.OriginAccessIdentity ?? '').toBe('');
    s.template.resourceCountIs('AWS::CloudFront::CloudFrontOriginAccessIdentity', 0);
    s.template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ SigningBehavior: 'always', SigningProtocol: 'sigv4' }),
    });
    s.template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: Match.anyValue(),
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'site-bucket/' }),
    });
    for (const [id, bucket] of resourcesOf(s.template, 'AWS::S3::Bucket')) {
      expect(bucket.Properties!.PublicAccessBlockConfiguration, id).toMatchObject({
        BlockPublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
    for (const [id, policy] of resourcesOf(s.template, 'AWS::S3::BucketPolicy')) {
      expect(JSON.stringify(policy.Properties!.PolicyDocument), id).toContain('"aws:SecureTransport":"false"');
    }
  });

  it('serves HTTPS only, with security headers on the site and the API', () => {
    const config = distribution();
    const behaviours = [config.DefaultCacheBehavior, ...config.CacheBehaviors];
    const [policyId, policy] = resourcesOf(s.template, 'AWS::CloudFront::ResponseHeadersPolicy')[0]!;
    for (const b of behaviours) {
      expect(['redirect-to-https', 'https-only']).toContain(b.ViewerProtocolPolicy);
      expect(b.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
    const headers = policy.Properties!.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(headers.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 63072000, Override: true });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    expect(headers.ReferrerPolicy).toMatchObject({ ReferrerPolicy: 'strict-origin-when-cross-origin' });
    const csp: string = headers.ContentSecurityPolicy.ContentSecurityPolicy;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("connect-src 'self' https://cognito-idp.ap-southeast-2.amazonaws.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-eval/);
    // No Maps or Square configured for this stage: none of their origins.
    expect(csp).not.toMatch(/google|square/);
  });

  it('routes /api/* to the API uncached, and app routes to index.html without masking API errors', () => {
    const config = distribution();
    const api = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    expect(api).toBeDefined();
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']));
    // Nothing kept (the API answers no-store; minimum and default TTL 0), but Accept-Encoding is
    // passed on so API Gateway's gzip reaches the viewer (infra/constructs/api-compression.ts).
    const [policyId, policy] = resourcesOf(s.template, 'AWS::CloudFront::CachePolicy')[0]!;
    expect(api.CachePolicyId).toEqual({ Ref: policyId });
    const cacheKey = policy.Properties!.CachePolicyConfig;
    expect(cacheKey).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 1 });
    expect(cacheKey.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      EnableAcceptEncodingGzip: true,
      EnableAcceptEncodingBrotli: true,
      QueryStringsConfig: { QueryStringBehavior: 'all' },
    });
    const restApis = resourcesOf(s.template, 'AWS::ApiGateway::RestApi');
    expect(restApis.map(([, r]) => r.Properties!.MinimumCompressionSize)).toEqual([1024]);
    expect(api.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // Managed-AllViewerExceptHostHeader
    const apiOrigin = config.Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    expect(JSON.stringify(apiOrigin.DomainName)).toContain(logicalId(s.stack.api.restApi));
    // Distribution-wide error pages would turn API 403/404 into index.html; a function does the SPA fallback.
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(api.FunctionAssociations).toBeUndefined();
    const [association, ...others] = config.DefaultCacheBehavior.FunctionAssociations;
    expect(others).toEqual([]);
    expect(association.EventType).toBe('viewer-request');
    expect(association.FunctionARN['Fn::GetAtt'][0]).toMatch(/SpaRouting/);
    expect(config.DefaultRootObject).toBe('index.html');
  });

  it('deploys hashed assets first (immutable, never pruned), then the site and config.json (no-cache)', () => {
    const deployments = resourcesOf(s.template, 'Custom::CDKBucketDeployment').map(([id, d]) => ({ id, ...d }));
    expect(deployments).toHaveLength(2);
    const assets = deployments.find((d) => d.Properties!.DestinationBucketKeyPrefix === 'assets/')!;
    const site = deployments.find((d) => d !== assets)!;
    expect(assets.Properties).toMatchObject({
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(site.Properties).toMatchObject({
      Prune: true,
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
    expect(s.template.toJSON().Resources[site.id].DependsOn).toEqual(
      expect.arrayContaining([expect.stringContaining('DeployAssets')]),
    );
    // config.json: the user pool and client ids are filled in at deploy time.
    const markers = site.Properties!.SourceMarkers as Record<string, unknown>[];
    expect(Object.values(markers.find((m) => Object.keys(m).length)!)).toEqual(
      expect.arrayContaining([{ Ref: logicalId(s.stack.auth.userPool) }, { Ref: logicalId(s.stack.auth.client) }]),
    );
  });

  it('uploads the built files but not their source maps', () => {
    const staged = readdirSync(s.outdir).filter((d) => d.startsWith('asset.') && !d.endsWith('.zip'));
    const assetsDir = staged.find((d) => existsSync(join(s.outdir, d, 'index-abc123.js')));
    const siteDir = staged.find((d) => existsSync(join(s.outdir, d, 'index.html')));
    expect(assetsDir).toBeDefined();
    expect(readdirSync(join(s.outdir, assetsDir!))).toEqual(['index-abc123.js']);
    expect(readdirSync(join(s.outdir, siteDir!)).sort()).toEqual(['favicon.svg', 'index.html']);
  });

  it('writes a config.json that matches the web app schema, for SRP on the same origin', () => {
    const dirs = readdirSync(s.outdir).filter(
      (d) => d.startsWith('asset.') && existsSync(join(s.outdir, d, 'config.json')),
    );
    expect(dirs).toHaveLength(1);
    const raw = readFileSync(join(s.outdir, dirs[0]!, 'config.json'), 'utf8');
    const parsed = runtimeConfigSchema.parse(JSON.parse(raw));
    expect(parsed).toMatchObject({
      stage: 'dev',
      region: 'ap-southeast-2',
      authFlowType: 'USER_SRP_AUTH',
      apiBaseUrl: '',
    });
    expect(parsed.userPoolId).toMatch(/^<<marker:/);
    expect(parsed.userPoolClientId).toMatch(/^<<marker:/);
    expect(parsed.userPoolEndpoint).toBeUndefined();
  });
});

describe('outputs', () => {
  it('exports what operators and the web app need', () => {
    const outputs = Object.keys(s.template.toJSON().Outputs);
    expect(outputs).toEqual(
      expect.arrayContaining([
        'UserPoolId',
        'UserPoolClientId',
        'ApiUrl',
        'DistributionDomainName',
        'WebBucketName',
        'SiteUrl',
      ]),
    );
  });
});
