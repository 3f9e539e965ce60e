import { PLAN_PRICES, planLabel, type Plan, type Subscription } from '@shared/subscription';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { formatAud } from './money';
import { planCovers } from './plan-picker';
import { RenewalNote } from './renewal-note';
import type { Shipping } from './shipping-step';

const shippingText = (s: Shipping) =>
  [
    [s.firstName, s.lastName].filter(Boolean).join(' '),
    s.address,
    [s.city, s.postcode].filter(Boolean).join(' '),
    s.country,
    s.phone,
  ]
    .filter((p) => p.trim())
    .join(', ') || 'Not given';

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
  return (
    <div>
      {failure ? (
        <Banner tone="error" className="checkout-failure">
          {failure}
        </Banner>
      ) : null}
      <dl className="checkout-review">
        <div className="checkout-review__row">
          <dt>Plan</dt>
          <dd>
            {planLabel(plan)}, one year ({planCovers(plan).toLowerCase()})
          </dd>
        </div>
        <div className="checkout-review__row">
          <dt>Shipping</dt>
          <dd>{shippingText(shipping)}</dd>
        </div>
        <div className="checkout-review__row">
          <dt>Payment</dt>
          <dd>{cardSummary}</dd>
        </div>
        <div className="checkout-review__row">
          <dt>Subtotal</dt>
          <dd>{formatAud(price)}</dd>
        </div>
        <div className="checkout-review__row">
          <dt>Taxes</dt>
          <dd>$0.00 (prices include 10% GST)</dd>
        </div>
        <div className="checkout-review__row checkout-review__row--total">
          <dt>Total</dt>
          <dd>{formatAud(price)}</dd>
        </div>
      </dl>
      <RenewalNote subscription={subscription} />
      <div className="checkout-actions">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button onClick={onSubmit} loading={busy}>
          Submit Order
        </Button>
      </div>
    </div>
  );
}
