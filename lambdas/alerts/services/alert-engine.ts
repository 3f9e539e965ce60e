/**
 * The alert engine: observations in, at most one message per transition out. For each subject
 * (a condition of one sensor or gateway) the stored state says whether it held at the last look;
 * `decide` says whether this look starts or clears it. A transition flips the state (conditional:
 * two looks at once send once), records the notification (the in-app channel) and sends it by
 * SMS and e-mail as the grower's preferences say. Sends that fail stay pending in the outbox and
 * are retried by the scheduled run; nothing here throws at its caller for a failed send.
 *
 * The owner receives every alert of their farms. A shared farm's alert also goes to each member
 * who receives its kind (their own choice per farm, else their role's default), by the member's own
 * channels, quiet hours and mutes, to the member's own bell, phone and e-mail; the members are
 * read from THE memberships when an alert is to be sent (alert-audience.ts). Nothing is sent to
 * anyone while the owner's subscription has lapsed (a member needs no plan of their own).
 *
 * Each recipient reads the alert in their own language and units (their display settings): the
 * owner's note in the owner's, a member's copy in the member's when those differ.
 */
import { SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { deliveryChannels } from '@shared/alerts/preferences';
import type { AlertChannel, AlertPhase } from '@shared/alerts/kinds';
import { memberDeliveryChannels } from '@shared/alerts/member-alerts';
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
  type NoteCopy,
  type NoteText,
  type StoredNotification,
} from '../adapters/alerts';
import { alertMessenger } from '../adapters/messaging';
import { weatherIsSimulated } from '../../weather';
import { getPoolUser } from '../../accounts';
import { logger } from '../../platform/telemetry/logger';
import { alertText, type Reader } from '../rules/alert-messages';
import type { Audience } from './alert-audience';
import type { Observation } from './alert-observations';
import { preferencesFor } from './alert-preferences';
import { readerOf } from './readers';

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

/**
 * Who a user is as a recipient: contact details and whether anything may be sent. For the owner
 * (no `owner` given) their plan must be current; for a member of `owner`'s farm, their account
 * enabled and the owner's plan current.
 */
export async function recipientOf(userName: string, now: number, owner?: string): Promise<Recipient> {
  const [user, theOwner] = await Promise.all([
    getPoolUser(userName),
    owner !== undefined && owner !== userName ? recipientOf(owner, now) : undefined,
  ]);
  if (!user) return { userName, active: false };
  const a = user.attributes;
  const level = a[SUBSCRIPTION_ATTRIBUTES.level];
  const expiry = a[SUBSCRIPTION_ATTRIBUTES.expiry];
  const subscription = level && expiry ? { type: level, expiredDate: expiry } : null;
  return {
    userName,
    ...(a.email ? { email: a.email } : {}),
    ...(a.phone_number ? { phone: a.phone_number } : {}),
    active:
      user.enabled &&
      (theOwner ? theOwner.active : isSubscriptionValid(subscription, { now: new Date(now), utc: true })),
  };
}

/** One recipient's notification of a transition. */
interface Delivery {
  user: string;
  note: StoredNotification;
}

/** The owner's notification and each member's copy (the same id, the member's channels). */
function deliveriesOf(owner: string, state: AlertState): Delivery[] {
  const note = state.note;
  if (!note) return [];
  const copies = (state.copies ?? []).filter((c) => c.user !== owner && c.channels.length);
  return [
    { user: owner, note },
    ...copies.map((c) => ({
      user: c.user,
      note: {
        ...note,
        ...c.text,
        farm_id: c.farm_id,
        channels: c.channels,
        pending: c.channels.filter((ch) => ch !== 'in-app'),
      },
    })),
  ];
}

/** Finish a transition whose notifications may not be written yet (idempotent): every recipient's. */
async function recordNote(owner: string, state: AlertState): Promise<Delivery[]> {
  const deliveries = deliveriesOf(owner, state);
  for (const { user, note } of deliveries) {
    if (note.pending.length)
      await putOutboxEntry({
        user,
        note_id: note.id,
        at: note.created_at,
        ...(user !== owner ? { owner } : {}),
      });
    await putNotification(user, note);
  }
  await markNoted(owner, state.key, state.gen);
  return deliveries;
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
  audience: Audience,
): Promise<ApplyResult> {
  const result: ApplyResult = { started: 0, cleared: 0 };
  for (const obs of observations) {
    const state = states.get(obs.key);
    const phase = decide(state, obs.holds(state?.active ?? false));
    if (!phase) continue;
    const who = await audience.owner();
    if (!who.active) return result;
    const gen = (state?.gen ?? 0) + 1;
    const reader = await readerOf(who.userName);
    const note = phase === 'clear' && obs.quietClear ? undefined : await noteFor(obs, phase, gen, now, who, reader);
    const copies = note ? await copiesFor(obs, phase, now, audience, reader) : [];
    const next: AlertState = {
      key: obs.key,
      kind: obs.kind,
      active: phase === 'start',
      gen,
      since: now,
      noted: false,
      ...(note ? { note } : {}),
      // Always written: a flip must not leave the members of an earlier, unfinished transition.
      copies,
      ...(obs.place.sensorId ? { sensor_id: obs.place.sensorId } : {}),
      ...(obs.place.gatewayId ? { gateway_id: obs.place.gatewayId } : {}),
    };
    if (!(await flipState(userName, state?.gen, next))) continue;
    result[phase === 'start' ? 'started' : 'cleared']++;
    for (const { user, note: recorded } of await recordNote(userName, next)) {
      if (!recorded.pending.length) continue;
      await audience
        .recipient(user)
        .then((to) => deliver(user, recorded, to))
        .catch((err: unknown) => logger.error('alert delivery failed', { note: recorded.id, error: String(err) }));
    }
  }
  return result;
}

/**
 * The members of the observation's farm who receive this alert, each with their channels, and the
 * words in their own language and units where those differ from the owner's.
 */
async function copiesFor(
  obs: Observation,
  phase: AlertPhase,
  now: number,
  audience: Audience,
  owner: Reader,
): Promise<NoteCopy[]> {
  const alert = {
    kind: obs.kind,
    phase,
    ...(obs.place.fieldId ? { fieldId: obs.place.fieldId } : {}),
    at: new Date(now),
  };
  const copies: NoteCopy[] = [];
  for (const m of await audience.members(obs.place.farmName)) {
    if (!m.recipient.active) continue;
    const channels = memberDeliveryChannels(m.prefs, m, alert, Boolean(m.recipient.phone)).filter(
      (c) => c !== 'email' || Boolean(m.recipient.email),
    );
    if (!channels.length) continue;
    const reader = await readerOf(m.recipient.userName);
    const same = reader.tr.locale === owner.tr.locale && reader.units === owner.units;
    const words = same ? undefined : textFor(obs, phase, reader);
    copies.push({
      user: m.recipient.userName,
      farm_id: m.farmId,
      channels,
      ...(words ? { text: { title: words.title, body: words.body, sms: words.sms, email: words.email } } : {}),
    });
  }
  return copies;
}

/**
 * An alert's words for one reader. Written when the transition is recorded and stored with the
 * notification (the app shows it, a retried SMS or e-mail sends it as it was): a person who changes
 * language later reads their earlier notifications as they were written.
 */
function textFor(obs: Observation, phase: AlertPhase, reader: Reader): NoteText & { path: string } {
  const text = alertText(
    obs.kind,
    phase,
    obs.place,
    { ...obs.facts, simulatedWeather: weatherIsSimulated() },
    env().SITE_URL,
    reader,
  );
  return { title: text.title, body: text.body, sms: text.sms, email: text.email, path: text.path };
}

async function noteFor(
  obs: Observation,
  phase: AlertPhase,
  gen: number,
  now: number,
  who: Recipient,
  reader: Reader,
): Promise<StoredNotification> {
  const prefs = await preferencesFor(who.userName);
  const channels = deliveryChannels(
    prefs,
    { kind: obs.kind, phase, ...(obs.place.fieldId ? { fieldId: obs.place.fieldId } : {}), at: new Date(now) },
    Boolean(who.phone),
  ).filter((c) => c !== 'email' || Boolean(who.email));
  const text = textFor(obs, phase, reader);
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
export async function healStates(userName: string, states: Iterable<AlertState>, audience: Audience): Promise<void> {
  for (const state of states) {
    if (state.noted) continue;
    for (const { user, note } of await recordNote(userName, state)) {
      if (!note.pending.length) continue;
      const fresh = await getNotification(user, note.id);
      if (fresh?.pending.length) await deliver(user, fresh, await audience.recipient(user));
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
      const who = await recipientOf(entry.user, now, entry.owner);
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
