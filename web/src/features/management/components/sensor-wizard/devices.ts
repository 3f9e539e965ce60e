/**
 * A LoRaWAN sensor's devices as the wizard composes them (one row per device: DevEUI, type, and
 * the install depth of a one-depth device), checked by the shared device rule before they are
 * sent as `devices`. Pure, so the rules are tested apart from the screen.
 */
import { DEPTH_CM_OF, nearestDepth } from '@shared/readings/depths';
import { DEVICE_TYPES, type DeviceTypeId } from '@shared/lorawan/device-types';
import { normaliseDevEui } from '@shared/lorawan/kinds';
import { MAX_DEVICES_PER_SENSOR, sensorDeviceInput, type SensorDeviceInput } from '@shared/lorawan/views';

export interface DeviceDraft {
  devEui: string;
  deviceType: DeviceTypeId | '';
  /** As typed; only one-depth devices have one. */
  depthCm: string;
}

export const emptyDevice: DeviceDraft = { devEui: '', deviceType: '', depthCm: '' };

/** A heard device added to the sensor: its guessed type chosen, its depth still to give. */
export const draftFromHeard = (devEui: string, guessed: DeviceTypeId | null): DeviceDraft => ({
  devEui,
  deviceType: guessed ?? '',
  depthCm: '',
});

/** Adds a device unless the sensor already has it or is full. */
export function addDevice(drafts: DeviceDraft[], next: DeviceDraft): DeviceDraft[] {
  if (drafts.length >= MAX_DEVICES_PER_SENSOR) return drafts;
  const eui = normaliseDevEui(next.devEui);
  if (eui && drafts.some((d) => normaliseDevEui(d.devEui) === eui)) return drafts;
  return [...drafts, next];
}

/** What the chart will show of a depth: the depth it is stored as, or only the raw archive. */
export function depthNote(depthCm: number): string {
  const key = nearestDepth(depthCm);
  return key
    ? `shown at ${DEPTH_CM_OF[key]} cm`
    : 'kept only in the raw archive (not within 10 cm of 10, 50 or 100 cm)';
}

export type DeviceErrors = Partial<Record<'devEui' | 'deviceType' | 'depthCm', string>>;
export type CheckedDevices =
  { ok: true; devices: SensorDeviceInput[] } | { ok: false; message: string | null; rows: DeviceErrors[] };

const FIELD_OF: Record<string, keyof DeviceErrors> = {
  dev_eui: 'devEui',
  device_type: 'deviceType',
  depth_cm: 'depthCm',
};

/** The drafts as the server takes them, or each row's problems (the shared rule's words). */
export function checkDevices(drafts: DeviceDraft[]): CheckedDevices {
  if (drafts.length === 0) return { ok: false, message: 'Add at least one device to the sensor.', rows: [] };
  if (drafts.length > MAX_DEVICES_PER_SENSOR) {
    return { ok: false, message: `A sensor has at most ${MAX_DEVICES_PER_SENSOR} devices.`, rows: [] };
  }
  const devices: SensorDeviceInput[] = [];
  const rows: DeviceErrors[] = drafts.map((d) => {
    const oneDepth = d.deviceType ? DEVICE_TYPES[d.deviceType].oneDepth : false;
    const depth = d.depthCm.trim();
    const parsed = sensorDeviceInput.safeParse({
      dev_eui: d.devEui,
      device_type: d.deviceType || undefined,
      ...(oneDepth && depth ? { depth_cm: Number(depth) } : {}),
    });
    const errors: DeviceErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[String(issue.path[0])];
        if (field && !errors[field]) errors[field] = field === 'deviceType' ? 'choose its type' : issue.message;
      }
    }
    if (oneDepth && !depth) errors.depthCm = 'the depth it is installed at (cm)';
    else if (oneDepth && !Number.isFinite(Number(depth))) errors.depthCm = 'a depth from 1 to 300 cm';
    if (parsed.success && Object.keys(errors).length === 0) devices.push(parsed.data);
    return errors;
  });
  const seen = new Set<string>();
  drafts.forEach((d, i) => {
    const eui = normaliseDevEui(d.devEui);
    if (eui && seen.has(eui)) rows[i]!.devEui ??= 'this device is already in the sensor';
    seen.add(eui);
  });
  return rows.some((r) => Object.keys(r).length) ? { ok: false, message: null, rows } : { ok: true, devices };
}

/** The sensor id offered for a LoRaWAN sensor: its first device's DevEUI after a 3-letter prefix. */
export const suggestedSensorId = (devEui: string) => `LRW${normaliseDevEui(devEui)}`;
