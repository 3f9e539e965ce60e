/**
 * `npm run repair:subscriptions` against the local stack, as an operator runs it: confirmed
 * accounts without a subscription get the sign-up grant in what they lack, admins and unconfirmed
 * accounts are left alone, --dry-run changes nothing, and a second run finds nothing to do.
 */
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { signUpGrant } from '@shared/subscription';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { repairOf } from '../../lambdas/accounts/services/subscription-repair';
import { GOOD_PASSWORD, newGrower, startTestStack, uniqueName, type TestStack } from '../support/local-stack';

const run = promisify(execFile);
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

async function operatorAccount(
  username: string,
  confirmed = true,
  attributes: Record<string, string> = {},
): Promise<void> {
  await stack.cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: stack.userPoolId,
      Username: username,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: GOOD_PASSWORD,
      UserAttributes: [{ Name: 'email', Value: `${username}@example.com` }],
    }),
  );
  if (confirmed)
    await stack.cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: stack.userPoolId,
        Username: username,
        Password: GOOD_PASSWORD,
        Permanent: true,
      }),
    );
  if (Object.keys(attributes).length) {
    await stack.cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: stack.userPoolId,
        Username: username,
        UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
      }),
    );
  }
}
const attrs = async (username: string) =>
  Object.fromEntries(
    (
      (await stack.cognito.send(new AdminGetUserCommand({ UserPoolId: stack.userPoolId, Username: username })))
        .UserAttributes ?? []
    ).map((a) => [a.Name, a.Value]),
  );
const repair = (...args: string[]) =>
  run('npx', ['tsx', 'scripts/repair-subscriptions.ts', '--local', ...args], {
    env: { ...process.env, DATA_DIR: stack.dataDir, COGNITO_ENDPOINT: stack.cognitoEndpoint },
    timeout: 60_000,
  }).then((r) => r.stdout);

describe('npm run repair:subscriptions', () => {
  it('grants what is missing, once, and leaves everyone else alone', async () => {
    const none = uniqueName('none');
    const levelOnly = uniqueName('levelonly');
    const pending = uniqueName('pending');
    await operatorAccount(none);
    await operatorAccount(levelOnly, true, { [SUBSCRIPTION_ATTRIBUTES.level]: 'pro' });
    await operatorAccount(pending, false);
    const healthy = await newGrower(stack);
    const before = await attrs(healthy.username);
    const grant = signUpGrant();

    const dry = await repair('--dry-run');
    expect(dry).toContain(
      `would set ${SUBSCRIPTION_ATTRIBUTES.level}=full, ${SUBSCRIPTION_ATTRIBUTES.expiry}=${grant.expiry} for ${none}`,
    );
    expect(dry).toContain(`would set ${SUBSCRIPTION_ATTRIBUTES.expiry}=${grant.expiry} for ${levelOnly}`);
    expect((await attrs(none))[SUBSCRIPTION_ATTRIBUTES.level]).toBeUndefined();

    const out = await repair();
    expect(out).toMatch(/2 repaired\./);
    expect(out).not.toContain(pending);
    expect(out).not.toContain(DEMO_ACCOUNTS.admin.username + '\n');
    expect(await attrs(none)).toMatchObject({
      [SUBSCRIPTION_ATTRIBUTES.level]: 'full',
      [SUBSCRIPTION_ATTRIBUTES.expiry]: grant.expiry,
    });
    expect(await attrs(levelOnly)).toMatchObject({
      [SUBSCRIPTION_ATTRIBUTES.level]: 'pro',
      [SUBSCRIPTION_ATTRIBUTES.expiry]: grant.expiry,
    });
    expect((await attrs(pending))[SUBSCRIPTION_ATTRIBUTES.level]).toBeUndefined();
    expect((await attrs(DEMO_ACCOUNTS.admin.username))[SUBSCRIPTION_ATTRIBUTES.level]).toBeUndefined();
    expect(await attrs(healthy.username)).toEqual(before);

    expect(await repair()).toMatch(/0 repaired\./);
  }, 120_000);

  it('refuses an unknown option without touching anything', async () => {
    await expect(repair('--force')).rejects.toMatchObject({ code: 2 });
  });
});

describe('repairOf', () => {
  const now = new Date('2026-11-25T00:00:00Z');
  it('repairs an unreadable expiry but keeps a set level; skips admins, unconfirmed and healthy accounts', () => {
    const broken = {
      userName: 'x',
      status: 'CONFIRMED',
      attributes: { [SUBSCRIPTION_ATTRIBUTES.level]: 'lite', [SUBSCRIPTION_ATTRIBUTES.expiry]: '31-02-2027' },
    };
    expect(repairOf(broken, false, now)).toEqual({
      userName: 'x',
      set: { [SUBSCRIPTION_ATTRIBUTES.expiry]: '26-11-2027' },
    });
    expect(repairOf(broken, true, now)).toBeUndefined();
    expect(repairOf({ ...broken, status: 'UNCONFIRMED' }, false, now)).toBeUndefined();
    expect(
      repairOf(
        {
          ...broken,
          attributes: { [SUBSCRIPTION_ATTRIBUTES.level]: 'lite', [SUBSCRIPTION_ATTRIBUTES.expiry]: '01-01-2027' },
        },
        false,
        now,
      ),
    ).toBeUndefined();
  });
});
