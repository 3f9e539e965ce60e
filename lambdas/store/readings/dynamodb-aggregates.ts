/**
 * The DynamoDB readings store's hourly and daily aggregates (aggregates.ts), in the readings table
 * itself: partition `<series>#h` (hours) or `<series>#d` (days), sort key the bucket's start (UTC,
 * epoch ms). A series never holds `#` (series.ts), so these partitions meet no series, and a range
 * read of readings never sees them; they carry no `valid_series`, so the ValidByTime index never
 * holds them. A long chart range reads a few hundred of them instead of every reading.
 *
 * Values travel in one compact text attribute, `a` = count, mean time less the bucket's start,
 * then for each of cap50, cap100, cap150 (calibrated), temperature, battery: count, mean, min,
 * max (four empty slots when no reading had the value), comma-separated, as the readings' `v`
 * does (fewer typed values to decode).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../clients';
import { readingsTableName } from '../../env';
import { READINGS_TABLE_KEYS as K } from '../table-schema';
import { refreshAggregates, type AggregateIO } from './aggregate-refresh';
import { AGGREGATE_VALUES, type Aggregate, type AggregateLevel, type ValueStats } from './aggregates';
import { writeAll, type WriteRequest } from './dynamodb-batch';
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

async function readAggregates(series: SeriesKey, level: AggregateLevel, from: number, to: number, consistent: boolean): Promise<Aggregate[]> {
  const out: Aggregate[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: readingsTableName(),
        KeyConditionExpression: '#s = :s AND #t BETWEEN :from AND :to',
        ExpressionAttributeNames: { '#s': K.partitionKey, '#t': K.sortKey },
        ExpressionAttributeValues: { ':s': aggregatePartition(series, level), ':from': from, ':to': to - 1 },
        ...(consistent ? { ConsistentRead: true } : {}),
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) out.push(decodeAggregate(item[K.sortKey] as number, String(item.a ?? '')));
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}

/** What the refresh reads and writes; `readings` gives a series' valid readings in [from, to), strongly consistent. */
export function dynamoAggregateIO(readings: AggregateIO['readings']): AggregateIO {
  return {
    readings,
    read: (series, level, from, to) => readAggregates(series, level, from, to, true),
    async write(series, level, put, remove, deadline) {
      const pk = aggregatePartition(series, level);
      const requests: WriteRequest[] = [
        ...put.map((a) => ({ PutRequest: { Item: { [K.partitionKey]: pk, [K.sortKey]: a.start, a: encodeAggregate(a) } } })),
        ...remove.map((start) => ({ DeleteRequest: { Key: { [K.partitionKey]: pk, [K.sortKey]: start } } })),
      ];
      if ((await writeAll(readingsTableName(), requests, deadline)).length) throw new UnwrittenAggregatesError(series);
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
      // Hours, then days; each call starts again from what is left, so a rerun finishes the job.
      for (const level of ['hour', 'day'] as const) {
        const pk = aggregatePartition(series, level);
        while (deleted < limit) {
          const page = await documentClient().send(
            new QueryCommand({
              TableName: table(),
              KeyConditionExpression: '#s = :s',
              ProjectionExpression: '#s, #t',
              ExpressionAttributeNames: { '#s': K.partitionKey, '#t': K.sortKey },
              ExpressionAttributeValues: { ':s': pk },
              Limit: Math.min(limit - deleted, 500),
            }),
          );
          const keys = page.Items ?? [];
          if ((await writeAll(table(), keys.map((Key) => ({ DeleteRequest: { Key } })), undefined)).length) throw new Error('DynamoDB kept throttling the aggregates purge');
          deleted += keys.length;
          if (!page.LastEvaluatedKey) break;
        }
        if (deleted >= limit) return { deleted, done: false };
      }
      return { deleted, done: true };
    },
  };
}
