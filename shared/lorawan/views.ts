/**
 * What the API says about LoRaWAN devices: the devices a sensor is made of (sent when a sensor
 * is registered through a LoRaWAN connection), and a connection's device rows (heard or paired,
 * with their health and the last payload parked for the grower).
 */
import * as z from 'zod';
import { DEVICE_TYPE_IDS } from './device-types';
import { DEV_EUI_PATTERN, normaliseDevEui } from './kinds';

export const devEuiSchema = z
  .string()
  .trim()
  .transform(normaliseDevEui)
  .pipe(z.string().regex(DEV_EUI_PATTERN, 'a DevEUI is 16 hexadecimal digits'));

/** One device of a sensor: which DevEUI, what it is, and (for a one-depth device) where it sits. */
export const sensorDeviceInput = z.object({
  dev_eui: devEuiSchema,
  device_type: z.enum(DEVICE_TYPE_IDS),
  depth_cm: z
    .number()
    .min(1, 'a depth from 1 to 300 cm')
    .max(300, 'a depth from 1 to 300 cm')
    .optional()
    .describe("The depth it is installed at (one-depth devices); a profile probe's depths come with its type."),
});
export type SensorDeviceInput = z.infer<typeof sensorDeviceInput>;
export const MAX_DEVICES_PER_SENSOR = 8;

/** Why an uplink was kept aside instead of stored (the grower sees it on the connection's page). */
export const PARK_REASONS = ['unknown-device', 'undecodable', 'out-of-range', 'no-sensor'] as const;
export type ParkReason = (typeof PARK_REASONS)[number];

/** The detail of why, as a stable code (its words: shared/i18n/labels/lorawan.ts). */
export const PARKED_DETAIL_CODES = [
  'no_dev_eui',
  'not_paired',
  'sensor_gone',
  'value_out_of_range',
  'clock_off',
  'no_moisture_at_depth',
  'no_soil_moisture',
  'not_decoded',
  'unknown_device_type',
  'no_payload',
  'server_values_not_object',
  'server_values_unrecognised',
  'server_values_no_soil',
  'not_decentlab_frame',
  'frame_too_short',
  'wrong_port',
  'wrong_port_datalog',
  'no_soil_no_battery',
  'teros_no_values',
  'probe_no_depth',
  'payload_length',
  'datalog_length',
  'datalog_empty',
  'datalog_from_bytes',
  'status_unreadable',
  'raw_counts_mode',
  'values_outside_probe',
  'no_soil_in_uplink',
] as const;
export type ParkedDetailCode = (typeof PARKED_DETAIL_CODES)[number];

/** The figures inside a detail (each code uses some): SI units, the device's model as its maker names it. */
export const parkedDetailValuesSchema = z.strictObject({
  sensor: z.string().optional().describe('The sensor id'),
  model: z.string().optional().describe("The device's model"),
  port: z.number().nullable().optional().describe('The port the uplink came on (null: none)'),
  expected: z.number().optional().describe('The port its readings come on'),
  datalog: z.number().optional().describe('The port its datalog comes on'),
  bytes: z.number().optional().describe("The payload's length, bytes"),
  length: z.number().optional().describe('The length expected, bytes'),
  moisture: z.number().optional().describe('The moisture it sent, %'),
  temperature_c: z.number().optional().describe('The soil temperature it sent, °C'),
});
export type ParkedDetailValues = z.infer<typeof parkedDetailValuesSchema>;

export const parkedPayload = z.strictObject({
  reason: z.enum(PARK_REASONS),
  detail: z.string().describe('The reason in words (English), for the grower.'),
  detail_code: z
    .enum(PARKED_DETAIL_CODES)
    .nullable()
    .describe('`detail` as a stable code; null for one kept aside before codes were kept'),
  detail_values: parkedDetailValuesSchema.nullable().describe('The figures inside `detail`'),
  at: z.string().describe('When it arrived (ISO).'),
  f_port: z.number().nullable(),
  payload: z.string().nullable().describe('The application payload, Base64.'),
});
export type ParkedPayload = z.infer<typeof parkedPayload>;

/** A device a LoRaWAN connection heard or carries, with its health. */
export const lorawanDeviceRow = z.strictObject({
  dev_eui: z.string(),
  device_type: z.enum(DEVICE_TYPE_IDS).nullable().describe('Its type once paired into a sensor.'),
  guessed_type: z.enum(DEVICE_TYPE_IDS).nullable().describe('The type its payloads look like, for pairing.'),
  sensor_id: z.string().nullable().describe('The sensor it is part of; null while only heard.'),
  depth_cm: z.number().nullable(),
  last_uplink_at: z.string().nullable(),
  rssi: z.number().nullable().describe('Best RSSI (dBm) of its last uplink.'),
  snr: z.number().nullable().describe('Best SNR (dB) of its last uplink.'),
  best_gateway: z.string().nullable().describe('The radio gateway that heard its last uplink best.'),
  lost_last_day: z.number().nullable().describe('Uplinks missing in the last 24 h, from frame-counter gaps.'),
  battery_v: z.number().nullable(),
  battery_percent: z
    .number()
    .nullable()
    .describe("The network server's battery level (%), e.g. ChirpStack's status; never converted to volts."),
  parked: parkedPayload.nullable().describe('The last uplink kept aside instead of stored, if any.'),
});
export type LorawanDeviceRow = z.infer<typeof lorawanDeviceRow>;
