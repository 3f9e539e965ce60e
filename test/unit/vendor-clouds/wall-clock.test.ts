/**
 * Wall-clock times to UTC across daylight-saving changes: Sydney's autumn hour that happens
 * twice, its spring hour that never happens, and an ordinary day; series resolved in order.
 */
import { describe, expect, it } from 'vitest';
import { wallClockAt } from '@shared/time/local-dates';
import { instantsOf, wallSeriesToUtc, wallToUtc } from '../../../lambdas/vendor-clouds/rules/wall-clock';

const SYD = 'Australia/Sydney';
const wall = (iso: string) => Date.parse(`${iso}Z`);
const utc = (iso: string) => new Date(Date.parse(iso)).getTime();

describe('one wall-clock time', () => {
  it('an ordinary summer time in Sydney is 11 hours ahead of UTC', () => {
    expect(wallToUtc(wall('2026-01-15T09:30:00'), SYD)).toBe(utc('2026-01-14T22:30:00Z'));
    expect(wallToUtc(wall('2026-07-15T09:30:00'), SYD)).toBe(utc('2026-07-14T23:30:00Z'));
  });

  it('the repeated hour (5 April 2026, 02:00–02:59) has two instants an hour apart; alone, the first', () => {
    const both = instantsOf(wall('2026-04-05T02:30:00'), SYD);
    expect(both).toEqual([utc('2026-04-04T15:30:00Z'), utc('2026-04-04T16:30:00Z')]);
    expect(wallToUtc(wall('2026-04-05T02:30:00'), SYD)).toBe(both[0]);
  });

  it('the skipped hour (4 October 2026, 02:00–02:59) has none; 02:30 is read with the offset before the change', () => {
    expect(instantsOf(wall('2026-10-04T02:30:00'), SYD)).toEqual([]);
    // 02:30 AEST would be 16:30 UTC, which the clock shows as 03:30 AEDT.
    expect(wallToUtc(wall('2026-10-04T02:30:00'), SYD)).toBe(utc('2026-10-03T16:30:00Z'));
    expect(wallClockAt(utc('2026-10-03T16:30:00Z'), SYD)).toBe(wall('2026-10-04T03:30:00'));
  });

  it('UTC and a zone without daylight saving are one to one', () => {
    expect(wallToUtc(wall('2026-04-05T02:30:00'), 'UTC')).toBe(utc('2026-04-05T02:30:00Z'));
    expect(wallToUtc(wall('2026-04-05T02:30:00'), 'Australia/Brisbane')).toBe(utc('2026-04-04T16:30:00Z'));
  });
});

describe('a logger series', () => {
  it('the repeated hour written twice lands in order: the second pass an hour after the first', () => {
    const rows = ['01:30', '02:00', '02:30', '02:00', '02:30', '03:00'].map((t) => wall(`2026-04-05T${t}:00`));
    const times = wallSeriesToUtc(rows, SYD);
    expect(times.map((t) => new Date(t).toISOString().slice(11, 16))).toEqual([
      '14:30', // 01:30 AEDT
      '15:00', // 02:00 AEDT
      '15:30', // 02:30 AEDT
      '16:00', // 02:00 AEST
      '16:30', // 02:30 AEST
      '17:00', // 03:00 AEST
    ]);
    // Every step is half an hour: no reading lands on another's time.
    expect(new Set(times).size).toBe(times.length);
  });

  it('across the spring change the series jumps the missing hour without a gap in UTC', () => {
    const rows = ['01:00', '01:30', '03:00', '03:30'].map((t) => wall(`2026-10-04T${t}:00`));
    const times = wallSeriesToUtc(rows, SYD);
    expect(times.slice(1).map((t, i) => (t - times[i]!) / 60_000)).toEqual([30, 30, 30]);
  });

  it('a row repeated by the service (same wall clock, outside any change) keeps the same instant', () => {
    const rows = ['09:00', '09:30', '09:30'].map((t) => wall(`2026-11-20T${t}:00`));
    const [, b, c] = wallSeriesToUtc(rows, SYD);
    expect(c).toBe(b);
  });

  it('the New York autumn change resolves the same way', () => {
    const rows = ['00:30', '01:00', '01:30', '01:00', '01:30'].map((t) => wall(`2026-11-01T${t}:00`));
    const times = wallSeriesToUtc(rows, 'America/New_York');
    expect(times.slice(1).map((t, i) => (t - times[i]!) / 60_000)).toEqual([30, 30, 30, 30]);
  });
});
