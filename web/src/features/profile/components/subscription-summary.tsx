import { format } from 'date-fns';
import { Link } from 'react-router-dom';
import { planKeyOf } from '@shared/i18n/labels/plans';
import { daysLeft, expiryInstant, isSubscriptionValid, type Subscription } from '@shared/subscription';
import { expiryDayIn } from '../../../lib/i18n/expiry-day';
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/use-t';

interface SubscriptionSummaryProps {
  userName: string;
  subscription: Subscription | null;
  isAdmin: boolean;
  now?: Date;
}

/** The read-only part of the profile: username, expiry with days left, plan, renew link. */
export function SubscriptionSummary({ userName, subscription, isAdmin, now = new Date() }: SubscriptionSummaryProps) {
  const end = subscription ? expiryInstant(subscription.expiredDate) : undefined;
  const left = subscription ? daysLeft(subscription.expiredDate, now) : 0;
  const valid = isSubscriptionValid(subscription, { now });
  const t = useT();
  const { locale } = useFormat();
  const planKey = subscription ? planKeyOf(subscription.type) : undefined;
  return (
    <dl className="profile-facts">
      <div className="profile-facts__row">
        <dt>{t('profile.username')}</dt>
        <dd>{userName}</dd>
      </div>
      <div className="profile-facts__row">
        <dt>{t('profile.expiryDate')}</dt>
        <dd>
          {subscription && end ? (
            <>
              <time dateTime={format(end, 'yyyy-MM-dd')}>{expiryDayIn(locale, subscription.expiredDate)}</time>{' '}
              <span className={valid ? 'profile-facts__badge' : 'profile-facts__badge profile-facts__badge--expired'}>
                {valid ? t('profile.daysLeft', { count: left }) : t('profile.expired')}
              </span>
              <span className="profile-facts__note">{t('profile.accessEnds', { end })}</span>
            </>
          ) : (
            <span>{isAdmin ? t('profile.noSubscriptionAdmin') : t('profile.noSubscription')}</span>
          )}
        </dd>
      </div>
      <div className="profile-facts__row">
        <dt>{t('profile.subscriptionType')}</dt>
        <dd>{planKey ? t(planKey) : (subscription?.type ?? '—')}</dd>
      </div>
      <div className="profile-facts__row profile-facts__row--action">
        <dt className="visually-hidden">{t('profile.renewal')}</dt>
        <dd>
          <Link to="/app/subscription">{t('profile.renew')}</Link>
        </dd>
      </div>
    </dl>
  );
}
