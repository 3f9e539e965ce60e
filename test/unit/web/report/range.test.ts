/** The report's dates: dd/MM/yyyy, defaults 7 days ago to today, never in the future, whole local days. */
import { EN, wordsFor } from './support/words';
import { describe, expect, it } from 'vitest';
import {
  chosenDays,
  datesProblem,
  problemText,
  defaultDates,
  epochRange,
  evaporationOnDays,
  fetchRange,
  formatDate,
  parseDate,
  rainOnDays,
} from '../../../../web/src/features/report/rules/range';

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
    const say = (p: ReturnType<typeof datesProblem>) => (p ? problemText(p, EN.t) : null);
    expect(say(datesProblem(null, new Date(2026, 10, 1), now))).toMatch(/dd\/MM\/yyyy/);
    expect(say(datesProblem(null, new Date(2026, 10, 1), now, 'en-US'))).toMatch(/MM\/dd\/yyyy/);
    expect(say(datesProblem(new Date(2026, 10, 1), new Date(2026, 10, 25), now))).toBe('Dates cannot be in the future');
    expect(say(datesProblem(new Date(2026, 10, 10), new Date(2026, 10, 9), now))).toBe(
      'The end date cannot be before the start date',
    );
    expect(datesProblem(new Date(2026, 10, 24), new Date(2026, 10, 24), now)).toBeNull();
    expect(say(datesProblem(new Date(2024, 0, 1), new Date(2026, 10, 24), now))).toMatch(/at most 400 days/);
    expect(problemText(datesProblem(new Date(2024, 0, 1), new Date(2026, 10, 24), now)!, wordsFor('es').t)).toBe(
      'Elige 400 días como mucho',
    );
  });

  it('ask from the start day’s midnight to the end day’s last second, never past now', () => {
    const past = epochRange({ start: new Date(2026, 10, 1), end: new Date(2026, 10, 7) }, now);
    expect(past.start).toBe(new Date(2026, 10, 1).getTime() / 1000);
    expect(past.end).toBe(Math.floor(new Date(2026, 10, 7, 23, 59, 59, 999).getTime() / 1000));
    expect(epochRange({ start: new Date(2026, 10, 17), end: new Date(2026, 10, 24) }, now).end).toBe(
      now.getTime() / 1000,
    );
  });

  it('name the chosen days, fetched a day wider each side (never past now), and keep the weather to those days', () => {
    const dates = { start: new Date(2026, 10, 17), end: new Date(2026, 10, 24) };
    expect(chosenDays(dates)).toEqual([
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    const chosen = epochRange(dates, now);
    expect(fetchRange(dates, now)).toEqual({ start: chosen.start - 86_400, end: now.getTime() / 1000 });
    const past = { start: new Date(2026, 10, 1), end: new Date(2026, 10, 7) };
    expect(fetchRange(past, now)).toEqual({
      start: epochRange(past, now).start - 86_400,
      end: epochRange(past, now).end + 86_400,
    });
    // The longest range the API answers is not widened past what it answers.
    const long = { start: new Date(2025, 9, 21), end: new Date(2026, 10, 23) };
    const wide = fetchRange(long, now);
    expect(wide.end - wide.start).toBeLessThanOrEqual(400 * 86_400);
    expect(wide.start).toBeLessThanOrEqual(epochRange(long, now).start);
    expect(
      evaporationOnDays(
        [
          { date: '16-11-2026', evaporation: 1 },
          { date: '17-11-2026', evaporation: 2 },
          { date: 'bad', evaporation: 3 },
        ],
        ['2026-11-17'],
      ),
    ).toEqual([{ date: '17-11-2026', evaporation: 2 }]);
    expect(
      rainOnDays(
        [
          { datetime: '2026-11-25', precip: 1 },
          { datetime: '2026-11-24', precip: 2 },
        ],
        ['2026-11-24'],
      ),
    ).toEqual([{ datetime: '2026-11-24', precip: 2 }]);
  });
});
