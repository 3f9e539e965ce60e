/**
 * Forecast skill, measured as forecasts are made: when a series' forecast is stored, the earlier
 * forecasts whose +2/+24/+72 h target has passed since the previous forecast are verified against
 * the reading nearest that target (within an hour), and their absolute errors (and
 * persistence's) added to the series' daily skill counters, so the skill figures cost a few small
 * reads at display time.
 *
 * Only what is due is read: a series' first forecast has nothing before it; otherwise the
 * forecasts at the issue times in each horizon's window, for the whole batch in BatchGetItem
 * calls. Forecasts are issued at valid readings' times, so those times are the candidates (a
 * reading flagged after its forecast was made takes that forecast out of the count); when the
 * readings read did not cover the windows, each horizon's window is queried instead.
 */
import { depthValues } from '@shared/readings/depths';
import { forEachLimit } from '@shared/concurrency';
import {
  addSkillDays,
  forecastsAt,
  forecastsIssued,
  type SkillCounters,
  type StoredForecast,
} from '../adapters/forecasts';
import type { Reading, SeriesKey } from '../../readings';

const HOUR_MS = 3_600_000;
/** The horizons whose skill is measured and served. */
export const SKILL_HORIZONS_H = [2, 24, 72] as const;
/** A forecast is compared with the reading nearest its target time, if one lies this close. */
const MATCH_MS = HOUR_MS;
/** Series (or series' skill counter updates: one per month item) under way at once. */
const PARALLEL = 12;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A forecast stored for a series whose earlier forecasts may now be due for verification. */
export interface ToVerify {
  series: SeriesKey;
  /** The 7 days of valid readings the forecast was made from: the readings targets are matched with. */
  history: Reading[];
  /** Verify the targets in (sinceMs, untilMs]: from the previous forecast to this one. */
  sinceMs: number;
  untilMs: number;
  /**
   * The times forecasts can have been issued at in the due windows, when known: forecasts are
   * issued at valid readings' times, and the readings read cover every window. Otherwise the
   * windows are queried.
   */
  issueTimes?: number[];
  /**
   * The series' newest stored forecast when this one was made, issued at sinceMs: at hand (read
   * with the view), so it is not fetched again, and no forecast issued after it was stored then,
   * so no later issue time is asked for.
   */
  previous?: StoredForecast;
}

/** Per horizon, the issue times whose target falls in (sinceMs, untilMs]. */
const dueWindow = (h: number, v: Pick<ToVerify, 'sinceMs' | 'untilMs'>) => ({
  from: v.sinceMs - h * HOUR_MS + 1,
  to: v.untilMs - h * HOUR_MS,
});

/** Of these issue times, those with a target at some horizon in (sinceMs, untilMs], oldest first, each once. */
export function dueIssueTimes(v: Pick<ToVerify, 'sinceMs' | 'untilMs'>, issueTimes: readonly number[]): number[] {
  const due = new Set<number>();
  for (const h of SKILL_HORIZONS_H) {
    const w = dueWindow(h, v);
    for (const t of issueTimes) if (t >= w.from && t <= w.to) due.add(t);
  }
  return [...due].sort((a, b) => a - b);
}

/**
 * Verify the batch's newly due forecasts: those at known issue times in one BatchGetItem for the
 * whole batch, the others by a query per horizon; then the skill counters, a few updates at once.
 * A series whose verification fails is added to `failed` (its forecast stays stored).
 */
export async function verifyDue(toVerify: ToVerify[], failed: Map<SeriesKey, unknown>): Promise<void> {
  if (!toVerify.length) return;
  const known = toVerify.filter((v) => v.issueTimes);
  const atHand = (v: ToVerify, t: number) => v.previous?.issued_at === v.sinceMs && t >= v.sinceMs;
  const wanted = known.flatMap((v) =>
    dueIssueTimes(v, v.issueTimes!).flatMap((issuedAt) =>
      atHand(v, issuedAt) ? [] : [{ series: v.series, issuedAt }],
    ),
  );
  let fetched = new Map<SeriesKey, StoredForecast[]>();
  let pending = toVerify;
  try {
    if (wanted.length) fetched = await forecastsAt(wanted);
  } catch (err) {
    for (const v of known) failed.set(v.series, err);
    pending = toVerify.filter((v) => !v.issueTimes);
  }
  const writes: { series: SeriesKey; days: { day: string; counters: SkillCounters }[] }[] = [];
  await forEachLimit(pending, PARALLEL, async (v) => {
    try {
      const due = v.issueTimes
        ? [
            ...(fetched.get(v.series) ?? []),
            ...(v.previous &&
            atHand(v, v.previous.issued_at) &&
            dueIssueTimes(v, v.issueTimes).includes(v.previous.issued_at)
              ? [v.previous]
              : []),
          ]
        : (
            await Promise.all(
              SKILL_HORIZONS_H.map((h) => forecastsIssued(v.series, dueWindow(h, v).from, dueWindow(h, v).to)),
            )
          ).flat();
      // Windows of two horizons can overlap (a long gap since the previous forecast): each forecast once.
      const byIssue = [...new Map(due.map((f) => [f.issued_at, f])).values()].sort((a, b) => a.issued_at - b.issued_at);
      const days = [...skillCounters(byIssue, v.history, v.sinceMs, v.untilMs)].map(([day, counters]) => ({
        day,
        counters,
      }));
      if (days.length) writes.push({ series: v.series, days });
    } catch (err) {
      failed.set(v.series, err);
    }
  });
  await forEachLimit(writes, PARALLEL, async (w) => {
    try {
      await addSkillDays(w.series, w.days);
    } catch (err) {
      failed.set(w.series, err);
    }
  });
}

/**
 * The skill counters, by UTC day of the target, that these forecasts add for the targets in
 * (sinceMs, untilMs] at each horizon, each compared with the reading nearest its target.
 */
export function skillCounters(
  forecasts: readonly StoredForecast[],
  history: readonly Reading[],
  sinceMs: number,
  untilMs: number,
): Map<string, SkillCounters> {
  const byDay = new Map<string, SkillCounters>();
  for (const h of SKILL_HORIZONS_H) {
    for (const f of forecasts) {
      const target = f.issued_at + h * HOUR_MS;
      if (target <= sinceMs || target > untilMs) continue;
      const step = f.steps.find((s) => s[0] === h);
      const seen = nearest(history, target);
      if (!step || !seen) continue;
      const measured = depthValues(seen.calibrated);
      const counters = byDay.get(utcDay(target)) ?? {};
      f.depths.forEach((depth, d) => {
        const [forecast, persisted, actual] = [step[d + 1], f.origin[d], measured[d]];
        if (forecast == null || persisted == null || actual == null) return;
        const key = `h${h}_d${depth}`;
        counters[`model_${key}`] = (counters[`model_${key}`] ?? 0) + Math.abs(forecast - actual);
        counters[`persistence_${key}`] = (counters[`persistence_${key}`] ?? 0) + Math.abs(persisted - actual);
        counters[`n_${key}`] = (counters[`n_${key}`] ?? 0) + 1;
      });
      byDay.set(utcDay(target), counters);
    }
  }
  return byDay;
}

function nearest(readings: readonly Reading[], target: number): Reading | undefined {
  let best: Reading | undefined;
  for (const r of readings)
    if (Math.abs(r.time - target) <= MATCH_MS && (!best || Math.abs(r.time - target) < Math.abs(best.time - target)))
      best = r;
  return best;
}
