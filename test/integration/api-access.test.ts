/**
 * The API's gatekeeping through the local gateway: token verification (as API Gateway's
 * Cognito authorizer), access levels (user / subscriber / admin) and bad input.
 */
import { UNAUTHORIZED_MESSAGE } from '@shared/api-keys/rules';
import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { createRequire } from 'node:module';
import { createSign, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { createTokenVerifier, toAuthorizerClaims } from '../../infra/local/jwt';
import { api, logIn, newGrower, startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
let grower: { username: string; idToken: string; accessToken: string };
let adminToken: string;

beforeAll(async () => {
  stack = await startTestStack();
  const g = await newGrower(stack);
  grower = { username: g.username, idToken: g.tokens.IdToken!, accessToken: g.tokens.AccessToken! };
  adminToken = (await logIn(stack, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password)).IdToken!;
});
afterAll(async () => {
  await stack?.close();
});

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const decode = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
const headerOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString()) as Record<string, unknown>;

/** Sign a token with a given private key, keeping the real token's header (kid, alg). */
function sign(header: Record<string, unknown>, payload: Record<string, unknown>, privateKeyPem: string): string {
  const input = `${b64(header)}.${b64(payload)}`;
  const signature = createSign('RSA-SHA256').update(input).sign(privateKeyPem).toString('base64url');
  return `${input}.${signature}`;
}
// The local pool signs with the key in its data folder: with it we can make tokens whose
// signature is valid but whose claims are not (expired, foreign issuer, wrong audience).
let poolKey: string;
beforeAll(() => {
  poolKey = (JSON.parse(readFileSync(join(stack.dataDir, 'local-secrets.json'), 'utf8')) as { privateKeyPem: string })
    .privateKeyPem;
});
// cognito-local ships a private key in its npm package, readable by anyone: a token it signs
// must be worth nothing, whatever it claims.
const shippedKey = (
  createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string }
).pem;

describe('token verification (the Cognito authorizer)', () => {
  it('accepts the real ID token, with or without the Bearer prefix', async () => {
    expect((await api(stack, 'GET', '/api/me', { token: grower.idToken })).status).toBe(200);
    const res = await fetch(`${stack.url}/api/me`, { headers: { authorization: grower.idToken } });
    expect(res.status).toBe(200);
  });

  it.each([
    ['no token', () => undefined],
    ['garbage', () => 'not.a.token'],
    [
      'a tampered payload',
      () => {
        const [h, , s] = grower.idToken.split('.');
        return `${h}.${b64({ ...decode(grower.idToken), 'cognito:username': 'someoneElse' })}.${s}`;
      },
    ],
    [
      'an expired token',
      () =>
        sign(headerOf(grower.idToken), { ...decode(grower.idToken), iat: 1_600_000_000, exp: 1_600_003_600 }, poolKey),
    ],
    [
      'a foreign issuer',
      () =>
        sign(
          headerOf(grower.idToken),
          { ...decode(grower.idToken), iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_evil' },
          poolKey,
        ),
    ],
    [
      'another app client',
      () => sign(headerOf(grower.idToken), { ...decode(grower.idToken), aud: 'someotherclient' }, poolKey),
    ],
    [
      'a key that is not the pool’s',
      () => {
        const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
        return sign(
          headerOf(grower.idToken),
          decode(grower.idToken),
          privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
        );
      },
    ],
    ['an access token instead of the ID token', () => grower.accessToken],
    [
      'the right claims signed with the key shipped in cognito-local',
      () => sign({ alg: 'RS256', kid: 'CognitoLocal' }, decode(grower.idToken), shippedKey),
    ],
    [
      'the right claims signed with the shipped key under the pool’s kid',
      () => sign(headerOf(grower.idToken), decode(grower.idToken), shippedKey),
    ],
  ])('answers 401 with a message for %s', async (_label, token) => {
    const res = await api(stack, 'GET', '/api/me', { token: token() });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(UNAUTHORIZED_MESSAGE);
  });
});

describe('claims as the Cognito authorizer hands them to the function', () => {
  it('are all strings: groups comma-separated, exp/iat as API Gateway dates, custom attributes kept', async () => {
    const issuer = `${stack.cognitoEndpoint}/${stack.userPoolId}`;
    const jwks = (await (await fetch(`${issuer}/.well-known/jwks.json`)).json()) as { keys: Record<string, string>[] };
    const verifier = createTokenVerifier(issuer, stack.userPoolClientId, jwks);
    const claims = await verifier.verify(`Bearer ${adminToken}`);
    expect(claims).toBeDefined();
    for (const value of Object.values(claims!)) expect(typeof value).toBe('string');
    expect(claims!['cognito:groups']).toBe('admin');
    expect(claims!['cognito:username']).toBe(DEMO_ACCOUNTS.admin.username);
    expect(claims!.token_use).toBe('id');
    expect(claims!.exp).toMatch(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) [A-Z][a-z]{2} \d{2} \d{2}:\d{2}:\d{2} UTC \d{4}$/);
    expect(Date.parse(claims!.exp!.replace(' UTC', '') + ' UTC')).toBe((decode(adminToken).exp as number) * 1000);

    const growerClaims = await verifier.verify(grower.idToken);
    expect(growerClaims).toMatchObject({
      'custom:subscription_level': 'full',
      'custom:sub_expiry_date': expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
    });
    expect(growerClaims!['cognito:groups']).toBeUndefined();
  });

  it('writes several groups the way API Gateway does', () => {
    expect(
      toAuthorizerClaims({ 'cognito:groups': ['admin', 'growers'], exp: 1680633579, auth_time: 1680629979 }),
    ).toEqual({
      'cognito:groups': 'admin,growers',
      exp: 'Tue Apr 04 18:39:39 UTC 2023',
      auth_time: '1680629979',
    });
  });
});

describe('access levels', () => {
  it('a grower on an admin route gets 403; the admin gets the user list', async () => {
    const denied = await api(stack, 'GET', '/api/v2/admin/users', { token: grower.idToken });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toMatch(/administrators/);
    const allowed = await api(stack, 'GET', '/api/v2/admin/users', { token: adminToken });
    expect(allowed.status).toBe(200);
    const names = (allowed.body.data as { userName: string }[]).map((u) => u.userName);
    expect(names).toEqual(
      expect.arrayContaining([grower.username, DEMO_ACCOUNTS.grower.username, DEMO_ACCOUNTS.admin.username]),
    );
  });

  it('an expired subscription gets 402 on a subscriber route; /api/me still answers; the admin passes', async () => {
    const expired = await newGrower(stack);
    await stack.cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: stack.userPoolId,
        Username: expired.username,
        UserAttributes: [{ Name: 'custom:sub_expiry_date', Value: '01-01-2020' }],
      }),
    );
    const token = (await logIn(stack, expired.username)).IdToken!;
    const res = await api(stack, 'POST', '/api/farm', { token, form: { userName: expired.username } });
    expect(res.status).toBe(402);
    expect(res.body.err).toMatch(/subscription/i);
    expect((await api(stack, 'GET', '/api/me', { token })).status).toBe(200);
    // the admin account has no subscription at all and passes the check
    const admin = await api(stack, 'POST', '/api/farm', {
      token: adminToken,
      form: { userName: DEMO_ACCOUNTS.admin.username },
    });
    expect(admin.status).toBe(200);
    expect(admin.body).toEqual({ data: [], err: null });
  });
});

describe('bad input', () => {
  it('answers broken JSON with 400 naming the body', async () => {
    const res = await api(stack, 'POST', '/api/farm', { token: grower.idToken, raw: '{"userName": ' });
    expect(res.status).toBe(400);
    expect(res.body.err).toMatch(/^body: /);
  });

  it('answers a wrongly typed field with 400 naming it', async () => {
    const res = await api(stack, 'POST', '/api/farm', { token: grower.idToken, json: { userName: 42 } });
    expect(res.status).toBe(400);
    expect(res.body.err).toMatch(/^userName: /);
  });

  it('refuses a userName that is not the caller’s with 403', async () => {
    const res = await api(stack, 'POST', '/api/farm', {
      token: grower.idToken,
      form: { userName: DEMO_ACCOUNTS.grower.username },
    });
    expect(res.status).toBe(403);
    expect(res.body.err).toMatch(/own account/);
  });

  it('answers unknown paths and methods with 404 as JSON, as the API Gateway responses do', async () => {
    const unknown = await api(stack, 'GET', '/api/does-not-exist', { token: grower.idToken });
    expect(unknown).toEqual({ status: 404, body: { error: 'Not found.', err: 'Not found.' } });
    // API Gateway has no 405: a method a resource lacks is MISSING_AUTHENTICATION_TOKEN, mapped to 404.
    expect(await api(stack, 'DELETE', '/api/me', { token: grower.idToken })).toEqual(unknown);
  });

  it('answers a path parameter that is not valid percent-encoding with 400, not 500', async () => {
    const res = await api(stack, 'GET', '/api/field/%E0%A4%A', { token: grower.idToken });
    expect(res.status).toBe(400);
    expect(res.body.err).toBeTruthy();
  });

  it('refuses a body over API Gateway’s 10 MB limit with 413 before any handler runs', async () => {
    const res = await api(stack, 'POST', '/api/farm/addFarm', {
      token: grower.idToken,
      raw: 'x'.repeat(10 * 1024 * 1024 + 1),
      contentType: 'text/plain',
    });
    expect(res.status).toBe(413);
  });
});

describe('dev endpoints', () => {
  it('serves the runtime config the web app parses', async () => {
    const { runtimeConfigSchema } = await import('@shared/runtime-config');
    const res = await fetch(`${stack.url}/config.json`);
    const config = runtimeConfigSchema.parse(await res.json());
    expect(config).toMatchObject({
      userPoolId: stack.userPoolId,
      userPoolClientId: stack.userPoolClientId,
      authFlowType: 'USER_PASSWORD_AUTH',
      apiBaseUrl: '',
    });
  });

  it('lists mailbox messages as JSON and as a page', async () => {
    const res = await fetch(`${stack.url}/dev/mailbox?username=${grower.username}`);
    const { messages } = (await res.json()) as { messages: { kind: string; code: string }[] };
    expect(messages[0]).toMatchObject({ kind: 'signup', code: expect.stringMatching(/^\d{6}$/) });
    const page = await (await fetch(`${stack.url}/dev/mailbox/view`)).text();
    expect(page).toContain(grower.username);
  });
});
