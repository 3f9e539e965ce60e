/**
 * Notes on a field or one of its zones, written by the farm's owner, a manager or an advisor
 * (the role table's `notes.write`), optionally with an irrigation advice; every other member of
 * the farm is told. The farm is the one the request acts in (`caller.farm`, set by the dispatcher
 * in a shared farm), else the caller's own field's farm. The author is the signed-in user, never
 * a name from the request.
 *
 * Writes, in order: the note (`told: false`), each member's notification (written once: its id
 * comes from the note's), then `told: true`. A crash in between leaves the note untold; the next
 * list of the field's notes tells the members (nobody twice) and marks it.
 */
import { formatDecimal, formatQuantity } from '@shared/units/format';
import type { NoteAdvice } from '@shared/teams/schemas';
import type { CreateNoteInput, NoteRow } from '@shared/teams/schemas';
import { getField, getFarm, getZone, type FieldItem } from '../../farms';
import type { Caller } from '../../platform/auth';
import { env } from '../../platform/env';
import { newId } from '../../platform/ids';
import { refusal } from '../../platform/refusal';
import { NotFoundError } from '../../platform/errors';
import { ensureFarmId } from '../../platform/farm-access/farm-ids';
import { logger } from '../../platform/telemetry/logger';
import { listMemberItems } from '../../farms';
import { listFieldNotes, markNoteTold, putNote, type NoteItem } from '../adapters/notes';
import { readerOf, type Reader } from '../../alerts';
import { peopleReader } from './people';
import type { MessageKey } from '@shared/i18n/catalogue';
import { FARM_ROLE_KEYS } from '@shared/i18n/labels/roles';

/** What a member is told (the alerts' notices take it: lambdas/alerts/services/notices.ts). */
export interface NoteNotice {
  key: string;
  title: string;
  body: string;
  path: string;
  email: string;
  fieldId: string;
  at: number;
  /** The farm's owner: a member's retry is sent while the OWNER's plan holds (an advisor may have none). */
  owner: string;
  /** The farm: a member's notification opens the app in it. */
  farmId: string;
}
/** Tells one member (in-app, and by e-mail per their preferences); handed in by the handler. */
export type TellMember = (userName: string, notice: NoteNotice) => Promise<unknown>;

/** The field (the owner's, `caller.userName`) and its farm's id; 404 for a field not of that farm. */
async function fieldAndFarm(caller: Caller, fieldId: string, give: boolean) {
  const field = await getField(caller.userName, fieldId);
  if (!field || field.deleting) throw new NotFoundError(refusal('refusals.fieldNotFound'));
  if (caller.farm) {
    if (field.farm_name !== caller.farm.farmName) throw new NotFoundError(refusal('refusals.fieldNotFound'));
    return { field, farmId: caller.farm.farmId };
  }
  if (give) return { field, farmId: await ensureFarmId(caller.userName, field.farm_name) };
  // A read gives no farm its id: a farm without one has no notes yet.
  return { field, farmId: (await getFarm(caller.userName, field.farm_name))?.farm_id };
}

const row = (n: NoteItem): NoteRow => ({
  note_id: n.note_id,
  field_id: n.field_id,
  zone_id: n.zone_id ?? null,
  text: n.text,
  advice: n.advice ?? null,
  author: n.author,
  author_name: n.author_name,
  role: n.role,
  created_at: n.created_at,
});

/**
 * "Irrigate 25 mm by 3 Dec" in the reader's words: the amount in their units, the day as their
 * locale writes a short date (a calendar day, no time zone to shift it).
 */
function adviceWords(advice: NoteAdvice, r: Reader): string {
  const { locale, t } = r.tr;
  const amount =
    r.units === 'us'
      ? formatQuantity('water', advice.mm, 'us', { locale })
      : `${formatDecimal(advice.mm, locale, 1)} mm`;
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' })
    .format(new Date(`${advice.by}T00:00:00Z`))
    .replace(/\.$/, '');
  return t('alerts.noteAdvice', { amount, day });
}

/** What one member is told of a note, in their language and units. */
function noticeOf(
  owner: string,
  note: NoteItem,
  field: FieldItem,
  zoneName: string | undefined,
  r: Reader,
): NoteNotice {
  const { t } = r.tr;
  const place = zoneName ? t('alerts.notePlaceZone', { field: field.field_name, zone: zoneName }) : field.field_name;
  const advice = note.advice ? adviceWords(note.advice, r) : undefined;
  const path = `/app/Home/Dashboard?field=${encodeURIComponent(note.field_id)}`;
  const site = env().SITE_URL?.replace(/\/+$/, '');
  // The role as the reader's language names it, in lower case as it sits mid-sentence ("(advisor)").
  const roleKey = (FARM_ROLE_KEYS as Record<string, MessageKey | undefined>)[note.role];
  const role = roleKey ? t(roleKey).toLocaleLowerCase(r.tr.locale) : note.role;
  const who = { author: note.author_name, role, place };
  const title = t('alerts.noteTitle', who);
  const body = [advice ? `${advice}.` : '', note.text.length > 280 ? `${note.text.slice(0, 279)}…` : note.text]
    .filter(Boolean)
    .join(' ');
  const email = [
    t('email.noteWrote', { ...who, farm: field.farm_name }),
    '',
    note.text,
    ...(advice ? ['', `${advice}.`] : []),
    ...(site ? ['', t('email.noteOpen', { link: `${site}${path}` })] : []),
  ].join('\n');
  return {
    key: `note:${note.note_id}`,
    title,
    body,
    path,
    email,
    fieldId: note.field_id,
    at: Date.parse(note.created_at),
    owner,
    farmId: note.farm_id,
  };
}

/** Tell every member but the author, then mark the note told. */
async function tellMembers(owner: string, note: NoteItem, field: FieldItem, tell: TellMember): Promise<void> {
  const zoneName = note.zone_id ? (await getZone(owner, note.zone_id))?.zonename : undefined;
  for (const { member } of await listMemberItems(note.farm_id)) {
    if (member !== note.author) await tell(member, noticeOf(owner, note, field, zoneName, await readerOf(member)));
  }
  await markNoteTold(note);
}

/** A field's notes and its zones', newest first; members not yet told of one are told now. */
export async function fieldNotes(caller: Caller, fieldId: string, tell: TellMember): Promise<NoteRow[]> {
  const { field, farmId } = await fieldAndFarm(caller, fieldId, false);
  if (!farmId) return [];
  const notes = await listFieldNotes(farmId, field.field_id);
  for (const note of notes.filter((n) => !n.told)) {
    await tellMembers(caller.userName, note, field, tell).catch((err: unknown) =>
      logger.error('note: telling the members failed', { note: note.note_id, error: String(err) }),
    );
  }
  return notes.reverse().map(row);
}

/** Write a note (404 for a zone not of this field) and tell the farm's other members. */
export async function createNote(
  caller: Caller,
  fieldId: string,
  input: CreateNoteInput,
  tell: TellMember,
): Promise<NoteRow> {
  const { field, farmId } = await fieldAndFarm(caller, fieldId, true);
  if (!farmId) throw new NotFoundError(refusal('refusals.fieldNotFound'));
  if (input.zone_id !== undefined) {
    const zone = await getZone(caller.userName, input.zone_id);
    if (!zone || zone.field_id !== field.field_id) throw new NotFoundError(refusal('refusals.zoneNotFound'));
  }
  const author = caller.farm?.member ?? caller.userName;
  const note: NoteItem = {
    note_id: newId('nt'),
    farm_id: farmId,
    field_id: field.field_id,
    ...(input.zone_id !== undefined ? { zone_id: input.zone_id } : {}),
    text: input.text,
    ...(input.advice ? { advice: input.advice } : {}),
    author,
    author_name: (await peopleReader()(author)).name,
    role: caller.farm?.role ?? 'owner',
    created_at: new Date().toISOString(),
    told: false,
  };
  await putNote(note);
  // The note is written: a failure to tell is finished by the next list, not answered as an error.
  await tellMembers(caller.userName, note, field, tell).catch((err: unknown) =>
    logger.error('note: telling the members failed', { note: note.note_id, error: String(err) }),
  );
  return row(note);
}
