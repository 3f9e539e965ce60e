/** The recommendation's arithmetic and its edge cases, on synthetic zones and sensors. */
import { describe, expect, it } from 'vitest';
import {
  MIN_SKILL_N,
  rainIn,
  recommend,
  type RecommendationInput,
  type SensorSoil,
} from '../../../lambdas/agronomy/water/recommendation';
import type { WeatherInterval } from '../../../lambdas/agronomy/forecast/forecast-types';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-06-10T06:00:00Z');
const DAY0 = Date.parse('2026-06-10T00:00:00Z');
const day = (i: number, precipMm: number, et0Mm = 5): WeatherInterval => ({
  fromMs: DAY0 + i * 24 * HOUR,
  toMs: DAY0 + (i + 1) * 24 * HOUR,
  precipMm,
  et0Mm,
});
const dry = [day(0, 0), day(1, 0), day(2, 0)];

/**
 * A sensor reading θ flat at every depth, drying 0.1 % an hour in its forecast, with `n` verified forecasts of error
 * `mae`.
 */
const sensor = (theta: number, opts: { n?: number; mae?: number; dryingPerH?: number } = {}): SensorSoil => ({
  sensorId: 'S1',
  measuredAt: NOW - HOUR,
  values: [theta, theta, theta],
  forecast: {
    issued_at: NOW - HOUR,
    depths: [10, 50, 100],
    steps: Array.from({ length: 36 }, (_, i) => {
      const h = 2 * (i + 1);
      const v = theta - (opts.dryingPerH ?? 0.1) * h;
      return [h, v, v, v, 20];
    }),
  },
  skill24: [10, 50, 100].map((depthCm) => ({ depthCm, sumAbs: (opts.mae ?? 1) * (opts.n ?? 100), n: opts.n ?? 100 })),
});

const input = (over: Partial<RecommendationInput> = {}): RecommendationInput => ({
  now: NOW,
  today: '2026-06-10',
  // Uniform soil: FC 30 %, WP 10 %, refill at half: 20 % at 10 cm.
  zone: {
    name: 'West block',
    limits: { fieldCapacity: [30, 30, 30], wiltingPoint: [10, 10, 10] },
    saturation: 45,
    refill: { depthCm: 10, value: 20 },
  },
  system: { method: 'drip', application_rate_mm_h: 5, root_depth_cm: 40, crop: 'tomato', planting_date: '2026-04-20' },
  sensors: [sensor(24)],
  weather: dry,
  ...over,
});

describe('recommend', () => {
  it('deficit, net, gross, run time, due and band on a uniform soil', () => {
    const r = recommend(input());
    // (30 − 24) % over 40 cm = 24 mm; no rain; drip 90 %: 26.7 mm; at 5 mm/h: 320 min.
    expect(r.deficit_mm).toBe(24);
    expect(r.rain_forecast_mm).toBe(0);
    expect(r.net_mm).toBe(24);
    expect(r.gross_mm).toBe(26.7);
    expect(r.run_minutes).toBe(320);
    // 24 % drying 0.1 %/h from its issue (an hour ago) is below 20 % first at the +42 h step.
    expect(r.due_at).toBe((NOW - HOUR + 42 * HOUR) / 1000);
    expect(r.basis.due).toBe('forecast');
    // 1 % error over 40 cm = 4 mm.
    expect(r.band_mm).toBe(4);
    expect(r.basis).toMatchObject({
      reason: null,
      root_depth_cm: 40,
      root_depth_source: 'grower',
      efficiency_pct: 90,
      application_rate_mm_h: 5,
      taw_mm: 80,
      p: 0.4,
      raw_mm: 32,
      et0_today_mm: 5,
    });
    // Tomato planted 51 days ago: development, 0.60 + 21/40 · 0.55 = 0.89; ETc = 0.89 × 5.
    expect(r.basis.kc).toBeCloseTo(0.89, 2);
    expect(r.basis.etc_today_mm).toBeCloseTo(4.4, 1);
    expect(r.basis.sensors[0]!.profile).toHaveLength(6);
  });

  it('takes the effective rain of the next 48 h: each day beyond its first 2 mm, pro rata', () => {
    // From 06:00: 18/24 of today's 10 mm day (8 mm effective), all of tomorrow's 6 mm (4), 6/24 of the next 4 mm (2).
    const w = [day(0, 10), day(1, 6), day(2, 4)];
    const rain = rainIn(w, NOW, NOW + 48 * HOUR);
    expect(rain.forecast).toBeCloseTo(0.75 * 10 + 6 + 0.25 * 4, 9);
    expect(rain.effective).toBeCloseTo(0.75 * 8 + 4 + 0.25 * 2, 9);
    const r = recommend(input({ weather: w }));
    expect(r.rain_forecast_mm).toBe(10.5);
    expect(r.net_mm).toBe(13.5);
    expect(r.gross_mm).toBe(15);
    expect(r.run_minutes).toBe(180);
    expect(r.basis.rain).toMatchObject({
      known: true,
      forecast_mm: 14.5,
      effective_mm: 10.5,
      taken_mm: 10.5,
      intercepted_mm_per_day: 2,
    });
  });

  it('rain that covers the deficit: net 0, nothing to run, rain taken capped at the deficit', () => {
    const r = recommend(input({ weather: [day(0, 60), day(1, 60), day(2, 0)] }));
    expect(r.net_mm).toBe(0);
    expect(r.gross_mm).toBe(0);
    expect(r.run_minutes).toBe(0);
    expect(r.rain_forecast_mm).toBe(24);
  });

  it('already below the refill point: due now', () => {
    const r = recommend(input({ sensors: [sensor(18)] }));
    expect(r.basis.due).toBe('now');
    expect(r.due_at).toBe(NOW / 1000);
    expect(r.deficit_mm).toBe(48);
  });

  it('not crossing within the forecast: no due time', () => {
    const r = recommend(input({ sensors: [sensor(28, { dryingPerH: 0.01 })] }));
    expect(r.basis.due).toBe('not-within-forecast');
    expect(r.due_at).toBeNull();
    expect(r.deficit_mm).toBe(8);
  });

  it('several sensors: the mean deficit, the earliest crossing', () => {
    const r = recommend(input({ sensors: [sensor(24), { ...sensor(22), sensorId: 'S2' }] }));
    expect(r.deficit_mm).toBe(28);
    expect(r.due_at).toBe((NOW - HOUR + 22 * HOUR) / 1000);
  });

  it('the time-to-refill estimate, when there is one, gives the due time instead of the forecast', () => {
    const estimated = recommend(input({ sensors: [{ ...sensor(24), refillEstimate: { atMs: NOW + 63 * HOUR } }] }));
    expect(estimated.due_at).toBe((NOW + 63 * HOUR) / 1000);
    expect(estimated.basis.sensors[0]!.crossing_source).toBe('refill-time');
    // The estimate sees no crossing within 3 days: none, though the forecast has one at +42 h.
    const none = recommend(input({ sensors: [{ ...sensor(24), refillEstimate: { atMs: null } }] }));
    expect(none.basis.due).toBe('not-within-forecast');
    expect(none.due_at).toBeNull();
    // Its reading already below: due now.
    expect(recommend(input({ sensors: [{ ...sensor(24), refillEstimate: { atMs: NOW } }] })).basis.due).toBe('now');
    // Without one (a sensor it could not estimate) the forecast's crossing stands in.
    const mixed = recommend(
      input({ sensors: [sensor(24), { ...sensor(26), sensorId: 'S2', refillEstimate: { atMs: NOW + 60 * HOUR } }] }),
    );
    expect(mixed.due_at).toBe((NOW - HOUR + 42 * HOUR) / 1000);
    expect(mixed.basis.sensors.map((x) => x.crossing_source)).toEqual(['forecast', 'refill-time']);
  });

  it('too little history: no band, and words saying how much there is', () => {
    const r = recommend(input({ sensors: [sensor(24, { n: 5 })] }));
    expect(r.band_mm).toBeNull();
    expect(r.basis.skill.note).toBe(
      `Too little history to know how far off this can be: 5 of ${MIN_SKILL_N} verified next-day forecasts so far.`,
    );
    expect(r.deficit_mm).toBe(24);
  });

  it('no sensor in the zone: null figures and a plain reason', () => {
    const r = recommend(input({ sensors: [] }));
    expect([r.deficit_mm, r.net_mm, r.gross_mm, r.run_minutes, r.due_at, r.band_mm]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(r.basis.reason).toMatch(/No sensor lies in this zone/);
  });

  it('no system set: null figures and a plain reason', () => {
    const r = recommend(input({ system: undefined }));
    expect([r.deficit_mm, r.net_mm, r.gross_mm, r.run_minutes, r.due_at, r.band_mm]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(r.basis.reason).toMatch(/irrigation system is not set/);
  });

  it('sensors without a reading: null figures and a reason', () => {
    const r = recommend(input({ sensors: [{ ...sensor(24), values: [null, null, null] }] }));
    expect(r.deficit_mm).toBeNull();
    expect(r.basis.reason).toMatch(/no forecast from a recent reading/);
  });

  it('weather unknown: no rain taken, said so', () => {
    const r = recommend(input({ weather: null }));
    expect(r.net_mm).toBe(24);
    expect(r.basis.rain).toMatchObject({ known: false, forecast_mm: null, taken_mm: null });
    expect(r.basis.et0_today_mm).toBeNull();
  });

  it('the root depth from the crop, else 30 cm; efficiency from the method', () => {
    const crop = recommend(input({ system: { method: 'sprinkler', application_rate_mm_h: 10, crop: 'lettuce' } }));
    expect(crop.basis).toMatchObject({ root_depth_cm: 40, root_depth_source: 'crop', efficiency_pct: 75 });
    const none = recommend(input({ system: { method: 'furrow-flood', application_rate_mm_h: 10 } }));
    expect(none.basis).toMatchObject({
      root_depth_cm: 30,
      root_depth_source: 'default',
      efficiency_pct: 60,
      kc: null,
      p: 0.5,
    });
    expect(none.deficit_mm).toBe(18);
    expect(none.gross_mm).toBe(30);
    expect(none.run_minutes).toBe(180);
  });
});
