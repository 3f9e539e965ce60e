/**
 * Synthetic soil readings with clear wettings, for the soil-point suggestion tests: 2-hourly
 * readings at 10, 50 and 100 cm that dry slowly, and every `everyDays` days a wetting that lifts
 * each depth (the deeper ones later and less) and drains back to that depth's full point within a
 * day or so, to within 0.4 points of that depth's `FULL_POINTS`.
 */
import type { Reading, SeriesKey } from '../../lambdas/readings/adapters/readings/port';

export const FULL_POINTS = { 10: 30, 50: 34, 100: 38 } as const;
const RISE = { 10: 8, 50: 5, 100: 3 } as const;
const DELAY_H = { 10: 0, 50: 6, 100: 18 } as const;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Drainage time constant: most of the excess gone in a day. */
const TAU_MS = 0.35 * DAY;
/** Slow drying between wettings, points a day. */
const DRYING = 0.25;

/** % VWC at `depth` at `t`, for wettings at `wettingTimes`. */
function moistureAt(depth: 10 | 50 | 100, t: number, wettingTimes: readonly number[]): number {
  const i = wettingTimes.findLastIndex((w) => t >= w + DELAY_H[depth] * HOUR);
  if (i < 0) return FULL_POINTS[depth] - 1;
  const last = wettingTimes[i]!;
  // Each wetting drains to a little above or below the full point (0.4 points either way), as real ones do.
  const full = FULL_POINTS[depth] + 0.4 * ((i % 3) - 1);
  const since = t - last - DELAY_H[depth] * HOUR;
  // The rise takes two hours, then the excess drains away.
  const excess =
    since < 2 * HOUR ? (RISE[depth] * since) / (2 * HOUR) : RISE[depth] * Math.exp(-(since - 2 * HOUR) / TAU_MS);
  const diurnal = 0.03 * Math.sin((2 * Math.PI * t) / DAY);
  return full + excess - (DRYING * since) / DAY + diurnal;
}

/** `days` of readings ending at `endMs`, with a wetting every `everyDays` days from the third day. */
export function readingsWithWettings(series: SeriesKey, endMs: number, days: number, everyDays = 8): Reading[] {
  const startMs = Math.floor((endMs - days * DAY) / (2 * HOUR)) * 2 * HOUR;
  const wettings: number[] = [];
  for (let t = startMs + 2 * DAY; t < endMs - 3 * DAY; t += everyDays * DAY) wettings.push(t);
  const out: Reading[] = [];
  for (let t = startMs; t <= endMs; t += 2 * HOUR) {
    const [a, b, c] = ([10, 50, 100] as const).map((d) => Math.round(moistureAt(d, t, wettings) * 1000) / 1000);
    out.push({
      series,
      sensorId: series.split('~')[0]!,
      time: t,
      raw: { at10cm: a!, at50cm: b!, at100cm: c!, temperature: 20, battery_vol: 3.9 },
      calibrated: { at10cm: a!, at50cm: b!, at100cm: c! },
      temperature: 20,
      battery_vol: 3.9,
      flags: [],
      receivedAt: t,
    });
  }
  return out;
}
