import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DELAYS } from '@shared/constants';
import { confirmCodeSchema } from '@shared/validation/identity';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { identityErrorMessage, useIdentityClient } from '../api/identity-client';
import { DevMailboxHint } from './dev-mailbox-hint';
import { errorBanner, visibleError } from './form-errors';
import { useT } from '../../../lib/i18n/use-t';

interface ConfirmAccountModalProps {
  open: boolean;
  username: string;
  /** What brought the person here, shown at the top (e.g. the sign-up success message). */
  intro: string;
  introTone?: 'success' | 'info';
  /** After sign-up, 1.5 s of 'Account Verified.' before returning to the login panel. */
  returnDelayMs: number;
  onConfirmed: () => void;
  onClose: () => void;
}

interface CodeInput {
  code: string;
}

/** The account confirmation modal: code, Confirm, Resend code. */
export function ConfirmAccountModal({
  open,
  username,
  intro,
  introTone = 'info',
  returnDelayMs,
  onConfirmed,
  onClose,
}: ConfirmAccountModalProps) {
  const identity = useIdentityClient();
  const t = useT();
  const [verified, setVerified] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resendNote, setResendNote] = useState(false);
  const [resending, setResending] = useState(false);
  const codeRef = useRef<HTMLInputElement | null>(null);
  const form = useForm<CodeInput>({ resolver: zodResolver(confirmCodeSchema), defaultValues: { code: '' } });
  const onConfirmedRef = useRef(onConfirmed);
  onConfirmedRef.current = onConfirmed;

  // A fresh start each time the modal opens.
  useEffect(() => {
    if (!open) return;
    setVerified(false);
    setError(null);
    setResendNote(false);
    form.reset({ code: '' });
  }, [open, form]);

  useEffect(() => {
    if (!verified) return;
    const timer = window.setTimeout(() => onConfirmedRef.current(), returnDelayMs);
    return () => window.clearTimeout(timer);
  }, [verified, returnDelayMs]);

  useEffect(() => {
    if (!resendNote) return;
    const timer = window.setTimeout(() => setResendNote(false), DELAYS.resendNoteVisible);
    return () => window.clearTimeout(timer);
  }, [resendNote]);

  const confirm = form.handleSubmit(async ({ code }) => {
    setError(null);
    try {
      await identity.confirmSignUp(username, code.trim());
      setVerified(true);
    } catch (err) {
      setError(errorBanner(t, identityErrorMessage(err)));
    }
  });

  const resend = async () => {
    setError(null);
    setResendNote(false);
    setResending(true);
    try {
      await identity.resendSignUpCode(username);
      setResendNote(true);
    } catch (err) {
      setError(errorBanner(t, identityErrorMessage(err)));
    } finally {
      setResending(false);
    }
  };

  const { ref: registerRef, ...codeField } = form.register('code');
  const busy = form.formState.isSubmitting || resending;

  return (
    <Modal
      open={open}
      title={t('auth.confirmYourAccount')}
      onClose={onClose}
      initialFocusRef={codeRef}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={resend}
            loading={resending}
            disabled={verified || form.formState.isSubmitting}
          >
            {t('auth.resendCode')}
          </Button>
          <Button
            type="submit"
            form="confirm-account-form"
            loading={form.formState.isSubmitting}
            disabled={verified || resending}
          >
            {t('common.confirm')}
          </Button>
        </>
      }
    >
      {verified ? (
        <Banner tone="success">{t('auth.accountVerified')}</Banner>
      ) : (
        <Banner tone={introTone}>{intro}</Banner>
      )}
      {resendNote ? <Banner tone="info">{t('auth.codeResent')}</Banner> : null}
      {error ? (
        <Banner tone="error" className="identity-error">
          {error}
        </Banner>
      ) : null}
      <form id="confirm-account-form" onSubmit={confirm} noValidate>
        <TextField
          label={t('auth.username')}
          value={username}
          readOnly
          name="confirm-username"
          autoComplete="username"
        />
        <TextField
          label={t('auth.verificationCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          readOnly={verified}
          error={visibleError(form.formState, 'code', t)}
          {...codeField}
          ref={(el) => {
            registerRef(el);
            codeRef.current = el;
          }}
        />
      </form>
      <DevMailboxHint username={username} />
      {busy ? (
        <span className="visually-hidden" role="status">
          {t('auth.working')}
        </span>
      ) : null}
    </Modal>
  );
}
