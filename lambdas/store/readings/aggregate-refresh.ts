/**
 * Bringing a series' aggregates up to date with its stored readings after a write (ingest,
 * recompute, the backfill), whatever the store: each hour holding a written reading is summarised
 * again from all the readings stored in it, then each day holding such an hour from its hours;
 * a day's hours and its summary are written together.
 * Nothing is incremented, so the same batch twice changes nothing, and an aggregate write lost to
 * a crash after the readings write is made whole by the gateway's retry of the batch.
 *
 * The reads are strongly consistent: they must see the readings (and hours) just written.
 * Two writers refreshing the same hour at the same moment (a gateway's batch and a recompute of
 * the same sensor) could leave the earlier snapshot last; the next write into that hour, or the
 * backfill, heals it. A gateway sends a sensor's readings one batch after another.
 */
import { forEachLimit } from '@shared/concurrency';
import { bucketOf, DAY_MS, groupBy, HOUR_MS, mergeSummaries, spansOf, summarize, type Aggregate, type Summary } from './aggregates';
import type { Reading, SeriesKey } from './port';

/** What a store gives the refresh. Spans are [from, to) in epoch ms. */
export interface AggregateIO {
  /** Every reading of the series in the span (flagged ones too or not: only valid ones count), strongly consistent. */
  readings(series: SeriesKey, from: number, to: number): Promise<Reading[]>;
  /** The stored hourly aggregates of the days starting in the span, strongly consistent. */
  hours(series: SeriesKey, from: number, to: number): Promise<Aggregate[]>;
  /** Store each day's hours and its summary, replacing what is there (a day with no hour: deleted). */
  writeDays(series: SeriesKey, days: DayAggregates[], deadline?: number): Promise<void>;
}

export interface DayAggregates {
  start: number;
  hours: Aggregate[];
  summary: Summary | null;
}

/**
 * Written hours this few empty hours apart are read back in one query: the readings between them
 * cost little (a 2-hourly sensor has none), one query per hour would cost much more.
 */
const MAX_GAP_HOURS = 6;
const PARALLEL_READS = 4;

export async function refreshAggregates(io: AggregateIO, series: SeriesKey, times: readonly number[], deadline?: number): Promise<void> {
  if (!times.length) return;
  const touchedHours = new Set(times.map((t) => bucketOf(t, HOUR_MS)));
  const spans = spansOf(touchedHours, HOUR_MS, MAX_GAP_HOURS);
  /** Every hour inside a span, summarised from its stored readings (null: none valid). */
  const known = new Map<number, Summary | null>();
  await forEachLimit(spans, PARALLEL_READS, async (span) => {
    const byHour = groupBy(await io.readings(series, span.from, span.to), HOUR_MS);
    for (let h = span.from; h < span.to; h += HOUR_MS) known.set(h, summarize(byHour.get(h) ?? []));
  });

  // Each touched day from its 24 hours: those the spans covered are known; the rest are read back.
  const hoursOf = (d: number) => Array.from({ length: 24 }, (_, i) => d + i * HOUR_MS);
  const days = [...new Set([...touchedHours].map((h) => bucketOf(h, DAY_MS)))].sort((a, b) => a - b);
  const partial = days.filter((d) => !hoursOf(d).every((h) => known.has(h)));
  const stored = new Map<number, Summary>();
  await forEachLimit(spansOf(partial, DAY_MS), PARALLEL_READS, async (span) => {
    for (const a of await io.hours(series, span.from, span.to)) stored.set(a.start, a);
  });
  const out: DayAggregates[] = days.map((d) => {
    const hours = hoursOf(d).flatMap((h) => {
      const s = known.has(h) ? known.get(h)! : (stored.get(h) ?? null);
      return s ? [{ start: h, ...s }] : [];
    });
    return { start: d, hours, summary: mergeSummaries(hours) };
  });
  await io.writeDays(series, out, deadline);
}
