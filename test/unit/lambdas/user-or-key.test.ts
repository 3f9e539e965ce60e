/**
 * The user-or-key authorizer of key-readable routes in AWS: an ID token becomes the flat context
 * the handlers read as claims, an API key its owner without admin rights, anything else 401; its
 * cached Allow policy names every key-readable route and no other.
 */
import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keyRoutePolicyResources } from '../../../lambdas/accounts/authorizers/user-or-key-policy';
import { assertApiKeyMayCall, callerFromAuthorizer, callerFromClaims } from '../../../lambdas/platform/auth';
import { routes, type RouteDef } from '../../../lambdas/platform/routes';

const authorizeApiKey = vi.hoisted(() => vi.fn());
vi.mock('../../../lambdas/accounts/services/api-key-use', async (original) => ({
  ...(await original<object>()),
  authorizeApiKey,
}));
const { authorize } = await import('../../../lambdas/accounts/authorizers/user-or-key');

const API = 'arn:aws:execute-api:ap-southeast-2:123456789012:a1b2c3d4e5';
const event = (authorization?: string): APIGatewayRequestAuthorizerEvent =>
  ({
    type: 'REQUEST',
    methodArn: `${API}/prod/GET/api/v2/field`,
    resource: '/api/v2/field',
    httpMethod: 'GET',
    headers: authorization === undefined ? {} : { Authorization: authorization },
    requestContext: { requestId: 'r-1' },
  }) as unknown as APIGatewayRequestAuthorizerEvent;

const claims = {
  'cognito:username': 'grower1',
  'cognito:groups': ['admin', 'growers'],
  token_use: 'id',
  auth_time: 1_700_000_000,
  'custom:subscription': 'pro',
  'custom:expiredDate': '2099-01-01',
  email: 'not-needed@example.com',
};

beforeEach(() => authorizeApiKey.mockReset());

describe('an ID token', () => {
  it('is verified and handed on as flat claims the handler reads as the Cognito authorizer’s', async () => {
    const verify = vi.fn(async () => claims);
    const out = await authorize(event('Bearer a.b.c'), verify);
    expect(verify).toHaveBeenCalledWith('a.b.c');
    expect(out.principalId).toBe('grower1');
    expect(Object.values(out.context!).every((v) => ['string', 'number', 'boolean'].includes(typeof v))).toBe(true);
    expect(out.context).not.toHaveProperty('email');
    expect(callerFromAuthorizer(out.context)).toEqual(callerFromClaims(claims));
    expect(callerFromAuthorizer(out.context).isAdmin).toBe(true);
    expect(authorizeApiKey).not.toHaveBeenCalled();
  });

  it('is refused (401 "Unauthorized") when it does not verify, and so is no header at all', async () => {
    const verify = vi.fn(async () => {
      throw new Error('bad signature');
    });
    await expect(authorize(event('Bearer a.b.c'), verify)).rejects.toThrow('Unauthorized');
    await expect(authorize(event(), verify)).rejects.toThrow('Unauthorized');
    await expect(authorize(event(''), verify)).rejects.toThrow('Unauthorized');
  });
});

describe('an API key', () => {
  const keyContext = {
    callerKind: 'apiKey',
    owner: 'grower1',
    apiKeyId: '0123456789ab',
    apiKeyName: 'Station',
    subscriptionLevel: 'pro',
    subscriptionExpiry: '2099-01-01',
  };

  it("becomes its owner with the pool's plan and no groups, whatever else the context says", async () => {
    authorizeApiKey.mockResolvedValue(keyContext);
    const verify = vi.fn();
    const out = await authorize(event('ApiKey fw_x'), verify);
    expect(verify).not.toHaveBeenCalled();
    expect(out.principalId).toBe('grower1');
    const caller = callerFromAuthorizer({ ...out.context, 'cognito:groups': 'admin', claims });
    expect(caller).toMatchObject({
      userName: 'grower1',
      isAdmin: false,
      groups: [],
      subscription: { type: 'pro', expiredDate: '2099-01-01' },
      apiKey: { id: '0123456789ab', name: 'Station' },
    });
  });

  it('is refused (401) when unknown or revoked', async () => {
    authorizeApiKey.mockResolvedValue(undefined);
    await expect(authorize(event('apikey fw_x'), vi.fn())).rejects.toThrow('Unauthorized');
  });

  it('may call only GET routes the contract marks for keys', () => {
    const caller = callerFromAuthorizer(keyContext);
    expect(() => assertApiKeyMayCall({ method: 'GET', apiKey: true }, caller)).not.toThrow();
    expect(() => assertApiKeyMayCall({ method: 'GET' }, caller)).toThrow(/API key/);
    expect(() => assertApiKeyMayCall({ method: 'POST', apiKey: true }, caller)).toThrow(/API key/);
    expect(() => assertApiKeyMayCall({ method: 'POST' }, callerFromClaims(claims))).not.toThrow();
  });
});

describe('the cached Allow policy', () => {
  const table: RouteDef[] = [
    { method: 'GET', path: '/api/v2/field', module: 'fields', operation: 'l', access: 'subscriber', apiKey: true },
    {
      method: 'GET',
      path: '/api/v2/readings/{sensor_id}',
      module: 'r',
      operation: 'r',
      access: 'subscriber',
      apiKey: true,
    },
    { method: 'POST', path: '/api/field/addField', module: 'fields', operation: 'a', access: 'subscriber' },
    { method: 'GET', path: '/api/v2/admin/users', module: 'admin-users', operation: 'u', access: 'admin' },
  ];

  it('names every key-readable route of the stage, whichever was asked about, and no other', () => {
    const expected = [`${API}/prod/GET/api/v2/field`, `${API}/prod/GET/api/v2/readings/*`];
    expect(keyRoutePolicyResources(`${API}/prod/GET/api/v2/field`, table)).toEqual(expected);
    expect(keyRoutePolicyResources(`${API}/prod/GET/api/v2/readings/S1`, table)).toEqual(expected);
  });

  it('of the real table holds only GET routes and no admin route', async () => {
    const out = await authorize(event('Bearer t'), async () => claims);
    const resources = out.policyDocument.Statement.flatMap((s) => ('Resource' in s ? [s.Resource].flat() : []));
    expect(resources.length).toBe((routes as readonly RouteDef[]).filter((r) => r.apiKey).length);
    expect(resources.every((r) => String(r).includes('/prod/GET/'))).toBe(true);
    expect(resources.join(' ')).not.toMatch(/admin|api-keys/);
  });
});
