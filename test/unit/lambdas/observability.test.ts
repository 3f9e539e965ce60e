/**
 * The handler wrapper's request id and request log: every answer names its request, a 5xx
 * answer carries the id in its body (the error key unchanged), and each request leaves one
 * structured log line with route, caller and request id (never the token).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Before any module reads them: this file reads the info-level log lines the functions write in AWS.
vi.hoisted(() => {
  process.env.LOG_LEVEL = 'info';
  process.env.LOG_FORMAT = 'json';
});

import { lambdaHandler, ok, type ApiRequest } from '../../../lambdas/platform/http';
import { logLevelFrom } from '../../../lambdas/platform/telemetry/logger';
import { apiEvent, growerClaims } from '../../support/api-event';
import { captureOutput, type Captured } from '../../support/output';

const handler = lambdaHandler({
  getMe: async (req: ApiRequest) => ok({ who: req.caller?.userName }),
  listFarms: async () => {
    throw new Error('secret stack detail');
  },
  listUsers: async () => ({ status: 200, rawBody: 'a,b\n', headers: { 'content-type': 'text/csv' } }),
});

let out: Captured;
beforeEach(() => {
  out = captureOutput();
  process.env.LOG_FORMAT = 'json';
});
afterEach(() => out.restore());

const requestLines = () => out.json().filter((l) => l.message === 'request');

describe('x-request-id', () => {
  it("is API Gateway's request id when the event has one", async () => {
    const res = await handler(apiEvent({ resource: '/api/me', claims: growerClaims(), requestId: 'c0ffee-1' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers?.['x-request-id']).toBe('c0ffee-1');
  });

  it('is on every answer: success, raw body, 401, 403, 404 and 500', async () => {
    const admin = growerClaims({ 'cognito:groups': 'admin' });
    const answers = await Promise.all([
      handler(apiEvent({ resource: '/api/me', claims: growerClaims() })),
      handler(apiEvent({ resource: '/api/v2/admin/users', claims: admin })),
      handler(apiEvent({ resource: '/api/me' })),
      handler(apiEvent({ resource: '/api/v2/admin/users', claims: growerClaims() })),
      handler(apiEvent({ resource: '/api/nope', claims: growerClaims() })),
      handler(apiEvent({ method: 'POST', resource: '/api/farm', claims: growerClaims() })),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 401, 403, 404, 500]);
    const ids = answers.map((a) => a.headers?.['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // without API Gateway's id each request gets its own
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a 5xx body keeps its error key and adds the request id; a 4xx body is unchanged', async () => {
    const crash = await handler(
      apiEvent({ method: 'POST', resource: '/api/farm', claims: growerClaims(), requestId: 'req-500' }),
    );
    expect(crash.statusCode).toBe(500);
    expect(JSON.parse(crash.body)).toEqual({
      err: 'Something went wrong on our side. Please try again later.',
      requestId: 'req-500',
    });
    expect(crash.body).not.toContain('secret');
    const refused = await handler(apiEvent({ resource: '/api/me', requestId: 'req-401' }));
    expect(Object.keys(JSON.parse(refused.body))).toEqual(['error']);
  });
});

describe('request log', () => {
  it('logs one JSON line per request: route, caller, request id, status (never the token)', async () => {
    const event = apiEvent({
      resource: '/api/me',
      claims: growerClaims(),
      requestId: 'req-log-1',
      headers: { Authorization: 'Bearer eyJ-secret-token' },
    });
    await handler(event);
    const [line, ...more] = requestLines();
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 'INFO',
      route: 'GET /api/me',
      operation: 'getMe',
      caller: 'grower1',
      requestId: 'req-log-1',
      status: 200,
    });
    expect(typeof line!.durationMs).toBe('number');
    expect(out.lines().join('\n')).not.toContain('eyJ-secret-token');
  });

  it('logs an unhandled error at error level with its request id; the detail stays in the log', async () => {
    await handler(apiEvent({ method: 'POST', resource: '/api/farm', claims: growerClaims(), requestId: 'req-err-1' }));
    const error = out.json().find((l) => l.level === 'ERROR');
    expect(error).toMatchObject({ requestId: 'req-err-1', route: 'POST /api/farm', caller: 'grower1' });
    expect(JSON.stringify(error)).toContain('secret stack detail');
    expect(requestLines()).toEqual([expect.objectContaining({ requestId: 'req-err-1', status: 500 })]);
  });

  it('logs a request without a caller (an unknown route) with no caller field', async () => {
    await handler(apiEvent({ resource: '/api/nope', requestId: 'req-404' }));
    const [line] = requestLines();
    expect(line).toMatchObject({ route: 'GET /api/nope', status: 404, requestId: 'req-404' });
    expect(line).not.toHaveProperty('caller');
  });

  it('writes one readable line per request with LOG_FORMAT=text (the local stack)', async () => {
    process.env.LOG_FORMAT = 'text';
    await handler(apiEvent({ resource: '/api/me', claims: growerClaims(), requestId: 'req-text-1' }));
    const lines = out.lines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}request GET \/api\/me 200 /);
    expect(lines[0]).toContain('caller=grower1');
    expect(lines[0]).toContain('requestId=req-text-1');
    expect(lines[0]).not.toContain('{');
  });
});

describe('log level', () => {
  it.each([
    [undefined, 'INFO'],
    ['', 'INFO'],
    ['debug', 'DEBUG'],
    ['WARN', 'WARN'],
    ['silent', 'SILENT'],
    ['loud', 'INFO'],
  ])('LOG_LEVEL=%j → %s', (value, level) => expect(logLevelFrom(value)).toBe(level));
});
