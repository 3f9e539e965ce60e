/**
 * The report's dates: typed and shown as the person's locale writes a day (dd/MM/yyyy, or
 * MM/dd/yyyy in the United States), never after today, the end not before the
 * start, 7 days ago to today by default. A range asks for whole local days: from the start day's
 * midnight to the end day's last second (or now, when the end day is today).
 *
 * The chosen days are the field's days: the summary, the rain and the evaporation count the
 * field's local days (yyyy-MM-dd) from the start to the end. The browser may be in another time
 * zone, so the data is fetched a day wider each side and kept to those days once it is here.
 */
import { eachDayOfInterval, endOfDay, format, startOfDay, subDays } from 'date-fns';
import { formatDayIn, parseDayIn } from '@shared/i18n/dates';
import { DATE_PATTERNS, type Locale } from '@shared/i18n/locales';
import { MAX_RANGE_DAYS } from '@shared/readings/schemas';
import type { MessageKey } from '@shared/i18n/catalogue';
import type { EpochRange } from '../../../lib/epoch-range';
import type { Translate } from './words';

export const DEFAULT_REPORT_DAYS = 7;

export interface ReportDates {
  start: Date;
  end: Date;
}

export const defaultDates = (now = new Date()): ReportDates => ({
  start: startOfDay(subDays(now, DEFAULT_REPORT_DAYS)),
  end: startOfDay(now),
});

export const formatDate = (day: Date, locale: Locale = 'en-AU'): string => formatDayIn(locale, day);

/** A typed day (one or two digits for day and month, in the locale's order), or null when it is no calendar day. */
export const parseDate = (text: string, locale: Locale = 'en-AU'): Date | null => parseDayIn(locale, text);

/** What is wrong with the chosen dates, as a message of the catalogue and its values. */
export interface DatesProblem {
  key: MessageKey;
  values?: Record<string, string | number>;
}

/** What is wrong with the chosen dates, or null when a report can be asked for. */
export function datesProblem(
  start: Date | null,
  end: Date | null,
  now = new Date(),
  locale: Locale = 'en-AU',
): DatesProblem | null {
  if (!start || !end) return { key: 'report.datesMissing', values: { pattern: DATE_PATTERNS[locale].day } };
  const today = startOfDay(now);
  if (start > today || end > today) return { key: 'report.datesInFuture' };
  if (end < start) return { key: 'report.datesReversed' };
  if ((end.getTime() - start.getTime()) / 86_400_000 > MAX_RANGE_DAYS - 1)
    return { key: 'report.datesTooMany', values: { days: MAX_RANGE_DAYS } };
  return null;
}

/** The problem in the person's words. */
export const problemText = (p: DatesProblem, t: Translate): string => t(p.key, p.values);

/** The epoch-second range of the chosen days (the end never later than now). */
export function epochRange(dates: ReportDates, now = new Date()): EpochRange {
  const end = Math.min(endOfDay(dates.end).getTime(), now.getTime());
  return { start: Math.floor(startOfDay(dates.start).getTime() / 1000), end: Math.floor(end / 1000) };
}

const DAY_S = 86_400;

/** The epoch-second range to fetch: the chosen days a day wider each side (whatever the field's
 * time zone, its days are inside), never past now, and no wider than the API answers at once. */
export function fetchRange(dates: ReportDates, now = new Date()): EpochRange {
  const chosen = epochRange(dates, now);
  const room = Math.max(0, (MAX_RANGE_DAYS - 1) * DAY_S - (chosen.end - chosen.start));
  const margin = Math.min(DAY_S, Math.floor(room / 2));
  return { start: chosen.start - margin, end: Math.min(chosen.end + margin, Math.floor(now.getTime() / 1000)) };
}

/** The chosen days as yyyy-MM-dd, start to end. */
export function chosenDays(dates: ReportDates): string[] {
  return eachDayOfInterval({ start: startOfDay(dates.start), end: startOfDay(dates.end) }).map((d) =>
    format(d, 'yyyy-MM-dd'),
  );
}

/** yyyy-MM-dd of the API's dd-MM-yyyy evaporation dates (null when unreadable). */
export function isoOfDayMonthYear(date: string): string | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(date);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

/** The evaporation rows (dates dd-MM-yyyy) of the chosen days only. */
export function evaporationOnDays<T extends { date: string }>(rows: readonly T[], days: readonly string[]): T[] {
  const wanted = new Set(days);
  return rows.filter((r) => wanted.has(isoOfDayMonthYear(r.date) ?? ''));
}

/** The rainfall rows (dates yyyy-MM-dd) of the chosen days only. */
export function rainOnDays<T extends { datetime: string }>(rows: readonly T[], days: readonly string[]): T[] {
  const wanted = new Set(days);
  return rows.filter((r) => wanted.has(r.datetime));
}
