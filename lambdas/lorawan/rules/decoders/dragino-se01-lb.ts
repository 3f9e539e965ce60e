/**
 * Dragino SE01-LB, from its user manual and Dragino's published decoder:
 * - port 2: the periodic uplink (dragino-soil.ts). Byte 10's top bit is the working mode: 0 sends
 *   calibrated moisture; 1 sends the probe's raw counts instead, which are not moisture.
 * - port 3: the datalog, the answer to a poll for logged readings: 11-byte records, each
 *     0-1 soil moisture, 0.01 %   2-3 soil temperature, 0.01 °C (both signed)
 *     4-5 probe temperature (unused)   6 flags   7-10 its time, Unix seconds
 *   A record of all zeros means the device had nothing logged for the time asked.
 *   Which of the first two words is moisture is our reading of the vendor decoder (it prints them
 *   unnamed, in this order); the device repository has no datalog example to check it against.
 * - port 5: the device status (model 0x26, firmware, band), with the battery in bytes 5-6 (mV).
 */
import { INSTALL_DEPTH_CM } from '@shared/lorawan/device-types';
import type { DecodedRecord } from '../uplink';
import { s16be, u16be, u32be, u8 } from './bytes';
import {
  DRAGINO_FIELD_MAP,
  DRAGINO_SOIL_LENGTH,
  DRAGINO_SOIL_PORT,
  draginoSoilValues,
  readDraginoSoil,
} from './dragino-soil';
import { fromDecodedOne, type DeviceDecoder } from './field-map';
import {
  batteryOrNull,
  fail,
  hasSoil,
  percentOrNull,
  record,
  round,
  temperatureOrNull,
  unixSecondsToMs,
} from './values';

export const SE01_DATALOG_PORT = 3;
export const SE01_STATUS_PORT = 5;
export const SE01_MODEL_BYTE = 0x26;
export const DATALOG_RECORD_LENGTH = 11;

function datalogRecord(bytes: Uint8Array, at: number): DecodedRecord | null {
  const time = unixSecondsToMs(u32be(bytes, at + 7));
  if (time === null) return null;
  const moisture = percentOrNull(round(s16be(bytes, at)! / 100, 2));
  const rec = record({
    time,
    moisture: moisture === null ? [] : [{ depthCm: INSTALL_DEPTH_CM, value: moisture, unit: 'percent' }],
    temperatureC: temperatureOrNull(round(s16be(bytes, at + 2)! / 100, 2)),
  });
  return hasSoil(rec) ? rec : null;
}

function decodeDatalog(bytes: Uint8Array) {
  if (bytes.length < DATALOG_RECORD_LENGTH)
    return fail('datalog_length', { bytes: bytes.length, length: DATALOG_RECORD_LENGTH });
  const records: DecodedRecord[] = [];
  // A partial record at the end (a cut-off frame) is left out: its time is missing.
  for (let at = 0; at + DATALOG_RECORD_LENGTH <= bytes.length; at += DATALOG_RECORD_LENGTH) {
    const rec = datalogRecord(bytes, at);
    if (rec) records.push(rec);
  }
  if (records.length === 0) return fail('datalog_empty');
  return { ok: true as const, records };
}

export const draginoSe01Lb: DeviceDecoder = {
  fieldMap: DRAGINO_FIELD_MAP,
  decode(fPort, bytes) {
    if (fPort === SE01_DATALOG_PORT) return decodeDatalog(bytes);
    if (fPort === SE01_STATUS_PORT) {
      const batteryV = batteryOrNull(u16be(bytes, 5) === null ? null : u16be(bytes, 5)! / 1000);
      if (u8(bytes, 0) !== SE01_MODEL_BYTE || batteryV === null) return fail('status_unreadable', { model: 'SE01-LB' });
      return { ok: true, records: [record({ moisture: [], batteryV })] };
    }
    if (fPort !== DRAGINO_SOIL_PORT)
      return fail('wrong_port_datalog', {
        port: fPort ?? null,
        model: 'SE01-LB',
        expected: DRAGINO_SOIL_PORT,
        datalog: SE01_DATALOG_PORT,
      });
    if (bytes.length < DRAGINO_SOIL_LENGTH)
      return fail('payload_length', { bytes: bytes.length, model: 'SE01-LB', length: DRAGINO_SOIL_LENGTH });
    if (bytes[10]! & 0x80) return fail('raw_counts_mode');
    const rec = readDraginoSoil(bytes);
    if (!hasSoil(rec)) return fail('values_outside_probe', draginoSoilValues(bytes));
    return { ok: true, records: [rec] };
  },
  fromDecoded(decoded) {
    // The vendor formatters print the datalog as text with times in the server's own time zone:
    // only its bytes say when each record was taken.
    if (Object.hasOwn(decoded, 'DATALOG')) return fail('datalog_from_bytes');
    return fromDecodedOne(DRAGINO_FIELD_MAP, decoded, 'SE01-LB');
  },
};
