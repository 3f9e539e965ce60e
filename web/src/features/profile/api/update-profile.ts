/**
 * PUT /api/user/profile: one change per request. The email and password changes carry the
 * user's own access token (Cognito makes the user authorise those); the server checks it is theirs.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileField } from '@shared/profile/rules';
import { apiRequest } from '../../../lib/api-client';
import { currentAccessToken } from '../../../lib/auth/session';

export type ProfileChange =
  | { field: 'phone'; phone: string }
  | { field: 'address'; address: string }
  | { field: 'email'; email: string }
  | { field: 'password'; oldPassword: string; newPassword: string };

export interface ProfileUpdated {
  field: ProfileField;
  emailCodeSent?: boolean;
}

async function accessToken(): Promise<string> {
  const token = await currentAccessToken();
  if (!token) throw new Error('your session has ended; please sign in again');
  return token;
}

export async function updateProfile(change: ProfileChange): Promise<ProfileUpdated> {
  const { field: _field, ...body } = change;
  const needsToken = change.field === 'email' || change.field === 'password';
  const json = needsToken ? { ...body, accessToken: await accessToken() } : body;
  return apiRequest<ProfileUpdated>('/api/user/profile', { method: 'PUT', json });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
