/**
 * Square's Payments API (CreatePayment) through the `square` SDK: the amount in cents of AUD
 * (the seller is an Australian business), our idempotency key (the SDK's own retries of a
 * timeout or 5xx resend it, so they cannot charge twice), autocomplete on, so a good card comes
 * back COMPLETED. A card Square refuses is a decline with its error code; anything else
 * (network, our credentials, a malformed request) is PaymentsUnavailableError. The access token
 * comes from Secrets Manager (index.ts) and never appears in an answer or a log line.
 */
import { SquareClient, SquareEnvironment, SquareError } from 'square';
import {
  declineMessage,
  PaymentsUnavailableError,
  type ChargeRequest,
  type ChargeResult,
  type PaymentsProvider,
} from './port';

export interface SquareProviderOptions {
  /** Resolves the access token (cached by the caller). */
  token: () => Promise<string>;
  environment: 'sandbox' | 'production';
  /** Tests point the client at a local server. */
  baseUrl?: string;
  locationId?: string;
  timeoutSeconds?: number;
  /** Where failures are written: the functions' logger (index.ts), or a test's list. */
  log: (message: string) => void;
}

/** Error categories that are about the buyer's card, not about our request. */
const CARD_CATEGORIES = new Set(['PAYMENT_METHOD_ERROR']);
/** Card problems Square files under INVALID_REQUEST_ERROR. */
const CARD_CODES = new Set([
  'CARD_TOKEN_USED',
  'CARD_TOKEN_EXPIRED',
  'INVALID_CARD',
  'INVALID_EXPIRATION',
  'CARD_EXPIRED',
  'CARD_NOT_SUPPORTED',
  'INVALID_CARD_DATA',
]);

export function squarePaymentsProvider(opts: SquareProviderOptions): PaymentsProvider {
  const { log } = opts;
  let client: { token: string; client: SquareClient } | undefined;
  const squareClient = async (): Promise<SquareClient> => {
    const token = await opts.token();
    if (client?.token !== token) {
      client = {
        token,
        client: new SquareClient({
          token,
          ...(opts.baseUrl
            ? { baseUrl: opts.baseUrl }
            : {
                environment:
                  opts.environment === 'production' ? SquareEnvironment.Production : SquareEnvironment.Sandbox,
              }),
          timeoutInSeconds: opts.timeoutSeconds ?? 20,
          maxRetries: 2,
        }),
      };
    }
    return client.client;
  };

  return {
    name: 'square',
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      let sq: SquareClient;
      try {
        sq = await squareClient();
      } catch (err) {
        log(`Square: the access token could not be read: ${err instanceof Error ? err.message : String(err)}`);
        throw new PaymentsUnavailableError();
      }
      try {
        const res = await sq.payments.create({
          sourceId: request.sourceId,
          idempotencyKey: request.idempotencyKey,
          amountMoney: { amount: BigInt(request.amount), currency: request.currency },
          autocomplete: true,
          ...(opts.locationId ? { locationId: opts.locationId } : {}),
          ...(request.note ? { note: request.note.slice(0, 500) } : {}),
          ...(request.referenceId ? { referenceId: request.referenceId.slice(0, 40) } : {}),
        });
        const payment = res.payment;
        if (payment?.status === 'COMPLETED' && payment.id) {
          return {
            outcome: 'paid',
            paymentId: payment.id,
            status: payment.status,
            amount: Number(payment.amountMoney?.amount ?? request.amount),
            currency: payment.amountMoney?.currency ?? request.currency,
            receiptUrl: payment.receiptUrl ?? null,
            createdAt: payment.createdAt ?? new Date().toISOString(),
          };
        }
        const first = res.errors?.[0];
        const code = first?.code ?? `PAYMENT_${payment?.status ?? 'UNKNOWN'}`;
        return {
          outcome: 'declined',
          code,
          message: declineMessage(
            code,
            first?.detail ?? `The payment was not completed (${payment?.status ?? 'no status'}).`,
          ),
        };
      } catch (err) {
        if (err instanceof SquareError) {
          const card = err.errors.find((e) => CARD_CATEGORIES.has(e.category) || CARD_CODES.has(e.code));
          if (card) return { outcome: 'declined', code: card.code, message: declineMessage(card.code, card.detail) };
          const what = err.errors.map((e) => `${e.category}/${e.code}`).join(', ') || err.message;
          log(`Square refused the payment request (${err.statusCode ?? 'no status'}): ${what}`);
          throw new PaymentsUnavailableError();
        }
        log(`Square could not be reached: ${err instanceof Error ? err.message : String(err)}`);
        throw new PaymentsUnavailableError();
      }
    },
  };
}
