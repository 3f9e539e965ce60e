import { describe, expect, it } from 'vitest';
import {
  CROPS,
  CROP_IDS,
  FAO_CROP_FOR_CROP_TYPE,
  cropById,
  defaultRootDepthCm,
  etc,
  kcOnDay,
} from '@shared/agronomy/crops';
import { CROP_TYPES } from '@shared/management/constants';
import { DEFAULT_EFFICIENCY_PCT, efficiencyOf, zoneSystemSchema } from '@shared/irrigation/system';

describe('the crop table', () => {
  it('holds at least 20 crops with unique ids and Kc and stages on FAO-56 scales', () => {
    expect(CROPS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(CROP_IDS).size).toBe(CROPS.length);
    for (const c of CROPS) {
      for (const k of [c.kc.ini, c.kc.mid, c.kc.end]) {
        expect(k).toBeGreaterThan(0.1);
        expect(k).toBeLessThan(1.3);
      }
      expect(c.stages.every((d) => d > 0)).toBe(true);
      expect(c.rootDepthCm.min).toBeLessThanOrEqual(c.rootDepthCm.max);
      expect(c.p).toBeGreaterThan(0);
    }
  });

  it('maps every spec crop type it names to a crop in the table', () => {
    for (const [type, id] of Object.entries(FAO_CROP_FOR_CROP_TYPE)) {
      expect(CROP_TYPES as readonly string[]).toContain(type);
      expect(cropById(id)).toBeDefined();
    }
  });

  it('never answers an inherited property as a crop', () => {
    expect(cropById('constructor')).toBeUndefined();
    expect(cropById('__proto__')).toBeUndefined();
    expect(cropById('')).toBeUndefined();
  });

  it('gives a default root depth in the middle of the range, to 5 cm', () => {
    expect(defaultRootDepthCm(cropById('tomato')!)).toBe(110);
    expect(defaultRootDepthCm(cropById('lettuce')!)).toBe(40);
  });
});

describe('Kc for a day (FAO-56 eq. 66, maize for grain: 0.30 / 1.20 / 0.60 over 30, 40, 50, 30 days)', () => {
  const maize = cropById('maize-grain')!;
  const planted = '2026-05-01';
  const day = (n: number) => new Date(Date.parse(`${planted}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

  it.each([
    [0, 0.3],
    [30, 0.3], // the last day of the initial stage
    [50, 0.75], // halfway through development: 0.30 + 20/40 × 0.90
    [70, 1.2], // development ends at Kc mid
    [120, 1.2], // the last day of mid-season
    [135, 0.9], // halfway down the late season: 1.20 − 15/30 × 0.60
    [150, 0.6],
    [200, 0.6], // after the season: Kc end
  ])('day %i after planting: Kc %f', (n, kc) => {
    expect(kcOnDay(maize, planted, day(n))).toBeCloseTo(kc, 2);
  });

  it('has no Kc before planting', () => {
    expect(kcOnDay(maize, planted, '2026-04-30')).toBeUndefined();
  });

  it('ETc = Kc × ET0', () => {
    expect(etc(1.2, 6)).toBeCloseTo(7.2, 6);
  });
});

describe('a zone system', () => {
  const base = { method: 'drip', application_rate_mm_h: '4' };

  it('takes form text, defaults efficiency by method', () => {
    const s = zoneSystemSchema.parse({ ...base, crop: 'tomato', planting_date: '2026-03-01' });
    expect(s.application_rate_mm_h).toBe(4);
    expect(efficiencyOf(s)).toBe(DEFAULT_EFFICIENCY_PCT.drip);
    expect(efficiencyOf({ method: 'furrow-flood' })).toBe(60);
  });

  it.each([
    [{ application_rate_mm_h: '0' }, 'application_rate_mm_h'],
    [{ application_rate_mm_h: 1e300 }, 'application_rate_mm_h'],
    [{ application_rate_mm_h: '' }, 'application_rate_mm_h'],
    [{ efficiency_pct: 1e-200 }, 'efficiency_pct'],
    [{ root_depth_cm: 500 }, 'root_depth_cm'],
    [{ crop: 'constructor' }, 'crop'],
    [{ planting_date: '2026-02-30' }, 'planting_date'],
    [{ method: '__proto__' }, 'method'],
  ])('refuses %o, naming %s', (change, field) => {
    const r = zoneSystemSchema.safeParse({ ...base, ...change });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual([field]);
  });
});
