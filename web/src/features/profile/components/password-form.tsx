import { useState, type FormEvent } from 'react';
import { canChangePassword, passwordChangeErrors, type PasswordChangeInput } from '@shared/profile/rules';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useUpdateProfile } from '../../../api/accounts';
import { useT } from '../../../lib/i18n/use-t';
import { ruleText } from './rule-text';
import { useProfileToast } from './use-profile-toast';

const EMPTY: PasswordChangeInput = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Old, new and confirm password; Change Password is enabled only when every rule passes. */
export function PasswordForm() {
  const [input, setInput] = useState<PasswordChangeInput>(EMPTY);
  const update = useUpdateProfile();
  const toast = useProfileToast();
  const t = useT();
  const errors = passwordChangeErrors(input);
  const set = (key: keyof PasswordChangeInput) => (e: { target: { value: string } }) =>
    setInput((v) => ({ ...v, [key]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canChangePassword(input)) return;
    update.mutate(
      { field: 'password', oldPassword: input.oldPassword, newPassword: input.newPassword },
      {
        onSuccess: () => {
          setInput(EMPTY);
          toast('password');
        },
        onError: (err) => toast('password', err),
      },
    );
  };

  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      <TextField
        label={t('profile.oldPassword')}
        type="password"
        revealable
        autoComplete="current-password"
        value={input.oldPassword}
        error={ruleText(t, errors.oldPassword)}
        onChange={set('oldPassword')}
      />
      <TextField
        label={t('profile.newPassword')}
        type="password"
        revealable
        autoComplete="new-password"
        value={input.newPassword}
        error={ruleText(t, errors.newPassword)}
        onChange={set('newPassword')}
      />
      <TextField
        label={t('profile.confirmPassword')}
        type="password"
        revealable
        autoComplete="new-password"
        value={input.confirmPassword}
        error={ruleText(t, errors.confirmPassword)}
        onChange={set('confirmPassword')}
      />
      <div className="profile-form__actions">
        <Button type="submit" loading={update.isPending} disabled={!canChangePassword(input)}>
          {t('profile.changePassword')}
        </Button>
      </div>
    </form>
  );
}
