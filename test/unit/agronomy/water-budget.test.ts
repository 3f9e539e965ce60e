/** The water budget's arithmetic on hand-worked weeks: storage, Kc, week edges in the field's time zone. */
import { describe, expect, it } from 'vitest';
import {
  budgetWeeks,
  kcRule,
  rootDepthOf,
  storageAt,
  storedWaterMm,
  waterBudget,
  type BudgetDayWeather,
} from '../../../lambdas/agronomy/water/water-budget';

const SYDNEY = 'Australia/Sydney';
const ms = (iso: string) => Date.parse(iso);

describe('storedWaterMm', () => {
  it('a flat 20 % profile holds 20 mm per 10 cm: 60 mm over 30 cm, 50 mm over 25 cm', () => {
    expect(storedWaterMm([20, 20, 20], 30)).toBeCloseTo(60, 10);
    expect(storedWaterMm([20, 20, 20], 25)).toBeCloseTo(50, 10);
  });

  it('follows the profile: 10 % at 10 cm, 30 % at 50 cm hold more over 50 cm than 10 %, less than 30 %', () => {
    const mm = storedWaterMm([10, 30, 30], 50)!;
    expect(mm).toBeGreaterThan(50);
    expect(mm).toBeLessThan(150);
  });

  it('is null without a measurement', () => {
    expect(storedWaterMm([null, null, null], 30)).toBeNull();
  });
});

describe('kcRule and rootDepthOf', () => {
  it('no crop or no planting date: Kc 1, and says which is missing', () => {
    expect(kcRule(undefined)).toMatchObject({
      source: 'default',
      note: 'Kc 1 (ETc = ET0): no crop and planting date set on the zone',
    });
    expect(kcRule(undefined).kcOn('2026-01-01')).toBe(1);
    const noDate = kcRule({ crop: 'tomato' });
    expect(noDate.kcOn('2026-04-10')).toBe(1);
    expect(noDate.note).toMatch(/no planting date/);
    expect(kcRule({ planting_date: '2026-03-01' }).note).toMatch(/: no crop set/);
  });

  it("the crop's FAO-56 curve from planting (tomato: 0.6 for 30 days, then to 1.15 over 40), Kc ini before", () => {
    const r = kcRule({ crop: 'tomato', planting_date: '2026-03-01' });
    expect(r.source).toBe('crop');
    expect(r.kcOn('2026-03-10')).toBeCloseTo(0.6, 10);
    // 40 days after planting: 10 days into development, 0.6 + 10/40 × (1.15 − 0.6).
    expect(r.kcOn('2026-04-10')).toBeCloseTo(0.7375, 10);
    expect(r.kcOn('2026-02-01')).toBeCloseTo(0.6, 10);
  });

  it("root depth: the zone's own, else the crop's middle (tomato 70–150 → 110 cm), else 30 cm", () => {
    expect(rootDepthOf({ root_depth_cm: 45, crop: 'tomato' })).toEqual({ cm: 45, source: 'system' });
    expect(rootDepthOf({ crop: 'tomato' })).toEqual({ cm: 110, source: 'crop' });
    expect(rootDepthOf(undefined)).toEqual({ cm: 30, source: 'default' });
  });
});

describe('budgetWeeks', () => {
  it("cuts the range into the field's local weeks; the week across DST's end is an hour longer; the last short", () => {
    // 30 March 2026 09:00 in Sydney (AEDT, UTC+11) to 14 April 12:00 (AEST, UTC+10); clocks go back on 5 April.
    const weeks = budgetWeeks(ms('2026-03-29T22:00:00Z'), ms('2026-04-14T02:00:00Z'), SYDNEY);
    expect(weeks.map((w) => [w.weekStart, w.dates.length])).toEqual([
      ['2026-03-30', 7],
      ['2026-04-06', 7],
      ['2026-04-13', 2],
    ]);
    expect(weeks[0]!.fromMs).toBe(ms('2026-03-29T13:00:00Z'));
    expect(weeks[0]!.toMs).toBe(ms('2026-04-05T14:00:00Z'));
    expect(weeks[0]!.toMs - weeks[0]!.fromMs).toBe(7 * 86_400_000 + 3_600_000);
    // The last week's stored water is read at the range's end, not after its last day.
    expect(weeks[2]!.toMs).toBe(ms('2026-04-14T02:00:00Z'));
  });

  it('counts a range of whole days as that many local days across the change to summer time', () => {
    // 00:30 on 28 Nov in Sydney (AEDT) and 55 × 24 h before: 23:30 on 3 Oct (AEST); the clocks went forward on 4 Oct.
    const to = ms('2026-11-27T13:30:00Z');
    const weeks = budgetWeeks(to - 55 * 86_400_000, to, SYDNEY);
    expect(weeks.map((w) => w.dates.length)).toEqual([7, 7, 7, 7, 7, 7, 7, 7]);
    expect(weeks[0]!.weekStart).toBe('2026-10-04');
  });
});

describe('storageAt', () => {
  const samples = [
    { t: 0, mm: 10 },
    { t: 2 * 3_600_000, mm: 12 },
    { t: 4 * 3_600_000, mm: 14 },
  ];
  it('takes the nearest reading within 6 hours, else none', () => {
    expect(storageAt(samples, 2.9 * 3_600_000)).toBe(12);
    expect(storageAt(samples, 3.1 * 3_600_000)).toBe(14);
    expect(storageAt(samples, -5 * 3_600_000)).toBe(10);
    expect(storageAt(samples, 10.5 * 3_600_000)).toBeUndefined();
    expect(storageAt([], 0)).toBeUndefined();
  });
});

describe('waterBudget', () => {
  const days = (from: string, n: number, rain: (number | null)[], et0: number): BudgetDayWeather[] =>
    Array.from({ length: n }, (_, i) => ({
      date: new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
      rainMm: rain[i] ?? null,
      et0Mm: et0,
    }));
  const weather = [...days('2026-03-30', 7, [0, 5, 0, 0, 10, 0, 0], 4), ...days('2026-04-06', 7, [], 3)];
  const week1From = ms('2026-03-29T13:00:00Z');
  const week1To = ms('2026-04-05T14:00:00Z');
  const week2To = ms('2026-04-12T14:00:00Z');

  it('by hand: week 1 rain 15 + irrigation 20 − ETc 28 − storage 4 = 3 mm; week 2 no rain or end reading', () => {
    const b = waterBudget({
      timeZone: SYDNEY,
      fromMs: week1From,
      toMs: week2To - 1,
      weather,
      kcOn: () => 1,
      irrigations: [
        { startMs: ms('2026-04-01T01:00:00Z'), depthMm: 20 },
        // 00:30 on Monday 6 April in Sydney is still 5 April in UTC: it belongs to week 2.
        { startMs: ms('2026-04-05T14:30:00Z'), depthMm: 12.5 },
      ],
      storage: [
        [
          { t: week1From + 3_600_000, mm: 100 },
          { t: week1To - 3_600_000, mm: 104 },
        ],
      ],
    });
    expect(b.weeks).toEqual([
      {
        week_start: '2026-03-30',
        days: 7,
        rain_mm: 15,
        irrigation_mm: 20,
        etc_mm: 28,
        storage_change_mm: 4,
        balance_mm: 3,
      },
      {
        week_start: '2026-04-06',
        days: 7,
        rain_mm: null,
        irrigation_mm: 12.5,
        etc_mm: 21,
        storage_change_mm: null,
        balance_mm: null,
      },
    ]);
    expect(b.totals).toEqual({
      rain_mm: 15,
      irrigation_mm: 32.5,
      etc_mm: 49,
      storage_change_mm: null,
      balance_mm: null,
    });
    expect(b.weeksWithoutStorage).toBe(1);
    expect(b.irrigationsCounted).toBe(2);
  });

  it('ETc follows Kc day by day; the storage change is the mean over the sensors that have both edges', () => {
    const b = waterBudget({
      timeZone: SYDNEY,
      fromMs: week1From,
      toMs: week1To - 1,
      weather: weather.slice(0, 7),
      // 0.5 on the first three days, 1.2 after: 3 × 2 + 4 × 4.8 = 25.2 mm.
      kcOn: (d) => (d < '2026-04-02' ? 0.5 : 1.2),
      irrigations: [],
      storage: [
        [
          { t: week1From, mm: 80 },
          { t: week1To, mm: 70 },
        ],
        [
          { t: week1From, mm: 90 },
          { t: week1To, mm: 86 },
        ],
        // Only a start: left out of the mean.
        [{ t: week1From, mm: 200 }],
      ],
    });
    expect(b.weeks[0]).toEqual({
      week_start: '2026-03-30',
      days: 7,
      rain_mm: 15,
      irrigation_mm: 0,
      etc_mm: 25.2,
      storage_change_mm: -7,
      balance_mm: -3.2,
    });
    expect(b.totals).toEqual({ rain_mm: 15, irrigation_mm: 0, etc_mm: 25.2, storage_change_mm: -7, balance_mm: -3.2 });
  });

  it('no sensors: rain, irrigation and ETc, storage and balance null', () => {
    const b = waterBudget({
      timeZone: 'UTC',
      fromMs: ms('2026-03-30T00:00:00Z'),
      toMs: ms('2026-04-01T12:00:00Z'),
      weather: weather.slice(0, 3),
      kcOn: () => 1,
      irrigations: [],
      storage: [],
    });
    expect(b.weeks).toEqual([
      {
        week_start: '2026-03-30',
        days: 3,
        rain_mm: 5,
        irrigation_mm: 0,
        etc_mm: 12,
        storage_change_mm: null,
        balance_mm: null,
      },
    ]);
    expect(b.weeksWithoutStorage).toBe(1);
  });
});
