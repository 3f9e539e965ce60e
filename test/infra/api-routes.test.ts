/**
 * The API construct's handling of access levels the current route table does not use yet:
 * public routes are opened explicitly, gateway routes get the gateway-credential authorizer, and a handler
 * module without declared needs is refused.
 */
import { App, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import { Template } from 'aws-cdk-lib/assertions';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../../lambdas/platform/routes';
import { parseConfig } from '../../infra/config';
import { Api, type ApiProps } from '../../infra/constructs/api';
import { apiMethods } from './synth';
import { buildApi } from './api-under-test';

const build = (routes: RouteDef[], extra: Partial<ApiProps> = {}) =>
  buildApi('ApiUnderTest', routes, { me: {}, farms: { table: 'RW' } }, extra);

describe('Api construct', () => {
  it('opens public routes explicitly and keeps every other one behind Cognito', () => {
    const { stack } = build([
      { method: 'GET', path: '/api/v2/health', module: 'me', operation: 'health', access: 'public' },
      { method: 'GET', path: '/api/me', module: 'me', operation: 'getMe', access: 'user' },
      { method: 'PUT', path: '/api/field/{fieldId}', module: 'farms', operation: 'updateField', access: 'subscriber' },
    ]);
    const methods = Object.fromEntries(apiMethods(stack).map((m) => [m.key, m.props]));
    expect(methods['GET /api/v2/health']!.AuthorizationType).toBe('NONE');
    expect(methods['GET /api/v2/health']!.AuthorizerId).toBeUndefined();
    expect(methods['GET /api/me']!.AuthorizationType).toBe('COGNITO_USER_POOLS');
    expect(methods['PUT /api/field/{fieldId}']!.AuthorizationType).toBe('COGNITO_USER_POOLS');
    // Path parameters are declared required, so the request validator checks them.
    expect(methods['PUT /api/field/{fieldId}']!.RequestParameters).toEqual({ 'method.request.path.fieldId': true });

    // cdk-nag: the public method raises APIG4/COG4, acknowledged there with the route's reason.
    const authRules = (v: { ruleName: string }) => /^AwsSolutions-(APIG4|COG4)$/.test(v.ruleName);
    expect(new AwsSolutionsChecks().validateScope(stack).violations.filter(authRules)).toEqual([]);
    const raw = new AwsSolutionsChecks();
    (raw as unknown as { isAcknowledged: () => boolean }).isAcknowledged = () => false;
    const rawFindings = raw.validateScope(stack).violations.filter(authRules);
    expect(rawFindings.map((v) => v.ruleName).sort()).toEqual(['AwsSolutions-APIG4', 'AwsSolutions-COG4']);
    expect(
      rawFindings.every((v) => v.violatingResources.every((r) => r.constructPath?.includes('/api.v2.health/GET'))),
    ).toBe(true);
  });

  it('puts gateway routes behind its own gateway-credential authorizer, or a supplied one', () => {
    const ingest: RouteDef = {
      method: 'POST',
      path: '/api/v2/ingest',
      module: 'me',
      operation: 'ingest',
      access: 'gateway',
    };
    const own = build([ingest, { method: 'GET', path: '/api/me', module: 'me', operation: 'getMe', access: 'user' }]);
    const ownTemplate = Template.fromStack(own.stack);
    ownTemplate.hasResourceProperties('AWS::ApiGateway::Authorizer', {
      Type: 'REQUEST',
      IdentitySource: 'method.request.header.Authorization',
    });
    expect(apiMethods(own.stack).find((m) => m.key === 'POST /api/v2/ingest')!.props.AuthorizationType).toBe('CUSTOM');
    expect(own.api.gatewayAuthorizerFunction).toBeDefined();

    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const stack = new Stack(app, 'GatewayAuth');
    const authorizerFn = new lambda.Function(stack, 'AuthFn', {
      runtime: lambda.Runtime.NODEJS_22_X,
      handler: 'index.handler',
      code: lambda.Code.fromInline('exports.handler=async()=>({})'),
    });
    const gatewayAuthorizer = new apigw.RequestAuthorizer(stack, 'GatewayAuthorizer', {
      handler: authorizerFn,
      identitySources: [apigw.IdentitySource.header('X-Gateway-Key')],
    });
    const api = new Api(stack, 'Api', {
      config: parseConfig({}, {}),
      removalPolicy: RemovalPolicy.DESTROY,
      userPool: new cognito.UserPool(stack, 'Pool'),
      table: new dynamodb.Table(stack, 'Table', { partitionKey: { name: 'PK', type: dynamodb.AttributeType.STRING } }),
      readings: {
        kind: 'dynamodb',
        table: new dynamodb.Table(stack, 'Readings', {
          partitionKey: { name: 'sensor_id', type: dynamodb.AttributeType.STRING },
        }),
      },
      routes: [ingest, { method: 'GET', path: '/api/me', module: 'me', operation: 'getMe', access: 'user' }],
      needs: { me: {} },
      gatewayAuthorizer,
    });
    expect(api.restApi).toBeDefined();
    const method = apiMethods(stack).find((m) => m.key === 'POST /api/v2/ingest');
    expect(method!.props.AuthorizationType).toBe('CUSTOM');
    expect(method!.props.AuthorizerId).toEqual({
      Ref: stack.getLogicalId(gatewayAuthorizer.node.defaultChild as never),
    });
  });

  it('refuses a handler module whose access needs are not declared', () => {
    expect(() =>
      build([{ method: 'GET', path: '/api/x', module: 'admin-users', operation: 'x', access: 'admin' }]),
    ).toThrow(/no entry in infra\/constructs\/api-needs.ts/);
  });

  it('grants read-write table access when a module declares it', () => {
    const { stack } = build([
      { method: 'POST', path: '/api/farm/addFarm', module: 'farms', operation: 'addFarm', access: 'subscriber' },
    ]);
    const policies = Template.fromStack(stack).findResources('AWS::IAM::Policy');
    expect(JSON.stringify(policies)).toContain('dynamodb:PutItem');
  });
});
