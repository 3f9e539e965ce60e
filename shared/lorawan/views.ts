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

export const parkedPayload = z.strictObject({
  reason: z.enum(PARK_REASONS),
  detail: z.string().describe('The reason in words, for the grower.'),
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
