/**
 * A prod payments function (PAYMENTS_LIVE_ONLY) whose Square settings are missing or point at
 * Square's sandbox fails closed through the real route: the sandbox's ok token buys nothing (500,
 * logged as ours to fix), no subscription changes and no payment is stored. Once the settings are
 * mended (a token, Square's production environment; a local server answers as Square does) the
 * same submit goes through at once.
 */
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '../../lambdas/platform/env';
import { resetPaymentsProvider } from '../../lambdas/payments/adapters/provider';
import { FAKE_SQUARE_TOKEN, startFakeSquare, type FakeSquare } from '../support/fake-square';
import { api, newGrower, startTestStack, type TestStack } from '../support/local-stack';

const KEYS = [
  'PAYMENTS_LIVE_ONLY',
  'PAYMENTS_PROVIDER',
  'SQUARE_ACCESS_TOKEN',
  'SQUARE_ENVIRONMENT',
  'SQUARE_BASE_URL',
] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
let stack: TestStack;
let square: FakeSquare;

function settings(values: Partial<Record<(typeof KEYS)[number], string>>) {
  for (const k of KEYS) delete process.env[k];
  Object.assign(process.env, values);
  resetEnvCache();
  resetPaymentsProvider();
}

beforeAll(async () => {
  square = await startFakeSquare();
  // The local stack names its providers as it starts, so it starts with ordinary settings.
  settings({});
  stack = await startTestStack({ seed: false });
});
afterAll(async () => {
  await stack?.close();
  await square?.close();
  for (const k of KEYS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  resetEnvCache();
  resetPaymentsProvider();
});

async function attributes(username: string): Promise<Record<string, string>> {
  const out = await stack.cognito.send(new AdminGetUserCommand({ UserPoolId: stack.userPoolId, Username: username }));
  return Object.fromEntries((out.UserAttributes ?? []).map((a) => [a.Name!, a.Value!]));
}

describe('payments in prod fail closed', () => {
  it("no token, or Square's sandbox: the test card's token buys nothing; mended settings take the submit", async () => {
    const { username, tokens } = await newGrower(stack);
    const before = await attributes(username);
    const form = { price: '399', token: 'cnon:card-nonce-ok', plan: 'full', idempotencyKey: `live-${username}` };
    const pay = () => api(stack, 'POST', '/api/user/square_payment', { token: tokens.IdToken!, form });

    for (const broken of [
      { PAYMENTS_LIVE_ONLY: 'true' },
      { PAYMENTS_LIVE_ONLY: 'true', PAYMENTS_PROVIDER: 'sandbox' },
      { PAYMENTS_LIVE_ONLY: 'true', SQUARE_ACCESS_TOKEN: FAKE_SQUARE_TOKEN, SQUARE_BASE_URL: square.baseUrl },
    ]) {
      settings(broken);
      const res = await pay();
      expect(res.status, JSON.stringify(broken)).toBe(500);
      expect(JSON.stringify(res.body)).not.toMatch(/COMPLETED/);
    }
    expect(square.charges).toBe(0);
    expect(await attributes(username)).toEqual(before);
    expect((await api(stack, 'GET', '/api/user/payments', { token: tokens.IdToken! })).body.data).toEqual([]);

    settings({
      PAYMENTS_LIVE_ONLY: 'true',
      SQUARE_ACCESS_TOKEN: FAKE_SQUARE_TOKEN,
      SQUARE_ENVIRONMENT: 'production',
      SQUARE_BASE_URL: square.baseUrl,
    });
    const mended = await pay();
    expect(mended.status).toBe(200);
    expect(JSON.parse(mended.body as unknown as string).payment.status).toBe('COMPLETED');
    expect(square.charges).toBe(1);
  }, 60_000);
});
