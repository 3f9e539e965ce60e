/**
 * Sensor registrations: one per sensor id across all users (409 'Sensor has been installed in
 * another field'), placed in one of the owner's fields, optionally through one of the owner's
 * gateways. A sensor placed outside its field's outline is kept but flagged (`outside_field`).
 */
import { pointInPolygon } from '@shared/geo';
import type { NewSensorInput } from '@shared/management/schemas';
import type { DepthKey } from '@shared/readings/depths';
import type { SensorView } from '@shared/management/views';
import type { Plan } from '@shared/subscription';
import { refusal } from '../../platform/refusal';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { addFieldSensor, dropFieldSensor, getField, listFields, type FieldItem, ownField } from '../../farms';
import { getGateway } from '../adapters/gateways';
import { createSensor, getSensor, listSensorsOfField, newRegistration, type SensorItem } from '../adapters/sensors';
import { releaseRegistration } from './registrations';
import { claimSensorPlace, releaseSensorPlace } from './sensor-quota';

export function presentSensor(s: SensorItem, field: FieldItem | undefined): SensorView {
  return {
    sensor_id: s.sensor_id,
    alias: s.alias,
    field_id: s.field_id,
    field_name: field?.field_name ?? '',
    gateway_id: s.gateway_id,
    points: s.points,
    sleeping: s.sleeping,
    battery_threshold: s.battery_threshold,
    outside_field: field ? !pointInPolygon(s.points.coordinates, field.points.coordinates[0]!) : false,
    created_at: s.created_at,
  };
}

/** The caller's sensor, or 404 (another user's answers as if it did not exist). */
export async function ownSensor(userName: string, sensorId: string): Promise<SensorItem> {
  const sensor = await getSensor(sensorId);
  if (!sensor || sensor.owner !== userName) throw new NotFoundError(refusal('refusals.sensorNotFound'));
  return sensor;
}

async function assertOwnGateway(userName: string, gatewayId: string | undefined): Promise<void> {
  if (gatewayId && !(await getGateway(userName, gatewayId)))
    throw new NotFoundError(refusal('refusals.gatewayNotFound'));
}

/** Every sensor the user owns, across their fields (one query per field). */
export async function listOwnSensors(userName: string): Promise<SensorItem[]> {
  const fields = await listFields(userName);
  return (await Promise.all(fields.map((f) => listSensorsOfField(f.field_id))))
    .flat()
    .filter((s) => s.owner === userName);
}

/** The caller's sensors of one of their fields (registrations, sorted as the lists show them). */
export async function ownFieldSensors(
  userName: string,
  fieldId: string,
): Promise<{ field: FieldItem; sensors: SensorItem[] }> {
  const field = await ownField(userName, fieldId);
  const sensors = (await listSensorsOfField(fieldId)).filter((s) => s.owner === userName);
  return { field, sensors: sensors.sort((a, b) => (a.alias || a.sensor_id).localeCompare(b.alias || b.sensor_id)) };
}

export async function listFieldSensors(userName: string, fieldId: string): Promise<SensorView[]> {
  const { field, sensors } = await ownFieldSensors(userName, fieldId);
  return sensors.map((s) => presentSensor(s, field));
}

/**
 * An id held by a registration whose field no longer exists (a registration cut short by a crash
 * while its field was being deleted, or left by an older version) is an orphan nobody can reach:
 * it is freed for this registration. False when the holder is a live registration.
 */
async function takeOverOrphan(sensor: SensorItem): Promise<boolean> {
  const holder = await getSensor(sensor.sensor_id);
  if (!holder || (await getField(holder.owner, holder.field_id))) return false;
  if (!(await releaseRegistration(holder, { field_id: holder.field_id }))) return false;
  return createSensor(sensor);
}

/**
 * What registering a sensor id must do first about its registrations in anyone's Recently deleted
 * (the deleted domain's releaseHeldRegistrations): passed in, because Recently deleted restores
 * sensors and so sits above this domain, which must not import it back.
 */
export type ReleaseHeld = (user: string, sensorId: string) => Promise<void>;

/**
 * Register a sensor for the user. `plan` limits how many they may have (null: not limited, for
 * admins); a sensor beyond it is refused before anything is written.
 */
export async function registerSensor(
  userName: string,
  input: NewSensorInput,
  plan: Plan | null,
  releaseHeldRegistrations: ReleaseHeld,
  depths?: DepthKey[],
): Promise<SensorView> {
  const field = await ownField(userName, input.fieldId);
  await assertOwnGateway(userName, input.gatewayId);
  // The id in someone else's Recently deleted is purged now; in the caller's own, a 409.
  await releaseHeldRegistrations(userName, input.sensorId);
  if (!plan) return placeSensor(userName, field, input, depths);
  await claimSensorPlace(userName, plan, input.sensorId);
  try {
    return await placeSensor(userName, field, input, depths);
  } catch (err) {
    await releaseSensorPlace(userName, input.sensorId).catch(() => undefined);
    throw err;
  }
}

/** `depths`: the depths it measures when not all three (a sensor made of LoRaWAN devices). */
async function placeSensor(
  userName: string,
  field: FieldItem,
  input: NewSensorInput,
  depths?: DepthKey[],
): Promise<SensorView> {
  const sensor: SensorItem = {
    sensor_id: input.sensorId,
    owner: userName,
    alias: input.alias,
    field_id: field.field_id,
    gateway_id: input.gatewayId ?? null,
    points: input.geom,
    sleeping: input.sleeping,
    battery_threshold: input.battery_threshold,
    created_at: new Date().toISOString(),
    registration: newRegistration(),
    ...(depths ? { depths } : {}),
    // Its silence alert follows these types' reporting intervals (agronomy/alert-conditions.ts).
    ...(input.devices?.length ? { device_types: [...new Set(input.devices.map((d) => d.device_type))] } : {}),
  };
  // Listed in the field first (refused once a delete of the field has begun), so a field delete
  // finds it in the base table; then the one conditional write that claims the id.
  if (!(await addFieldSensor(userName, field.field_id, sensor.sensor_id)))
    throw new NotFoundError(refusal('refusals.fieldNotFound'));
  if (!(await createSensor(sensor)) && !(await takeOverOrphan(sensor))) {
    const holder = await getSensor(sensor.sensor_id);
    if (holder?.field_id !== field.field_id) await dropFieldSensor(userName, field.field_id, sensor.sensor_id);
    throw new ConflictError(refusal('refusals.sensorTaken'));
  }
  // A field delete that began after the listing may have looked for this sensor before it existed.
  const now = await getField(userName, field.field_id);
  if (!now || now.deleting) {
    await releaseRegistration(sensor, { field_id: field.field_id });
    throw new NotFoundError(refusal('refusals.fieldNotFound'));
  }
  return presentSensor(sensor, field);
}

export async function readSensor(userName: string, sensorId: string): Promise<SensorView> {
  const sensor = await ownSensor(userName, sensorId);
  return presentSensor(sensor, await ownField(userName, sensor.field_id).catch(() => undefined));
}
