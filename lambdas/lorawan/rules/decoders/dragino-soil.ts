/**
 * The periodic uplink Dragino's soil moisture & EC sensors share (LSE01, SE01-LB), port 2, 11
 * bytes, big-endian, from their user manuals:
 *
 *   0-1  battery, mV in the low 14 bits          6-7  soil temperature, 0.01 °C
 *   2-3  external DS18B20 probe, 0.1 °C (unused)  8-9  soil conductivity, µS/cm (unused)
 *   4-5  soil moisture (VWC), 0.01 %              10   flags
 *
 * The manual converts a negative soil temperature as (value − 0xFFFF) / 100 (0xFF7E → −1.29 °C),
 * one hundredth above two's complement; we follow the vendor so our values match its decoder.
 */
import { INSTALL_DEPTH_CM } from '@shared/lorawan/device-types';
import { u16be, type Bytes } from './bytes';
import type { FieldMap } from './field-map';
import { batteryOrNull, percentOrNull, record, round, temperatureOrNull } from './values';

export const DRAGINO_SOIL_PORT = 2;
export const DRAGINO_SOIL_LENGTH = 11;

export const draginoBatteryV = (word: number) => round((word & 0x3fff) / 1000, 3);

export const draginoSoilTemperature = (word: number) => round((word & 0x8000 ? word - 0xffff : word) / 100, 2);

/** The soil record of a port-2 uplink (the caller has checked its length). */
export function readDraginoSoil(bytes: Bytes) {
  const moisture = percentOrNull(round(u16be(bytes, 4)! / 100, 2));
  return record({
    moisture: moisture === null ? [] : [{ depthCm: INSTALL_DEPTH_CM, value: moisture, unit: 'percent' }],
    temperatureC: temperatureOrNull(draginoSoilTemperature(u16be(bytes, 6)!)),
    batteryV: batteryOrNull(draginoBatteryV(u16be(bytes, 0)!)),
  });
}

/** What the sensor measured, for a reason when none of it is a reading. */
export const draginoSoilValues = (bytes: Bytes) => ({
  moisture: round(u16be(bytes, 4)! / 100, 2),
  temperature_c: draginoSoilTemperature(u16be(bytes, 6)!),
});

/**
 * Both vendor decoders' names: the device repository's LSE01 codec (water_SOIL, temp_SOIL, Bat),
 * Dragino's own decoders (BatV) and the repository's SE01-LB codec (moisture_soil, temp_soil, battery).
 * Their numbers are strings ("19.57"), which the map reads as numbers.
 */
export const DRAGINO_FIELD_MAP: FieldMap = {
  moisture: [
    {
      depthCm: INSTALL_DEPTH_CM,
      keys: ['water_SOIL', 'moisture_soil'],
      unit: 'percent',
      fromFormatter: (v) => percentOrNull(v),
    },
  ],
  temperatureC: ['temp_SOIL', 'temp_soil'],
  batteryV: ['Bat', 'BatV', 'battery', 'BAT'],
};
