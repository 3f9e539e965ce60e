import { useState, type FormEvent } from 'react';
import { identityMessages, profileMessages } from '@shared/messages';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { useConfirmEmail } from '../api/confirm-email';
import { useToast } from '../../../components/toast';
import { DELAYS } from '@shared/constants';

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
        notify({ message: profileMessages.updateSuccessful, tone: 'success', durationMs: DELAYS.profileToast });
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
      title="Confirm Your Updated Email"
      onClose={close}
      size="sm"
      description={<>We sent a verification code to {email}. Enter it to confirm the new address.</>}
    >
      <form onSubmit={submit} noValidate className="profile-form">
        {confirm.isError ? (
          <Banner tone="error">{confirm.error.message || 'The code could not be verified.'}</Banner>
        ) : null}
        <TextField
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          value={code}
          error={touched && missing ? identityMessages.codeRequired : undefined}
          onChange={(e) => setCode(e.target.value)}
        />
        <div className="profile-form__actions">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={confirm.isPending}>
            Confirm
          </Button>
        </div>
      </form>
    </Modal>
  );
}
