import { useAuth } from '../../../lib/auth/auth-provider';

/** The signed-in user's name (the API checks it against the token; it never trusts it). */
export function useUserName(): string {
  return useAuth().auth.userName ?? '';
}
