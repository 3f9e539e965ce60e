/**
 * PAYMENTS_LIVE_ONLY (set by the stack in prod): the payments provider is Square's production API
 * or nothing. Whatever else the function's settings say, it never starts the sandbox provider
 * (which accepts Square's public test card), nor Square's sandbox environment (which does too).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvCache } from '../../../lambdas/platform/env';
import { paymentsProvider, resetPaymentsProvider } from '../../../lambdas/payments/adapters/provider';

const KEYS = [
  'PAYMENTS_LIVE_ONLY',
  'PAYMENTS_PROVIDER',
  'SQUARE_ACCESS_TOKEN',
  'SQUARE_ACCESS_TOKEN_SECRET',
  'SQUARE_ENVIRONMENT',
] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));

function withEnv(values: Partial<Record<(typeof KEYS)[number], string>>) {
  for (const k of KEYS) delete process.env[k];
  Object.assign(process.env, values);
  resetEnvCache();
  resetPaymentsProvider();
}

afterEach(() => {
  for (const k of KEYS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  resetEnvCache();
  resetPaymentsProvider();
});

describe('payments in a live-only (prod) function', () => {
  it('without a Square token: refuses to start, naming the setting, instead of falling back to the sandbox', () => {
    withEnv({ PAYMENTS_LIVE_ONLY: 'true' });
    expect(() => paymentsProvider()).toThrow(/PAYMENTS_LIVE_ONLY.*SQUARE_ACCESS_TOKEN_SECRET.*refusing the sandbox/);
  });

  it('refuses the sandbox provider even when asked for it by name, token or not', () => {
    withEnv({
      PAYMENTS_LIVE_ONLY: 'true',
      PAYMENTS_PROVIDER: 'sandbox',
      SQUARE_ACCESS_TOKEN_SECRET: 'fieldwise/prod/square',
      SQUARE_ENVIRONMENT: 'production',
    });
    expect(() => paymentsProvider()).toThrow(/refusing the sandbox/);
  });

  it("refuses Square's sandbox environment (it accepts the test card too), including the default", () => {
    withEnv({
      PAYMENTS_LIVE_ONLY: 'true',
      SQUARE_ACCESS_TOKEN_SECRET: 'fieldwise/prod/square',
      SQUARE_ENVIRONMENT: 'sandbox',
    });
    expect(() => paymentsProvider()).toThrow(/SQUARE_ENVIRONMENT is not production/);
    withEnv({ PAYMENTS_LIVE_ONLY: 'true', SQUARE_ACCESS_TOKEN_SECRET: 'fieldwise/prod/square' });
    expect(() => paymentsProvider()).toThrow(/SQUARE_ENVIRONMENT is not production/);
  });

  it("with a token and Square's production environment: Square", () => {
    withEnv({
      PAYMENTS_LIVE_ONLY: 'true',
      SQUARE_ACCESS_TOKEN_SECRET: 'fieldwise/prod/square',
      SQUARE_ENVIRONMENT: 'production',
    });
    expect(paymentsProvider().name).toBe('square');
  });

  it('elsewhere (dev, staging, the local stack) no token still means the sandbox', () => {
    withEnv({});
    expect(paymentsProvider().name).toBe('sandbox');
    withEnv({ PAYMENTS_LIVE_ONLY: 'false' });
    expect(paymentsProvider().name).toBe('sandbox');
  });
});
