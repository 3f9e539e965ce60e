/** Skill verification reads only the forecasts due, and scores each due target once. */
import { describe, expect, it } from 'vitest';
import { dueIssueTimes, skillCounters } from '../../../lambdas/forecasts/services/forecast-skill';
import type { StoredForecast } from '../../../lambdas/forecasts/adapters/forecasts';
import type { Reading, SeriesKey } from '../../../lambdas/readings/adapters/readings/port';

const H = 3_600_000;
const T = Date.UTC(2026, 5, 10, 12);
const every2h = (fromMs: number, toMs: number) =>
  Array.from({ length: (toMs - fromMs) / (2 * H) + 1 }, (_, i) => fromMs + i * 2 * H);
const reading = (time: number, cap50: number): Reading => ({
  series: 'S~r' as SeriesKey,
  sensorId: 'S',
  time,
  raw: { at10cm: null, at50cm: null, at100cm: null, temperature: 15, battery_vol: 3.9 },
  calibrated: { at10cm: cap50, at50cm: 30, at100cm: 40 },
  temperature: 15,
  battery_vol: 3.9,
  flags: [],
  receivedAt: time,
});
/** A forecast saying `at10` at 10 cm (30 and 40 below) at every step, from an origin of 20 at 10 cm. */
const forecast = (issuedAt: number, at10: number): StoredForecast => ({
  issued_at: issuedAt,
  depths: [10, 50, 100],
  steps: Array.from({ length: 36 }, (_, i) => [2 * (i + 1), at10, 30, 40, 15]),
  origin: [20, 30, 40, 15],
});

describe('the forecasts due for verification', () => {
  it('two hours after the previous forecast: the ones issued 2, 24 and 72 hours before', () => {
    expect(dueIssueTimes({ sinceMs: T - 2 * H, untilMs: T }, every2h(T - 7 * 24 * H, T))).toEqual([
      T - 72 * H,
      T - 24 * H,
      T - 2 * H,
    ]);
  });
  it('after a gap: every time whose target fell in it, each once though two horizons’ windows overlap', () => {
    const due = dueIssueTimes({ sinceMs: T - 30 * H, untilMs: T }, every2h(T - 7 * 24 * H, T));
    // +2 h: issued in (T−32 h, T−2 h]; +24 h: (T−54 h, T−24 h]; +72 h: (T−102 h, T−72 h]
    expect(due).toEqual([...every2h(T - 100 * H, T - 72 * H), ...every2h(T - 52 * H, T - 2 * H)]);
    expect(new Set(due).size).toBe(due.length);
  });
  it('none before the week read, none when nothing was issued in the windows', () => {
    expect(dueIssueTimes({ sinceMs: T - 2 * H, untilMs: T }, [T - 10 * H, T])).toEqual([]);
  });
});

describe('skill counters', () => {
  it('add each due target’s error (and persistence’s) to its UTC day, against the nearest reading in an hour', () => {
    const history = [reading(T - 2 * H, 21), reading(T - 30 * 60_000, 22), reading(T + 10 * 60_000, 23)];
    const counters = skillCounters([forecast(T - 2 * H, 25), forecast(T - 24 * H, 26)], history, T - 2 * H, T);
    expect([...counters.keys()]).toEqual(['2026-06-10']);
    const day = counters.get('2026-06-10')!;
    // Both targets are T; the nearest reading is the one 10 minutes after it (23 at 10 cm).
    expect(day).toMatchObject({
      model_h2_d10: 2,
      persistence_h2_d10: 3,
      n_h2_d10: 1,
      model_h24_d10: 3,
      persistence_h24_d10: 3,
      n_h24_d10: 1,
      model_h2_d50: 0,
    });
    expect(day.n_h72_d10).toBeUndefined();
  });
  it('skip targets outside (since, until] and targets with no reading within the hour', () => {
    const history = [reading(T - 2 * H, 21)];
    // its +2 h target is `since` itself
    expect(skillCounters([forecast(T - 4 * H, 25)], history, T - 2 * H, T).size).toBe(0);
    expect(skillCounters([forecast(T - 2 * H, 25)], history, T - 2 * H, T).size).toBe(0); // no reading near T
  });
});
