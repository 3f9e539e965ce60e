/**
 * Test helpers around the real local stack: a stack in a temp directory on free ports, Cognito
 * calls through the real SDK, and API calls through the local gateway. In the
 * `integration-dynamodb-local` project the stacks use the DynamoDB Local of its globalSetup
 * (test/support/dynamodb-local-setup.ts) instead of dynalite.
 */
import {
  AdminAddUserToGroupCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, inject } from 'vitest';
import { ADMIN_GROUP, SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { signUpGrant, type Plan } from '@shared/subscription';
import { deleteTables } from '../../infra/local/dynamodb';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../infra/local/stack';
import { assertNoStorageKeys } from './storage-keys';
import { assertAnswerMatchesContract } from './contract-check';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';

export interface TestStack extends LocalStack {
  dataDir: string;
  cognito: CognitoIdentityProviderClient;
  /** Stop the stack; keep the data directory when `keepData` (restart tests). */
  close(keepData?: boolean): Promise<void>;
}

/** The DynamoDB Local project's endpoint; none outside vitest (the benches use these helpers too). */
function sharedDynamoEndpoint(): string | undefined {
  try {
    return inject('dynamoEndpoint');
  } catch {
    return undefined;
  }
}

export async function startTestStack(opts: Partial<LocalStackOptions> = {}): Promise<TestStack> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'fieldwise-test-'));
  const dynamoEndpoint = sharedDynamoEndpoint();
  const stack = await startLocalStack({
    serveWeb: false,
    ...(dynamoEndpoint ? { dynamo: { endpoint: dynamoEndpoint } } : {}),
    ...opts,
    dataDir,
  });
  const cognito = new CognitoIdentityProviderClient({
    endpoint: stack.cognitoEndpoint,
    region: 'ap-southeast-2',
    // The stack's own credentials: the local pool's admin API refuses any others.
    credentials: stack.cognitoCredentials,
    maxAttempts: 1,
  });
  return {
    ...stack,
    dataDir,
    cognito,
    async close(keepData = false) {
      cognito.destroy();
      await stack.stop();
      if (keepData) return;
      rmSync(dataDir, { recursive: true, force: true });
      // The shared DynamoDB Local keeps everything in memory until the run ends.
      if (dynamoEndpoint) await deleteTables(stack.dynamoEndpoint, [stack.tableName, stack.readingsTableName]);
    },
  };
}

let counter = 0;
export const uniqueName = (prefix = 'grower') => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;
export const GOOD_PASSWORD = 'Fieldwise1';

export async function latestCode(stack: LocalStack, username: string, kind?: string): Promise<string> {
  const res = await fetch(`${stack.url}/dev/mailbox?username=${encodeURIComponent(username)}`);
  const { messages } = (await res.json()) as { messages: { code: string; kind: string }[] };
  const hit = messages.find((m) => !kind || m.kind === kind);
  if (!hit) throw new Error(`no ${kind ?? ''} code for ${username}`);
  return hit.code;
}

export async function signUp(
  stack: TestStack,
  username: string,
  password = GOOD_PASSWORD,
  email = `${username}@example.com`,
) {
  return stack.cognito.send(
    new SignUpCommand({
      ClientId: stack.userPoolClientId,
      Username: username,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
}

export async function logIn(
  stack: TestStack,
  username: string,
  password = GOOD_PASSWORD,
): Promise<AuthenticationResultType> {
  const out = await stack.cognito.send(
    new InitiateAuthCommand({
      ClientId: stack.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );
  if (!out.AuthenticationResult) throw new Error('no tokens');
  return out.AuthenticationResult;
}

/** Sign up, confirm with the code from the dev mailbox, log in: a new grower's tokens. */
export async function newGrower(
  stack: TestStack,
  username = uniqueName(),
): Promise<{ username: string; tokens: AuthenticationResultType }> {
  await signUp(stack, username);
  await stack.cognito.send(
    new ConfirmSignUpCommand({
      ClientId: stack.userPoolClientId,
      Username: username,
      ConfirmationCode: await latestCode(stack, username, 'signup'),
    }),
  );
  return { username, tokens: await logIn(stack, username) };
}

/**
 * Put a grower on `plan` (a year ahead), as an admin's grant would, and sign in again: the new ID
 * token carries the plan that limits their sensors. For tests whose farm is larger than Full covers.
 */
export async function withPlan(
  stack: TestStack,
  username: string,
  plan: Plan,
  password = GOOD_PASSWORD,
): Promise<AuthenticationResultType> {
  await stack.cognito.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: stack.userPoolId,
      Username: username,
      UserAttributes: [
        { Name: SUBSCRIPTION_ATTRIBUTES.level, Value: plan },
        { Name: SUBSCRIPTION_ATTRIBUTES.expiry, Value: signUpGrant().expiry },
      ],
    }),
  );
  return logIn(stack, username, password);
}

/**
 * A token of `username` as a member of the admin group, whom no plan limits (a farm larger than
 * any plan, for tests of scale); the membership ends before this returns, older tokens keep none.
 */
export async function adminToken(stack: TestStack, username: string, password = GOOD_PASSWORD): Promise<string> {
  const membership = { UserPoolId: stack.userPoolId, Username: username, GroupName: ADMIN_GROUP };
  await stack.cognito.send(new AdminAddUserToGroupCommand(membership));
  try {
    return (await logIn(stack, username, password)).IdToken!;
  } finally {
    await stack.cognito.send(new AdminRemoveUserFromGroupCommand(membership));
  }
}

export async function api(
  stack: LocalStack,
  method: string,
  path: string,
  opts: {
    token?: string;
    json?: unknown;
    form?: Record<string, string>;
    raw?: string;
    contentType?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  } else if (opts.raw !== undefined) {
    headers['content-type'] = opts.contentType ?? 'application/json';
    body = opts.raw;
  }
  const res = await fetch(`${stack.url}${path}`, { method, headers, body });
  const text = await res.text();
  const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  assertNoStorageKeys(`${method} ${path}`, json);
  assertAnswerMatchesContract(method, path, res.status, json);
  return { status: res.status, body: json };
}

/** An answer's body, loosely typed for the tests' lookups. */
export type Body = Record<string, any>;
export type Res = { status: number; body: Body };

/** One user's calls through the gateway (their token on each). */
export const userApi = (stack: LocalStack, who: { token: string }) => ({
  get: (path: string) => api(stack, 'GET', path, { token: who.token }) as Promise<Res>,
  del: (path: string) => api(stack, 'DELETE', path, { token: who.token }) as Promise<Res>,
  json: (method: string, path: string, json: unknown) =>
    api(stack, method, path, { token: who.token, json }) as Promise<Res>,
  form: (path: string, form: Record<string, string>) =>
    api(stack, 'POST', path, { token: who.token, form }) as Promise<Res>,
});

/** A signed-up grower moved to Pro (more sensors than Full's five), with the token the API takes. */
export async function proGrower(stack: TestStack): Promise<{ username: string; token: string }> {
  const { username } = await newGrower(stack);
  return { username, token: (await withPlan(stack, username, 'pro')).IdToken! };
}

/**
 * A zone route answers 404 "not found" for another grower's zone (asked by `stranger`) and for
 * ids that name nothing, prototype keys among them (asked by the owner).
 */
export async function expectZoneNotFound(
  stack: TestStack,
  route: string,
  zoneId: string,
  owner: string,
  stranger: string,
): Promise<void> {
  for (const [id, token] of [
    [zoneId, stranger],
    ['__proto__', owner],
    ['constructor', owner],
    ['zone_nope', owner],
  ] as const) {
    const res = await api(stack, 'GET', `/api/v2/zone/${id}/${route}`, { token });
    expect(res.status, id).toBe(404);
    expect(res.body.error).toMatch(/not found/i);
  }
}
