/**
 * Why an uplink was kept aside, in the grower's words, with what to do about it: the connection's
 * page and the Connect your sensors documentation say the same.
 */
import type { ParkReason } from './views';

export const PARK_REASON_TEXT: Record<ParkReason, { label: string; action: string }> = {
  'unknown-device': {
    label: 'Device not paired',
    action: 'Pair it into a sensor in My Sensors; its next uplink is stored.',
  },
  undecodable: {
    label: 'Payload not understood',
    action: 'Check the device type chosen when pairing, and the device’s firmware.',
  },
  'out-of-range': {
    label: 'Reading out of range',
    action: 'Check the probe is in the soil and its cable is sound.',
  },
  'no-sensor': {
    label: 'Its sensor was deleted',
    action: 'Pair the device into a sensor again, or remove it from the network server.',
  },
};
