/**
 * "Recently deleted": deleting a farm, field, zone or sensor moves it there for 30 days
 * (shared/management/deleted.ts), whole: the items as they were (store/deleted.ts) and, for each
 * sensor, its registration's readings, aggregates, forecasts and skill, left in place under the
 * registration's series with a held purge marker (store/purges.ts). Nothing resolves to that
 * series while it is deleted, so it vanishes from every list, answer and ingest; a restore
 * writes the registration back with the same token and everything is readable again.
 *
 * dynalite has no transactions, so every multi-item change is ordered so that a retry (or a
 * restore) heals one that stopped half-way:
 * - delete: mark the live item (a field refuses new sensors), copy everything into the entry's
 *   parts, write the header (listed from then on), hold each series and end its registration,
 *   then remove zones, fields, the farm. A retry finds the marked item and finishes; a restore of
 *   a half-done delete writes back what was copied.
 * - restore: check (no writes) what can come back, claim the sensors' places on the plan (as a
 *   registration does, given back if the restore fails), write farm, fields, zones, then each sensor
 *   (listed in its field, registration, then its marker dropped), then drop the parts and the
 *   header last, so a retry finds the entry and does the rest.
 * - a zone's irrigation log stays under the zone's id while it is deleted (every read of it asks
 *   for the live zone first, so it shows nowhere) and comes back with a restore; purging the entry,
 *   for good or when its 30 days are over, deletes it.
 * - another grower registering a held id: the hold goes first (nothing can bring it back after
 *   that), then the entry forgets it, then its owner is told.
 */
import {
  daysLeft,
  deletedMessages,
  isExpired,
  KIND_LABELS,
  purgeAtOf,
  RECENTLY_DELETED_MS,
  type DeletedContents,
  type DeletedEntryView,
} from '@shared/management/deleted';
import type { Plan } from '@shared/subscription';
import { refusal } from '../../platform/refusal';
import { ConflictError, NotFoundError } from '../../platform/errors';
import {
  dropHeader,
  dropPart,
  entryKey,
  getHeader,
  listHeaders,
  listHeadersBefore,
  listParts,
  markFarmDeleting,
  noteOnHeader,
  parseEntryKey,
  partId,
  putFarmAsWas,
  putFieldAsWas,
  putHeader,
  putPart,
  putZoneAsWas,
  unmarkFarm,
  type DeletedHeader,
  type EntryRef,
} from '../adapters/deleted';
import {
  createFarm,
  deleteFarm,
  getFarm,
  type FarmItem,
  addFieldSensor,
  deleteField,
  dropFieldSensor,
  getField,
  listFields,
  markFieldDeleting,
  type FieldItem,
  deleteZone,
  getZone,
  listZones,
  type ZoneItem,
} from '../../farms';
import { getItem, keys } from '../../platform/aws/items';
import { deleteZoneLog } from '../../irrigation';
import { formatDayIn } from '@shared/i18n/dates';
import { alertMessenger, readerOf } from '../../alerts';
import {
  dropPurgeMarker,
  isHeld,
  listPurgeMarkersOf,
  markForPurge,
  type PurgeMarker,
  createSensor,
  deleteRegistration,
  getSensor,
  listSensorsOfField,
  seriesOf,
  type SensorItem,
  claimSensorPlaces,
  releaseSensorPlace,
  releaseSensorPlaces,
} from '../../sensors';
import { getPoolUser } from '../../accounts';
import { logger } from '../../platform/telemetry/logger';
import { newId } from '../../platform/ids';
const iso = (ms: number) => new Date(ms).toISOString();

interface FieldSnapshot {
  field: FieldItem;
  zones: ZoneItem[];
  sensors: SensorItem[];
}

/**
 * Mark the field (no sensor may be registered in it from now on) and read what it holds from the
 * base table: its sensors from its own list (one registered a moment ago is there) and the index
 * (registrations older than that list), each only while it is still this owner's, in this field.
 */
async function collectField(user: string, fieldId: string): Promise<FieldSnapshot | undefined> {
  const field = await markFieldDeleting(user, fieldId);
  if (!field) return undefined;
  const indexed = (await listSensorsOfField(fieldId)).map((s) => s.sensor_id);
  const sensors: SensorItem[] = [];
  for (const id of new Set([...(field.sensor_ids ?? []), ...indexed])) {
    const s = await getSensor(id);
    if (s && s.owner === user && s.field_id === fieldId) sensors.push(s);
  }
  const zones = (await listZones(user)).filter((z) => z.field_id === fieldId);
  return { field, zones, sensors };
}

const asWas = (f: FieldItem): FieldItem => {
  const { deleting: _d, sensor_ids: _s, ...rest } = f;
  return rest;
};

async function copyField(user: string, entry: EntryRef, snap: FieldSnapshot): Promise<void> {
  await putPart(user, entry, { part: 'field', item: asWas(snap.field) });
  for (const z of snap.zones) await putPart(user, entry, { part: 'zone', item: z });
  for (const s of snap.sensors) await putPart(user, entry, { part: 'sensor', item: s });
}

/**
 * The registration ends, its series held for the entry: the marker first, so a stop between the
 * two leaves the registration live (the purge job skips a registered series) and a retry ends it.
 */
async function holdRegistration(
  user: string,
  entry: EntryRef,
  s: SensorItem,
  expected: Partial<SensorItem>,
  now: number,
): Promise<boolean> {
  await markForPurge({
    series: seriesOf(s),
    sensor_id: s.sensor_id,
    freed_at: iso(now),
    hold_until: iso(now + RECENTLY_DELETED_MS),
    owner: user,
    entry: entryKey(entry),
  });
  const ended = await deleteRegistration(s, expected);
  // Its claim on the plan (kept a minute after registering) goes too: the place is free at once.
  await releaseSensorPlace(user, s.sensor_id);
  return ended;
}

async function clearField(user: string, entry: EntryRef, snap: FieldSnapshot, now: number): Promise<void> {
  for (const s of snap.sensors) await holdRegistration(user, entry, s, { field_id: snap.field.field_id }, now);
  for (const z of snap.zones) await deleteZone(user, z.id);
  // Last: while it is there (marked), a retry of the delete finds it and finishes.
  await deleteField(user, snap.field.field_id);
}

export async function deleteFieldToBin(user: string, fieldId: string, now = Date.now()) {
  const snap = await collectField(user, fieldId);
  if (!snap) throw new NotFoundError(refusal('refusals.fieldNotFound'));
  const entry: EntryRef = { kind: 'field', id: fieldId };
  await copyField(user, entry, snap);
  const contents = { fields: 1, zones: snap.zones.length, sensors: snap.sensors.length };
  await putHeader({
    ...entry,
    user,
    name: snap.field.field_name,
    parent: snap.field.farm_name,
    deleted_at: iso(now),
    contents,
  });
  await clearField(user, entry, snap, now);
  return { field_id: fieldId, deleted: { zones: contents.zones, sensors: contents.sensors } };
}

export async function deleteFarmToBin(user: string, farmName: string, now = Date.now()) {
  const fields = (await listFields(user)).filter((f) => f.farm_name === farmName);
  const farm = await getFarm(user, farmName);
  if (!farm && !fields.length) throw new NotFoundError(refusal('refusals.farmNotFound'));
  // A farm known only from its fields (made before farms had items) gets one, to carry the mark.
  if (!farm) await createFarm(user, farmName);
  const entryId = await markFarmDeleting(user, farmName, newId('farm'));
  if (!entryId) throw new NotFoundError(refusal('refusals.farmNotFound'));
  const entry: EntryRef = { kind: 'farm', id: entryId };
  const snaps: FieldSnapshot[] = [];
  for (const f of fields) {
    const snap = await collectField(user, f.field_id);
    if (!snap) continue;
    snaps.push(snap);
    await copyField(user, entry, snap);
  }
  await putPart(user, entry, { part: 'farm', item: { farm_name: farmName, created_at: farm?.created_at ?? iso(now) } });
  const contents: DeletedContents = {
    fields: snaps.length,
    zones: snaps.reduce((n, s) => n + s.zones.length, 0),
    sensors: snaps.reduce((n, s) => n + s.sensors.length, 0),
  };
  await putHeader({ ...entry, user, name: farmName, parent: '', deleted_at: iso(now), contents });
  for (const snap of snaps) await clearField(user, entry, snap, now);
  await deleteFarm(user, farmName);
  return { farm_name: farmName, deleted: contents };
}

export async function deleteZoneToBin(user: string, zoneId: string, now = Date.now()) {
  const zone = await getZone(user, zoneId);
  if (!zone) throw new NotFoundError(refusal('refusals.zoneNotFound'));
  const field = await getField(user, zone.field_id);
  const entry: EntryRef = { kind: 'zone', id: zoneId };
  await putPart(user, entry, { part: 'zone', item: zone });
  await putHeader({
    ...entry,
    user,
    name: zone.zonename,
    parent: field?.field_name ?? '',
    deleted_at: iso(now),
    contents: { fields: 0, zones: 1, sensors: 0 },
  });
  await deleteZone(user, zoneId);
  return { id: zoneId };
}

export async function deleteSensorToBin(user: string, sensorId: string, now = Date.now()) {
  const sensor = await getSensor(sensorId);
  if (!sensor || sensor.owner !== user) throw new NotFoundError(refusal('refusals.sensorNotFound'));
  const field = await getField(user, sensor.field_id);
  // One entry per registration: the same id deleted again later (after a restore) is another entry.
  const entry: EntryRef = { kind: 'sensor', id: seriesOf(sensor) };
  await putPart(user, entry, { part: 'sensor', item: sensor });
  const name = sensor.alias ? `${sensor.alias} (${sensor.sensor_id})` : sensor.sensor_id;
  await putHeader({
    ...entry,
    user,
    name,
    parent: field?.field_name ?? '',
    deleted_at: iso(now),
    contents: { fields: 0, zones: 0, sensors: 1 },
  });
  await holdRegistration(user, entry, sensor, {}, now);
  await dropFieldSensor(user, sensor.field_id, sensorId);
  return { sensor_id: sensorId };
}

const present = (h: DeletedHeader, now: number): DeletedEntryView => ({
  kind: h.kind,
  id: h.id,
  name: h.name,
  parent: h.parent,
  deleted_at: h.deleted_at,
  purge_at: iso(purgeAtOf(h.deleted_at)),
  days_left: daysLeft(h.deleted_at, now),
  contents: h.contents,
  notes: h.notes ?? [],
});

/** The user's entries still within their 30 days, newest first. */
export async function listDeleted(user: string, now = Date.now()): Promise<DeletedEntryView[]> {
  const headers = (await listHeaders(user)).filter((h) => !isExpired(h.deleted_at, now));
  return headers.sort((a, b) => b.deleted_at.localeCompare(a.deleted_at)).map((h) => present(h, now));
}

async function ownEntry(user: string, ref: EntryRef, now: number): Promise<DeletedHeader> {
  const header = await getHeader(user, ref);
  if (!header || isExpired(header.deleted_at, now)) throw new NotFoundError(refusal('refusals.deletedNotFound'));
  return header;
}

/** Where a held sensor sits, for messages: 'field North Block, deleted 26 Nov 2026'. */
const whereOf = (h: DeletedHeader | undefined) =>
  h ? `${KIND_LABELS[h.kind].toLowerCase()} ${h.name}, deleted ${h.deleted_at.slice(0, 10)}` : 'Recently deleted';

/** The field a zone or sensor entry goes back into, or a 409 that says what to do. */
async function assertFieldBack(user: string, fieldId: string, fieldName: string): Promise<void> {
  const field = await getField(user, fieldId);
  if (field && !field.deleting) return;
  if (field || (await getHeader(user, { kind: 'field', id: fieldId })))
    throw new ConflictError(refusal('refusals.deletedFieldFirst', { field: fieldName }));
  for (const h of await listHeaders(user)) {
    if (h.kind === 'farm' && (await getItem(keys.user(user), `DELPART#farm#${h.id}#field#${fieldId}`))) {
      throw new ConflictError(refusal('refusals.deletedFarmFirst', { field: fieldName, farm: h.name }));
    }
  }
  throw new ConflictError(refusal('refusals.deletedFieldGone', { field: fieldName }));
}

type SensorFate = 'restore' | 'back' | 'lost';

/**
 * Whether a held sensor can come back: still held for this entry, already back (a retried restore), or taken
 * meanwhile.
 */
async function fateOf(user: string, ref: EntryRef, s: SensorItem, now: number): Promise<SensorFate> {
  const live = await getSensor(s.sensor_id);
  if (live && live.owner === user && seriesOf(live) === seriesOf(s)) return 'back';
  const marker = (await listPurgeMarkersOf(s.sensor_id)).find((m) => m.series === seriesOf(s));
  return !live && marker && marker.owner === user && marker.entry === entryKey(ref) && isHeld(marker, now)
    ? 'restore'
    : 'lost';
}

/**
 * Restore an entry whole. `plan` limits the sensors (null: admins). 409s, before anything is
 * written: a zone's or sensor's field deleted (restore it first) or gone, over the plan, a lone
 * sensor whose id another grower registered meanwhile (its readings were purged then). A farm
 * whose name was taken again meanwhile gets the restored fields (farm names are keys: one farm).
 */
export async function restoreDeleted(user: string, ref: EntryRef, plan: Plan | null, now = Date.now()) {
  const header = await ownEntry(user, ref, now);
  const parts = await listParts(user, ref);
  const farm = parts.find((p) => p.part === 'farm')?.item;
  const fields = parts.flatMap((p) => (p.part === 'field' ? [p.item] : []));
  const zones = parts.flatMap((p) => (p.part === 'zone' ? [p.item] : []));
  const sensors = parts.flatMap((p) => (p.part === 'sensor' ? [p.item] : []));
  const fates = new Map<SensorItem, SensorFate>();
  for (const s of sensors) fates.set(s, await fateOf(user, ref, s, now));
  const coming = sensors.filter((s) => fates.get(s) === 'restore');

  if (ref.kind === 'zone' || ref.kind === 'sensor') {
    const fieldId = (zones[0] ?? sensors[0])?.field_id;
    if (fieldId) await assertFieldBack(user, fieldId, header.parent || fieldId);
  }
  if (ref.kind === 'sensor' && !coming.length && ![...fates.values()].includes('back')) {
    throw new ConflictError(refusal('refusals.deletedNothingLeft', { sensor: sensors[0]?.sensor_id ?? ref.id }));
  }
  // The coming sensors claim their places the way a registration does (one conditional write on
  // the claims item), so two restores at once cannot both pass the plan; given back on failure.
  const claimed = plan && coming.length ? coming.map((s) => s.sensor_id) : [];
  if (plan && claimed.length)
    await claimSensorPlaces(
      user,
      plan,
      claimed,
      (limit, total) => new ConflictError(refusal('refusals.deletedOverPlan', { limit, total })),
      now,
    );
  try {
    return await writeBack(user, ref, header, { parts, farm, fields, zones, sensors, fates });
  } catch (err) {
    if (claimed.length) await releaseSensorPlaces(user, claimed).catch(() => undefined);
    throw err;
  }
}

interface RestoreParts {
  parts: Awaited<ReturnType<typeof listParts>>;
  farm: FarmItem | undefined;
  fields: FieldItem[];
  zones: ZoneItem[];
  sensors: SensorItem[];
  fates: Map<SensorItem, SensorFate>;
}

/** The writes of a restore, after its checks and claims: farm, fields, zones, then each sensor. */
async function writeBack(
  user: string,
  ref: EntryRef,
  header: DeletedHeader,
  { parts, farm, fields, zones, sensors, fates }: RestoreParts,
) {
  if (farm && !(await unmarkFarm(user, farm.farm_name, ref.id))) await putFarmAsWas(user, farm);
  for (const f of fields) {
    await createFarm(user, f.farm_name);
    const ids = sensors.filter((s) => s.field_id === f.field_id && fates.get(s) !== 'lost').map((s) => s.sensor_id);
    await putFieldAsWas(user, { ...f, ...(ids.length ? { sensor_ids: new Set(ids) } : {}) });
  }
  for (const z of zones) await putZoneAsWas(user, z);
  const notes = [...(header.notes ?? [])];
  let restored = 0;
  for (const s of sensors) {
    const fate = fates.get(s);
    if (fate === 'lost') {
      notes.push(deletedMessages.takenNote(s.sensor_id));
      continue;
    }
    if (fate === 'restore') {
      if (!(await addFieldSensor(user, s.field_id, s.sensor_id)))
        throw new ConflictError(refusal('refusals.deletedFieldFirst', { field: header.parent || s.field_id }));
      // Another grower may have taken the id since the check: then theirs stays and this one is lost.
      if (!(await createSensor(s))) {
        const holder = await getSensor(s.sensor_id);
        if (!holder || holder.owner !== user || seriesOf(holder) !== seriesOf(s)) {
          notes.push(deletedMessages.takenNote(s.sensor_id));
          continue;
        }
      }
    }
    await dropPurgeMarker(seriesOf(s));
    restored++;
  }
  for (const p of parts) await dropPart(user, ref, { part: p.part, id: partId(p) });
  await dropHeader(user, ref);
  return {
    kind: ref.kind,
    id: ref.id,
    name: header.name,
    restored: { fields: fields.length, zones: zones.length, sensors: restored },
    notes,
  };
}

/** Delete an entry for good: its series lose their hold (the purge job deletes them), then the entry goes. */
export async function purgeDeleted(user: string, ref: EntryRef) {
  const header = await getHeader(user, ref);
  if (!header) throw new NotFoundError(refusal('refusals.deletedNotFound'));
  await releaseEntry(user, ref);
  return { kind: ref.kind, id: ref.id, name: header.name, purged: true as const };
}

async function releaseEntry(user: string, ref: EntryRef): Promise<number> {
  const parts = await listParts(user, ref);
  for (const p of parts) {
    if (p.part !== 'sensor') continue;
    const marker = (await listPurgeMarkersOf(p.item.sensor_id)).find((m) => m.series === seriesOf(p.item));
    if (marker?.entry === entryKey(ref))
      await markForPurge({ series: marker.series, sensor_id: marker.sensor_id, freed_at: marker.freed_at });
  }
  // A zone's irrigation log stayed under its id while the zone could come back; now it goes too.
  for (const p of parts) if (p.part === 'zone') await deleteZoneLog(user, p.item.id);
  for (const p of parts) await dropPart(user, ref, { part: p.part, id: partId(p) });
  await dropHeader(user, ref);
  return parts.length;
}

/**
 * The scheduled purge: entries past their 30 days go (their series' holds end with them, and the
 * readings purge that runs next deletes the readings). A rerun finishes a stopped one.
 */
export async function dropExpiredEntries(now = Date.now()): Promise<{ entries: number }> {
  const headers = await listHeadersBefore(iso(now - RECENTLY_DELETED_MS));
  for (const h of headers) await releaseEntry(h.user, h);
  return { entries: headers.length };
}

/** The e-mail to the owner of a purged sensor, in their language: which entry held it, and when it was deleted. */
async function takenEmail(
  owner: string,
  sensorId: string,
  h: DeletedHeader,
): Promise<{ subject: string; text: string }> {
  const { t, locale } = (await readerOf(owner)).tr;
  // The deletion's calendar day (UTC, as stored), written as the owner's locale writes a day.
  const [y, m, d] = h.deleted_at.slice(0, 10).split('-').map(Number);
  const day = formatDayIn(locale, new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  return {
    subject: t('email.sensorTakenSubject'),
    text: t('email.sensorTaken', { sensor: sensorId, kind: h.kind, name: h.name, day }),
  };
}

async function tellOwner(owner: string, sensorId: string, header: DeletedHeader): Promise<void> {
  try {
    const email = (await getPoolUser(owner))?.attributes.email;
    if (!email) return;
    const mail = await takenEmail(owner, sensorId, header);
    await alertMessenger().email(email, mail.subject, mail.text);
  } catch (err) {
    // The purge stands whatever the mail does: the registration must not fail for it.
    logger.error('recently deleted: could not tell the owner of a purged sensor', {
      owner,
      sensor_id: sensorId,
      error: String(err),
    });
  }
}

/**
 * Before `user` registers `sensorId`: a registration of it in someone else's Recently deleted is
 * purged now (no history crosses owners), and its owner is told; one in the user's own is a 409
 * (restore it, or delete it for good first): registering would otherwise start empty beside it.
 * Nothing happens while the id is registered live (the registration answers its own 409).
 */
export async function releaseHeldRegistrations(user: string, sensorId: string, now = Date.now()): Promise<void> {
  const holder = await getSensor(sensorId);
  if (holder && (await getField(holder.owner, holder.field_id))) return;
  const markers = (await listPurgeMarkersOf(sensorId)).filter(
    (m): m is PurgeMarker & { entry: string; owner: string } => Boolean(m.entry && m.owner),
  );
  for (const m of markers) {
    const ref = parseEntryKey(m.entry);
    if (m.owner === user) {
      if (isHeld(m, now))
        throw new ConflictError(deletedMessages.ownHeld(sensorId, whereOf(await getHeader(user, ref))));
      continue;
    }
    // The hold goes first: from here on nothing brings it back, and the purge job takes it.
    await markForPurge({
      series: m.series,
      sensor_id: m.sensor_id,
      freed_at: m.freed_at,
      owner: m.owner,
      entry: m.entry,
    });
    const header = await getHeader(m.owner, ref);
    await dropPart(m.owner, ref, { part: 'sensor', id: sensorId });
    if (header && ref.kind === 'sensor') await dropHeader(m.owner, ref);
    else if (header) await noteOnHeader(m.owner, ref, deletedMessages.takenNote(sensorId));
    if (header) await tellOwner(m.owner, sensorId, header);
    // Last, the marker forgets the entry (a plain purge marker now).
    await markForPurge({ series: m.series, sensor_id: m.sensor_id, freed_at: m.freed_at });
  }
}
