/**
 * The rainfall chart's data: precipitation per day in the person's units from 12 days ago to 2 days ahead, each
 * day marked as past, today or forecast (in the field's time zone).
 */
import type { RainfallAnswer } from '@shared/weather/schemas';
import { dayLabel, type DayBar } from '../../../../components/charts/evaporation-series';
import type { Words } from '../../../../lib/words';

export type DayKind = 'past' | 'today' | 'forecast';
export interface RainBar extends DayBar {
  kind: DayKind;
}

export const RAIN_DAYS_BACK = 12;
export const RAIN_DAYS_AHEAD = 2;
export const RAIN_COLORS: Record<DayKind, { fill: string; edge: string }> = {
  past: { fill: '#2a6f97', edge: '#2a6f97' },
  today: { fill: '#163a26', edge: '#163a26' },
  forecast: { fill: 'rgba(42, 111, 151, 0.3)', edge: '#2a6f97' },
};

/** Today's date (yyyy-MM-dd) in `timeZone` (the browser's when unknown). */
export function localToday(now: number, timeZone?: string): string {
  const f = (tz?: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  try {
    return f(timeZone);
  } catch {
    return f();
  }
}

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The bars of the 15 days around today that the answer has, oldest first, each marked past, today or forecast. */
export function rainfallBars({ t, f }: Words, answer: RainfallAnswer | undefined, now: number): RainBar[] {
  if (!answer) return [];
  const today = localToday(now, answer.timezone);
  const first = addDays(today, -RAIN_DAYS_BACK);
  const last = addDays(today, RAIN_DAYS_AHEAD);
  return answer.data
    .map((d) => ({ date: d.datetime.slice(0, 10), precip: d.precip }))
    .filter((d) => d.date >= first && d.date <= last)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((d) => ({
      date: d.date,
      label:
        d.date === today ? t('dashboard.todayDay', { day: dayLabel(d.date, f.locale) }) : dayLabel(d.date, f.locale),
      value: d.precip === null || !Number.isFinite(d.precip) ? null : Math.max(0, f.shown('water', d.precip)),
      kind: d.date < today ? 'past' : d.date === today ? 'today' : 'forecast',
    }));
}

/** The forecast days' positions on the axis (first and last index), to shade them; null without any. */
export function forecastSpan(bars: readonly RainBar[]): { from: number; to: number } | null {
  const idx = bars.flatMap((b, i) => (b.kind === 'forecast' ? [i] : []));
  return idx.length ? { from: idx[0]!, to: idx[idx.length - 1]! } : null;
}
