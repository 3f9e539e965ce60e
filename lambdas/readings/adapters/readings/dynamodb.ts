/**
 * DynamoDB readings store: table `READINGS_TABLE`, partition = series (attribute
 * `sensor_id`, see table-schema.ts), sort time (ms). Writes go
 * in BatchWriteItem chunks of 25, a few at once; a put of the same key is an overwrite, which makes
 * ingest idempotent. What DynamoDB hands back unprocessed (throttling) is retried after a jittered
 * wait, never past the caller's deadline: what is still unwritten then is thrown back
 * (UnwrittenReadingsError) for the gateway to send again, instead of the function timing out.
 * Range reads are key-condition queries, so their cost follows the range asked for, never the
 * data stored. The series' hourly and daily aggregates live in the same table, in partitions of
 * their own (dynamodb-aggregates.ts).
 */
import { BatchWriteCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { forEachLimit } from '@shared/concurrency';
import { documentClient } from '../../../platform/aws/clients';
import { readingsTableName } from '../../../platform/env';
import { READINGS_TABLE_KEYS as K } from '../../../platform/aws/table-schema';
import { dynamoAggregateStore } from './dynamodb-aggregates';
import { purgePartition } from './dynamodb-purge';
import { BATCH, PARALLEL_WRITES, writeAll } from '../../../platform/aws/dynamodb-batch';
import {
  isValidReading,
  UnwrittenReadingsError,
  type RangeQuery,
  type Reading,
  type ReadingsStore,
  type SeriesKey,
} from './port';
import { sensorIdOf } from '../../../sensors';

export { retryDelayMs } from '../../../platform/aws/dynamodb-batch';

/**
 * The values travel in one compact text attribute, `v` = raw at 10, 50, 100 cm, temperature,
 * battery_vol | calibrated at 10, 50, 100 cm | temperature | battery_vol, comma-separated with
 * an empty slot for null (the slots are positions, so no depth name is stored). Reading a year
 * for a field is 50,000+ items, and the cost of a read (in DynamoDB's item size and in decoding,
 * which dominated our local profile) follows the number of typed attribute values: one string
 * instead of a dozen numbers in nested maps cuts it by half. The key, flags and validity stay
 * plain attributes, so queries and filters still work.
 */
const V_FIELDS = 10;
const num = (v: number | null) => (v === null ? '' : String(v));
const val = (s: string | undefined) => (s === undefined || s === '' ? null : Number(s));

export const toItem = (r: Reading) => ({
  [K.partitionKey]: r.series,
  [K.sortKey]: r.time,
  v: [
    r.raw.at10cm,
    r.raw.at50cm,
    r.raw.at100cm,
    r.raw.temperature,
    r.raw.battery_vol,
    r.calibrated.at10cm,
    r.calibrated.at50cm,
    r.calibrated.at100cm,
    r.temperature,
    r.battery_vol,
  ]
    .map(num)
    .join(','),
  ...(r.flags.length ? { flags: r.flags.join(',') } : {}),
  valid: isValidReading(r.flags),
  // Only valid readings enter the sparse index that `latest` asks (a put replaces the whole item,
  // so a reading recalibrated into a flagged one leaves the index).
  ...(isValidReading(r.flags) ? { [K.validIndex.partitionKey]: r.series } : {}),
  received_at: r.receivedAt,
  ...(r.payload ? { payload: r.payload } : {}),
});

export const fromItem = (item: Record<string, unknown>): Reading => {
  const v = String(item.v ?? '').split(',');
  if (v.length !== V_FIELDS)
    throw new Error(
      `Readings item ${String(item[K.partitionKey])}@${String(item[K.sortKey])} has a malformed value list`,
    );
  const flags = typeof item.flags === 'string' && item.flags ? (item.flags.split(',') as Reading['flags']) : [];
  const series = item[K.partitionKey] as SeriesKey;
  return {
    series,
    sensorId: sensorIdOf(series),
    time: item[K.sortKey] as number,
    raw: { at10cm: val(v[0]), at50cm: val(v[1]), at100cm: val(v[2]), temperature: val(v[3]), battery_vol: val(v[4]) },
    calibrated: { at10cm: val(v[5]), at50cm: val(v[6]), at100cm: val(v[7]) },
    temperature: val(v[8]),
    battery_vol: val(v[9]),
    flags,
    receivedAt: item.received_at as number,
    ...(typeof item.payload === 'string' ? { payload: item.payload } : {}),
  };
};

export function dynamoReadingsStore(): ReadingsStore {
  const table = () => readingsTableName();

  async function query(series: SeriesKey, q: RangeQuery): Promise<Reading[]> {
    const out: Reading[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const input: QueryCommandInput = {
        TableName: table(),
        KeyConditionExpression: '#s = :s AND #t BETWEEN :from AND :to',
        ExpressionAttributeNames: { '#s': K.partitionKey, '#t': K.sortKey, ...(q.validOnly ? { '#v': 'valid' } : {}) },
        ExpressionAttributeValues: {
          ':s': series,
          ':from': q.from,
          ':to': q.to,
          ...(q.validOnly ? { ':true': true } : {}),
        },
        ...(q.validOnly ? { FilterExpression: '#v = :true' } : {}),
        ScanIndexForward: !q.descending,
        ...(q.consistent ? { ConsistentRead: true } : {}),
        ExclusiveStartKey: start,
        ...(q.limit ? { Limit: Math.max(q.limit - out.length, 1) * (q.validOnly ? 2 : 1) } : {}),
      };
      const page = await documentClient().send(new QueryCommand(input));
      for (const item of page.Items ?? []) out.push(fromItem(item));
      start = page.LastEvaluatedKey;
    } while (start && !(q.limit && out.length >= q.limit));
    return q.limit ? out.slice(0, q.limit) : out;
  }

  /** Deletes (the purge): retried while DynamoDB hands some back; the next run resumes anyway. */
  async function deleteChunk(chunk: { DeleteRequest: { Key: Record<string, unknown> } }[]): Promise<void> {
    let requests = chunk;
    for (let attempt = 0; requests.length; attempt++) {
      if (attempt > 8) throw new Error('DynamoDB kept throttling the readings purge');
      const res = await documentClient().send(new BatchWriteCommand({ RequestItems: { [table()]: requests } }));
      requests = (res.UnprocessedItems?.[table()] ?? []) as typeof requests;
      if (requests.length) await new Promise((r) => setTimeout(r, 2 ** attempt * 25));
    }
  }

  return {
    async put(readings, opts = {}) {
      // A few BatchWriteItem calls in flight: a 500-reading ingest batch is 20 calls, and waiting
      // for each in turn would make the gateway's request as slow as their sum.
      const byKey = new Map(readings.map((r) => [`${r.series}@${r.time}`, r]));
      const left = await writeAll(
        table(),
        readings.map((r) => ({ PutRequest: { Item: toItem(r) } })),
        opts.deadline,
      );
      if (left.length)
        throw new UnwrittenReadingsError(
          left.map((q) =>
            byKey.get(`${String(q.PutRequest.Item[K.partitionKey])}@${String(q.PutRequest.Item[K.sortKey])}`)!,
          ),
        );
      return readings.length;
    },
    range: query,
    async latest(series, opts = {}) {
      if (!opts.validOnly) {
        const [newest] = await query(series, { from: 0, to: Number.MAX_SAFE_INTEGER, descending: true, limit: 1 });
        return newest;
      }
      // The sparse index holds valid readings only: one query, whatever run of flagged readings
      // (a dead depth) came after the newest valid one. An index is eventually consistent: a
      // reading stored a moment ago may show a moment later, which a dashboard can live with.
      const page = await documentClient().send(
        new QueryCommand({
          TableName: table(),
          IndexName: K.validIndex.indexName,
          KeyConditionExpression: '#s = :s',
          ExpressionAttributeNames: { '#s': K.validIndex.partitionKey },
          ExpressionAttributeValues: { ':s': series },
          ScanIndexForward: false,
          Limit: 1,
        }),
      );
      const item = page.Items?.[0];
      return item ? fromItem(item) : undefined;
    },
    async purge(series, limit) {
      // Each page's deletes a few chunks at once; a chunk DynamoDB keeps handing back fails the run (the next one
      // resumes).
      const { deleted, exhausted } = await purgePartition(table(), series, limit, async (keys) => {
        const chunks: { DeleteRequest: { Key: Record<string, unknown> } }[][] = [];
        for (let i = 0; i < keys.length; i += BATCH)
          chunks.push(keys.slice(i, i + BATCH).map((Key) => ({ DeleteRequest: { Key } })));
        await forEachLimit(chunks, PARALLEL_WRITES, deleteChunk);
      });
      return { deleted, done: exhausted };
    },
    aggregates: dynamoAggregateStore((series, from, to) =>
      query(series, { from, to: to - 1, validOnly: true, consistent: true }),
    ),
  };
}
