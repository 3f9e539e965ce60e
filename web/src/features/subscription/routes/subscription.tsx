import { Banner } from '../../../components/banner';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { useAuth } from '../../../lib/auth/auth-provider';
import { isSubscriptionValid } from '@shared/subscription';

/**
 * /app/subscription — plans and renewal. It is also where the guard sends a logged-in
 * user whose subscription is missing or expired, so it says why they are here.
 */
export function SubscriptionRoute() {
  const { auth } = useAuth();
  const valid = isSubscriptionValid(auth.subscription, { isAdmin: auth.isAdmin });
  return (
    <>
      {valid ? null : (
        <Banner tone="warning">
          {auth.subscription
            ? `Your ${auth.subscription.type} subscription expired on ${auth.subscription.expiredDate}. Renew it to use the dashboards and management pages again.`
            : 'Your account has no active subscription. Choose a plan to use the dashboards and management pages.'}
        </Banner>
      )}
      <PlaceholderPage title="Subscription" summary="Choose a plan — Lite (A$199.00) or Full (A$399.00) per year — and continue to checkout to renew." />
    </>
  );
}
