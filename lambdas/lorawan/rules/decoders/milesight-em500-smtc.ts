/**
 * Milesight EM500-SMTC, port 85: a run of channels, each a channel id, a type and its value
 * (little-endian), from Milesight's payload definition:
 *
 *   01 75  battery, %  (a percentage, not volts: not kept)
 *   03 67  soil temperature, int16, 0.1 °C
 *   04 68  soil moisture, uint8, 0.5 %    (older firmware; its codec calls it "humidity")
 *   04 CA  soil moisture, uint16, 0.01 %  (newer firmware)
 *   05 7F  conductivity, µS/cm (not kept)
 *   83 D7  temperature alarm: temperature, change, alarm type
 *   20 CE  a logged record: Unix seconds, conductivity, temperature, moisture (0.01 %)
 *   FF ..  device information (versions, serial number, class, reset, status)
 *
 * 0xFFFF is "collection failed", 0xFFFD "out of range": no reading. Its "humidity" is the soil's
 * volumetric water content. Decoding stops at a channel it does not know, keeping what came before.
 */
import { INSTALL_DEPTH_CM } from '@shared/lorawan/device-types';
import type { DecodedRecord, DecodeFailure } from '../uplink';
import { s16le, u16le, u32le, u8, type Bytes } from './bytes';
import { soilThroughMap, type DeviceDecoder, type FieldMap } from './field-map';
import {
  fail,
  hasSoil,
  isRecord,
  numberAt,
  percentOrNull,
  record,
  round,
  temperatureOrNull,
  unixSecondsToMs,
} from './values';

export const MILESIGHT_PORT = 85;
// Milesight's failure codes. As a signed temperature they would read −0.1 and −0.3 °C; the vendor
// defines them as failures for every channel, so a probe at exactly those temperatures loses that reading.
const FAILED = new Set([0xffff, 0xfffd]);
/** The device-information channels (FF xx) and their value lengths, so decoding can step over them. */
const INFO_LENGTHS: Record<number, number> = { 0x01: 1, 0x09: 2, 0x0a: 2, 0xff: 2, 0x16: 8, 0x0f: 1, 0xfe: 1, 0x0b: 1 };

const moistureAt = (v: number | null) =>
  v === null ? [] : [{ depthCm: INSTALL_DEPTH_CM, value: v, unit: 'percent' as const }];
const temperatureOf = (word: number | null, at: number, b: Bytes) =>
  word === null || FAILED.has(word) ? null : temperatureOrNull(round(s16le(b, at)! / 10, 1));
const moisture01Of = (word: number | null) =>
  word === null || FAILED.has(word) ? null : percentOrNull(round(word / 100, 2));

interface Parsed {
  moisture: number | null;
  temperatureC: number | null;
  history: DecodedRecord[];
  /** Whether every byte was a channel we know, and whether one was soil moisture (guessDeviceType). */
  complete: boolean;
  sawSoilChannel: boolean;
}

export function parseChannels(b: Bytes): Parsed {
  const out: Parsed = { moisture: null, temperatureC: null, history: [], complete: false, sawSoilChannel: false };
  let i = 0;
  while (i + 2 <= b.length) {
    const id = b[i]!;
    const type = b[i + 1]!;
    const at = i + 2;
    let size: number;
    if (id === 0x01 && type === 0x75) size = 1;
    else if (id === 0x03 && type === 0x67) {
      size = 2;
      out.temperatureC = temperatureOf(u16le(b, at), at, b);
    } else if (id === 0x04 && type === 0x68) {
      size = 1;
      out.sawSoilChannel = true;
      const v = u8(b, at);
      out.moisture = v === null ? null : percentOrNull(v / 2);
    } else if (id === 0x04 && type === 0xca) {
      size = 2;
      out.sawSoilChannel = true;
      out.moisture = moisture01Of(u16le(b, at));
    } else if (id === 0x05 && type === 0x7f) size = 2;
    else if (id === 0x83 && type === 0xd7) {
      size = 5;
      out.temperatureC = temperatureOf(u16le(b, at), at, b);
    } else if (id === 0x20 && type === 0xce) {
      size = 10;
      out.sawSoilChannel = true;
      const time = unixSecondsToMs(u32le(b, at));
      if (time !== null && at + size <= b.length) {
        const rec = record({
          time,
          moisture: moistureAt(moisture01Of(u16le(b, at + 8))),
          temperatureC: temperatureOf(u16le(b, at + 6), at + 6, b),
        });
        if (hasSoil(rec)) out.history.push(rec);
      }
    } else if (id === 0xff && Object.hasOwn(INFO_LENGTHS, type)) size = INFO_LENGTHS[type]!;
    else return out;
    if (at + size > b.length) return out;
    i = at + size;
  }
  out.complete = i === b.length;
  return out;
}

export const MILESIGHT_FIELD_MAP: FieldMap = {
  moisture: [
    { depthCm: INSTALL_DEPTH_CM, keys: ['humidity', 'moisture'], unit: 'percent', fromFormatter: percentOrNull },
  ],
  temperatureC: ['temperature'],
  batteryV: [],
};

function result(live: DecodedRecord, history: DecodedRecord[], none: DecodeFailure) {
  const records = [...(hasSoil(live) ? [live] : []), ...history];
  return records.length ? { ok: true as const, records } : none;
}

export const milesightEm500Smtc: DeviceDecoder = {
  fieldMap: MILESIGHT_FIELD_MAP,
  decode(fPort, bytes) {
    if (fPort !== MILESIGHT_PORT)
      return fail('wrong_port', { port: fPort ?? null, model: 'EM500-SMTC', expected: MILESIGHT_PORT });
    const p = parseChannels(bytes);
    const live = record({ moisture: moistureAt(p.moisture), temperatureC: p.temperatureC });
    return result(live, p.history, fail('no_soil_in_uplink'));
  },
  fromDecoded(decoded) {
    const history: DecodedRecord[] = [];
    const list = Object.hasOwn(decoded, 'history') ? decoded.history : null;
    for (const item of Array.isArray(list) ? list : []) {
      if (!isRecord(item)) continue;
      const time = unixSecondsToMs(numberAt(item, ['timestamp']));
      if (time === null) continue;
      const rec = soilThroughMap(MILESIGHT_FIELD_MAP, item, time);
      if (hasSoil(rec)) history.push(rec);
    }
    const live = soilThroughMap(MILESIGHT_FIELD_MAP, decoded);
    return result(live, history, fail('server_values_no_soil', { model: 'EM500-SMTC' }));
  },
};
