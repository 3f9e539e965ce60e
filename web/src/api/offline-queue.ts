/**
 * Sending the changes kept offline (lib/pwa/queue.ts) through the contract's routes, and keeping a
 * change when the network is not there: the irrigation log and the notifications' "mark read" use
 * `sendOrQueue`, which answers null when the change was queued instead of sent.
 */
import { activeFarm } from '../lib/active-farm';
import { isOnline } from '../lib/pwa/online';
import { enqueue, newChangeId, type QueuedChange, type SendOutcome } from '../lib/pwa/queue';
import { ApiError, call } from './client';

/** A change as its sender makes it (the queue adds when and in which farm): Omit taken per kind. */
type NewChange<C = QueuedChange> = C extends QueuedChange ? Omit<C, 'queuedAt' | 'farmId'> : never;

/** No answer at all (status 0): the network, not the server. */
const isNetworkFailure = (err: unknown) => err instanceof ApiError && err.status === 0;

async function send(change: QueuedChange): Promise<unknown> {
  if (change.kind === 'irrigation')
    return (await call('createIrrigation', { params: { id: change.zoneId }, body: change.body })).data;
  return (await call('markNotificationsRead', { body: change.body })).data;
}

/** For the queue's flush: what became of one change. */
export async function sendQueued(change: QueuedChange): Promise<SendOutcome> {
  try {
    await send(change);
    return 'sent';
  } catch (err) {
    if (isNetworkFailure(err)) return 'offline';
    if (err instanceof ApiError && err.status >= 400 && err.status < 500) return 'refused';
    return 'offline'; // a 5xx: try again later
  }
}

/**
 * Send a change now, or keep it to send when the network returns. Answers the server's answer, or
 * null when queued. A refusal (4xx) is thrown as usual: the form shows it.
 */
export async function sendOrQueue<A>(change: NewChange, sendNow: () => Promise<A>): Promise<A | null> {
  const queue = () =>
    enqueue({ ...change, queuedAt: Date.now(), farmId: activeFarm()?.farmId ?? null } as QueuedChange);
  if (!isOnline()) {
    await queue();
    return null;
  }
  try {
    return await sendNow();
  } catch (err) {
    if (!isNetworkFailure(err)) throw err;
    await queue();
    return null;
  }
}

export { newChangeId };
