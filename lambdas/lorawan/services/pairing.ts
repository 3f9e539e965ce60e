/**
 * A sensor made of LoRaWAN devices: `POST /api/sensor/v2/new` through a LoRaWAN connection names
 * the devices (DevEUI, type, installed depth). Each DevEUI is claimed for the caller in the
 * device registry (409 while another grower's sensor has it), then the sensor is registered as any
 * sensor is (its id the grower's choice) with the depths its devices serve, then each claim is
 * pointed at the new registration, and a type's default calibration becomes the sensor's formula
 * when it has none.
 *
 * No transactions: the claims go first, so a failure before the registration leaves claims
 * without a registration, which uplinks ignore, the same caller's retry takes over and anyone
 * else may take once the pairing is PENDING_MS old. A crash after the registration is healed by
 * the caller's retry (the sensor is theirs, through this connection, and the pending claims are
 * for it: the retry finishes them).
 */
import { randomBytes } from 'node:crypto';
import { DEVICE_TYPES } from '@shared/lorawan/device-types';
import { isLorawanKind } from '@shared/lorawan/kinds';
import { servedDepths } from '@shared/lorawan/pairing';
import type { SensorDeviceInput } from '@shared/lorawan/views';
import type { NewSensorInput } from '@shared/management/schemas';
import type { SensorView } from '@shared/management/views';
import type { Plan } from '@shared/subscription';
import { refusal, type Said } from '../../platform/refusal';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../platform/errors';
import {
  addFormula,
  formulaOfSensor,
  getGateway,
  getSensor,
  isHeld,
  listPurgeMarkersOf,
  presentSensor,
  registerSensor,
  seriesOf,
  type ReleaseHeld,
  type SensorItem,
} from '../../sensors';
import {
  claimDevice,
  getDeviceClaim,
  releaseDeviceClaim,
  replaceDeviceClaim,
  setDeviceRegistration,
  type DeviceClaim,
} from '../adapters/devices';
import { changeDeviceRow } from '../adapters/device-rows';
import { getField } from '../../farms';

/** How long a pairing may stay half-done before another grower may take its DevEUIs. */
export const PENDING_MS = 10 * 60_000;

/** Registered through a LoRaWAN connection: with its devices. Through anything else: as before (no devices). */
export async function registerSensorWithDevices(
  userName: string,
  input: NewSensorInput,
  plan: Plan | null,
  releaseHeld: ReleaseHeld,
  now = Date.now(),
): Promise<SensorView> {
  const gateway = input.gatewayId ? await getGateway(userName, input.gatewayId) : undefined;
  if (input.gatewayId && !gateway) throw new NotFoundError(refusal('refusals.gatewayNotFound'));
  const lorawan = Boolean(gateway && isLorawanKind(gateway.kind ?? 'fieldwise'));
  if (!lorawan) {
    if (input.devices) throw new BadRequestError(refusal('refusals.devicesOnlyLorawan'));
    return registerSensor(userName, input, plan, releaseHeld);
  }
  const devices = input.devices;
  if (!devices) throw new BadRequestError(refusal('refusals.devicesNeeded'));
  const gatewayId = input.gatewayId!;
  const claim = randomBytes(12).toString('base64url');
  const claimed: string[] = [];
  try {
    for (const d of devices) {
      await claimOne(userName, gatewayId, input.sensorId, d, claim, now);
      claimed.push(d.dev_eui);
    }
    const view = await registerOrResume(userName, input, plan, releaseHeld, servedDepths(devices));
    const sensor = await getSensor(input.sensorId);
    if (!sensor?.registration || sensor.owner !== userName) throw new ConflictError(refusal('refusals.sensorTaken'));
    await finish(userName, gatewayId, sensor, devices, claim, now);
    return view;
  } catch (err) {
    // Nothing registered with them: the DevEUIs this call claimed are free again.
    if (!(await registeredHere(userName, input.sensorId, gatewayId))) {
      await Promise.all(claimed.map((eui) => releaseDeviceClaim(eui, claim).catch(() => undefined)));
    }
    throw err;
  }
}

async function registeredHere(userName: string, sensorId: string, gatewayId: string) {
  const s = await getSensor(sensorId).catch(() => undefined);
  return Boolean(s && s.owner === userName && s.gateway_id === gatewayId);
}

/**
 * The registration, or (a retry after a crash that came after it) the caller's sensor of this
 * id through this connection, whose pairing this call finishes.
 */
async function registerOrResume(
  userName: string,
  input: NewSensorInput,
  plan: Plan | null,
  releaseHeld: ReleaseHeld,
  depths: SensorItem['depths'],
): Promise<SensorView> {
  try {
    return await registerSensor(userName, input, plan, releaseHeld, depths);
  } catch (err) {
    if (!(err instanceof ConflictError)) throw err;
    const s = await getSensor(input.sensorId);
    if (!s || s.owner !== userName || s.gateway_id !== input.gatewayId) throw err;
    const devicesOfIt = await Promise.all((input.devices ?? []).map((d) => getDeviceClaim(d.dev_eui)));
    const unfinished = devicesOfIt.every(
      (c) => c && c.owner === userName && c.sensor_id === s.sensor_id && c.registration === undefined,
    );
    if (!unfinished) throw err;
    return presentSensor(s, await getField(userName, s.field_id));
  }
}

async function claimOne(
  userName: string,
  gatewayId: string,
  sensorId: string,
  d: SensorDeviceInput,
  claim: string,
  now: number,
): Promise<void> {
  const next: DeviceClaim = {
    dev_eui: d.dev_eui,
    owner: userName,
    gateway_id: gatewayId,
    sensor_id: sensorId,
    device_type: d.device_type,
    depth_cm: DEVICE_TYPES[d.device_type].oneDepth ? (d.depth_cm ?? null) : null,
    claim,
    claimed_at: new Date(now).toISOString(),
  };
  if (await claimDevice(next)) return;
  const holder = await getDeviceClaim(d.dev_eui);
  if (!holder) {
    if (await claimDevice(next)) return;
    throw new ConflictError(refusal('refusals.deviceBeingPaired', { devEui: d.dev_eui }));
  }
  const held = await whyHeld(holder, userName, sensorId, now);
  if (held) throw new ConflictError(held);
  if (!(await replaceDeviceClaim(holder, next)))
    throw new ConflictError(refusal('refusals.deviceBeingPaired', { devEui: d.dev_eui }));
}

/** Why a held DevEUI cannot be taken by this caller for this sensor, or null when it is free to take. */
async function whyHeld(holder: DeviceClaim, userName: string, sensorId: string, now: number): Promise<Said | null> {
  const own = holder.owner === userName;
  const taken = own
    ? refusal('refusals.deviceInYourSensor', { devEui: holder.dev_eui, sensorId: holder.sensor_id })
    : refusal('refusals.deviceOfAnotherAccount', { devEui: holder.dev_eui });
  if (!holder.registration) {
    // A pairing under way (or cut short): the same caller's retry for the same sensor takes it over.
    if (own && holder.sensor_id === sensorId) return null;
    return now - Date.parse(holder.claimed_at) < PENDING_MS ? taken : null;
  }
  const sensor = await getSensor(holder.sensor_id);
  if (sensor && sensor.owner === holder.owner && sensor.registration === holder.registration) return taken;
  // Its sensor is in the holder's Recently deleted: still theirs until purged (they may restore it).
  if (!own) {
    const series = seriesOf({ sensor_id: holder.sensor_id, registration: holder.registration });
    const markers = await listPurgeMarkersOf(holder.sensor_id);
    if (markers.some((m) => m.series === series && isHeld(m, now))) return taken;
  }
  return null;
}

/** Point the claims at the registration, give the sensor its type's calibration, list the devices on the connection. */
async function finish(
  userName: string,
  gatewayId: string,
  sensor: SensorItem,
  devices: readonly SensorDeviceInput[],
  claim: string,
  now: number,
): Promise<void> {
  for (const d of devices) {
    if (!(await setDeviceRegistration(d.dev_eui, claim, sensor.registration!)))
      throw new AppError(409, `Device ${d.dev_eui} was taken meanwhile; delete the sensor and pair again.`);
  }
  const preset = DEVICE_TYPES[devices[0]!.device_type].defaultPreset;
  if (preset && !(await formulaOfSensor(sensor.sensor_id))) {
    await addFormula({
      sensor_id: sensor.sensor_id,
      formula: preset.formula,
      parameter: preset.parameters,
      mode: 'specific',
      lowest_adt: null,
      h_parameter: '',
      h_formula: '',
    });
  }
  await Promise.all(
    devices.map((d) =>
      changeDeviceRow(
        userName,
        gatewayId,
        d.dev_eui,
        (row) => ({
          ...row,
          sensor_id: sensor.sensor_id,
          device_type: d.device_type,
          depth_cm: DEVICE_TYPES[d.device_type].oneDepth ? (d.depth_cm ?? null) : null,
        }),
        { heardOnly: false, now },
      ),
    ),
  );
}
