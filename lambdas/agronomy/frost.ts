/**
 * The frost warning as pure functions: the forecast's air temperature hour by hour, and whether
 * it reaches the field's threshold within the next 48 h, with the figures the message quotes.
 *
 * The weather service gives daily minima and maxima (hours would cost 24 times the provider's
 * quota), so the hours are drawn from them the standard way: the coldest hour of a local day at
 * dawn (06:00), the warmest at 15:00, and a half-cosine between them. The day's forecast minimum
 * is then exactly the temperature of its 06:00 hour; the hours around it say when a frost spell
 * starts. A provider that one day gives hours can hand them to `frostOutlook` as they are.
 */
import { FROST_WINDOW_HOURS } from '@shared/alerts/frost';

const HOUR_MS = 3_600_000;
export const FROST_WINDOW_MS = FROST_WINDOW_HOURS * HOUR_MS;
/**
 * Once warned, the warning clears only when no hour comes within this many °C of the threshold,
 * so a forecast that moves a night's minimum by a few tenths from one refresh to the next
 * (0.9 → 1.2 → 0.8 °C at a 1 °C threshold) does not start and clear it again and again.
 */
export const FROST_CLEAR_MARGIN_C = 0.5;
/** The local hours of the day's minimum and maximum in the drawn curve. */
export const COLDEST_HOUR = 6;
export const WARMEST_HOUR = 15;

/** One forecast hour: its start (epoch ms) and air temperature (°C; null: not known). */
export interface HourlyTemp {
  t: number;
  c: number | null;
}

/** A local day's forecast extremes, as the weather service gives them. */
export interface DailyExtremes {
  /** The local start of the day (epoch ms). */
  midnightMs: number;
  tempmin: number | null;
  tempmax: number | null;
}

const finite = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The hourly air temperature drawn from consecutive local days (in date order): each day's minimum
 * at 06:00 and maximum at 15:00, a half-cosine between neighbouring extremes. Hours next to a day
 * without a figure are left out (unknown), never guessed across the gap.
 */
export function hourlyFromDaily(days: readonly DailyExtremes[]): HourlyTemp[] {
  const anchors: { t: number; c: number | null }[] = [];
  for (const d of days) {
    anchors.push({ t: d.midnightMs + COLDEST_HOUR * HOUR_MS, c: finite(d.tempmin) ? d.tempmin : null });
    anchors.push({ t: d.midnightMs + WARMEST_HOUR * HOUR_MS, c: finite(d.tempmax) ? d.tempmax : null });
  }
  const out: HourlyTemp[] = [];
  for (let i = 0; i + 1 < anchors.length; i++) {
    const a = anchors[i]!;
    const b = anchors[i + 1]!;
    if (!(b.t > a.t)) continue;
    const last = i + 2 === anchors.length;
    for (let t = a.t; t < b.t || (last && t === b.t); t += HOUR_MS) {
      if (a.c === null || b.c === null) {
        out.push({ t, c: t === a.t ? a.c : t === b.t ? b.c : null });
        continue;
      }
      const f = (t - a.t) / (b.t - a.t);
      out.push({ t, c: Math.round((a.c + ((b.c - a.c) * (1 - Math.cos(Math.PI * f))) / 2) * 100) / 100 });
    }
  }
  return out;
}

export interface FrostOutlook {
  /** True: frost forecast within 48 h; false: none; undefined: the forecast cannot tell. */
  holds: boolean | undefined;
  /** The first hour at or below the threshold (epoch ms). */
  firstAt?: number;
  /** The coldest hour of the first frost spell, and its temperature (°C). */
  minAt?: number;
  minC?: number;
}

/**
 * Whether the forecast has an hour at or below `thresholdC` from the current hour to 48 h ahead.
 * Once warned (`wasActive`), it holds while an hour comes within FROST_CLEAR_MARGIN_C of the
 * threshold. With no such hour it says "no frost" only when every hour of the window is known;
 * a forecast with holes (the provider down, nothing cached) cannot tell, and nothing changes.
 * The figures quoted are those of the first spell (consecutive frost hours): the night the
 * grower must act on first.
 */
export function frostOutlook(
  hours: readonly HourlyTemp[],
  thresholdC: number,
  now: number,
  wasActive: boolean,
): FrostOutlook {
  if (!Number.isFinite(thresholdC)) return { holds: undefined };
  const from = now - HOUR_MS;
  const to = now + FROST_WINDOW_MS;
  const window = hours.filter((h) => h.t > from && h.t <= to).sort((a, b) => a.t - b.t);
  const limit = wasActive ? thresholdC + FROST_CLEAR_MARGIN_C : thresholdC;
  const cold = (h: HourlyTemp) => finite(h.c) && h.c <= limit;
  const first = window.findIndex(cold);
  if (first >= 0) {
    const atThreshold = window.find((h) => finite(h.c) && h.c <= thresholdC);
    let min = window[first]!;
    for (let i = first; i < window.length && cold(window[i]!); i++) if (window[i]!.c! < min.c!) min = window[i]!;
    return { holds: true, firstAt: (atThreshold ?? window[first]!).t, minAt: min.t, minC: min.c! };
  }
  return { holds: covers(window, now, to) ? false : undefined };
}

/** Every hour from now to the end of the window is known (no gap longer than an hour). */
function covers(window: readonly HourlyTemp[], now: number, to: number): boolean {
  const known = window.filter((h) => finite(h.c));
  if (!known.length || known[0]!.t > now + HOUR_MS || known[known.length - 1]!.t < to - HOUR_MS) return false;
  return known.every((h, i) => i === 0 || h.t - known[i - 1]!.t <= HOUR_MS);
}

/** How long before the first frost hour the warning goes: under FROST_LEAD_HOURS, the message says how soon. */
export const frostLeadMs = (firstAt: number, now: number) => Math.max(0, firstAt - now);
