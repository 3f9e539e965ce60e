/**
 * Which of an owner's farms a resource a request names belongs to, read from the items the
 * domains' stores write (keys in lambdas/platform/aws/table-schema.ts; platform imports no domain,
 * so the few attributes it needs are read here by name):
 *   field       USER#<owner>/FIELD#<id>            farm_name
 *   zone        USER#<owner>/ZONE#<id>             field_id → its field
 *   sensor      SENSOR#<id>/SENSOR                 owner (must be the farm's), field_id → its field
 *   gateway     USER#<owner>/GATEWAY#<id>          farm_name (registered in a shared farm), field_ids → their fields
 *   irrigation  USER#<owner>/IRRIGATION_ID#<id>    zone_id → its zone
 *   event       `<sensor id>-<onset>-<tag>`         its sensor (an answer logs into the sensor's field's zone)
 *   vendorLink  USER#<owner>/VLINK#<id>            sensor_id → its sensor
 * Every read is of the base table (strongly consistent): these are decisions.
 */
import type { FarmResourceKind } from '@shared/contract/define';
import { getItem, getItems, keys } from '../aws/items';

type Resolver = (owner: string, id: string) => Promise<string[]>;

const text = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

const fieldFarm: Resolver = async (owner, id) => {
  const field = await getItem<{ farm_name?: unknown }>(keys.user(owner), keys.field(id));
  const farm = text(field?.farm_name);
  return farm ? [farm] : [];
};

const zoneFarm: Resolver = async (owner, id) => {
  const zone = await getItem<{ field_id?: unknown }>(keys.user(owner), keys.zone(id));
  const fieldId = text(zone?.field_id);
  return fieldId ? fieldFarm(owner, fieldId) : [];
};

const sensorFarm: Resolver = async (owner, id) => {
  const sensor = await getItem<{ owner?: unknown; field_id?: unknown }>(keys.sensor(id), 'SENSOR');
  const fieldId = text(sensor?.field_id);
  return sensor?.owner === owner && fieldId ? fieldFarm(owner, fieldId) : [];
};

const gatewayFarms: Resolver = async (owner, id) => {
  const gateway = await getItem<{ farm_name?: unknown; field_ids?: unknown }>(keys.user(owner), keys.gateway(id));
  if (!gateway) return [];
  const fieldIds = Array.isArray(gateway.field_ids) ? gateway.field_ids.flatMap((f) => text(f) ?? []) : [];
  // A gateway may serve up to 200 fields: their farms in batch reads, not a read each.
  const fields = await getItems<{ farm_name?: unknown }>(
    fieldIds.map((f) => ({ PK: keys.user(owner), SK: keys.field(f) })),
  );
  const registeredIn = text(gateway.farm_name);
  return [...(registeredIn ? [registeredIn] : []), ...fields.flatMap((f) => text(f.farm_name) ?? [])];
};

const irrigationFarm: Resolver = async (owner, id) => {
  const pointer = await getItem<{ zone_id?: unknown }>(keys.user(owner), `IRRIGATION_ID#${id}`);
  const zoneId = text(pointer?.zone_id);
  return zoneId ? zoneFarm(owner, zoneId) : [];
};

/** An event id starts with its sensor's id (letters and digits), then `-`. */
const eventFarm: Resolver = async (owner, id) => {
  const sensorId = /^([A-Za-z0-9]+)-/.exec(id)?.[1];
  return sensorId ? sensorFarm(owner, sensorId) : [];
};

const vendorLinkFarm: Resolver = async (owner, id) => {
  const link = await getItem<{ sensor_id?: unknown }>(keys.user(owner), `VLINK#${id}`);
  const sensorId = text(link?.sensor_id);
  return sensorId ? sensorFarm(owner, sensorId) : [];
};

const RESOLVERS: Readonly<Record<Exclude<FarmResourceKind, 'farmId'>, Resolver>> = {
  farmName: async (_owner, name) => [name],
  field: fieldFarm,
  zone: zoneFarm,
  sensor: sensorFarm,
  gateway: gatewayFarms,
  irrigation: irrigationFarm,
  event: eventFarm,
  vendorLink: vendorLinkFarm,
};

/**
 * The owner's farms the resource belongs to (a gateway may serve several); none when it is not
 * the owner's, or does not exist. A `farmId` names the farm itself: the caller resolved it already.
 */
export function farmsOf(owner: string, kind: Exclude<FarmResourceKind, 'farmId'>, id: string): Promise<string[]> {
  return RESOLVERS[kind](owner, id);
}
