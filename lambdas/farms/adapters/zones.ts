/** Irrigation zones of a user (each inside one of the user's fields). */
import type { ZoneParams } from '@shared/management/views';
import { deleteItem, getItem, keys, putItem, queryPrefix } from '../../platform/aws/items';

/** The stored zone: its parameters (shared/management/views.ts) and when it was made. */
export interface ZoneItem extends ZoneParams {
  created_at: string;
}

export const listZones = (userName: string) => queryPrefix<ZoneItem>(keys.user(userName), 'ZONE#');
export const getZone = (userName: string, zoneId: string) => getItem<ZoneItem>(keys.user(userName), keys.zone(zoneId));
/**
 * Create (onlyIfNew) or replace a zone; false when it exists (create) or no longer exists
 * (replace: an update never brings back a zone deleted meanwhile).
 */
export const putZone = (userName: string, zone: ZoneItem, onlyIfNew: boolean) =>
  putItem(
    { PK: keys.user(userName), SK: keys.zone(zone.id), ...zone },
    onlyIfNew ? { onlyIfNew } : { onlyIfExists: true },
  );
export const deleteZone = (userName: string, zoneId: string) => deleteItem(keys.user(userName), keys.zone(zoneId));
