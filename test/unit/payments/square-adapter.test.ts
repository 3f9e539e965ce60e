import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { squarePaymentsProvider } from '../../../lambdas/payments/adapters/provider/square';
import { PaymentsUnavailableError, type ChargeRequest } from '../../../lambdas/payments/adapters/provider/port';
import { FAKE_SQUARE_TOKEN, startFakeSquare, type FakeSquare } from '../../support/fake-square';

let square: FakeSquare;
const logs: string[] = [];
const provider = (token = FAKE_SQUARE_TOKEN, locationId?: string) =>
  squarePaymentsProvider({
    token: async () => token,
    environment: 'sandbox',
    baseUrl: square.baseUrl,
    ...(locationId ? { locationId } : {}),
    timeoutSeconds: 5,
    log: (m) => logs.push(m),
  });
const request = (sourceId: string, idempotencyKey = `key-${Math.random().toString(36).slice(2)}`): ChargeRequest => ({
  sourceId,
  idempotencyKey,
  amount: 39900,
  currency: 'AUD',
  note: 'Fieldwise Full plan, one year',
  referenceId: 'grower1',
});

beforeAll(async () => {
  square = await startFakeSquare();
});
afterAll(async () => {
  await square?.close();
});
beforeEach(() => {
  square.failWith = 0;
  logs.length = 0;
});

describe('Square adapter (the square SDK against a server answering as Square does)', () => {
  it('sends CreatePayment as Square documents: AUD cents, our idempotency key, bearer, autocomplete', async () => {
    const result = await provider(FAKE_SQUARE_TOKEN, 'LOC123ABC').charge(request('cnon:card-nonce-ok', 'idem-1'));
    const sent = square.requests.at(-1)!;
    expect(sent).toEqual({
      source_id: 'cnon:card-nonce-ok',
      idempotency_key: 'idem-1',
      amount_money: { amount: 39900, currency: 'AUD' },
      autocomplete: true,
      location_id: 'LOC123ABC',
      note: 'Fieldwise Full plan, one year',
      reference_id: 'grower1',
    });
    expect(square.headers.at(-1)!['square-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(result).toMatchObject({ outcome: 'paid', status: 'COMPLETED', amount: 39900, currency: 'AUD' });
    if (result.outcome === 'paid') {
      expect(result.paymentId).toMatch(/^R2B3/);
      expect(result.receiptUrl).toBe(`https://squareupsandbox.com/receipt/preview/${result.paymentId}`);
      expect(Date.parse(result.createdAt)).not.toBeNaN();
    }
  });

  it.each([
    ['cnon:card-nonce-declined', 'GENERIC_DECLINE', /declined/],
    ['cnon:card-nonce-rejected-cvv', 'CVV_FAILURE', /CVV/],
    ['cnon:card-nonce-rejected-postalcode', 'ADDRESS_VERIFICATION_FAILURE', /postal code/],
    ['cnon:card-nonce-rejected-expiration', 'INVALID_EXPIRATION', /expiry/],
    ['cnon:something-else', 'INVALID_CARD_DATA', /Invalid card data/],
  ])('a 400 decline body for %s is a decline with code %s and words for the grower', async (token, code, message) => {
    const result = await provider().charge(request(token));
    expect(result).toMatchObject({ outcome: 'declined', code });
    if (result.outcome === 'declined') expect(result.message).toMatch(message);
  });

  it('the same idempotency key twice charges once and returns the same payment', async () => {
    const before = square.charges;
    const a = await provider().charge(request('cnon:card-nonce-ok', 'twice-key'));
    const b = await provider().charge(request('cnon:card-nonce-ok', 'twice-key'));
    expect(square.charges - before).toBe(1);
    expect(b).toEqual(a);
  });

  it('a wrong access token is our problem, not the card: unavailable (502), logged without the token', async () => {
    const err = await provider('wrong-token')
      .charge(request('cnon:card-nonce-ok'))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentsUnavailableError);
    expect((err as PaymentsUnavailableError).status).toBe(502);
    expect(logs.join('\n')).toMatch(/AUTHENTICATION_ERROR/);
    expect(logs.join('\n')).not.toContain('wrong-token');
  });

  it('a server error is retried with the same key, then reported unavailable', async () => {
    square.failWith = 500;
    const before = square.requests.length;
    const err = await provider()
      .charge(request('cnon:card-nonce-ok', 'retry-key'))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentsUnavailableError);
    const sent = square.requests.slice(before);
    expect(sent.length).toBeGreaterThan(1);
    expect(new Set(sent.map((r) => r.idempotency_key))).toEqual(new Set(['retry-key']));
  }, 20_000);

  it('an unreachable Square is unavailable', async () => {
    const closed = squarePaymentsProvider({
      token: async () => FAKE_SQUARE_TOKEN,
      environment: 'sandbox',
      baseUrl: 'http://127.0.0.1:9',
      timeoutSeconds: 2,
      log: () => {},
    });
    await expect(closed.charge(request('cnon:card-nonce-ok'))).rejects.toBeInstanceOf(PaymentsUnavailableError);
  }, 20_000);
});
