import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assertSameUser, callerFromClaims } from '../../../lambdas/platform/auth';
import { parseGroups } from '@shared/auth-claims';
import { ConflictError } from '../../../lambdas/platform/errors';
import {
  errorResponse,
  lambdaHandler,
  ok,
  parseBody,
  parseInput,
  type ApiRequest,
} from '../../../lambdas/platform/http';
import { matchRoute } from '../../../lambdas/platform/routes';
import { apiEvent, growerClaims } from '../../support/api-event';

describe('claims → caller', () => {
  it('reads user name, groups and subscription', () => {
    const c = callerFromClaims(growerClaims({ 'cognito:groups': 'admin' }));
    expect(c).toMatchObject({
      userName: 'grower1',
      group: 'admin',
      isAdmin: true,
      subscription: { type: 'full', expiredDate: '01-01-2099' },
    });
  });
  it("defaults the group to 'user' and the subscription to null", () => {
    const c = callerFromClaims({ 'cognito:username': 'x', token_use: 'id' });
    expect(c).toMatchObject({ group: 'user', isAdmin: false, subscription: null });
  });
  it.each([
    [
      ['admin', 'b'],
      ['admin', 'b'],
    ],
    ['admin', ['admin']],
    ['[admin, growers]', ['admin', 'growers']],
    ['[admin growers]', ['admin', 'growers']],
    ['admin,growers', ['admin', 'growers']],
    [undefined, []],
  ])('parses groups %j', (input, out) => expect(parseGroups(input)).toEqual(out));
  it('refuses claims without a user or from an access token', () => {
    expect(() => callerFromClaims({})).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => callerFromClaims({ 'cognito:username': 'x', token_use: 'access' })).toThrow(
      expect.objectContaining({ status: 401 }),
    );
  });
  it('a userName sent by the client must be the caller (admins may name anyone)', () => {
    const grower = callerFromClaims(growerClaims());
    expect(() => assertSameUser(grower, 'someoneElse')).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => assertSameUser(grower, 'grower1')).not.toThrow();
    expect(() => assertSameUser(callerFromClaims(growerClaims({ 'cognito:groups': 'admin' })), 'x')).not.toThrow();
  });
});

describe('bodies and input', () => {
  it('parses JSON and form bodies', () => {
    expect(parseBody({ body: '{"a":1}', isBase64Encoded: false }, 'application/json')).toEqual({ a: 1 });
    expect(
      parseBody(
        { body: 'userName=bob&x=1', isBase64Encoded: false },
        'application/x-www-form-urlencoded; charset=UTF-8',
      ),
    ).toEqual({ userName: 'bob', x: '1' });
    expect(parseBody({ body: Buffer.from('{"b":2}').toString('base64'), isBase64Encoded: true })).toEqual({ b: 2 });
    expect(parseBody({ body: null, isBase64Encoded: false })).toEqual({});
  });
  it('rejects broken JSON with a 400 that names the body', () => {
    expect(() => parseBody({ body: '{oops', isBase64Encoded: false }, 'application/json')).toThrow(
      expect.objectContaining({ status: 400, message: expect.stringContaining('body') }),
    );
  });
  it('names the failing field', () => {
    const schema = z.object({ farm: z.object({ name: z.string().min(3, 'too short') }) });
    expect(() => parseInput(schema, { farm: { name: 'a' } })).toThrow(
      expect.objectContaining({ status: 400, message: 'farm.name: too short' }),
    );
  });
});

describe('error responses', () => {
  it('uses the route error key and never leaks internals', () => {
    const conflict = errorResponse(new ConflictError('Sensor has been installed in another field'), 'err');
    expect(conflict.statusCode).toBe(409);
    expect(JSON.parse(conflict.body)).toEqual({ err: 'Sensor has been installed in another field' });
    const crash = errorResponse(new Error('secret stack detail'), 'error', 'req-1');
    expect(crash.statusCode).toBe(500);
    expect(crash.body).not.toContain('secret');
    // the detail goes to the function's log (test/unit/lambdas/observability.test.ts), the request id to the client
    expect(JSON.parse(crash.body)).toEqual({
      error: 'Something went wrong on our side. Please try again later.',
      requestId: 'req-1',
    });
  });
});

describe('lambdaHandler', () => {
  const handler = lambdaHandler({
    getMe: async (req: ApiRequest) => ok({ who: req.caller?.userName }),
    listFarms: async (req: ApiRequest) => ok({ body: req.body }),
    listUsers: async () => ok({ users: [] }),
  });
  it('dispatches by method and resource and passes the caller', async () => {
    const res = await handler(apiEvent({ resource: '/api/me', claims: growerClaims() }));
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ who: 'grower1' });
  });
  it('401 without claims', async () => {
    const res = await handler(apiEvent({ resource: '/api/me' }));
    expect(res.statusCode).toBe(401);
    expect(JSON.parse(res.body).error).toMatch(/sign in/);
  });
  it('402 for an expired subscriber, admins pass', async () => {
    const expired = growerClaims({ 'custom:sub_expiry_date': '01-01-2020' });
    const res = await handler(apiEvent({ method: 'POST', resource: '/api/farm', claims: expired }));
    expect(res.statusCode).toBe(402);
    expect(JSON.parse(res.body)).toHaveProperty('err');
    const admin = await handler(
      apiEvent({ method: 'POST', resource: '/api/farm', claims: { ...expired, 'cognito:groups': 'admin' } }),
    );
    expect(admin.statusCode).toBe(200);
  });
  it('403 for a grower on an admin route', async () => {
    const res = await handler(apiEvent({ resource: '/api/v2/admin/users', claims: growerClaims() }));
    expect(res.statusCode).toBe(403);
  });
  it('404 for an unknown resource', async () => {
    const res = await handler(apiEvent({ resource: '/api/nope', claims: growerClaims() }));
    expect(res.statusCode).toBe(404);
  });
});

describe('keys the client names', () => {
  // The event arrives as JSON, so `__proto__` is an own key there like any other.
  const event = (method: string, resource: string, extra: string) =>
    ({ ...apiEvent({ method, resource, claims: growerClaims() }), ...JSON.parse(extra) }) as ReturnType<
      typeof apiEvent
    >;
  const handler = lambdaHandler({
    getMe: async (req: ApiRequest) =>
      ok({
        query: Object.entries(req.query),
        headers: Object.entries(req.headers),
        // a name nobody sent is absent, whatever Object.prototype has
        notSent: [typeof req.query.toString, typeof req.query.valueOf, typeof req.headers.hasOwnProperty],
        // GET /api/me declares no body, so the body arrives as the client sent it
        bodyKeys: Object.keys(req.body as object),
      }),
  });

  it('passes query keys and header names like __proto__ and constructor through as ordinary keys', async () => {
    const res = await handler(
      event(
        'GET',
        '/api/me',
        '{"queryStringParameters": {"__proto__": "a", "constructor": "b", "x": "c"}, "headers": {"__proto__": "d", "Constructor": "e", "toString": "f"}}',
      ),
    );
    expect(res.statusCode).toBe(200);
    const body = JSON.parse(res.body);
    expect(body.query).toEqual([
      ['__proto__', 'a'],
      ['constructor', 'b'],
      ['x', 'c'],
    ]);
    expect(body.headers).toEqual([
      ['__proto__', 'd'],
      ['constructor', 'e'],
      ['tostring', 'f'],
    ]);
    expect(body.notSent).toEqual(['undefined', 'undefined', 'undefined']);
  });

  it('keeps a JSON body key named __proto__ as data, not as a prototype', async () => {
    const res = await handler(
      event('GET', '/api/me', JSON.stringify({ body: '{"__proto__": {"isAdmin": true}, "constructor": 1}' })),
    );
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).bodyKeys).toEqual(['__proto__', 'constructor']);
  });
});

describe('route matching', () => {
  it('matches literal paths and ignores a trailing slash', () => {
    expect(matchRoute('GET', '/api/me/')?.route.module).toBe('me');
    expect(matchRoute('POST', '/api/me')).toBeUndefined();
    expect(matchRoute('GET', '/api/me/extra')).toBeUndefined();
  });

  it('prefers a literal segment to a placeholder (past-prediction is no field id)', () => {
    expect(matchRoute('GET', '/api/v2/moisture/past-prediction/S1')).toMatchObject({
      route: { operation: 'pastPrediction' },
      params: { sensor_id: 'S1' },
    });
    expect(matchRoute('GET', '/api/v2/moisture/F1/S1')).toMatchObject({
      route: { operation: 'fieldSensorMoisture' },
      params: { field_id: 'F1', sensor_id: 'S1' },
    });
    expect(matchRoute('GET', '/api/v2/prediction')).toMatchObject({
      route: { operation: 'prediction', access: 'admin' },
    });
  });
});

describe('CORS', () => {
  const handler = lambdaHandler({ getMe: async () => ok({}) });
  it('echoes only a configured origin', async () => {
    const { resetEnvCache } = await import('../../../lambdas/platform/env');
    process.env.ALLOWED_ORIGINS = 'http://localhost:5173';
    resetEnvCache();
    try {
      const allowed = await handler(
        apiEvent({ resource: '/api/me', claims: growerClaims(), headers: { origin: 'http://localhost:5173' } }),
      );
      expect(allowed.headers?.['access-control-allow-origin']).toBe('http://localhost:5173');
      const other = await handler(
        apiEvent({ resource: '/api/me', claims: growerClaims(), headers: { origin: 'https://evil.example' } }),
      );
      expect(other.headers?.['access-control-allow-origin']).toBeUndefined();
    } finally {
      delete process.env.ALLOWED_ORIGINS;
      resetEnvCache();
    }
  });
});
