/** The wait before a readings write is retried: full jitter under an exponentially growing cap. */
import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../../lambdas/readings/adapters/readings/dynamodb';

describe('retryDelayMs', () => {
  it('is a random wait between 0 and a cap that doubles from 25 ms up to 1 s', () => {
    expect([0, 1, 2, 3, 6, 10].map((a) => retryDelayMs(a, () => 0.999999))).toEqual([24, 49, 99, 199, 999, 999]);
    expect(retryDelayMs(5, () => 0)).toBe(0);
    expect(retryDelayMs(3, () => 0.5)).toBe(100);
  });

  it('spreads writers throttled together over the whole window', () => {
    const waits = Array.from({ length: 2_000 }, () => retryDelayMs(4));
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...waits)).toBeLessThan(400);
    expect(new Set(waits).size).toBeGreaterThan(200);
    const mean = waits.reduce((a, b) => a + b, 0) / waits.length;
    expect(mean).toBeGreaterThan(170);
    expect(mean).toBeLessThan(230);
  });
});
