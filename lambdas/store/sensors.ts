/**
 * Sensor registrations. The id is globally unique: the item is keyed by the sensor id alone, so
 * "installed in another field" is one conditional write. GSI1 lists a field's sensors.
 * Deleting a registration never touches readings (they live under their own keys).
 */
import type { Point } from '../../shared/geo';
import { deleteItem, deleteItemIf, getItem, getItems, keys, putItem, queryIndex, updateItem } from './items';

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
}

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
  putItem({ PK: keys.sensor(sensor.sensor_id), SK, ...index(sensor.field_id, sensor.sensor_id), ...sensor }, { onlyIfNew: true });
export const updateSensor = (sensorId: string, changes: Partial<SensorItem>) =>
  updateItem(keys.sensor(sensorId), SK, { ...changes, ...(changes.field_id ? index(changes.field_id, sensorId) : {}) });
export const deleteSensor = (sensorId: string) => deleteItem(keys.sensor(sensorId), SK);
/** Delete the registration only while it still has these values (e.g. still in this field, this owner's). */
export const deleteSensorIf = (sensorId: string, expected: Partial<SensorItem>) => deleteItemIf(keys.sensor(sensorId), SK, expected);
/** A field's sensors through GSI1: eventually consistent, for lists only (never for a cascade). */
export const listSensorsOfField = (fieldId: string) => queryIndex<SensorItem>(keys.field(fieldId));
