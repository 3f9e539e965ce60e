/**
 * The API's resources and methods in nested stacks (infra/constructs/api-route-stacks.ts): each
 * route subtree in the stack its path hashes to, the same one release after release (a subtree
 * that moved would fail the update of a deployed stage), and a deployment that waits for them all
 * and is made anew when a route changes.
 */
import { Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '../../lambdas/platform/routes';
import { ROUTE_STACK_COUNT, routeStackOf, subtreeOf } from '../../infra/constructs/api-route-stacks';
import { buildApi } from './api-under-test';
import { allResources, apiMethods, removeTempDirs, resourcesOf, synth, type Synthesized } from './synth';

let s: Synthesized;
beforeAll(() => {
  s = synth();
});
afterAll(removeTempDirs);

/**
 * Literal on purpose: every subtree of today's route table and its stack. A change here moves
 * routes between nested stacks, which a deployed stage's update refuses (docs/deploy.md, "API
 * routes in nested stacks"); a new subtree is only added.
 */
const PLACED: Record<string, number> = {
  '/api/cognito': 2,
  '/api/farm': 3,
  '/api/field': 1,
  '/api/gateway': 3,
  '/api/me': 1,
  '/api/record': 2,
  '/api/sensor': 1,
  '/api/sensorformula': 1,
  '/api/user': 0,
  '/api/v2/admin': 3,
  '/api/v2/alerts': 3,
  '/api/v2/api-keys': 3,
  '/api/v2/deleted': 1,
  '/api/v2/evaporation': 0,
  '/api/v2/events': 1,
  '/api/v2/farms': 1,
  '/api/v2/field': 0,
  '/api/v2/fields': 1,
  '/api/v2/gateway': 2,
  '/api/v2/ingest': 0,
  '/api/v2/invitations': 0,
  '/api/v2/irrigations': 1,
  '/api/v2/lorawan': 2,
  '/api/v2/moisture': 2,
  '/api/v2/notifications': 0,
  '/api/v2/prediction': 1,
  '/api/v2/readings': 1,
  '/api/v2/sensor': 2,
  '/api/v2/sensorformula': 0,
  '/api/v2/vendor-links': 2,
  '/api/v2/weather': 0,
  '/api/v2/zone': 2,
};

describe('route subtrees', () => {
  it('names a subtree by /api/<name> or /api/v2/<name>', () => {
    expect(subtreeOf('/api/me')).toBe('/api/me');
    expect(subtreeOf('/api/field/{fieldId}')).toBe('/api/field');
    expect(subtreeOf('/api/v2/farms/{farm_id}/members/{user}')).toBe('/api/v2/farms');
    expect(subtreeOf('/api/v2/zone')).toBe('/api/v2/zone');
  });

  it('keeps every subtree of the route table in the stack it has always had', () => {
    expect(ROUTE_STACK_COUNT).toBe(4);
    const placed = Object.fromEntries(
      [...new Set(routes.map((r) => subtreeOf(r.path)))].map((t) => [t, routeStackOf(t)]),
    );
    for (const [subtree, slot] of Object.entries(PLACED)) expect(placed[subtree], subtree).toBe(slot);
  });

  it('makes every method in its subtree stack, and only /api and /api/v2 in the parent', () => {
    const methods = s.stack.node.findAll().filter((c): c is apigw.Method => c instanceof apigw.Method);
    expect(methods.length).toBe(routes.length);
    for (const m of methods)
      expect(Stack.of(m).node.id, m.resource.path).toBe(`Routes${routeStackOf(subtreeOf(m.resource.path))}`);
    const parentResources = resourcesOf(s.template, 'AWS::ApiGateway::Resource').map(([, r]) => r.Properties!.PathPart);
    expect(parentResources.sort()).toEqual(['api', 'v2']);
    expect(resourcesOf(s.template, 'AWS::ApiGateway::Method')).toEqual([]);
    // As one template would have them: every route, each once.
    expect(
      apiMethods(s.stack)
        .map((m) => m.key)
        .sort(),
    ).toEqual(routes.map((r) => `${r.method} ${r.path}`).sort());
  });

  it('deploys the API after every stack of routes, and keeps the account-level log role as it was', () => {
    const [, deployment] = resourcesOf(s.template, 'AWS::ApiGateway::Deployment')[0]!;
    const nested = s.stack.api.routeStacks.map((n) => s.stack.getLogicalId(n.nestedStackResource as never));
    expect(nested).toHaveLength(ROUTE_STACK_COUNT);
    expect((deployment as { DependsOn?: string[] }).DependsOn).toEqual(expect.arrayContaining(nested));
    const resources = allResources(s.stack);
    expect(resources['ApiRestApiCloudWatchRoleB7879BFC']?.Type).toBe('AWS::IAM::Role');
    expect(resources['ApiRestApiAccount598A1DA6']?.Type).toBe('AWS::ApiGateway::Account');
  });
});

describe('a route on /api/v2 itself', () => {
  it('stays in the parent with its resource, the subtrees below it in their stacks', () => {
    const { stack, api } = buildApi(
      'PrefixRouteUnderTest',
      [
        { method: 'GET', path: '/api/v2', module: 'me', operation: 'index', access: 'user' },
        { method: 'GET', path: '/api/v2/zone/{zoneId}', module: 'me', operation: 'getZone', access: 'user' },
      ],
      { me: {} },
    );
    const methods = stack.node.findAll().filter((c): c is apigw.Method => c instanceof apigw.Method);
    const where = Object.fromEntries(methods.map((m) => [m.resource.path, Stack.of(m).node.id]));
    expect(where).toEqual({
      '/api/v2': 'PrefixRouteUnderTest',
      '/api/v2/zone/{zoneId}': `Routes${routeStackOf('/api/v2/zone')}`,
    });
    expect(api.routeStacks).toHaveLength(1);
  });
});

describe('the deployment', () => {
  const table = (extra: RouteDef[] = []): RouteDef[] => [
    { method: 'GET', path: '/api/me', module: 'me', operation: 'getMe', access: 'user' },
    { method: 'GET', path: '/api/v2/zone/{zoneId}', module: 'me', operation: 'getZone', access: 'user' },
    ...extra,
  ];
  const deploymentId = (routeTable: RouteDef[]) => {
    const { stack } = buildApi('DeploymentUnderTest', routeTable, { me: {} });
    return resourcesOf(Template.fromStack(stack), 'AWS::ApiGateway::Deployment').map(([id]) => id);
  };

  it('is the same for the same routes and a new one when a route is added in a nested stack', () => {
    const before = deploymentId(table());
    expect(before).toHaveLength(1);
    expect(deploymentId(table())).toEqual(before);
    const added = deploymentId(
      table([
        { method: 'DELETE', path: '/api/v2/zone/{zoneId}', module: 'me', operation: 'deleteZone', access: 'user' },
      ]),
    );
    expect(added).toHaveLength(1);
    expect(added).not.toEqual(before);
  });
});
