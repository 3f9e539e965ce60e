import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DELAYS } from '@shared/constants';
import { signUpSchema, type SignUpInput } from '@shared/validation/identity';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { identityErrorMessage, useIdentityClient } from '../api/identity-client';
import { ConfirmAccountModal } from './confirm-account-modal';
import { errorBanner, visibleError } from './form-errors';
import { useT } from '../../../lib/i18n/use-t';

interface SignUpPanelProps {
  onShowLogin: () => void;
  /** After the account is confirmed (and 1.5 s of 'Account Verified.'): back to login, name filled in. */
  onConfirmed: (username: string) => void;
}

/**
 * Sign up: form → on success the confirm modal → after confirmation, 1.5 s, then the
 * login panel. Every rule and message comes from shared/validation; submit stays disabled until
 * all four fields are valid.
 */
export function SignUpPanel({ onShowLogin, onConfirmed }: SignUpPanelProps) {
  const identity = useIdentityClient();
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [registered, setRegistered] = useState<string | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    mode: 'onChange',
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });
  const { isSubmitting, isValid } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setError(null);
    try {
      await identity.signUp({ username: input.username, email: input.email, password: input.password });
      setRegistered(input.username);
      setModalOpen(true);
    } catch (err) {
      setError(errorBanner(t, identityErrorMessage(err)));
    }
  });

  return (
    <section className="login-panel" aria-labelledby="signup-title">
      <h1 id="signup-title" className="login-panel__title">
        {t('auth.createYourAccount')}
      </h1>
      <p className="login-panel__lead">{t('auth.signUpLead')}</p>
      {registered ? <Banner tone="success">{t('auth.signUpSuccess')}</Banner> : null}
      {error ? (
        <Banner tone="error" className="identity-error">
          {error}
        </Banner>
      ) : null}
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('auth.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={visibleError(form.formState, 'username', t)}
          {...form.register('username')}
        />
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          error={visibleError(form.formState, 'email', t)}
          {...form.register('email')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          revealable
          error={visibleError(form.formState, 'password', t)}
          {...form.register('password', { deps: ['confirmPassword'] })}
        />
        <TextField
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          revealable
          error={visibleError(form.formState, 'confirmPassword', t)}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" block size="lg" loading={isSubmitting} disabled={!isValid}>
          {t('auth.signUp')}
        </Button>
      </form>
      <p className="login-panel__switch">
        {t('auth.haveAccount')}{' '}
        <Button variant="link" onClick={onShowLogin}>
          {t('auth.logIn')}
        </Button>
      </p>
      {registered ? (
        <>
          <p className="login-panel__switch">
            {t('auth.closedConfirmation')}{' '}
            <Button variant="link" onClick={() => setModalOpen(true)}>
              {t('auth.enterCode')}
            </Button>
          </p>
          <ConfirmAccountModal
            open={modalOpen}
            username={registered}
            intro={t('auth.signUpSuccess')}
            introTone="success"
            returnDelayMs={DELAYS.signUpReturn}
            onConfirmed={() => {
              setModalOpen(false);
              onConfirmed(registered);
            }}
            onClose={() => setModalOpen(false)}
          />
        </>
      ) : null}
    </section>
  );
}
