/** payments. */
import { defineRoute, notYetDescribed } from './define';

export const paymentsRoutes = {
  squarePayment: defineRoute({
    method: 'POST',
    path: '/api/user/square_payment',
    access: 'user',
    resource: 'payments',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  listPayments: defineRoute({
    method: 'GET',
    path: '/api/user/payments',
    access: 'user',
    resource: 'payments',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
} as const;
