/**
 * The payments port: charge a card token once per idempotency key. Two adapters: Square's
 * Payments API through the `square` SDK (square.ts) and the local sandbox (sandbox.ts), which
 * answers Square's documented sandbox tokens as Square's sandbox does.
 */
import { AppError } from '../../../platform/errors';

export interface ChargeRequest {
  /** The card token (nonce) the browser's card form made. */
  sourceId: string;
  /** At most 45 characters; the same key never charges twice. */
  idempotencyKey: string;
  /** In the currency's smallest unit (cents). */
  amount: number;
  currency: 'AUD';
  /** Shown on the seller's dashboard (at most 500 characters). */
  note?: string;
  /** The seller's own reference (at most 40 characters): the grower's user name. */
  referenceId?: string;
}

export type ChargeResult =
  | {
      outcome: 'paid';
      paymentId: string;
      status: string;
      amount: number;
      currency: string;
      receiptUrl: string | null;
      createdAt: string;
    }
  /** The card or token was refused: `code` is Square's error code, `message` what the grower reads. */
  | { outcome: 'declined'; code: string; message: string };

export interface PaymentsProvider {
  readonly name: 'square' | 'sandbox';
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** The payment service could not be reached or refused our own credentials: nothing was charged that we know of. */
export class PaymentsUnavailableError extends AppError {
  constructor(message = 'Payments are unavailable right now. You have not been charged. Please try again later.') {
    super(502, message);
  }
}

/** What the grower reads for each of Square's card error codes (others: Square's own detail). */
const DECLINE_MESSAGES: Readonly<Record<string, string>> = {
  GENERIC_DECLINE: 'The card was declined. Please use another card or contact your bank.',
  CVV_FAILURE: 'The card security code (CVV) was not accepted.',
  ADDRESS_VERIFICATION_FAILURE: 'The postal code does not match the card.',
  INVALID_EXPIRATION: 'The card expiry date is not valid.',
  CARD_EXPIRED: 'The card has expired.',
  INSUFFICIENT_FUNDS: 'The card has insufficient funds.',
  CARD_TOKEN_USED: 'This card entry has already been used. Please enter the card again.',
  CARD_TOKEN_EXPIRED: 'This card entry has expired. Please enter the card again.',
  INVALID_CARD: 'The card number is not valid.',
  CARD_NOT_SUPPORTED: 'This card is not supported.',
};

export function declineMessage(code: string, detail?: string | null): string {
  const known = Object.hasOwn(DECLINE_MESSAGES, code) ? DECLINE_MESSAGES[code] : undefined;
  if (known) return known;
  const text = typeof detail === 'string' ? detail.trim().slice(0, 200) : '';
  return text || 'The card was not accepted.';
}
