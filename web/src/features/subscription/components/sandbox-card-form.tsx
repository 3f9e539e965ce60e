import { useState, type FormEvent } from 'react';
import { paymentMessages } from '@shared/payments';
import { SANDBOX_TRIGGERS, sandboxTokenize, type SandboxCard } from '@shared/payments-sandbox';
import { LOCAL_STAGE } from '@shared/runtime-config';
import { runtimeConfig } from '../../../lib/runtime-config';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import type { MessageKey } from '@shared/i18n/catalogue';
import { useT } from '../../../lib/i18n/use-t';
import type { TokenizedCard } from './card-step';

const EMPTY: SandboxCard = { number: '', expiry: '', cvv: '', postalCode: '' };

/** The sandbox's refusal of each field, in the person's words (its own are English, as Square's). */
const FIELD_ERROR_KEYS: Record<keyof SandboxCard, MessageKey> = {
  number: 'subscription.cardNumberInvalid',
  expiry: 'subscription.expiryInvalid',
  cvv: 'subscription.cvvInvalid',
  postalCode: 'subscription.postcodeInvalid',
};

/**
 * The card form when no Square application is configured (the local stack): it tokenises as
 * Square's sandbox does and yields Square's documented sandbox tokens, which the server's sandbox
 * provider answers. No card number leaves the browser, as with Square's own form. Only the local
 * stage prints the test card and its triggers: on a deployed stage the hint would hand every
 * visitor a card that pays (prod never shows this form: its synth requires Square).
 */
export function SandboxCardForm({
  onTokenized,
  onBack,
}: {
  onTokenized: (card: TokenizedCard) => void;
  onBack: () => void;
}) {
  const [card, setCard] = useState<SandboxCard>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof SandboxCard, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const t = useT();
  const set = (key: keyof SandboxCard) => (e: { target: { value: string } }) =>
    setCard({ ...card, [key]: e.target.value });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = sandboxTokenize(card);
    if (result.status === 'OK') {
      setErrors({});
      setFailure(null);
      onTokenized({
        token: result.token,
        summary: t('subscription.cardEnding', { last4: card.number.replace(/\D/g, '').slice(-4) }),
      });
      return;
    }
    setErrors(Object.fromEntries(result.errors.map((er) => [er.field, t(FIELD_ERROR_KEYS[er.field])])));
    setFailure(paymentMessages.tokenizationFailed(result.status, result.errors.map((er) => er.message).join(' ')));
  };

  return (
    <form onSubmit={submit} aria-label={t('subscription.cardForm')} noValidate>
      {runtimeConfig().stage === LOCAL_STAGE ? (
        <div className="checkout-hint">
          {t.rich('subscription.testCardHint', { b: (chunks) => <strong>{chunks}</strong> })}
          <ul>
            <li>{t('subscription.triggerCvv', { cvv: SANDBOX_TRIGGERS.cvv })}</li>
            <li>{t('subscription.triggerPostcode', { postcode: SANDBOX_TRIGGERS.postalCode })}</li>
            <li>{t('subscription.triggerExpiry')}</li>
            <li>{t('subscription.triggerOther')}</li>
          </ul>
        </div>
      ) : (
        <div className="checkout-hint">
          {t.rich('subscription.testPayments', { b: (chunks) => <strong>{chunks}</strong> })}
        </div>
      )}
      {failure ? <Banner tone="error">{failure}</Banner> : null}
      <div className="checkout-form">
        <TextField
          className="is-wide"
          label={t('subscription.cardNumber')}
          name="cardnumber"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          value={card.number}
          onChange={set('number')}
          error={errors.number}
        />
        <TextField
          label={t('subscription.expiry')}
          name="cc-exp"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={7}
          value={card.expiry}
          onChange={set('expiry')}
          error={errors.expiry}
        />
        <TextField
          label={t('subscription.cvv')}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={card.cvv}
          onChange={set('cvv')}
          error={errors.cvv}
        />
        <TextField
          label={t('subscription.postcode')}
          name="postal"
          autoComplete="postal-code"
          maxLength={10}
          value={card.postalCode}
          onChange={set('postalCode')}
          error={errors.postalCode}
        />
      </div>
      <div className="checkout-actions">
        <Button variant="secondary" onClick={onBack}>
          {t('subscription.back')}
        </Button>
        <Button type="submit">{t('subscription.next')}</Button>
      </div>
    </form>
  );
}
