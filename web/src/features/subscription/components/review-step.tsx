import { PLAN_KEYS } from '@shared/i18n/labels/plans';
import { PLAN_PRICES, PLAN_SENSOR_LIMITS, type Plan, type Subscription } from '@shared/subscription';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/use-t';
import { formatAudIn } from './money';
import { RenewalNote } from './renewal-note';
import type { Shipping } from './shipping-step';

/** The shipping details on one line, or '' when none were given. */
const shippingText = (s: Shipping) =>
  [
    [s.firstName, s.lastName].filter(Boolean).join(' '),
    s.address,
    [s.city, s.postcode].filter(Boolean).join(' '),
    s.country,
    s.phone,
  ]
    .filter((p) => p.trim())
    .join(', ');

/** Step 3: the order as it will be charged (prices include GST, so tax shows as $0.00), and Submit Order. */
export function ReviewStep({
  plan,
  shipping,
  cardSummary,
  subscription,
  busy,
  failure,
  onBack,
  onSubmit,
}: {
  plan: Plan;
  shipping: Shipping;
  cardSummary: string;
  subscription: Subscription | null;
  busy: boolean;
  failure: string | null;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const price = PLAN_PRICES[plan];
  const t = useT();
  const f = useFormat();
  return (
    <div>
      {failure ? (
        <Banner tone="error" className="checkout-failure">
          {failure}
        </Banner>
      ) : null}
      <dl className="checkout-review">
        <div className="checkout-review__row">
          <dt>{t('subscription.reviewPlan')}</dt>
          <dd>{t('subscription.reviewPlanText', { plan: t(PLAN_KEYS[plan]), count: PLAN_SENSOR_LIMITS[plan] })}</dd>
        </div>
        <div className="checkout-review__row">
          <dt>{t('subscription.reviewShipping')}</dt>
          <dd>{shippingText(shipping) || t('subscription.notGiven')}</dd>
        </div>
        <div className="checkout-review__row">
          <dt>{t('subscription.reviewPayment')}</dt>
          <dd>{cardSummary}</dd>
        </div>
        <div className="checkout-review__row">
          <dt>{t('subscription.subtotal')}</dt>
          <dd>{formatAudIn(f.locale, price)}</dd>
        </div>
        <div className="checkout-review__row">
          <dt>{t('subscription.taxes')}</dt>
          <dd>{t('subscription.taxesText', { zero: f.locale === 'es' ? formatAudIn(f.locale, 0) : '$0.00' })}</dd>
        </div>
        <div className="checkout-review__row checkout-review__row--total">
          <dt>{t('subscription.total')}</dt>
          <dd>{formatAudIn(f.locale, price)}</dd>
        </div>
      </dl>
      <RenewalNote subscription={subscription} />
      <div className="checkout-actions">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('subscription.back')}
        </Button>
        <Button onClick={onSubmit} loading={busy}>
          {t('subscription.submitOrder')}
        </Button>
      </div>
    </div>
  );
}
