import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { loginSchema, type LoginInput } from '@shared/validation/identity';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useAuth } from '../../../lib/auth/auth-provider';
import { identityErrorMessage, useIdentityClient } from '../api/identity-client';
import { ConfirmAccountModal } from './confirm-account-modal';
import { errorBanner, visibleError } from './form-errors';
import { useT } from '../../../lib/i18n/use-t';

interface LoginPanelProps {
  defaultUsername?: string;
  /** A message to greet with (e.g. after a password reset). */
  notice?: string;
  onShowSignUp: () => void;
  onShowReset: () => void;
}

/**
 * Login: request, then success or failure. An unconfirmed account opens the confirm
 * modal; once confirmed, the same credentials are tried again. Success updates the auth state and
 * the login screen sends the user back where they came from.
 */
export function LoginPanel({ defaultUsername = '', notice, onShowSignUp, onShowReset }: LoginPanelProps) {
  const identity = useIdentityClient();
  const t = useT();
  const { completeSignIn } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const credentials = useRef<LoginInput | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: defaultUsername, password: '' },
  });
  const { isSubmitting } = form.formState;
  const [retrying, setRetrying] = useState(false);

  // Back from sign-up or reset with the name filled in: the password is what is left to type.
  useEffect(() => {
    if (defaultUsername) form.setFocus('password');
  }, [defaultUsername, form]);

  const attempt = async (input: LoginInput) => {
    setError(null);
    credentials.current = input;
    try {
      const outcome = await identity.signIn(input.username, input.password);
      if (outcome.kind === 'unconfirmed') {
        setConfirming(input.username);
        return;
      }
      await completeSignIn();
    } catch (err) {
      setError(errorBanner(t, identityErrorMessage(err)));
    }
  };

  const retryAfterConfirmation = async () => {
    setConfirming(null);
    if (!credentials.current) return;
    setRetrying(true);
    try {
      await attempt(credentials.current);
    } finally {
      setRetrying(false);
    }
  };

  return (
    <section className="login-panel" aria-labelledby="login-title">
      <h1 id="login-title" className="login-panel__title">
        {t('auth.welcomeBack')}
      </h1>
      <p className="login-panel__lead">{t('auth.loginLead')}</p>
      {notice ? <Banner tone="success">{notice}</Banner> : null}
      {error ? (
        <Banner tone="error" className="identity-error">
          {error}
        </Banner>
      ) : null}
      <form onSubmit={form.handleSubmit(attempt)} noValidate>
        <TextField
          label={t('auth.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={visibleError(form.formState, 'username', t)}
          {...form.register('username')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          revealable
          error={visibleError(form.formState, 'password', t)}
          {...form.register('password')}
        />
        <div className="login-panel__row">
          <Button variant="link" onClick={onShowReset}>
            {t('auth.forgotPassword')}
          </Button>
        </div>
        <Button type="submit" block size="lg" loading={isSubmitting || retrying}>
          {t('auth.logIn')}
        </Button>
      </form>
      <p className="login-panel__switch">
        {t('auth.newToProduct')}{' '}
        <Button variant="link" onClick={onShowSignUp}>
          {t('auth.createAccount')}
        </Button>
      </p>
      <ConfirmAccountModal
        open={confirming !== null}
        username={confirming ?? ''}
        intro={t('auth.notConfirmedIntro')}
        returnDelayMs={0}
        onConfirmed={retryAfterConfirmation}
        onClose={() => setConfirming(null)}
      />
    </section>
  );
}
