/**
 * Pooling each sensor's soil-point suggestion into the zone's: weights, spread, refill basis, how many more wettings.
 */
import { describe, expect, it } from 'vitest';
import { neededEvents, poolSoilPoints, type SensorSoilPoint } from '../../../lambdas/agronomy/water/zone-soil-points';

const row = (
  depthCm: number,
  fullPoint: number | null,
  nEvents: number,
  spread: number | null = null,
  refill: number | null = null,
): SensorSoilPoint => ({
  depthCm,
  fullPoint,
  nEvents,
  spread,
  refillPoint: refill,
  refillBasis: refill === null ? 'share' : 'stress-onset',
});
const limits = () => ({ wiltingPoint: 10, refillShare: 0.5 });

describe('poolSoilPoints', () => {
  it('one sensor: its own figures; the share-based refill point halfway from wilting point to full point', () => {
    const [top] = poolSoilPoints([[row(10, 30, 7, 1.2)]], [10], limits);
    expect(top).toEqual({
      depth_cm: 10,
      full_point: 30,
      n_events: 7,
      spread: 1.2,
      refill_point: 20,
      refill_basis: 'share',
    });
  });

  it('two sensors: weighted by wettings (3 at 30 %, 1 at 34 % → 31 %); spread pools both with their offsets', () => {
    const [top] = poolSoilPoints([[row(10, 30, 3, 1)], [row(10, 34, 1, 1)]], [10], limits);
    expect(top!.full_point).toBe(31);
    expect(top!.n_events).toBe(4);
    // √((3 × (1 + 1) + 1 × (1 + 9)) / 4) = √4 = 2.
    expect(top!.spread).toBe(2);
  });

  it('a stress onset seen by any sensor is the refill point', () => {
    const [top] = poolSoilPoints([[row(10, 30, 4, 1, 18)], [row(10, 30, 2, 1)]], [10], limits);
    expect(top).toMatchObject({ refill_point: 18, refill_basis: 'stress-onset' });
  });

  it('fewer than three wettings: no figures, and how many more are needed', () => {
    const rows = poolSoilPoints([[row(10, 29, 2, 0.5), row(50, null, 1)]], [10, 50, 100], limits);
    expect(rows).toEqual([
      { depth_cm: 10, full_point: null, n_events: 2, spread: null, refill_point: null, refill_basis: 'share' },
      { depth_cm: 50, full_point: null, n_events: 1, spread: null, refill_point: null, refill_basis: 'share' },
      { depth_cm: 100, full_point: null, n_events: 0, spread: null, refill_point: null, refill_basis: 'share' },
    ]);
    expect(neededEvents(rows)).toBe(1);
    expect(neededEvents(poolSoilPoints([], [10], limits))).toBe(3);
    expect(neededEvents(poolSoilPoints([[row(10, 30, 5)]], [10, 50], limits))).toBe(0);
    // Two sensors with two wettings each: four counted, but neither had enough for a figure.
    const split = poolSoilPoints([[row(10, null, 2)], [row(10, null, 2)]], [10], limits);
    expect(split[0]).toMatchObject({ full_point: null, n_events: 4 });
    expect(neededEvents(split)).toBe(1);
  });
});
