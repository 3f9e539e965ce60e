/** A field's long-range moisture is averaged down to a chart's worth of points. */
import { describe, expect, it } from 'vitest';
import { thin } from '../../../lambdas/forecasts/services/field-moisture';
import type { MoistureReading } from '@shared/readings/views';

const H2 = 7_200_000;
const r = (i: number, v: number | null = i): MoistureReading => ({
  time: i * H2,
  cap50_percent: v,
  cap100_percent: 20,
  cap150_percent: null,
  temperature: 10,
  battery_vol: 4,
});

describe('thin', () => {
  it('leaves a short range alone', () => {
    const rs = Array.from({ length: 84 }, (_, i) => r(i));
    expect(thin(rs, 0, 84 * H2, 750)).toEqual({ readings: rs, resolution_s: null });
  });

  it('averages equal time buckets when there are more readings than points', () => {
    const rs = Array.from({ length: 12 }, (_, i) => r(i));
    const out = thin(rs, 0, 12 * H2 - 1, 4);
    expect(out.resolution_s).toBe(6 * 3600);
    expect(out.readings.map((x) => x.cap50_percent)).toEqual([1, 4, 7, 10]);
    expect(out.readings[0]).toEqual({
      time: H2,
      cap50_percent: 1,
      cap100_percent: 20,
      cap150_percent: null,
      temperature: 10,
      battery_vol: 4,
    });
  });

  it('skips missing values in a mean and keeps empty buckets out', () => {
    const rs = [r(0, null), r(1, 5), r(2, 7), r(9, 1), r(10, 3), r(11, 5)];
    const out = thin(rs, 0, 12 * H2 - 1, 4);
    expect(out.readings.map((x) => x.cap50_percent)).toEqual([6, 3]);
  });
});
