/**
 * payments: buying a plan (POST /api/user/square_payment) and the payment history
 * (GET /api/user/payments).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SquarePaymentAnswer } from '@shared/payments';
import type { Plan } from '@shared/subscription';
import { call } from './client';
import { invalidateResources } from './resources';

export const paymentKeys = { all: ['payments'] as const };

export const paymentsQuery = () =>
  queryOptions({
    queryKey: paymentKeys.all,
    queryFn: ({ signal }) => call('listPayments', { signal }).then((r) => r.data),
  });

export const usePayments = () => useQuery(paymentsQuery());

export interface SquarePaymentRequest {
  plan: Plan;
  price: number;
  token: string;
  idempotencyKey: string;
}

/** The answer's text as the server sent it (a JSON string) or already parsed. */
export function parsePaymentAnswer(raw: unknown): SquarePaymentAnswer {
  const value = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
  if (value && typeof value === 'object' && ('payment' in value || 'error' in value))
    return value as SquarePaymentAnswer;
  throw new Error('The payment service gave an answer the app cannot read.');
}

export async function squarePayment(req: SquarePaymentRequest): Promise<SquarePaymentAnswer> {
  const { price, token, plan, idempotencyKey } = req;
  return parsePaymentAnswer(await call('squarePayment', { body: { price, token, plan, idempotencyKey }, form: true }));
}

export function useSquarePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: squarePayment,
    // A payment changes the account (plan, expiry) and its payment history; nothing else.
    onSettled: () => invalidateResources(client, ['accounts', 'payments']),
  });
}
