/**
 * The DynamoDB readings store's hourly and daily aggregates (aggregates.ts), in the readings table
 * itself, one item per UTC day in each of two partitions: `<series>#d` holds the day's summary,
 * `<series>#h` the summaries of its hours (one item, so a batch spanning 40 days writes 80 items,
 * not a thousand, and an hourly range of 4 months reads 125). Sort key: the day's start, epoch
 * ms. A series never holds `#` (series.ts), so these partitions meet no series, and a range read
 * of readings never sees them; they carry no `valid_series`, so the ValidByTime index never holds
 * them. A long chart range reads a few hundred of them instead of every reading.
 *
 * Values travel as compact text, as the readings' `v` does (fewer typed values to decode): a
 * summary is count, mean time less the bucket's start, then for each of cap50, cap100, cap150
 * (calibrated), temperature, battery: count, mean, min, max (four empty slots when no reading had
 * the value), comma-separated; `a` on a day item; `h` on an hours item, each hour as
 * `<hour of the day>:<summary>`, `;`-separated. Both carry the day's revision, `rev`
 * (aggregate-refresh.ts: writers of the same day at once).
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { forEachLimit } from '@shared/concurrency';
import { documentClient } from '../clients';
import { readingsTableName } from '../../env';
import { READINGS_TABLE_KEYS as K } from '../table-schema';
import { refreshAggregates, type AggregateIO } from './aggregate-refresh';
import { AGGREGATE_VALUES, bucketOf, DAY_MS, HOUR_MS, mergeSummaries, spansOf, type Aggregate, type AggregateLevel, type Summary, type ValueStats } from './aggregates';
import { writeAll } from './dynamodb-batch';
import { purgePartition } from './dynamodb-purge';
import { UnwrittenAggregatesError, type AggregateStore, type SeriesKey } from './port';

export const AGGREGATE_SUFFIX: Record<AggregateLevel, string> = { hour: '#h', day: '#d' };
export const aggregatePartition = (series: SeriesKey, level: AggregateLevel) => `${series}${AGGREGATE_SUFFIX[level]}`;

const A_FIELDS = 2 + 4 * AGGREGATE_VALUES.length;

export function encodeAggregate(a: Aggregate): string {
  const slots: (number | string)[] = [a.count, a.meanTime - a.start];
  for (const k of AGGREGATE_VALUES) {
    const v = a.values[k];
    slots.push(...(v ? [v.count, v.mean, v.min, v.max] : ['', '', '', '']));
  }
  return slots.join(',');
}

export function decodeAggregate(start: number, text: string): Aggregate {
  const f = text.split(',');
  if (f.length !== A_FIELDS) throw new Error(`Aggregate item @${start} has a malformed value list`);
  const values = {} as Aggregate['values'];
  AGGREGATE_VALUES.forEach((k, i) => {
    const at = 2 + 4 * i;
    values[k] = f[at] === '' ? null : ({ count: Number(f[at]), mean: Number(f[at + 1]), min: Number(f[at + 2]), max: Number(f[at + 3]) } satisfies ValueStats);
  });
  return { start, count: Number(f[0]), meanTime: start + Number(f[1]), values };
}

const HOURS_FIELD = 'h';
const DAY_FIELD = 'a';
/** The day's revision, on both of its items: each write of the day's hours is the next one. */
const REV = 'rev';
/** No write starts with less time than this before the deadline (it would be cut off). */
const MIN_CALL_MS = 150;

/**
 * The items of a partition whose day starts in [from, to); with `only`, just the day's start and
 * that attribute (a chart's range reads a year of days per sensor: fewer attributes to decode).
 */
async function readDays(pk: string, from: number, to: number, consistent: boolean, only?: string): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: readingsTableName(),
        KeyConditionExpression: '#s = :s AND #t BETWEEN :from AND :to',
        ExpressionAttributeNames: { '#s': K.partitionKey, '#t': K.sortKey, ...(only ? { '#v': only } : {}) },
        ExpressionAttributeValues: { ':s': pk, ':from': from, ':to': to - 1 },
        ...(only ? { ProjectionExpression: '#t, #v' } : {}),
        ...(consistent ? { ConsistentRead: true } : {}),
        ExclusiveStartKey: start,
      }),
    );
    out.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}

export const encodeHours = (day: number, hours: readonly Aggregate[]) => hours.map((a) => `${(a.start - day) / HOUR_MS}:${encodeAggregate(a)}`).join(';');
export const decodeHours = (day: number, text: string): Aggregate[] =>
  text
    ? text.split(';').map((part) => {
        const at = part.indexOf(':');
        return decodeAggregate(day + Number(part.slice(0, at)) * HOUR_MS, part.slice(at + 1));
      })
    : [];

/** Hourly aggregates starting in [from, to): the hours items of the days that hold them. */
async function readHours(series: SeriesKey, from: number, to: number, consistent: boolean): Promise<Aggregate[]> {
  const items = await readDays(aggregatePartition(series, 'hour'), bucketOf(from, DAY_MS), to, consistent, HOURS_FIELD);
  return items.flatMap((item) => decodeHours(item[K.sortKey] as number, String(item[HOURS_FIELD] ?? ''))).filter((a) => a.start >= from && a.start < to);
}

async function readAggregates(series: SeriesKey, level: AggregateLevel, from: number, to: number, consistent: boolean): Promise<Aggregate[]> {
  if (level === 'hour') return readHours(series, from, to, consistent);
  const items = await readDays(aggregatePartition(series, 'day'), from, to, consistent, DAY_FIELD);
  return items.map((item) => decodeAggregate(item[K.sortKey] as number, String(item[DAY_FIELD] ?? '')));
}

/** Errors after which a write is simply not done yet: throttling, or the deadline's abort. */
const RETRYABLE = new Set(['AbortError', 'TimeoutError', 'ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded']);
const PARALLEL_WRITES = 8;
/** Up to this many days' summaries are written one conditional write each; more go in BatchWriteItem and are read back. */
const FEW_SUMMARIES = 2;

/** What the refresh reads and writes; `readings` gives a series' valid readings in [from, to), strongly consistent. */
export function dynamoAggregateIO(readings: AggregateIO['readings']): AggregateIO {
  return {
    readings,
    async days(series, from, to) {
      const items = await readDays(aggregatePartition(series, 'hour'), from, to, true);
      return items.map((item) => {
        const start = item[K.sortKey] as number;
        return { start, rev: Number(item[REV] ?? 0), hours: decodeHours(start, String(item[HOURS_FIELD] ?? '')) };
      });
    },
    async summaryRevs(series, from, to) {
      const items = await readDays(aggregatePartition(series, 'day'), from, to, true);
      return new Map(items.map((item) => [item[K.sortKey] as number, Number(item[REV] ?? 0)]));
    },
    /**
     * The hours items one conditional write each, only over the revision read (BatchWriteItem
     * takes no condition; a day left without valid readings keeps an empty one, so its revision
     * goes on). Then the summaries of the days written, at the same revision: for a few days one
     * conditional write each (only over an older revision, so of two writers the later revision's
     * summary stays whichever lands last); for more, BatchWriteItem, then both partitions read
     * back, and a summary another writer's batch left behind its day's hours is written again from
     * the hours as stored, conditionally. Each writer checks after its own batch, so the last one
     * to land is checked.
     */
    async writeDays(series, days, deadline) {
      const [hk, dk] = [aggregatePartition(series, 'hour'), aggregatePartition(series, 'day')];
      const table = readingsTableName();
      const conflicts: number[] = [];
      let late = false;
      const send = async (command: PutCommand | DeleteCommand): Promise<boolean> => {
        if (deadline !== undefined && Date.now() + MIN_CALL_MS > deadline) {
          late = true;
          return false;
        }
        try {
          const abort = deadline === undefined ? {} : { abortSignal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) };
          if (command instanceof PutCommand) await documentClient().send(command, abort);
          else await documentClient().send(command, abort);
          return true;
        } catch (err) {
          if (err instanceof ConditionalCheckFailedException) return false;
          if (!RETRYABLE.has((err as Error)?.name)) throw err;
          late = true;
          return false;
        }
      };
      const summaryItem = (start: number, summary: Summary, rev: number) => ({ [K.partitionKey]: dk, [K.sortKey]: start, [DAY_FIELD]: encodeAggregate({ ...summary, start }), [REV]: rev });
      /** The summary of `start` at revision `rev`, unless a later revision's is already there. */
      const writeSummary = (start: number, summary: Summary | null, rev: number) => {
        const newer = { ConditionExpression: 'attribute_not_exists(#t) OR #rev < :next', ExpressionAttributeNames: { '#t': K.sortKey, '#rev': REV }, ExpressionAttributeValues: { ':next': rev } };
        // A failed condition here means a later revision's summary is already there: nothing to do.
        return send(
          summary
            ? new PutCommand({ TableName: table, Item: summaryItem(start, summary, rev), ...newer })
            : new DeleteCommand({ TableName: table, Key: { [K.partitionKey]: dk, [K.sortKey]: start }, ...newer }),
        );
      };
      /** The days whose summary is to be written, each with the revision it is written at. */
      const written: { start: number; rev: number; summary: Summary | null }[] = [];
      await forEachLimit(days, PARALLEL_WRITES, async ({ start, rev, hours, summary, summaryOnly }) => {
        if (summaryOnly) {
          written.push({ start, rev, summary });
          return;
        }
        const hoursWritten = await send(
          new PutCommand({
            TableName: table,
            Item: { [K.partitionKey]: hk, [K.sortKey]: start, [HOURS_FIELD]: encodeHours(start, hours), [REV]: rev + 1 },
            ConditionExpression: rev ? '#rev = :rev' : 'attribute_not_exists(#t)',
            ExpressionAttributeNames: rev ? { '#rev': REV } : { '#t': K.sortKey },
            ...(rev ? { ExpressionAttributeValues: { ':rev': rev } } : {}),
          }),
        );
        if (hoursWritten) written.push({ start, rev: rev + 1, summary });
        else if (!late) conflicts.push(start);
      });
      if (written.length <= FEW_SUMMARIES) {
        await forEachLimit(written, PARALLEL_WRITES, async ({ start, rev, summary }) => {
          await writeSummary(start, summary, rev);
        });
      } else if (!late) {
        const requests = written.map(({ start, rev, summary }) =>
          summary ? { PutRequest: { Item: summaryItem(start, summary, rev) } } : { DeleteRequest: { Key: { [K.partitionKey]: dk, [K.sortKey]: start } } },
        );
        if ((await writeAll(table, requests, deadline)).length) late = true;
        else {
          // Read back: each day's summary must be at its hours' revision (none for empty hours).
          const spans = spansOf(written.map((d) => d.start), DAY_MS, 1);
          await forEachLimit(spans, PARALLEL_WRITES, async (span) => {
            const [hourItems, summaryRevs] = await Promise.all([readDays(hk, span.from, span.to, true), readDays(dk, span.from, span.to, true)]);
            const revOf = new Map(summaryRevs.map((item) => [item[K.sortKey] as number, Number(item[REV] ?? 0)]));
            for (const item of hourItems) {
              const start = item[K.sortKey] as number;
              const rev = Number(item[REV] ?? 0);
              const summary = mergeSummaries(decodeHours(start, String(item[HOURS_FIELD] ?? '')));
              const stale = summary ? (revOf.get(start) ?? 0) < rev : revOf.has(start) && revOf.get(start)! < rev;
              if (stale) await writeSummary(start, summary, rev);
            }
          });
        }
      }
      if (late) throw new UnwrittenAggregatesError(series);
      return conflicts;
    },
  };
}

export function dynamoAggregateStore(readings: AggregateIO['readings']): AggregateStore {
  const table = () => readingsTableName();
  const io = dynamoAggregateIO(readings);
  return {
    range: (series, level, from, to) => readAggregates(series, level, from, to, false),
    refresh: (series, times, opts = {}) => refreshAggregates(io, series, times, opts.deadline),
    async purge(series, limit) {
      let deleted = 0;
      // Hours, then days, from one budget; throttled deletes are retried as ingest's writes are
      // (writeAll), and what is still handed back fails the run (the next one resumes).
      for (const level of ['hour', 'day'] as const) {
        const part = await purgePartition(table(), aggregatePartition(series, level), limit - deleted, async (keys) => {
          if ((await writeAll(table(), keys.map((Key) => ({ DeleteRequest: { Key } })), undefined)).length) throw new Error('DynamoDB kept throttling the aggregates purge');
        });
        deleted += part.deleted;
        if (!part.exhausted) return { deleted, done: false };
      }
      return { deleted, done: true };
    },
  };
}
