import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { useConfirmEmail } from '../api/confirm-email';
import { useToast } from '../../../components/toast';
import { DELAYS } from '@shared/constants';
import { useT } from '../../../lib/i18n/use-t';

/** 'Confirm Your Updated Email': the code sent to the new address; errors inline in red. */
export function EmailCodeDialog({
  email,
  onClose,
  onVerified,
}: {
  email: string | null;
  onClose: () => void;
  onVerified: () => void;
}) {
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const confirm = useConfirmEmail();
  const { notify } = useToast();
  const t = useT();
  const missing = !code.trim();

  const close = () => {
    setCode('');
    setTouched(false);
    confirm.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setTouched(true);
    if (missing) return;
    confirm.mutate(code, {
      onSuccess: () => {
        notify({ message: t('profile.updateSuccessful'), tone: 'success', durationMs: DELAYS.profileToast });
        setCode('');
        setTouched(false);
        confirm.reset();
        onVerified();
      },
    });
  };

  return (
    <Modal
      open={email !== null}
      title={t('profile.confirmEmailTitle')}
      onClose={close}
      size="sm"
      description={t('profile.confirmEmailText', { email: email ?? '' })}
    >
      <form onSubmit={submit} noValidate className="profile-form">
        {confirm.isError ? <Banner tone="error">{confirm.error.message || t('profile.codeNotVerified')}</Banner> : null}
        <TextField
          label={t('profile.codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          value={code}
          error={touched && missing ? t('auth.ruleCodeRequired') : undefined}
          onChange={(e) => setCode(e.target.value)}
        />
        <div className="profile-form__actions">
          <Button variant="secondary" onClick={close}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" loading={confirm.isPending}>
            {t('profile.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
