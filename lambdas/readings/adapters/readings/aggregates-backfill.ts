/**
 * The hourly and daily aggregates of readings written before aggregates existed, or before the
 * day summaries were packed (DynamoDB readings store): every series found in the readings table
 * is summarised again from its stored readings, a month at a time (aggregate-refresh.ts, each
 * month read once; hours already right are not written again, only their days packed), and its
 * days in the old one-item-per-day layout deleted. Idempotent: a rerun
 * recomputes the same aggregates from the same readings, so it is also the repair for anything a
 * concurrent write raced. Run: `npm run backfill:aggregates` with AWS credentials and
 * READINGS_TABLE set. The local stack runs it once on an old data folder (backfillAggregatesOnce).
 */
import { GetCommand, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { readingsTableName } from '../../../platform/env';
import { documentClient } from '../../../platform/aws/clients';
import { READINGS_TABLE_KEYS as K } from '../../../platform/aws/table-schema';
import { refreshAggregates } from './aggregate-refresh';
import { bucketOf, DAY_MS } from './aggregates';
import { dynamoReadingsStore } from './dynamodb';
import { dynamoAggregateIO, purgeAggregatePartition } from './dynamodb-aggregates';
import type { SeriesKey } from './port';

/** Readings summarised per step: 30 days of a 2-hourly sensor is 360 readings. */
const WINDOW_MS = 30 * DAY_MS;
/**
 * The item that says this table's aggregates are complete in their current layout (the local
 * stack's migration looks for it). Its partition holds `#`, which no series does, so no read of
 * readings meets it. Sort key 1: day summaries packed (dynamodb-aggregates.ts); a table marked 0
 * (one item per day) is migrated again.
 */
export const AGGREGATES_MARKER = { [K.partitionKey]: '#aggregates', [K.sortKey]: 1 } as const;

/** Every series with readings: partitions without `#` (aggregates and the marker hold one). */
async function allSeries(): Promise<SeriesKey[]> {
  const found = new Set<string>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new ScanCommand({
        TableName: readingsTableName(),
        ProjectionExpression: '#s',
        ExpressionAttributeNames: { '#s': K.partitionKey },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const pk = String(item[K.partitionKey]);
      if (!pk.includes('#')) found.add(pk);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return [...found].sort() as SeriesKey[];
}

/** The time of a series' oldest or newest reading. */
async function edge(series: SeriesKey, newest: boolean): Promise<number | undefined> {
  const page = await documentClient().send(
    new QueryCommand({
      TableName: readingsTableName(),
      KeyConditionExpression: '#s = :s',
      ProjectionExpression: '#t',
      ExpressionAttributeNames: { '#s': K.partitionKey, '#t': K.sortKey },
      ExpressionAttributeValues: { ':s': series },
      ScanIndexForward: !newest,
      Limit: 1,
    }),
  );
  return page.Items?.[0]?.[K.sortKey] as number | undefined;
}

export interface BackfillResult {
  series: number;
  /** Readings read. */
  readings: number;
}

/** Summarise one series' whole history again. Returns the readings it read. */
export async function backfillSeries(series: SeriesKey): Promise<number> {
  const store = dynamoReadingsStore();
  const [first, last] = [await edge(series, false), await edge(series, true)];
  if (first === undefined || last === undefined) return 0;
  let count = 0;
  for (let from = bucketOf(first, DAY_MS); from <= last; from += WINDOW_MS) {
    // Flagged readings too: an hour left with only flagged ones loses its aggregate.
    const readings = await store.range(series, { from, to: from + WINDOW_MS - 1, consistent: true });
    count += readings.length;
    // The month's readings were just read: the refresh takes them from here instead of reading them again.
    const io = dynamoAggregateIO(async (s, a, b) =>
      a >= from && b <= from + WINDOW_MS
        ? readings.filter((r) => r.time >= a && r.time < b)
        : store.range(s, { from: a, to: b - 1, validOnly: true, consistent: true }),
    );
    await refreshAggregates(
      io,
      series,
      readings.map((r) => r.time),
    );
  }
  // The days as a table from before the packs kept them: packed now, so no longer read.
  while (!(await purgeAggregatePartition(series, 'legacyDays', 1_000)).exhausted);
  return count;
}

export async function backfillAggregates(log: (line: string) => void = () => {}): Promise<BackfillResult> {
  const series = await allSeries();
  let readings = 0;
  for (const [i, s] of series.entries()) {
    readings += await backfillSeries(s);
    log(`aggregates: ${i + 1}/${series.length} series (${readings.toLocaleString('en')} readings)`);
  }
  await documentClient().send(
    new PutCommand({
      TableName: readingsTableName(),
      Item: { ...AGGREGATES_MARKER, done_at: new Date().toISOString() },
    }),
  );
  return { series: series.length, readings };
}

/**
 * The local stack's migration: a readings table without the marker (a data folder from before
 * aggregates, or a new table) is backfilled once, then marked. A new table has nothing to read,
 * so this costs a scan of nothing and one write.
 */
export async function backfillAggregatesOnce(
  log: (line: string) => void = () => {},
): Promise<BackfillResult | undefined> {
  const marker = await documentClient().send(
    new GetCommand({ TableName: readingsTableName(), Key: AGGREGATES_MARKER, ConsistentRead: true }),
  );
  if (marker.Item) return undefined;
  return backfillAggregates(log);
}
