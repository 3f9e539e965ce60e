/**
 * Personal API keys through the local gateway: made (shown once), listed, used on the routes the
 * contract marks, refused everywhere else, rate-limited, logged by name and id, revoked at once.
 */
import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorize } from '../../lambdas/accounts/authorizers/user-or-key';
import {
  API_KEY_RE,
  API_KEY_REQUESTS_PER_MINUTE,
  MAX_API_KEYS_PER_USER,
  UNAUTHORIZED_MESSAGE,
} from '@shared/api-keys/rules';
import { SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { api, logIn, newGrower, startTestStack, withPlan, type Body, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm } from '../support/management';
import { captureOutput } from '../support/output';
import { logger } from '../../lambdas/platform/telemetry/logger';

let stack: TestStack;
let owner: { username: string; token: string };
let stranger: { username: string; token: string };
let ownerSensor: string;
let strangerSensor: string;

type Res = { status: number; body: Body };
const withToken = (token: string, method: string, path: string, json?: unknown) =>
  api(stack, method, path, { token, ...(json !== undefined ? { json } : {}) }) as Promise<Res>;
const withKey = (key: string, method: string, path: string, json?: unknown) =>
  api(stack, method, path, {
    headers: { authorization: `ApiKey ${key}` },
    ...(json !== undefined ? { json } : {}),
  }) as Promise<Res>;
const createKey = (token: string, name: unknown) => withToken(token, 'POST', '/api/v2/api-keys', { name });
const listKeys = async (token: string) => (await withToken(token, 'GET', '/api/v2/api-keys')).body.apiKeys as Body[];

async function grower(): Promise<{ username: string; token: string }> {
  const g = await newGrower(stack);
  return { username: g.username, token: g.tokens.IdToken! };
}

async function sensorOf(token: string): Promise<string> {
  const field = await withToken(token, 'POST', '/api/field/addField', buildField());
  const form = buildSensorForm(field.body.data.field_id as string);
  await api(stack, 'POST', '/api/sensor/v2/new', { token, form });
  return form.sensorId;
}

beforeAll(async () => {
  stack = await startTestStack();
  owner = await grower();
  stranger = await grower();
  ownerSensor = await sensorOf(owner.token);
  strangerSensor = await sensorOf(stranger.token);
});
afterAll(async () => {
  await stack?.close();
});

describe('making and listing keys', () => {
  it('answers the key once (201) and lists it by name, never the key nor its hash', async () => {
    const made = await createKey(owner.token, '  Weather station  ');
    expect(made.status).toBe(201);
    const key = made.body.key as string;
    expect(key).toMatch(API_KEY_RE);
    expect(made.body.apiKey).toMatchObject({ name: 'Weather station', lastUsed: null });
    expect(key).toContain(`_${made.body.apiKey.id}_`);

    const listed = await withToken(owner.token, 'GET', '/api/v2/api-keys');
    expect(listed.status).toBe(200);
    expect(listed.body.apiKeys).toContainEqual(made.body.apiKey);
    const text = JSON.stringify(listed.body);
    expect(text).not.toContain(key);
    expect(text).not.toContain(key.slice(-43));
    expect(text).not.toMatch(/[0-9a-f]{64}/);
  });

  it('refuses an empty, blank, too long or repeated name with a 400 naming `name`, and makes nothing', async () => {
    const before = (await listKeys(owner.token)).length;
    for (const name of ['', '   ', 'x'.repeat(61), undefined, 42, 'bad\u0000name']) {
      const res = await createKey(owner.token, name);
      expect(res.status, String(name)).toBe(400);
      expect(res.body.error, String(name)).toMatch(/^name: /);
    }
    expect((await createKey(owner.token, 'Repeated')).status).toBe(201);
    // the same make twice: the second is refused (names are unique per account, whatever the case)
    const again = await createKey(owner.token, 'repeated ');
    expect(again.status).toBe(400);
    expect(again.body.error).toMatch(/^name: .*already/);
    expect((await listKeys(owner.token)).length).toBe(before + 1);
  });

  it('takes __proto__ and constructor as ordinary names', async () => {
    const g = await grower();
    for (const name of ['__proto__', 'constructor']) expect((await createKey(g.token, name)).status).toBe(201);
    expect((await listKeys(g.token)).map((k) => k.name)).toEqual(['__proto__', 'constructor']);
  });

  it(`holds at most ${MAX_API_KEYS_PER_USER} keys per account`, async () => {
    const g = await grower();
    for (let i = 0; i < MAX_API_KEYS_PER_USER; i++) expect((await createKey(g.token, `key ${i}`)).status).toBe(201);
    const over = await createKey(g.token, 'one too many');
    expect(over.status).toBe(400);
    expect(over.body.error).toMatch(/^name: .*at most/);
    expect(await listKeys(g.token)).toHaveLength(MAX_API_KEYS_PER_USER);
  });

  it("lists only the caller's own keys", async () => {
    await createKey(stranger.token, 'Stranger key');
    expect((await listKeys(owner.token)).map((k) => k.name)).not.toContain('Stranger key');
  });
});

describe('using a key', () => {
  let key: string;
  let keyId: string;
  beforeAll(async () => {
    const made = await createKey(owner.token, 'Reader');
    key = made.body.key as string;
    keyId = made.body.apiKey.id as string;
  });

  it("reads the owner's data on a marked route as the owner's token does, and records its use", async () => {
    const byKey = await withKey(key, 'GET', '/api/v2/field');
    expect(byKey.status).toBe(200);
    expect(byKey.body).toEqual((await withToken(owner.token, 'GET', '/api/v2/field')).body);
    expect((await withKey(key, 'GET', `/api/v2/readings/${ownerSensor}/latest`)).status).toBe(200);
    const listed = (await listKeys(owner.token)).find((k) => k.id === keyId)!;
    expect(Date.parse(listed.lastUsed as string)).not.toBeNaN();
  });

  it("answers another grower's sensor 404, as to the owner's token", async () => {
    const res = await withKey(key, 'GET', `/api/v2/readings/${strangerSensor}/latest`);
    expect(res.status).toBe(404);
    expect((await withToken(owner.token, 'GET', `/api/v2/readings/${strangerSensor}/latest`)).status).toBe(404);
  });

  it('is refused on write routes and on routes not marked for keys (401), changing nothing', async () => {
    const fieldsBefore = (await withToken(owner.token, 'GET', '/api/v2/field')).body;
    const write = await withKey(key, 'POST', '/api/field/addField', buildField({ fieldName: 'Key Field' }));
    expect(write.status).toBe(401);
    expect(write.body.error).toBe(UNAUTHORIZED_MESSAGE);
    expect((await withKey(key, 'DELETE', `/api/sensor/${ownerSensor}`)).status).toBe(401);
    expect((await withKey(key, 'GET', '/api/user/profile')).status).toBe(401);
    expect((await withKey(key, 'GET', '/api/v2/api-keys')).status).toBe(401);
    expect((await withToken(owner.token, 'GET', '/api/v2/field')).body).toEqual(fieldsBefore);
  });

  it('refuses malformed and unknown keys, and a key sent as a Bearer token', async () => {
    for (const bad of ['nonsense', key.slice(0, -1), `${key}x`, key.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))]) {
      expect((await withKey(bad, 'GET', '/api/v2/field')).status, bad).toBe(401);
    }
    expect((await withToken(key, 'GET', '/api/v2/field')).status).toBe(401);
  });

  it('carries the subscription the pool holds now, not one the client could name (402 when it lapsed)', async () => {
    const g = await grower();
    const k = (await createKey(g.token, 'Lapsing')).body.key as string;
    expect((await withKey(k, 'GET', '/api/v2/field')).status).toBe(200);
    await stack.cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: stack.userPoolId,
        Username: g.username,
        UserAttributes: [{ Name: SUBSCRIPTION_ATTRIBUTES.expiry, Value: '2020-01-01' }],
      }),
    );
    expect((await withKey(k, 'GET', '/api/v2/field')).status).toBe(402);
    // its keys can still be listed and revoked with a lapsed subscription
    expect((await withToken(g.token, 'GET', '/api/v2/api-keys')).status).toBe(200);
  });

  it("gives an admin's key no admin rights: admin routes refuse it, it reads the admin's own data", async () => {
    const { username, password } = DEMO_ACCOUNTS.admin;
    const admin = (await logIn(stack, username, password)).IdToken!;
    const made = await createKey(admin, `Admin reader ${Date.now()}`);
    expect(made.status).toBe(201);
    const adminKey = made.body.key as string;
    expect((await withToken(admin, 'GET', '/api/v2/admin/users')).status).toBe(200);
    const refused = await withKey(adminKey, 'GET', '/api/v2/admin/users');
    expect(refused.status).toBe(401);
    // An admin's token passes the subscription check; the admin's key does not (no plan: 402) …
    expect((await withToken(admin, 'GET', `/api/v2/readings/${ownerSensor}/latest`)).status).not.toBe(402);
    expect((await withKey(adminKey, 'GET', `/api/v2/readings/${ownerSensor}/latest`)).status).toBe(402);
    // … and with a plan it reads only the admin's own data: another grower's sensor is not found.
    await withPlan(stack, username, 'pro', password);
    expect((await withKey(adminKey, 'GET', `/api/v2/readings/${ownerSensor}/latest`)).status).toBe(404);
    expect((await withKey(adminKey, 'GET', '/api/v2/field')).status).toBe(200);
    await withToken(admin, 'DELETE', `/api/v2/api-keys/${made.body.apiKey.id}`);
  });

  it('logs each use with the key name and id as caller, never the key in a log line or a later answer', async () => {
    // One JSON object per log line at info, as in Lambda (tests default to text lines at warn).
    process.env.LOG_FORMAT = 'json';
    const level = logger.getLevelName();
    logger.setLogLevel('INFO');
    const out = captureOutput();
    let later: string;
    try {
      await withKey(key, 'GET', '/api/v2/field');
      await withKey(key, 'POST', '/api/field/addField', buildField());
      await withKey(`${key}x`, 'GET', '/api/v2/field');
      later = JSON.stringify([
        (await withToken(owner.token, 'GET', '/api/v2/api-keys')).body,
        (await withKey(key, 'GET', '/api/v2/field')).body,
      ]);
    } finally {
      out.restore();
      delete process.env.LOG_FORMAT;
      logger.setLogLevel(level);
    }
    const requests = out.json().filter((l) => l.message === 'request' && typeof l.caller === 'string');
    expect(requests.some((l) => (l.caller as string).includes(`API key "Reader" ${keyId}`))).toBe(true);
    expect(requests.some((l) => (l.caller as string).startsWith(owner.username))).toBe(true);
    for (const line of out.lines()) {
      expect(line).not.toContain(key);
      expect(line).not.toContain(key.slice(-43));
    }
    expect(later).not.toContain(key);
    expect(later).not.toContain(key.slice(-43));
  });
});

describe('rate limit and revoking', () => {
  it(`answers 429 with Retry-After after ${API_KEY_REQUESTS_PER_MINUTE} requests in a minute`, async () => {
    const g = await grower();
    const key = (await createKey(g.token, 'Busy')).body.key as string;
    let served = 0;
    let refused: Response | undefined;
    // A minute may turn during the loop: then the limit starts again, so allow two minutes' worth.
    for (let i = 0; i <= 2 * API_KEY_REQUESTS_PER_MINUTE && !refused; i++) {
      const res = await fetch(`${stack.url}/api/v2/readings/NOSUCHSENSOR1/latest`, {
        headers: { authorization: `ApiKey ${key}` },
      });
      if (res.status === 429) refused = res;
      else served++;
    }
    expect(refused).toBeDefined();
    expect(served).toBeGreaterThanOrEqual(API_KEY_REQUESTS_PER_MINUTE);
    const retryAfter = Number(refused!.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
    const body = (await refused!.json()) as Body;
    expect(body.error).toMatch(/requests this minute/);
    // the owner's own sign-in is not limited by the key
    expect((await withToken(g.token, 'GET', '/api/v2/field')).status).toBe(200);
  });

  it('refuses a revoked key at once; a second revoke is 404, as is a key of another account', async () => {
    const made = await createKey(owner.token, 'Short lived');
    const key = made.body.key as string;
    const id = made.body.apiKey.id as string;
    expect((await withKey(key, 'GET', '/api/v2/field')).status).toBe(200);

    expect((await withToken(stranger.token, 'DELETE', `/api/v2/api-keys/${id}`)).status).toBe(404);
    expect((await withKey(key, 'GET', '/api/v2/field')).status).toBe(200);

    const revoked = await withToken(owner.token, 'DELETE', `/api/v2/api-keys/${id}`);
    expect(revoked).toEqual({ status: 200, body: { revoked: id } });
    expect((await withKey(key, 'GET', '/api/v2/field')).status).toBe(401);
    expect((await listKeys(owner.token)).map((k) => k.id)).not.toContain(id);
    expect((await withToken(owner.token, 'DELETE', `/api/v2/api-keys/${id}`)).status).toBe(404);
    // its name is free again
    expect((await createKey(owner.token, 'Short lived')).status).toBe(201);
  });

  it("the AWS authorizer grants a key its owner's context from the same store, refusing it once revoked", async () => {
    const made = await createKey(owner.token, 'Authorizer check');
    const event = {
      type: 'REQUEST',
      methodArn: 'arn:aws:execute-api:ap-southeast-2:123456789012:abc/local/GET/api/v2/field',
      resource: '/api/v2/field',
      httpMethod: 'GET',
      headers: { Authorization: `ApiKey ${made.body.key as string}` },
      requestContext: { requestId: 'r-1' },
    } as unknown as APIGatewayRequestAuthorizerEvent;
    const granted = await authorize(event, async () => ({}));
    expect(granted.principalId).toBe(owner.username);
    expect(granted.context).toMatchObject({
      callerKind: 'apiKey',
      owner: owner.username,
      apiKeyId: made.body.apiKey.id,
      apiKeyName: 'Authorizer check',
    });
    await withToken(owner.token, 'DELETE', `/api/v2/api-keys/${made.body.apiKey.id}`);
    await expect(authorize(event, async () => ({}))).rejects.toThrow('Unauthorized');
  });

  it('answers 400 for an id that is not a key id', async () => {
    for (const id of ['__proto__', 'constructor', 'nope']) {
      const res = await withToken(owner.token, 'DELETE', `/api/v2/api-keys/${id}`);
      expect(res.status, id).toBe(400);
      expect(res.body.error).toMatch(/^id: /);
    }
  });

  it('two makes give two different keys, each working on its own', async () => {
    const a = await createKey(owner.token, 'Twin A');
    const b = await createKey(owner.token, 'Twin B');
    expect(a.body.key).not.toBe(b.body.key);
    expect((await withKey(a.body.key as string, 'GET', '/api/v2/field')).status).toBe(200);
    await withToken(owner.token, 'DELETE', `/api/v2/api-keys/${a.body.apiKey.id}`);
    expect((await withKey(a.body.key as string, 'GET', '/api/v2/field')).status).toBe(401);
    expect((await withKey(b.body.key as string, 'GET', '/api/v2/field')).status).toBe(200);
  });
});
