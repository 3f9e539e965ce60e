/**
 * "Recently deleted" entries of a user. An entry is a header, listed on the page, and the parts
 * it holds: the items as they were when deleted (farm, fields, zones, sensor registrations),
 * which a restore writes back. Parts are items of their own, so a farm of many fields never
 * meets DynamoDB's 400 KB item limit.
 *   header  PK USER#<user>  SK DELETED#<kind>#<id>
 *           GSI1PK DELETED  GSI1SK <deleted_at>#<user>#<kind>#<id>   (the purge job finds expired ones)
 *   part    PK USER#<user>  SK DELPART#<kind>#<id>#<part kind>#<item id>   { part, item }
 * The readings, forecasts and aggregates of a deleted sensor stay where they are, under the
 * series of its registration (nothing resolves to it while it is deleted); its purge marker
 * (store/purges.ts) holds them until the entry's 30 days are over.
 */
import type { DeletedContents, DeletedKind } from '@shared/management/deleted';
import { deleteItem, getItem, keys, putItem, queryIndexBelow, queryPrefix, updateIf } from '../../platform/aws/items';
import { storedZone, zoneFromStored, type FarmItem, type FieldItem, type StoredZone, type ZoneItem } from '../../farms';
import type { SensorItem } from '../../sensors';

export interface EntryRef {
  kind: DeletedKind;
  id: string;
}

export interface DeletedHeader extends EntryRef {
  user: string;
  name: string;
  parent: string;
  deleted_at: string;
  contents: DeletedContents;
  notes?: string[];
}

export type DeletedPart =
  | { part: 'farm'; item: FarmItem }
  | { part: 'field'; item: FieldItem }
  | { part: 'zone'; item: ZoneItem }
  | { part: 'sensor'; item: SensorItem };

const INDEX_PK = 'DELETED';
const headerSk = (e: EntryRef) => `DELETED#${e.kind}#${e.id}`;
const partPrefix = (e: EntryRef) => `DELPART#${e.kind}#${e.id}#`;
const partId = (p: DeletedPart): string =>
  p.part === 'farm'
    ? p.item.farm_name
    : p.part === 'field'
      ? p.item.field_id
      : p.part === 'zone'
        ? p.item.id
        : p.item.sensor_id;
/** `entry` of a purge marker: which entry holds its series. */
export const entryKey = (e: EntryRef) => `${e.kind}/${e.id}`;
export const parseEntryKey = (key: string): EntryRef => {
  const i = key.indexOf('/');
  return { kind: key.slice(0, i) as DeletedKind, id: key.slice(i + 1) };
};

/** Written once: a retried delete keeps the first header (and its counts, made before anything went). */
export const putHeader = (h: DeletedHeader) =>
  putItem(
    {
      PK: keys.user(h.user),
      SK: headerSk(h),
      GSI1PK: INDEX_PK,
      GSI1SK: `${h.deleted_at}#${h.user}#${h.kind}#${h.id}`,
      ...h,
    },
    { onlyIfNew: true },
  );
export const getHeader = (user: string, e: EntryRef) => getItem<DeletedHeader>(keys.user(user), headerSk(e));
export const listHeaders = (user: string) => queryPrefix<DeletedHeader>(keys.user(user), 'DELETED#');
export const dropHeader = (user: string, e: EntryRef) => deleteItem(keys.user(user), headerSk(e));
/**
 * Headers deleted before `before` (ISO), across users: the index, so eventually consistent (a late one waits a run).
 */
export const listHeadersBefore = (before: string) => queryIndexBelow<DeletedHeader>(INDEX_PK, before);

/** Record what happened to an entry (a sensor taken by another grower) and one sensor fewer. */
export const noteOnHeader = (user: string, e: EntryRef, note: string) =>
  updateIf(keys.user(user), headerSk(e), {
    update: 'SET #n = list_append(if_not_exists(#n, :empty), :note), #c.#s = #c.#s - :one',
    condition: 'attribute_exists(PK) AND NOT contains(#n, :text) AND #c.#s > :zero',
    names: { '#n': 'notes', '#c': 'contents', '#s': 'sensors' },
    values: { ':empty': [], ':note': [note], ':one': 1, ':text': note, ':zero': 0 },
  });

// A zone part is kept as the zone itself is stored (its limits under the wire names), so parts
// written before and after the code named depths read alike.
export const putPart = (user: string, e: EntryRef, p: DeletedPart) =>
  putItem({
    PK: keys.user(user),
    SK: `${partPrefix(e)}${p.part}#${partId(p)}`,
    ...(p.part === 'zone' ? { part: p.part, item: storedZone(p.item) } : p),
  });
type StoredPart = Exclude<DeletedPart, { part: 'zone' }> | { part: 'zone'; item: StoredZone };
export const listParts = async (user: string, e: EntryRef): Promise<DeletedPart[]> =>
  (await queryPrefix<StoredPart>(keys.user(user), partPrefix(e))).map((p) =>
    p.part === 'zone' ? { part: 'zone', item: zoneFromStored(p.item) } : p,
  );
export const dropPart = (user: string, e: EntryRef, p: Pick<DeletedPart, 'part'> & { id: string }) =>
  deleteItem(keys.user(user), `${partPrefix(e)}${p.part}#${p.id}`);
export { partId };

/**
 * Mark a farm as being deleted into the entry `entryId`, or answer the entry a delete that
 * stopped half-way began (so its retry fills the same entry); undefined when there is no farm.
 */
export const markFarmDeleting = async (
  user: string,
  farmName: string,
  entryId: string,
): Promise<string | undefined> => {
  const item = await updateIf(keys.user(user), keys.farm(farmName), {
    update: 'SET deleting_entry = if_not_exists(deleting_entry, :e)',
    condition: 'attribute_exists(PK)',
    values: { ':e': entryId },
  });
  return item?.deleting_entry as string | undefined;
};
/**
 * The farm of a restored farm entry: its delete's mark goes (a farm still there, half deleted) or the farm comes back.
 */
export const unmarkFarm = (user: string, farmName: string, entryId: string) =>
  updateIf(keys.user(user), keys.farm(farmName), {
    update: 'REMOVE deleting_entry',
    condition: 'deleting_entry = :e',
    values: { ':e': entryId },
  });
export const putFarmAsWas = (user: string, farm: FarmItem) =>
  putItem({ PK: keys.user(user), SK: keys.farm(farm.farm_name), ...farm }, { onlyIfNew: true });
/** A field or zone written back as it was (over a half-deleted one: a delete that stopped half-way is undone). */
export const putFieldAsWas = (user: string, field: FieldItem) =>
  putItem({ PK: keys.user(user), SK: keys.field(field.field_id), ...field });
export const putZoneAsWas = (user: string, zone: ZoneItem) =>
  putItem({ PK: keys.user(user), SK: keys.zone(zone.id), ...storedZone(zone) });
