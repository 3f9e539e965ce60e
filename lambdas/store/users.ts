/** The user pool's accounts: read page by page (Cognito ListUsers), and attributes set by the server. */
import { AdminGetUserCommand, AdminUpdateUserAttributesCommand, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { env } from '../env';
import { cognitoClient } from './clients';

export interface PoolUser {
  userName: string;
  status: string | null;
  enabled: boolean;
  /** The account's attributes by name (email, custom:…). */
  attributes: Record<string, string>;
}

export async function listPoolUsers(): Promise<PoolUser[]> {
  const poolId = env().USER_POOL_ID;
  if (!poolId) throw new Error('USER_POOL_ID is not configured');
  const out: PoolUser[] = [];
  let token: string | undefined;
  do {
    const page = await cognitoClient().send(new ListUsersCommand({ UserPoolId: poolId, PaginationToken: token }));
    for (const u of page.Users ?? []) {
      const attributes: Record<string, string> = {};
      for (const a of u.Attributes ?? []) if (a.Name && a.Value !== undefined) attributes[a.Name] = a.Value;
      out.push({ userName: u.Username ?? '', status: u.UserStatus ?? null, enabled: u.Enabled ?? true, attributes });
    }
    token = page.PaginationToken;
  } while (token);
  return out;
}

/** Set attributes the app client may not write (the subscription), as the pool's administrator. */
export async function setUserAttributes(userPoolId: string, userName: string, attributes: Record<string, string>): Promise<void> {
  await cognitoClient().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: userPoolId,
      Username: userName,
      UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
    }),
  );
}

/** One account's attributes (e-mail, phone, subscription); undefined when there is no such user. */
export async function getPoolUser(userName: string): Promise<PoolUser | undefined> {
  const poolId = env().USER_POOL_ID;
  if (!poolId) throw new Error('USER_POOL_ID is not configured');
  try {
    const u = await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: poolId, Username: userName }));
    const attributes: Record<string, string> = {};
    for (const a of u.UserAttributes ?? []) if (a.Name && a.Value !== undefined) attributes[a.Name] = a.Value;
    return { userName: u.Username ?? userName, status: u.UserStatus ?? null, enabled: u.Enabled ?? true, attributes };
  } catch (err) {
    if ((err as { name?: string }).name === 'UserNotFoundException') return undefined;
    throw err;
  }
}
