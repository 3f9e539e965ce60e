import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { identityErrorBanner } from '@shared/messages';
import { loginSchema, type LoginInput } from '@shared/validation/identity';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useAuth } from '../../../lib/auth/auth-provider';
import { identityErrorMessage, useIdentityClient } from '../api/identity-client';
import { ConfirmAccountModal } from './confirm-account-modal';
import { visibleError } from './form-errors';

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
      setError(identityErrorBanner(identityErrorMessage(err)));
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
        Welcome back
      </h1>
      <p className="login-panel__lead">Log in to see your fields, sensors and irrigation advice.</p>
      {notice ? <Banner tone="success">{notice}</Banner> : null}
      {error ? (
        <Banner tone="error" className="identity-error">
          {error}
        </Banner>
      ) : null}
      <form onSubmit={form.handleSubmit(attempt)} noValidate>
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={visibleError(form.formState, 'username')}
          {...form.register('username')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          revealable
          error={visibleError(form.formState, 'password')}
          {...form.register('password')}
        />
        <div className="login-panel__row">
          <Button variant="link" onClick={onShowReset}>
            Forgot your password?
          </Button>
        </div>
        <Button type="submit" block size="lg" loading={isSubmitting || retrying}>
          Log in
        </Button>
      </form>
      <p className="login-panel__switch">
        New to Fieldwise?{' '}
        <Button variant="link" onClick={onShowSignUp}>
          Create an account
        </Button>
      </p>
      <ConfirmAccountModal
        open={confirming !== null}
        username={confirming ?? ''}
        intro="Your account is not confirmed yet. Enter the verification code we emailed you, and we will log you in."
        returnDelayMs={0}
        onConfirmed={retryAfterConfirmation}
        onClose={() => setConfirming(null)}
      />
    </section>
  );
}
