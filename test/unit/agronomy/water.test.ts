/**
 * Root-zone water (TAW, RAW, deficit) and Kc for a day, against hand-worked FAO-56 arithmetic:
 * TAW = 1000 (θFC − θWP) Zr (eq. 82), RAW = p · TAW (eq. 83), Dr = 1000 (θFC − θ) Zr, within
 * 0.5 mm; Kc by eq. 66 and Fig. 25 from Tables 11/12, within 0.01.
 */
import { describe, expect, it } from 'vitest';
import { CROPS, cropById, kcOnDay } from '@shared/agronomy/crops';
import { estimateProfile, LAYER_DEPTHS } from '@shared/agronomy/profile';
import {
  deficitToFieldCapacity,
  depthLimitsOf,
  readilyAvailableWater,
  totalAvailableWater,
  waterMm,
  type DepthLimits,
} from '@shared/agronomy/water';

const uniform = (fc: number, wp: number): DepthLimits => ({ fieldCapacity: [fc, fc, fc], wiltingPoint: [wp, wp, wp] });
const flat = (v: number) => LAYER_DEPTHS.map(() => v);
const MM = 0.5;

describe('TAW and RAW (FAO-56 eq. 82, 83)', () => {
  it('uniform sandy loam, θFC 0.23, θWP 0.10: 130 mm over 1 m, 65 over 0.5, 58.5 over 0.45; RAW (p 0.55) 71.5', () => {
    const soil = uniform(23, 10);
    expect(Math.abs(totalAvailableWater(soil, 100)! - 130)).toBeLessThan(MM);
    expect(Math.abs(totalAvailableWater(soil, 50)! - 65)).toBeLessThan(MM);
    expect(Math.abs(totalAvailableWater(soil, 45)! - 58.5)).toBeLessThan(MM);
    expect(Math.abs(readilyAvailableWater(totalAvailableWater(soil, 100)!, 0.55) - 71.5)).toBeLessThan(MM);
  });

  it('a uniform clay, θFC 0.36, θWP 0.22, a 0.6 m root zone and p 0.4: TAW 84 mm, RAW 33.6 mm', () => {
    const taw = totalAvailableWater(uniform(36, 22), 60)!;
    expect(Math.abs(taw - 84)).toBeLessThan(MM);
    expect(Math.abs(readilyAvailableWater(taw, 0.4) - 33.6)).toBeLessThan(MM);
  });

  it('a soil whose limits fall with depth, layer by layer: 83.9 mm over 0.6 m', () => {
    // FC 30/26/21 and WP 15/13/10.5 at 10/50/100 cm lie on straight lines, which the profile
    // keeps; above 10 cm the slope fades out over 15 cm: FC at 0 cm = 30 + 0.1·15·(1 − e^(−2/3)) = 30.730,
    // WP = 15 + 0.05·15·(1 − e^(−2/3)) = 15.365. FC − WP at 0, 10 … 60 cm: 15.365, 15, 14.5, 14,
    // 13.5, 13, 12.5; the trapezoids sum to 839.3 %·cm = 83.9 mm.
    const soil: DepthLimits = { fieldCapacity: [30, 26, 21], wiltingPoint: [15, 13, 10.5] };
    expect(Math.abs(totalAvailableWater(soil, 60)! - 83.93)).toBeLessThan(MM);
  });

  it('reads a zone item: its limits at 10, 50 and 100 cm, in that order', () => {
    expect(
      depthLimitsOf({
        limits: {
          wiltingPoint: { at10cm: 1, at50cm: 2, at100cm: 3 },
          fieldCapacity: { at10cm: 4, at50cm: 5, at100cm: 6 },
        },
      }),
    ).toEqual({ wiltingPoint: [1, 2, 3], fieldCapacity: [4, 5, 6] });
  });

  it('is unknown outside the profile (0 to 190 cm)', () => {
    expect(totalAvailableWater(uniform(23, 10), 200)).toBeNull();
    expect(totalAvailableWater(uniform(23, 10), 0)).toBe(0);
  });
});

describe('deficit to field capacity', () => {
  it('θ 0.17 under θFC 0.23 over 1 m: 60 mm', () => {
    expect(Math.abs(deficitToFieldCapacity(flat(17), uniform(23, 10), 100)! - 60)).toBeLessThan(MM);
  });

  it('a profile dry at the top and wet below, from three measurements, over 0.3 m', () => {
    // 12 % at 10 cm and 20 % at 50 cm (and 100 cm): layers by the profile, FC 25 % flat.
    const profile = estimateProfile([
      { depth: 10, value: 12 },
      { depth: 50, value: 20 },
      { depth: 100, value: 20 },
    ]);
    const held = waterMm(profile, 30)!;
    const byHand =
      (10 * ((profile[0]! + profile[1]!) / 2 + (profile[1]! + profile[2]!) / 2 + (profile[2]! + profile[3]!) / 2)) / 10;
    expect(Math.abs(held - byHand)).toBeLessThan(1e-9);
    expect(Math.abs(deficitToFieldCapacity(profile, uniform(25, 10), 30)! - (75 - byHand))).toBeLessThan(MM);
  });

  it('is 0 when the soil is at or above field capacity, and unknown without a profile', () => {
    expect(deficitToFieldCapacity(flat(30), uniform(23, 10), 100)).toBe(0);
    expect(
      deficitToFieldCapacity(
        LAYER_DEPTHS.map(() => null),
        uniform(23, 10),
        100,
      ),
    ).toBeNull();
  });
});

describe('Kc for a day (eq. 66, Tables 11 and 12)', () => {
  const tomato = cropById('tomato')!; // Kc 0.60 / 1.15 / 0.80; stages 30, 40, 40, 25 days
  const near = (v: number | undefined, want: number) => expect(Math.abs(v! - want)).toBeLessThan(0.01);

  it('tomato: flat in the initial stage, a line over development, flat mid-season, a line late season', () => {
    near(kcOnDay(tomato, '2026-03-01', '2026-03-01'), 0.6);
    near(kcOnDay(tomato, '2026-03-01', '2026-03-31'), 0.6); // day 30: end of the initial stage
    near(kcOnDay(tomato, '2026-03-01', '2026-04-20'), 0.875); // day 50: 0.60 + 20/40 · 0.55
    near(kcOnDay(tomato, '2026-03-01', '2026-05-10'), 1.15); // day 70: end of development
    near(kcOnDay(tomato, '2026-03-01', '2026-06-19'), 1.15); // day 110: end of mid-season
    near(kcOnDay(tomato, '2026-03-01', '2026-06-29'), 1.01); // day 120: 1.15 − 10/25 · 0.35
    near(kcOnDay(tomato, '2026-03-01', '2026-07-14'), 0.8); // day 135: harvest
    near(kcOnDay(tomato, '2026-03-01', '2026-09-01'), 0.8);
    expect(kcOnDay(tomato, '2026-03-01', '2026-02-28')).toBeUndefined();
  });

  it('alfalfa over one cutting cycle (Table 12, individual cutting periods): 0.40 → 1.20 → 1.15', () => {
    const alfalfa = cropById('alfalfa')!;
    near(kcOnDay(alfalfa, '2026-04-01', '2026-04-26'), 0.8); // day 25: 0.40 + 15/30 · 0.80
    near(kcOnDay(alfalfa, '2026-04-01', '2026-05-11'), 1.2); // day 40
    near(kcOnDay(alfalfa, '2026-04-01', '2026-06-15'), 1.15); // day 75
  });

  it('every crop: Kc within FAO-56 ranges and stage lengths positive', () => {
    expect(CROPS.length).toBeGreaterThanOrEqual(20);
    for (const c of CROPS) {
      expect(c.kc.mid, c.id).toBeGreaterThanOrEqual(c.kc.ini);
      expect(
        c.stages.every((d) => d > 0),
        c.id,
      ).toBe(true);
      expect(c.p, c.id).toBeGreaterThan(0);
    }
  });
});
