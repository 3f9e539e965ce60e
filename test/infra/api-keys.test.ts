/**
 * Routes marked `apiKey` in the contract: behind the user-or-key REQUEST authorizer (ID token or
 * personal API key, answers cached 60 s), every other signed-in route still behind Cognito; the
 * functions of key routes may write the key-use partition only; zips leave as binary.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { API_KEY_AUTH_CACHE_SECONDS } from '@shared/api-keys/rules';
import type { RouteDef } from '../../lambdas/platform/routes';
import { apiMethods } from './synth';
import { buildApi } from './api-under-test';

const build = (routes: RouteDef[]) =>
  buildApi('KeysUnderTest', routes, { readings: { table: 'RO', readings: 'RO' }, fields: { table: 'RW' } });

const keyRoute: RouteDef = {
  method: 'GET',
  path: '/api/v2/readings/{sensor_id}',
  module: 'readings',
  operation: 'range',
  access: 'subscriber',
  apiKey: true,
};
const tokenRoute: RouteDef = {
  method: 'POST',
  path: '/api/field/addField',
  module: 'fields',
  operation: 'addField',
  access: 'subscriber',
};

describe('API key routes in the CDK API', () => {
  const { stack, api } = build([keyRoute, tokenRoute]);
  const template = Template.fromStack(stack);

  it('puts a key route behind a REQUEST authorizer on Authorization, cached 60 s, and the rest behind Cognito', () => {
    expect(API_KEY_AUTH_CACHE_SECONDS).toBe(60);
    template.hasResourceProperties('AWS::ApiGateway::Authorizer', {
      Type: 'REQUEST',
      IdentitySource: 'method.request.header.Authorization',
      AuthorizerResultTtlInSeconds: API_KEY_AUTH_CACHE_SECONDS,
    });
    const methods = Object.fromEntries(apiMethods(stack).map((m) => [m.key, m.props]));
    expect(methods['GET /api/v2/readings/{sensor_id}']!.AuthorizationType).toBe('CUSTOM');
    expect(methods['GET /api/v2/readings/{sensor_id}']!.AuthorizerId).toEqual({
      Ref: stack.getLogicalId(
        api.userOrKeyAuthorizerFunction!.node.scope!.node.findChild('UserOrKeyAuthorizer').node.defaultChild as never,
      ),
    });
    expect(methods['POST /api/field/addField']!.AuthorizationType).toBe('COGNITO_USER_POOLS');
  });

  it("gives the authorizer its code, the pool's id and AdminGetUser (the owner's plan), and the table to read", () => {
    const fn = api.userOrKeyAuthorizerFunction!;
    const resolved = stack.resolve((fn.fn.node.defaultChild as { environment?: unknown }).environment) as {
      variables: Record<string, unknown>;
    };
    expect(Object.keys(resolved.variables)).toEqual(expect.arrayContaining(['USER_POOL_ID', 'APP_TABLE']));
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(policies).toContain('cognito-idp:AdminGetUser');
  });

  it('lets a read-only function of a key route write only the API_KEY_USE# partition', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy')) as {
      Properties: { PolicyDocument: { Statement: { Action: unknown; Condition?: unknown }[] } };
    }[];
    const keyUse = policies
      .flatMap((p) => p.Properties.PolicyDocument.Statement)
      .filter((s) => JSON.stringify(s.Condition ?? {}).includes('API_KEY_USE#*'));
    expect(keyUse).toHaveLength(1);
    expect(keyUse[0]!.Action).toEqual(['dynamodb:UpdateItem', 'dynamodb:PutItem']);
    expect(keyUse[0]!.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['API_KEY_USE#*'] } });
  });

  it('answers zips as binary', () => {
    template.hasResourceProperties('AWS::ApiGateway::RestApi', { BinaryMediaTypes: ['application/zip'] });
  });

  it('leaves cdk-nag no unacknowledged authorizer finding on key routes', () => {
    const cog4 = new AwsSolutionsChecks()
      .validateScope(stack)
      .violations.filter((v) => v.ruleName === 'AwsSolutions-COG4');
    expect(cog4).toEqual([]);
  });

  it('refuses a route marked apiKey that writes or is for admins', () => {
    expect(() => build([{ ...keyRoute, method: 'POST' }])).toThrow(/only GET routes/);
    expect(() => build([{ ...keyRoute, access: 'admin' }])).toThrow(/only GET routes/);
  });
});
