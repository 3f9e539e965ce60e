/** Irrigation zones of a user (each inside one of the user's fields). */
import type { Polygon } from '../../shared/geo';
import { deleteItem, getItem, keys, putItem, queryPrefix } from './items';

export interface ZoneItem {
  id: string;
  zonename: string;
  field_id: string;
  croptype: string;
  interest_layer: number;
  points: Polygon;
  soiltype_25: string;
  soiltype_75: string;
  soiltype_125: string;
  wpoint_50: number;
  wpoint_100: number;
  wpoint_150: number;
  fcapacity_50: number;
  fcapacity_100: number;
  fcapacity_150: number;
  saturation_50: number;
  saturation_100: number;
  saturation_150: number;
  created_at: string;
}

export const listZones = (userName: string) => queryPrefix<ZoneItem>(keys.user(userName), 'ZONE#');
export const getZone = (userName: string, zoneId: string) => getItem<ZoneItem>(keys.user(userName), keys.zone(zoneId));
/** Create (onlyIfNew) or replace a zone. */
export const putZone = (userName: string, zone: ZoneItem, onlyIfNew: boolean) => putItem({ PK: keys.user(userName), SK: keys.zone(zone.id), ...zone }, { onlyIfNew });
export const deleteZone = (userName: string, zoneId: string) => deleteItem(keys.user(userName), keys.zone(zoneId));
