import { describe, expect, it } from 'vitest';
import { INGEST_RETRY_AFTER_SECONDS, isRetryableStatus, parseRetryAfter, retryWaitMs } from '@shared/ingest/retry';

describe('the gateway retry contract', () => {
  it('reads Retry-After as seconds or as an HTTP date, never negative', () => {
    const now = Date.UTC(2026, 0, 1, 12);
    expect(parseRetryAfter('30', now)).toBe(30_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter(new Date(now + 45_000).toUTCString(), now)).toBe(45_000);
    expect(parseRetryAfter(new Date(now - 45_000).toUTCString(), now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
  });

  it('retries 429 and 5xx only', () => {
    expect([429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([200, 400, 401, 403, 404, 413].some(isRetryableStatus)).toBe(false);
  });

  it("waits at least the server's Retry-After and at most twice it", () => {
    const asked = INGEST_RETRY_AFTER_SECONDS * 1000;
    expect(retryWaitMs(0, asked, () => 0)).toBe(asked);
    expect(retryWaitMs(3, asked, () => 0.999_999)).toBe(2 * asked - 1);
    expect(retryWaitMs(0, asked, () => 0.5)).toBe(1.5 * asked);
  });

  it('backs off exponentially without a Retry-After, and spreads gateways that failed together', () => {
    expect([0, 1, 2, 3].map((a) => retryWaitMs(a, undefined, () => 0))).toEqual([1_000, 2_000, 4_000, 8_000]);
    const waits = new Set(Array.from({ length: 50 }, () => retryWaitMs(0, 30_000)));
    expect(waits.size).toBeGreaterThan(40);
  });

  it('never waits longer than a quarter of an hour, whatever it is asked', () => {
    expect(retryWaitMs(0, 1e300, () => 0.9)).toBe(15 * 60_000);
    expect(retryWaitMs(60, undefined, () => 0.9)).toBe(15 * 60_000);
  });
});
