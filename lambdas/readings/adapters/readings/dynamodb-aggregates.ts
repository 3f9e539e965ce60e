/**
 * The DynamoDB readings store's hourly and daily aggregates (aggregates.ts), in the readings table
 * itself, in two partitions of each series: `<series>#h` holds one item per UTC day with the
 * summaries of its hours (one item, so a batch spanning 40 days writes 40 hours items, not a
 * thousand, and an hourly range of 4 months reads 125); `<series>#m` holds the day summaries
 * packed 32 days to an item (PACK_MS), so a year's chart reads 12 items per sensor, not 366 (on
 * the local emulator each item read costs about as much as decoding its whole text). Sort key:
 * the day's or the pack's start, epoch ms. A series never holds `#` (series.ts), so these
 * partitions meet no series, and a range read of readings never sees them; they carry no
 * `valid_series`, so the ValidByTime index never holds them. Tables written before the packs kept
 * one item per day in `<series>#d`; the backfill (aggregates-backfill.ts) packs them and deletes
 * those.
 *
 * Values travel as compact text, as the readings' `v` does (fewer typed values to decode): a
 * summary is count, mean time less the bucket's start, then for each of the moisture at 10, 50
 * and 100 cm, temperature, battery: count, mean, min, max (four empty slots when no reading had
 * the value), comma-separated; `h` on an hours item, each hour as `<hour of the day>:<summary>`,
 * `;`-separated, with the day's revision `rev` (aggregate-refresh.ts: writers of the same day at
 * once); `d` on a pack, each day as `<day of the pack>:<revision>:<summary>` (`;`-separated; an
 * empty summary: the day has no valid reading left at that revision), with the pack's own
 * version `v`, which each write of the pack raises by one (optimistic locking: writers of
 * different days of one pack at once each land).
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  type BatchGetCommandInput,
  type PutCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { forEachLimit } from '@shared/concurrency';
import { documentClient } from '../../../platform/aws/clients';
import { readingsTableName } from '../../../platform/env';
import { READINGS_TABLE_KEYS as K } from '../../../platform/aws/table-schema';
import {
  refreshAggregates,
  refreshAggregatesOf,
  type AggregateIO,
  type DaysRead,
  type StoredDay,
} from './aggregate-refresh';
import {
  AGGREGATE_VALUES,
  bucketOf,
  DAY_MS,
  HOUR_MS,
  type Aggregate,
  type Summary,
  type ValueStats,
} from './aggregates';
import { MIN_CALL_MS, RETRYABLE, untilProcessed, writeAll } from '../../../platform/aws/dynamodb-batch';
import { purgePartition } from './dynamodb-purge';
import { UnwrittenAggregatesError, type AggregateRange, type AggregateStore, type SeriesKey } from './port';

/**
 * The partitions of a series' aggregates: its hours by day, its days by pack, and the days as tables before the packs
 * kept them.
 */
export const AGGREGATE_SUFFIX = { hours: '#h', packs: '#m', legacyDays: '#d' } as const;
export const aggregatePartition = (series: SeriesKey, kind: keyof typeof AGGREGATE_SUFFIX) =>
  `${series}${AGGREGATE_SUFFIX[kind]}`;
/** Days per pack item: a year is 12 of them. */
export const PACK_MS = 32 * DAY_MS;

const A_FIELDS = 2 + 4 * AGGREGATE_VALUES.length;

export function encodeAggregate(a: Aggregate): string {
  const slots: (number | string)[] = [a.count, a.meanTime - a.start];
  for (const k of AGGREGATE_VALUES) {
    const v = a.values[k];
    slots.push(...(v ? [v.count, v.mean, v.min, v.max] : ['', '', '', '']));
  }
  return slots.join(',');
}

/** One value's stats from its four slots at `at` (null: no reading had the value). */
const statsAt = (f: readonly string[], at: number): ValueStats | null =>
  f[at] === ''
    ? null
    : { count: Number(f[at]), mean: Number(f[at + 1]), min: Number(f[at + 2]), max: Number(f[at + 3]) };

// A year's answer decodes thousands of these: the values object is built in one literal (no
// closure per call), in AGGREGATE_VALUES' order.
export function decodeAggregate(start: number, text: string): Aggregate {
  const f = text.split(',');
  if (f.length !== A_FIELDS) throw new Error(`Aggregate item @${start} has a malformed value list`);
  const values: Aggregate['values'] = {
    at10cm: statsAt(f, 2),
    at50cm: statsAt(f, 6),
    at100cm: statsAt(f, 10),
    temperature: statsAt(f, 14),
    battery_vol: statsAt(f, 18),
  };
  return { start, count: Number(f[0]), meanTime: start + Number(f[1]), values };
}

const HOURS_FIELD = 'h';
const PACK_FIELD = 'd';
/** The day's revision, on its hours item: each write of the day's hours is the next one. */
const REV = 'rev';
/** The pack's version: each write of the pack is the next one. */
const VERSION = 'v';

/**
 * The items of a partition whose sort key is in [from, to); with `only`, just the sort key and
 * that attribute (a chart's range reads a year per sensor: fewer attributes to decode).
 */
async function readItems(
  pk: string,
  from: number,
  to: number,
  consistent: boolean,
  only?: string,
): Promise<Record<string, unknown>[]> {
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

export const encodeHours = (day: number, hours: readonly Aggregate[]) =>
  hours.map((a) => `${(a.start - day) / HOUR_MS}:${encodeAggregate(a)}`).join(';');
export const decodeHours = (day: number, text: string): Aggregate[] =>
  text
    ? text.split(';').map((part) => {
        const at = part.indexOf(':');
        return decodeAggregate(day + Number(part.slice(0, at)) * HOUR_MS, part.slice(at + 1));
      })
    : [];

/** A day in a pack: its summary at its hours' revision `rev` (null: no valid reading left at that revision). */
export interface PackedDay {
  rev: number;
  summary: Aggregate | null;
}

/** A pack's days as stored, by day start. */
export function encodePack(pack: number, days: ReadonlyMap<number, PackedDay>): string {
  return [...days]
    .sort(([a], [b]) => a - b)
    .map(([start, d]) => `${(start - pack) / DAY_MS}:${d.rev}:${d.summary ? encodeAggregate(d.summary) : ''}`)
    .join(';');
}

export function decodePack(pack: number, text: string): Map<number, PackedDay> {
  const out = new Map<number, PackedDay>();
  if (!text) return out;
  for (const part of text.split(';')) {
    const f = part.split(':');
    if (f.length !== 3 || f[0] === '' || f[1] === '') throw new Error(`Aggregate pack @${pack} has a malformed day`);
    const start = pack + Number(f[0]) * DAY_MS;
    out.set(start, { rev: Number(f[1]), summary: f[2] ? decodeAggregate(start, f[2]) : null });
  }
  return out;
}

/** The packed days starting in [from, to), oldest first (empty days too). */
async function readPackedDays(
  series: SeriesKey,
  from: number,
  to: number,
  consistent: boolean,
): Promise<[number, PackedDay][]> {
  const items = await readItems(
    aggregatePartition(series, 'packs'),
    bucketOf(from, PACK_MS),
    to,
    consistent,
    PACK_FIELD,
  );
  return items.flatMap((item) =>
    [...decodePack(item[K.sortKey] as number, String(item[PACK_FIELD] ?? ''))].filter(
      ([start]) => start >= from && start < to,
    ),
  );
}

/** Hourly aggregates starting in [from, to): the hours items of the days that hold them. */
async function readHours(series: SeriesKey, from: number, to: number, consistent: boolean): Promise<Aggregate[]> {
  const items = await readItems(
    aggregatePartition(series, 'hours'),
    bucketOf(from, DAY_MS),
    to,
    consistent,
    HOURS_FIELD,
  );
  return items
    .flatMap((item) => decodeHours(item[K.sortKey] as number, String(item[HOURS_FIELD] ?? '')))
    .filter((a) => a.start >= from && a.start < to);
}

async function readDaySummaries(
  series: SeriesKey,
  from: number,
  to: number,
  consistent: boolean,
): Promise<Aggregate[]> {
  return (await readPackedDays(series, from, to, consistent)).flatMap(([, d]) => (d.summary ? [d.summary] : []));
}

/** Keys a range may list for BatchGetItem (a 400-day hourly range is 401 days): longer ones are queried. */
const MAX_KEYS_PER_RANGE = 500;

/**
 * Items by key (partition, sort), with only the key and the `attribute` the range needs, through
 * the one batched reader below (eventually consistent, as the range queries are). Keys with no
 * item are simply absent; a key still unread after the retries fails the answer.
 */
async function batchItems(
  keys: readonly { pk: string; sk: number }[],
  attribute: string,
): Promise<Map<string, Map<number, unknown>>> {
  const found = new Map<string, Map<number, unknown>>();
  const { items, unread } = await batchGetAggregateItems(
    keys.map((k) => ({ [K.partitionKey]: k.pk, [K.sortKey]: k.sk })),
    {
      consistent: false,
      projection: {
        ProjectionExpression: '#s, #t, #v',
        ExpressionAttributeNames: { '#s': K.partitionKey, '#t': K.sortKey, '#v': attribute },
      },
    },
  );
  if (unread.length) throw new Error('DynamoDB kept throttling an aggregates read');
  for (const item of items) {
    const pk = String(item[K.partitionKey]);
    let byKey = found.get(pk);
    if (!byKey) found.set(pk, (byKey = new Map()));
    byKey.set(item[K.sortKey] as number, item[attribute]);
  }
  return found;
}

/**
 * Several ranges read together: every item a range's query would find has a known key (an hours
 * item per UTC day, a pack per 32 days from the epoch), so a field's ranges are a few BatchGetItem
 * calls instead of a query per sensor and span (each request costs the local emulator about as
 * much as decoding its answer). Each range is answered as `range` answers it: its items in key
 * order, the buckets starting in [from, to).
 */
async function readRanges(wanted: readonly AggregateRange[]): Promise<Aggregate[][]> {
  const keysOf = (w: AggregateRange) => {
    const [pk, size] =
      w.level === 'hour'
        ? [aggregatePartition(w.series, 'hours'), DAY_MS]
        : [aggregatePartition(w.series, 'packs'), PACK_MS];
    const sks: number[] = [];
    for (let sk = bucketOf(w.from, size); sk < w.to && sks.length <= MAX_KEYS_PER_RANGE; sk += size) sks.push(sk);
    return { pk, sks };
  };
  const plans = wanted.map(keysOf);
  // A range longer than a field answer asks (400 days hourly, decades daily) is queried on its own: its keys are too
  // many to list.
  const long = (i: number) => plans[i]!.sks.length > MAX_KEYS_PER_RANGE;
  const hours = plans.flatMap((p, i) =>
    wanted[i]!.level === 'hour' && !long(i) ? p.sks.map((sk) => ({ pk: p.pk, sk })) : [],
  );
  const packs = plans.flatMap((p, i) =>
    wanted[i]!.level === 'day' && !long(i) ? p.sks.map((sk) => ({ pk: p.pk, sk })) : [],
  );
  const dedupe = (keys: { pk: string; sk: number }[]) => [...new Map(keys.map((k) => [`${k.pk} ${k.sk}`, k])).values()];
  const [hourItems, packItems] = await Promise.all([
    hours.length ? batchItems(dedupe(hours), HOURS_FIELD) : new Map<string, Map<number, unknown>>(),
    packs.length ? batchItems(dedupe(packs), PACK_FIELD) : new Map<string, Map<number, unknown>>(),
  ]);
  return Promise.all(
    wanted.map(async (w, i) => {
      if (long(i))
        return w.level === 'hour'
          ? readHours(w.series, w.from, w.to, false)
          : readDaySummaries(w.series, w.from, w.to, false);
      const { pk, sks } = plans[i]!;
      const items = (w.level === 'hour' ? hourItems : packItems).get(pk);
      const out: Aggregate[] = [];
      for (const sk of sks) {
        if (!items?.has(sk)) continue;
        const text = String(items.get(sk) ?? '');
        if (w.level === 'hour') {
          for (const a of decodeHours(sk, text)) if (a.start >= w.from && a.start < w.to) out.push(a);
        } else {
          for (const [start, d] of decodePack(sk, text))
            if (d.summary && start >= w.from && start < w.to) out.push(d.summary);
        }
      }
      return out;
    }),
  );
}

/** Errors after which a write is simply not done yet: throttling, or the deadline's abort. */
const PARALLEL_WRITES = 8;
/**
 * Times a pack is read and written again after other writers changed it in between, before the write gives up (the
 * gateway's retry heals it).
 */
const PACK_ATTEMPTS = 8;

/**
 * The condition of a put made over `stored` (0: the item must not exist yet), the item's counter `attribute` (a
 * revision, a version).
 */
const onlyOver = (
  attribute: string,
  stored: number,
): Pick<PutCommandInput, 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'> =>
  stored
    ? {
        ConditionExpression: '#n = :n',
        ExpressionAttributeNames: { '#n': attribute },
        ExpressionAttributeValues: { ':n': stored },
      }
    : { ConditionExpression: 'attribute_not_exists(#t)', ExpressionAttributeNames: { '#t': K.sortKey } };

/** A day summary to be packed: at revision `rev`, unless a later revision's is already there. */
interface DayWrite {
  start: number;
  rev: number;
  summary: Summary | null;
}

/** BatchGetItem takes at most 100 keys. */
const BATCH_GET_KEYS = 100;
/** BatchGetItem calls in flight at once (a year of a 12-sensor field is two; an ingest batch of 121 series two). */
const PARALLEL_BATCH_GETS = 8;

/** A pack as read: its version (0: none stored) and days. */
interface StoredPack {
  version: number;
  days: Map<number, PackedDay>;
}

interface BatchGetOptions {
  /** Never past this (epoch ms); unset: a few rounds of retries. */
  deadline?: number;
  /**
   * Strongly consistent (default): the refresh decides on what it reads. The field's ranges read as their queries do.
   */
  consistent?: boolean;
  projection?: Pick<
    NonNullable<BatchGetCommandInput['RequestItems']>[string],
    'ProjectionExpression' | 'ExpressionAttributeNames'
  >;
}

/**
 * Items by key from the readings table in BatchGetItem calls of up to 100 keys, a few at once.
 * Keys handed back unprocessed (or whose call was throttled) are asked again after a jittered
 * wait, never past the deadline; answers the items found and the keys never read.
 */
export async function batchGetAggregateItems(
  keys: readonly Record<string, unknown>[],
  { deadline, consistent = true, projection }: BatchGetOptions = {},
): Promise<{ items: Record<string, unknown>[]; unread: Record<string, unknown>[] }> {
  const table = readingsTableName();
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < keys.length; i += BATCH_GET_KEYS) chunks.push(keys.slice(i, i + BATCH_GET_KEYS));
  const items: Record<string, unknown>[] = [];
  const unread: Record<string, unknown>[] = [];
  await forEachLimit(chunks, PARALLEL_BATCH_GETS, async (chunk) => {
    const left = await untilProcessed(
      chunk,
      async (keysLeft, abort) => {
        const res = await documentClient().send(
          new BatchGetCommand({
            RequestItems: { [table]: { Keys: keysLeft, ConsistentRead: consistent, ...projection } },
          }),
          abort,
        );
        items.push(...(res.Responses?.[table] ?? []));
        return res.UnprocessedKeys?.[table]?.Keys ?? [];
      },
      deadline,
    );
    unread.push(...left);
  });
  return { items, unread };
}

/** What the refresh reads and writes; `readings` gives a series' valid readings in [from, to), strongly consistent. */
export function dynamoAggregateIO(readings: AggregateIO['readings']): AggregateIO {
  return {
    readings,
    /**
     * Every series' hours items of the wanted days and the packs they fall in, in one batched
     * read (by key: the days and packs are known), instead of two queries a series. The packs go
     * to writeDays, whose first pack write then needs no read of its own (it stays conditional
     * on the version read, so a pack changed since is read again).
     */
    async readDays(wanted, deadline) {
      const bySeries = new Map<SeriesKey, { hk: string; pk: string; days: readonly number[]; packs: number[] }>();
      const owner = new Map<string, SeriesKey>();
      const keys: Record<string, unknown>[] = [];
      for (const [series, days] of wanted) {
        const entry = {
          hk: aggregatePartition(series, 'hours'),
          pk: aggregatePartition(series, 'packs'),
          days,
          packs: [...new Set(days.map((d) => bucketOf(d, PACK_MS)))],
        };
        bySeries.set(series, entry);
        owner.set(entry.hk, series).set(entry.pk, series);
        for (const d of days) keys.push({ [K.partitionKey]: entry.hk, [K.sortKey]: d });
        for (const p of entry.packs) keys.push({ [K.partitionKey]: entry.pk, [K.sortKey]: p });
      }
      const { items, unread: missed } = await batchGetAggregateItems(keys, { deadline });
      const unread = new Set(missed.map((k) => owner.get(k[K.partitionKey] as string)!));
      const found = new Map(items.map((item) => [`${item[K.partitionKey]}@${item[K.sortKey]}`, item]));
      const read = new Map<SeriesKey, DaysRead>();
      for (const [series, { hk, pk, days, packs }] of bySeries) {
        if (unread.has(series)) continue;
        const stored: StoredDay[] = days.flatMap((start) => {
          const item = found.get(`${hk}@${start}`);
          return item
            ? [{ start, rev: Number(item[REV] ?? 0), hours: decodeHours(start, String(item[HOURS_FIELD] ?? '')) }]
            : [];
        });
        const packsRead = new Map<number, StoredPack>();
        const summaryRevs = new Map<number, number>();
        for (const start of packs) {
          const item = found.get(`${pk}@${start}`);
          const pack = {
            version: Number(item?.[VERSION] ?? 0),
            days: decodePack(start, String(item?.[PACK_FIELD] ?? '')),
          };
          packsRead.set(start, pack);
          for (const [day, d] of pack.days) if (d.summary) summaryRevs.set(day, d.rev);
        }
        read.set(series, { days: stored, summaryRevs, extra: packsRead });
      }
      return { read, unread };
    },
    async days(series, from, to) {
      const items = await readItems(aggregatePartition(series, 'hours'), from, to, true);
      return items.map((item) => {
        const start = item[K.sortKey] as number;
        return { start, rev: Number(item[REV] ?? 0), hours: decodeHours(start, String(item[HOURS_FIELD] ?? '')) };
      });
    },
    async summaryRevs(series, from, to) {
      return new Map(
        (await readPackedDays(series, from, to, true)).flatMap(([start, d]) =>
          d.summary ? [[start, d.rev] as const] : [],
        ),
      );
    },
    /**
     * The hours items one conditional write each, only over the revision read (a day left without
     * valid readings keeps an empty one, so its revision goes on). Then the summaries of the days
     * written, each pack they fall in read and written again with them, only over the version read
     * (a day already there at a later revision is left as it is): of two writers of one pack the
     * later lands after reading the earlier's days, and of two writers of one day the later
     * revision's summary stays whichever lands last.
     */
    async writeDays(series, days, deadline, read) {
      /** The packs a batched read found, each used for the first write of its pack only. */
      const packsRead = new Map((read?.extra as Map<number, StoredPack> | undefined) ?? []);
      const [hk, pk] = [aggregatePartition(series, 'hours'), aggregatePartition(series, 'packs')];
      const table = readingsTableName();
      const conflicts: number[] = [];
      let late = false;
      const options = () =>
        deadline === undefined ? {} : { abortSignal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) };
      /** Whether there is time for another call (false marks the write late). */
      const inTime = () => {
        if (deadline !== undefined && Date.now() + MIN_CALL_MS > deadline) late = true;
        return !late;
      };
      /**
       * One call, unless it is late; undefined when it is late or the call was throttled or cut off (the write is then
       * late).
       */
      const call = async <T>(send: (options: { abortSignal?: AbortSignal }) => Promise<T>): Promise<T | undefined> => {
        if (!inTime()) return undefined;
        try {
          return await send(options());
        } catch (err) {
          if (!RETRYABLE.has((err as Error)?.name)) throw err;
          late = true;
          return undefined;
        }
      };
      /** A conditional put: true when done, false when its condition failed or it is late. */
      const put = async (command: PutCommand): Promise<boolean> => {
        try {
          return (await call((o) => documentClient().send(command, o))) !== undefined;
        } catch (err) {
          if (err instanceof ConditionalCheckFailedException) return false;
          throw err;
        }
      };
      /** The pack as stored now (version 0: none), or undefined when it is late. */
      const readPack = async (start: number): Promise<StoredPack | undefined> => {
        const known = packsRead.get(start);
        if (known) {
          packsRead.delete(start);
          return { version: known.version, days: new Map(known.days) };
        }
        const out = await call((o) =>
          documentClient().send(
            new GetCommand({
              TableName: table,
              Key: { [K.partitionKey]: pk, [K.sortKey]: start },
              ConsistentRead: true,
            }),
            o,
          ),
        );
        return (
          out && {
            version: Number(out.Item?.[VERSION] ?? 0),
            days: decodePack(start, String(out.Item?.[PACK_FIELD] ?? '')),
          }
        );
      };
      const writePack = async (start: number, writes: readonly DayWrite[]) => {
        for (let attempt = 0; attempt < PACK_ATTEMPTS; attempt++) {
          const stored = await readPack(start);
          if (!stored) return;
          const fresh = writes.filter((w) => (stored.days.get(w.start)?.rev ?? 0) < w.rev);
          if (!fresh.length) return;
          for (const w of fresh)
            stored.days.set(w.start, { rev: w.rev, summary: w.summary ? { ...w.summary, start: w.start } : null });
          const written = await put(
            new PutCommand({
              TableName: table,
              Item: {
                [K.partitionKey]: pk,
                [K.sortKey]: start,
                [PACK_FIELD]: encodePack(start, stored.days),
                [VERSION]: stored.version + 1,
              },
              ...onlyOver(VERSION, stored.version),
            }),
          );
          // Not written and not late: another writer changed the pack since it was read.
          if (written || late) return;
        }
        late = true;
      };
      const written: DayWrite[] = [];
      await forEachLimit(days, PARALLEL_WRITES, async ({ start, rev, hours, summary, summaryOnly }) => {
        if (summaryOnly) {
          written.push({ start, rev, summary });
          return;
        }
        const hoursWritten = await put(
          new PutCommand({
            TableName: table,
            Item: {
              [K.partitionKey]: hk,
              [K.sortKey]: start,
              [HOURS_FIELD]: encodeHours(start, hours),
              [REV]: rev + 1,
            },
            ...onlyOver(REV, rev),
          }),
        );
        if (hoursWritten) written.push({ start, rev: rev + 1, summary });
        else if (!late) conflicts.push(start);
      });
      const byPack = new Map<number, DayWrite[]>();
      for (const w of written) {
        const start = bucketOf(w.start, PACK_MS);
        byPack.set(start, [...(byPack.get(start) ?? []), w]);
      }
      if (!late) await forEachLimit([...byPack], PARALLEL_WRITES, ([start, writes]) => writePack(start, writes));
      if (late) throw new UnwrittenAggregatesError(series);
      return conflicts;
    },
  };
}

/**
 * Delete up to `limit` items of one aggregates partition of a series (throttled deletes retried as ingest's writes
 * are).
 */
export async function purgeAggregatePartition(series: SeriesKey, kind: keyof typeof AGGREGATE_SUFFIX, limit: number) {
  const table = readingsTableName();
  return purgePartition(table, aggregatePartition(series, kind), limit, async (keys) => {
    if (
      (
        await writeAll(
          table,
          keys.map((Key) => ({ DeleteRequest: { Key } })),
          undefined,
        )
      ).length
    )
      throw new Error('DynamoDB kept throttling the aggregates purge');
  });
}

export function dynamoAggregateStore(readings: AggregateIO['readings']): AggregateStore {
  const io = dynamoAggregateIO(readings);
  return {
    range: (series, level, from, to) =>
      level === 'hour' ? readHours(series, from, to, false) : readDaySummaries(series, from, to, false),
    ranges: readRanges,
    refresh: (series, times, opts = {}) => refreshAggregates(io, series, times, opts.deadline),
    refreshAll: (bySeries, opts = {}) => refreshAggregatesOf(io, bySeries, opts.deadline),
    async purge(series, limit) {
      let deleted = 0;
      // Hours, then packs, then days a table from before the packs still holds, from one budget;
      // what is still handed back fails the run (the next one resumes).
      for (const kind of ['hours', 'packs', 'legacyDays'] as const) {
        const part = await purgeAggregatePartition(series, kind, limit - deleted);
        deleted += part.deleted;
        if (!part.exhausted) return { deleted, done: false };
      }
      return { deleted, done: true };
    },
  };
}
