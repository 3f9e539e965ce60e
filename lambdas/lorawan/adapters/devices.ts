/**
 * The device registry: one global item per DevEUI, naming the one grower whose sensor it is
 * part of (like the gateway registry, a conditional put claims it):
 *   PK DEVICE#<DevEUI>   SK OWNER   { dev_eui, owner, gateway_id, sensor_id, device_type, depth_cm,
 *                                     registration?, claim, claimed_at }
 * `claim` is made fresh by each pairing and keys everything the pairing owns afterwards (its
 * uplinks' dedupe items), so a DevEUI freed and claimed again starts clean. `registration` is
 * the sensor registration's token once the sensor exists (absent while a pairing is under way):
 * an uplink is stored only while that registration is the sensor's current one.
 */
import type { DeviceTypeId } from '@shared/lorawan/device-types';
import { deleteItemIf, getItem, getItems, putItem, updateIf } from '../../platform/aws/items';

export interface DeviceClaim {
  dev_eui: string;
  owner: string;
  gateway_id: string;
  sensor_id: string;
  device_type: DeviceTypeId;
  /** Where a one-depth device is installed (cm); null for a profile probe. */
  depth_cm: number | null;
  registration?: string;
  claim: string;
  claimed_at: string;
}

const pk = (devEui: string) => `DEVICE#${devEui}`;
const SK = 'OWNER';

export const getDeviceClaim = (devEui: string) => getItem<DeviceClaim>(pk(devEui), SK);
export const getDeviceClaims = (devEuis: readonly string[]) =>
  getItems<DeviceClaim>([...new Set(devEuis)].map((e) => ({ PK: pk(e), SK })));

/** Claim a free DevEUI; false when anyone (maybe the caller) holds it. */
export const claimDevice = (c: DeviceClaim) => putItem({ PK: pk(c.dev_eui), SK, ...c }, { onlyIfNew: true });

/** Replace a claim only while it is still the one read (`held.claim`): a takeover of a freed DevEUI. */
export const replaceDeviceClaim = async (held: Pick<DeviceClaim, 'dev_eui' | 'claim'>, next: DeviceClaim) =>
  Boolean(
    await updateIf(pk(held.dev_eui), SK, {
      update: [
        'SET #o = :o, gateway_id = :g, sensor_id = :s, device_type = :t, depth_cm = :d,',
        'claim = :c, claimed_at = :at REMOVE registration',
      ].join(' '),
      condition: 'claim = :held',
      names: { '#o': 'owner' },
      values: {
        ':o': next.owner,
        ':g': next.gateway_id,
        ':s': next.sensor_id,
        ':t': next.device_type,
        ':d': next.depth_cm,
        ':c': next.claim,
        ':at': next.claimed_at,
        ':held': held.claim,
      },
    }),
  );

/** The pairing is complete: the sensor registration its uplinks go to (only this claim's). */
export const setDeviceRegistration = async (devEui: string, claim: string, registration: string) =>
  Boolean(
    await updateIf(pk(devEui), SK, {
      update: 'SET registration = :r',
      condition: 'claim = :c',
      values: { ':r': registration, ':c': claim },
    }),
  );

/** Free a DevEUI, only this claim of it (never a later owner's). */
export const releaseDeviceClaim = (devEui: string, claim: string) => deleteItemIf(pk(devEui), SK, { claim });
