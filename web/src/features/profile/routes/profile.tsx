import { Banner } from '../../../components/banner';
import { Button, ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useMe } from '../api/get-me';
import { SubscriptionSummary } from '../components/subscription-summary';
import { PaymentHistory } from '../components/payment-history';
import './profile.css';

/** /app/profile: the account as the server sees it, and (later) the editable details. */
export function ProfileRoute() {
  const { auth } = useAuth();
  const me = useMe();
  return (
    <>
      <PageHeader
        title="Profile"
        description="Your account and subscription."
        actions={
          <ButtonLink to="/app/Dashboard" variant="secondary">
            Back to Home
          </ButtonLink>
        }
      />
      <div className="profile-grid">
        <Card title="Account and subscription">
          {me.isPending ? (
            <p className="profile-loading">
              <Spinner size="sm" /> Loading your account…
            </p>
          ) : me.isError ? (
            <>
              <Banner tone="error">We could not load your account from the server: {me.error.message}</Banner>
              <Button variant="secondary" size="sm" onClick={() => void me.refetch()} loading={me.isFetching}>
                Try again
              </Button>
            </>
          ) : (
            <SubscriptionSummary userName={me.data.userName} subscription={me.data.subscription} isAdmin={me.data.isAdmin || auth.isAdmin} />
          )}
        </Card>
        <Card title="Contact details and password">
          <p className="profile-later">
            Updating your phone (for Moisture Alert SMS), address, email and password will be available here in an upcoming release.
          </p>
        </Card>
        <PaymentHistory />
      </div>
    </>
  );
}
