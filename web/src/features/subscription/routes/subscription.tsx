import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PLAN_KEYS } from '@shared/i18n/labels/plans';
import { isSubscriptionValid, PLAN_PRICES, type Plan } from '@shared/subscription';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth/auth-provider';
import { expiryDayIn } from '../../../lib/i18n/expiry-day';
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/use-t';
import { ChartOnPhoneArt, PivotAtDuskArt, ProbeInFieldArt } from '../components/carousel-art';
import { Carousel, type Slide } from '../components/carousel';
import { formatAudIn } from '../components/money';
import { PlanPicker } from '../components/plan-picker';
import { RenewalNote } from '../components/renewal-note';
import './subscription.css';

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
  const t = useT();
  const f = useFormat();
  const slides: readonly Slide[] = [
    { id: 'probe', art: <ProbeInFieldArt title={t('subscription.artProbe')} />, caption: t('subscription.slideProbe') },
    { id: 'pivot', art: <PivotAtDuskArt title={t('subscription.artPivot')} />, caption: t('subscription.slidePivot') },
    { id: 'phone', art: <ChartOnPhoneArt title={t('subscription.artPhone')} />, caption: t('subscription.slidePhone') },
  ];
  return (
    <>
      <PageHeader title={t('subscription.title')} description={t('subscription.description')} />
      {valid ? null : (
        <Banner tone="warning">
          {auth.subscription
            ? t('subscription.expiredBanner', {
                plan: auth.subscription.type,
                day: expiryDayIn(f.locale, auth.subscription.expiredDate),
              })
            : t('subscription.noneBanner')}
        </Banner>
      )}
      <div className="subscription-layout">
        <Carousel slides={slides} label={t('subscription.carouselLabel')} />
        <Card title={t('subscription.chooseTitle')} className="subscription-card">
          <PlanPicker value={plan} onChange={setPlan} />
          <p className="subscription-price" aria-live="polite">
            {t.rich('subscription.price', {
              price: formatAudIn(f.locale, PLAN_PRICES[plan]),
              plan: t(PLAN_KEYS[plan]),
              b: (chunks) => <span className="subscription-price__amount">{chunks}</span>,
            })}
            <span className="subscription-price__gst">{t('subscription.gst')}</span>
          </p>
          <RenewalNote subscription={auth.subscription} />
          <Button size="lg" block onClick={() => navigate(`/app/checkout?plan=${plan}`)}>
            {t('subscription.checkout')}
          </Button>
        </Card>
      </div>
    </>
  );
}
