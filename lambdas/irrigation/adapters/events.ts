/**
 * Wetting events found in a readings series, in the app table, one partition per series
 * (`<sensor id>~<registration>`), as the forecasts are: a freed and re-registered sensor id never
 * reaches the old registration's events, and the purge of a freed series deletes them with one query.
 *   PK EVENTS#<series>  SK AT#<onset, epoch s, 12 digits>  { sensor_id, field_id, onset, peak,
 *                         depth_reached_cm, arrived_mm, detected_kind, answer?, irrigation_id? }
 *   PK EVENTS#<series>  SK CURSOR  { scanned_to, scanned_from, noise, newest_onset }
 *                         (epoch s: the newest reading looked at, the oldest onset looked for; the
 *                         depths' noise floors, % VWC, over the longest history looked at; no event's
 *                         onset is later than newest_onset, so a run that finds nothing after it
 *                         reads no events)
 *   PK EVENTS#<series>  SK SCANNED  { scanned_to } the newest reading looked at, when a run moved
 *                         nothing else on: the runs of a batch write theirs in one BatchWriteItem
 *                         (the cursor's is the later of the two)
 * One item per (series, onset): the same readings detected twice write the same item. Detection
 * writes only what it found (SET of those attributes), so the grower's answer survives a re-run.
 */
import { BatchGetCommand, DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { EventKind } from '@shared/events/schemas';
import { documentClient } from '../../platform/aws/clients';
import { appTableName } from '../../platform/env';
import { untilProcessed, writeAll } from '../../platform/aws/dynamodb-batch';
import type { SeriesKey } from '../../sensors';
import { purgePartition, queryBetween } from '../../platform/aws/items';

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
const SCANNED_SK = 'SCANNED';
const DETECTED: readonly (keyof DetectedEvent)[] = [
  'sensor_id',
  'field_id',
  'onset',
  'peak',
  'depth_reached_cm',
  'arrived_mm',
  'detected_kind',
];
const STORED: readonly (keyof StoredEvent)[] = [...DETECTED, 'answer', 'irrigation_id'];

const toEvent = (item: Record<string, unknown>): StoredEvent =>
  Object.fromEntries(STORED.filter((k) => item[k] !== undefined).map((k) => [k, item[k]])) as unknown as StoredEvent;

/** The series' events with onsets from `fromS` to `toS` (inclusive), oldest first. */
export const listEvents = async (series: SeriesKey, fromS: number, toS: number): Promise<StoredEvent[]> =>
  (await queryBetween(pk(series), at(fromS), at(toS))).map(toEvent);

export async function getEvent(series: SeriesKey, onsetS: number): Promise<StoredEvent | undefined> {
  const out = await documentClient().send(
    new GetCommand({ TableName: appTableName(), Key: { PK: pk(series), SK: at(onsetS) }, ConsistentRead: true }),
  );
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
      new DeleteCommand({
        TableName: appTableName(),
        Key: { PK: pk(series), SK: at(onsetS) },
        ConditionExpression: 'attribute_not_exists(answer)',
      }),
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
  /** Epoch s: no stored event has a later onset (unknown on cursors written before it was kept). */
  newestOnset?: number;
}

function cursorOf(item: Record<string, unknown>): EventCursor | undefined {
  if (typeof item.scanned_to !== 'number') return undefined;
  const noise = item.noise as Record<string, number> | undefined;
  const from = typeof item.scanned_from === 'number' ? item.scanned_from : item.scanned_to;
  return {
    scannedTo: item.scanned_to,
    scannedFrom: from,
    ...(noise && typeof noise === 'object' ? { noise } : {}),
    ...(typeof item.newest_onset === 'number' ? { newestOnset: item.newest_onset } : {}),
  };
}

/**
 * Write the cursor; its newest reading never goes back (of two runs at once, the later one's
 * stands). `force` writes it whatever is stored: a rescan's, over the whole history, wins.
 * `newestOnsetBound` (no stored event's onset is later) is written only where none is kept yet:
 * once kept, raiseNewestOnset keeps it up as events are written.
 */
export async function saveCursor(
  series: SeriesKey,
  cursor: EventCursor,
  force = false,
  newestOnsetBound?: number,
): Promise<void> {
  const sets = [
    'scanned_to = :t',
    'scanned_from = :f',
    ...(cursor.noise ? ['noise = :n'] : []),
    ...(newestOnsetBound === undefined ? [] : ['newest_onset = if_not_exists(newest_onset, :o)']),
  ];
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: appTableName(),
        Key: { PK: pk(series), SK: CURSOR_SK },
        UpdateExpression: `SET ${sets.join(', ')}`,
        ...(force ? {} : { ConditionExpression: 'attribute_not_exists(scanned_to) OR scanned_to <= :t' }),
        ExpressionAttributeValues: {
          ':t': cursor.scannedTo,
          ':f': cursor.scannedFrom,
          ...(cursor.noise ? { ':n': cursor.noise } : {}),
          ...(newestOnsetBound === undefined ? {} : { ':o': newestOnsetBound }),
        },
      }),
    );
  } catch (err) {
    if (!(err instanceof ConditionalCheckFailedException)) throw err;
  }
}

/**
 * Before events are written: raise the cursor's newest onset to the latest of theirs, where one
 * is kept (where none is, every run reads the events, and its cursor then records one).
 */
export async function raiseNewestOnset(series: SeriesKey, onsetS: number): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: appTableName(),
        Key: { PK: pk(series), SK: CURSOR_SK },
        UpdateExpression: 'SET newest_onset = :o',
        ConditionExpression: 'newest_onset < :o',
        ExpressionAttributeValues: { ':o': onsetS },
      }),
    );
  } catch (err) {
    if (!(err instanceof ConditionalCheckFailedException)) throw err;
  }
}

/** BatchGetItem takes at most 100 keys a call. */
const GET_BATCH = 100;

/**
 * The cursors of these series (consistent reads, in BatchGetItem calls of up to 100 keys); a series with none is
 * absent.
 */
export async function getCursors(series: readonly SeriesKey[]): Promise<Map<SeriesKey, EventCursor>> {
  const unique = [...new Set(series)];
  const bySeries = new Map(unique.map((s) => [pk(s), s]));
  const cursors = new Map<SeriesKey, EventCursor>();
  const scanned = new Map<SeriesKey, number>();
  const table = appTableName();
  const keys = unique.flatMap((s) => [CURSOR_SK, SCANNED_SK].map((sk) => ({ PK: pk(s), SK: sk })));
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < keys.length; i += GET_BATCH) chunks.push(keys.slice(i, i + GET_BATCH));
  await Promise.all(
    chunks.map(async (chunk) => {
      const left = await untilProcessed(
        chunk,
        async (ask, abort) => {
          const res = await documentClient().send(
            new BatchGetCommand({ RequestItems: { [table]: { Keys: ask, ConsistentRead: true } } }),
            abort,
          );
          for (const item of res.Responses?.[table] ?? []) {
            const s = bySeries.get(item.PK as string);
            if (s === undefined) continue;
            if (item.SK === SCANNED_SK && typeof item.scanned_to === 'number') scanned.set(s, item.scanned_to);
            const cursor = item.SK === CURSOR_SK ? cursorOf(item) : undefined;
            if (cursor) cursors.set(s, cursor);
          }
          return (res.UnprocessedKeys?.[table]?.Keys ?? []) as Record<string, unknown>[];
        },
        undefined,
      );
      if (left.length) throw new Error('DynamoDB kept throttling an events cursor read');
    }),
  );
  for (const [s, cursor] of cursors) cursor.scannedTo = Math.max(cursor.scannedTo, scanned.get(s) ?? 0);
  return cursors;
}

/**
 * Move on the newest reading looked at of series whose runs changed nothing else in their
 * cursors, in BatchWriteItem calls of 25. Unconditional: of two runs at once the earlier one's
 * can stand, and the next run then looks at a few readings again (the same events).
 */
export async function saveScannedTo(scanned: readonly { series: SeriesKey; scannedTo: number }[]): Promise<void> {
  const unwritten = await writeAll(
    appTableName(),
    scanned.map((c) => ({ PutRequest: { Item: { PK: pk(c.series), SK: SCANNED_SK, scanned_to: c.scannedTo } } })),
    undefined,
  );
  if (unwritten.length) throw new Error('DynamoDB kept throttling an events cursor write');
}

/** Delete up to `limit` items of a series' events partition (a freed registration's); done when none is left. */
export const purgeEvents = (series: SeriesKey, limit: number) =>
  purgePartition(pk(series), limit, 'DynamoDB kept throttling an events purge');
