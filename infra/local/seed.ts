/**
 * Seeds the demo accounts through the Cognito admin API, as an operator would: idempotent, so
 * every start can run it. The demo grower's subscription is renewed when it has run out, so the
 * demo keeps working on a machine that keeps its .data/ for more than a year; the agronomist's
 * plan has lapsed (they advise the demo farm without one of their own).
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP, SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { isSubscriptionValid, signUpGrant } from '@shared/subscription';
import { LOCAL_REGION } from './cognito';
import { DEMO_ACCOUNTS } from './demo-accounts';
import type { LocalCredentials } from './local-secrets';

export async function seedDemoAccounts(
  endpoint: string,
  userPoolId: string,
  credentials: LocalCredentials,
): Promise<string[]> {
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: LOCAL_REGION,
    credentials,
    maxAttempts: 1,
  });
  const created: string[] = [];
  try {
    for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
      let attributes: Record<string, string> | undefined;
      try {
        const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: account.username }));
        attributes = Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name ?? '', a.Value ?? '']));
      } catch (err) {
        if (!(err instanceof UserNotFoundException)) throw err;
      }
      if (!attributes) {
        await client.send(
          new AdminCreateUserCommand({
            UserPoolId: userPoolId,
            Username: account.username,
            MessageAction: 'SUPPRESS',
            TemporaryPassword: account.password,
            UserAttributes: [
              { Name: 'email', Value: account.email },
              { Name: 'email_verified', Value: 'true' },
            ],
          }),
        );
        await client.send(
          new AdminSetUserPasswordCommand({
            UserPoolId: userPoolId,
            Username: account.username,
            Password: account.password,
            Permanent: true,
          }),
        );
        created.push(account.username);
      }
      // Every start (adding a member twice is a no-op): the demo admin stays an admin.
      if (role === 'admin') {
        await client.send(
          new AdminAddUserToGroupCommand({
            UserPoolId: userPoolId,
            Username: account.username,
            GroupName: ADMIN_GROUP,
          }),
        );
      }
      const current = attributes && {
        type: attributes[SUBSCRIPTION_ATTRIBUTES.level] ?? '',
        expiredDate: attributes[SUBSCRIPTION_ATTRIBUTES.expiry] ?? '',
      };
      const setPlan = (plan: { level: string; expiry: string }) =>
        client.send(
          new AdminUpdateUserAttributesCommand({
            UserPoolId: userPoolId,
            Username: account.username,
            UserAttributes: [
              { Name: SUBSCRIPTION_ATTRIBUTES.level, Value: plan.level },
              { Name: SUBSCRIPTION_ATTRIBUTES.expiry, Value: plan.expiry },
            ],
          }),
        );
      if (role === 'grower' && !isSubscriptionValid(current, { utc: true })) await setPlan(signUpGrant());
      // The agronomist's own plan ran out a year ago: a member needs none to advise a client's farm.
      // A lapsed plan, not none: an account with no plan at all is one whose sign-up grant failed,
      // which `npm run repair:subscriptions` would mend.
      if (role === 'agronomist' && !attributes?.[SUBSCRIPTION_ATTRIBUTES.level])
        await setPlan(signUpGrant(new Date(Date.now() - 2 * 365 * 86_400_000)));
    }
  } finally {
    client.destroy();
  }
  return created;
}
