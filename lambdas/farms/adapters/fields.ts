/** Fields of a user: name, farm, crop and outline. */
import type { Polygon } from '@shared/geo';
import { deleteItem, getItem, keys, putItem, queryPrefix, updateIf, updateItem } from '../../platform/aws/items';

export interface FieldItem {
  field_id: string;
  field_name: string;
  farm_name: string;
  crop_type: string;
  points: Polygon;
  created_at: string;
  updated_at?: string;
  /**
   * Ids of the sensors registered in the field, kept in the base table so that a field delete
   * finds a sensor registered a moment ago (the GSI1 index may not show it yet). A superset:
   * an id stays listed when a registration failed half-way; deletes check the sensor itself.
   */
  sensor_ids?: Set<string>;
  /** Set when a delete of the field has begun: no sensor may be registered in it any more. */
  deleting?: boolean;
  /** The grower's frost threshold (°C); absent: DEFAULT_FROST_THRESHOLD_C. */
  frost_threshold_c?: number;
}

export const listFields = (userName: string) => queryPrefix<FieldItem>(keys.user(userName), 'FIELD#');
/** Just the names of each field (for lists that label rows with them). */
export type FieldLabel = Pick<FieldItem, 'field_id' | 'field_name' | 'farm_name'>;
export const listFieldLabels = (userName: string) =>
  queryPrefix<FieldLabel>(keys.user(userName), 'FIELD#', ['field_id', 'field_name', 'farm_name']);
export const getField = (userName: string, fieldId: string) =>
  getItem<FieldItem>(keys.user(userName), keys.field(fieldId));
export const putField = (userName: string, field: FieldItem) =>
  putItem({ PK: keys.user(userName), SK: keys.field(field.field_id), ...field }, { onlyIfNew: true });
export const updateField = (userName: string, fieldId: string, changes: Partial<FieldItem>) =>
  updateItem(keys.user(userName), keys.field(fieldId), changes);
export const deleteField = (userName: string, fieldId: string) => deleteItem(keys.user(userName), keys.field(fieldId));

/** List a sensor id in the field; false when the field is gone or being deleted. */
export const addFieldSensor = (userName: string, fieldId: string, sensorId: string) =>
  updateIf(keys.user(userName), keys.field(fieldId), {
    update: 'ADD sensor_ids :s',
    condition: 'attribute_exists(PK) AND attribute_not_exists(deleting)',
    values: { ':s': new Set([sensorId]) },
  }).then(Boolean);
/** Unlist a sensor id (no-op when the field is gone). */
export const dropFieldSensor = (userName: string, fieldId: string, sensorId: string) =>
  updateIf(keys.user(userName), keys.field(fieldId), {
    update: 'DELETE sensor_ids :s',
    condition: 'attribute_exists(PK)',
    values: { ':s': new Set([sensorId]) },
  });
/** Mark the field as being deleted; answers it (with every sensor id listed so far), or undefined when gone. */
export const markFieldDeleting = (userName: string, fieldId: string) =>
  updateIf(keys.user(userName), keys.field(fieldId), {
    update: 'SET deleting = :t',
    condition: 'attribute_exists(PK)',
    values: { ':t': true },
  }) as Promise<FieldItem | undefined>;

/** Each sensor id the user's fields list, with the fields that list it (base table, consistent). */
export async function listFieldSensorIds(userName: string): Promise<Map<string, Set<string>>> {
  const fields = await queryPrefix<Pick<FieldItem, 'field_id' | 'sensor_ids'>>(keys.user(userName), 'FIELD#', [
    'field_id',
    'sensor_ids',
  ]);
  const out = new Map<string, Set<string>>();
  for (const f of fields) for (const id of f.sensor_ids ?? []) out.set(id, (out.get(id) ?? new Set()).add(f.field_id));
  return out;
}
