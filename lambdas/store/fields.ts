/** Fields of a user: name, farm, crop and outline. */
import type { Polygon } from '../../shared/geo';
import { deleteItem, getItem, keys, putItem, queryPrefix, updateItem } from './items';

export interface FieldItem {
  field_id: string;
  field_name: string;
  farm_name: string;
  crop_type: string;
  points: Polygon;
  created_at: string;
  updated_at?: string;
}

export const listFields = (userName: string) => queryPrefix<FieldItem>(keys.user(userName), 'FIELD#');
/** Just the names of each field (for lists that label rows with them). */
export type FieldLabel = Pick<FieldItem, 'field_id' | 'field_name' | 'farm_name'>;
export const listFieldLabels = (userName: string) =>
  queryPrefix<FieldLabel>(keys.user(userName), 'FIELD#', ['field_id', 'field_name', 'farm_name']);
export const getField = (userName: string, fieldId: string) => getItem<FieldItem>(keys.user(userName), keys.field(fieldId));
export const putField = (userName: string, field: FieldItem) => putItem({ PK: keys.user(userName), SK: keys.field(field.field_id), ...field }, { onlyIfNew: true });
export const updateField = (userName: string, fieldId: string, changes: Partial<FieldItem>) => updateItem(keys.user(userName), keys.field(fieldId), changes);
export const deleteField = (userName: string, fieldId: string) => deleteItem(keys.user(userName), keys.field(fieldId));
