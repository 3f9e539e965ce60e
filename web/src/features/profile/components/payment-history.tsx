import { PLAN_KEYS } from '@shared/i18n/labels/plans';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Spinner } from '../../../components/spinner';
import { usePayments } from '../../../api/payments';
import { expiryDayIn } from '../../../lib/i18n/expiry-day';
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/use-t';
import './payment-history.css';

/** English keeps the spec's 'A$399.00'; Spanish writes the amount its own way with the currency's code. */
const money = (locale: string, cents: number, currency: string) =>
  locale.startsWith('en')
    ? `${currency === 'AUD' ? 'A$' : `${currency} `}${(cents / 100).toFixed(2)}`
    : new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code' }).format(cents / 100);

/** The profile's payment history: each payment with its plan, amount, the expiry it bought and its receipt. */
export function PaymentHistory() {
  const payments = usePayments();
  const t = useT();
  const f = useFormat();
  const when = (iso: string) => (Number.isNaN(new Date(iso).getTime()) ? iso : f.dateTime(iso));
  return (
    <Card title={t('profile.paymentsTitle')}>
      {payments.isPending ? (
        <p className="payment-history__status">
          <Spinner size="sm" /> {t('profile.paymentsLoading')}
        </p>
      ) : payments.isError ? (
        <>
          <Banner tone="error">{t('profile.paymentsFailed', { reason: payments.error.message })}</Banner>
          <Button variant="secondary" size="sm" onClick={() => void payments.refetch()} loading={payments.isFetching}>
            {t('profile.tryAgain')}
          </Button>
        </>
      ) : payments.data.length === 0 ? (
        <p className="payment-history__status">{t('profile.paymentsNone')}</p>
      ) : (
        <ul className="payment-history">
          {payments.data.map((p) => (
            <li key={p.paymentId} className="payment-history__item">
              <div className="payment-history__main">
                <strong>
                  {t('profile.paymentLine', {
                    plan: t(PLAN_KEYS[p.plan]),
                    amount: money(f.locale, p.amount, p.currency),
                  })}
                </strong>
                <span className="payment-history__meta">
                  {t.rich('profile.paymentMeta', {
                    paidAt: when(p.paidAt),
                    until: expiryDayIn(f.locale, p.expiredDate),
                    time: (chunks) => <time dateTime={p.paidAt}>{chunks}</time>,
                  })}
                </span>
              </div>
              {p.receiptUrl ? (
                <a href={p.receiptUrl} target="_blank" rel="noreferrer" className="payment-history__receipt">
                  {t('profile.receipt')}
                  <span className="visually-hidden">{t('profile.receiptFor', { paidAt: when(p.paidAt) })}</span>
                </a>
              ) : (
                <span className="payment-history__meta">{t('profile.noReceipt')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
