/**
 * The code Cognito sent to the new address, checked by the identity provider itself (Amplify's
 * confirmUserAttribute: VerifyUserAttribute with the user's access token). Then the profile is
 * read again and the session refreshed, so the new address shows everywhere.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmUserAttribute } from 'aws-amplify/auth';
import { accountKeys } from '../../../api/accounts';
import { useAuth } from '../../../lib/auth/auth-provider';

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: (code: string) => confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code.trim() }),
    onSuccess: async () => {
      await refresh().catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}
