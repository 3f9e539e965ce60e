/**
 * A device type's FIELD MAP: where a network server's payload formatter (the device repository
 * codec the grower picked in The Things Stack or ChirpStack) puts each value we keep, so decoded
 * values can be used without the bytes. Keys are the codec's own output names; when codec versions
 * disagree, every known name is listed and the first one present wins.
 */
import type { MoistureUnit } from '@shared/lorawan/device-types';
import type { DecodeResult } from '../uplink';
import { batteryOrNull, fail, firstValid, hasSoil, record, temperatureOrNull, type Moisture } from './values';

export interface MoistureField {
  /** The depth it measures (cm); INSTALL_DEPTH_CM for a one-depth device. */
  depthCm: number;
  keys: readonly string[];
  unit: MoistureUnit;
  /**
   * From the formatter's value to ours, null when it is no reading (a sentinel, out of range).
   * A raw device's formatter already converted the count; this undoes it so the sensor's own
   * calibration applies, as it does to the bytes we decode.
   */
  fromFormatter: (value: number) => number | null;
}

export interface FieldMap {
  moisture: readonly MoistureField[];
  temperatureC: readonly string[];
  /** Battery in volts (a device that reports a battery percentage has none here). */
  batteryV: readonly string[];
}

export interface DeviceDecoder {
  decode(fPort: number | null, bytes: Uint8Array): DecodeResult;
  fromDecoded(decoded: Record<string, unknown>): DecodeResult;
  fieldMap: FieldMap;
}

/** One record of the values a decoded object holds through a field map (possibly none: check with hasSoil). */
export function soilThroughMap(map: FieldMap, decoded: Record<string, unknown>, time?: number | null) {
  const moisture: Moisture[] = [];
  for (const field of map.moisture) {
    const value = firstValid(decoded, field.keys, field.fromFormatter);
    if (value !== null && Number.isFinite(value)) moisture.push({ depthCm: field.depthCm, value, unit: field.unit });
  }
  // A temperature a formatter gives for a missing sensor (Decentlab's −327.68 °C) is out of range: no reading.
  return record({
    time,
    moisture,
    temperatureC: firstValid(decoded, map.temperatureC, temperatureOrNull),
    batteryV: firstValid(decoded, map.batteryV, batteryOrNull),
  });
}

/** `fromDecoded` for a device whose formatter gives one record per uplink. */
export function fromDecodedOne(map: FieldMap, decoded: Record<string, unknown>, label: string): DecodeResult {
  const rec = soilThroughMap(map, decoded);
  if (hasSoil(rec) || rec.batteryV !== undefined) return { ok: true, records: [rec] };
  return fail('server_values_unrecognised', { model: label });
}
