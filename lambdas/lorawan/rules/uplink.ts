/**
 * One uplink as every network server's message is reduced to (The Things Stack webhook,
 * ChirpStack v4 HTTP integration, AWS IoT Core for LoRaWAN rule message), and what a decoder
 * makes of its bytes. The parsers (network-messages/) produce `Uplink`; the decoders
 * (decoders/) produce `DecodeResult`; the uplink service turns both into readings.
 */
import { createHash } from 'node:crypto';
import type { ParkedDetailCode, ParkedDetailValues } from '@shared/lorawan/views';

/** One gateway's reception of the uplink (several gateways may hear the same frame). */
export interface Reception {
  gatewayId: string;
  rssi: number | null;
  snr: number | null;
}

export interface Uplink {
  /** 16 upper-case hex digits (shared/lorawan/kinds.ts `normaliseDevEui`). */
  devEui: string;
  /**
   * The device's session: the network server's session key id where it gives one (TTS
   * `session_key_id`), else the DevAddr. A frame counter restarts with a new session (re-join).
   */
  session: string;
  /** The uplink frame counter; a network server that omits it means 0 (TTS omits zero fields). */
  fCnt: number;
  /** LoRaWAN FPort; null when absent (a MAC-only frame carries no application payload). */
  fPort: number | null;
  /** The application payload, Base64, kept with the reading so it can be decoded again. */
  payload: string | null;
  /** Values the network server already decoded (its payload formatter), if any. */
  decoded: Record<string, unknown> | null;
  /** When the network server received it (epoch ms): the reading's time unless the payload has its own. */
  receivedAt: number;
  receptions: Reception[];
}

/**
 * Sessions up to this many characters are kept as sent (a TTS session key id is 24, a DevAddr 8).
 * A longer one, which only a hand-made body sends, stands as its SHA-256: the session is part of
 * the uplink's key, and DynamoDB refuses a sort key over 1,024 bytes (the write failed on every
 * retry).
 */
export const MAX_SESSION_CHARS = 64;

/** The session as keys and the device row keep it: as sent, or the digest of a long one. */
export const sessionKey = (session: string) =>
  session.length <= MAX_SESSION_CHARS ? session : `sha256:${createHash('sha256').update(session).digest('hex')}`;

/** One timed record a payload holds (a datalog uplink holds several). */
export interface DecodedRecord {
  /** Epoch ms from the payload itself (datalog records); absent: the uplink's receivedAt. */
  time?: number;
  /**
   * Moisture by the device's own depth in cm. `unit: 'percent'` is volumetric water content (%),
   * `'raw'` a raw count that the sensor's calibration formula turns into percent.
   */
  moisture: { depthCm: number; value: number; unit: 'percent' | 'raw' }[];
  /** Soil temperature (°C) where measured. */
  temperatureC?: number;
  /** Battery voltage (V) where reported. */
  batteryV?: number;
}

export type DecodeResult =
  | { ok: true; records: DecodedRecord[] }
  /** Why the bytes are not readings, for the grower (parked, not an error): in English, and as its code. */
  | DecodeFailure;

export type DecodeFailure = {
  ok: false;
  reason: string;
  code: ParkedDetailCode;
  values: ParkedDetailValues | null;
};
