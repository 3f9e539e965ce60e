import { useCallback } from 'react';
import { DELAYS } from '@shared/constants';
import type { MessageKey } from '@shared/i18n/catalogue';
import { useToast } from '../../../components/toast';
import { useT } from '../../../lib/i18n/use-t';
import { failureReason } from '../api/failure-reason';

export type ProfileField = 'phone' | 'address' | 'email' | 'password';

const FIELD_KEYS: Record<ProfileField, MessageKey> = {
  phone: 'profile.fieldPhone',
  address: 'profile.fieldAddress',
  email: 'profile.fieldEmail',
  password: 'profile.fieldPassword',
};

/**
 * The profile's toasts: 'Update {field} was successful.' / 'Update {field} failed because {reason}.',
 * for 3 s. The reason is the server's (English) message, shown as it came.
 */
export function useProfileToast() {
  const { notify } = useToast();
  const t = useT();
  return useCallback(
    (field: ProfileField, error?: unknown) => {
      const name = t(FIELD_KEYS[field]);
      notify({
        message:
          error === undefined
            ? t('profile.toastOk', { field: name })
            : t('profile.toastFailed', {
                field: name,
                reason: failureReason(error, t('profile.somethingWrong')).replace(/\.+$/, ''),
              }),
        tone: error === undefined ? 'success' : 'error',
        durationMs: DELAYS.profileToast,
      });
    },
    [notify, t],
  );
}
