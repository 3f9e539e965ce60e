/**
 * Days and times as each locale writes them, in the date-fns patterns of `DATE_PATTERNS`. The
 * time zone is the caller's business (the web app formats in the browser's zone, the server in
 * the farm's).
 */
import { format, isValid, parse } from 'date-fns';
import { enAU, enUS, es } from 'date-fns/locale';
import { DATE_PATTERNS, type Locale } from './locales';

export const DATE_FNS_LOCALES = { 'en-AU': enAU, 'en-US': enUS, es } as const;

/** A day as the locale writes it: 27/11/2026 (en-AU, es) or 11/27/2026 (en-US). */
export const formatDayIn = (locale: Locale, day: Date | number): string =>
  format(day, DATE_PATTERNS[locale].day, { locale: DATE_FNS_LOCALES[locale] });

/** A time of day: 14:05 (en-AU, es) or 2:05 PM (en-US). */
export const formatTimeIn = (locale: Locale, at: Date | number): string =>
  format(at, DATE_PATTERNS[locale].time, { locale: DATE_FNS_LOCALES[locale] });

/** A moment as day and time, or a dash when it is no real time. */
export function formatDateTimeIn(locale: Locale, at: number | string | Date): string {
  const t = typeof at === 'string' ? Date.parse(at) : +at;
  if (!Number.isFinite(t)) return '—';
  return `${formatDayIn(locale, t)} ${formatTimeIn(locale, t)}`;
}

/** A typed day in the locale's order (one or two digits for day and month), or null. */
export function parseDayIn(locale: Locale, text: string): Date | null {
  const t = text.trim();
  if (!/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(t)) return null;
  const day = parse(t, DATE_PATTERNS[locale].typedDay, new Date(2000, 0, 1));
  return isValid(day) ? day : null;
}
