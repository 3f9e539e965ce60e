/**
 * Decentlab DL-SMTP, a soil moisture and temperature profile: eight sensors, 10 to 80 cm deep
 * (depth 0 of its codec is the shallowest, at 10 cm). Port 1, Decentlab frame (decentlab-frame.ts):
 *   block 0: 16 words, moisture count then temperature for each depth (temperature = (word − 32768) / 100 °C)
 *   block 1: battery, mV
 * The moisture count needs calibration: Decentlab's default conversion is (count − 2500) / 500,
 * the sensor's preset (shared/lorawan/device-types.ts). A depth without a sensor sends 0 for both
 * words (its codec then shows −5 and −327.68 °C): that is no reading.
 */
import { DEVICE_TYPES } from '@shared/lorawan/device-types';
import type { DecodeResult } from '../uplink';
import { decentlabBatteryV, DECENTLAB_PORT, readDecentlabFrame } from './decentlab-frame';
import { fromDecodedOne, type DeviceDecoder, type FieldMap, type MoistureField } from './field-map';
import { batteryOrNull, fail, hasSoil, record, round, temperatureOrNull, type Moisture } from './values';

export const SMTP_BLOCKS = [16, 1] as const;
export const SMTP_DEPTHS_CM = DEVICE_TYPES['decentlab-dl-smtp'].depthsCm;
const MAX_COUNT = 0xffff;

const temperatureOf = (word: number) => (word === 0 ? null : temperatureOrNull(round((word - 32768) / 100, 2)));

/** The temperature kept for the probe (one per reading): the shallowest depth that measured one. */
function firstTemperature(words: number[]) {
  for (let d = 0; d < SMTP_DEPTHS_CM.length; d++) {
    const t = temperatureOf(words[2 * d + 1]!);
    if (t !== null) return t;
  }
  return null;
}

function decode(fPort: number | null, bytes: Uint8Array): DecodeResult {
  if (fPort !== DECENTLAB_PORT) return fail('wrong_port', { port: fPort ?? null, model: 'DL-SMTP', expected: 1 });
  const frame = readDecentlabFrame(bytes, SMTP_BLOCKS, 'DL-SMTP');
  if (!frame.ok) return frame;
  const [soil, battery] = frame.blocks;
  const batteryV = batteryOrNull(decentlabBatteryV(battery ?? null));
  if (!soil) {
    if (batteryV === null) return fail('no_soil_no_battery', { model: 'DL-SMTP' });
    return { ok: true, records: [record({ moisture: [], batteryV })] };
  }
  const moisture: Moisture[] = [];
  SMTP_DEPTHS_CM.forEach((depthCm, d) => {
    const count = soil[2 * d]!;
    if (count > 0) moisture.push({ depthCm, value: count, unit: 'raw' });
  });
  const temperatureC = firstTemperature(soil);
  if (moisture.length === 0 && temperatureC === null) return fail('probe_no_depth');
  return { ok: true, records: [record({ moisture, temperatureC, batteryV })] };
}

/** The codec's soil_moisture_at_depth_n is (count − 2500) / 500: undone here, so the sensor's own formula applies. */
const depthField = (depthCm: number, d: number): MoistureField => ({
  depthCm,
  keys: [`soil_moisture_at_depth_${d}`],
  unit: 'raw',
  fromFormatter: (v) => {
    const count = Math.round(v * 500 + 2500);
    return count > 0 && count <= MAX_COUNT ? count : null;
  },
});

export const SMTP_FIELD_MAP: FieldMap = {
  moisture: SMTP_DEPTHS_CM.map(depthField),
  temperatureC: SMTP_DEPTHS_CM.map((_, d) => `soil_temperature_at_depth_${d}`),
  batteryV: ['battery_voltage'],
};

export const decentlabDlSmtp: DeviceDecoder = {
  fieldMap: SMTP_FIELD_MAP,
  decode,
  fromDecoded(decoded) {
    const result = fromDecodedOne(SMTP_FIELD_MAP, decoded, 'DL-SMTP');
    // Depths the formatter listed, every one "no sensor": as from the bytes, a probe fault, not a battery-only uplink.
    const listed = SMTP_FIELD_MAP.moisture.some((f) => f.keys.some((k) => Object.hasOwn(decoded, k)));
    if (result.ok && listed && !result.records.some(hasSoil)) return fail('probe_no_depth');
    return result;
  },
};
