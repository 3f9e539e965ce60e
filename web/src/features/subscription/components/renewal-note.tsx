import type { ReactNode } from 'react';
import { renewedExpiry } from '@shared/payments';
import type { Subscription } from '@shared/subscription';
import { expiryDayIn } from '../../../lib/i18n/expiry-day';
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/use-t';

/**
 * What paying now buys: one year after the current expiry, or, when the subscription has lapsed,
 * one year from today (said plainly, so nobody expects the lost days back).
 */
export function RenewalNote({ subscription, now = new Date() }: { subscription: Subscription | null; now?: Date }) {
  const t = useT();
  const { locale } = useFormat();
  const renewal = renewedExpiry(subscription?.expiredDate, now);
  const day = (ddmmyyyy: string) => expiryDayIn(locale, ddmmyyyy);
  const b = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
  const until = day(renewal.expiredDate);
  return (
    <p className="renewal-note">
      {!renewal.fromToday
        ? t.rich('subscription.renewAdds', { expiry: day(subscription?.expiredDate ?? ''), until, b })
        : subscription
          ? t.rich('subscription.renewFromTodayEnded', { ended: day(subscription.expiredDate), until, b })
          : t.rich('subscription.renewFromTodayNone', { until, b })}
    </p>
  );
}
