/**
 * Accounts against the real emulators: cognito-local (embedded, with our triggers and shims)
 * through the real AWS SDK, and the API through the local gateway.
 */
import {
  AdminListGroupsForUserCommand,
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { signUpGrant } from '../../shared/subscription';
import { api, GOOD_PASSWORD, latestCode, logIn, newGrower, signUp, startTestStack, uniqueName, type TestStack } from '../support/local-stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('sign up → confirm → log in → GET /api/me', () => {
  it('works end to end and the PostConfirmation trigger grants a full subscription for a year and a day', async () => {
    const before = signUpGrant(new Date()).expiry;
    const { username, tokens } = await newGrower(stack);
    const after = signUpGrant(new Date()).expiry;
    const claims = claimsOf(tokens.IdToken!);
    expect(claims['cognito:username']).toBe(username);
    expect(claims['custom:subscription_level']).toBe('full');
    expect([before, after]).toContain(claims['custom:sub_expiry_date']);

    const me = await api(stack, 'GET', '/api/me', { token: tokens.IdToken });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      userName: username,
      group: 'user',
      groups: [],
      isAdmin: false,
      subscription: { type: 'full', expiredDate: claims['custom:sub_expiry_date'] },
    });
  });

  it('an unconfirmed user cannot log in; a resent code confirms the account', async () => {
    const username = uniqueName();
    await signUp(stack, username);
    await expect(logIn(stack, username)).rejects.toMatchObject({ name: 'UserNotConfirmedException' });
    const first = await latestCode(stack, username, 'signup');
    await stack.cognito.send(new ResendConfirmationCodeCommand({ ClientId: stack.userPoolClientId, Username: username }));
    const resent = await latestCode(stack, username, 'resend');
    expect(resent).toMatch(/^\d{6}$/);
    // the resent code replaces the first one
    if (first !== resent) {
      await expect(
        stack.cognito.send(new ConfirmSignUpCommand({ ClientId: stack.userPoolClientId, Username: username, ConfirmationCode: first })),
      ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    }
    await stack.cognito.send(new ConfirmSignUpCommand({ ClientId: stack.userPoolClientId, Username: username, ConfirmationCode: resent }));
    await expect(logIn(stack, username)).resolves.toHaveProperty('IdToken');
    await expect(
      stack.cognito.send(new ResendConfirmationCodeCommand({ ClientId: stack.userPoolClientId, Username: username })),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
  });

  it('a wrong password is refused with Cognito’s message', async () => {
    const { username } = await newGrower(stack);
    await expect(logIn(stack, username, 'Wrong1234')).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });
});

describe('rules Cognito enforces (and cognito-local would not without our shims)', () => {
  it('refuses a password outside the policy of spec §5', async () => {
    for (const weak of ['short1A', 'alllower1', 'ALLUPPER1', 'NoDigitsHere']) {
      await expect(signUp(stack, uniqueName(), weak)).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    }
  });

  it('refuses a username that breaks the rule of spec §5 (PreSignUp trigger)', async () => {
    await expect(signUp(stack, '9lives')).rejects.toMatchObject({
      name: 'UserLambdaValidationException',
      message: expect.stringContaining('Minimum 3 characters, start with letters; do not include spaces'),
    });
  });

  it('the app client cannot write the subscription attributes, at sign-up or later', async () => {
    await expect(
      stack.cognito.send(
        new SignUpCommand({
          ClientId: stack.userPoolClientId,
          Username: uniqueName(),
          Password: GOOD_PASSWORD,
          UserAttributes: [
            { Name: 'email', Value: 'x@example.com' },
            { Name: 'custom:sub_expiry_date', Value: '01-01-2099' },
          ],
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const { tokens } = await newGrower(stack);
    for (const name of ['custom:subscription_level', 'custom:sub_expiry_date']) {
      await expect(
        stack.cognito.send(new UpdateUserAttributesCommand({ AccessToken: tokens.AccessToken, UserAttributes: [{ Name: name, Value: 'pro' }] })),
      ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    }
    const user = await stack.cognito.send(new GetUserCommand({ AccessToken: tokens.AccessToken }));
    expect(user.UserAttributes?.find((a) => a.Name === 'custom:subscription_level')?.Value).toBe('full');
  });

  it('password reset: code by mail, policy enforced, new password works', async () => {
    const { username } = await newGrower(stack);
    await stack.cognito.send(new ForgotPasswordCommand({ ClientId: stack.userPoolClientId, Username: username }));
    const code = await latestCode(stack, username, 'forgot');
    await expect(
      stack.cognito.send(new ConfirmForgotPasswordCommand({ ClientId: stack.userPoolClientId, Username: username, ConfirmationCode: code, Password: 'weak' })),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    await stack.cognito.send(
      new ConfirmForgotPasswordCommand({ ClientId: stack.userPoolClientId, Username: username, ConfirmationCode: code, Password: 'NewPassw0rd' }),
    );
    await expect(logIn(stack, username, 'NewPassw0rd')).resolves.toHaveProperty('IdToken');
    await expect(logIn(stack, username)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('change password follows the policy too', async () => {
    const { tokens } = await newGrower(stack);
    await expect(
      stack.cognito.send(new ChangePasswordCommand({ AccessToken: tokens.AccessToken, PreviousPassword: GOOD_PASSWORD, ProposedPassword: 'nope' })),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException' });
  });
});

describe('shims for what Amplify 6 calls and cognito-local lacks', () => {
  it('GetTokensFromRefreshToken refreshes; GlobalSignOut revokes the refresh token', async () => {
    const { username, tokens } = await newGrower(stack);
    const refreshed = await stack.cognito.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: stack.userPoolClientId, RefreshToken: tokens.RefreshToken }),
    );
    expect(claimsOf(refreshed.AuthenticationResult!.IdToken!)['cognito:username']).toBe(username);
    expect(refreshed.AuthenticationResult!.RefreshToken).toBe(tokens.RefreshToken);

    await stack.cognito.send(new GlobalSignOutCommand({ AccessToken: tokens.AccessToken }));
    await expect(
      stack.cognito.send(new GetTokensFromRefreshTokenCommand({ ClientId: stack.userPoolClientId, RefreshToken: tokens.RefreshToken })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(stack.cognito.send(new GlobalSignOutCommand({ AccessToken: 'not-a-token' }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });
});

describe('demo accounts and restarts', () => {
  it('seeds a subscribed grower and an admin; a restart keeps users, pool and client', async () => {
    const grower = claimsOf((await logIn(stack, DEMO_ACCOUNTS.grower.username, DEMO_ACCOUNTS.grower.password)).IdToken!);
    expect(grower['custom:subscription_level']).toBe('full');
    const groups = await stack.cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: stack.userPoolId, Username: DEMO_ACCOUNTS.admin.username }));
    expect(groups.Groups?.map((g) => g.GroupName)).toEqual(['admin']);

    const { username } = await newGrower(stack);
    const ids = { pool: stack.userPoolId, client: stack.userPoolClientId };
    await stack.close(true);
    stack = await startTestStack({ dataDir: stack.dataDir });
    expect({ pool: stack.userPoolId, client: stack.userPoolClientId }).toEqual(ids);
    expect(stack.seeded).toEqual([]);
    const tokens = await logIn(stack, username);
    expect((await api(stack, 'GET', '/api/me', { token: tokens.IdToken })).status).toBe(200);
  });

  it('refuses a second stack on the same data directory', async () => {
    await expect(startTestStack({ dataDir: stack.dataDir })).rejects.toThrow(/Another local stack/);
  });
});
