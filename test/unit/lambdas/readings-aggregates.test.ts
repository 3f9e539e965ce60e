/** Hourly and daily aggregates: summaries of valid readings, their merge, and what a range reads. */
import { describe, expect, it } from 'vitest';
import {
  bucketOf,
  DAY_MS,
  HOUR_MS,
  mergeSummaries,
  readPlan,
  sameSummary,
  spansOf,
  summarize,
} from '../../../lambdas/readings/adapters/readings/aggregates';
import {
  decodeAggregate,
  decodeHours,
  decodePack,
  encodeAggregate,
  encodeHours,
  encodePack,
  PACK_MS,
  type PackedDay,
} from '../../../lambdas/readings/adapters/readings/dynamodb-aggregates';
import type { Reading, SeriesKey } from '../../../lambdas/readings/adapters/readings/port';

const T = Date.UTC(2026, 0, 10);
const reading = (minute: number, cap50: number | null, extra: Partial<Reading> = {}): Reading => ({
  series: 'S1~x' as SeriesKey,
  sensorId: 'S1',
  time: T + minute * 60_000,
  raw: { at10cm: cap50, at50cm: 1, at100cm: 1, temperature: 20, battery_vol: 3.9 },
  calibrated: { at10cm: cap50, at50cm: 40, at100cm: 50 },
  temperature: 20,
  battery_vol: 3.9,
  flags: [],
  receivedAt: T,
  ...extra,
});

describe('summarize', () => {
  it('counts, averages and bounds each value over the valid readings, with their mean time', () => {
    const s = summarize([reading(0, 10), reading(20, 20), reading(40, 36)])!;
    expect(s.count).toBe(3);
    expect(s.meanTime).toBe(T + 20 * 60_000);
    expect(s.values.at10cm).toEqual({ count: 3, mean: 22, min: 10, max: 36 });
    expect(s.values.at50cm).toEqual({ count: 3, mean: 40, min: 40, max: 40 });
  });

  it('leaves flagged readings out, and a value flagged out of range counts as missing', () => {
    const s = summarize([
      reading(0, 10),
      reading(10, 250, { flags: ['above-200'] }),
      reading(20, 30, { temperature: null, flags: ['temperature-out-of-range'] }),
    ])!;
    expect(s.count).toBe(2);
    expect(s.values.at10cm).toEqual({ count: 2, mean: 20, min: 10, max: 30 });
    expect(s.values.temperature).toEqual({ count: 1, mean: 20, min: 20, max: 20 });
    expect(summarize([reading(0, null, { flags: ['missing'] })])).toBeNull();
  });

  it('gives null for a value no reading had', () => {
    expect(summarize([reading(0, 10, { battery_vol: null })])!.values.battery_vol).toBeNull();
  });
});

describe('mergeSummaries', () => {
  it('equals the summary of all the readings at once (means weighted by count)', () => {
    const all = [
      reading(0, 10),
      reading(30, 20),
      reading(60, 60),
      reading(90, null, { flags: ['missing'] }),
      reading(120, 5, { temperature: null }),
    ];
    const merged = mergeSummaries([
      summarize(all.slice(0, 2)),
      summarize(all.slice(2, 3)),
      summarize(all.slice(3, 4)),
      summarize(all.slice(4)),
    ])!;
    const direct = summarize(all)!;
    expect(merged.count).toBe(direct.count);
    expect(merged.meanTime).toBeCloseTo(direct.meanTime, 3);
    for (const k of ['at10cm', 'temperature'] as const) {
      expect(merged.values[k]!.mean).toBeCloseTo(direct.values[k]!.mean, 9);
      expect([merged.values[k]!.count, merged.values[k]!.min, merged.values[k]!.max]).toEqual([
        direct.values[k]!.count,
        direct.values[k]!.min,
        direct.values[k]!.max,
      ]);
    }
    expect(mergeSummaries([null, null])).toBeNull();
  });
});

describe('sameSummary (a day whose hours are all the same is not written again)', () => {
  it('is true for a summary and its stored form read back, false for any changed count, value or time', () => {
    const s = summarize([reading(5, 10.123456789), reading(50, 20, { battery_vol: null })])!;
    const start = bucketOf(T, HOUR_MS);
    const stored = decodeAggregate(start, encodeAggregate({ ...s, start }));
    expect(sameSummary(s, stored)).toBe(true);
    expect(sameSummary(null, null)).toBe(true);
    expect(sameSummary(s, null)).toBe(false);
    expect(sameSummary(null, stored)).toBe(false);
    expect(sameSummary(s, summarize([reading(5, 10.123456789), reading(50, 20)]))).toBe(false); // a battery value more
    expect(sameSummary(s, summarize([reading(5, 10.123456789), reading(50, 20.5, { battery_vol: null })]))).toBe(false);
    // a minute later
    expect(sameSummary(s, summarize([reading(6, 10.123456789), reading(50, 20, { battery_vol: null })]))).toBe(false);
    expect(
      sameSummary(
        s,
        summarize([
          reading(5, 10.123456789),
          reading(50, 20, { battery_vol: null }),
          reading(55, 15, { flags: ['negative'] }),
        ]),
      ),
    ).toBe(true); // a flagged one does not count
  });
});

describe('the stored form', () => {
  it('reads back what was written, an absent value included', () => {
    const a = {
      start: bucketOf(T, HOUR_MS),
      ...summarize([reading(5, 10.123456789), reading(50, 20, { battery_vol: null })])!,
    };
    expect(decodeAggregate(a.start, encodeAggregate(a))).toEqual(a);
    expect(() => decodeAggregate(0, '1,2,3')).toThrow(/malformed/);
  });

  it('keeps a day’s hours in one text, each at its hour', () => {
    const hours = [0, 7, 23].map((h) => ({ start: T + h * HOUR_MS, ...summarize([reading(h * 60 + 10, h + 0.5)])! }));
    expect(decodeHours(T, encodeHours(T, hours))).toEqual(hours);
    expect(decodeHours(T, '')).toEqual([]);
  });

  it('packs days with their revisions, a day left empty at its revision included, in day order', () => {
    const pack = bucketOf(T, PACK_MS);
    const day = (d: number, cap50: number) => ({
      start: pack + d * DAY_MS,
      ...summarize([{ ...reading(10, cap50), time: pack + d * DAY_MS + 600_000 }])!,
    });
    const days = new Map<number, PackedDay>([
      [pack + 31 * DAY_MS, { rev: 2, summary: day(31, 7.25) }],
      [pack, { rev: 12, summary: day(0, 1.5) }],
      [pack + 3 * DAY_MS, { rev: 4, summary: null }],
    ]);
    const text = encodePack(pack, days);
    expect(text.split(';').map((d) => d.split(':').slice(0, 2).join(':'))).toEqual(['0:12', '3:4', '31:2']);
    expect(decodePack(pack, text)).toEqual(new Map([...days].sort(([a], [b]) => a - b)));
    expect(decodePack(pack, '')).toEqual(new Map());
    expect(() => decodePack(pack, '0:1')).toThrow(/malformed/);
    expect(() => decodePack(pack, ':1:')).toThrow(/malformed/);
  });
});

describe('spansOf', () => {
  it('joins buckets a few empty ones apart and splits beyond', () => {
    const hours = [0, 2, 4, 20].map((h) => T + h * HOUR_MS);
    expect(spansOf(hours, HOUR_MS, 6)).toEqual([
      { from: T, to: T + 5 * HOUR_MS },
      { from: T + 20 * HOUR_MS, to: T + 21 * HOUR_MS },
    ]);
    expect(spansOf([T, T, T + HOUR_MS], HOUR_MS)).toEqual([{ from: T, to: T + 2 * HOUR_MS }]);
  });
});

describe('readPlan', () => {
  it('covers the range exactly: partial hours from readings, partial days from hours, whole days from days', () => {
    const from = T - 2 * DAY_MS + 5 * HOUR_MS + 30 * 60_000; // 05:30, two days before T
    const to = T + 3 * DAY_MS + 7 * HOUR_MS + 15 * 60_000 - 1; // just before 07:15, three days after
    const plan = readPlan(from, to, 'day');
    expect(plan.raw).toEqual([
      { from, to: from + 30 * 60_000 },
      { from: T + 3 * DAY_MS + 7 * HOUR_MS, to: to + 1 },
    ]);
    expect(plan.hours).toEqual([
      { from: from + 30 * 60_000, to: T - DAY_MS },
      { from: T + 3 * DAY_MS, to: T + 3 * DAY_MS + 7 * HOUR_MS },
    ]);
    expect(plan.days).toEqual([{ from: T - DAY_MS, to: T + 3 * DAY_MS }]);
    // no gaps, no overlaps
    const spans = [...plan.raw, ...plan.hours, ...plan.days].sort((a, b) => a.from - b.from);
    for (let i = 1; i < spans.length; i++) expect(spans[i]!.from).toBe(spans[i - 1]!.to);
    expect([spans[0]!.from, spans.at(-1)!.to]).toEqual([from, to + 1]);
  });

  it('reads hours only at the hourly level, and readings only for a range inside one hour', () => {
    expect(readPlan(T, T + 2 * DAY_MS - 1, 'hour')).toEqual({
      raw: [],
      hours: [{ from: T, to: T + 2 * DAY_MS }],
      days: [],
    });
    expect(readPlan(T + 60_000, T + 120_000, 'day')).toEqual({
      raw: [{ from: T + 60_000, to: T + 120_001 }],
      hours: [],
      days: [],
    });
  });
});
