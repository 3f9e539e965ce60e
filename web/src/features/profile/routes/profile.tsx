import { Banner } from '../../../components/banner';
import { Button, ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useMe } from '../../../api/accounts';
import { useT } from '../../../lib/i18n/use-t';
import { AddressForm } from '../components/address-form';
import { EmailForm } from '../components/email-form';
import { PasswordForm } from '../components/password-form';
import { PhoneForm } from '../components/phone-form';
import { SubscriptionSummary } from '../components/subscription-summary';
import { PaymentHistory } from '../components/payment-history';
import { ApiKeys } from '../components/api-keys';
import { SettingsCard } from '../components/settings-card';
import './profile.css';

/**
 * /app/profile: the account and subscription, the person's units and language, then one card per
 * editable detail, in a column.
 */
export function ProfileRoute() {
  const { auth } = useAuth();
  const me = useMe();
  const t = useT();
  return (
    <>
      <PageHeader
        title={t('profile.title')}
        description={t('profile.description')}
        actions={
          <ButtonLink to="/app/Dashboard" variant="secondary">
            {t('profile.backHome')}
          </ButtonLink>
        }
      />
      {me.isPending ? (
        <Card>
          <p className="profile-loading">
            <Spinner size="sm" /> {t('profile.loading')}
          </p>
        </Card>
      ) : me.isError ? (
        <Card>
          <Banner tone="error">{t('profile.loadFailed', { reason: me.error.message })}</Banner>
          <Button variant="secondary" size="sm" onClick={() => void me.refetch()} loading={me.isFetching}>
            {t('profile.tryAgain')}
          </Button>
        </Card>
      ) : (
        <div className="profile-column">
          <Card title={t('profile.accountCard')}>
            <SubscriptionSummary
              userName={me.data.userName}
              subscription={me.data.subscription}
              isAdmin={me.data.isAdmin || auth.isAdmin}
            />
          </Card>
          <SettingsCard />
          <Card title={t('profile.phoneCard')}>
            <PhoneForm key={me.data.phone ?? ''} saved={me.data.phone} />
          </Card>
          <Card title={t('profile.addressCard')}>
            <AddressForm key={me.data.address ?? ''} saved={me.data.address} />
          </Card>
          <Card title={t('profile.emailCard')}>
            <EmailForm current={me.data.email} />
          </Card>
          <Card title={t('profile.passwordCard')}>
            <PasswordForm />
          </Card>
          <PaymentHistory />
          <ApiKeys />
        </div>
      )}
    </>
  );
}
