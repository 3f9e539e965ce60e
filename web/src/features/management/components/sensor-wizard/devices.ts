/**
 * A LoRaWAN sensor's devices as the wizard composes them (one row per device: DevEUI, type, and
 * the install depth of a one-depth device), checked by the shared device rule before they are
 * sent as `devices`. Pure, so the rules are tested apart from the screen.
 */
import { DEPTH_CM_OF, nearestDepth } from '@shared/readings/depths';
import { DEVICE_TYPES, type DeviceTypeId } from '@shared/lorawan/device-types';
import { normaliseDevEui } from '@shared/lorawan/kinds';
import { MAX_DEVICES_PER_SENSOR, sensorDeviceInput, type SensorDeviceInput } from '@shared/lorawan/views';
import { boundForInput } from '@shared/units';
import { ENGLISH_WORDS, type Words } from '../../../../lib/words';

/** A one-depth device's install depth, cm (the shared device rule's range). */
const DEVICE_DEPTH_CM = { min: 1, max: 300 } as const;

export interface DeviceDraft {
  devEui: string;
  deviceType: DeviceTypeId | '';
  /** As typed, in the person's units (cm or in); only one-depth devices have one. */
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
export function depthNote(depthCm: number, { t, f }: Words = ENGLISH_WORDS): string {
  const key = nearestDepth(depthCm);
  const depth = (cm: number) => f.quantity('depth', cm);
  return key
    ? t('management.deviceShownAt', { depth: depth(DEPTH_CM_OF[key]) })
    : t('management.deviceRawOnly', {
        near: depth(10),
        depths: [DEPTH_CM_OF.at10cm, DEPTH_CM_OF.at50cm, DEPTH_CM_OF.at100cm].map(depth).join(', '),
      });
}

/** A typed depth in the person's units as cm, or null when it is no number. */
export function typedDepthCm(text: string, f: Words['f'] = ENGLISH_WORDS.f): number | null {
  const n = f.parseNumber(text);
  return n === null ? null : f.fromInput('depth', n);
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
export function checkDevices(drafts: DeviceDraft[], { t, f }: Words = ENGLISH_WORDS): CheckedDevices {
  if (drafts.length === 0) return { ok: false, message: t('management.devicesNone'), rows: [] };
  if (drafts.length > MAX_DEVICES_PER_SENSOR) {
    return { ok: false, message: t('management.devicesTooMany', { max: MAX_DEVICES_PER_SENSOR }), rows: [] };
  }
  const range = t('management.deviceDepthRange', {
    min: f.number(boundForInput('depth', DEVICE_DEPTH_CM.min, f.units, 'min'), 2),
    max: f.number(boundForInput('depth', DEVICE_DEPTH_CM.max, f.units, 'max'), 2),
    unit: f.unit('depth'),
  });
  const devices: SensorDeviceInput[] = [];
  const rows: DeviceErrors[] = drafts.map((d) => {
    const oneDepth = d.deviceType ? DEVICE_TYPES[d.deviceType].oneDepth : false;
    const depth = d.depthCm.trim();
    const cm = depth ? typedDepthCm(depth, f) : null;
    const parsed = sensorDeviceInput.safeParse({
      dev_eui: d.devEui,
      device_type: d.deviceType || undefined,
      ...(oneDepth && depth ? { depth_cm: cm ?? Number.NaN } : {}),
    });
    const errors: DeviceErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[String(issue.path[0])];
        if (field && !errors[field])
          errors[field] =
            field === 'deviceType' ? t('management.deviceChooseType') : field === 'depthCm' ? range : issue.message;
      }
    }
    if (oneDepth && !depth) errors.depthCm = t('management.deviceDepthNeeded', { unit: f.unit('depth') });
    else if (oneDepth && cm === null) errors.depthCm = range;
    if (parsed.success && Object.keys(errors).length === 0) devices.push(parsed.data);
    return errors;
  });
  const seen = new Set<string>();
  drafts.forEach((d, i) => {
    const eui = normaliseDevEui(d.devEui);
    if (eui && seen.has(eui)) rows[i]!.devEui ??= t('management.deviceAlreadyIn');
    seen.add(eui);
  });
  return rows.some((r) => Object.keys(r).length) ? { ok: false, message: null, rows } : { ok: true, devices };
}

/** The sensor id offered for a LoRaWAN sensor: its first device's DevEUI after a 3-letter prefix. */
export const suggestedSensorId = (devEui: string) => `LRW${normaliseDevEui(devEui)}`;
