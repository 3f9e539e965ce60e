/**
 * POST /api/user/square_payment and GET /api/user/payments through the local gateway, with the
 * Square adapter pointed at a local server answering as Square does (so charges can be counted):
 * an expired grower renews from today and the new plan and expiry are in the pool (and the next
 * token); a forged price or a plan not sold is refused and nothing is charged; a repeated or
 * concurrent submit with one idempotency key charges once and extends once; a declined card
 * answers the reason and changes nothing.
 */
import { AdminGetUserCommand, AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { renewedExpiry } from '@shared/payments';
import { formatExpiry } from '@shared/subscription';
import { resetEnvCache } from '../../lambdas/platform/env';
import { resetPaymentsProvider } from '../../lambdas/payments/adapters/provider';
import { FAKE_SQUARE_TOKEN, startFakeSquare, type FakeSquare } from '../support/fake-square';
import { api, logIn, newGrower, startTestStack, type TestStack } from '../support/local-stack';

type Body = Record<string, any>;
let stack: TestStack;
let square: FakeSquare;
const saved = { ...process.env };

const PAYMENT_ENV = { PAYMENTS_PROVIDER: 'square', SQUARE_ACCESS_TOKEN: FAKE_SQUARE_TOKEN };

beforeAll(async () => {
  square = await startFakeSquare();
  Object.assign(process.env, PAYMENT_ENV, { SQUARE_BASE_URL: square.baseUrl });
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
  await square?.close();
  for (const k of [...Object.keys(PAYMENT_ENV), 'SQUARE_BASE_URL']) if (saved[k] === undefined) delete process.env[k];
  resetEnvCache();
  resetPaymentsProvider();
});

async function attributes(username: string): Promise<Record<string, string>> {
  const out = await stack.cognito.send(new AdminGetUserCommand({ UserPoolId: stack.userPoolId, Username: username }));
  return Object.fromEntries((out.UserAttributes ?? []).map((a) => [a.Name!, a.Value!]));
}

async function setSubscription(username: string, level: string, expiry: string) {
  await stack.cognito.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: stack.userPoolId,
      Username: username,
      UserAttributes: [
        { Name: SUBSCRIPTION_ATTRIBUTES.level, Value: level },
        { Name: SUBSCRIPTION_ATTRIBUTES.expiry, Value: expiry },
      ],
    }),
  );
}

const pay = (token: string, form: Record<string, string>) =>
  api(stack, 'POST', '/api/user/square_payment', { token, form });
/** The route answers a JSON string; the browser parses it. */
const parsed = (res: { body: unknown }) => JSON.parse(res.body as unknown as string) as Body;
const daysFromNow = (n: number) => formatExpiry(new Date(Date.now() + n * 86_400_000), true);

describe('paying for a plan', () => {
  it('an expired grower pays Full: 39900 AUD cents, a year from today, stored, the next token says so', async () => {
    const { username } = await newGrower(stack);
    await setSubscription(username, 'lite', daysFromNow(-30));
    const expired = (await logIn(stack, username)).IdToken!;
    expect((await api(stack, 'GET', '/api/v2/field', { token: expired })).status).toBe(402);

    const before = square.charges;
    const res = await pay(expired, {
      price: '399',
      token: 'cnon:card-nonce-ok',
      plan: 'full',
      idempotencyKey: `exp-${username}`,
    });
    expect(res.status).toBe(200);
    expect(typeof res.body).toBe('string');
    const answer = parsed(res);
    const expected = renewedExpiry(daysFromNow(-30));
    expect(expected.fromToday).toBe(true);
    expect(answer).toMatchObject({
      payment: { status: 'COMPLETED', amount: 39900, currency: 'AUD' },
      subscription: { type: 'full', expiredDate: expected.expiredDate, fromToday: true },
    });
    expect(square.charges - before).toBe(1);
    expect(square.requests.at(-1)).toMatchObject({
      source_id: 'cnon:card-nonce-ok',
      amount_money: { amount: 39900, currency: 'AUD' },
    });
    expect(String(square.requests.at(-1)!.idempotency_key).length).toBeLessThanOrEqual(45);

    const attrs = await attributes(username);
    expect(attrs[SUBSCRIPTION_ATTRIBUTES.level]).toBe('full');
    expect(attrs[SUBSCRIPTION_ATTRIBUTES.expiry]).toBe(expected.expiredDate);

    const fresh = (await logIn(stack, username)).IdToken!;
    expect((await api(stack, 'GET', '/api/v2/field', { token: fresh })).status).toBe(200);
    const history = await api(stack, 'GET', '/api/user/payments', { token: fresh });
    expect(history.status).toBe(200);
    expect(history.body.data).toEqual([
      {
        paymentId: answer.payment.id,
        plan: 'full',
        amount: 39900,
        currency: 'AUD',
        receiptUrl: `https://squareupsandbox.com/receipt/preview/${answer.payment.id}`,
        paidAt: expect.any(String),
        expiredDate: expected.expiredDate,
      },
    ]);
  });

  it('a valid subscription is extended one year from its current expiry, not from today', async () => {
    const { username, tokens } = await newGrower(stack);
    await setSubscription(username, 'full', daysFromNow(40));
    const res = await pay(tokens.IdToken!, { price: '199', token: 'cnon:card-nonce-ok' });
    expect(res.status).toBe(200);
    expect(parsed(res).subscription).toEqual({
      type: 'lite',
      expiredDate: renewedExpiry(daysFromNow(40)).expiredDate,
      fromToday: false,
    });
    expect((await attributes(username))[SUBSCRIPTION_ATTRIBUTES.expiry]).toBe(
      renewedExpiry(daysFromNow(40)).expiredDate,
    );
  });

  it('refuses a forged price, a plan not sold and no token with 400 naming the field; nothing charged', async () => {
    const { username, tokens } = await newGrower(stack);
    const attrsBefore = await attributes(username);
    const before = square.requests.length;
    const cases: [Record<string, string>, string][] = [
      [{ price: '1', token: 'cnon:card-nonce-ok' }, 'price'],
      [{ price: '1', token: 'cnon:card-nonce-ok', plan: 'full' }, 'price'],
      [{ price: '199', token: 'cnon:card-nonce-ok', plan: 'full' }, 'price'],
      [{ price: '599', token: 'cnon:card-nonce-ok', plan: 'pro' }, 'plan'],
      [{ price: '599', token: 'cnon:card-nonce-ok' }, 'price'],
      [{ price: '399', token: '' }, 'token'],
      [{ price: '1e-200', token: 'cnon:card-nonce-ok' }, 'price'],
      [{ price: '399', token: 'cnon:card-nonce-ok', plan: '__proto__' }, 'plan'],
    ];
    for (const [form, field] of cases) {
      const res = await pay(tokens.IdToken!, form);
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(String(res.body.error)).toMatch(new RegExp(`^${field}: `));
    }
    // JSON bodies are read as well as forms: a forged price there is refused the same way.
    expect(
      (
        await api(stack, 'POST', '/api/user/square_payment', {
          token: tokens.IdToken!,
          json: { price: 3.99, token: 'cnon:card-nonce-ok' },
        })
      ).status,
    ).toBe(400);
    expect(square.requests.length).toBe(before);
    expect(await attributes(username)).toEqual(attrsBefore);
    expect((await api(stack, 'GET', '/api/user/payments', { token: tokens.IdToken! })).body.data).toEqual([]);
  });

  it('the same idempotency key twice, or twice at once, charges once and extends once', async () => {
    const { username, tokens } = await newGrower(stack);
    const start = daysFromNow(10);
    await setSubscription(username, 'full', start);
    const before = square.charges;
    const form = { price: '399', token: 'cnon:card-nonce-ok', plan: 'full', idempotencyKey: `twice-${username}` };
    const first = await pay(tokens.IdToken!, form);
    const second = await pay(tokens.IdToken!, form);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(square.charges - before).toBe(1);
    const once = renewedExpiry(start).expiredDate;
    expect((await attributes(username))[SUBSCRIPTION_ATTRIBUTES.expiry]).toBe(once);

    // The same key for a different order is refused, not charged.
    const other = await pay(tokens.IdToken!, { ...form, price: '199', plan: 'lite' });
    expect(other.status).toBe(409);

    const together = { ...form, idempotencyKey: `together-${username}` };
    const both = await Promise.all([pay(tokens.IdToken!, together), pay(tokens.IdToken!, together)]);
    expect(both.map((r) => r.status).sort()).toEqual(expect.arrayContaining([200]));
    for (const r of both) expect([200, 409]).toContain(r.status);
    expect(square.charges - before).toBe(2);
    expect((await attributes(username))[SUBSCRIPTION_ATTRIBUTES.expiry]).toBe(renewedExpiry(once).expiredDate);
    expect(
      ((await api(stack, 'GET', '/api/user/payments', { token: tokens.IdToken! })).body.data as Body[]).length,
    ).toBe(2);
  });

  it.each([
    ['cnon:card-nonce-declined', /declined/],
    ['cnon:card-nonce-rejected-cvv', /CVV/],
    ['cnon:card-nonce-rejected-postalcode', /postal code/],
    ['cnon:card-nonce-rejected-expiration', /expiry/],
  ])('a declined card (%s) answers {error} and changes nothing', async (token, message) => {
    const { username, tokens } = await newGrower(stack);
    const attrsBefore = await attributes(username);
    const res = await pay(tokens.IdToken!, { price: '399', token, idempotencyKey: `declined-${username}` });
    expect(res.status).toBe(200);
    expect(parsed(res).error).toMatch(message);
    expect(await attributes(username)).toEqual(attrsBefore);
    expect((await api(stack, 'GET', '/api/user/payments', { token: tokens.IdToken! })).body.data).toEqual([]);
  });

  it('Square unreachable: 502, nothing changed; the same submit goes through at once when Square is back', async () => {
    const { username, tokens } = await newGrower(stack);
    const attrsBefore = await attributes(username);
    const form = { price: '399', token: 'cnon:card-nonce-ok', idempotencyKey: `outage-${username}` };
    square.failWith = 503;
    try {
      const res = await pay(tokens.IdToken!, form);
      expect(res.status).toBe(502);
      expect(String(res.body.error)).toMatch(/not been charged/);
    } finally {
      square.failWith = 0;
    }
    expect(await attributes(username)).toEqual(attrsBefore);
    const before = square.charges;
    const again = await pay(tokens.IdToken!, form);
    expect(again.status).toBe(200);
    expect(parsed(again).payment.status).toBe('COMPLETED');
    expect(square.charges - before).toBe(1);
  }, 30_000);

  it('needs a signed-in caller, and each grower sees only their own payments', async () => {
    expect((await pay('', { price: '399', token: 'cnon:card-nonce-ok' })).status).toBe(401);
    expect((await api(stack, 'GET', '/api/user/payments')).status).toBe(401);
    const { tokens } = await newGrower(stack);
    expect((await api(stack, 'GET', '/api/user/payments', { token: tokens.IdToken! })).body.data).toEqual([]);
  });
});
