/**
 * Payments in the app table, under the grower's partition:
 *   attempt   PK USER#<user>  SK PAYKEY#<idempotency key>   one per checkout submit: claimed with a
 *             conditional put, so a second submit with the same key finds it instead of charging
 *   payment   PK USER#<user>  SK PAYMENT#<paid at>#<id>     every completed payment (the history)
 * No transactions (dynalite has none): the attempt moves pending → charged → done, and each step
 * is written before the next, so a retry after a crash finishes what was started (payments.ts in
 * services).
 */
import type { Plan } from '@shared/subscription';
import type { PaymentRecord } from '@shared/payments';
import { deleteItemIf, getItem, keys, putItem, queryPrefix, updateIf } from '../../platform/aws/items';

export type AttemptState = 'pending' | 'charged' | 'done';

export interface PaymentAttempt {
  state: AttemptState;
  plan: Plan;
  /** Cents. */
  amount: number;
  /** The key Square saw (the same for every retry of this attempt). */
  providerKey: string;
  startedAt: string;
  /** Set once charged: what the payment bought. */
  payment?: PaymentRecord;
  fromToday?: boolean;
  /** Set once done: the answer, given again to a repeated submit. */
  answer?: string;
}

const attemptKey = (key: string) => `PAYKEY#${key}`;
const paymentKey = (p: PaymentRecord) => `PAYMENT#${p.paidAt}#${p.paymentId}`;

/** Claim an attempt; false when one with this key exists already. */
export const claimAttempt = (userName: string, key: string, attempt: PaymentAttempt) =>
  putItem({ PK: keys.user(userName), SK: attemptKey(key), ...attempt }, { onlyIfNew: true });

export const getAttempt = (userName: string, key: string) =>
  getItem<PaymentAttempt>(keys.user(userName), attemptKey(key));

/**
 * Give up a pending attempt whose charge failed to get an answer (the provider was unreachable),
 * so a retry can claim the key again at once; it charges with the same provider key, which the
 * provider answers with the first payment if the lost request did reach it.
 */
export const releaseAttempt = (userName: string, key: string, startedAt: string) =>
  deleteItemIf(keys.user(userName), attemptKey(key), { state: 'pending', startedAt });

/** Move an attempt on from `from` (false when it is no longer in that state), setting `changes`. */
export async function advanceAttempt(
  userName: string,
  key: string,
  from: AttemptState,
  changes: Partial<PaymentAttempt> & { state: AttemptState },
): Promise<boolean> {
  const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
  const names: Record<string, string> = { '#state': 'state' };
  const values: Record<string, unknown> = { ':from': from };
  const sets = entries.map(([k, v], i) => {
    names[`#c${i}`] = k;
    values[`:c${i}`] = v;
    return `#c${i} = :c${i}`;
  });
  const out = await updateIf(keys.user(userName), attemptKey(key), {
    update: `SET ${sets.join(', ')}`,
    condition: '#state = :from',
    names,
    values,
  });
  return out !== undefined;
}

/** Store a completed payment; writing it again (a retry) writes the same item. */
export async function putPayment(userName: string, payment: PaymentRecord): Promise<void> {
  await putItem({ PK: keys.user(userName), SK: paymentKey(payment), ...payment });
}

/** The grower's payments, newest first. */
export async function listPayments(userName: string): Promise<PaymentRecord[]> {
  const items = await queryPrefix<PaymentRecord>(keys.user(userName), 'PAYMENT#');
  return items
    .map(({ paymentId, plan, amount, currency, receiptUrl, paidAt, expiredDate }) => ({
      paymentId,
      plan,
      amount,
      currency,
      receiptUrl: receiptUrl ?? null,
      paidAt,
      expiredDate,
    }))
    .sort((a, b) => b.paidAt.localeCompare(a.paidAt));
}
