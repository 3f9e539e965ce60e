/**
 * The forecasts a series' view keeps (store/forecast-views.ts), as pure functions: its newest
 * forecast and those before it that the past predictions (forecast-views.ts) can ask for, which
 * are the newest at or before 1 and 2 days before the newest forecast. Of each forecast but the
 * newest, the view keeps only the steps a past prediction can ask of it (compactWindow).
 */
import type { StoredForecast } from '../adapters/forecasts';
import { sameForecast, type ForecastView } from '../adapters/forecast-views';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Past predictions reach this far back from the newest forecast (PAST_SAMPLE_DAYS' largest). */
export const WINDOW_MS = 2 * DAY_MS;

/**
 * Of these forecasts (any order, each issued at or before `anchor`), those issued after
 * anchor − WINDOW_MS − 1 and the newest at or before it, oldest first, each once: every
 * "newest at or before t" with t ≥ anchor − WINDOW_MS − 1 is answered by the same forecast.
 */
export function windowOf(forecasts: readonly StoredForecast[], anchor: number): StoredForecast[] {
  const byTime = [
    ...new Map(forecasts.filter((f) => f.issued_at <= anchor).map((f) => [f.issued_at, f])).values(),
  ].sort((a, b) => a.issued_at - b.issued_at);
  const edge = anchor - WINDOW_MS - 1;
  const before = byTime.filter((f) => f.issued_at <= edge).pop();
  return [...(before ? [before] : []), ...byTime.filter((f) => f.issued_at > edge)];
}

/**
 * A forecast as a view keeps it once a newer one, issued at `nextMs`, follows it: only its steps up
 * to an hour after `nextMs`. A past prediction for time t asks the newest forecast issued at or
 * before t − 1 for its step within an hour of t, so this forecast is asked only for t ≤ nextMs,
 * and the first step within an hour of such a t lies at most an hour after it. The rest (about 35
 * of 36 steps, at a forecast every 2 hours) was read, parsed and written again with every view.
 */
export function stepsBefore(f: StoredForecast, nextMs: number): StoredForecast {
  const lastMs = nextMs - f.issued_at + HOUR_MS;
  return f.steps.every((s) => s[0]! * HOUR_MS <= lastMs)
    ? f
    : { ...f, steps: f.steps.filter((s) => s[0]! * HOUR_MS <= lastMs) };
}

/** A window (oldest first) as a view keeps it: each forecast but the newest cut to the steps it can be asked for. */
export const compactWindow = (recent: readonly StoredForecast[]): StoredForecast[] =>
  recent.map((f, i) => (i + 1 < recent.length ? stepsBefore(f, recent[i + 1]!.issued_at) : f));

/** The newest of the view's forecasts issued at or before `t`. */
export function newestAtOrBefore(view: ForecastView, t: number): StoredForecast | undefined {
  let best: StoredForecast | undefined;
  for (const f of view.recent) if (f.issued_at <= t && (!best || f.issued_at > best.issued_at)) best = f;
  return best;
}

/**
 * What a new view can be built on: the forecasts a view holds, complete for any newer forecast
 * issued at or after `from`. None (undefined) when the stored view does not match the stored
 * forecasts: the writer then leaves a placeholder.
 */
export interface ViewBase {
  recent: StoredForecast[];
  from: number;
}

/**
 * The base a writer builds a series' next view on, from its newest stored forecast and its stored
 * view: nothing stored yet is an empty base; a view whose newest is that forecast (as stored) is
 * itself; a view one forecast ahead (its writer stopped before storing that forecast) is the
 * forecasts before it, complete from that forecast's time on. Anything else (no view beside
 * stored forecasts, a placeholder, a view behind, a twin of the stored forecast) is no base.
 */
export function baseOf(newest: StoredForecast | undefined, view: ForecastView | undefined): ViewBase | undefined {
  if (!newest) return { recent: [], from: -Infinity };
  if (!view) return undefined;
  const rest = view.recent.filter((f) => f.issued_at <= newest.issued_at);
  const last = rest[rest.length - 1];
  // A view one forecast ahead holds that newest stored forecast cut to the steps its successor left (compactWindow).
  const next = view.recent[rest.length];
  if (!sameForecast(last, newest) && !(next && sameForecast(last, stepsBefore(newest, next.issued_at))))
    return undefined;
  // The stored forecast, whole: the next view cuts it again by whatever forecast follows it then.
  return { recent: [...rest.slice(0, -1), newest], from: view.newest };
}

/** The view once `f` is the newest forecast; undefined when the base does not reach back to it. */
export function nextView(base: ViewBase | undefined, f: StoredForecast): ForecastView | undefined {
  if (!base || f.issued_at < base.from || base.recent.some((r) => r.issued_at >= f.issued_at)) return undefined;
  return { newest: f.issued_at, recent: compactWindow(windowOf([...base.recent, f], f.issued_at)) };
}
