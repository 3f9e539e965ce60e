import { useCallback } from 'react';
import { DELAYS } from '@shared/constants';
import { profileToast } from '@shared/messages';
import { useToast } from '../../../components/toast';
import { failureReason } from '../api/failure-reason';

/** The profile's toasts: 'Update {field} was successful.' / 'Update {field} failed because {reason}.', for 3 s. */
export function useProfileToast() {
  const { notify } = useToast();
  return useCallback(
    (field: string, error?: unknown) =>
      notify({
        message:
          error === undefined
            ? profileToast(field, { ok: true })
            : profileToast(field, { ok: false, reason: failureReason(error) }),
        tone: error === undefined ? 'success' : 'error',
        durationMs: DELAYS.profileToast,
      }),
    [notify],
  );
}
