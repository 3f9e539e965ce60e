import { format } from 'date-fns';
import { Link } from 'react-router-dom';
import { daysLeft, expiryInstant, isSubscriptionValid, type Subscription } from '@shared/subscription';

interface SubscriptionSummaryProps {
  userName: string;
  subscription: Subscription | null;
  isAdmin: boolean;
  now?: Date;
}

const planName = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/** The read-only part of the profile: username, expiry with days left, plan, renew link. */
export function SubscriptionSummary({ userName, subscription, isAdmin, now = new Date() }: SubscriptionSummaryProps) {
  const end = subscription ? expiryInstant(subscription.expiredDate) : undefined;
  const left = subscription ? daysLeft(subscription.expiredDate, now) : 0;
  const valid = isSubscriptionValid(subscription, { now });
  return (
    <dl className="profile-facts">
      <div className="profile-facts__row">
        <dt>Username</dt>
        <dd>{userName}</dd>
      </div>
      <div className="profile-facts__row">
        <dt>Expiry date</dt>
        <dd>
          {subscription && end ? (
            <>
              <time dateTime={format(end, 'yyyy-MM-dd')}>{subscription.expiredDate}</time>{' '}
              <span className={valid ? 'profile-facts__badge' : 'profile-facts__badge profile-facts__badge--expired'}>
                {valid ? `${left} ${left === 1 ? 'day' : 'days'} left` : 'Expired'}
              </span>
              <span className="profile-facts__note">Access ends at the start of {format(end, 'd MMMM yyyy')}.</span>
            </>
          ) : (
            <span>No subscription{isAdmin ? ' (administrators do not need one)' : ''}</span>
          )}
        </dd>
      </div>
      <div className="profile-facts__row">
        <dt>Subscription type</dt>
        <dd>{subscription ? planName(subscription.type) : '—'}</dd>
      </div>
      <div className="profile-facts__row profile-facts__row--action">
        <dt className="visually-hidden">Renewal</dt>
        <dd>
          <Link to="/app/subscription">Renew Subscription</Link>
        </dd>
      </div>
    </dl>
  );
}
