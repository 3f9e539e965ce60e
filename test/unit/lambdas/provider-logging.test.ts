/**
 * When Square or Visual Crossing fails, the functions' own logger (Powertools: structured JSON in
 * AWS, with the request's context) records why, never a bare console.error line beside it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetEnvCache } from '../../../lambdas/platform/env';
import {
  paymentsProvider,
  PaymentsUnavailableError,
  resetPaymentsProvider,
} from '../../../lambdas/payments/adapters/provider';
import {
  resetWeatherProvider,
  weatherProvider,
  WeatherUnavailableError,
} from '../../../lambdas/weather/adapters/weather';
import { logger } from '../../../lambdas/platform/telemetry/logger';

/** Nothing listens on the discard port: every call to it fails at once. */
const CLOSED = 'http://127.0.0.1:9';
const SET = {
  PAYMENTS_PROVIDER: 'square',
  SQUARE_ACCESS_TOKEN: 'EAAA-not-a-real-token',
  SQUARE_BASE_URL: CLOSED,
  WEATHER_PROVIDER: 'visualcrossing',
  WEATHER_API_KEY: 'not-a-real-key',
  WEATHER_API_BASE_URL: CLOSED,
  WEATHER_API_TIMEOUT_MS: '1000',
};

const resetAll = () => {
  resetEnvCache();
  resetPaymentsProvider();
  resetWeatherProvider();
};

beforeAll(() => {
  Object.assign(process.env, SET);
  resetAll();
});
afterAll(() => {
  for (const k of Object.keys(SET)) delete process.env[k];
  resetAll();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function spies() {
  return {
    logged: vi.spyOn(logger, 'error').mockImplementation(() => {}),
    consoled: vi.spyOn(console, 'error').mockImplementation(() => {}),
  };
}

describe("provider failures go to the functions' logger", () => {
  it('Square unreachable: the logger says why, naming the provider, and nothing goes to console.error', async () => {
    const { logged, consoled } = spies();
    const charge = paymentsProvider().charge({
      sourceId: 'cnon:card-nonce-ok',
      idempotencyKey: 'log-test',
      amount: 19900,
      currency: 'AUD',
    });
    await expect(charge).rejects.toBeInstanceOf(PaymentsUnavailableError);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^Square /), { provider: 'square' });
    expect(JSON.stringify(logged.mock.calls)).not.toContain(SET.SQUARE_ACCESS_TOKEN);
    expect(consoled).not.toHaveBeenCalled();
  }, 30_000);

  it('Visual Crossing unreachable: the logger says so without the key, and nothing goes to console.error', async () => {
    const { logged, consoled } = spies();
    const answer = weatherProvider().timeline(
      { lat: -34.3, lon: 146.05 },
      '2026-01-10',
      '2026-01-14',
      'Australia/Sydney',
    );
    await expect(answer).rejects.toBeInstanceOf(WeatherUnavailableError);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('failed'), { provider: 'visualcrossing' });
    expect(JSON.stringify(logged.mock.calls)).not.toContain(SET.WEATHER_API_KEY);
    expect(consoled).not.toHaveBeenCalled();
  }, 30_000);
});
