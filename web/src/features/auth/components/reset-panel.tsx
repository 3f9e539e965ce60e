import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { resetRequestSchema } from '@shared/validation/identity';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { identityErrorMessage, useIdentityClient } from '../api/identity-client';
import { errorBanner, visibleError } from './form-errors';
import { ResetPasswordModal } from './reset-password-modal';
import { useT } from '../../../lib/i18n/use-t';

interface ResetPanelProps {
  onShowLogin: () => void;
  /** After the new password is confirmed, and 2 s later. */
  onDone: (username: string) => void;
}

/** Password reset: send code → modal with code and new password → after 2 s, login. */
export function ResetPanel({ onShowLogin, onDone }: ResetPanelProps) {
  const identity = useIdentityClient();
  const t = useT();
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
      setError(errorBanner(t, identityErrorMessage(err)));
    }
  };

  return (
    <section className="login-panel" aria-labelledby="reset-title">
      <h1 id="reset-title" className="login-panel__title">
        {t('auth.resetYourPassword')}
      </h1>
      <p className="login-panel__lead">{t('auth.resetLead')}</p>
      {sentTo ? <Banner tone="success">{t('auth.resetCodeSent')}</Banner> : null}
      {error ? (
        <Banner tone="error" className="identity-error">
          {error}
        </Banner>
      ) : null}
      <form onSubmit={form.handleSubmit(({ username }) => sendCode(username.trim()))} noValidate>
        <TextField
          label={t('auth.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={visibleError(form.formState, 'username', t)}
          {...form.register('username')}
        />
        <Button type="submit" block size="lg" loading={form.formState.isSubmitting}>
          {t('auth.sendCode')}
        </Button>
      </form>
      <p className="login-panel__switch">
        {t('auth.rememberedIt')}{' '}
        <Button variant="link" onClick={onShowLogin}>
          {t('auth.backToLogin')}
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
