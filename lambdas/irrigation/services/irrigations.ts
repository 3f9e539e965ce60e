/**
 * The irrigation log: a grower's entries per zone (POST/PUT/DELETE from the zone card), the
 * entries other parts of the product make (a confirmed event, the demo) and the lists they read
 * (the zone card, the water budget, the event classifier).
 *
 * "Not in the future": an entry may start at any time up to the end of today at the field (its
 * own time zone, from its outline), so an irrigation started this morning or running this
 * evening can be logged, and tomorrow's cannot. A field whose time zone cannot be found allows up
 * to the end of today where it is latest on Earth (UTC+14).
 *
 * Ownership: every item lives in the caller's own partition, so another grower's zone or entry id
 * finds nothing (404). An entry of a zone in Recently deleted answers 404 as its zone does.
 */
import { createHash } from 'node:crypto';
import {
  IRRIGATION_NOTE_CODES,
  irrigationInputSchema,
  resolveAmounts,
  totalsOf,
  type IrrigationEntry,
  type IrrigationInputFields,
  type IrrigationNoteCode,
  type IrrigationSource,
  type ZoneIrrigationLog,
} from '@shared/irrigation/log';
import { issueText } from '@shared/validation/issue';
import { ENGLISH_TEXT, irrigationNoteText } from '@shared/i18n/labels/advice-texts';
import { refusal } from '../../platform/refusal';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import { addDays, localDate, localMidnightMs } from '../../agronomy/local-dates';
import { getField, type FieldItem, getZone, listZones, type ZoneItem } from '../../farms';
import {
  createIrrigationItem,
  deleteIrrigationItem,
  getIrrigation,
  listZoneIrrigations,
  replaceIrrigationItem,
  type IrrigationItem,
} from '../adapters/irrigations';
import { newId } from '../../platform/ids';
import { fieldCentroid, timeZoneAt } from '../../weather';

/** What other services may add to a grower's input: where the entry came from. */
export interface IrrigationOrigin {
  source?: IrrigationSource;
  /** The wetting event the entry confirms: one entry per event (a second create answers the first). */
  event_id?: string;
  /** Makes the entry's id: a second create with the same key answers the first entry (the demo's replays). */
  key?: string;
}

const LATEST_OFFSET_MS = 14 * 3_600_000;

/** The field's time zone, from its outline's centroid (as its weather days are); undefined without an outline. */
function timeZoneOf(field: FieldItem | undefined): string | undefined {
  const ring = field?.points?.coordinates?.[0];
  if (!ring?.length) return undefined;
  try {
    return timeZoneAt(fieldCentroid(ring));
  } catch {
    return undefined;
  }
}

/** The end of today (epoch s) at the field: the latest start an entry may have. */
export function endOfTodayS(field: FieldItem | undefined, nowMs: number): number {
  const tz = timeZoneOf(field);
  if (!tz) {
    const latest = new Date(nowMs + LATEST_OFFSET_MS).toISOString().slice(0, 10);
    return Math.floor((Date.parse(`${addDays(latest, 1)}T00:00:00Z`) - LATEST_OFFSET_MS) / 1000) - 1;
  }
  return Math.floor(localMidnightMs(addDays(localDate(nowMs, tz), 1), tz) / 1000) - 1;
}

/** The note's code: a note the server wrote, as long as it reads as written (the grower may edit it). */
const noteCodeOf = (note: string | null): IrrigationNoteCode | null =>
  IRRIGATION_NOTE_CODES.find((code) => note === irrigationNoteText(code, ENGLISH_TEXT)) ?? null;

type StoredEntry = Omit<IrrigationEntry, 'note_code'>;
const withNoteCode = (entry: StoredEntry): IrrigationEntry => ({ ...entry, note_code: noteCodeOf(entry.note) });

const toEntry = (item: IrrigationItem): IrrigationEntry => {
  const { created_at: _c, updated_at: _u, ...entry } = item;
  return withNoteCode(entry);
};

async function liveZone(user: string, zoneId: string): Promise<ZoneItem> {
  const zone = await getZone(user, zoneId);
  if (!zone) throw new NotFoundError(refusal('refusals.zoneNotFound'));
  return zone;
}

/** The entry as it will be stored, from the input checked against the zone and today at its field. */
async function entryOf(
  user: string,
  zone: ZoneItem,
  raw: unknown,
  ids: { irrigation_id: string; source: IrrigationSource; event_id?: string },
  nowMs: number,
): Promise<StoredEntry> {
  const parsed = irrigationInputSchema.safeParse(raw);
  if (!parsed.success) throw new BadRequestError(issueText(parsed.error));
  const input = parsed.data;
  if (input.start > endOfTodayS(await getField(user, zone.field_id), nowMs))
    throw new BadRequestError(refusal('refusals.irrigationStartAfterToday'));
  return {
    irrigation_id: ids.irrigation_id,
    zone_id: zone.id,
    field_id: zone.field_id,
    ...resolveAmounts(input, zone.system?.application_rate_mm_h),
    method: input.method ?? zone.system?.method ?? 'other',
    note: input.note ?? null,
    source: ids.source,
    ...(ids.event_id ? { event_id: ids.event_id } : {}),
  };
}

/** One entry per id: the newer copy where a replace that stopped part-way left two. */
function newestById(items: IrrigationItem[]): IrrigationItem[] {
  const byId = new Map<string, IrrigationItem>();
  for (const item of items) {
    const had = byId.get(item.irrigation_id);
    if (!had || (item.updated_at ?? item.created_at) > (had.updated_at ?? had.created_at))
      byId.set(item.irrigation_id, item);
  }
  return [...byId.values()];
}

const newestFirst = (a: IrrigationEntry, b: IrrigationEntry) =>
  b.start - a.start || a.irrigation_id.localeCompare(b.irrigation_id);

/** The widest range of starts (epoch s): the whole log. */
const ALL = { start: 0, end: 9_999_999_999 };

/** A zone's entries starting from `startS` to `endS` (epoch s, inclusive), newest first, with their totals. */
export async function listZoneLog(
  user: string,
  zoneId: string,
  startS = ALL.start,
  endS = ALL.end,
): Promise<ZoneIrrigationLog> {
  await liveZone(user, zoneId);
  const entries = newestById(await listZoneIrrigations(user, zoneId, startS, endS))
    .map(toEntry)
    .sort(newestFirst);
  return { entries, totals: totalsOf(entries) };
}

/** Every entry of a field's live zones starting from `startS` to `endS` (epoch s), newest first. */
export async function listIrrigationsForField(
  user: string,
  fieldId: string,
  startS: number,
  endS: number,
): Promise<IrrigationEntry[]> {
  const zones = (await listZones(user)).filter((z) => z.field_id === fieldId);
  const lists = await Promise.all(zones.map((z) => listZoneIrrigations(user, z.id, startS, endS)));
  return newestById(lists.flat()).map(toEntry).sort(newestFirst);
}

/** The id of an entry made with a key: the same key always makes the same entry. */
const idForKey = (key: string) => `irr_k_${createHash('sha256').update(key).digest('base64url').slice(0, 22)}`;

/**
 * Log an irrigation on a zone of `user`'s. `input` is what the API takes (irrigationInputSchema;
 * a 400 naming the field otherwise); `origin` says who made it ('grower' unless told). With an
 * `event_id`, a second create for the same event answers the entry the first one made.
 */
export async function createIrrigation(
  user: string,
  zoneId: string,
  input: IrrigationInputFields,
  origin: IrrigationOrigin = {},
  nowMs = Date.now(),
): Promise<IrrigationEntry> {
  const zone = await liveZone(user, zoneId);
  const key = origin.key ?? (origin.event_id ? `event:${origin.event_id}` : undefined);
  const irrigationId = key ? idForKey(key) : newId('irr');
  const entry = await entryOf(
    user,
    zone,
    input,
    { irrigation_id: irrigationId, source: origin.source ?? 'grower', event_id: origin.event_id },
    nowMs,
  );
  if (!(await createIrrigationItem(user, { ...entry, created_at: new Date(nowMs).toISOString() }))) {
    const first = await getIrrigation(user, irrigationId);
    if (first) return toEntry(first);
    throw new NotFoundError(refusal('refusals.irrigationNotFound'));
  }
  return withNoteCode(entry);
}

/** An entry of the caller's, on a zone that is live: anything else is "not found". */
async function ownEntry(user: string, irrigationId: string): Promise<{ item: IrrigationItem; zone: ZoneItem }> {
  const item = await getIrrigation(user, irrigationId);
  const zone = item && (await getZone(user, item.zone_id));
  if (!item || !zone) throw new NotFoundError(refusal('refusals.irrigationNotFound'));
  return { item, zone };
}

/** Replace what the grower said about an entry (the same input as a create); its source and event stay. */
export async function updateIrrigation(
  user: string,
  irrigationId: string,
  input: IrrigationInputFields,
  nowMs = Date.now(),
): Promise<IrrigationEntry> {
  const { item, zone } = await ownEntry(user, irrigationId);
  const entry = await entryOf(
    user,
    zone,
    input,
    { irrigation_id: item.irrigation_id, source: item.source, event_id: item.event_id },
    nowMs,
  );
  await replaceIrrigationItem(user, item, {
    ...entry,
    created_at: item.created_at,
    updated_at: new Date(nowMs).toISOString(),
  });
  return withNoteCode(entry);
}

export async function deleteIrrigation(user: string, irrigationId: string): Promise<{ irrigation_id: string }> {
  const { item } = await ownEntry(user, irrigationId);
  await deleteIrrigationItem(user, item);
  return { irrigation_id: irrigationId };
}
