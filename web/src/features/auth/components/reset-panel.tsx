import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { identityErrorBanner, identityNotices } from '@shared/messages';
import { resetRequestSchema } from '@shared/validation/identity';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { identityErrorMessage, useIdentityClient } from '../api/identity-client';
import { visibleError } from './form-errors';
import { ResetPasswordModal } from './reset-password-modal';

interface ResetPanelProps {
  onShowLogin: () => void;
  /** After the new password is confirmed, and 2 s later. */
  onDone: (username: string) => void;
}

/** Password reset: send code → modal with code and new password → after 2 s, login. */
export function ResetPanel({ onShowLogin, onDone }: ResetPanelProps) {
  const identity = useIdentityClient();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const form = useForm<{ username: string }>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { username: '' },
  });

  const sendCode = async (username: string) => {
    setError(null);
    try {
      await identity.requestPasswordReset(username);
      setSentTo(username);
      setModalOpen(true);
    } catch (err) {
      setError(identityErrorBanner(identityErrorMessage(err)));
    }
  };

  return (
    <section className="login-panel" aria-labelledby="reset-title">
      <h1 id="reset-title" className="login-panel__title">
        Reset your password
      </h1>
      <p className="login-panel__lead">Enter your username and we will email you a verification code.</p>
      {sentTo ? <Banner tone="success">{identityNotices.resetCodeSent}</Banner> : null}
      {error ? (
        <Banner tone="error" className="identity-error">
          {error}
        </Banner>
      ) : null}
      <form onSubmit={form.handleSubmit(({ username }) => sendCode(username.trim()))} noValidate>
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={visibleError(form.formState, 'username')}
          {...form.register('username')}
        />
        <Button type="submit" block size="lg" loading={form.formState.isSubmitting}>
          Send code
        </Button>
      </form>
      <p className="login-panel__switch">
        Remembered it?{' '}
        <Button variant="link" onClick={onShowLogin}>
          Back to login
        </Button>
      </p>
      {sentTo ? (
        <ResetPasswordModal
          open={modalOpen}
          username={sentTo}
          onDone={() => {
            setModalOpen(false);
            onDone(sentTo);
          }}
          onClose={() => setModalOpen(false)}
        />
      ) : null}
    </section>
  );
}
