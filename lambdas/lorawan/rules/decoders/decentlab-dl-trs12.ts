/**
 * Decentlab DL-TRS12: a METER TEROS 12 (moisture, temperature, conductivity) on a Decentlab
 * transmitter. Port 1, Decentlab frame (decentlab-frame.ts):
 *   block 0: 3 words: the TEROS 12 raw dielectric count × 10, temperature ((word − 32768) / 10 °C), EC (µS/cm)
 *   block 1: battery, mV
 * We keep the raw count (RAW = word / 10): METER's mineral-soil equation, VWC = 3.879e-4 × RAW − 0.6956
 * (m³/m³), is the sensor's default preset, and a grower may replace it with a soil-specific one.
 */
import type { DecodeResult } from '../uplink';
import { INSTALL_DEPTH_CM } from '@shared/lorawan/device-types';
import { decentlabBatteryV, DECENTLAB_PORT, readDecentlabFrame } from './decentlab-frame';
import { fromDecodedOne, type DeviceDecoder, type FieldMap } from './field-map';
import { batteryOrNull, fail, record, round, temperatureOrNull } from './values';

export const TRS12_BLOCKS = [3, 1] as const;
/** METER's TEROS 12 mineral-soil equation: VWC (m³/m³) = SLOPE × RAW − OFFSET. */
export const TEROS12_SLOPE = 0.0003879;
export const TEROS12_OFFSET = 0.6956;
/** A 16-bit word / 10. */
const MAX_RAW = 6553.5;

function decode(fPort: number | null, bytes: Uint8Array): DecodeResult {
  if (fPort !== DECENTLAB_PORT) return fail('wrong_port', { port: fPort ?? null, model: 'DL-TRS12', expected: 1 });
  const frame = readDecentlabFrame(bytes, TRS12_BLOCKS, 'DL-TRS12');
  if (!frame.ok) return frame;
  const [soil, battery] = frame.blocks;
  const batteryV = batteryOrNull(decentlabBatteryV(battery ?? null));
  if (!soil) {
    if (batteryV === null) return fail('no_soil_no_battery', { model: 'DL-TRS12' });
    return { ok: true, records: [record({ moisture: [], batteryV })] };
  }
  const raw = round(soil[0]! / 10, 1);
  const temperatureC = soil[1] === 0 ? null : temperatureOrNull(round((soil[1]! - 32768) / 10, 1));
  if (raw === 0 && temperatureC === null) return fail('teros_no_values');
  const moisture = raw > 0 ? [{ depthCm: INSTALL_DEPTH_CM, value: raw, unit: 'raw' as const }] : [];
  return { ok: true, records: [record({ moisture, temperatureC, batteryV })] };
}

export const TRS12_FIELD_MAP: FieldMap = {
  moisture: [
    {
      depthCm: INSTALL_DEPTH_CM,
      keys: ['volumetric_water_content'],
      unit: 'raw',
      // The codec applied METER's equation; undone to the raw count so the sensor's own formula applies.
      fromFormatter: (vwc) => {
        const raw = round((vwc + TEROS12_OFFSET) / TEROS12_SLOPE, 1);
        return raw > 0 && raw <= MAX_RAW ? raw : null;
      },
    },
  ],
  temperatureC: ['soil_temperature'],
  batteryV: ['battery_voltage'],
};

export const decentlabDlTrs12: DeviceDecoder = {
  fieldMap: TRS12_FIELD_MAP,
  decode,
  fromDecoded: (decoded) => fromDecodedOne(TRS12_FIELD_MAP, decoded, 'DL-TRS12'),
};
