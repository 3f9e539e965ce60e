/**
 * Fields and farms: ownership and the farm created first when new. dynalite has no transactions, so multi-item changes
 * are ordered, idempotent steps: a field whose write fails after its new farm was created leaves that farm visible and
 * usable.
 */
import { frostThresholdOf } from '@shared/alerts/frost';
import { coordinatesFromPolygon } from '@shared/geo';
import type { AddFieldInput, UpdateFieldInput } from '@shared/management/schemas';
import type { FieldView } from '@shared/management/views';
import { refusal } from '../../platform/refusal';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { createFarm, listFarms } from '../adapters/farms';
import { getField, listFields, putField, updateField, type FieldItem } from '../adapters/fields';
import { newId } from '../../platform/ids';
import { ensureFarmId } from '../../platform/farm-access/farm-ids';

/**
 * Create the farm when new and give it its id (what members, invitations and the audit log hang
 * from). The id step also runs when the farm already existed: a crash after the create, then a
 * retry, still ends with the id (ensureFarmId writes nothing for a farm that has one).
 */
async function createFarmWithId(userName: string, farmName: string): Promise<boolean> {
  const created = await createFarm(userName, farmName);
  await ensureFarmId(userName, farmName);
  return created;
}

/** A field as the API answers it: the stored item plus the spec's derived `coordinates`. */
export const presentField = (f: FieldItem): FieldView => ({
  field_id: f.field_id,
  field_name: f.field_name,
  farm_name: f.farm_name,
  crop_type: f.crop_type,
  points: f.points,
  coordinates: coordinatesFromPolygon(f.points),
  created_at: f.created_at,
  frost_threshold_c: frostThresholdOf(f),
});

/** The caller's field, or 404 (another user's field answers as if it did not exist). */
export async function ownField(userName: string, fieldId: string): Promise<FieldItem> {
  const field = await getField(userName, fieldId);
  if (!field) throw new NotFoundError(refusal('refusals.fieldNotFound'));
  return field;
}

export async function addFarm(userName: string, farmName: string): Promise<{ farm_name: string }> {
  if (!(await createFarmWithId(userName, farmName)))
    throw new ConflictError(refusal('refusals.farmNameTaken', { name: farmName }));
  return { farm_name: farmName };
}

export async function listUserFields(userName: string): Promise<FieldView[]> {
  const fields = await listFields(userName);
  return fields
    .sort((a, b) => a.farm_name.localeCompare(b.farm_name) || a.field_name.localeCompare(b.field_name))
    .map(presentField);
}

export async function addField(userName: string, input: AddFieldInput): Promise<FieldView> {
  // Step 1: the farm (kept when it is new and step 2 fails: visible and usable, never half a field).
  await createFarmWithId(userName, input.farmName);
  const field: FieldItem = {
    field_id: newId('fld'),
    field_name: input.fieldName,
    farm_name: input.farmName,
    crop_type: input.cropType,
    points: input.geom,
    created_at: new Date().toISOString(),
    ...(input.frost_threshold_c === undefined ? {} : { frost_threshold_c: input.frost_threshold_c }),
  };
  // Step 2: the field, under a fresh id.
  await putField(userName, field);
  return presentField(field);
}

export async function editField(userName: string, fieldId: string, input: UpdateFieldInput): Promise<FieldView> {
  const field = await ownField(userName, fieldId);
  if (input.farmName && input.farmName !== field.farm_name) await createFarmWithId(userName, input.farmName);
  const changes: Partial<FieldItem> = {
    field_name: input.fieldName,
    farm_name: input.farmName,
    crop_type: input.cropType,
    points: input.geom,
    frost_threshold_c: input.frost_threshold_c,
    updated_at: new Date().toISOString(),
  };
  if (!(await updateField(userName, fieldId, changes))) throw new NotFoundError(refusal('refusals.fieldNotFound'));
  return presentField({
    ...field,
    ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
  } as FieldItem);
}

/** Deletes move a field or farm to Recently deleted: services/recently-deleted.ts. */
export { listFarms };
