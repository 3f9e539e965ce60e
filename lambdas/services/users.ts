/** Accounts in the user pool, as admins see them. */
import { SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { listPoolUsers } from '../store/users';

export interface UserSummary {
  userName: string;
  email: string | null;
  status: string | null;
  enabled: boolean;
  subscription: { type: string; expiredDate: string } | null;
}

export async function listUsers(): Promise<UserSummary[]> {
  return (await listPoolUsers()).map(({ userName, status, enabled, attributes }) => {
    const level = attributes[SUBSCRIPTION_ATTRIBUTES.level];
    const expiry = attributes[SUBSCRIPTION_ATTRIBUTES.expiry];
    return { userName, email: attributes.email ?? null, status, enabled, subscription: level && expiry ? { type: level, expiredDate: expiry } : null };
  });
}
