/**
 * The Download Data modal's dates: typed and shown as dd/MM/yyyy, start 7 days ago and end today
 * by default, no day after today, the end not before the start, at most the readings API's
 * longest range; whole days in the grower's time zone, sent as epoch seconds.
 */
import { addDays, startOfDay, subDays } from 'date-fns';
import { MAX_RANGE_DAYS } from '@shared/readings/schemas';
import { DATE_PATTERNS } from '@shared/i18n/locales';
import type { Words } from '../../../../lib/words';

/** Days before today that the start defaults to. */
export const DEFAULT_DOWNLOAD_DAYS = 7;

export function defaultDownloadDays(now: Date): { start: Date; end: Date } {
  const today = startOfDay(now);
  return { start: subDays(today, DEFAULT_DOWNLOAD_DAYS), end: today };
}

export interface DayProblems {
  start?: string;
  end?: string;
}

/** What is wrong with the two days as typed in the person's date order (nothing when both are fine). */
export function dayProblems({ t, f }: Words, startText: string, endText: string, now: Date): DayProblems {
  const today = startOfDay(now);
  const problems: DayProblems = {};
  const start = f.parseDay(startText);
  const end = f.parseDay(endText);
  const format = t('dashboard.csvUseFormat', { pattern: DATE_PATTERNS[f.locale].day.toLowerCase() });
  if (!startText.trim()) problems.start = t('dashboard.csvChooseStart');
  else if (!start) problems.start = format;
  else if (start > today) problems.start = t('dashboard.csvStartAfterToday');
  if (!endText.trim()) problems.end = t('dashboard.csvChooseEnd');
  else if (!end) problems.end = format;
  else if (end > today) problems.end = t('dashboard.csvEndAfterToday');
  else if (start && end < start) problems.end = t('dashboard.csvEndBeforeStart');
  else if (start && end.getTime() - start.getTime() >= MAX_RANGE_DAYS * 86_400_000)
    problems.end = t('dashboard.csvAtMost', { days: MAX_RANGE_DAYS });
  return problems;
}

/** The request's window: from the start day's first second to the end day's last, in epoch seconds. */
export function dayWindow(start: Date, end: Date): { start: number; end: number } {
  return {
    start: Math.floor(startOfDay(start).getTime() / 1000),
    end: Math.floor(startOfDay(addDays(end, 1)).getTime() / 1000) - 1,
  };
}
