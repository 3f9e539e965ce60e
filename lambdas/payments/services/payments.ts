/**
 * Paying for a plan. The server charges the plan's own price (the form's price must match it),
 * through the payments port, once per idempotency key; on a COMPLETED payment it stores the
 * payment, and sets the plan and the new expiry (one year after the current one, or after today
 * when it has lapsed) in the user pool, where the app client cannot write them.
 *
 * Without transactions, an attempt is a small state machine in the app table, each step written
 * before the next: pending (claimed) → charged (the payment and what it buys) → done (the answer).
 * A repeated submit answers the stored answer; a retry after a crash finishes the step it stopped
 * at, and the provider's own idempotency key makes a repeated charge return the first payment.
 */
import { createHash } from 'node:crypto';
import { SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import {
  PAYMENT_CURRENCY,
  planPriceCents,
  renewedExpiry,
  type PaymentRecord,
  type SquarePaymentAnswer,
  type SquarePaymentForm,
} from '@shared/payments';
import { planLabel } from '@shared/subscription';
import { refusal } from '../../platform/refusal';
import { ConflictError } from '../../platform/errors';
import { env } from '../../platform/env';
import { paymentsProvider, type ChargeResult } from '../adapters/provider';
import {
  advanceAttempt,
  claimAttempt,
  getAttempt,
  listPayments as listStoredPayments,
  putPayment,
  releaseAttempt,
  type PaymentAttempt,
} from '../adapters/payments';
import { getUserAttributes, setUserAttributes } from '../../accounts';
import { logger } from '../../platform/telemetry/logger';

/** A pending attempt older than this was cut short (the function timed out or crashed): it may be resumed. */
export const STALE_ATTEMPT_MS = 90_000;

const sha = (text: string) => createHash('sha256').update(text).digest('base64url');

function userPoolId(): string {
  const id = env().USER_POOL_ID;
  if (!id) throw new Error('Invalid environment: USER_POOL_ID');
  return id;
}

/** Finish a charged attempt: record the payment, grant the subscription, store the answer. Each step may run twice. */
async function finish(userName: string, key: string, payment: PaymentRecord, fromToday: boolean): Promise<string> {
  await putPayment(userName, payment);
  await setUserAttributes(userPoolId(), userName, {
    [SUBSCRIPTION_ATTRIBUTES.level]: payment.plan,
    [SUBSCRIPTION_ATTRIBUTES.expiry]: payment.expiredDate,
  });
  const answer: SquarePaymentAnswer = {
    payment: {
      status: 'COMPLETED',
      id: payment.paymentId,
      receiptUrl: payment.receiptUrl,
      amount: payment.amount,
      currency: payment.currency,
    },
    subscription: { type: payment.plan, expiredDate: payment.expiredDate, fromToday },
  };
  const text = JSON.stringify(answer);
  await advanceAttempt(userName, key, 'charged', { state: 'done', answer: text });
  return text;
}

async function charge(userName: string, key: string, attempt: PaymentAttempt, token: string): Promise<string> {
  let result: ChargeResult;
  try {
    result = await paymentsProvider().charge({
      sourceId: token,
      idempotencyKey: attempt.providerKey,
      amount: attempt.amount,
      currency: PAYMENT_CURRENCY,
      note: `Fieldwise ${planLabel(attempt.plan)} plan, one year`,
      referenceId: userName,
    });
  } catch (err) {
    // No answer from the provider: let the grower retry now rather than after STALE_ATTEMPT_MS.
    await releaseAttempt(userName, key, attempt.startedAt).catch(() => false);
    throw err;
  }
  if (result.outcome === 'declined') {
    const text = JSON.stringify({ error: result.message } satisfies SquarePaymentAnswer);
    await advanceAttempt(userName, key, 'pending', { state: 'done', answer: text });
    logger.info('payment declined', { caller: userName, code: result.code, plan: attempt.plan });
    return text;
  }
  // The expiry is read from the pool, not the token (which may predate another renewal).
  const attributes = await getUserAttributes(userPoolId(), userName);
  const renewal = renewedExpiry(attributes[SUBSCRIPTION_ATTRIBUTES.expiry]);
  const payment: PaymentRecord = {
    paymentId: result.paymentId,
    plan: attempt.plan,
    amount: result.amount,
    currency: result.currency,
    receiptUrl: result.receiptUrl,
    paidAt: result.createdAt,
    expiredDate: renewal.expiredDate,
  };
  if (!(await advanceAttempt(userName, key, 'pending', { state: 'charged', payment, fromToday: renewal.fromToday }))) {
    // Another request for this key moved it on meanwhile: it finishes the attempt, with its own figures.
    return resume(userName, key, token);
  }
  logger.info('payment completed', {
    caller: userName,
    plan: attempt.plan,
    amount: result.amount,
    paymentId: result.paymentId,
  });
  return finish(userName, key, payment, renewal.fromToday);
}

/** An attempt with this key exists: answer it, finish it, or (stale) charge again with the same provider key. */
async function resume(userName: string, key: string, token: string, form?: SquarePaymentForm): Promise<string> {
  const attempt = await getAttempt(userName, key);
  if (!attempt) throw new ConflictError(refusal('refusals.paymentNotFound'));
  if (form && (attempt.plan !== form.plan || attempt.amount !== planPriceCents(form.plan))) {
    throw new ConflictError(refusal('refusals.paymentKeyReused'));
  }
  if (attempt.state === 'done' && attempt.answer) return attempt.answer;
  if (attempt.state === 'charged' && attempt.payment)
    return finish(userName, key, attempt.payment, attempt.fromToday ?? false);
  if (Date.now() - Date.parse(attempt.startedAt) < STALE_ATTEMPT_MS) {
    throw new ConflictError(refusal('refusals.paymentInProgress'));
  }
  return charge(userName, key, attempt, token);
}

/** POST /api/user/square_payment: the answer is the JSON text the browser parses. */
export async function payForPlan(userName: string, form: SquarePaymentForm): Promise<string> {
  // Without a key from the browser, the token names the attempt (a card token is single-use).
  const key = form.idempotencyKey ?? sha(form.token).slice(0, 43);
  const attempt: PaymentAttempt = {
    state: 'pending',
    plan: form.plan,
    amount: planPriceCents(form.plan),
    // At most 45 characters, and a different user's same key is a different payment.
    providerKey: sha(`${userName}\n${key}`).slice(0, 40),
    startedAt: new Date().toISOString(),
  };
  if (!(await claimAttempt(userName, key, attempt))) return resume(userName, key, form.token, form);
  return charge(userName, key, attempt, form.token);
}

export const listPayments = (userName: string): Promise<PaymentRecord[]> => listStoredPayments(userName);
