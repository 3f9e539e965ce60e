import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paymentMessages, type SquarePaymentAnswer } from '@shared/payments';
import { PLAN_PRICES, PURCHASABLE_PLANS, planLabel, type Plan } from '@shared/subscription';
import { Banner } from '../../../components/banner';
import { ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { WizardSteps } from '../../../components/wizard-steps';
import { useSquarePayment } from '../../../api/payments';
import { ApiError } from '../../../api/client';
import { useAuth } from '../../../lib/auth/auth-provider';
import { CardStep, type TokenizedCard } from '../components/card-step';
import { formatCents } from '../components/money';
import { ReviewStep } from '../components/review-step';
import { EMPTY_SHIPPING, ShippingStep, type Shipping } from '../components/shipping-step';
import './subscription.css';

const STEPS = ['Shipping information', 'Payment card', 'Review your order'] as const;

/** One key per card token: a double submit of the same order sends it twice, a new card gets a new one. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

type Paid = Extract<SquarePaymentAnswer, { payment: unknown }>;

/**
 * /app/checkout?plan=…: shipping, card, review with Submit Order. The server charges the plan's
 * price and renews the subscription; the browser then only refreshes its session, so the new
 * plan and expiry come from the identity provider like every other claim.
 */
export function CheckoutRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { auth, refresh } = useAuth();
  const asked = params.get('plan');
  const plan = PURCHASABLE_PLANS.find((p) => p === asked);
  const [step, setStep] = useState(0);
  const [shipping, setShipping] = useState<Shipping>(EMPTY_SHIPPING);
  const [card, setCard] = useState<(TokenizedCard & { key: string }) | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [paid, setPaid] = useState<Paid | null>(null);
  const [sessionNote, setSessionNote] = useState<string | null>(null);
  const payment = useSquarePayment();

  if (!plan) {
    return (
      <>
        <PageHeader title="Checkout" />
        <Banner tone="info">Choose a plan first.</Banner>
        <ButtonLink to="/app/subscription">Choose a plan</ButtonLink>
      </>
    );
  }

  const submit = (chosen: Plan, c: TokenizedCard & { key: string }) => {
    setFailure(null);
    payment.mutate(
      { plan: chosen, price: PLAN_PRICES[chosen], token: c.token, idempotencyKey: c.key },
      {
        onSuccess: async (answer) => {
          if ('error' in answer) {
            setFailure(answer.error ? paymentMessages.failed(answer.error) : paymentMessages.failedPlain);
            return;
          }
          if (answer.payment.status !== 'COMPLETED') {
            setFailure(paymentMessages.failedPlain);
            return;
          }
          setPaid(answer);
          setStep(3);
          try {
            await refresh();
          } catch {
            setSessionNote(
              'Your payment went through, but your session could not be refreshed: ' +
                'sign out and in again to see your new expiry date.',
            );
          }
        },
        onError: (err) =>
          setFailure(
            paymentMessages.requestFailed(
              ` ${err instanceof ApiError || err instanceof Error ? err.message : String(err)}`,
            ),
          ),
      },
    );
  };

  return (
    <>
      <PageHeader
        title="Checkout"
        description={`${planLabel(plan)} plan, one year: ${formatCents(PLAN_PRICES[plan] * 100)} including GST.`}
      />
      <Card className="checkout">
        <WizardSteps steps={STEPS} current={Math.min(step, 3)} />
        <h2 className="card__title">{step < 3 ? STEPS[step] : 'Order complete'}</h2>
        {step === 0 ? (
          <ShippingStep
            value={shipping}
            onChange={setShipping}
            onNext={() => setStep(1)}
            onCancel={() => navigate('/app/subscription')}
          />
        ) : null}
        {step === 1 ? (
          <CardStep
            amount={PLAN_PRICES[plan]}
            onBack={() => setStep(0)}
            onTokenized={(c) => {
              setCard({ ...c, key: newIdempotencyKey() });
              setFailure(null);
              setStep(2);
            }}
          />
        ) : null}
        {step === 2 && card ? (
          <ReviewStep
            plan={plan}
            shipping={shipping}
            cardSummary={card.summary}
            subscription={auth.subscription}
            busy={payment.isPending}
            failure={failure}
            onBack={() => {
              // A card token is used once: going back means entering the card again.
              setCard(null);
              setFailure(null);
              setStep(1);
            }}
            onSubmit={() => submit(plan, card)}
          />
        ) : null}
        {step === 3 && paid ? (
          <div>
            <Banner tone="success">{paymentMessages.success}</Banner>
            <p>
              Thank you. Your {planLabel(paid.subscription.type)} plan now runs until{' '}
              <strong>{paid.subscription.expiredDate}</strong>
              {paid.subscription.fromToday ? ' (your previous subscription had ended, so the year started today)' : ''}.
              You paid {formatCents(paid.payment.amount)}.
            </p>
            {paid.payment.receiptUrl ? (
              <p>
                <a href={paid.payment.receiptUrl} target="_blank" rel="noreferrer">
                  View your receipt<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </p>
            ) : null}
            {sessionNote ? <Banner tone="warning">{sessionNote}</Banner> : null}
            <div className="checkout-actions">
              <ButtonLink to="/app/profile" variant="secondary">
                Go to Profile
              </ButtonLink>
              <ButtonLink to="/app/Home">Go to Home</ButtonLink>
            </div>
          </div>
        ) : null}
      </Card>
    </>
  );
}
