/**
 * Changes made offline, kept in IndexedDB per person until they are sent: an irrigation logged, or
 * notifications marked read. Sent in the order they were made when the network returns
 * (lib/pwa/offline-cache.tsx), each removed once the server accepted it. Sending one twice (a
 * reload during a send whose answer was lost, two tabs) does no harm: an irrigation carries its
 * client_key, so the server stores it once; marking read again changes nothing.
 */
import type { IrrigationCreateFields } from '@shared/irrigation/log';
import type { MarkReadInput } from '@shared/alerts/notifications';
import { offlineKv } from './kv';

interface Queued {
  /** Also the irrigation's client_key. */
  id: string;
  queuedAt: number;
  /** The shared farm it was made in (null: the person's own farms): sent only while that farm is chosen. */
  farmId: string | null;
}
export type QueuedChange =
  | (Queued & { kind: 'irrigation'; zoneId: string; body: IrrigationCreateFields & { client_key: string } })
  | (Queued & { kind: 'markRead'; body: MarkReadInput });

/** Whose queue is open: set at sign-in and start (offline-cache.tsx), cleared at sign-out. */
let owner: string | null = null;
const listeners = new Set<() => void>();
let snapshot: readonly QueuedChange[] = [];

export const queueKey = (user: string): string => `queue:${JSON.stringify([user])}`;

async function read(user: string): Promise<QueuedChange[]> {
  return (await offlineKv().get<QueuedChange[]>(queueKey(user))) ?? [];
}

async function write(user: string, items: QueuedChange[]): Promise<void> {
  if (items.length) await offlineKv().set(queueKey(user), items);
  else await offlineKv().del(queueKey(user));
  if (user === owner) publish(items);
}

function publish(items: readonly QueuedChange[]): void {
  snapshot = items;
  for (const l of listeners) l();
}

export async function openQueue(user: string | null): Promise<void> {
  owner = user;
  publish(user ? await read(user) : []);
}

export const queueOwner = (): string | null => owner;

/** A fresh id (and irrigation client_key): a UUID, which the server's client_key rule accepts. */
export const newChangeId = (): string => crypto.randomUUID();

/** Waiting to be sent: the open person's queue, for "waiting to send" labels. */
export const queuedChanges = (): readonly QueuedChange[] => snapshot;

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function enqueue(change: QueuedChange): Promise<void> {
  if (!owner) throw new Error('Nobody is signed in: nothing can be kept to send later.');
  const user = owner;
  await write(user, [...(await read(user)), change]);
}

/** What a send's failure means for the change. */
export type SendOutcome = 'sent' | 'offline' | 'refused';

let flushing: Promise<number> | null = null;

/**
 * Send the open person's changes of the farm chosen now, oldest first. A change the server refused
 * (a 4xx: the zone was deleted meanwhile, say) is dropped and reported; a network failure stops the
 * run, the rest waits for the next. Answers how many were sent. One run at a time per tab.
 */
export function flushQueue(
  farmId: string | null,
  send: (change: QueuedChange) => Promise<SendOutcome>,
  onRefused: (change: QueuedChange) => void = () => {},
): Promise<number> {
  flushing ??= (async () => {
    const user = owner;
    let sent = 0;
    if (!user) return sent;
    for (const change of await read(user)) {
      if (change.farmId !== farmId) continue;
      const outcome = await send(change);
      if (outcome === 'offline') break;
      if (outcome === 'refused') onRefused(change);
      else sent += 1;
      if (owner !== user) break; // signed out meanwhile: the queue is gone
      await write(
        user,
        (await read(user)).filter((c) => c.id !== change.id),
      );
    }
    return sent;
  })().finally(() => (flushing = null));
  return flushing;
}
