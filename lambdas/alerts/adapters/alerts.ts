/**
 * Alert state and notification history, in the app table:
 *   state         PK USER#<user>   SK ALERT#<kind>:<sensor or gateway id>
 *                 { key, kind, active, gen, since, noted, note } — `gen` counts its transitions
 *   notification  PK USER#<user>   SK NOTE#<created_at, 15 digits>#<key>#<gen>
 *                 { id, kind, phase, title, body, path, …, channels, pending, read_at, ttl }
 *                 kept a year (`ttl`): the page shows the newest few hundred, so older ones
 *                 would only grow the table
 *   outbox        PK ALERT_OUTBOX  SK <note id>#<user>   (a notification with sends still to do;
 *                 `owner` when the user is a member of the owner's farm: the owner's plan decides)
 * A transition's notification goes to the owner and, for a shared farm, to each member who receives
 * its kind: the state carries the owner's `note` and each member's `copies` (user and channels), and
 * each recipient's notification is written under that recipient with the same id.
 * No transactions (dynalite has none), so the order of the writes makes a crash harmless: the
 * state flips first (conditional on its `gen`: two evaluations at once flip it once), carrying
 * the notification it calls for and `noted: false`; then the outbox entry, then the
 * notification (conditional: written once), then `noted: true`. Whoever reads a state still
 * `noted: false` finishes those steps (the scheduled run does), so no transition loses its message
 * and none is sent twice.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AlertChannel, AlertKind, AlertPhase, NotificationKind } from '@shared/alerts/kinds';
import { appTableName } from '../../platform/env';
import { documentClient } from '../../platform/aws/clients';
import { deleteItem, getItem, keys, putItem, queryPrefix, updateIf } from '../../platform/aws/items';
import { ALERT_OUTBOX_PK, APP_TABLE_TTL_ATTRIBUTE } from '../../platform/aws/table-schema';

export interface StoredNotification {
  id: string;
  key: string;
  kind: NotificationKind;
  phase: AlertPhase;
  title: string;
  body: string;
  path: string;
  sms: string;
  email: string;
  field_id?: string;
  sensor_id?: string;
  gateway_id?: string;
  /** On a member's copy: the shared farm it is about (the app opens it in that farm). */
  farm_id?: string;
  created_at: number;
  /** Every channel it goes out on (in-app: it shows on the notifications page). */
  channels: AlertChannel[];
  /** SMS and e-mail still to send (retried by the scheduled run). */
  pending: AlertChannel[];
  /** Channels that were given up on after repeated failures. */
  failed?: AlertChannel[];
  attempts?: number;
  read_at?: number;
}

/** An alert's words as one recipient reads them (their language and units). */
export interface NoteText {
  title: string;
  body: string;
  sms: string;
  email: string;
}

/**
 * A member's copy of a transition's notification: the same message, by the member's channels, in
 * the member's words when their language or units differ from the owner's (`text`; else the note's).
 */
export interface NoteCopy {
  user: string;
  farm_id: string;
  channels: AlertChannel[];
  text?: NoteText;
}

export interface AlertState {
  key: string;
  kind: AlertKind;
  active: boolean;
  gen: number;
  /** When the current phase began (epoch ms). */
  since: number;
  /** False while the notification of the last transition may not be written yet. */
  noted: boolean;
  note?: StoredNotification;
  /** The members of the farm the note also goes to, each by their own channels (none: only the owner). */
  copies?: NoteCopy[];
  sensor_id?: string;
  gateway_id?: string;
}

const STATE = 'ALERT#';
const NOTE = 'NOTE#';
const OUTBOX = ALERT_OUTBOX_PK;

/** A notification's id: its time first, so ids sort as the history does. */
export const noteId = (createdAt: number, key: string, gen: number) =>
  `${String(Math.max(0, Math.trunc(createdAt))).padStart(15, '0')}#${key}#${gen}`;

export const listAlertStates = (userName: string) => queryPrefix<AlertState>(keys.user(userName), STATE);

/**
 * Flip a subject's state to `next` (a new transition): a new state only if none exists, an
 * existing one only while its `gen` is still `previousGen`. False when another evaluation flipped
 * it first, so only one of them sends.
 */
export async function flipState(userName: string, previousGen: number | undefined, next: AlertState): Promise<boolean> {
  if (previousGen === undefined)
    return putItem({ PK: keys.user(userName), SK: `${STATE}${next.key}`, ...next }, { onlyIfNew: true });
  const entries = Object.entries(next).filter(([k, v]) => v !== undefined && k !== 'key');
  const names: Record<string, string> = { '#gen': 'gen' };
  const values: Record<string, unknown> = { ':prev': previousGen };
  const sets = entries.map(([k, v], i) => {
    names[`#a${i}`] = k;
    values[`:v${i}`] = v;
    return `#a${i} = :v${i}`;
  });
  const out = await updateIf(keys.user(userName), `${STATE}${next.key}`, {
    update: `SET ${sets.join(', ')}`,
    condition: 'attribute_exists(PK) AND #gen = :prev',
    names,
    values,
  });
  return Boolean(out);
}

/** After the notification is written: the state's transition is complete. */
export const markNoted = (userName: string, key: string, gen: number) =>
  updateIf(keys.user(userName), `${STATE}${key}`, {
    update: 'SET noted = :t REMOVE note, copies',
    condition: 'gen = :g',
    values: { ':t': true, ':g': gen },
  }).then(Boolean);

/** How long a notification is kept (DynamoDB's TTL deletes it some time after; the emulators keep it). */
export const NOTIFICATION_KEEP_S = 365 * 86_400;

/** Write a notification once (false: it exists already). */
export const putNotification = (userName: string, note: StoredNotification) =>
  putItem(
    {
      PK: keys.user(userName),
      SK: `${NOTE}${note.id}`,
      ...note,
      [APP_TABLE_TTL_ATTRIBUTE]: Math.ceil(note.created_at / 1000) + NOTIFICATION_KEEP_S,
    },
    { onlyIfNew: true },
  );

export const getNotification = (userName: string, id: string) =>
  getItem<StoredNotification>(keys.user(userName), `${NOTE}${id}`);

/** The newest `limit` notifications of a user, newest first. */
export async function listNotifications(userName: string, limit: number): Promise<StoredNotification[]> {
  const out: StoredNotification[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: appTableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': keys.user(userName), ':sk': NOTE },
        ScanIndexForward: false,
        ConsistentRead: true,
        Limit: limit - out.length,
        ExclusiveStartKey: start,
      }),
    );
    for (const { PK: _pk, SK: _sk, ...item } of page.Items ?? []) out.push(item as StoredNotification);
    start = page.LastEvaluatedKey;
  } while (start && out.length < limit);
  return out;
}

/** Mark one notification read (false when there is no such notification of this user). */
export const markNotificationRead = (userName: string, id: string, at: number) =>
  updateIf(keys.user(userName), `${NOTE}${id}`, {
    update: 'SET read_at = if_not_exists(read_at, :at)',
    condition: 'attribute_exists(PK)',
    values: { ':at': at },
  }).then(Boolean);

/** What is left to send of a notification, and how many tries so far. */
export const setDelivery = (
  userName: string,
  id: string,
  pending: AlertChannel[],
  failed: AlertChannel[],
  attempts: number,
) =>
  updateIf(keys.user(userName), `${NOTE}${id}`, {
    update: 'SET pending = :p, failed = :f, attempts = :a',
    condition: 'attribute_exists(PK)',
    values: { ':p': pending, ':f': failed, ':a': attempts },
  }).then(Boolean);

export interface OutboxEntry {
  user: string;
  note_id: string;
  at: number;
  /** Set when `user` receives it as a member of this owner's farm. */
  owner?: string;
}

export const putOutboxEntry = (entry: OutboxEntry) =>
  putItem({ PK: OUTBOX, SK: `${entry.note_id}#${entry.user}`, ...entry });
export const deleteOutboxEntry = (entry: Pick<OutboxEntry, 'user' | 'note_id'>) =>
  deleteItem(OUTBOX, `${entry.note_id}#${entry.user}`);
/** Notifications with sends still to do, oldest first. */
export const listOutbox = () => queryPrefix<OutboxEntry>(OUTBOX, '');
