/**
 * Bringing a series' aggregates up to date with its stored readings after a write (ingest,
 * recompute, the backfill), whatever the store: each hour holding a written reading is summarised
 * again from all the readings stored in it, then each day holding such an hour from its hours;
 * a day's hours and its summary are written together.
 * Nothing is incremented, so the same batch twice changes nothing, and an aggregate write lost to
 * a crash after the readings write is made whole by the gateway's retry of the batch.
 *
 * A day whose recomputed hours equal the stored ones, and whose summary is at the hours'
 * revision, is not written at all: a resent batch or a recompute that changes nothing costs reads
 * only (writes are what made ingest slow).
 *
 * The reads are strongly consistent: they must see the readings (and hours) just written; and
 * each day is written only over the revision its writer read (refreshHours), so writers of the
 * same day at the same moment cannot leave an older view last.
 */
import { forEachLimit } from '@shared/concurrency';
import {
  bucketOf,
  DAY_MS,
  groupBy,
  HOUR_MS,
  mergeSummaries,
  sameSummary,
  spansOf,
  summarize,
  type Aggregate,
  type Summary,
} from './aggregates';
import { UnwrittenAggregatesError, type Reading, type SeriesKey } from './port';

/** What a store gives the refresh. Spans are [from, to) in epoch ms. */
export interface AggregateIO {
  /** Every reading of the series in the span (flagged ones too or not: only valid ones count), strongly consistent. */
  readings(series: SeriesKey, from: number, to: number): Promise<Reading[]>;
  /** The stored days starting in the span, with their hours and revision, strongly consistent. */
  days(series: SeriesKey, from: number, to: number): Promise<StoredDay[]>;
  /** The revision of each stored day summary starting in the span (day start → rev), strongly consistent. */
  summaryRevs(series: SeriesKey, from: number, to: number): Promise<Map<number, number>>;
  /**
   * Store each day's hours and its summary (none: the day has no valid reading left), each only if
   * its stored revision is still `rev` (0: none stored), as revision `rev + 1`; a `summaryOnly`
   * day's summary at revision `rev`, unless a later one is there. Answers the days another writer
   * changed meanwhile (to be done again).
   */
  writeDays(series: SeriesKey, days: DayAggregates[], deadline?: number, read?: DaysRead): Promise<number[]>;
  /**
   * Optional: the stored days and the day summaries' revisions of many series at once (one
   * batched read for a whole ingest batch instead of two queries a series), strongly consistent.
   * Series it could not read in time are in `unread`. What it answers per series is handed back
   * to writeDays, which may start from it (each write stays conditional on what it read).
   */
  readDays?(
    wanted: ReadonlyMap<SeriesKey, readonly number[]>,
    deadline?: number,
  ): Promise<{ read: Map<SeriesKey, DaysRead>; unread: Set<SeriesKey> }>;
}

/**
 * One series' days as a batched read found them: the hours items, the summaries' revisions, and whatever else the store
 * keeps for its writes.
 */
export interface DaysRead {
  days: StoredDay[];
  summaryRevs: Map<number, number>;
  /** Store-specific (the packs as read, for the DynamoDB store). */
  extra?: unknown;
}

export interface StoredDay {
  start: number;
  rev: number;
  hours: Aggregate[];
}

export interface DayAggregates extends StoredDay {
  summary: Summary | null;
  /** The stored hours are these already: only the summary is written, at the stored revision (`rev`). */
  summaryOnly?: boolean;
}

/**
 * Written hours this few empty hours apart are read back in one query: the readings between them
 * cost little (a 2-hourly sensor has none), one query per hour would cost much more.
 */
const MAX_GAP_HOURS = 6;
const PARALLEL_READS = 4;
/** Series refreshed at once by refreshAggregatesOf (each reads its readings, then writes its days). */
const PARALLEL_SERIES = 4;
/** Rounds of a day another writer kept changing before the refresh gives up (the gateway's retry heals it). */
const MAX_ROUNDS = 5;

export async function refreshAggregates(
  io: AggregateIO,
  series: SeriesKey,
  times: readonly number[],
  deadline?: number,
): Promise<void> {
  let pending = [...new Set(times.map((t) => bucketOf(t, HOUR_MS)))];
  for (let round = 0; pending.length; round++) {
    if (round === MAX_ROUNDS) throw new UnwrittenAggregatesError(series);
    const conflicts = new Set(await refreshHours(io, series, pending, deadline));
    pending = pending.filter((h) => conflicts.has(bucketOf(h, DAY_MS)));
  }
}

/**
 * The same for many series at once (an ingest batch's): each round reads every pending series'
 * days in one batched read when the store has one, the readings a few series at once, and writes
 * each series' days. Answers the series whose aggregates could not be written in time (the
 * others are done): one late series does not stop the others.
 */
export async function refreshAggregatesOf(
  io: AggregateIO,
  bySeries: ReadonlyMap<SeriesKey, readonly number[]>,
  deadline?: number,
): Promise<Set<SeriesKey>> {
  if (!io.readDays) {
    const late = new Set<SeriesKey>();
    await forEachLimit([...bySeries], PARALLEL_SERIES, async ([series, times]) => {
      try {
        await refreshAggregates(io, series, times, deadline);
      } catch (err) {
        if (!(err instanceof UnwrittenAggregatesError)) throw err;
        late.add(series);
      }
    });
    return late;
  }
  const late = new Set<SeriesKey>();
  let pending = new Map(
    [...bySeries].map(([series, times]) => [series, [...new Set(times.map((t) => bucketOf(t, HOUR_MS)))]]),
  );
  for (let round = 0; pending.size; round++) {
    if (round === MAX_ROUNDS) {
      for (const series of pending.keys()) late.add(series);
      break;
    }
    const wanted = new Map(
      [...pending].map(([series, hours]) => [series, [...new Set(hours.map((h) => bucketOf(h, DAY_MS)))]]),
    );
    const { read, unread } = await io.readDays(wanted, deadline);
    for (const series of unread) late.add(series);
    const next = new Map<SeriesKey, number[]>();
    await forEachLimit(
      [...pending].filter(([series]) => read.has(series)),
      PARALLEL_SERIES,
      async ([series, hours]) => {
        try {
          const conflicts = new Set(await refreshHours(io, series, hours, deadline, read.get(series)));
          const again = hours.filter((h) => conflicts.has(bucketOf(h, DAY_MS)));
          if (again.length) next.set(series, again);
        } catch (err) {
          if (!(err instanceof UnwrittenAggregatesError)) throw err;
          late.add(series);
        }
      },
    );
    pending = next;
  }
  return late;
}

/**
 * One round: the days' revisions first, then the readings, then each day written only if its
 * revision is unchanged. A writer that read the readings before another's write into the same
 * day finds the revision changed and does the day again, so the last write of a day has seen
 * every reading written before it: two batches of one sensor in flight at once (a simulator, a
 * retry racing the original) cannot leave a stale day.
 */
async function refreshHours(
  io: AggregateIO,
  series: SeriesKey,
  touchedHours: readonly number[],
  deadline?: number,
  read?: DaysRead,
): Promise<number[]> {
  const hoursOf = (d: number) => Array.from({ length: 24 }, (_, i) => d + i * HOUR_MS);
  const days = [...new Set(touchedHours.map((h) => bucketOf(h, DAY_MS)))].sort((a, b) => a - b);
  const stored = new Map<number, StoredDay>();
  if (read) for (const d of read.days) stored.set(d.start, d);
  else
    await forEachLimit(spansOf(days, DAY_MS, 1), PARALLEL_READS, async (span) => {
      for (const d of await io.days(series, span.from, span.to)) stored.set(d.start, d);
    });
  /** Every hour inside a span of touched hours, summarised from its stored readings (null: none valid). */
  const known = new Map<number, Summary | null>();
  await forEachLimit(spansOf(touchedHours, HOUR_MS, MAX_GAP_HOURS), PARALLEL_READS, async (span) => {
    const byHour = groupBy(await io.readings(series, span.from, span.to), HOUR_MS);
    for (let h = span.from; h < span.to; h += HOUR_MS) known.set(h, summarize(byHour.get(h) ?? []));
  });
  // Each touched day from its 24 hours: those read just now from the readings, the rest as stored.
  const out: DayAggregates[] = [];
  const unchanged: DayAggregates[] = [];
  for (const d of days) {
    const before = new Map((stored.get(d)?.hours ?? []).map((a) => [a.start, a]));
    let same = true;
    const hours = hoursOf(d).flatMap((h) => {
      if (known.has(h) && !sameSummary(known.get(h)!, before.get(h) ?? null)) same = false;
      const s = known.has(h) ? known.get(h)! : (before.get(h) ?? null);
      return s ? [{ ...s, start: h }] : [];
    });
    const day = { start: d, rev: stored.get(d)?.rev ?? 0, hours, summary: mergeSummaries(hours) };
    // Nothing stored and nothing to store: no item at all.
    if (!day.rev && !hours.length) continue;
    (same && day.rev ? unchanged : out).push(day);
  }
  // Unchanged hours still need their summary at the same revision (a crash may have come between
  // the two writes): those days are read once more, and only a stale summary is written again.
  // A batched read has the revisions already (read with the days: a summary read before the
  // hours is at worst one written again at the same revision, which the pack write leaves alone).
  if (unchanged.length) {
    const revs = read ? read.summaryRevs : new Map<number, number>();
    if (!read)
      await forEachLimit(
        spansOf(
          unchanged.map((d) => d.start),
          DAY_MS,
          1,
        ),
        PARALLEL_READS,
        async (span) => {
          for (const [start, rev] of await io.summaryRevs(series, span.from, span.to)) revs.set(start, rev);
        },
      );
    for (const d of unchanged)
      if (d.summary ? revs.get(d.start) !== d.rev : revs.has(d.start)) out.push({ ...d, summaryOnly: true });
  }
  return out.length ? io.writeDays(series, out, deadline, read) : [];
}
