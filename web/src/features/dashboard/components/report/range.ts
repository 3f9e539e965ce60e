/**
 * The report's dates: typed and shown as dd/MM/yyyy, never after today, the end not before the
 * start, 7 days ago to today by default. A range asks for whole local days: from the start day's
 * midnight to the end day's last second (or now, when the end day is today).
 */
import { endOfDay, format, isValid, parse, startOfDay, subDays } from 'date-fns';
import { MAX_RANGE_DAYS } from '@shared/readings/schemas';

export const DATE_FORMAT = 'dd/MM/yyyy';
export const DEFAULT_REPORT_DAYS = 7;

export interface ReportDates {
  start: Date;
  end: Date;
}

export interface EpochRange {
  /** Epoch seconds. */
  start: number;
  end: number;
}

export const defaultDates = (now = new Date()): ReportDates => ({ start: startOfDay(subDays(now, DEFAULT_REPORT_DAYS)), end: startOfDay(now) });

export const formatDate = (d: Date): string => format(d, DATE_FORMAT);

/** A typed dd/MM/yyyy date, or null when it is not one (31/02/2026 is not). */
export function parseDate(text: string): Date | null {
  const trimmed = text.trim();
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(trimmed)) return null;
  const d = parse(trimmed, DATE_FORMAT, new Date(2000, 0, 1));
  return isValid(d) && formatDate(d) === trimmed ? d : null;
}

/** What is wrong with the chosen dates, or null when a report can be asked for. */
export function datesProblem(start: Date | null, end: Date | null, now = new Date()): string | null {
  if (!start || !end) return 'Enter both dates as dd/MM/yyyy';
  const today = startOfDay(now);
  if (start > today || end > today) return 'Dates cannot be in the future';
  if (end < start) return 'The end date cannot be before the start date';
  if ((end.getTime() - start.getTime()) / 86_400_000 > MAX_RANGE_DAYS - 1) return `Choose at most ${MAX_RANGE_DAYS} days`;
  return null;
}

/** The epoch-second range of the chosen days (the end never later than now). */
export function epochRange(dates: ReportDates, now = new Date()): EpochRange {
  const end = Math.min(endOfDay(dates.end).getTime(), now.getTime());
  return { start: Math.floor(startOfDay(dates.start).getTime() / 1000), end: Math.floor(end / 1000) };
}
