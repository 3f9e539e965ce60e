/**
 * The decoders of the LoRaWAN soil probes we know (shared/lorawan/device-types.ts), written from
 * each device's datasheet and tested against its device repository codec examples:
 * - `decode`: our own decoding of the payload bytes;
 * - `fromDecoded`: the values a network server's formatter already decoded, through the type's field map;
 * - `decodeUplink`: the two together, as an uplink arrives;
 * - `guessDeviceType`: what an unknown device's payload looks like.
 * None of them throws: what is not a reading comes back as `{ ok: false, reason }` for the grower.
 */
import type { DeviceTypeId } from '@shared/lorawan/device-types';
import type { DecodeResult, Uplink } from '../uplink';
import { fromBase64 } from './bytes';
import { decentlabDlSmtp } from './decentlab-dl-smtp';
import { decentlabDlTrs12 } from './decentlab-dl-trs12';
import { draginoLse01 } from './dragino-lse01';
import { draginoSe01Lb } from './dragino-se01-lb';
import type { DeviceDecoder, FieldMap } from './field-map';
import { milesightEm500Smtc } from './milesight-em500-smtc';
import { fail, isRecord } from './values';

export type { FieldMap, MoistureField } from './field-map';
export { guessDeviceType } from './guess';

const DECODERS: Record<DeviceTypeId, DeviceDecoder> = {
  'dragino-lse01': draginoLse01,
  'dragino-se01-lb': draginoSe01Lb,
  'milesight-em500-smtc': milesightEm500Smtc,
  'decentlab-dl-smtp': decentlabDlSmtp,
  'decentlab-dl-trs12': decentlabDlTrs12,
};

const decoderOf = (type: string): DeviceDecoder | null =>
  Object.hasOwn(DECODERS, type) ? DECODERS[type as DeviceTypeId] : null;

/** A guard for the unexpected: a decoder that throws is a payload we could not read, not a failed request. */
function safely(run: () => DecodeResult): DecodeResult {
  try {
    return run();
  } catch {
    return fail('not_decoded');
  }
}

export function decode(type: DeviceTypeId, fPort: number | null, bytes: Uint8Array): DecodeResult {
  const decoder = decoderOf(type);
  if (!decoder) return fail('unknown_device_type');
  if (!(bytes instanceof Uint8Array) || bytes.length === 0) return fail('no_payload');
  return safely(() => decoder.decode(fPort, bytes));
}

export function fromDecoded(type: DeviceTypeId, decoded: Record<string, unknown>): DecodeResult {
  const decoder = decoderOf(type);
  if (!decoder) return fail('unknown_device_type');
  if (!isRecord(decoded)) return fail('server_values_not_object');
  return safely(() => decoder.fromDecoded(decoded));
}

/** Where each value of the type sits in a network server's decoded payload. */
export function fieldMap(type: DeviceTypeId): FieldMap | null {
  return decoderOf(type)?.fieldMap ?? null;
}

/**
 * An uplink's readings: the network server's decoded values when they hold any (the issue's rule:
 * use what the grower's formatter decoded), else our decoding of the bytes (always for AWS IoT,
 * which sends only bytes). When both fail, the bytes' reason is the one the grower sees, as it
 * names what was wrong with the payload itself.
 */
export function decodeUplink(type: DeviceTypeId, uplink: Pick<Uplink, 'fPort' | 'payload' | 'decoded'>): DecodeResult {
  const fromServer = uplink.decoded ? fromDecoded(type, uplink.decoded) : null;
  if (fromServer?.ok) return fromServer;
  const bytes = uplink.payload === null ? null : fromBase64(uplink.payload);
  if (bytes && bytes.length > 0) return decode(type, uplink.fPort, bytes);
  return fromServer ?? fail('no_payload');
}
