/**
 * The report's dates: typed and shown as dd/MM/yyyy, never after today, the end not before the
 * start, 7 days ago to today by default. A range asks for whole local days: from the start day's
 * midnight to the end day's last second (or now, when the end day is today).
 */
import { endOfDay, startOfDay, subDays } from 'date-fns';
import { MAX_RANGE_DAYS } from '@shared/readings/schemas';
/** One rule for typed days on the dashboards: the Download Data modal's. */
import { formatDay, parseDay } from '../../../../lib/dates';

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

export const formatDate = formatDay;

/** A typed day (d/M/yyyy or dd/MM/yyyy), or null when it is no real calendar day. */
export const parseDate = parseDay;

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
