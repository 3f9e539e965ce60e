/**
 * The gateway authorizer's Allow policy. API Gateway caches it per credential for the whole API,
 * so it must cover every gateway route (a policy naming one method would deny the next route
 * from the cache) and no user route.
 */
import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { gatewayPolicyResources } from '../../../lambdas/sensors/authorizers/gateway-policy';
import { routes, type RouteDef } from '../../../lambdas/platform/routes';

const verify = vi.hoisted(() => vi.fn());
vi.mock('../../../lambdas/sensors/services/gateways', () => ({ verifyGatewayCredential: verify }));
const { handler } = await import('../../../lambdas/sensors/authorizers/gateway');

const API = 'arn:aws:execute-api:ap-southeast-2:123456789012:a1b2c3d4e5';
const INGEST_ARN = `${API}/prod/POST/api/v2/ingest`;

const table: RouteDef[] = [
  { method: 'POST', path: '/api/v2/ingest', module: 'ingest', operation: 'ingest', access: 'gateway' },
  { method: 'GET', path: '/api/v2/ingest/{batchId}/status', module: 'ingest', operation: 'status', access: 'gateway' },
  { method: 'GET', path: '/api/me', module: 'me', operation: 'get', access: 'user' },
  { method: 'POST', path: '/api/v2/gateway', module: 'gateways', operation: 'register', access: 'subscriber' },
];

describe('gatewayPolicyResources', () => {
  it('names every gateway route of the stage, whichever one was asked about, and no user route', () => {
    const expected = [`${API}/prod/POST/api/v2/ingest`, `${API}/prod/GET/api/v2/ingest/*/status`];
    expect(gatewayPolicyResources(INGEST_ARN, table)).toEqual(expected);
    expect(gatewayPolicyResources(`${API}/prod/GET/api/v2/ingest/b-17/status`, table)).toEqual(expected);
    expect(gatewayPolicyResources(INGEST_ARN, table).join(' ')).not.toMatch(/\/api\/me|\/api\/v2\/gateway/);
  });

  it('keeps the region, account, API and stage of the ARN it was given', () => {
    const other = 'arn:aws-cn:execute-api:cn-north-1:210987654321:zzz999/dev/POST/api/v2/ingest';
    expect(gatewayPolicyResources(other, table)[0]).toBe(
      'arn:aws-cn:execute-api:cn-north-1:210987654321:zzz999/dev/POST/api/v2/ingest',
    );
  });

  it('falls back to the method ARN alone for an ARN of another shape or a table without gateway routes', () => {
    expect(gatewayPolicyResources('not-an-arn', table)).toEqual(['not-an-arn']);
    expect(
      gatewayPolicyResources(
        INGEST_ARN,
        table.filter((r) => r.access !== 'gateway'),
      ),
    ).toEqual([INGEST_ARN]);
  });

  it('covers every gateway route of lambdas/platform/routes.ts', () => {
    const gatewayRoutes = routes.filter((r) => r.access === 'gateway');
    expect(gatewayRoutes.length).toBeGreaterThan(0);
    const resources = gatewayPolicyResources(INGEST_ARN, routes);
    for (const r of gatewayRoutes)
      expect(resources, `${r.method} ${r.path}`).toContain(
        `${API}/prod/${r.method}${r.path.replace(/\{[^}]+\}/g, '*')}`,
      );
    expect(resources).toHaveLength(new Set(gatewayRoutes.map((r) => `${r.method} ${r.path}`)).size);
  });
});

describe('gateway authorizer handler', () => {
  const event = (authorization?: string) =>
    ({
      type: 'REQUEST',
      methodArn: INGEST_ARN,
      httpMethod: 'POST',
      resource: '/api/v2/ingest',
      headers: authorization ? { Authorization: authorization } : {},
      requestContext: { requestId: 'req-1' },
    }) as unknown as APIGatewayRequestAuthorizerEvent;

  beforeEach(() => verify.mockReset());

  it('allows a valid credential on every gateway route, with the gateway, owner and kind as context', async () => {
    verify.mockResolvedValue({ gatewayId: 'gw1', owner: 'grower1', kind: 'tts' });
    const result = await handler(event('Gateway gw.gw1.secret'));
    expect(verify).toHaveBeenCalledWith('gw.gw1.secret');
    expect(result.principalId).toBe('gateway:gw1');
    expect(result.context).toEqual({ gatewayId: 'gw1', owner: 'grower1', kind: 'tts' });
    const [statement, ...more] = result.policyDocument.Statement as {
      Effect: string;
      Action: string;
      Resource: string[];
    }[];
    expect(more).toEqual([]);
    expect(statement).toMatchObject({ Effect: 'Allow', Action: 'execute-api:Invoke' });
    expect(statement!.Resource).toEqual(gatewayPolicyResources(INGEST_ARN, routes));
  });

  it('refuses a missing or unknown credential with Unauthorized (401), never a cached Allow', async () => {
    verify.mockResolvedValue(undefined);
    await expect(handler(event('Gateway gw.gw1.wrong'))).rejects.toThrow('Unauthorized');
    await expect(handler(event())).rejects.toThrow('Unauthorized');
    expect(verify).toHaveBeenCalledTimes(1);
  });
});
