/**
 * The checkout contract shared by the web app and the server: the payment form, its answer, the
 * payment history, the renewal rule and the messages the checkout shows.
 *
 * The browser sends what the grower chose (plan and price) and a card token; the server charges
 * the plan's own price (PLAN_PRICES), never a figure from the browser, and refuses a price that
 * does not match it.
 */
import * as z from 'zod';
import { formatExpiry, parseExpiry, PLAN_PRICES, PLANS, PURCHASABLE_PLANS, type Plan } from './subscription';

/** Square charges in the smallest unit of the seller's currency; the business is Australian. */
export const PAYMENT_CURRENCY = 'AUD';

/** A plan's yearly price in cents, as Square's amount_money takes it. */
export const planPriceCents = (plan: Plan): number => PLAN_PRICES[plan] * 100;

/** The plan whose price this is, among the plans sold in the app. */
export function planForPrice(price: number): Plan | undefined {
  return PURCHASABLE_PLANS.find((p) => PLAN_PRICES[p] === price);
}

/**
 * A client-chosen key that makes a double submit charge once: the checkout makes one per card
 * token, so clicking Submit Order twice (or a retry after a dropped answer) sends the same key.
 */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, dashes or underscores');

const purchasable = PURCHASABLE_PLANS as readonly [Plan, ...Plan[]];

/** POST /api/user/square_payment, a form: {price, token} plus the plan and the idempotency key. */
export const squarePaymentFormSchema = z
  .object({
    price: z.coerce.number({ message: 'must be a number' }).refine((n) => Number.isFinite(n), 'must be a number'),
    token: z
      .string()
      .trim()
      .min(1, 'a card token is required')
      .max(256, 'is too long')
      .regex(/^[A-Za-z0-9:_-]+$/, 'is not a card token'),
    /** Optional: without it the plan is the one sold at `price`. */
    plan: z.enum(purchasable, { message: `choose one of: ${PURCHASABLE_PLANS.join(', ')}` }).optional(),
    idempotencyKey: idempotencyKeySchema.optional(),
  })
  .transform((form, ctx) => {
    const plan = form.plan ?? planForPrice(form.price);
    if (!plan) {
      const prices = PURCHASABLE_PLANS.map((p) => `${p} ${PLAN_PRICES[p]}`).join(', ');
      ctx.addIssue({
        code: 'custom',
        path: ['price'],
        message: `is not the price of a plan sold here (${prices})`,
      });
      return z.NEVER;
    }
    if (PLAN_PRICES[plan] !== form.price) {
      ctx.addIssue({
        code: 'custom',
        path: ['price'],
        message: `does not match the ${plan} plan's price (${PLAN_PRICES[plan]})`,
      });
      return z.NEVER;
    }
    return { plan, price: form.price, token: form.token, idempotencyKey: form.idempotencyKey };
  });
export type SquarePaymentForm = z.output<typeof squarePaymentFormSchema>;

/**
 * What the payment route answers, as a JSON string the browser parses: the payment and the
 * subscription it bought, or the reason the card was refused.
 */
export type SquarePaymentAnswer =
  | {
      payment: { status: string; id: string; receiptUrl: string | null; amount: number; currency: string };
      subscription: { type: Plan; expiredDate: string; fromToday: boolean };
    }
  | { error: string };

/** One stored payment, as GET /api/user/payments lists it (newest first). */
export const paymentRecordSchema = z.strictObject({
  paymentId: z.string(),
  plan: z.enum(PLANS),
  amount: z.number().describe('Cents, in `currency`.'),
  currency: z.string(),
  receiptUrl: z.string().nullable(),
  paidAt: z.string().describe('ISO 8601.'),
  expiredDate: z.string().describe("The expiry the payment bought ('dd-mm-yyyy')."),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

/**
 * The expiry a renewal buys: one year after the current expiry while it has not passed, else one
 * year from today (`fromToday`) — a lapsed grower does not pay for the days they were without.
 * Days are UTC calendar days, as the server checks them; 29 February becomes 28 February.
 */
export function renewedExpiry(
  current: string | null | undefined,
  now = new Date(),
): { expiredDate: string; fromToday: boolean } {
  const parts = parseExpiry(current);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const valid = parts !== undefined && Date.UTC(parts[0], parts[1], parts[2]) > today;
  const [y, m, d] = valid ? parts : [now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()];
  const lastDay = new Date(Date.UTC(y + 1, m + 1, 0)).getUTCDate();
  return { expiredDate: formatExpiry(new Date(Date.UTC(y + 1, m, Math.min(d, lastDay))), true), fromToday: !valid };
}

/** The checkout's messages. */
export const paymentMessages = {
  failed: (error: string) => `Failed Payment. ${error}`,
  failedPlain: 'Failed Payment.',
  requestFailed: (message: string) => `The payment request is failed.${message}`,
  tokenizationFailed: (status: string, detail?: string) =>
    `Tokenization failed with status ${status}${detail ? ` and errors: ${detail}` : ''}`,
  success: 'Update was successful.',
} as const;
