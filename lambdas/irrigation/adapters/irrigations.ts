/**
 * The irrigation log of a user's zones (app table, the user's partition):
 *   entry    PK USER#<user>  SK IRRIGATION#<zoneId>#<start, 10 digits>#<irrigationId>
 *   pointer  PK USER#<user>  SK IRRIGATION_ID#<irrigationId>   { zone_id, start }
 * A zone's entries for a range of starts are one query in time order; the pointer finds an entry
 * from its id alone (PUT/DELETE /api/v2/irrigations/{id}) with a consistent read, which an index
 * could not give. The entries stay under their zone's id while the zone sits in Recently deleted
 * (a restore brings the log back with it) and go when the entry is purged (deleteZoneLog).
 */
import type { IrrigationEntry } from '@shared/irrigation/log';
import { deleteItem, getItem, keys, putItem, queryBetween, queryPrefix } from '../../platform/aws/items';

/** The stored entry: the answer's fields (but the note's code, read from the note) and when it was written. */
export interface IrrigationItem extends Omit<IrrigationEntry, 'note_code'> {
  created_at: string;
  updated_at?: string;
}

interface Pointer {
  zone_id: string;
  start: number;
}

/** Starts are epoch seconds from 2000 on: ten digits until 2286, so text order is time order. */
const pad = (s: number) => String(Math.max(0, Math.floor(s))).padStart(10, '0');
const zonePrefix = (zoneId: string) => `IRRIGATION#${zoneId}#`;
const entrySk = (zoneId: string, start: number, id: string) => `${zonePrefix(zoneId)}${pad(start)}#${id}`;
const pointerSk = (id: string) => `IRRIGATION_ID#${id}`;

/** A zone's entries whose start lies from `startS` to `endS` (epoch s, inclusive), oldest first. */
export const listZoneIrrigations = (user: string, zoneId: string, startS: number, endS: number) =>
  queryBetween<IrrigationItem>(
    keys.user(user),
    `${zonePrefix(zoneId)}${pad(startS)}`,
    `${zonePrefix(zoneId)}${pad(endS)}#~`,
  );

export async function getIrrigation(user: string, id: string): Promise<IrrigationItem | undefined> {
  const p = await getItem<Pointer>(keys.user(user), pointerSk(id));
  return p && getItem<IrrigationItem>(keys.user(user), entrySk(p.zone_id, p.start, id));
}

/**
 * A new entry: the pointer first, written only if the id is new (so one id is one entry, and a
 * repeated create of the same id is refused: false), then the entry. A stop between the two leaves
 * a pointer to nothing, which reads as "not found" until the same create, retried, writes the entry.
 */
export async function createIrrigationItem(user: string, item: IrrigationItem): Promise<boolean> {
  if (
    !(await putItem(
      { PK: keys.user(user), SK: pointerSk(item.irrigation_id), zone_id: item.zone_id, start: item.start },
      { onlyIfNew: true },
    ))
  ) {
    const p = await getItem<Pointer>(keys.user(user), pointerSk(item.irrigation_id));
    const same = p && p.zone_id === item.zone_id && p.start === item.start;
    if (!same || (await getItem(keys.user(user), entrySk(item.zone_id, item.start, item.irrigation_id)))) return false;
  }
  await putItem({ PK: keys.user(user), SK: entrySk(item.zone_id, item.start, item.irrigation_id), ...item });
  return true;
}

/**
 * Replace an entry (its start may change, and with it its key): the new item, then the pointer,
 * then the old item. A stop part-way leaves the entry twice in the zone's list at worst, and the
 * same edit retried finishes it; a list keeps the newer copy (updated_at).
 */
export async function replaceIrrigationItem(user: string, was: IrrigationItem, item: IrrigationItem): Promise<void> {
  await putItem({ PK: keys.user(user), SK: entrySk(item.zone_id, item.start, item.irrigation_id), ...item });
  if (was.start !== item.start || was.zone_id !== item.zone_id) {
    await putItem({ PK: keys.user(user), SK: pointerSk(item.irrigation_id), zone_id: item.zone_id, start: item.start });
    await deleteItem(keys.user(user), entrySk(was.zone_id, was.start, was.irrigation_id));
  }
}

/** Remove an entry: the entry, then its pointer (a stop between leaves a pointer to nothing). */
export async function deleteIrrigationItem(
  user: string,
  item: Pick<IrrigationItem, 'zone_id' | 'start' | 'irrigation_id'>,
): Promise<void> {
  await deleteItem(keys.user(user), entrySk(item.zone_id, item.start, item.irrigation_id));
  await deleteItem(keys.user(user), pointerSk(item.irrigation_id));
}

/** Remove a zone's whole log (its Recently deleted entry is purged); answers how many entries went. */
export async function deleteZoneLog(user: string, zoneId: string): Promise<number> {
  const items = await queryPrefix<IrrigationItem>(keys.user(user), zonePrefix(zoneId), [
    'zone_id',
    'start',
    'irrigation_id',
  ]);
  for (const item of items) await deleteIrrigationItem(user, item);
  return items.length;
}
