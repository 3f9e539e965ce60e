/**
 * What farm teams ask of the stack: the farm header passes CORS and CloudFront and never keys an
 * authorizer's cache; every function that serves a farm route may read the owner's plan from the
 * pool (and nothing more for it); the farms function e-mails invitations and notes from the
 * configured sender; every API function knows how long it may trust a membership it read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@shared/contract';
import { FARM_HEADER } from '@shared/teams/constants';
import { routes } from '../../lambdas/platform/routes';
import { FARM_ACCESS_CACHE_SECONDS } from '../../infra/constructs/api';
import { moduleNeeds } from '../../infra/constructs/api-needs';
import {
  apiMethods,
  asArray,
  DEV_WITH_CORS,
  iamStatements,
  PROD_CERT,
  PROD_REQUIRED,
  removeTempDirs,
  resourcesOf,
  synth,
  type Synthesized,
} from './synth';

/** The sender of alert e-mails, which invitations and notes share. */
const ALERT_FROM = 'alerts@fieldwise.example';
let dev: Synthesized;
let prod: Synthesized;
beforeAll(() => {
  dev = synth({ context: DEV_WITH_CORS });
  prod = synth({
    context: {
      ...PROD_REQUIRED,
      alertEmail: ALERT_FROM,
      webDomain: 'app.fieldwise.example',
      webCertificateArn: PROD_CERT,
    },
  });
});
afterAll(removeTempDirs);

const logicalId = (s: Synthesized, construct: { node: { defaultChild?: unknown } }) =>
  s.stack.getLogicalId(construct.node.defaultChild as never);

/** Every statement of a handler module's role, with its actions. */
function statementsOf(s: Synthesized, module: string) {
  const role = logicalId(s, s.stack.api.functions[module]!.role);
  return iamStatements(s.template).filter((x) => {
    const policy = s.template.toJSON().Resources[x.owner];
    return policy.Properties.Roles?.some((r: { Ref: string }) => r.Ref === role);
  });
}

const farmModules = new Set<string>(routes.filter((r) => 'farm' in contract[r.id!]).map((r) => r.module));

describe('the farm header', () => {
  it('is allowed by every CORS preflight of the API', () => {
    const preflights = apiMethods(dev.stack).filter((m) => m.props.HttpMethod === 'OPTIONS');
    expect(preflights.length).toBeGreaterThan(0);
    for (const p of preflights) {
      const allowed: string =
        p.props.Integration.IntegrationResponses[0].ResponseParameters[
          'method.response.header.Access-Control-Allow-Headers'
        ];
      expect(allowed.replace(/'/g, '').split(','), p.key).toEqual(
        expect.arrayContaining(['Authorization', 'Content-Type', FARM_HEADER]),
      );
    }
  });

  it('reaches the API through CloudFront, whose /api/* answers are never cached', () => {
    for (const s of [dev, prod]) {
      const config = resourcesOf(s.template, 'AWS::CloudFront::Distribution')[0]![1].Properties!.DistributionConfig;
      const api = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
      // Managed-AllViewerExceptHostHeader: every header the viewer sent, the farm header included.
      expect(api.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');
      // The stack's API cache policy: it keeps nothing, and even so keys by caller and farm.
      const policies = resourcesOf(s.template, 'AWS::CloudFront::CachePolicy');
      expect(policies.length).toBe(1);
      const [policyId, policy] = policies[0]!;
      expect(api.CachePolicyId).toEqual({ Ref: policyId });
      const p = policy.Properties!.CachePolicyConfig;
      expect([p.MinTTL, p.DefaultTTL]).toEqual([0, 0]);
      expect(p.ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig).toEqual({
        HeaderBehavior: 'whitelist',
        Headers: ['Authorization', FARM_HEADER],
      });
    }
    // No origin request policy of the stack's own that could list headers and leave it out.
    expect(resourcesOf(dev.template, 'AWS::CloudFront::OriginRequestPolicy')).toEqual([]);
  });

  it('is never part of an authorizer cache key: the token says who calls, the header only which farm', () => {
    const authorizers = resourcesOf(dev.template, 'AWS::ApiGateway::Authorizer');
    expect(authorizers.length).toBe(3);
    for (const [id, a] of authorizers)
      expect(a.Properties!.IdentitySource, id).toBe('method.request.header.Authorization');
  });
});

describe('farm access grants', () => {
  it('lets exactly the functions serving farm routes read the pool, on this pool only', () => {
    expect([...farmModules].sort()).toEqual(
      expect.arrayContaining(['farms', 'fields', 'gateways', 'readings', 'sensors', 'zones']),
    );
    const poolArn = { 'Fn::GetAtt': [logicalId(dev, dev.stack.auth.userPool), 'Arn'] };
    for (const module of Object.keys(dev.stack.api.functions)) {
      const needs = (moduleNeeds as Record<string, { userPool?: readonly string[]; ownerEmail?: true; alerts?: true }>)[
        module
      ]!;
      // What the module's own needs grant, and the owner's plan for a farm route: nothing more.
      const expected = new Set<string>(needs.userPool ?? []);
      if (needs.ownerEmail || needs.alerts || farmModules.has(module)) expected.add('cognito-idp:AdminGetUser');
      const cognito = statementsOf(dev, module).filter((x) =>
        (asArray(x.statement.Action) as string[]).some((a) => a.startsWith('cognito-idp:')),
      );
      for (const x of cognito) expect(x.statement.Resource, module).toEqual(poolArn);
      const actions = cognito.flatMap((x) => asArray(x.statement.Action) as string[]);
      expect(actions.sort(), module).toEqual([...expected].sort());
    }
    // Recently deleted and notifications act on the caller's own account only.
    for (const module of ['deleted', 'notifications']) expect(farmModules.has(module), module).toBe(false);
  });

  it('lets the farms function use the app table and e-mail from the alerts sender only, linking the site', () => {
    const actions = statementsOf(prod, 'farms').flatMap((x) => asArray(x.statement.Action) as string[]);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:Query']));
    const ses = statementsOf(prod, 'farms').filter((x) => asArray(x.statement.Action).includes('ses:SendEmail'));
    expect(ses).toHaveLength(1);
    expect(ses[0]!.statement.Condition).toEqual({ StringEquals: { 'ses:FromAddress': ALERT_FROM } });
    expect(actions.filter((a) => a.startsWith('sns:'))).toEqual([]);
    const env =
      prod.template.toJSON().Resources[logicalId(prod, prod.stack.api.functions.farms!.fn)].Properties.Environment
        .Variables;
    expect(env.ALERT_EMAIL_FROM).toBe(ALERT_FROM);
    // The invitation's link.
    expect(env.SITE_URL).toBe('https://app.fieldwise.example');
    expect(env.USER_POOL_ID).toEqual({ Ref: logicalId(prod, prod.stack.auth.userPool) });
  });

  it('tells every API function how long a membership read may be trusted (under a minute)', () => {
    expect(FARM_ACCESS_CACHE_SECONDS).toBe(30);
    const modules = Object.keys(dev.stack.api.functions);
    expect(modules.length).toBeGreaterThan(10);
    for (const module of modules) {
      const env =
        dev.template.toJSON().Resources[logicalId(dev, dev.stack.api.functions[module]!.fn)].Properties.Environment
          .Variables;
      expect(env.FARM_ACCESS_CACHE_SECONDS, module).toBe('30');
    }
  });
});
