import { useState, type FormEvent } from 'react';
import { identityMessages } from '@shared/messages';
import { useT } from '../../../lib/i18n/use-t';
import { emailError } from '@shared/profile/rules';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { isEmailAvailable, useUpdateProfile } from '../../../api/accounts';
import { EmailCodeDialog } from './email-code-dialog';
import { ruleText } from './rule-text';
import { useProfileToast } from './use-profile-toast';

/**
 * An email change: the address is checked (valid, new, free), the change is requested, and the
 * code Cognito sends to the new address is asked for in 'Confirm Your Updated Email'.
 */
export function EmailForm({ current }: { current: string | null }) {
  const [value, setValue] = useState('');
  const [taken, setTaken] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [dialogFor, setDialogFor] = useState<string | null>(null);
  const update = useUpdateProfile();
  const toast = useProfileToast();
  const t = useT();
  const error = ruleText(
    t,
    taken === value.trim() && value.trim() ? identityMessages.emailTaken : emailError(value, current),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const email = value.trim();
    if (!email || emailError(email, current)) return;
    setChecking(true);
    try {
      if (!(await isEmailAvailable(email))) {
        setTaken(email);
        toast('email', new Error(t('auth.ruleEmailTaken')));
        return;
      }
    } catch (err) {
      toast('email', err);
      return;
    } finally {
      setChecking(false);
    }
    update.mutate(
      { field: 'email', email },
      {
        onSuccess: () => setDialogFor(email),
        onError: (err) => toast('email', err),
      },
    );
  };

  return (
    <>
      <form className="profile-form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="profile-form__current">
          {t.rich('profile.currentEmail', {
            email: current ?? t('profile.currentEmailNone'),
            b: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
        <TextField
          label={t('profile.newEmail')}
          type="email"
          autoComplete="email"
          value={value}
          error={error}
          onChange={(e) => setValue(e.target.value)}
        />
        <div className="profile-form__actions">
          <Button type="submit" loading={checking || update.isPending} disabled={!value.trim() || Boolean(error)}>
            {t('profile.changeEmail')}
          </Button>
        </div>
      </form>
      <EmailCodeDialog
        email={dialogFor}
        onClose={() => setDialogFor(null)}
        onVerified={() => {
          setDialogFor(null);
          setValue('');
        }}
      />
    </>
  );
}
