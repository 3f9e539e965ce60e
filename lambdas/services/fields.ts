/**
 * Fields and farms: ownership, the farm created first when new, and deletes that say what went
 * with them. dynalite has no transactions, so multi-item changes are ordered, idempotent steps:
 * a field whose write fails after its new farm was created leaves that farm visible and usable.
 */
import { coordinatesFromPolygon } from '@shared/geo';
import type { AddFieldInput, UpdateFieldInput } from '@shared/management/schemas';
import type { FieldView } from '@shared/management/views';
import { ConflictError, NotFoundError } from '../errors';
import { createFarm, deleteFarm, getFarm, listFarms } from '../store/farms';
import { deleteField, getField, listFields, markFieldDeleting, putField, updateField, type FieldItem } from '../store/fields';
import { getSensor, listSensorsOfField } from '../store/sensors';
import { deleteZone, listZones } from '../store/zones';
import { newId } from './ids';
import { releaseRegistration } from './registrations';

/** A field as the API answers it: the stored item plus the spec's derived `coordinates`. */
export const presentField = (f: FieldItem): FieldView => ({
  field_id: f.field_id,
  field_name: f.field_name,
  farm_name: f.farm_name,
  crop_type: f.crop_type,
  points: f.points,
  coordinates: coordinatesFromPolygon(f.points),
  created_at: f.created_at,
});

/** The caller's field, or 404 (another user's field answers as if it did not exist). */
export async function ownField(userName: string, fieldId: string): Promise<FieldItem> {
  const field = await getField(userName, fieldId);
  if (!field) throw new NotFoundError('Field not found.');
  return field;
}

export async function addFarm(userName: string, farmName: string): Promise<{ farm_name: string }> {
  if (!(await createFarm(userName, farmName))) throw new ConflictError(`Farm ${farmName} already exists.`);
  return { farm_name: farmName };
}

export async function listUserFields(userName: string): Promise<FieldView[]> {
  const fields = await listFields(userName);
  return fields.sort((a, b) => a.farm_name.localeCompare(b.farm_name) || a.field_name.localeCompare(b.field_name)).map(presentField);
}

export async function addField(userName: string, input: AddFieldInput): Promise<FieldView> {
  // Step 1: the farm (kept when it is new and step 2 fails: visible and usable, never half a field).
  await createFarm(userName, input.farmName);
  const field: FieldItem = {
    field_id: newId('fld'),
    field_name: input.fieldName,
    farm_name: input.farmName,
    crop_type: input.cropType,
    points: input.geom,
    created_at: new Date().toISOString(),
  };
  // Step 2: the field, under a fresh id.
  await putField(userName, field);
  return presentField(field);
}

export async function editField(userName: string, fieldId: string, input: UpdateFieldInput): Promise<FieldView> {
  const field = await ownField(userName, fieldId);
  if (input.farmName && input.farmName !== field.farm_name) await createFarm(userName, input.farmName);
  const changes: Partial<FieldItem> = {
    field_name: input.fieldName,
    farm_name: input.farmName,
    crop_type: input.cropType,
    points: input.geom,
    updated_at: new Date().toISOString(),
  };
  if (!(await updateField(userName, fieldId, changes))) throw new NotFoundError('Field not found.');
  return presentField({ ...field, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) } as FieldItem);
}

/**
 * Delete a field with its zones and sensor registrations (their readings go with them: see
 * releaseRegistration). Idempotent: the field
 * is marked first (no sensor can be registered in it from then on) and deleted last, so a retry
 * finishes a delete that stopped half-way. Its sensors come from the field item's own list
 * (base table, so one registered a moment ago is found), plus the GSI1 index for sensors
 * registered before that list existed; each goes only while it is still in this field.
 */
export async function removeField(userName: string, fieldId: string): Promise<{ field_id: string; deleted: { zones: number; sensors: number } }> {
  const field = await markFieldDeleting(userName, fieldId);
  if (!field) throw new NotFoundError('Field not found.');
  const indexed = (await listSensorsOfField(fieldId)).map((s) => s.sensor_id);
  let sensors = 0;
  for (const id of new Set([...(field.sensor_ids ?? []), ...indexed])) {
    const sensor = await getSensor(id);
    if (sensor && sensor.owner === userName && sensor.field_id === fieldId && (await releaseRegistration(sensor, { field_id: fieldId }))) sensors += 1;
  }
  const zones = (await listZones(userName)).filter((z) => z.field_id === fieldId);
  for (const z of zones) await deleteZone(userName, z.id);
  await deleteField(userName, fieldId);
  return { field_id: fieldId, deleted: { zones: zones.length, sensors } };
}

/** Delete a farm with its fields (and theirs zones and sensors). */
export async function removeFarm(userName: string, farmName: string) {
  const fields = (await listFields(userName)).filter((f) => f.farm_name === farmName);
  if (!(await getFarm(userName, farmName)) && !fields.length) throw new NotFoundError('Farm not found.');
  const deleted = { fields: 0, zones: 0, sensors: 0 };
  for (const f of fields) {
    const r = await removeField(userName, f.field_id);
    deleted.fields += 1;
    deleted.zones += r.deleted.zones;
    deleted.sensors += r.deleted.sensors;
  }
  await deleteFarm(userName, farmName);
  return { farm_name: farmName, deleted };
}

export { listFarms };
