import { renewedExpiry } from '@shared/payments';
import type { Subscription } from '@shared/subscription';

/**
 * What paying now buys: one year after the current expiry, or, when the subscription has lapsed,
 * one year from today (said plainly, so nobody expects the lost days back).
 */
export function RenewalNote({ subscription, now = new Date() }: { subscription: Subscription | null; now?: Date }) {
  const renewal = renewedExpiry(subscription?.expiredDate, now);
  if (renewal.fromToday) {
    return (
      <p className="renewal-note">
        {subscription
          ? `Your subscription ended on ${subscription.expiredDate}, so`
          : 'You have no subscription yet, so'}{' '}
        the new year starts today: paying now gives you access until <strong>{renewal.expiredDate}</strong>.
      </p>
    );
  }
  const expiry = subscription?.expiredDate;
  return (
    <p className="renewal-note">
      Your subscription runs until {expiry}. Paying now adds a year: your new expiry date will be{' '}
      <strong>{renewal.expiredDate}</strong>.
    </p>
  );
}
