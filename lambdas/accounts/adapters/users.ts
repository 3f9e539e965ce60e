/** The user pool's accounts: read page by page (Cognito ListUsers), and attributes set by the server. */
import {
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  ListUsersCommand,
  ListUsersInGroupCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { env } from '../../platform/env';
import { cognitoClient } from '../../platform/aws/clients';

export interface PoolUser {
  userName: string;
  status: string | null;
  enabled: boolean;
  /** The account's attributes by name (email, custom:…). */
  attributes: Record<string, string>;
}

function poolId(): string {
  const id = env().USER_POOL_ID;
  if (!id) throw new Error('USER_POOL_ID is not configured');
  return id;
}

/** Attribute names come from the pool: kept in an object without a prototype all the same. */
function attributesOf(list: { Name?: string; Value?: string }[] | undefined): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  for (const a of list ?? []) if (a.Name && a.Value !== undefined) out[a.Name] = a.Value;
  return out;
}

export async function listPoolUsers(): Promise<PoolUser[]> {
  const out: PoolUser[] = [];
  let token: string | undefined;
  do {
    const page = await cognitoClient().send(new ListUsersCommand({ UserPoolId: poolId(), PaginationToken: token }));
    for (const u of page.Users ?? []) {
      out.push({
        userName: u.Username ?? '',
        status: u.UserStatus ?? null,
        enabled: u.Enabled ?? true,
        attributes: attributesOf(u.Attributes),
      });
    }
    token = page.PaginationToken;
  } while (token);
  return out;
}

/** One account, or undefined when the pool has no such user. */
export async function getPoolUser(userName: string): Promise<PoolUser | undefined> {
  try {
    const u = await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: poolId(), Username: userName }));
    if (!u.Username) return undefined;
    return {
      userName: u.Username,
      status: u.UserStatus ?? null,
      enabled: u.Enabled ?? true,
      attributes: attributesOf(u.UserAttributes),
    };
  } catch (err) {
    if (err instanceof UserNotFoundException || (err as { name?: string }).name === 'UserNotFoundException')
      return undefined;
    throw err;
  }
}

/** The user names of a group's members. */
export async function listGroupMembers(group: string): Promise<Set<string>> {
  const out = new Set<string>();
  let token: string | undefined;
  do {
    const page = await cognitoClient().send(
      new ListUsersInGroupCommand({ UserPoolId: poolId(), GroupName: group, NextToken: token }),
    );
    for (const u of page.Users ?? []) if (u.Username) out.add(u.Username);
    token = page.NextToken;
  } while (token);
  return out;
}

/** Set attributes the app client may not write (the subscription), as the pool's administrator. */
export async function setUserAttributes(
  userPoolId: string,
  userName: string,
  attributes: Record<string, string>,
): Promise<void> {
  await cognitoClient().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: userPoolId,
      Username: userName,
      UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
    }),
  );
}

/** One account's attributes by name, read from the pool (not from a token, which may be older). */
export async function getUserAttributes(userPoolId: string, userName: string): Promise<Record<string, string>> {
  const out = await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: userName }));
  const attributes: Record<string, string> = {};
  for (const a of out.UserAttributes ?? []) if (a.Name && a.Value !== undefined) attributes[a.Name] = a.Value;
  return attributes;
}

/** setUserAttributes on this stack's pool. */
export const setPoolUserAttributes = (userName: string, attributes: Record<string, string>) =>
  setUserAttributes(poolId(), userName, attributes);
