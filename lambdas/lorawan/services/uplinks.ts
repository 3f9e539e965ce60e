/**
 * An uplink from a grower's LoRaWAN connection, turned into readings exactly once.
 *
 * Its DevEUI must be claimed by the connection's owner (the device registry), as part of a sensor
 * whose registration is still the one it was paired with; then it is decoded (the network
 * server's decoded values through the device type's field map, else the bytes), its records
 * become readings of that sensor (rules/readings.ts), and those go through the same write as a
 * gateway's batch (ingest's storeReadings: calibration flags, the idempotent store, aggregates,
 * last-seen, alerts; forecasts after the answer).
 *
 * Exactly once: the first delivery of (DevEUI, session, frame counter) records the readings it
 * chose (times and raw values) before writing them; every copy rewrites those same readings.
 *
 * Never an error for what the grower must fix: an unknown DevEUI (heard, listed for pairing), a
 * payload no decoder understands, values out of range or a device whose sensor is gone are
 * parked on the device's row with the reason, and answered as such. "Out of range" is what the
 * device itself reports outside 0–100 %; a raw count that the sensor's formula puts out of range is
 * stored flagged like any ingest reading (a formula never costs a reading: recompute fixes it).
 * Only a store too busy to write in time answers `failed` (the edge says 503 and the network
 * server retries).
 */
import { MAX_CLOCK_AHEAD_MS, MAX_READING_AGE_DAYS } from '@shared/ingest/schemas';
import { DEVICE_TYPES } from '@shared/lorawan/device-types';
import { DEV_EUI_PATTERN, normaliseDevEui } from '@shared/lorawan/kinds';
import { DEPTH_KEYS } from '@shared/readings/depths';
import { readingsStore, type Reading, type ReadingsStore } from '../../readings';
import {
  type Calibrator,
  sensorCalibrator,
  formulaOfSensor,
  getSensor,
  seriesOf,
  type SensorItem,
} from '../../sensors';
import { requestForecasts, storeReadings } from '../../ingest';
import { getDeviceClaim, type DeviceClaim } from '../adapters/devices';
import { getLatestDepths, keepLatestDepths } from '../adapters/latest-depths';
import { getUplinkRecords, putUplinkRecords, type UplinkKey, type UplinkRecord } from '../adapters/uplink-keys';
import { decodeUplink, guessDeviceType } from '../rules/decoders';
import { mergedRaw, recordDepths, standsFor, type DepthValues } from '../rules/readings';
import { sessionKey, type Uplink } from '../rules/uplink';
import { noteParked, noteStatus, noteUplink } from './device-health';
import {
  parkWhy,
  type AcceptOptions,
  type DeviceStatus,
  type LorawanConnection,
  type ParkWhy,
  type UplinkOutcome,
} from './outcome';

let defaultStore: ReadingsStore | undefined;
const storeOf = (opts: AcceptOptions) => opts.store ?? (defaultStore ??= readingsStore());

const bytesOf = (payload: string | null) =>
  payload ? new Uint8Array(Buffer.from(payload, 'base64')) : new Uint8Array();

export async function acceptUplink(
  connection: LorawanConnection,
  sent: Uplink,
  opts: AcceptOptions = {},
): Promise<UplinkOutcome> {
  const now = opts.now ?? Date.now();
  const uplink: Uplink = { ...sent, session: sessionKey(sent.session) };
  const devEui = normaliseDevEui(uplink.devEui);
  if (!DEV_EUI_PATTERN.test(devEui)) {
    return { status: 'parked', ...parkWhy('unknown-device', 'no_dev_eui') };
  }
  const claim = await getDeviceClaim(devEui);
  // Another owner's device answers exactly as a device nobody has: nothing of theirs is revealed.
  if (!claim || claim.owner !== connection.owner) {
    const guessed = uplink.payload ? guessDeviceType(uplink.fPort, bytesOf(uplink.payload)) : null;
    return park(connection, devEui, uplink, now, parkWhy('unknown-device', 'not_paired'), { heardOnly: true, guessed });
  }
  const home = { ...connection, gatewayId: claim.gateway_id };
  const key: UplinkKey = { devEui, claim: claim.claim, session: uplink.session, fCnt: uplink.fCnt };
  // The reads that do not depend on each other at once: the answer is due within a second.
  const [sensor, formula, known] = await Promise.all([
    getSensor(claim.sensor_id),
    formulaOfSensor(claim.sensor_id),
    getUplinkRecords(key),
  ]);
  const live =
    sensor && sensor.owner === claim.owner && claim.registration && sensor.registration === claim.registration;
  if (!live) {
    return park(home, devEui, uplink, now, parkWhy('no-sensor', 'sensor_gone', { sensor: claim.sensor_id }));
  }
  const cal = sensorCalibrator(formula, sensor);
  let records = known;
  let duplicate = Boolean(records);
  let fresh: DepthValues = {};
  if (!records) {
    const made = await firstRecords(claim, sensor, uplink, now);
    if (!made.ok) {
      return park(home, devEui, uplink, now, made.why, { heardOnly: false, batteryV: made.batteryV });
    }
    fresh = made.fresh;
    if (!(await putUplinkRecords(key, made.records, now))) {
      // Another copy got there first: its readings are the ones.
      records = (await getUplinkRecords(key)) ?? made.records;
      duplicate = true;
    } else records = made.records;
  }
  const [written] = await Promise.all([
    writeReadings(connection, sensor, cal, records, uplink.payload, opts, now),
    noteUplink(home, devEui, uplink, now, records),
    // What this device measured, for the sensor's other devices' next readings.
    (sensor.depths ?? DEPTH_KEYS).length > 1 && Object.keys(fresh).length
      ? keepLatestDepths(seriesOf(sensor), fresh, now)
      : undefined,
  ]);
  if (!written) return { status: 'failed' };
  return duplicate ? { status: 'duplicate', readings: records.length } : { status: 'stored', readings: records.length };
}

/** A device's status (battery) outside an uplink; one the owner neither paired nor heard is ignored. */
export async function acceptStatus(connection: LorawanConnection, devEui: string, status: DeviceStatus): Promise<void> {
  const eui = normaliseDevEui(devEui);
  // Only finite figures are kept (a voltage, a percentage, or both).
  const kept: DeviceStatus = {
    at: status.at,
    ...(Number.isFinite(status.batteryV) ? { batteryV: status.batteryV } : {}),
    ...(Number.isFinite(status.batteryPercent) ? { batteryPercent: status.batteryPercent } : {}),
  };
  if (!DEV_EUI_PATTERN.test(eui) || (kept.batteryV === undefined && kept.batteryPercent === undefined)) return;
  const claim = await getDeviceClaim(eui);
  const gatewayId = claim && claim.owner === connection.owner ? claim.gateway_id : connection.gatewayId;
  await noteStatus({ ...connection, gatewayId }, eui, kept, Boolean(claim && claim.owner === connection.owner));
}

type Made =
  | { ok: true; records: UplinkRecord[]; fresh: DepthValues }
  /** `batteryV`: what a payload without readings still said of the battery. */
  | { ok: false; why: ParkWhy; batteryV?: number };

/** What the first delivery of an uplink makes of it: its readings' times and raw values. */
async function firstRecords(claim: DeviceClaim, sensor: SensorItem, uplink: Uplink, now: number): Promise<Made> {
  const decoded = decodeUplink(claim.device_type, uplink);
  if (!decoded.ok)
    return {
      ok: false,
      why: { reason: 'undecodable', detail: decoded.reason, code: decoded.code, values: decoded.values },
    };
  const type = DEVICE_TYPES[claim.device_type];
  const served = sensor.depths ?? [...DEPTH_KEYS];
  const series = seriesOf(sensor);
  const needsOthers = decoded.records.length > 0 && served.length > 1;
  const latest = needsOthers ? await getLatestDepths(series) : {};
  const records: UplinkRecord[] = [];
  const fresh: DepthValues = {};
  let untimely = 0;
  for (const record of decoded.records) {
    const time = record.time ?? uplink.receivedAt;
    // The same window as a gateway's readings (a device clock set wrong, a hand-made body's
    // year 9999): a reading outside it is refused by the readings store on every retry.
    if (time > now + MAX_CLOCK_AHEAD_MS || time < now - MAX_READING_AGE_DAYS * 86_400_000) {
      untimely++;
      continue;
    }
    const own = recordDepths(record, type.oneDepth ? claim.depth_cm : null);
    if (own.outOfRange) return { ok: false, why: parkWhy('out-of-range', 'value_out_of_range') };
    if (!Object.keys(own.values).length) continue;
    records.push({ time, raw: mergedRaw(own.values, time, latest, served, record) });
    for (const [k, v] of Object.entries(own.values)) {
      const known = fresh[k as keyof typeof fresh];
      if (!known || known.t <= time)
        fresh[k as keyof typeof fresh] = { v, t: time, w: standsFor(type.reportingIntervalMin) };
    }
  }
  if (!records.length && untimely) {
    return { ok: false, why: parkWhy('out-of-range', 'clock_off') };
  }
  if (!records.length) {
    // A status frame (battery only), or values the decoder refused as faults (a moisture beyond
    // what the probe measures): no reading, but the battery is still the device's.
    const batteryV = decoded.records.map((r) => r.batteryV).find((v) => v !== undefined && Number.isFinite(v));
    const anyMoisture = decoded.records.some((r) => r.moisture.length);
    return {
      ok: false,
      why: parkWhy('undecodable', anyMoisture ? 'no_moisture_at_depth' : 'no_soil_moisture'),
      ...(batteryV !== undefined ? { batteryV } : {}),
    };
  }
  return { ok: true, records, fresh };
}

/** Calibrate and write the readings (the same ones for every copy); false when the store was too busy. */
async function writeReadings(
  connection: LorawanConnection,
  sensor: SensorItem,
  cal: Calibrator,
  records: readonly UplinkRecord[],
  payload: string | null,
  opts: AcceptOptions,
  now: number,
): Promise<boolean> {
  const store = storeOf(opts);
  const series = seriesOf(sensor);
  const readings: Reading[] = records.map((r) => ({
    series,
    sensorId: sensor.sensor_id,
    time: r.time,
    raw: r.raw,
    ...cal.apply(r.raw),
    receivedAt: now,
    ...(payload ? { payload } : {}),
  }));
  let touched: Parameters<typeof requestForecasts>[0] = [];
  const { unwritten, late } = await storeReadings(connection, readings, new Map([[sensor.sensor_id, sensor]]), store, {
    now,
    deadline: opts.deadline,
    onStored: (s) => (touched = s),
  });
  await requestForecasts(touched, store);
  return !unwritten.size && !late.size;
}

function park(
  connection: LorawanConnection,
  devEui: string,
  uplink: Uplink,
  now: number,
  why: ParkWhy,
  heard: { heardOnly: boolean; guessed?: ReturnType<typeof guessDeviceType>; batteryV?: number } = {
    heardOnly: false,
  },
): Promise<UplinkOutcome> {
  return noteParked(connection, devEui, uplink, now, why, heard).then(() => ({ status: 'parked' as const, ...why }));
}
