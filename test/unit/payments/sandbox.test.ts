import { describe, expect, it } from 'vitest';
import { SANDBOX_NONCES, sandboxTokenize, luhnValid } from '@shared/payments-sandbox';
import { sandboxPaymentsProvider, SANDBOX_NONCE_CODES } from '../../../lambdas/payments/adapters/provider/sandbox';
import type { ChargeRequest } from '../../../lambdas/payments/adapters/provider/port';

const request = (sourceId: string, idempotencyKey = `k-${sourceId}`): ChargeRequest => ({
  sourceId,
  idempotencyKey,
  amount: 39900,
  currency: 'AUD',
});

describe('sandbox provider: Square sandbox token table', () => {
  it("maps each documented token to Square's error code", () => {
    expect(SANDBOX_NONCE_CODES).toEqual({
      'cnon:card-nonce-ok': null,
      'cnon:card-nonce-declined': 'GENERIC_DECLINE',
      'cnon:card-nonce-rejected-cvv': 'CVV_FAILURE',
      'cnon:card-nonce-rejected-postalcode': 'ADDRESS_VERIFICATION_FAILURE',
      'cnon:card-nonce-rejected-expiration': 'INVALID_EXPIRATION',
      'cnon:card-nonce-already-used': 'CARD_TOKEN_USED',
    });
  });

  it('completes the ok token for the amount asked, with a receipt', async () => {
    const result = await sandboxPaymentsProvider({ now: () => new Date('2026-11-24T10:00:00Z') }).charge(
      request(SANDBOX_NONCES.ok),
    );
    expect(result).toMatchObject({
      outcome: 'paid',
      status: 'COMPLETED',
      amount: 39900,
      currency: 'AUD',
      createdAt: '2026-11-24T10:00:00.000Z',
    });
    if (result.outcome === 'paid') expect(result.receiptUrl).toContain(result.paymentId);
  });

  it.each([
    [SANDBOX_NONCES.declined, 'GENERIC_DECLINE', /declined/],
    [SANDBOX_NONCES.cvv, 'CVV_FAILURE', /CVV/],
    [SANDBOX_NONCES.postalCode, 'ADDRESS_VERIFICATION_FAILURE', /postal code/],
    [SANDBOX_NONCES.expiration, 'INVALID_EXPIRATION', /expiry/],
    ['cnon:made-up', 'INVALID_CARD', /not valid/],
    ['__proto__', 'INVALID_CARD', /not valid/],
  ])('declines %s with %s', async (token, code, message) => {
    const result = await sandboxPaymentsProvider().charge(request(token));
    expect(result).toMatchObject({ outcome: 'declined', code });
    if (result.outcome === 'declined') expect(result.message).toMatch(message);
  });

  it('answers a repeated idempotency key with the first payment', async () => {
    const provider = sandboxPaymentsProvider();
    const first = await provider.charge(request(SANDBOX_NONCES.ok, 'same-key'));
    const again = await provider.charge(request(SANDBOX_NONCES.ok, 'same-key'));
    const other = await provider.charge(request(SANDBOX_NONCES.ok, 'other-key'));
    expect(again).toEqual(first);
    expect(other.outcome === 'paid' && first.outcome === 'paid' && other.paymentId !== first.paymentId).toBe(true);
  });
});

describe('local sandbox card form: the token a card yields', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const card = { number: '4111 1111 1111 1111', expiry: '12/28', cvv: '111', postalCode: '2000' };
  it('a test card with any future expiry yields the ok token', () => {
    expect(sandboxTokenize(card, now)).toEqual({ status: 'OK', token: SANDBOX_NONCES.ok });
    expect(sandboxTokenize({ ...card, number: '3400 000000 00009', cvv: '1234' }, now)).toEqual({
      status: 'OK',
      token: SANDBOX_NONCES.ok,
    });
  });
  it("Square's triggers: CVV 911, postal code 99999, expiry 01/40", () => {
    expect(sandboxTokenize({ ...card, cvv: '911' }, now)).toEqual({ status: 'OK', token: SANDBOX_NONCES.cvv });
    expect(sandboxTokenize({ ...card, postalCode: '99999' }, now)).toEqual({
      status: 'OK',
      token: SANDBOX_NONCES.postalCode,
    });
    expect(sandboxTokenize({ ...card, expiry: '01/40' }, now)).toEqual({
      status: 'OK',
      token: SANDBOX_NONCES.expiration,
    });
  });
  it('a real card number (the sandbox accepts none) is declined', () => {
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(sandboxTokenize({ ...card, number: '4000 0000 0000 0002' }, now)).toEqual({
      status: 'OK',
      token: SANDBOX_NONCES.declined,
    });
  });
  it('malformed or past values give no token and name the fields', () => {
    const result = sandboxTokenize({ number: '4111 1111 1111 1112', expiry: '10/26', cvv: '12', postalCode: '' }, now);
    expect(result.status).toBe('Invalid');
    if (result.status === 'Invalid')
      expect(result.errors.map((e) => e.field)).toEqual(['number', 'expiry', 'cvv', 'postalCode']);
    expect(sandboxTokenize({ ...card, expiry: '13/30' }, now).status).toBe('Invalid');
    expect(sandboxTokenize({ ...card, expiry: '11/26' }, now).status).toBe('OK');
  });
});
