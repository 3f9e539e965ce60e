/**
 * The local payments provider: Square's sandbox behaviour without Square. It honours Square's
 * documented sandbox tokens (ok, declined, CVV, postal code, expiration, already used) and, like
 * Square, answers a repeated idempotency key with the first payment instead of charging again.
 * Any other token is refused as Square refuses a token it did not issue.
 */
import { createHash } from 'node:crypto';
import { SANDBOX_NONCES } from '@shared/payments-sandbox';
import { declineMessage, type ChargeRequest, type ChargeResult, type PaymentsProvider } from './port';

/** The sandbox token → Square error code table (null: the payment completes). */
export const SANDBOX_NONCE_CODES: Readonly<Record<string, string | null>> = {
  [SANDBOX_NONCES.ok]: null,
  [SANDBOX_NONCES.declined]: 'GENERIC_DECLINE',
  [SANDBOX_NONCES.cvv]: 'CVV_FAILURE',
  [SANDBOX_NONCES.postalCode]: 'ADDRESS_VERIFICATION_FAILURE',
  [SANDBOX_NONCES.expiration]: 'INVALID_EXPIRATION',
  [SANDBOX_NONCES.alreadyUsed]: 'CARD_TOKEN_USED',
};

export function sandboxPaymentsProvider(opts: { now?: () => Date } = {}): PaymentsProvider {
  const now = opts.now ?? (() => new Date());
  const byKey = new Map<string, ChargeResult>();
  return {
    name: 'sandbox',
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const earlier = byKey.get(request.idempotencyKey);
      if (earlier) return earlier;
      const code = Object.hasOwn(SANDBOX_NONCE_CODES, request.sourceId)
        ? SANDBOX_NONCE_CODES[request.sourceId]
        : 'INVALID_CARD';
      let result: ChargeResult;
      if (code === null) {
        // Square's payment ids are 22-plus base62-like characters; this one is derived from the key.
        const digest = createHash('sha256').update(request.idempotencyKey).digest('base64url');
        const paymentId = `sbx${digest.replace(/[-_]/g, '').slice(0, 26)}`;
        result = {
          outcome: 'paid',
          paymentId,
          status: 'COMPLETED',
          amount: request.amount,
          currency: request.currency,
          receiptUrl: `https://squareupsandbox.com/receipt/preview/${paymentId}`,
          createdAt: now().toISOString(),
        };
      } else {
        result = { outcome: 'declined', code: code ?? 'INVALID_CARD', message: declineMessage(code ?? 'INVALID_CARD') };
      }
      byKey.set(request.idempotencyKey, result);
      return result;
    },
  };
}
