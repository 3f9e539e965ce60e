/** The irrigation log's input schema, the depth/run-time arithmetic and the totals. */
import { describe, expect, it } from 'vitest';
import { irrigationInputSchema, irrigationRangeSchema, resolveAmounts, totalsOf } from '@shared/irrigation/log';
import { issueText } from '@shared/validation/issue';
import { zoneSystemSchema } from '@shared/irrigation/system';

const START = 1_790_000_000;
const refusal = (input: unknown) => {
  const r = irrigationInputSchema.safeParse(input);
  return r.success ? 'accepted' : issueText(r.error);
};

describe('irrigationInputSchema', () => {
  it('accepts a run time, an end or a depth, with an optional method and note', () => {
    expect(irrigationInputSchema.parse({ start: START, duration_minutes: 90, method: 'drip', note: ' ok ' })).toEqual({
      start: START,
      duration_minutes: 90,
      method: 'drip',
      note: 'ok',
    });
    expect(irrigationInputSchema.parse({ start: START, end: START + 60 })).toEqual({ start: START, end: START + 60 });
    expect(irrigationInputSchema.parse({ start: START, depth_mm: 0.1, note: null })).toEqual({
      start: START,
      depth_mm: 0.1,
      note: null,
    });
  });

  it('refuses bad input naming the field', () => {
    expect(refusal({ start: START, duration_minutes: 0 })).toMatch(/^duration_minutes: /);
    expect(refusal({ start: START, duration_minutes: 1e300 })).toMatch(/^duration_minutes: /);
    expect(refusal({ start: START, duration_minutes: 1e-200 })).toMatch(/^duration_minutes: /);
    expect(refusal({ start: START, depth_mm: 1e-200 })).toMatch(/^depth_mm: /);
    expect(refusal({ start: START, end: START - 1 })).toBe('end: the end must come after the start');
    expect(refusal({ start: START, end: START + 8 * 86_400 })).toMatch(/^end: at most 7 days/);
    expect(refusal({ start: START, end: START + 60, duration_minutes: 1 })).toMatch(
      /^end: give the end or the run time/,
    );
    expect(refusal({ start: START })).toMatch(/^duration_minutes: give the run time/);
    expect(refusal({ start: START + 0.5, duration_minutes: 5 })).toMatch(/^start: /);
    expect(refusal({ start: 12, duration_minutes: 5 })).toMatch(/^start: /);
    expect(refusal({ start: START, duration_minutes: 5, method: 'bucket' })).toMatch(/^method: /);
    expect(refusal({ start: START, duration_minutes: 5, note: '' })).toMatch(/^note: /);
    expect(refusal({ start: START, duration_minutes: 5, note: 'x'.repeat(501) })).toMatch(/^note: at most 500/);
  });

  it('checks a list range', () => {
    expect(irrigationRangeSchema.parse({ start: '10', end: '20' })).toEqual({ start: 10, end: 20 });
    expect(irrigationRangeSchema.safeParse({ start: '20', end: '10' }).success).toBe(false);
  });
});

describe('resolveAmounts', () => {
  it('derives the depth from the run time and the rate', () => {
    expect(resolveAmounts({ start: START, duration_minutes: 90 }, 4)).toEqual({
      start: START,
      end: START + 5400,
      duration_minutes: 90,
      depth_mm: 6,
    });
    expect(resolveAmounts({ start: START, end: START + 3600 }, 2.5)).toEqual({
      start: START,
      end: START + 3600,
      duration_minutes: 60,
      depth_mm: 2.5,
    });
  });

  it('derives the run time from the depth and the rate, and keeps a given depth as is', () => {
    expect(resolveAmounts({ start: START, depth_mm: 10 }, 4)).toEqual({
      start: START,
      end: START + 9000,
      duration_minutes: 150,
      depth_mm: 10,
    });
    expect(resolveAmounts({ start: START, duration_minutes: 60, depth_mm: 7 }, 4)).toMatchObject({
      duration_minutes: 60,
      depth_mm: 7,
    });
  });

  it("leaves unknown what the zone's missing rate cannot give", () => {
    expect(resolveAmounts({ start: START, depth_mm: 10 }, undefined)).toEqual({
      start: START,
      end: null,
      duration_minutes: null,
      depth_mm: 10,
    });
    expect(resolveAmounts({ start: START, duration_minutes: 30 }, undefined)).toEqual({
      start: START,
      end: START + 1800,
      duration_minutes: 30,
      depth_mm: null,
    });
  });

  it('rounds to a tenth', () => {
    expect(resolveAmounts({ start: START, duration_minutes: 7 }, 3)).toMatchObject({ depth_mm: 0.4 });
    expect(resolveAmounts({ start: START, depth_mm: 1 }, 7)).toMatchObject({ duration_minutes: 8.6 });
  });
});

describe('totalsOf', () => {
  it('sums the known depths and run times', () => {
    expect(totalsOf([])).toEqual({ count: 0, depth_mm: 0, hours: 0 });
    expect(
      totalsOf([
        { depth_mm: 6, duration_minutes: 90 },
        { depth_mm: null, duration_minutes: 30 },
        { depth_mm: 12.5, duration_minutes: null },
      ]),
    ).toEqual({ count: 3, depth_mm: 18.5, hours: 2 });
  });
});

describe('zoneSystemSchema', () => {
  it('coerces form text and refuses an unknown method or a rate of 1e-200', () => {
    expect(zoneSystemSchema.parse({ method: 'pivot', application_rate_mm_h: '12.5' })).toEqual({
      method: 'pivot',
      application_rate_mm_h: 12.5,
    });
    expect(zoneSystemSchema.safeParse({ method: 'bucket', application_rate_mm_h: 4 }).success).toBe(false);
    expect(zoneSystemSchema.safeParse({ method: 'drip', application_rate_mm_h: 1e-200 }).success).toBe(false);
  });
});
