/**
 * Hourly and daily aggregates of a readings series, the arithmetic only (no storage): for each
 * value a chart draws (the three calibrated depths, temperature, battery) the count, mean, min
 * and max over the series' valid readings (isValidReading, as the readings routes serve them: a
 * temperature or battery flagged out of range counts as missing) in one UTC hour or UTC day, and
 * the mean time of those readings, where an averaged point is drawn.
 *
 * An aggregate is always recomputed from what is stored (an hour from its readings, a day from its
 * hours), never incremented: ingest is idempotent on (series, time), so the same batch twice, a
 * retry after a crash, or a recalibration must give the same aggregates as one clean write.
 */
import { isValidReading, type Reading } from './port';

/** What is summarised: the moisture (%) at each depth, then temperature and battery. */
export const AGGREGATE_VALUES = ['at10cm', 'at50cm', 'at100cm', 'temperature', 'battery_vol'] as const;
export type AggregateValue = (typeof AGGREGATE_VALUES)[number];

export interface ValueStats {
  /** Readings that had this value (not null). */
  count: number;
  mean: number;
  min: number;
  max: number;
}

export interface Summary {
  /** Valid readings summarised. */
  count: number;
  /** Their mean time, epoch ms. */
  meanTime: number;
  /** Null for a value no reading had. */
  values: Record<AggregateValue, ValueStats | null>;
}

export type AggregateLevel = 'hour' | 'day';
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
export const LEVEL_MS: Record<AggregateLevel, number> = { hour: HOUR_MS, day: DAY_MS };

/** The summary of one stored bucket: `start` is the UTC hour or day it covers, epoch ms. */
export interface Aggregate extends Summary {
  start: number;
}

/** The start of the bucket of `size` ms (from the epoch, so UTC hours and days) holding `time`. */
export const bucketOf = (time: number, size: number) => Math.floor(time / size) * size;

/** The value a chart gets from a reading (null when missing, or flagged out of range). */
export function valueOf(r: Reading, k: AggregateValue): number | null {
  if (k === 'temperature') return r.temperature;
  if (k === 'battery_vol') return r.battery_vol;
  return r.calibrated[k];
}

const noValues = (): Record<AggregateValue, ValueStats | null> => ({
  at10cm: null,
  at50cm: null,
  at100cm: null,
  temperature: null,
  battery_vol: null,
});

/** The summary of the valid ones among `readings`; null when there is none. */
export function summarize(readings: readonly Reading[]): Summary | null {
  const valid = readings.filter((r) => isValidReading(r.flags));
  if (!valid.length) return null;
  // Times as offsets from the first, so the sum stays exact however many readings there are.
  const origin = valid[0]!.time;
  let timeSum = 0;
  const values = noValues();
  for (const k of AGGREGATE_VALUES) {
    let count = 0;
    let sum = 0;
    let min = Infinity;
    let max = -Infinity;
    for (const r of valid) {
      const v = valueOf(r, k);
      if (v === null) continue;
      count++;
      sum += v;
      if (v < min) min = v;
      if (v > max) max = v;
    }
    values[k] = count ? { count, mean: sum / count, min, max } : null;
  }
  for (const r of valid) timeSum += r.time - origin;
  return { count: valid.length, meanTime: origin + timeSum / valid.length, values };
}

/** One summary of several (hours into a day, days into a chart's bucket); null when all are empty. */
export function mergeSummaries(parts: readonly (Summary | null)[]): Summary | null {
  const present = parts.filter((p): p is Summary => p !== null && p.count > 0);
  if (!present.length) return null;
  // One part (a day drawn as one point) is its own merge: a year's answer makes thousands of these.
  if (present.length === 1)
    return { count: present[0]!.count, meanTime: present[0]!.meanTime, values: present[0]!.values };
  const count = present.reduce((n, p) => n + p.count, 0);
  const origin = present[0]!.meanTime;
  const meanTime = origin + present.reduce((s, p) => s + (p.meanTime - origin) * p.count, 0) / count;
  const values = noValues();
  for (const k of AGGREGATE_VALUES) {
    const stats = present.flatMap((p) => (p.values[k] ? [p.values[k]] : []));
    const n = stats.reduce((s, v) => s + v.count, 0);
    values[k] = n
      ? {
          count: n,
          mean: stats.reduce((s, v) => s + v.mean * v.count, 0) / n,
          min: Math.min(...stats.map((v) => v.min)),
          max: Math.max(...stats.map((v) => v.max)),
        }
      : null;
  }
  return { count, meanTime, values };
}

/**
 * Whether two summaries are the same (what a rewrite would store again): counts and values exactly
 * (recomputed from the same readings they are the same numbers), the mean time to a microsecond
 * (stored as an offset from the bucket's start, it may come back a rounding step away).
 */
export function sameSummary(a: Summary | null, b: Summary | null): boolean {
  if (!a || !b) return a === b;
  if (a.count !== b.count || Math.abs(a.meanTime - b.meanTime) > 1e-3) return false;
  return AGGREGATE_VALUES.every((k) => {
    const [x, y] = [a.values[k], b.values[k]];
    return !x || !y ? x === y : x.count === y.count && x.mean === y.mean && x.min === y.min && x.max === y.max;
  });
}

/** Readings grouped by the bucket of `size` ms they fall in. */
export function groupBy(readings: readonly Reading[], size: number): Map<number, Reading[]> {
  const out = new Map<number, Reading[]>();
  for (const r of readings) {
    const b = bucketOf(r.time, size);
    const group = out.get(b);
    if (group) group.push(r);
    else out.set(b, [r]);
  }
  return out;
}

/** A time span, `from` inclusive, `to` exclusive (epoch ms). */
export interface Span {
  from: number;
  to: number;
}

/**
 * The buckets (starts, of `size` ms) as few spans: buckets at most `maxGap` empty buckets apart
 * share a span, so a batch of 2-hourly readings is one read, not one per hour.
 */
export function spansOf(starts: Iterable<number>, size: number, maxGap = 0): Span[] {
  const sorted = [...new Set(starts)].sort((a, b) => a - b);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s - last.to <= maxGap * size) last.to = s + size;
    else out.push({ from: s, to: s + size });
  }
  return out;
}

/**
 * What a range answer reads at one resolution: the readings of the partial hours at its ends,
 * the stored hours that are not part of a whole day inside it (only hours when `level` is 'hour')
 * and the stored days inside it. Together they cover [from, to] exactly, each reading once.
 * Spans are [from, to) in ms; for hours and days, of bucket starts.
 */
export function readPlan(
  from: number,
  to: number,
  level: AggregateLevel,
): { raw: Span[]; hours: Span[]; days: Span[] } {
  const end = to + 1;
  const firstHour = Math.ceil(from / HOUR_MS) * HOUR_MS;
  const lastHour = bucketOf(end, HOUR_MS);
  if (firstHour >= lastHour) return { raw: [{ from, to: end }], hours: [], days: [] };
  const raw = [
    ...(from < firstHour ? [{ from, to: firstHour }] : []),
    ...(lastHour < end ? [{ from: lastHour, to: end }] : []),
  ];
  const firstDay = Math.ceil(firstHour / DAY_MS) * DAY_MS;
  const lastDay = bucketOf(lastHour, DAY_MS);
  if (level === 'hour' || firstDay >= lastDay) return { raw, hours: [{ from: firstHour, to: lastHour }], days: [] };
  const hours = [
    ...(firstHour < firstDay ? [{ from: firstHour, to: firstDay }] : []),
    ...(lastDay < lastHour ? [{ from: lastDay, to: lastHour }] : []),
  ];
  return { raw, hours, days: [{ from: firstDay, to: lastDay }] };
}
