/** The gateway ingest reading: its time window (both readings stores accept it) and values. */
import { describe, expect, it } from 'vitest';
import {
  ingestBatchSchema,
  ingestReadingSchema,
  MAX_CLOCK_AHEAD_MS,
  MAX_READING_AGE_DAYS,
} from '@shared/ingest/schemas';

const at = (time: unknown) =>
  ingestReadingSchema.safeParse({ sensor_id: 'SEN123456789', time, cap50: 1, cap100: 2, cap150: 3 });
const message = (time: unknown) => at(time).error?.issues[0]?.message;

describe('ingest reading', () => {
  it('takes ISO text or epoch milliseconds, and missing values as null', () => {
    const iso = at('2026-06-01T06:00:00+10:00');
    expect(iso.data?.time).toBe(Date.UTC(2026, 4, 31, 20));
    expect(at(Date.UTC(2026, 4, 31, 20)).data).toEqual({
      sensor_id: 'SEN123456789',
      time: Date.UTC(2026, 4, 31, 20),
      cap50: 1,
      cap100: 2,
      cap150: 3,
      temperature: null,
      battery_vol: null,
    });
  });

  it('allows a gateway clock a little ahead, not more', () => {
    expect(at(Date.now() + MAX_CLOCK_AHEAD_MS - 5_000).success).toBe(true);
    expect(message(Date.now() + MAX_CLOCK_AHEAD_MS + 60_000)).toBe('time is in the future: check the gateway clock');
  });

  it('refuses readings older than the stores keep', () => {
    expect(at(Date.now() - (MAX_READING_AGE_DAYS - 1) * 86_400_000).success).toBe(true);
    expect(message(Date.now() - (MAX_READING_AGE_DAYS + 1) * 86_400_000)).toBe('time is more than 10 years ago');
    expect(message('yesterday')).toBeDefined();
    expect(message(Number.NaN)).toBeDefined();
  });

  it('limits a batch to 500 readings', () => {
    expect(ingestBatchSchema.safeParse({ readings: Array.from({ length: 500 }, () => ({})) }).success).toBe(true);
    expect(
      ingestBatchSchema.safeParse({ readings: Array.from({ length: 501 }, () => ({})) }).error?.issues[0]?.message,
    ).toBe('send at most 500 readings per batch');
    expect(ingestBatchSchema.safeParse({ readings: [] }).success).toBe(false);
  });
});
