/**
 * Wetting events found in a readings series, in the app table, one partition per series
 * (`<sensor id>~<registration>`), as the forecasts are: a freed and re-registered sensor id never
 * reaches the old registration's events, and the purge of a freed series deletes them with one query.
 *   PK EVENTS#<series>  SK AT#<onset, epoch s, 12 digits>  { sensor_id, field_id, onset, peak,
 *                         depth_reached_cm, arrived_mm, detected_kind, answer?, irrigation_id? }
 *   PK EVENTS#<series>  SK CURSOR                          { scanned_to, scanned_from, noise } (epoch s: the newest
 *                         reading looked at, the oldest onset looked for; the depths' noise floors, % VWC, over the longest history looked at)
 * One item per (series, onset): the same readings detected twice write the same item. Detection
 * writes only what it found (SET of those attributes), so the grower's answer survives a re-run.
 */
import { BatchWriteCommand, DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { EventKind } from '@shared/events/schemas';
import { documentClient } from './clients';
import { appTableName } from '../env';
import type { SeriesKey } from './readings/series';

export type DetectedKind = EventKind;

/** What detection writes. */
export interface DetectedEvent {
  sensor_id: string;
  field_id: string;
  onset: number;
  peak: number;
  depth_reached_cm: number;
  arrived_mm: number;
  detected_kind: DetectedKind;
}

/** A stored event: what was detected and the grower's answer (true: an irrigation; false: not). */
export interface StoredEvent extends DetectedEvent {
  answer?: boolean;
  /** The irrigation log entry a Yes made. */
  irrigation_id?: string;
}

const PK_PREFIX = 'EVENTS#';
export const pk = (series: SeriesKey) => `${PK_PREFIX}${series}`;
export const at = (onsetS: number) => `AT#${String(Math.max(0, Math.trunc(onsetS))).padStart(12, '0')}`;
const CURSOR_SK = 'CURSOR';
const DETECTED: readonly (keyof DetectedEvent)[] = ['sensor_id', 'field_id', 'onset', 'peak', 'depth_reached_cm', 'arrived_mm', 'detected_kind'];
const STORED: readonly (keyof StoredEvent)[] = [...DETECTED, 'answer', 'irrigation_id'];

const toEvent = (item: Record<string, unknown>): StoredEvent =>
  Object.fromEntries(STORED.filter((k) => item[k] !== undefined).map((k) => [k, item[k]])) as unknown as StoredEvent;

/** The series' events with onsets from `fromS` to `toS` (inclusive), oldest first. */
export async function listEvents(series: SeriesKey, fromS: number, toS: number): Promise<StoredEvent[]> {
  const found: StoredEvent[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: appTableName(),
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
        ExpressionAttributeValues: { ':pk': pk(series), ':lo': at(fromS), ':hi': at(toS) },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) found.push(toEvent(item));
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}

export async function getEvent(series: SeriesKey, onsetS: number): Promise<StoredEvent | undefined> {
  const out = await documentClient().send(new GetCommand({ TableName: appTableName(), Key: { PK: pk(series), SK: at(onsetS) }, ConsistentRead: true }));
  return out.Item && toEvent(out.Item);
}

/** Write what detection found for an event (its answer, if any, is left as it is). */
export async function upsertEvent(series: SeriesKey, e: DetectedEvent): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: appTableName(),
      Key: { PK: pk(series), SK: at(e.onset) },
      UpdateExpression: `SET ${DETECTED.map((_, i) => `#d${i} = :d${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(DETECTED.map((k, i) => [`#d${i}`, k])),
      ExpressionAttributeValues: Object.fromEntries(DETECTED.map((k, i) => [`:d${i}`, e[k]])),
    }),
  );
}

/** Delete an event detection no longer finds (never one the grower answered). */
export async function dropUnansweredEvent(series: SeriesKey, onsetS: number): Promise<void> {
  try {
    await documentClient().send(
      new DeleteCommand({ TableName: appTableName(), Key: { PK: pk(series), SK: at(onsetS) }, ConditionExpression: 'attribute_not_exists(answer)' }),
    );
  } catch (err) {
    if (!(err instanceof ConditionalCheckFailedException)) throw err;
  }
}

/** Record the grower's answer; answers the event after the write, or undefined when it is gone. */
export async function setAnswer(series: SeriesKey, onsetS: number, answer: boolean): Promise<StoredEvent | undefined> {
  try {
    const out = await documentClient().send(
      new UpdateCommand({
        TableName: appTableName(),
        Key: { PK: pk(series), SK: at(onsetS) },
        UpdateExpression: 'SET answer = :a',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':a': answer },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes && toEvent(out.Attributes);
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return undefined;
    throw err;
  }
}

/** The log entry a Yes made (null: none now). */
export async function setIrrigationId(series: SeriesKey, onsetS: number, irrigationId: string | null): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: appTableName(),
      Key: { PK: pk(series), SK: at(onsetS) },
      UpdateExpression: irrigationId ? 'SET irrigation_id = :i' : 'REMOVE irrigation_id',
      ...(irrigationId ? { ExpressionAttributeValues: { ':i': irrigationId } } : {}),
    }),
  );
}

/** What a series' detection carries from one run to the next. */
export interface EventCursor {
  /** Epoch s: the newest reading looked at. */
  scannedTo: number;
  /** Epoch s: onsets from it on were looked for (readings older than it came later, or lie before the first run). */
  scannedFrom: number;
  /** Per depth (cm, as text keys) the noise floor, % VWC, measured over the longest history looked at so far. */
  noise?: Record<string, number>;
}

function cursorOf(item: Record<string, unknown>): EventCursor | undefined {
  if (typeof item.scanned_to !== 'number') return undefined;
  const noise = item.noise as Record<string, number> | undefined;
  const from = typeof item.scanned_from === 'number' ? item.scanned_from : item.scanned_to;
  return { scannedTo: item.scanned_to, scannedFrom: from, ...(noise && typeof noise === 'object' ? { noise } : {}) };
}

/**
 * Write the cursor; its newest reading never goes back (of two runs at once, the later one's
 * stands). `force` writes it whatever is stored: a rescan's, over the whole history, wins.
 */
export async function saveCursor(series: SeriesKey, cursor: EventCursor, force = false): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: appTableName(),
        Key: { PK: pk(series), SK: CURSOR_SK },
        UpdateExpression: cursor.noise ? 'SET scanned_to = :t, scanned_from = :f, noise = :n' : 'SET scanned_to = :t, scanned_from = :f',
        ...(force ? {} : { ConditionExpression: 'attribute_not_exists(scanned_to) OR scanned_to <= :t' }),
        ExpressionAttributeValues: { ':t': cursor.scannedTo, ':f': cursor.scannedFrom, ...(cursor.noise ? { ':n': cursor.noise } : {}) },
      }),
    );
  } catch (err) {
    if (!(err instanceof ConditionalCheckFailedException)) throw err;
  }
}

/**
 * The series' events with onsets from `fromS` on and its cursor, in one query: the cursor's key
 * (CURSOR) sorts after every event's (AT#…), so the range up to it holds both.
 */
export async function eventsAndCursor(series: SeriesKey, fromS: number): Promise<{ events: StoredEvent[]; cursor: EventCursor | undefined }> {
  const events: StoredEvent[] = [];
  let cursor: EventCursor | undefined;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: appTableName(),
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
        ExpressionAttributeValues: { ':pk': pk(series), ':lo': at(fromS), ':hi': CURSOR_SK },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      if (item.SK === CURSOR_SK) cursor = cursorOf(item);
      else events.push(toEvent(item));
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return { events, cursor };
}

/** Delete up to `limit` items of a series' events partition (a freed registration's); done when none is left. */
export async function purgeEvents(series: SeriesKey, limit: number): Promise<{ deleted: number; done: boolean }> {
  const page = await documentClient().send(
    new QueryCommand({
      TableName: appTableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': pk(series) },
      ProjectionExpression: 'PK, SK',
      Limit: Math.max(1, Math.min(limit, 1000)),
      ConsistentRead: true,
    }),
  );
  const items = page.Items ?? [];
  for (let i = 0; i < items.length; i += 25) {
    let left: Record<string, unknown>[] = items.slice(i, i + 25).map((it) => ({ DeleteRequest: { Key: { PK: it.PK, SK: it.SK } } }));
    for (let attempt = 0; left.length; attempt++) {
      if (attempt > 8) throw new Error('DynamoDB kept throttling an events purge');
      if (attempt) await new Promise((r) => setTimeout(r, Math.random() * Math.min(1_000, 25 * 2 ** attempt)));
      const res = await documentClient().send(new BatchWriteCommand({ RequestItems: { [appTableName()]: left as never } }));
      left = (res.UnprocessedItems?.[appTableName()] ?? []) as Record<string, unknown>[];
    }
  }
  return { deleted: items.length, done: !page.LastEvaluatedKey };
}
