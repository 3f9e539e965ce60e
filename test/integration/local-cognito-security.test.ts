/**
 * The local user pool keeps other people on the machine out: tokens are signed with the data
 * folder's own key (not the one shipped in cognito-local's package), access tokens are checked
 * before they are acted on, the admin API answers only requests signed with the stack's own
 * credentials, user names are case-insensitive as in the CDK pool, and the local gateway sends
 * CloudFront's security headers.
 */
import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  DeleteUserCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { createSign, generateKeyPairSync } from 'node:crypto';
import { statSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../infra/constructs/security-headers';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import {
  api,
  GOOD_PASSWORD,
  latestCode,
  logIn,
  newGrower,
  signUp,
  startTestStack,
  type TestStack,
} from '../support/local-stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const decode = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
function sign(header: Record<string, unknown>, payload: Record<string, unknown>, privateKeyPem: string): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(privateKeyPem).toString('base64url')}`;
}
const shipped = createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string };
const shippedPublic = createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.public.json') as {
  jwk: { n: string };
};
const randomKey = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/** An admin's ID token as the local pool would issue it, but signed with the given key. */
function forgedAdminToken(privateKeyPem: string, kid = 'CognitoLocal'): string {
  const now = Math.floor(Date.now() / 1000);
  return sign(
    { alg: 'RS256', typ: 'JWT', kid },
    {
      'cognito:username': 'intruder',
      'cognito:groups': ['admin'],
      email: 'intruder@example.com',
      email_verified: true,
      token_use: 'id',
      auth_time: now,
      iat: now,
      exp: now + 3600,
      iss: `${stack.cognitoEndpoint}/${stack.userPoolId}`,
      aud: stack.userPoolClientId,
      sub: '00000000-0000-0000-0000-000000000000',
    },
    privateKeyPem,
  );
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('token signing key', () => {
  it.each([
    ['cognito-local’s shipped key', () => forgedAdminToken(shipped.pem)],
    ['a random key', () => forgedAdminToken(randomKey())],
  ])('an admin token signed with %s gets 401 everywhere', async (_label, token) => {
    const forged = token();
    expect((await api(stack, 'GET', '/api/me', { token: forged })).status).toBe(401);
    expect((await api(stack, 'GET', '/api/v2/admin/users', { token: forged })).status).toBe(401);
  });

  it('publishes its own key, not the shipped one, and a real sign-in still works', async () => {
    const jwks = (await (await fetch(`${stack.cognitoEndpoint}/${stack.userPoolId}/.well-known/jwks.json`)).json()) as {
      keys: { n: string; kid: string }[];
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]!.n).not.toBe(shippedPublic.jwk.n);
    const admin = await logIn(stack, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password);
    const header = JSON.parse(Buffer.from(admin.IdToken!.split('.')[0]!, 'base64url').toString()) as { kid: string };
    expect(header.kid).toBe(jwks.keys[0]!.kid);
    expect((await api(stack, 'GET', '/api/v2/admin/users', { token: admin.IdToken! })).status).toBe(200);
  });

  it('refuses an access token it did not sign: a forged one cannot read or delete an account', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = sign(
      { alg: 'RS256', kid: 'CognitoLocal' },
      {
        sub: 'x',
        token_use: 'access',
        username: DEMO_ACCOUNTS.grower.username,
        iat: now,
        exp: now + 3600,
        client_id: stack.userPoolClientId,
      },
      shipped.pem,
    );
    await expect(stack.cognito.send(new GetUserCommand({ AccessToken: forged }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await expect(stack.cognito.send(new DeleteUserCommand({ AccessToken: forged }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await logIn(stack, DEMO_ACCOUNTS.grower.username, DEMO_ACCOUNTS.grower.password); // still there
  });
});

describe('the admin API', () => {
  const client = (credentials: { accessKeyId: string; secretAccessKey: string }) =>
    new CognitoIdentityProviderClient({
      endpoint: stack.cognitoEndpoint,
      region: 'ap-southeast-2',
      credentials,
      maxAttempts: 1,
    });

  it.each([
    [
      'made-up credentials',
      () => ({ accessKeyId: 'AKIAMADEUP', secretAccessKey: 'secret' }),
      'UnrecognizedClientException',
    ],
    [
      'the stack’s key id with a wrong secret',
      () => ({ ...stack.cognitoCredentials, secretAccessKey: 'wrong' }),
      'InvalidSignatureException',
    ],
  ])('refuses AdminAddUserToGroup and ListUsers signed with %s', async (_label, credentials, code) => {
    const intruder = client(credentials());
    try {
      const add = new AdminAddUserToGroupCommand({
        UserPoolId: stack.userPoolId,
        Username: DEMO_ACCOUNTS.grower.username,
        GroupName: 'admin',
      });
      await expect(intruder.send(add)).rejects.toMatchObject({ name: code });
      await expect(intruder.send(new ListUsersCommand({ UserPoolId: stack.userPoolId }))).rejects.toMatchObject({
        name: code,
      });
    } finally {
      intruder.destroy();
    }
    const groups = await stack.cognito.send(
      new AdminListGroupsForUserCommand({ UserPoolId: stack.userPoolId, Username: DEMO_ACCOUNTS.grower.username }),
    );
    expect(groups.Groups ?? []).toEqual([]);
  });

  it('refuses an unsigned admin request', async () => {
    const res = await fetch(stack.cognitoEndpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.AdminUpdateUserAttributes',
      },
      body: JSON.stringify({
        UserPoolId: stack.userPoolId,
        Username: DEMO_ACCOUNTS.grower.username,
        UserAttributes: [{ Name: 'custom:subscription_level', Value: 'hacked' }],
      }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { __type: string }).__type).toBe('MissingAuthenticationTokenException');
    const user = await stack.cognito.send(
      new AdminGetUserCommand({ UserPoolId: stack.userPoolId, Username: DEMO_ACCOUNTS.grower.username }),
    );
    expect(user.UserAttributes?.find((a) => a.Name === 'custom:subscription_level')?.Value).not.toBe('hacked');
  });

  it('answers requests signed with the stack’s credentials, and the server’s own admin calls work', async () => {
    const { username } = await newGrower(stack);
    await stack.cognito.send(
      new AdminAddUserToGroupCommand({ UserPoolId: stack.userPoolId, Username: username, GroupName: 'admin' }),
    );
    const groups = await stack.cognito.send(
      new AdminListGroupsForUserCommand({ UserPoolId: stack.userPoolId, Username: username }),
    );
    expect(groups.Groups?.map((g) => g.GroupName)).toEqual(['admin']);
    // lambdas/accounts/services/users.ts lists users through the admin API with the stack's credentials.
    const admin = await logIn(stack, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password);
    const list = await api(stack, 'GET', '/api/v2/admin/users', { token: admin.IdToken! });
    expect(list.status).toBe(200);
  });
});

describe('user names are case-insensitive', () => {
  it('DEMO signs in as demo; signing up Demo is refused as taken', async () => {
    const tokens = await logIn(stack, 'DEMO', DEMO_ACCOUNTS.grower.password);
    expect(decode(tokens.IdToken!)['cognito:username']).toBe(DEMO_ACCOUNTS.grower.username);
    await expect(signUp(stack, 'Demo')).rejects.toMatchObject({ name: 'UsernameExistsException' });
  });

  it('a reset and admin look-ups find the account whatever the case', async () => {
    const { username } = await newGrower(stack, `Case${Date.now().toString(36)}`);
    const shouted = username.toUpperCase();
    const user = await stack.cognito.send(new AdminGetUserCommand({ UserPoolId: stack.userPoolId, Username: shouted }));
    expect(user.Username).toBe(username);
    await stack.cognito.send(new ForgotPasswordCommand({ ClientId: stack.userPoolClientId, Username: shouted }));
    const code = await latestCode(stack, username, 'forgot');
    await stack.cognito.send(
      new ConfirmForgotPasswordCommand({
        ClientId: stack.userPoolClientId,
        Username: username.toLowerCase(),
        ConfirmationCode: code,
        Password: `${GOOD_PASSWORD}x`,
      }),
    );
    const tokens = await logIn(stack, username.toLowerCase(), `${GOOD_PASSWORD}x`);
    expect(decode(tokens.IdToken!)['cognito:username']).toBe(username);
  });
});

describe('security headers on the local gateway', () => {
  it.each([
    ['an API answer', '/api/me'],
    ['an API error', '/api/no-such-route'],
    ['the runtime config', '/config.json'],
    ['the dev mailbox page', '/dev/mailbox/view'],
  ])('%s carries the CloudFront policy’s headers', async (_label, path) => {
    const res = await fetch(`${stack.url}${path}`);
    await res.arrayBuffer();
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    // The local app signs in against cognito-local over http.
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${stack.cognitoEndpoint.replace(/[.:/]/g, '\\$&')}`));
    expect(res.headers.get('x-frame-options')).toBe(SECURITY_HEADERS.frameOption);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe(SECURITY_HEADERS.referrerPolicy);
    for (const [name, value] of Object.entries(SECURITY_HEADERS.custom)) expect(res.headers.get(name)).toBe(value);
  });
});

// Last: a second stack in this process takes over the environment the handlers read.
describe('after a restart', () => {
  it('keeps the key in the data folder, owner-only, and reuses it after a restart: sessions survive', async () => {
    const cognitoPort = await freePort();
    let first: TestStack | undefined = await startTestStack({ cognitoPort });
    try {
      const file = join(first.dataDir, 'local-secrets.json');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const { username, tokens } = await newGrower(first);
      await first.close(true);
      const dataDir = first.dataDir;
      first = await startTestStack({ dataDir, cognitoPort });
      const me = await api(first, 'GET', '/api/me', { token: tokens.IdToken! });
      expect(me.status).toBe(200);
      expect(JSON.stringify(me.body)).toContain(username);
    } finally {
      await first?.close();
    }
  });
});
