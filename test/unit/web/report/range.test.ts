/** The report's dates: dd/MM/yyyy, defaults 7 days ago to today, never in the future, whole local days. */
import { describe, expect, it } from 'vitest';
import { datesProblem, defaultDates, epochRange, formatDate, parseDate } from '../../../../web/src/features/dashboard/components/report/range';

const now = new Date(2026, 10, 24, 15, 30);

describe('report dates', () => {
  it('default to 7 days ago and today', () => {
    const d = defaultDates(now);
    expect(formatDate(d.start)).toBe('17/11/2026');
    expect(formatDate(d.end)).toBe('24/11/2026');
  });

  it('read dd/MM/yyyy only, and only real dates', () => {
    expect(parseDate('05/03/2026')).toEqual(new Date(2026, 2, 5));
    expect(parseDate(' 05/03/2026 ')).toEqual(new Date(2026, 2, 5));
    expect(parseDate('31/02/2026')).toBeNull();
    expect(parseDate('2026-03-05')).toBeNull();
    // The dashboards' one day rule also takes the short form.
    expect(parseDate('5/3/2026')).toEqual(new Date(2026, 2, 5));
  });

  it('refuse a missing date, a future date and an end before the start', () => {
    expect(datesProblem(null, new Date(2026, 10, 1), now)).toMatch(/dd\/MM\/yyyy/);
    expect(datesProblem(new Date(2026, 10, 1), new Date(2026, 10, 25), now)).toBe('Dates cannot be in the future');
    expect(datesProblem(new Date(2026, 10, 10), new Date(2026, 10, 9), now)).toBe('The end date cannot be before the start date');
    expect(datesProblem(new Date(2026, 10, 24), new Date(2026, 10, 24), now)).toBeNull();
    expect(datesProblem(new Date(2024, 0, 1), new Date(2026, 10, 24), now)).toMatch(/at most 400 days/);
  });

  it('ask from the start day’s midnight to the end day’s last second, never past now', () => {
    const past = epochRange({ start: new Date(2026, 10, 1), end: new Date(2026, 10, 7) }, now);
    expect(past.start).toBe(new Date(2026, 10, 1).getTime() / 1000);
    expect(past.end).toBe(Math.floor(new Date(2026, 10, 7, 23, 59, 59, 999).getTime() / 1000));
    expect(epochRange({ start: new Date(2026, 10, 17), end: new Date(2026, 10, 24) }, now).end).toBe(now.getTime() / 1000);
  });
});
