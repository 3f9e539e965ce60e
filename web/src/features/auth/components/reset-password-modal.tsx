import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DELAYS } from '@shared/constants';
import { identityErrorBanner, identityNotices } from '@shared/messages';
import { resetConfirmSchema } from '@shared/validation/identity';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { identityErrorMessage, useIdentityClient } from '../api/identity-client';
import { DevMailboxHint } from './dev-mailbox-hint';
import { visibleError } from './form-errors';

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
      setError(identityErrorBanner(identityErrorMessage(err)));
    }
  });

  const resend = async () => {
    setError(null);
    setResending(true);
    try {
      await identity.requestPasswordReset(username);
      setResent(true);
    } catch (err) {
      setError(identityErrorBanner(identityErrorMessage(err)));
    } finally {
      setResending(false);
    }
  };

  const { ref: registerCodeRef, ...codeField } = form.register('code');
  const { isSubmitting, isValid } = form.formState;

  return (
    <Modal
      open={open}
      title="Choose a new password"
      onClose={onClose}
      initialFocusRef={codeRef}
      footer={
        <>
          <Button variant="secondary" onClick={resend} loading={resending} disabled={done || isSubmitting}>
            Send a new code
          </Button>
          <Button
            type="submit"
            form="reset-password-form"
            loading={isSubmitting}
            disabled={done || !isValid || resending}
          >
            Set new password
          </Button>
        </>
      }
    >
      {done ? (
        <Banner tone="success">{identityNotices.resetDone}</Banner>
      ) : (
        <Banner tone="info">
          {resent
            ? identityNotices.resetCodeSent
            : `Enter the code we emailed for ${username} and choose a new password.`}
        </Banner>
      )}
      {error ? (
        <Banner tone="error" className="identity-error">
          {error}
        </Banner>
      ) : null}
      <form id="reset-password-form" onSubmit={submit} noValidate>
        <TextField
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          readOnly={done}
          error={visibleError(form.formState, 'code')}
          {...codeField}
          ref={(el) => {
            registerCodeRef(el);
            codeRef.current = el;
          }}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          revealable
          readOnly={done}
          error={visibleError(form.formState, 'password')}
          {...form.register('password', { deps: ['confirmPassword'] })}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          revealable
          readOnly={done}
          error={visibleError(form.formState, 'confirmPassword')}
          {...form.register('confirmPassword')}
        />
      </form>
      <DevMailboxHint username={username} />
    </Modal>
  );
}
