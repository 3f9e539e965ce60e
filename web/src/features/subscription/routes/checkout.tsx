import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SquarePaymentAnswer } from '@shared/payments';
import type { MessageKey } from '@shared/i18n/catalogue';
import { PLAN_KEYS } from '@shared/i18n/labels/plans';
import { PLAN_PRICES, PURCHASABLE_PLANS, type Plan } from '@shared/subscription';
import { Banner } from '../../../components/banner';
import { ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { WizardSteps } from '../../../components/wizard-steps';
import { useSquarePayment } from '../../../api/payments';
import { ApiError } from '../../../api/client';
import { useAuth } from '../../../lib/auth/auth-provider';
import { expiryDayIn } from '../../../lib/i18n/expiry-day';
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/use-t';
import { CardStep, type TokenizedCard } from '../components/card-step';
import { formatAudIn } from '../components/money';
import { ReviewStep } from '../components/review-step';
import { EMPTY_SHIPPING, ShippingStep, type Shipping } from '../components/shipping-step';
import './subscription.css';

const STEPS: readonly MessageKey[] = ['subscription.stepShipping', 'subscription.stepCard', 'subscription.stepReview'];

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
  const t = useT();
  const f = useFormat();
  const steps = STEPS.map((key) => t(key));

  if (!plan) {
    return (
      <>
        <PageHeader title={t('subscription.checkout')} />
        <Banner tone="info">{t('subscription.choosePlanFirst')}</Banner>
        <ButtonLink to="/app/subscription">{t('subscription.choosePlan')}</ButtonLink>
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
            setFailure(
              answer.error
                ? t('subscription.paymentFailed', { error: answer.error })
                : t('subscription.paymentFailedPlain'),
            );
            return;
          }
          if (answer.payment.status !== 'COMPLETED') {
            setFailure(t('subscription.paymentFailedPlain'));
            return;
          }
          setPaid(answer);
          setStep(3);
          try {
            await refresh();
          } catch {
            setSessionNote(t('subscription.sessionNote'));
          }
        },
        onError: (err) =>
          setFailure(
            t('subscription.paymentRequestFailed', {
              reason: err instanceof ApiError || err instanceof Error ? err.message : String(err),
            }),
          ),
      },
    );
  };

  return (
    <>
      <PageHeader
        title={t('subscription.checkout')}
        description={t('subscription.checkoutDescription', {
          plan: t(PLAN_KEYS[plan]),
          price: formatAudIn(f.locale, PLAN_PRICES[plan]),
        })}
      />
      <Card className="checkout">
        <WizardSteps steps={steps} current={Math.min(step, 3)} />
        <h2 className="card__title">{step < 3 ? steps[step] : t('subscription.orderComplete')}</h2>
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
            <Banner tone="success">{t('profile.updateSuccessful')}</Banner>
            <p>
              {t.rich(paid.subscription.fromToday ? 'subscription.paidTextFromToday' : 'subscription.paidText', {
                plan: t(PLAN_KEYS[paid.subscription.type]),
                until: expiryDayIn(f.locale, paid.subscription.expiredDate),
                amount: formatAudIn(f.locale, paid.payment.amount / 100),
                b: (chunks) => <strong>{chunks}</strong>,
              })}
            </p>
            {paid.payment.receiptUrl ? (
              <p>
                <a href={paid.payment.receiptUrl} target="_blank" rel="noreferrer">
                  {t('subscription.viewReceipt')}
                  <span className="visually-hidden">{t('subscription.opensNewTab')}</span>
                </a>
              </p>
            ) : null}
            {sessionNote ? <Banner tone="warning">{sessionNote}</Banner> : null}
            <div className="checkout-actions">
              <ButtonLink to="/app/profile" variant="secondary">
                {t('subscription.goProfile')}
              </ButtonLink>
              <ButtonLink to="/app/Home">{t('subscription.goHome')}</ButtonLink>
            </div>
          </div>
        ) : null}
      </Card>
    </>
  );
}
