/**
 * The devices a sensor is made of, as `POST /api/sensor/v2/new` takes them through a LoRaWAN
 * connection (`devices`, JSON text in the form), and the measured depths they serve. The server
 * and the pairing wizard check them with the same rules.
 */
import * as z from 'zod';
import { jsonOrValue } from '../geo';
import { DEPTH_KEYS, nearestDepth, type DepthKey } from '../readings/depths';
import { DEVICE_TYPES } from './device-types';
import { MAX_DEVICES_PER_SENSOR, sensorDeviceInput, type SensorDeviceInput } from './views';

/** The depths (cm) a device measures: where it is installed, or a profile probe's own. */
export const deviceDepthsCm = (d: SensorDeviceInput): number[] =>
  DEVICE_TYPES[d.device_type].oneDepth
    ? d.depth_cm === undefined
      ? []
      : [d.depth_cm]
    : DEVICE_TYPES[d.device_type].depthsCm;

/** The measured depths (10, 50, 100 cm) the devices serve, in depth order. */
export function servedDepths(devices: readonly SensorDeviceInput[]): DepthKey[] {
  const served = new Set(devices.flatMap(deviceDepthsCm).map(nearestDepth));
  return DEPTH_KEYS.filter((k) => served.has(k));
}

const presetOf = (d: SensorDeviceInput) => JSON.stringify(DEVICE_TYPES[d.device_type].defaultPreset ?? null);

export const sensorDevicesSchema = z.preprocess(
  jsonOrValue,
  z
    .array(sensorDeviceInput, { message: 'a JSON list of devices: [{ "dev_eui", "device_type", "depth_cm" }]' })
    .min(1, 'at least one device')
    .max(MAX_DEVICES_PER_SENSOR, `at most ${MAX_DEVICES_PER_SENSOR} devices`)
    .superRefine((devices, ctx) => {
      const seen = new Set<string>();
      devices.forEach((d, i) => {
        if (seen.has(d.dev_eui)) ctx.addIssue({ code: 'custom', path: [i, 'dev_eui'], message: 'listed twice' });
        seen.add(d.dev_eui);
        if (DEVICE_TYPES[d.device_type].oneDepth && d.depth_cm === undefined)
          ctx.addIssue({ code: 'custom', path: [i, 'depth_cm'], message: 'the depth it is installed at is required' });
      });
      if (new Set(devices.map(presetOf)).size > 1)
        ctx.addIssue({
          code: 'custom',
          message: 'devices of one sensor share one calibration: pair raw-value probes in a sensor of their own',
        });
      if (devices.every((d) => deviceDepthsCm(d).length) && !servedDepths(devices).length)
        ctx.addIssue({ code: 'custom', message: 'none of these devices measures within 10 cm of 10, 50 or 100 cm' });
    }),
);
