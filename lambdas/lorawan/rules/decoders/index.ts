/**
 * PLACEHOLDER until the decoders branch lands (its index.ts replaces this file on merge): the
 * interface the uplink pipeline codes against. Until then no payload is understood, so every
 * uplink of a paired device is parked as undecodable.
 */
import type { DeviceTypeId } from '@shared/lorawan/device-types';
import type { DecodeResult } from '../uplink';

const NOT_YET: DecodeResult = { ok: false, reason: 'no decoder for this device type yet' };

export function decode(type: DeviceTypeId, fPort: number | null, bytes: Uint8Array): DecodeResult {
  void type;
  void fPort;
  void bytes;
  return NOT_YET;
}

export function fromDecoded(type: DeviceTypeId, decoded: Record<string, unknown>): DecodeResult {
  void type;
  void decoded;
  return NOT_YET;
}

export function guessDeviceType(fPort: number | null, bytes: Uint8Array): DeviceTypeId | null {
  void fPort;
  void bytes;
  return null;
}
