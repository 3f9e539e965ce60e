/**
 * The time-to-refill backtest: for each depth the refill point is the station's P-th percentile of
 * that depth's readings; from every forecast issued at 06:00 local time whose depth is above it and,
 * as measured, falls to it within 72 h, the error (hours) of the crossing time predicted by the
 * product's estimate (refill-time.ts, fed exactly as the forecasts are: the last 7 days and the
 * weather) and by a straight line through the last 24 h of readings.
 *
 * A prediction of no crossing within 72 h (or, for the line, one beyond it or never) is scored as a
 * crossing at 72 h: its error is at least that, so it is never dropped and never counted as better
 * than it could be. How many of each there were is counted (`model_missed`, `trend_missed`).
 */
import {
  estimateRefillTime,
  lineCrossingH,
  REFILL_PARAMETERS,
  type RefillParameters,
} from '../../lambdas/agronomy/water/refill-time';
import type { SoilObservation, WeatherInterval } from '../../lambdas/agronomy/forecast/forecast-types';
import { lowerBound } from '@shared/sorted';
import type { SoilSeries } from './station';

const HOUR = 3_600_000;
const HORIZON_H = 72;

export interface RefillScore {
  depth_cm: number;
  threshold: number;
  n: number;
  model_mae_h: number;
  trend_mae_h: number;
}

export interface RefillDetail extends RefillScore {
  /** Cases where the estimate said "not within 72 h" (scored at 72 h). */
  model_missed: number;
  /** Cases where the line did not reach the threshold within 72 h (scored at 72 h). */
  trend_missed: number;
}

export interface RefillOptions {
  percentile: number;
  weather: readonly WeatherInterval[];
  latitude: number;
  /** IANA time zone of the station (the 06:00 issues are local). */
  timeZone: string;
  historyDays?: number;
  parameters?: RefillParameters;
}

/** The p-th percentile (0–100) of the values, by linear interpolation between order statistics. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const x = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(x);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo]! + (x - lo) * (sorted[hi]! - sorted[lo]!);
}

/** The local hour (0–23) of an epoch-ms time in a time zone. */
export function localHourIn(timeZone: string): (ms: number) => number {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' });
  return (ms) => Number(format.formatToParts(new Date(ms)).find((p) => p.type === 'hour')!.value);
}

/** Hours until a straight line through the last 24 h of readings reaches the threshold (Infinity: never). */
export function trendCrossingH(times: number[], values: (number | null)[], at: number, threshold: number): number {
  const points: { h: number; v: number }[] = [];
  for (let j = at; j >= 0 && times[j]! >= times[at]! - 24 * HOUR; j--) {
    const v = values[j];
    if (v != null) points.push({ h: (times[j]! - times[at]!) / HOUR, v });
  }
  // The line is anchored at the current reading, as a grower reading the chart would extend it.
  return lineCrossingH(points, values[at]!, threshold);
}

export function refillScores(soil: SoilSeries, opts: RefillOptions): RefillDetail[] {
  const historyMs = (opts.historyDays ?? 7) * 24 * HOUR;
  const localHour = localHourIn(opts.timeZone);
  const thresholds = soil.depthsCm.map((_, d) =>
    percentile(
      soil.moisture.flatMap((row) => (row[d] == null ? [] : [row[d]!])),
      opts.percentile,
    ),
  );
  const weatherTo = opts.weather.map((w) => w.toMs);
  const sums = soil.depthsCm.map(() => ({ n: 0, model: 0, trend: 0, modelMissed: 0, trendMissed: 0 }));
  let from = 0;
  for (let i = 0; i < soil.times.length; i++) {
    const issuedAt = soil.times[i]!;
    if (localHour(issuedAt) !== 6) continue;
    const row = soil.moisture[i]!;
    // The measured crossing per depth: the first reading at or below the threshold within 72 h.
    const actual = soil.depthsCm.map((_, d) => {
      const v = row[d];
      if (v == null || !(v > thresholds[d]!)) return null;
      for (let j = i + 1; j < soil.times.length && soil.times[j]! <= issuedAt + HORIZON_H * HOUR; j++) {
        const w = soil.moisture[j]![d];
        if (w != null && w <= thresholds[d]!) return (soil.times[j]! - issuedAt) / HOUR;
      }
      return null;
    });
    if (actual.every((a) => a === null)) continue;
    while (soil.times[from]! <= issuedAt - historyMs) from++;
    const history: SoilObservation[] = [];
    for (let j = from; j <= i; j++)
      history.push({ time: soil.times[j]!, moisture: soil.moisture[j]!, temperature: soil.temperature[j]! });
    const w0 = lowerBound(weatherTo, issuedAt - historyMs + 1);
    const w1 = lowerBound(weatherTo, issuedAt + HORIZON_H * HOUR + 1);
    const estimate = estimateRefillTime(
      {
        issuedAt,
        depthsCm: soil.depthsCm,
        history,
        refillPoints: thresholds,
        weather: opts.weather.slice(w0, w1),
        latitude: opts.latitude,
      },
      opts.parameters ?? REFILL_PARAMETERS,
    );
    actual.forEach((a, d) => {
      if (a === null) return;
      const s = sums[d]!;
      const e = estimate[d]!;
      const modelH = e.status === 'crossing' ? e.hours! : e.status === 'below' ? 0 : HORIZON_H;
      if (e.status !== 'crossing' && e.status !== 'below') s.modelMissed++;
      const line = trendCrossingH(
        soil.times,
        soil.moisture.map((r) => r[d] ?? null),
        i,
        thresholds[d]!,
      );
      if (!(line <= HORIZON_H)) s.trendMissed++;
      s.n++;
      s.model += Math.abs(modelH - a);
      s.trend += Math.abs(Math.min(HORIZON_H, line) - a);
    });
  }
  return soil.depthsCm.map((depth_cm, d) => {
    const s = sums[d]!;
    const n = Math.max(1, s.n);
    return {
      depth_cm,
      threshold: Math.round(thresholds[d]! * 1000) / 1000,
      n: s.n,
      model_mae_h: s.model / n,
      trend_mae_h: s.trend / n,
      model_missed: s.modelMissed,
      trend_missed: s.trendMissed,
    };
  });
}

export function formatRefill(scores: RefillDetail[], pct: number): string {
  const lines = [
    `  time to refill (threshold: each depth's ${pct}th percentile; 06:00 local forecasts that cross it within 72 h ` +
      `as measured; a miss is scored at 72 h)`,
  ];
  lines.push('    depth  threshold      n   model MAE h  trend MAE h  ratio  missed (model / trend)');
  for (const s of scores) {
    lines.push(
      `    ${String(s.depth_cm).padStart(3)} cm  ${s.threshold.toFixed(2).padStart(9)}  ${String(s.n).padStart(5)}  ` +
        `${s.model_mae_h.toFixed(2).padStart(11)}  ${s.trend_mae_h.toFixed(2).padStart(11)}  ` +
        `${(s.model_mae_h / s.trend_mae_h).toFixed(2).padStart(5)}  ${s.model_missed} / ${s.trend_missed}`,
    );
  }
  return lines.join('\n');
}
