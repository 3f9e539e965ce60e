/**
 * Sensor registrations. The id is globally unique: the item is keyed by the sensor id alone, so
 * "installed in another field" is one conditional write. GSI1 lists a field's sensors.
 * Each registration has its own `registration` token, made when it is created and never reused:
 * its readings are stored under the series `<sensor id>~<token>` (readings/series.ts), so a
 * registration of a freed id starts empty and cannot reach an earlier one's readings.
 */
import { randomBytes } from 'node:crypto';
import type { Point } from '@shared/geo';
import type { DepthKey } from '@shared/readings/depths';
import {
  deleteItem,
  deleteItemIf,
  getItem,
  getItems,
  keys,
  putItem,
  queryIndex,
  updateItem,
} from '../../platform/aws/items';
import { seriesKey, type SeriesKey } from '../rules/series';

export interface SensorItem {
  sensor_id: string;
  owner: string;
  alias: string;
  field_id: string;
  gateway_id: string | null;
  points: Point;
  sleeping: number;
  battery_threshold: number;
  created_at: string;
  /**
   * Unique per registration (time-based + random). Absent on registrations made before tokens
   * existed: their readings stay under the bare sensor id (seriesKey), which no new registration
   * is ever given.
   */
  registration?: string;
  /**
   * The depths it measures, when not all three: a sensor made of LoRaWAN devices measures the
   * depths its devices serve (lambdas/lorawan/services/pairing.ts). Absent: all three.
   */
  depths?: DepthKey[];
}

/** A new registration token: milliseconds (base 36) then 72 random bits, URL-safe, no `~`. */
export const newRegistration = (now = Date.now()): string =>
  `${now.toString(36)}${randomBytes(9).toString('base64url')}`;

/** The readings series of a registration: the only key its readings are read and written by. */
export const seriesOf = (sensor: Pick<SensorItem, 'sensor_id' | 'registration'>): SeriesKey =>
  seriesKey(sensor.sensor_id, sensor.registration);

const SK = 'SENSOR';
const index = (fieldId: string, sensorId: string) => ({ GSI1PK: keys.field(fieldId), GSI1SK: keys.sensor(sensorId) });

export const getSensor = (sensorId: string) => getItem<SensorItem>(keys.sensor(sensorId), SK);

/**
 * The registrations of many sensor ids (an ingest batch's) in BatchGetItem calls of up to 100 keys
 * instead of a GetItem each; ids registered to nobody are absent from the map.
 */
export async function getSensors(sensorIds: readonly string[]): Promise<Map<string, SensorItem>> {
  const items = await getItems<SensorItem>([...new Set(sensorIds)].map((id) => ({ PK: keys.sensor(id), SK })));
  return new Map(items.map((item) => [item.sensor_id, item]));
}
/** False when the id is registered already (by anyone). */
export const createSensor = (sensor: SensorItem) =>
  putItem(
    { PK: keys.sensor(sensor.sensor_id), SK, ...index(sensor.field_id, sensor.sensor_id), ...sensor },
    { onlyIfNew: true },
  );
export const updateSensor = (sensorId: string, changes: Partial<SensorItem>) =>
  updateItem(keys.sensor(sensorId), SK, { ...changes, ...(changes.field_id ? index(changes.field_id, sensorId) : {}) });
export const deleteSensor = (sensorId: string) => deleteItem(keys.sensor(sensorId), SK);
/** Delete the registration only while it still has these values (e.g. still in this field, this owner's). */
export const deleteSensorIf = (sensorId: string, expected: Partial<SensorItem>) =>
  deleteItemIf(keys.sensor(sensorId), SK, expected);
/**
 * Delete this registration, and only this one (its owner, its creation and token, and `expected`
 * such as its field): if the id was freed and registered again meanwhile, the newer registration
 * stays. False when it is gone or changed.
 */
export const deleteRegistration = (sensor: SensorItem, expected: Partial<SensorItem> = {}) =>
  deleteItemIf(keys.sensor(sensor.sensor_id), SK, {
    owner: sensor.owner,
    created_at: sensor.created_at,
    ...(sensor.registration ? { registration: sensor.registration } : {}),
    ...expected,
  });
/** A field's sensors through GSI1: eventually consistent, for lists only (never for a cascade). */
export const listSensorsOfField = (fieldId: string) => queryIndex<SensorItem>(keys.field(fieldId));
