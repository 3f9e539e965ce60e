import { useState, type FormEvent } from 'react';
import { paymentMessages } from '@shared/payments';
import { SANDBOX_TRIGGERS, sandboxTokenize, type SandboxCard } from '@shared/payments-sandbox';
import { LOCAL_STAGE } from '@shared/runtime-config';
import { runtimeConfig } from '../../../lib/runtime-config';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import type { TokenizedCard } from './card-step';

const EMPTY: SandboxCard = { number: '', expiry: '', cvv: '', postalCode: '' };

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
  const set = (key: keyof SandboxCard) => (e: { target: { value: string } }) =>
    setCard({ ...card, [key]: e.target.value });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = sandboxTokenize(card);
    if (result.status === 'OK') {
      setErrors({});
      setFailure(null);
      onTokenized({ token: result.token, summary: `Card ending ${card.number.replace(/\D/g, '').slice(-4)}` });
      return;
    }
    setErrors(Object.fromEntries(result.errors.map((er) => [er.field, er.message])));
    setFailure(paymentMessages.tokenizationFailed(result.status, result.errors.map((er) => er.message).join(' ')));
  };

  return (
    <form onSubmit={submit} aria-label="Payment card" noValidate>
      {runtimeConfig().stage === LOCAL_STAGE ? (
        <div className="checkout-hint">
          <strong>Test payments.</strong> This site is not connected to Square, so no real card can be charged. Use
          Square&apos;s sandbox test card 4111 1111 1111 1111 with any future expiry date. To try a refusal:
          <ul>
            <li>CVV {SANDBOX_TRIGGERS.cvv}: the security code is refused</li>
            <li>Postcode {SANDBOX_TRIGGERS.postalCode}: the postcode is refused</li>
            <li>Expiry 01/40: the expiry date is refused</li>
            <li>any other valid card number: the card is declined</li>
          </ul>
        </div>
      ) : (
        <div className="checkout-hint">
          <strong>Test payments.</strong> This site is not connected to Square: no card is charged.
        </div>
      )}
      {failure ? <Banner tone="error">{failure}</Banner> : null}
      <div className="checkout-form">
        <TextField
          className="is-wide"
          label="Card number"
          name="cardnumber"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          value={card.number}
          onChange={set('number')}
          error={errors.number}
        />
        <TextField
          label="Expiry (MM/YY)"
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
          label="CVV"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={card.cvv}
          onChange={set('cvv')}
          error={errors.cvv}
        />
        <TextField
          label="Postcode"
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
          Back
        </Button>
        <Button type="submit">Next</Button>
      </div>
    </form>
  );
}
