/**
 * Which payments provider the functions use, from lambdas/platform/env.ts: Square when an access token is
 * configured (SQUARE_ACCESS_TOKEN_SECRET in AWS, SQUARE_ACCESS_TOKEN locally), else the local
 * sandbox; PAYMENTS_PROVIDER forces one. With PAYMENTS_LIVE_ONLY (prod) only Square's production
 * API will do.
 */
import { env } from '../../../platform/env';
import { readSecretString } from '../../../platform/aws/secrets';
import { logger } from '../../../platform/telemetry/logger';
import type { PaymentsProvider } from './port';
import { sandboxPaymentsProvider } from './sandbox';
import { squarePaymentsProvider } from './square';

/** A token read from Secrets Manager serves this long before it is read again (a rotated token is picked up). */
const TOKEN_CACHE_MS = 15 * 60_000;

let provider: PaymentsProvider | undefined;

export function paymentsProvider(): PaymentsProvider {
  if (provider) return provider;
  const e = env();
  const hasToken = Boolean(e.SQUARE_ACCESS_TOKEN_SECRET || e.SQUARE_ACCESS_TOKEN);
  const choice = e.PAYMENTS_PROVIDER ?? (hasToken ? 'square' : 'sandbox');
  // Fail closed: a prod function whose settings were changed by hand must not start accepting the
  // test card. Every charge then fails loudly (500, logged) until the settings are mended.
  if (e.PAYMENTS_LIVE_ONLY === 'true') {
    if (choice !== 'square' || !hasToken)
      throw new Error(
        'Payments misconfigured: PAYMENTS_LIVE_ONLY is set (prod) but no Square access token is ' +
          '(SQUARE_ACCESS_TOKEN_SECRET); refusing the sandbox provider',
      );
    if (e.SQUARE_ENVIRONMENT !== 'production')
      throw new Error(
        'Payments misconfigured: PAYMENTS_LIVE_ONLY is set (prod) but SQUARE_ENVIRONMENT is not production; ' +
          "refusing Square's sandbox",
      );
  }
  if (choice === 'sandbox') {
    provider = sandboxPaymentsProvider();
    return provider;
  }
  if (!hasToken) throw new Error('Invalid environment: SQUARE_ACCESS_TOKEN_SECRET (PAYMENTS_PROVIDER is square)');
  let cached: { value: string; until: number } | undefined;
  const token = async () => {
    if (e.SQUARE_ACCESS_TOKEN) return e.SQUARE_ACCESS_TOKEN;
    if (!cached || cached.until <= Date.now())
      cached = {
        value: (await readSecretString(e.SQUARE_ACCESS_TOKEN_SECRET!)).trim(),
        until: Date.now() + TOKEN_CACHE_MS,
      };
    return cached.value;
  };
  provider = squarePaymentsProvider({
    token,
    environment: e.SQUARE_ENVIRONMENT,
    log: (message) => logger.error(message, { provider: 'square' }),
    ...(e.SQUARE_BASE_URL ? { baseUrl: e.SQUARE_BASE_URL } : {}),
    ...(e.SQUARE_LOCATION_ID ? { locationId: e.SQUARE_LOCATION_ID } : {}),
  });
  return provider;
}

/** Tests and the local stack change the environment between stacks. */
export function resetPaymentsProvider(): void {
  provider = undefined;
}

export { PaymentsUnavailableError, type ChargeRequest, type ChargeResult, type PaymentsProvider } from './port';
