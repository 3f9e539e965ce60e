/**
 * POST /api/user/square_payment (form {price, token} with the plan and the idempotency key). The
 * server answers a JSON string, parsed here into {payment, subscription} or {error}.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SquarePaymentAnswer } from '@shared/payments';
import type { Plan } from '@shared/subscription';
import { apiRequest } from '../../../lib/api-client';

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
  const raw = await apiRequest<unknown>('/api/user/square_payment', {
    method: 'POST',
    form: { price: req.price, token: req.token, plan: req.plan, idempotencyKey: req.idempotencyKey },
  });
  return parsePaymentAnswer(raw);
}

/** After a completed payment every cached server answer (profile, payments) is out of date. */
export function useSquarePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: squarePayment,
    onSuccess: (answer) => {
      // A payment changes the account (plan, expiry) and its payment history; nothing else.
      if ('payment' in answer) {
        void queryClient.invalidateQueries({ queryKey: ['me'] });
        void queryClient.invalidateQueries({ queryKey: ['payments'] });
      }
    },
  });
}
