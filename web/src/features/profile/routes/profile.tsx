import { Banner } from '../../../components/banner';
import { Button, ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useMe } from '../../../api/accounts';
import { AddressForm } from '../components/address-form';
import { EmailForm } from '../components/email-form';
import { PasswordForm } from '../components/password-form';
import { PhoneForm } from '../components/phone-form';
import { SubscriptionSummary } from '../components/subscription-summary';
import { PaymentHistory } from '../components/payment-history';
import { ApiKeys } from '../components/api-keys';
import './profile.css';

/** /app/profile: the account and subscription, then one card per editable detail, in a column. */
export function ProfileRoute() {
  const { auth } = useAuth();
  const me = useMe();
  return (
    <>
      <PageHeader
        title="Profile"
        description="Your account, subscription and contact details."
        actions={
          <ButtonLink to="/app/Dashboard" variant="secondary">
            Back to Home
          </ButtonLink>
        }
      />
      {me.isPending ? (
        <Card>
          <p className="profile-loading">
            <Spinner size="sm" /> Loading your account…
          </p>
        </Card>
      ) : me.isError ? (
        <Card>
          <Banner tone="error">We could not load your account from the server: {me.error.message}</Banner>
          <Button variant="secondary" size="sm" onClick={() => void me.refetch()} loading={me.isFetching}>
            Try again
          </Button>
        </Card>
      ) : (
        <div className="profile-column">
          <Card title="Account and subscription">
            <SubscriptionSummary
              userName={me.data.userName}
              subscription={me.data.subscription}
              isAdmin={me.data.isAdmin || auth.isAdmin}
            />
          </Card>
          <Card title="Phone">
            <PhoneForm key={me.data.phone ?? ''} saved={me.data.phone} />
          </Card>
          <Card title="Address">
            <AddressForm key={me.data.address ?? ''} saved={me.data.address} />
          </Card>
          <Card title="Email">
            <EmailForm current={me.data.email} />
          </Card>
          <Card title="Password">
            <PasswordForm />
          </Card>
          <PaymentHistory />
          <ApiKeys />
        </div>
      )}
    </>
  );
}
