import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DELAYS } from '@shared/constants';
import { resetConfirmSchema } from '@shared/validation/identity';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { identityErrorMessage, useIdentityClient } from '../api/identity-client';
import { DevMailboxHint } from './dev-mailbox-hint';
import { errorBanner, visibleError } from './form-errors';
import { useT } from '../../../lib/i18n/use-t';

type ResetConfirmInput = z.infer<typeof resetConfirmSchema>;

interface ResetPasswordModalProps {
  open: boolean;
  username: string;
  onDone: () => void;
  onClose: () => void;
}

/** The code + new password + confirm modal of the reset flow; 'New password confirmed. Please login.' then 2 s. */
export function ResetPasswordModal({ open, username, onDone, onClose }: ResetPasswordModalProps) {
  const identity = useIdentityClient();
  const t = useT();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);
  const codeRef = useRef<HTMLInputElement | null>(null);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  const form = useForm<ResetConfirmInput>({
    resolver: zodResolver(resetConfirmSchema),
    mode: 'onChange',
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!open) return;
    setDone(false);
    setError(null);
    setResent(false);
    form.reset({ code: '', password: '', confirmPassword: '' });
  }, [open, form]);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => onDoneRef.current(), DELAYS.resetReturn);
    return () => window.clearTimeout(timer);
  }, [done]);

  useEffect(() => {
    if (!resent) return;
    const timer = window.setTimeout(() => setResent(false), DELAYS.resendNoteVisible);
    return () => window.clearTimeout(timer);
  }, [resent]);

  const submit = form.handleSubmit(async ({ code, password }) => {
    setError(null);
    try {
      await identity.confirmPasswordReset(username, code.trim(), password);
      setDone(true);
    } catch (err) {
      setError(errorBanner(t, identityErrorMessage(err)));
    }
  });

  const resend = async () => {
    setError(null);
    setResending(true);
    try {
      await identity.requestPasswordReset(username);
      setResent(true);
    } catch (err) {
      setError(errorBanner(t, identityErrorMessage(err)));
    } finally {
      setResending(false);
    }
  };

  const { ref: registerCodeRef, ...codeField } = form.register('code');
  const { isSubmitting, isValid } = form.formState;

  return (
    <Modal
      open={open}
      title={t('auth.chooseNewPassword')}
      onClose={onClose}
      initialFocusRef={codeRef}
      footer={
        <>
          <Button variant="secondary" onClick={resend} loading={resending} disabled={done || isSubmitting}>
            {t('auth.sendNewCode')}
          </Button>
          <Button
            type="submit"
            form="reset-password-form"
            loading={isSubmitting}
            disabled={done || !isValid || resending}
          >
            {t('auth.setNewPassword')}
          </Button>
        </>
      }
    >
      {done ? (
        <Banner tone="success">{t('auth.resetDone')}</Banner>
      ) : (
        <Banner tone="info">{resent ? t('auth.resetCodeSent') : t('auth.enterResetCode', { username })}</Banner>
      )}
      {error ? (
        <Banner tone="error" className="identity-error">
          {error}
        </Banner>
      ) : null}
      <form id="reset-password-form" onSubmit={submit} noValidate>
        <TextField
          label={t('auth.verificationCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          readOnly={done}
          error={visibleError(form.formState, 'code', t)}
          {...codeField}
          ref={(el) => {
            registerCodeRef(el);
            codeRef.current = el;
          }}
        />
        <TextField
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          revealable
          readOnly={done}
          error={visibleError(form.formState, 'password', t)}
          {...form.register('password', { deps: ['confirmPassword'] })}
        />
        <TextField
          label={t('auth.confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          revealable
          readOnly={done}
          error={visibleError(form.formState, 'confirmPassword', t)}
          {...form.register('confirmPassword')}
        />
      </form>
      <DevMailboxHint username={username} />
    </Modal>
  );
}
