/**
 * accounts: who the caller is (GET /api/me) and their profile's changes (PUT /api/user/profile,
 * POST /api/cognito/verify-email).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contract } from '@shared/contract';
import { currentAccessToken } from '../lib/auth/session';
import { call, type CallAnswer } from './client';
import { invalidateResources } from './resources';

export const accountKeys = {
  all: ['accounts'] as const,
  me: () => ['accounts', 'me'] as const,
};

export type Me = CallAnswer<Contract['getMe']>;

export const meQuery = () =>
  queryOptions({ queryKey: accountKeys.me(), queryFn: ({ signal }) => call('getMe', { signal }) });

export const useMe = () => useQuery(meQuery());

/** The phone SMS alerts go to; null when there is none (a blank one included). */
export const smsPhoneOf = (me: Pick<Me, 'phone'>): string | null => me.phone?.trim() || null;

/** The grower's phone for SMS, from the same query the profile reads. */
export const useMyPhone = () => useQuery({ ...meQuery(), select: smsPhoneOf });

/** One change of the profile, as its forms make it. */
export type ProfileChange =
  | { field: 'phone'; phone: string }
  | { field: 'address'; address: string }
  | { field: 'email'; email: string }
  | { field: 'password'; oldPassword: string; newPassword: string };

async function accessToken(): Promise<string> {
  const token = await currentAccessToken();
  if (!token) throw new Error('your session has ended; please sign in again');
  return token;
}

/**
 * One change per request. The email and password changes carry the user's own access token
 * (Cognito makes the user authorise those); the server checks it is theirs.
 */
export async function updateProfile(change: ProfileChange) {
  switch (change.field) {
    case 'phone':
      return call('updateProfile', { body: { phone: change.phone } });
    case 'address':
      return call('updateProfile', { body: { address: change.address } });
    case 'email':
      return call('updateProfile', { body: { email: change.email, accessToken: await accessToken() } });
    case 'password': {
      const { oldPassword, newPassword } = change;
      return call('updateProfile', { body: { oldPassword, newPassword, accessToken: await accessToken() } });
    }
  }
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The phone also decides whether SMS alerts can be chosen.
    onSettled: () => invalidateResources(client, ['accounts', 'alert-preferences']),
  });
}

/** Is this address free for the caller? The server answers the text 'true' when it is. */
export async function isEmailAvailable(email: string): Promise<boolean> {
  const AccessToken = (await currentAccessToken()) ?? undefined;
  const answer = await call('verifyEmail', { body: { email, ...(AccessToken ? { AccessToken } : {}) } });
  return answer.trim() === 'true';
}
