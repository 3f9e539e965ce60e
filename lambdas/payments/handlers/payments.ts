/**
 * Payments: POST /api/user/square_payment (form {price, token}, plus the plan and an idempotency
 * key) answers the spec's JSON string, {payment, subscription} or {error} for a declined card;
 * GET /api/user/payments lists the caller's payments with their receipts.
 */
import { squarePaymentFormSchema } from '@shared/payments';
import { lambdaHandler, ok, parseInput, type Operations } from '../../platform/http';
import { listPayments, payForPlan } from '../services/payments';

export const operations = {
  async squarePayment(req) {
    const form = parseInput(squarePaymentFormSchema, req.body);
    return ok(await payForPlan(req.caller.userName, form));
  },
  async listPayments(req) {
    return ok({ data: await listPayments(req.caller.userName) });
  },
} satisfies Operations<'payments'>;

export const handler = lambdaHandler(operations);
