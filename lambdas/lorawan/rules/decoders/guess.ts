/**
 * Which device type an unknown DevEUI's payload looks like, for the pairing wizard to suggest
 * (the grower confirms it). From the port, the length and the header, so its limits are those of
 * the formats themselves:
 * - Decentlab (port 1, protocol byte 2): the length tells a DL-SMTP (8 depths) from a DL-TRS12 when
 *   the soil block is sent; a battery-only uplink (7 bytes) is the same for both: no guess. Another
 *   Decentlab device whose blocks have the same sizes looks alike.
 * - Dragino port 2 (11 bytes): the LSE01 and the SE01-LB send the same layout. We say LSE01; an
 *   SE01-LB shows itself by its status uplink (port 5, model byte 0x26) or its datalog (port 3,
 *   whole 11-byte records).
 * - Milesight port 85: channels that all parse and include a soil one. Milesight's air sensors
 *   (e.g. EM300-TH) use the same temperature and "humidity" channels, so they look alike.
 * Anything else: null (not guessed), never a wrong type by default.
 */
import type { DeviceTypeId } from '@shared/lorawan/device-types';
import { u16be, u8, type Bytes } from './bytes';
import { DECENTLAB_PORT, DECENTLAB_VERSION, frameLength } from './decentlab-frame';
import { SMTP_BLOCKS } from './decentlab-dl-smtp';
import { TRS12_BLOCKS } from './decentlab-dl-trs12';
import { DRAGINO_SOIL_LENGTH, DRAGINO_SOIL_PORT } from './dragino-soil';
import { DATALOG_RECORD_LENGTH, SE01_DATALOG_PORT, SE01_MODEL_BYTE, SE01_STATUS_PORT } from './dragino-se01-lb';
import { MILESIGHT_PORT, parseChannels } from './milesight-em500-smtc';

const SOIL_BLOCK = 0b01;
const KNOWN_BLOCKS = 0b11;

function guessDecentlab(bytes: Bytes): DeviceTypeId | null {
  const flags = u16be(bytes, 3);
  if (bytes[0] !== DECENTLAB_VERSION || flags === null || flags & ~KNOWN_BLOCKS || !(flags & SOIL_BLOCK)) return null;
  if (bytes.length === frameLength(SMTP_BLOCKS, flags)) return 'decentlab-dl-smtp';
  if (bytes.length === frameLength(TRS12_BLOCKS, flags)) return 'decentlab-dl-trs12';
  return null;
}

export function guessDeviceType(fPort: number | null, bytes: Bytes): DeviceTypeId | null {
  try {
    if (fPort === DECENTLAB_PORT) return guessDecentlab(bytes);
    if (fPort === DRAGINO_SOIL_PORT) return bytes.length === DRAGINO_SOIL_LENGTH ? 'dragino-lse01' : null;
    if (fPort === SE01_DATALOG_PORT)
      return bytes.length > 0 && bytes.length % DATALOG_RECORD_LENGTH === 0 ? 'dragino-se01-lb' : null;
    if (fPort === SE01_STATUS_PORT) return u8(bytes, 0) === SE01_MODEL_BYTE ? 'dragino-se01-lb' : null;
    if (fPort === MILESIGHT_PORT) {
      const p = parseChannels(bytes);
      return p.complete && p.sawSoilChannel ? 'milesight-em500-smtc' : null;
    }
    return null;
  } catch {
    // A guess is only a suggestion: a payload that trips a reader is simply not guessed.
    return null;
  }
}
