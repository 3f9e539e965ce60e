/**
 * What the dashboards and the admin page are shown of the stored forecasts: prediction rows
 * (time, temperature and the 20 layers estimated from the forecast depths, as for a reading),
 * past predictions, and the skill figures.
 *
 * Rows: values rounded to 1 decimal and never below 0; a row with a depth missing or above 200 is
 * dropped, as readings are. Daily samples: predictions at +2 h, +1 day and +2 days after the
 * newest reading (none beyond 2 days ahead); past predictions at 1 and 2 days before it (none
 * more than 3 days back), each what the newest forecast issued before that time said for it.
 */
import { LAYER_COUNT } from '@shared/readings/prediction';
import type { PredictionRow, SkillFigure } from '@shared/readings/views';

export type { PredictionRow, SkillFigure };
import { estimateProfile, LAYER_DEPTHS } from '@shared/agronomy/profile';
import {
  newestForecast,
  skillSince,
  type SkillCounters,
  type StoredForecast,
  type StoredStep,
} from '../adapters/forecasts';
import type { SeriesKey } from '../../readings';
import { SKILL_HORIZONS_H } from './forecast-skill';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Predictions shown: hours after the newest reading. */
export const PREDICTION_SAMPLE_H = [2, 24, 48] as const;
/** Past predictions shown: days before the newest reading; none older than PAST_LIMIT_MS. */
export const PAST_SAMPLE_DAYS = [1, 2] as const;
const PAST_LIMIT_MS = 3 * DAY_MS;
/** Skill is measured over the last 30 days. */
export const SKILL_WINDOW_DAYS = 30;
const MAX_VALUE = 200;

const round1 = (v: number) => Math.max(0, Math.round(v * 10) / 10);

/** The row of one forecast step; null when a depth is missing or above 200. */
export function rowOf(f: StoredForecast, step: StoredStep, saturation?: number): PredictionRow | null {
  const moisture = step.slice(1, 1 + f.depths.length);
  if (moisture.some((v) => v === null || v === undefined || !Number.isFinite(v) || v > MAX_VALUE)) return null;
  const layers = estimateProfile(
    f.depths.map((depth, i) => ({ depth, value: moisture[i] as number })),
    LAYER_DEPTHS,
    saturation,
  );
  const time = f.issued_at + step[0]! * HOUR_MS;
  const temperature = step[1 + f.depths.length];
  const row: PredictionRow = {
    name: new Date(time).toISOString(),
    time,
    Temperature: typeof temperature === 'number' ? Math.round(temperature * 10) / 10 : null,
  };
  for (let i = 0; i < LAYER_COUNT; i++)
    row[`Layer_${i}`] = layers[i] === null || layers[i] === undefined ? null : round1(layers[i]!);
  return row;
}

/** The step of `f` for time `t` (within an hour), if it has one. */
const stepAt = (f: StoredForecast, t: number) =>
  f.steps.find((s) => Math.abs(f.issued_at + s[0]! * HOUR_MS - t) <= HOUR_MS);

/** The newest forecast's daily samples. */
export function predictionRows(f: StoredForecast | undefined, now: number, saturation?: number): PredictionRow[] {
  if (!f) return [];
  return PREDICTION_SAMPLE_H.flatMap((h) => {
    const step = f.steps.find((s) => s[0] === h);
    const row = step && rowOf(f, step, saturation);
    return row && row.time <= now + 2 * DAY_MS ? [row] : [];
  });
}

/** What was forecast for 1 and 2 days before the newest forecast's origin (never more than 3 days back). */
export async function pastPredictionRows(
  series: SeriesKey,
  newest: StoredForecast | undefined,
  now: number,
  saturation?: number,
): Promise<PredictionRow[]> {
  return pastRowsWith((t) => newestForecast(series, t), newest, now, saturation);
}

/**
 * The past predictions, with `find(t)` answering the newest forecast issued at or before t (the
 * store's, or a series' view's: forecast-window.ts).
 */
export async function pastRowsWith(
  find: (atOrBeforeMs: number) => StoredForecast | undefined | Promise<StoredForecast | undefined>,
  newest: StoredForecast | undefined,
  now: number,
  saturation?: number,
): Promise<PredictionRow[]> {
  const anchor = newest?.issued_at ?? now;
  const rows = await Promise.all(
    PAST_SAMPLE_DAYS.map(async (days) => {
      const t = anchor - days * DAY_MS;
      if (t < now - PAST_LIMIT_MS) return null;
      const f = await find(t - 1);
      const step = f && stepAt(f, t);
      return f && step ? rowOf(f, step, saturation) : null;
    }),
  );
  return rows.filter((r): r is PredictionRow => r !== null).sort((a, b) => a.time - b.time);
}

/** The first day (yyyy-mm-dd, UTC) of the skill window ending `now`. */
export const skillFromDay = (now: number) => new Date(now - SKILL_WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10);

/** Per horizon and depth, the MAE of the forecasts verified over the last 30 days beside persistence's. */
export async function skillOf(
  series: SeriesKey,
  now: number,
  depths: readonly number[] = [10, 50, 100],
): Promise<SkillFigure[]> {
  return skillFrom(await skillSince(series, skillFromDay(now)), depths);
}

/** The skill figures from the daily counters of the window (skillSince, or skillDays of a field's skill items). */
export function skillFrom(days: readonly SkillCounters[], depths: readonly number[] = [10, 50, 100]): SkillFigure[] {
  const total = (key: string) => days.reduce((s, d) => s + (typeof d[key] === 'number' ? d[key] : 0), 0);
  const mae = (sum: number, n: number) => (n ? Math.round((sum / n) * 100) / 100 : null);
  return SKILL_HORIZONS_H.flatMap((h) =>
    depths.map((depth) => {
      const n = total(`n_h${h}_d${depth}`);
      return {
        horizon_h: h,
        depth_cm: depth,
        model_mae: mae(total(`model_h${h}_d${depth}`), n),
        persistence_mae: mae(total(`persistence_h${h}_d${depth}`), n),
        n,
      };
    }),
  );
}
