import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isSubscriptionValid, PLAN_PRICES, planLabel, type Plan } from '@shared/subscription';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth/auth-provider';
import { ChartOnPhoneArt, PivotAtDuskArt, ProbeInFieldArt } from '../components/carousel-art';
import { Carousel, type Slide } from '../components/carousel';
import { formatAud } from '../components/money';
import { PlanPicker } from '../components/plan-picker';
import { RenewalNote } from '../components/renewal-note';
import './subscription.css';

const SLIDES: readonly Slide[] = [
  { id: 'probe', art: <ProbeInFieldArt />, caption: 'Soil moisture at three depths, from probes in your own fields' },
  { id: 'pivot', art: <PivotAtDuskArt />, caption: 'Irrigate when the soil needs it, not by the calendar' },
  { id: 'phone', art: <ChartOnPhoneArt />, caption: 'Refill point and field capacity at a glance, on any device' },
];

/**
 * /app/subscription: the plans and renewal. It is also where the guard sends a logged-in grower
 * whose subscription is missing or expired, so it says why they are here.
 */
export function SubscriptionRoute() {
  const { auth } = useAuth();
  const navigate = useNavigate();
  const valid = isSubscriptionValid(auth.subscription, { isAdmin: auth.isAdmin });
  const current = auth.subscription?.type;
  const [plan, setPlan] = useState<Plan>(current === 'lite' ? 'lite' : 'full');
  return (
    <>
      <PageHeader title="Subscription" description="Choose a plan and renew for a year." />
      {valid ? null : (
        <Banner tone="warning">
          {auth.subscription
            ? `Your ${auth.subscription.type} subscription expired on ${auth.subscription.expiredDate}. Renew it to ` +
              `use the dashboards and management pages again.`
            : 'Your account has no active subscription. Choose a plan to use the dashboards and management pages.'}
        </Banner>
      )}
      <div className="subscription-layout">
        <Carousel slides={SLIDES} label="What Fieldwise does" />
        <Card title="Choose your plan" className="subscription-card">
          <PlanPicker value={plan} onChange={setPlan} />
          <p className="subscription-price" aria-live="polite">
            <span className="subscription-price__amount">{formatAud(PLAN_PRICES[plan])}</span> for one year of{' '}
            {planLabel(plan)}
            <span className="subscription-price__gst">Prices include 10% GST.</span>
          </p>
          <RenewalNote subscription={auth.subscription} />
          <Button size="lg" block onClick={() => navigate(`/app/checkout?plan=${plan}`)}>
            Checkout
          </Button>
        </Card>
      </div>
    </>
  );
}
