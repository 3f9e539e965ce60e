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
  GetUserAttributeVerificationCodeCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import {
  api,
  GOOD_PASSWORD,
  latestCode,
  logIn,
  newGrower,
  signUp,
  startTestStack,
  uniqueName,
  type TestStack,
} from '../support/local-stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

/** Written out independently of shared/subscription.ts: one year and one day ahead, dd-mm-yyyy (UTC calendar). */
function yearAndADayFrom(now: Date): string {
  const end = new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), now.getUTCDate() + 1));
  return (
    [end.getUTCDate(), end.getUTCMonth() + 1].map((n) => String(n).padStart(2, '0')).join('-') +
    `-${end.getUTCFullYear()}`
  );
}

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('sign up → confirm → log in → GET /api/me', () => {
  it('works end to end and the PostConfirmation trigger grants a full subscription for a year and a day', async () => {
    const before = yearAndADayFrom(new Date());
    const { username, tokens } = await newGrower(stack);
    const after = yearAndADayFrom(new Date());
    const claims = claimsOf(tokens.IdToken!);
    expect(claims['cognito:username']).toBe(username);
    expect(claims['custom:subscription_level']).toBe('full');
    expect(claims['custom:sub_expiry_date']).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    // (two candidates only when the test runs across midnight UTC)
    expect([before, after]).toContain(claims['custom:sub_expiry_date']);

    const me = await api(stack, 'GET', '/api/me', { token: tokens.IdToken });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      userName: username,
      group: 'user',
      groups: [],
      isAdmin: false,
      subscription: { type: 'full', expiredDate: claims['custom:sub_expiry_date'] },
      email: `${username}@example.com`,
      phone: null,
      address: null,
    });
  });

  it('an unconfirmed user cannot log in; a resent code confirms the account', async () => {
    const username = uniqueName();
    await signUp(stack, username);
    await expect(logIn(stack, username)).rejects.toMatchObject({ name: 'UserNotConfirmedException' });
    const first = await latestCode(stack, username, 'signup');
    await stack.cognito.send(
      new ResendConfirmationCodeCommand({ ClientId: stack.userPoolClientId, Username: username }),
    );
    const resent = await latestCode(stack, username, 'resend');
    expect(resent).toMatch(/^\d{6}$/);
    // the resent code replaces the first one
    if (first !== resent) {
      await expect(
        stack.cognito.send(
          new ConfirmSignUpCommand({ ClientId: stack.userPoolClientId, Username: username, ConfirmationCode: first }),
        ),
      ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    }
    await stack.cognito.send(
      new ConfirmSignUpCommand({ ClientId: stack.userPoolClientId, Username: username, ConfirmationCode: resent }),
    );
    await expect(logIn(stack, username)).resolves.toHaveProperty('IdToken');
    await expect(
      stack.cognito.send(new ResendConfirmationCodeCommand({ ClientId: stack.userPoolClientId, Username: username })),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
  });

  it('a wrong password is refused with Cognito’s message', async () => {
    const { username } = await newGrower(stack);
    await expect(logIn(stack, username, 'Wrong1234')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('never reveals whether a user name exists (the client’s preventUserExistenceErrors)', async () => {
    const nobody = uniqueName('nobody');
    await expect(logIn(stack, nobody)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    const forgot = await stack.cognito.send(
      new ForgotPasswordCommand({ ClientId: stack.userPoolClientId, Username: nobody }),
    );
    expect(forgot.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', AttributeName: 'email' });
    const resend = await stack.cognito.send(
      new ResendConfirmationCodeCommand({ ClientId: stack.userPoolClientId, Username: nobody }),
    );
    expect(resend.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL' });
    await expect(
      stack.cognito.send(
        new ConfirmSignUpCommand({ ClientId: stack.userPoolClientId, Username: nobody, ConfirmationCode: '123456' }),
      ),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    await expect(
      stack.cognito.send(
        new ConfirmForgotPasswordCommand({
          ClientId: stack.userPoolClientId,
          Username: nobody,
          ConfirmationCode: '123456',
          Password: GOOD_PASSWORD,
        }),
      ),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    // and nothing was mailed to nobody
    expect(
      ((await (await fetch(`${stack.url}/dev/mailbox?username=${nobody}`)).json()) as { messages: unknown[] }).messages,
    ).toEqual([]);
  });
});

describe('rules Cognito enforces (and cognito-local would not without our shims)', () => {
  it('refuses a password outside the policy, in Cognito’s words', async () => {
    for (const [weak, problem] of [
      ['short1A', 'Password not long enough'],
      ['ALLUPPER1', 'Password must have lowercase characters'],
      ['alllower1', 'Password must have uppercase characters'],
      ['NoDigitsHere', 'Password must have numeric characters'],
    ]) {
      await expect(signUp(stack, uniqueName(), weak)).rejects.toMatchObject({
        name: 'InvalidPasswordException',
        message: `Password did not conform with policy: ${problem}`,
      });
    }
  });

  it('refuses a username that breaks the username rule (PreSignUp trigger)', async () => {
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
        stack.cognito.send(
          new UpdateUserAttributesCommand({
            AccessToken: tokens.AccessToken,
            UserAttributes: [{ Name: name, Value: 'pro' }],
          }),
        ),
      ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    }
    // Only what the CDK client may write (email, phone, address): other attributes are refused too.
    await expect(
      stack.cognito.send(
        new UpdateUserAttributesCommand({
          AccessToken: tokens.AccessToken,
          UserAttributes: [{ Name: 'birthdate', Value: '01-01-2099' }],
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await stack.cognito.send(
      new UpdateUserAttributesCommand({
        AccessToken: tokens.AccessToken,
        UserAttributes: [{ Name: 'phone_number', Value: '+61400000000' }],
      }),
    );
    const user = await stack.cognito.send(new GetUserCommand({ AccessToken: tokens.AccessToken }));
    const attribute = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value;
    expect(attribute('custom:subscription_level')).toBe('full');
    expect(attribute('birthdate')).toBeUndefined();
    expect(attribute('phone_number')).toBe('+61400000000');
  });

  it('an email change sends a verification code to the mailbox, and the code verifies it', async () => {
    const { username, tokens } = await newGrower(stack);
    const newEmail = `${username}.new@example.com`;
    const out = await stack.cognito.send(
      new UpdateUserAttributesCommand({
        AccessToken: tokens.AccessToken,
        UserAttributes: [{ Name: 'email', Value: newEmail }],
      }),
    );
    expect(out.CodeDeliveryDetailsList?.[0]).toMatchObject({ AttributeName: 'email' });
    const code = await latestCode(stack, username, 'attribute');
    await expect(
      stack.cognito.send(
        new VerifyUserAttributeCommand({
          AccessToken: tokens.AccessToken,
          AttributeName: 'email',
          Code: code === '000000' ? '111111' : '000000',
        }),
      ),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    await stack.cognito.send(
      new VerifyUserAttributeCommand({ AccessToken: tokens.AccessToken, AttributeName: 'email', Code: code }),
    );
    const user = await stack.cognito.send(new GetUserCommand({ AccessToken: tokens.AccessToken }));
    expect(Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name, a.Value]))).toMatchObject({
      email: newEmail,
      email_verified: 'true',
    });

    // Asking again for a code (GetUserAttributeVerificationCode) lands in the mailbox as well.
    const count = (
      (await (await fetch(`${stack.url}/dev/mailbox?username=${username}`)).json()) as { messages: unknown[] }
    ).messages.length;
    await stack.cognito.send(
      new GetUserAttributeVerificationCodeCommand({ AccessToken: tokens.AccessToken, AttributeName: 'email' }),
    );
    const { messages } = (await (await fetch(`${stack.url}/dev/mailbox?username=${username}`)).json()) as {
      messages: { kind: string; email: string }[];
    };
    expect(messages).toHaveLength(count + 1);
    expect(messages[0]).toMatchObject({ kind: 'attribute', email: newEmail });
  });

  it('password reset: code by mail, policy enforced, new password works', async () => {
    const { username } = await newGrower(stack);
    await stack.cognito.send(new ForgotPasswordCommand({ ClientId: stack.userPoolClientId, Username: username }));
    const code = await latestCode(stack, username, 'forgot');
    await expect(
      stack.cognito.send(
        new ConfirmForgotPasswordCommand({
          ClientId: stack.userPoolClientId,
          Username: username,
          ConfirmationCode: code,
          Password: 'weak',
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    await stack.cognito.send(
      new ConfirmForgotPasswordCommand({
        ClientId: stack.userPoolClientId,
        Username: username,
        ConfirmationCode: code,
        Password: 'NewPassw0rd',
      }),
    );
    await expect(logIn(stack, username, 'NewPassw0rd')).resolves.toHaveProperty('IdToken');
    await expect(logIn(stack, username)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('change password follows the policy too', async () => {
    const { tokens } = await newGrower(stack);
    await expect(
      stack.cognito.send(
        new ChangePasswordCommand({
          AccessToken: tokens.AccessToken,
          PreviousPassword: GOOD_PASSWORD,
          ProposedPassword: 'nope',
        }),
      ),
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
    // Like Cognito without refresh-token rotation: new ID and access tokens, no new refresh token.
    expect(refreshed.AuthenticationResult!.AccessToken).toBeTruthy();
    expect(refreshed.AuthenticationResult!.RefreshToken).toBeUndefined();

    await stack.cognito.send(new GlobalSignOutCommand({ AccessToken: tokens.AccessToken }));
    await expect(
      stack.cognito.send(
        new GetTokensFromRefreshTokenCommand({ ClientId: stack.userPoolClientId, RefreshToken: tokens.RefreshToken }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(stack.cognito.send(new GlobalSignOutCommand({ AccessToken: 'not-a-token' }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });
});

describe('demo accounts and restarts', () => {
  it('seeds a subscribed grower and an admin; a restart keeps users, pool and client', async () => {
    const grower = claimsOf(
      (await logIn(stack, DEMO_ACCOUNTS.grower.username, DEMO_ACCOUNTS.grower.password)).IdToken!,
    );
    // The seed has the demo admin grant the demo grower Pro through the API, so its 12 sensors fit its plan.
    expect(grower['custom:subscription_level']).toBe('pro');
    const groups = await stack.cognito.send(
      new AdminListGroupsForUserCommand({ UserPoolId: stack.userPoolId, Username: DEMO_ACCOUNTS.admin.username }),
    );
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
