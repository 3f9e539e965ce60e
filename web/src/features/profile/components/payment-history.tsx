import { format } from 'date-fns';
import { planLabel } from '@shared/subscription';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Spinner } from '../../../components/spinner';
import { usePayments } from '../../../api/payments';
import './payment-history.css';

const money = (cents: number, currency: string) =>
  `${currency === 'AUD' ? 'A$' : `${currency} `}${(cents / 100).toFixed(2)}`;
const when = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : format(d, 'd MMM yyyy, HH:mm');
};

/** The profile's payment history: each payment with its plan, amount, the expiry it bought and its receipt. */
export function PaymentHistory() {
  const payments = usePayments();
  return (
    <Card title="Payment history">
      {payments.isPending ? (
        <p className="payment-history__status">
          <Spinner size="sm" /> Loading your payments…
        </p>
      ) : payments.isError ? (
        <>
          <Banner tone="error">We could not load your payments: {payments.error.message}</Banner>
          <Button variant="secondary" size="sm" onClick={() => void payments.refetch()} loading={payments.isFetching}>
            Try again
          </Button>
        </>
      ) : payments.data.length === 0 ? (
        <p className="payment-history__status">
          No payments yet. Payments you make when you renew your subscription are listed here with their receipts.
        </p>
      ) : (
        <ul className="payment-history">
          {payments.data.map((p) => (
            <li key={p.paymentId} className="payment-history__item">
              <div className="payment-history__main">
                <strong>
                  {planLabel(p.plan)} plan · {money(p.amount, p.currency)}
                </strong>
                <span className="payment-history__meta">
                  Paid <time dateTime={p.paidAt}>{when(p.paidAt)}</time> · access until {p.expiredDate}
                </span>
              </div>
              {p.receiptUrl ? (
                <a href={p.receiptUrl} target="_blank" rel="noreferrer" className="payment-history__receipt">
                  Receipt
                  <span className="visually-hidden"> for the payment of {when(p.paidAt)} (opens in a new tab)</span>
                </a>
              ) : (
                <span className="payment-history__meta">No receipt</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
