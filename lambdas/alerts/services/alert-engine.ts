/**
 * The alert engine: observations in, at most one message per transition out. For each subject
 * (a condition of one sensor or gateway) the stored state says whether it held at the last look;
 * `decide` says whether this look starts or clears it. A transition flips the state (conditional:
 * two looks at once send once), records the notification (the in-app channel) and sends it by
 * SMS and e-mail as the grower's preferences say. Sends that fail stay pending in the outbox and
 * are retried by the scheduled run; nothing here throws at its caller for a failed send.
 *
 * Nothing is sent to a grower whose subscription has lapsed, nor to anyone but the owner.
 */
import { SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { deliveryChannels } from '@shared/alerts/preferences';
import type { AlertChannel, AlertPhase } from '@shared/alerts/kinds';
import { isSubscriptionValid } from '@shared/subscription';
import { decide } from '../../agronomy/alert-conditions';
import { env } from '../../platform/env';
import {
  deleteOutboxEntry,
  flipState,
  getNotification,
  listOutbox,
  markNoted,
  noteId,
  putNotification,
  putOutboxEntry,
  setDelivery,
  type AlertState,
  type StoredNotification,
} from '../adapters/alerts';
import { alertMessenger } from '../adapters/messaging';
import { weatherIsSimulated } from '../../weather';
import { getPoolUser } from '../../accounts';
import { logger } from '../../platform/telemetry/logger';
import { alertText } from '../rules/alert-messages';
import type { Observation } from './alert-observations';
import { preferencesFor } from './alert-preferences';

/** A send is tried this many times (once at once, then by the scheduled runs) before it is given up. */
export const MAX_SEND_ATTEMPTS = 5;
/** The scheduled run retries outbox entries at least this old (younger ones may be being sent). */
const OUTBOX_GRACE_MS = 2 * 60_000;

export interface Recipient {
  userName: string;
  email?: string;
  phone?: string;
  /** False: the plan lapsed (or the account is gone or disabled): nothing is sent. */
  active: boolean;
}

/** Who the owner is as a recipient: contact details and whether their plan is current. */
export async function recipientOf(userName: string, now: number): Promise<Recipient> {
  const user = await getPoolUser(userName);
  if (!user) return { userName, active: false };
  const a = user.attributes;
  const level = a[SUBSCRIPTION_ATTRIBUTES.level];
  const expiry = a[SUBSCRIPTION_ATTRIBUTES.expiry];
  const subscription = level && expiry ? { type: level, expiredDate: expiry } : null;
  return {
    userName,
    ...(a.email ? { email: a.email } : {}),
    ...(a.phone_number ? { phone: a.phone_number } : {}),
    active: user.enabled && isSubscriptionValid(subscription, { now: new Date(now), utc: true }),
  };
}

/** The owner's recipient, read once per evaluation and only when something is to be sent. */
export type RecipientSource = () => Promise<Recipient>;
export function onceRecipient(userName: string, now: number): RecipientSource {
  let p: Promise<Recipient> | undefined;
  return () => (p ??= recipientOf(userName, now));
}

/** Finish a transition whose notification may not be written yet (idempotent). */
async function recordNote(userName: string, state: AlertState): Promise<StoredNotification | undefined> {
  const note = state.note;
  if (note) {
    if (note.pending.length) await putOutboxEntry({ user: userName, note_id: note.id, at: note.created_at });
    await putNotification(userName, note);
  }
  await markNoted(userName, state.key, state.gen);
  return note;
}

/** Send what is pending of a notification; what fails stays pending (up to MAX_SEND_ATTEMPTS tries). */
export async function deliver(userName: string, note: StoredNotification, recipient: Recipient): Promise<void> {
  const left: AlertChannel[] = [];
  const failed: AlertChannel[] = [...(note.failed ?? [])];
  const attempts = (note.attempts ?? 0) + 1;
  const messenger = alertMessenger();
  for (const channel of note.pending) {
    try {
      if (channel === 'sms') {
        if (!recipient.phone) continue;
        await messenger.sms(recipient.phone, note.sms);
      } else if (channel === 'email') {
        if (!recipient.email) continue;
        await messenger.email(recipient.email, `Fieldwise: ${note.title}`, note.email);
      }
    } catch (err) {
      logger.error('alert send failed', { channel, note: note.id, attempt: attempts, error: String(err) });
      (attempts >= MAX_SEND_ATTEMPTS ? failed : left).push(channel);
    }
  }
  await setDelivery(userName, note.id, left, failed, attempts);
  if (!left.length) await deleteOutboxEntry({ user: userName, note_id: note.id });
}

export interface ApplyResult {
  started: number;
  cleared: number;
}

/**
 * Look at the observations of one owner against their stored states: flip, record and send
 * what changed. `states` is the owner's stored states by key.
 */
export async function applyObservations(
  userName: string,
  states: ReadonlyMap<string, AlertState>,
  observations: readonly Observation[],
  now: number,
  recipient: RecipientSource,
): Promise<ApplyResult> {
  const result: ApplyResult = { started: 0, cleared: 0 };
  for (const obs of observations) {
    const state = states.get(obs.key);
    const phase = decide(state, obs.holds(state?.active ?? false));
    if (!phase) continue;
    const who = await recipient();
    if (!who.active) return result;
    const gen = (state?.gen ?? 0) + 1;
    const note = phase === 'clear' && obs.quietClear ? undefined : await noteFor(obs, phase, gen, now, who);
    const next: AlertState = {
      key: obs.key,
      kind: obs.kind,
      active: phase === 'start',
      gen,
      since: now,
      noted: false,
      ...(note ? { note } : {}),
      ...(obs.place.sensorId ? { sensor_id: obs.place.sensorId } : {}),
      ...(obs.place.gatewayId ? { gateway_id: obs.place.gatewayId } : {}),
    };
    if (!(await flipState(userName, state?.gen, next))) continue;
    result[phase === 'start' ? 'started' : 'cleared']++;
    const recorded = await recordNote(userName, next);
    if (recorded?.pending.length)
      await deliver(userName, recorded, who).catch((err: unknown) =>
        logger.error('alert delivery failed', { note: recorded.id, error: String(err) }),
      );
  }
  return result;
}

async function noteFor(
  obs: Observation,
  phase: AlertPhase,
  gen: number,
  now: number,
  who: Recipient,
): Promise<StoredNotification> {
  const prefs = await preferencesFor(who.userName);
  const channels = deliveryChannels(
    prefs,
    { kind: obs.kind, phase, ...(obs.place.fieldId ? { fieldId: obs.place.fieldId } : {}), at: new Date(now) },
    Boolean(who.phone),
  ).filter((c) => c !== 'email' || Boolean(who.email));
  const text = alertText(
    obs.kind,
    phase,
    obs.place,
    { ...obs.facts, simulatedWeather: weatherIsSimulated() },
    env().SITE_URL,
  );
  return {
    id: noteId(now, obs.key, gen),
    key: obs.key,
    kind: obs.kind,
    phase,
    title: text.title,
    body: text.body,
    path: text.path,
    sms: text.sms,
    email: text.email,
    ...(obs.place.fieldId ? { field_id: obs.place.fieldId } : {}),
    ...(obs.place.sensorId ? { sensor_id: obs.place.sensorId } : {}),
    ...(obs.place.gatewayId ? { gateway_id: obs.place.gatewayId } : {}),
    created_at: now,
    channels,
    pending: channels.filter((c) => c !== 'in-app'),
  };
}

/** States whose notification a crash may have left unwritten: write it now (and send it). */
export async function healStates(
  userName: string,
  states: Iterable<AlertState>,
  recipient: RecipientSource,
): Promise<void> {
  for (const state of states) {
    if (state.noted) continue;
    const note = await recordNote(userName, state);
    if (note?.pending.length) {
      const fresh = await getNotification(userName, note.id);
      if (fresh?.pending.length) await deliver(userName, fresh, await recipient());
    }
  }
}

/** Retry the sends still pending (the scheduled run): each entry once, oldest first. */
export async function retryOutbox(now: number): Promise<{ retried: number }> {
  let retried = 0;
  for (const entry of await listOutbox()) {
    if (entry.at > now - OUTBOX_GRACE_MS) continue;
    try {
      const note = await getNotification(entry.user, entry.note_id);
      if (!note || !note.pending?.length) {
        await deleteOutboxEntry(entry);
        continue;
      }
      const who = await recipientOf(entry.user, now);
      if (!who.active) {
        await setDelivery(entry.user, note.id, [], [...(note.failed ?? []), ...note.pending], note.attempts ?? 0);
        await deleteOutboxEntry(entry);
        continue;
      }
      await deliver(entry.user, note, who);
      retried++;
    } catch (err) {
      logger.error('alert retry failed', { note: entry.note_id, error: String(err) });
    }
  }
  return { retried };
}
