import { describe, expect, it } from 'vitest';
import { planForPrice, planPriceCents, renewedExpiry, squarePaymentFormSchema } from '@shared/payments';

describe("the payment form: the server charges the plan's own price", () => {
  const parse = (form: Record<string, unknown>) => squarePaymentFormSchema.safeParse(form);
  it("accepts the plans sold here at their price, from the form's strings", () => {
    expect(parse({ price: '399', token: 'cnon:card-nonce-ok' }).data).toMatchObject({ plan: 'full', price: 399 });
    expect(
      parse({ price: '199', token: 'cnon:card-nonce-ok', plan: 'lite', idempotencyKey: 'abcdefgh-1234' }).data,
    ).toMatchObject({ plan: 'lite', idempotencyKey: 'abcdefgh-1234' });
    expect(planPriceCents('full')).toBe(39900);
  });
  it.each([
    [{ price: '1', token: 'cnon:card-nonce-ok' }, 'price'],
    [{ price: '199', plan: 'full', token: 'cnon:card-nonce-ok' }, 'price'],
    [{ price: '599', token: 'cnon:card-nonce-ok' }, 'price'],
    [{ price: '599', plan: 'pro', token: 'cnon:card-nonce-ok' }, 'plan'],
    [{ price: '399.001', token: 'cnon:card-nonce-ok' }, 'price'],
    [{ price: '1e300', token: 'cnon:card-nonce-ok' }, 'price'],
    [{ price: '', token: 'cnon:card-nonce-ok' }, 'price'],
    [{ price: '399', token: '' }, 'token'],
    [{ price: '399', token: 'cnon:ok', idempotencyKey: 'has spaces in it' }, 'idempotencyKey'],
    [{ price: '399', token: 'cnon:ok', idempotencyKey: 'short' }, 'idempotencyKey'],
  ])('refuses %j (field %s)', (form, field) => {
    const result = parse(form);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
  it("finds no plan for Pro's price: Pro is granted by an admin, not sold", () => {
    expect(planForPrice(599)).toBeUndefined();
    expect(planForPrice(199)).toBe('lite');
  });
});

describe('renewal: one year after the current expiry, or after today when it has lapsed', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it('extends a valid subscription from its expiry', () => {
    expect(renewedExpiry('10-03-2027', now)).toEqual({ expiredDate: '10-03-2028', fromToday: false });
    expect(renewedExpiry('25-11-2026', now)).toEqual({ expiredDate: '25-11-2027', fromToday: false });
  });
  it('starts from today when the expiry is today or past, missing or malformed', () => {
    expect(renewedExpiry('24-11-2026', now)).toEqual({ expiredDate: '24-11-2027', fromToday: true });
    expect(renewedExpiry('01-01-2020', now)).toEqual({ expiredDate: '24-11-2027', fromToday: true });
    expect(renewedExpiry(undefined, now)).toEqual({ expiredDate: '24-11-2027', fromToday: true });
    expect(renewedExpiry('soon', now)).toEqual({ expiredDate: '24-11-2027', fromToday: true });
  });
  it('29 February renews to 28 February', () => {
    expect(renewedExpiry('29-02-2028', new Date('2027-06-01T00:00:00Z'))).toEqual({
      expiredDate: '28-02-2029',
      fromToday: false,
    });
  });
});
