/**
 * The time axis of the line charts: a tick about every eighth of the span shown, rounded to a
 * step a reader counts in (hours or days) and placed on whole steps of local time (midnight,
 * noon, …); ticks at midnight name the day, the others the hour, and when there is no room for
 * every tick the days are kept.
 */
import type { ChartOptions } from 'chart.js';
import { format, startOfDay } from 'date-fns';
import { DATE_FNS_LOCALES } from '@shared/i18n/dates';
import type { Locale } from '@shared/i18n/locales';

/** The axis's patterns in each locale: the day and month in the locale's order, its clock (12 h in the US). */
const PATTERNS: Record<Locale, { day: string; hour: string; tooltip: string }> = {
  'en-AU': { day: 'd MMM', hour: 'HH:mm', tooltip: 'd MMM yyyy HH:mm' },
  'en-US': { day: 'MMM d', hour: 'h a', tooltip: 'MMM d, yyyy h:mm a' },
  es: { day: 'd MMM', hour: 'HH:mm', tooltip: 'd MMM yyyy HH:mm' },
};

/** "24 Nov 20:00" ("Nov 24 8:00 PM" in the US): a reading's time in a chart's text alternative. */
export const shortDateTime = (ms: number, locale: Locale = 'en-AU'): string =>
  format(ms, locale === 'en-US' ? 'MMM d h:mm a' : 'd MMM HH:mm', { locale: DATE_FNS_LOCALES[locale] });

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const HOUR_STEPS = [1, 2, 3, 4, 6, 8, 12];
const DAY_STEPS = [1, 2, 3, 4, 5, 7, 14, 15, 30, 60, 90, 180, 365];

export interface TimeStep {
  unit: 'hour' | 'day';
  stepSize: number;
}

/** The round step nearest to an eighth of `fromMs`..`toMs` (at least an hour). */
export function timeStep(fromMs: number, toMs: number): TimeStep {
  const eighth = Math.max(0, toMs - fromMs) / 8;
  const nearest = (steps: number[], unitMs: number) =>
    steps.reduce((best, s) => (Math.abs(s * unitMs - eighth) < Math.abs(best * unitMs - eighth) ? s : best), steps[0]!);
  if (eighth < 18 * HOUR_MS) return { unit: 'hour', stepSize: nearest(HOUR_STEPS, HOUR_MS) };
  return { unit: 'day', stepSize: nearest(DAY_STEPS, DAY_MS) };
}

/**
 * `ms` moved back to the last whole step of local time: a multiple of `stepSize` hours into its day, or the start of
 * its day.
 */
export function alignDown(ms: number, step: TimeStep): number {
  const day = startOfDay(ms).getTime();
  if (step.unit === 'day') return day;
  const hours = Math.floor((ms - day) / HOUR_MS / step.stepSize) * step.stepSize;
  return day + hours * HOUR_MS;
}

/** A tick's text: the day at midnight (or for day steps), else the hour. */
export function tickLabel(ms: number, step: TimeStep, locale: Locale = 'en-AU'): string {
  const p = PATTERNS[locale];
  const pattern = step.unit === 'day' || startOfDay(ms).getTime() === ms ? p.day : p.hour;
  return format(ms, pattern, { locale: DATE_FNS_LOCALES[locale] });
}

/** Options for a chart.js time axis from `fromMs` to `toMs`, ticked about 8 times, dates in the locale. */
export function timeAxis(
  fromMs: number,
  toMs: number,
  locale: Locale = 'en-AU',
): NonNullable<ChartOptions<'line'>['scales']>[string] {
  const step = timeStep(fromMs, toMs);
  return {
    type: 'time',
    min: alignDown(fromMs, step),
    max: toMs,
    adapters: { date: { locale: DATE_FNS_LOCALES[locale] } },
    time: { unit: step.unit, tooltipFormat: PATTERNS[locale].tooltip },
    ticks: {
      stepSize: step.stepSize,
      major: { enabled: true },
      maxRotation: 0,
      autoSkip: true,
      autoSkipPadding: 12,
      callback: (value: string | number) => tickLabel(Number(value), step, locale),
    },
    grid: { color: 'rgba(15, 42, 27, 0.06)' },
  };
}
