/** payments: buying a plan with a card, and the caller's payment history. */
import * as z from 'zod';
import { paymentRecordSchema, squarePaymentFormSchema } from '../payments';
import { defineRoute } from './define';

export const paymentsRoutes = {
  squarePayment: defineRoute({
    method: 'POST',
    path: '/api/user/square_payment',
    access: 'user',
    resource: 'payments',
    summary:
      "Pay for a year of a plan with a Square card token (a form); the server charges the plan's own price. " +
      'The same idempotency key charges once.',
    body: squarePaymentFormSchema,
    answer: z
      .string()
      .describe(
        'A JSON text, as the spec sends it: {payment: {status, id, receiptUrl, amount, currency}, ' +
          'subscription: {type, expiredDate, fromToday}}, or {error} when the card was declined.',
      ),
  }),
  listPayments: defineRoute({
    method: 'GET',
    path: '/api/user/payments',
    access: 'user',
    resource: 'payments',
    summary: "The caller's payments with their receipts, newest first.",
    answer: z.strictObject({ data: z.array(paymentRecordSchema) }),
  }),
} as const;
