/** Accounts in the user pool, as admins see them. */
import { ListUsersCommand, type UserType } from '@aws-sdk/client-cognito-identity-provider';
import { SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { cognitoClient } from '../store/clients';
import { env } from '../env';

export interface UserSummary {
  userName: string;
  email: string | null;
  status: string | null;
  enabled: boolean;
  subscription: { type: string; expiredDate: string } | null;
}

function attr(user: UserType, name: string): string | undefined {
  return user.Attributes?.find((a) => a.Name === name)?.Value;
}

export async function listUsers(): Promise<UserSummary[]> {
  const poolId = env().USER_POOL_ID;
  if (!poolId) throw new Error('USER_POOL_ID is not configured');
  const out: UserSummary[] = [];
  let token: string | undefined;
  do {
    const page = await cognitoClient().send(new ListUsersCommand({ UserPoolId: poolId, PaginationToken: token }));
    for (const u of page.Users ?? []) {
      const level = attr(u, SUBSCRIPTION_ATTRIBUTES.level);
      const expiry = attr(u, SUBSCRIPTION_ATTRIBUTES.expiry);
      out.push({
        userName: u.Username ?? '',
        email: attr(u, 'email') ?? null,
        status: u.UserStatus ?? null,
        enabled: u.Enabled ?? true,
        subscription: level && expiry ? { type: level, expiredDate: expiry } : null,
      });
    }
    token = page.PaginationToken;
  } while (token);
  return out;
}
