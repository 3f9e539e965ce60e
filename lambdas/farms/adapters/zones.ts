/**
 * Irrigation zones of a user (each inside one of the user's fields). Stored under the spec's wire
 * names (`wpoint_50` …, shared/management/views.ts), which stay so no stored zone needs migrating;
 * the code gets a zone's limits by depth (`limits.wiltingPoint.at10cm`), mapped here both ways.
 */
import type { ZoneParams } from '@shared/management/views';
import {
  limitsFromWire,
  wireLimits,
  withoutWireLimits,
  type WireLimitKey,
  type ZoneLimits,
} from '@shared/management/zone-limits';
import { deleteItem, getItem, keys, putItem, queryPrefix } from '../../platform/aws/items';

/** A zone as stored: its parameters under their wire names and when it was made. */
export interface StoredZone extends ZoneParams {
  created_at: string;
}

/** A zone: its parameters, its soil limits by depth, and when it was made. */
export interface ZoneItem extends Omit<StoredZone, WireLimitKey> {
  limits: ZoneLimits;
}

/** A stored zone (or a deleted one kept as it was) as the code reads it. */
export const zoneFromStored = (stored: StoredZone): ZoneItem => ({
  ...withoutWireLimits(stored),
  limits: limitsFromWire(stored),
});
/** A zone as it is stored. */
export const storedZone = ({ limits, ...rest }: ZoneItem): StoredZone => ({ ...rest, ...wireLimits(limits) });

export const listZones = async (userName: string) =>
  (await queryPrefix<StoredZone>(keys.user(userName), 'ZONE#')).map(zoneFromStored);
export const getZone = async (userName: string, zoneId: string) => {
  const stored = await getItem<StoredZone>(keys.user(userName), keys.zone(zoneId));
  return stored ? zoneFromStored(stored) : undefined;
};
/**
 * Create (onlyIfNew) or replace a zone; false when it exists (create) or no longer exists
 * (replace: an update never brings back a zone deleted meanwhile).
 */
export const putZone = (userName: string, zone: ZoneItem, onlyIfNew: boolean) =>
  putItem(
    { PK: keys.user(userName), SK: keys.zone(zone.id), ...storedZone(zone) },
    onlyIfNew ? { onlyIfNew } : { onlyIfExists: true },
  );
export const deleteZone = (userName: string, zoneId: string) => deleteItem(keys.user(userName), keys.zone(zoneId));
