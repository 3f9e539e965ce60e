/** The 20-layer profile: through the measurements, within bounds, smooth, no overshoot. */
import { describe, expect, it } from 'vitest';
import { estimateProfile, LAYER_DEPTHS, layersOf } from '@shared/agronomy/profile';

const at = (a: number | null, b: number | null, c: number | null) => [
  { depth: 10, value: a },
  { depth: 50, value: b },
  { depth: 100, value: c },
];
const fine = Array.from({ length: 191 }, (_, i) => i); // every cm from 0 to 190

describe('estimateProfile', () => {
  it('has 20 layers, 0 to 190 cm, and passes through the measured depths', () => {
    expect(LAYER_DEPTHS).toEqual([
      0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190,
    ]);
    const layers = layersOf({ at10cm: 18.5, at50cm: 27.25, at100cm: 31 });
    expect(Object.keys(layers)).toHaveLength(20);
    expect(layers.Layer_1).toBeCloseTo(18.5, 10);
    expect(layers.Layer_5).toBeCloseTo(27.25, 10);
    expect(layers.Layer_10).toBeCloseTo(31, 10);
  });

  it('never overshoots between measurements, whatever their shape', () => {
    for (const [a, b, c] of [
      [10, 30, 31],
      [30, 10, 29],
      [35, 12, 12],
      [5, 40, 6],
      [20, 20, 20],
    ] as const) {
      const p = estimateProfile(at(a, b, c), fine) as number[];
      for (let d = 10; d <= 50; d++)
        expect(p[d]!, `${a},${b},${c} @${d}`).toBeGreaterThanOrEqual(Math.min(a, b) - 1e-9);
      for (let d = 10; d <= 50; d++) expect(p[d]!, `${a},${b},${c} @${d}`).toBeLessThanOrEqual(Math.max(a, b) + 1e-9);
      for (let d = 50; d <= 100; d++) expect(p[d]!).toBeGreaterThanOrEqual(Math.min(b, c) - 1e-9);
      for (let d = 50; d <= 100; d++) expect(p[d]!).toBeLessThanOrEqual(Math.max(b, c) + 1e-9);
    }
  });

  it('is smooth: no jump in slope anywhere, including where it leaves the measured range', () => {
    for (const [a, b, c] of [
      [10, 30, 36],
      [32, 20, 14],
      [15, 35, 20],
    ] as const) {
      const p = estimateProfile(at(a, b, c), fine) as number[];
      const slope = (d: number) => p[d + 1]! - p[d]!;
      for (let d = 1; d < 189; d++) expect(Math.abs(slope(d) - slope(d - 1)), `${a},${b},${c} @${d}`).toBeLessThan(0.1);
    }
  });

  it('levels off above the top and below the deepest depth instead of running on', () => {
    const p = estimateProfile(at(10, 30, 40), LAYER_DEPTHS) as number[];
    // Wetter with depth: a little drier above 10 cm, a little wetter below 100 cm, then flat.
    expect(p[0]!).toBeLessThan(10);
    expect(p[0]!).toBeGreaterThan(5);
    expect(p[19]!).toBeGreaterThan(40);
    expect(p[19]! - p[18]!).toBeLessThan(0.05);
    expect(p[19]!).toBeLessThan(45);
  });

  it('stays within 0 and the zone saturation', () => {
    const p = estimateProfile(at(2, 30, 49), LAYER_DEPTHS, 50) as number[];
    for (const v of p) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(50);
    }
    expect(Math.max(...(estimateProfile(at(1, 1, 60), LAYER_DEPTHS, 55) as number[]))).toBe(55);
  });

  it('uses what exists: two depths, one depth (flat), none (nulls)', () => {
    const two = estimateProfile(at(20, null, 30), LAYER_DEPTHS) as number[];
    expect(two[1]).toBeCloseTo(20, 10);
    expect(two[10]).toBeCloseTo(30, 10);
    expect(two[5]!).toBeCloseTo(20 + (10 * 40) / 90, 6); // linear between two points
    expect(estimateProfile(at(null, 25, null), LAYER_DEPTHS)).toEqual(LAYER_DEPTHS.map(() => 25));
    expect(estimateProfile(at(null, null, null), LAYER_DEPTHS)).toEqual(LAYER_DEPTHS.map(() => null));
  });
});
