/**
 * The forecasts of a field's sensors, read together: their views and the skill items of the
 * skill window's months in one BatchGetItem, and each view's newest forecast as stored in a
 * second (the view is used only when it holds that forecast as stored), so a field answer's forecast reads do not grow
 * with its sensors. A series whose view is missing, a placeholder, or ahead of its forecasts (store/forecast-views.ts)
 * is read from its forecasts instead; a missing view or a placeholder whose forecast is now stored is
 * then put in place, so the next answer reads it.
 */
import {
  forecastsIssued,
  newestForecast,
  skillDays,
  type SkillCounters,
  type StoredForecast,
} from '../adapters/forecasts';
import {
  replaceView,
  sameForecast,
  storedForecasts,
  storedKey,
  viewsAndSkill,
  type ForecastView,
  type ViewItem,
} from '../adapters/forecast-views';
import type { SeriesKey } from '../../readings';
import { skillFromDay } from './forecast-views';
import { compactWindow, newestAtOrBefore, WINDOW_MS, windowOf } from './forecast-window';
import { logger } from '../../platform/telemetry/logger';

const DAY_MS = 86_400_000;

/**
 * A series' newest forecast, the newest at or before a time (for the past predictions), and its skill window's daily
 * counters.
 */
export interface SeriesForecasts {
  newest: StoredForecast | undefined;
  find: (atOrBeforeMs: number) => StoredForecast | undefined | Promise<StoredForecast | undefined>;
  skill: SkillCounters[];
}

/** The first day of each month from `fromDay` to the day of `toMs` (yyyy-mm-dd). */
export function monthsFrom(fromDay: string, toMs: number): string[] {
  const out: string[] = [];
  const to = new Date(toMs).toISOString().slice(0, 7);
  for (
    let d = new Date(`${fromDay.slice(0, 7)}-01T00:00:00Z`);
    d.toISOString().slice(0, 7) <= to;
    d.setUTCMonth(d.getUTCMonth() + 1)
  )
    out.push(d.toISOString().slice(0, 10));
  return out;
}

export async function forecastsOfSeries(
  series: readonly SeriesKey[],
  now: number,
): Promise<Map<SeriesKey, SeriesForecasts>> {
  const fromDay = skillFromDay(now);
  // Readings are never in the future, so neither are the skill days; a day's margin for clocks.
  const state = await viewsAndSkill(series, monthsFrom(fromDay, now + DAY_MS));
  const claimed = [...state].flatMap(([s, e]) => (e.view?.view ? [{ series: s, issuedAt: e.view.view.newest }] : []));
  const stored = claimed.length ? await storedForecasts(claimed) : new Map<string, StoredForecast>();
  const out = new Map<SeriesKey, SeriesForecasts>();
  await Promise.all(
    [...state].map(async ([s, e]) => {
      const skill = skillDays(e.skill, fromDay);
      const view = e.view?.view;
      const newest = view && newestAtOrBefore(view, view.newest);
      if (view && sameForecast(newest, stored.get(storedKey(s, view.newest)))) {
        out.set(s, { newest, find: (t) => newestAtOrBefore(view, t), skill });
        return;
      }
      out.set(s, { ...(await fromForecasts(s, e.view)), skill });
    }),
  );
  return out;
}

/** A series' newest forecast and past lookups from its forecasts; the view put in place when it can be. */
async function fromForecasts(series: SeriesKey, seen: ViewItem | undefined): Promise<Omit<SeriesForecasts, 'skill'>> {
  const newest = await newestForecast(series);
  // No forecast at all: none at or before any time either.
  if (!newest) return { newest, find: () => undefined };
  const repairable = !seen || (!seen.view && seen.expect !== undefined && newest.issued_at >= seen.expect);
  if (!repairable) return { newest, find: (t) => newestForecast(series, t) };
  const [inWindow, before] = await Promise.all([
    forecastsIssued(series, newest.issued_at - WINDOW_MS, newest.issued_at),
    newestForecast(series, newest.issued_at - WINDOW_MS - 1),
  ]);
  const view: ForecastView = {
    newest: newest.issued_at,
    recent: compactWindow(windowOf([...(before ? [before] : []), ...inWindow, newest], newest.issued_at)),
  };
  try {
    await replaceView(series, view, seen?.token);
  } catch (err) {
    // The answer stands without it; the next one tries again.
    logger.warn('forecast view not stored', { series, error: String(err) });
  }
  return { newest, find: (t) => newestAtOrBefore(view, t) };
}
