/**
 * The forecast model's invariants: steps, bounds, rain top-down, drying with demand, persistence when nothing is known.
 */
import { describe, expect, it } from 'vitest';
import { forecastModel, layerThicknesses } from '../../../lambdas/agronomy/forecast/forecast';
import {
  FORECAST_HORIZONS_H,
  persistenceForecast,
  type ForecastInput,
  type SoilLimits,
  type SoilObservation,
  type WeatherInterval,
} from '../../../lambdas/agronomy/forecast/forecast-types';

const HOUR = 3_600_000;
const ISSUED = Date.UTC(2026, 6, 15, 12);
const DEPTHS = [10, 50, 100];
const LIMITS: SoilLimits = { wiltingPoint: [12, 12, 12], fieldCapacity: [30, 30, 30], saturation: [40, 40, 40] };

/** Seven days of 2-hourly readings ending at ISSUED; `at(hoursBefore)` gives each depth's value. */
function history(
  at: (hoursBefore: number) => number[],
  temperature: (hoursBefore: number) => number | null = () => 15,
): SoilObservation[] {
  return Array.from({ length: 85 }, (_, k) => {
    const hoursBefore = (84 - k) * 2;
    return { time: ISSUED - hoursBefore * HOUR, moisture: at(hoursBefore), temperature: temperature(hoursBefore) };
  });
}

/** Daily weather from `fromDay` (days relative to ISSUED) for `days` days. */
function daily(
  fromDay: number,
  days: number,
  each: (day: number) => { precipMm: number | null; et0Mm: number | null; airTempC?: number },
): WeatherInterval[] {
  return Array.from({ length: days }, (_, i) => {
    const day = fromDay + i;
    return { fromMs: ISSUED + day * 24 * HOUR, toMs: ISSUED + (day + 1) * 24 * HOUR, ...each(day) };
  });
}

const input = (over: Partial<ForecastInput>): ForecastInput => ({
  issuedAt: ISSUED,
  depthsCm: DEPTHS,
  history: history(() => [20, 20, 20]),
  limits: LIMITS,
  weather: [],
  latitude: 39,
  ...over,
});

const at = (input: ForecastInput, hours: number) => forecastModel(input).steps.find((s) => s.hours === hours)!;

describe('forecastModel', () => {
  it('gives 36 steps, +2 h to +72 h, each with a value per depth and a temperature', () => {
    const f = forecastModel(input({}));
    expect(f.issuedAt).toBe(ISSUED);
    expect(f.steps.map((s) => s.hours)).toEqual(FORECAST_HORIZONS_H);
    expect(f.steps).toHaveLength(36);
    expect(f.steps[0]!.hours).toBe(2);
    expect(f.steps[35]!.hours).toBe(72);
    for (const s of f.steps) {
      expect(s.time).toBe(ISSUED + s.hours * HOUR);
      expect(s.moisture).toHaveLength(3);
      expect(s.temperature).not.toBeNull();
    }
  });

  it('stays within 0 and saturation under a deluge and under a collapse', () => {
    const deluge = forecastModel(input({ weather: daily(0, 3, () => ({ precipMm: 500, et0Mm: 0 })) }));
    for (const s of deluge.steps) for (const v of s.moisture) expect(v!).toBeLessThanOrEqual(40);
    expect(deluge.steps[35]!.moisture[0]).toBeGreaterThan(30);

    // Falling 1 point an hour for a week (from 170 % in the past), with a scorching forecast.
    const collapse = input({
      limits: null,
      history: history((h) => [h + 2, h + 2, h + 2]),
      weather: [...daily(-7, 7, () => ({ precipMm: 0, et0Mm: 2 })), ...daily(0, 3, () => ({ precipMm: 0, et0Mm: 12 }))],
    });
    for (const s of forecastModel(collapse).steps) for (const v of s.moisture) expect(v!).toBeGreaterThanOrEqual(0);
    expect(at(collapse, 72).moisture[0]).toBe(0);
  });

  it('wets the top layer first and the deeper ones later', () => {
    const f = input({
      weather: [
        { fromMs: ISSUED, toMs: ISSUED + 2 * HOUR, precipMm: 40, et0Mm: 0 },
        ...daily(0, 3, () => ({ precipMm: 0, et0Mm: 0 })),
      ],
    });
    const [top2, mid2, deep2] = at(f, 2).moisture as [number, number, number];
    const [top24, mid24] = at(f, 24).moisture as [number, number, number];
    const [, mid72, deep72] = at(f, 72).moisture as [number, number, number];
    expect(top2 - 20).toBeGreaterThan(10); // 38 mm after the canopy's 2 into a 30 cm layer: +12.7 points
    expect(mid2 - 20).toBeLessThan(1);
    expect(deep2).toBe(20);
    expect(top24).toBeLessThan(top2); // draining towards field capacity…
    expect(top24).toBeGreaterThanOrEqual(30);
    expect(mid24 - 20).toBeGreaterThan(1); // …into the layer below
    expect(mid72).toBeGreaterThan(mid24);
    expect(deep72 - 20).toBeLessThan(mid72 - 20);
    // A light shower stays in the canopy.
    const shower = input({ weather: [{ fromMs: ISSUED, toMs: ISSUED + HOUR, precipMm: 1.5, et0Mm: 0 }] });
    expect(at(shower, 72).moisture).toEqual([20, 20, 20]);
  });

  it('dries faster under a high ET0 forecast than a low one, at the rate the sensor has been drying', () => {
    // Drying 0.02 points an hour at every depth through a week of 4 mm/day.
    const dry = history((h) => DEPTHS.map((_, i) => 25 + i + 0.02 * h));
    const past = daily(-7, 7, () => ({ precipMm: 0, et0Mm: 4 }));
    const hot = input({
      limits: null,
      history: dry,
      weather: [...past, ...daily(0, 3, () => ({ precipMm: 0, et0Mm: 8 }))],
    });
    const mild = input({
      limits: null,
      history: dry,
      weather: [...past, ...daily(0, 3, () => ({ precipMm: 0, et0Mm: 4 }))],
    });
    const none = input({ limits: null, history: dry, weather: [] });
    for (const d of [0, 1, 2]) {
      expect(at(mild, 72).moisture[d]).toBeCloseTo(25 + d - 0.02 * 72, 1);
      expect(at(none, 72).moisture[d]).toBeCloseTo(25 + d - 0.02 * 72, 1);
      expect(at(hot, 72).moisture[d]).toBeCloseTo(25 + d - 0.04 * 72, 1);
    }
  });

  it('with no weather and a flat history is persistence', () => {
    const flat = input({ limits: null, history: history(() => [24.5, 31, 36.2]) });
    expect(forecastModel(flat).steps.map((s) => s.moisture)).toEqual(
      persistenceForecast(flat).steps.map((s) => s.moisture),
    );
    // A sensor jittering by one step around a level holds that level.
    const jitter = input({ limits: null, history: history((h) => [24.5 + (h % 4 === 0 ? 0.1 : 0), 31, 36.2]) });
    for (const s of forecastModel(jitter).steps)
      expect(Math.abs(s.moisture[0]! - 24.6)).toBeLessThanOrEqual(0.1 + 1e-9);
    // Too little history to learn from: persistence too.
    const short = input({
      limits: null,
      history: history(() => [22, 23, 24])
        .slice(-3)
        .map((o, i) => ({ ...o, moisture: [22 - i, 23, 24] })),
    });
    expect(forecastModel(short).steps.map((s) => s.moisture)).toEqual(
      persistenceForecast(short).steps.map((s) => s.moisture),
    );
  });

  it('leaves a depth without a recent reading blank, and is deterministic without touching its input', () => {
    const gappy = input({ history: history((h) => [20, h < 12 ? (null as unknown as number) : 25, 30]) });
    const before = JSON.stringify(gappy);
    const a = forecastModel(gappy);
    expect(a.steps.every((s) => s.moisture[1] === null && s.moisture[0] !== null)).toBe(true);
    expect(forecastModel(gappy)).toEqual(a);
    expect(JSON.stringify(gappy)).toBe(before);
  });

  it('repeats the soil temperature’s daily cycle and follows a warmer air forecast', () => {
    const cycle = (h: number) => 15 + 5 * Math.sin(((-h + 6) / 24) * 2 * Math.PI);
    const base = input({ history: history(() => [20, 20, 20], cycle) });
    for (const hours of [24, 48]) expect(Math.abs(at(base, hours).temperature! - cycle(-hours))).toBeLessThan(0.6);
    const air = (t: number) => ({ precipMm: 0, et0Mm: 3, airTempC: t });
    const warming = input({
      history: base.history,
      weather: [...daily(-1, 1, () => air(15)), ...daily(0, 3, () => air(25))],
    });
    expect(at(warming, 72).temperature! - at(base, 72).temperature!).toBeGreaterThan(2);
    expect(
      at(
        input({
          history: history(
            () => [20, 20, 20],
            () => null,
          ),
        }),
        24,
      ).temperature,
    ).toBeNull();
  });

  it('splits the profile into layers from the surface, each depth in the middle of its own', () => {
    expect(layerThicknesses([10, 50, 100])).toEqual([30, 45, 50]);
    expect(layerThicknesses([5, 20, 40])).toEqual([12.5, 17.5, 20]);
  });
});
