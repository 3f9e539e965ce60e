import { describe, expect, it } from 'vitest';
import {
  dayProblems,
  dayWindow,
  defaultDownloadDays,
} from '../../../web/src/features/dashboard/components/csv/csv-range';
import { formatDayIn, parseDayIn } from '@shared/i18n/dates';

const formatDay = (d: Date) => formatDayIn('en-AU', d);
const parseDay = (text: string) => parseDayIn('en-AU', text);
import { wordsIn } from './support/words';

const en = wordsIn();

// 24 November 2026, mid-afternoon local time.
const now = new Date(2026, 10, 24, 15, 30);

describe('the Download Data dates', () => {
  it('default to 7 days ago through today, shown as dd/MM/yyyy', () => {
    const { start, end } = defaultDownloadDays(now);
    expect(formatDay(start)).toBe('17/11/2026');
    expect(formatDay(end)).toBe('24/11/2026');
  });

  it('read dd/MM/yyyy (and d/M/yyyy) and refuse what is no calendar day', () => {
    expect(parseDay('03/02/2026')?.getTime()).toBe(new Date(2026, 1, 3).getTime());
    expect(parseDay('3/2/2026')?.getTime()).toBe(new Date(2026, 1, 3).getTime());
    expect(parseDay('31/02/2026')).toBeNull();
    expect(parseDay('2026-02-03')).toBeNull();
    expect(parseDay('03/02/26')).toBeNull();
  });

  it('accept the defaults and refuse a future day, an end before the start, and blanks', () => {
    expect(dayProblems(en, '17/11/2026', '24/11/2026', now)).toEqual({});
    expect(dayProblems(en, '24/11/2026', '24/11/2026', now)).toEqual({});
    expect(dayProblems(en, '17/11/2026', '25/11/2026', now)).toEqual({ end: 'The end cannot be after today' });
    expect(dayProblems(en, '25/11/2026', '24/11/2026', now).start).toBe('The start cannot be after today');
    expect(dayProblems(en, '20/11/2026', '19/11/2026', now)).toEqual({ end: 'The end cannot be before the start' });
    expect(dayProblems(en, '', '', now)).toEqual({ start: 'Choose a start date', end: 'Choose an end date' });
    expect(dayProblems(en, '1/1/2020', '24/11/2026', now).end).toMatch(/^Choose at most \d+ days$/);
  });

  it('ask for the whole of both days', () => {
    const w = dayWindow(new Date(2026, 10, 17), new Date(2026, 10, 24));
    expect(w.start).toBe(new Date(2026, 10, 17).getTime() / 1000);
    expect(w.end).toBe(new Date(2026, 10, 25).getTime() / 1000 - 1);
  });
});
