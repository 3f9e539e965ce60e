/**
 * What a network server's message means to us, whichever server sent it. The parsers beside this
 * file (tts.ts, chirpstack.ts) turn a message into one of these; the lorawan handler answers each:
 * an uplink goes to the pipeline, a status gives the battery, anything else is answered 2xx and
 * otherwise ignored (network servers disable a webhook that keeps failing, so a message we have no
 * use for must never look like a failure). `NotAMessage` is for a body no network server sends.
 */
import * as z from 'zod';
import { DEV_EUI_PATTERN, normaliseDevEui } from '@shared/lorawan/kinds';
import type { Reception, Uplink } from '../uplink';

/** A device's status report outside an uplink (ChirpStack `status`: the DevStatusAns MAC answer). */
export interface StatusReport {
  devEui: string;
  /** Epoch ms it was reported. */
  at: number;
  /**
   * The battery as the network server reports it: a percentage (LoRaWAN DevStatusAns carries a
   * level 1–254, not a voltage); null when the device is on external power or cannot measure it.
   */
  batteryPercent: number | null;
  externalPower: boolean;
}

export type NetworkMessage =
  | { kind: 'uplink'; uplink: Uplink }
  | { kind: 'status'; status: StatusReport }
  /** The device (re-)joined: its next uplinks come in a new session, whose frame counter restarts. */
  | { kind: 'join'; devEui: string; session: string | null; at: number }
  /** A message we have no use for, or one we cannot key (no DevEUI): answered 2xx, the reason logged. */
  | { kind: 'ignored'; reason: string };

/** A body that is no network server's message at all: the handler answers 400 with this text. */
export class NotAMessage extends Error {}

/** A DevEUI as we keep it (16 upper-case hex digits), or null when the text is not one. */
export function devEuiOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const eui = normaliseDevEui(value);
  return DEV_EUI_PATTERN.test(eui) ? eui : null;
}

/** Base64 as network servers write bytes (standard alphabet, padded). */
export const base64Schema = z
  .string()
  .regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, 'not Base64');

/** Epoch ms of an RFC 3339 time, or undefined when absent or unreadable. */
export function epochOf(value: string | undefined | null): number | undefined {
  if (!value) return undefined;
  const t = Date.parse(value);
  return Number.isFinite(t) ? t : undefined;
}

/**
 * A signal figure (dB, dBm) to the hundredth, or null when it cannot be one (a network server never
 * sends NaN or 1e300, but a body may say anything, and DynamoDB stores no number beyond 1e126 or
 * below 1e-130: such a figure would fail the device's health write on every retry).
 */
const MAX_SIGNAL_DB = 1_000;
const signalOrNull = (n: unknown): number | null =>
  typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= MAX_SIGNAL_DB ? Math.round(n * 100) / 100 || 0 : null;

/**
 * One reception per radio gateway (a gateway with several antennas reports each; its best one
 * counts), strongest first, so the first is the one that heard the uplink best.
 */
export function receptionsOf(rows: { gatewayId: string; rssi: unknown; snr: unknown }[]): Reception[] {
  const best = new Map<string, Reception>();
  for (const row of rows) {
    const r: Reception = { gatewayId: row.gatewayId, rssi: signalOrNull(row.rssi), snr: signalOrNull(row.snr) };
    const seen = best.get(r.gatewayId);
    if (!seen || stronger(r, seen)) best.set(r.gatewayId, r);
  }
  return [...best.values()].sort((a, b) => (stronger(a, b) ? -1 : stronger(b, a) ? 1 : 0));
}

const stronger = (a: Reception, b: Reception) =>
  (a.rssi ?? -Infinity) > (b.rssi ?? -Infinity) ||
  ((a.rssi ?? -Infinity) === (b.rssi ?? -Infinity) && (a.snr ?? -Infinity) > (b.snr ?? -Infinity));

/**
 * Values a payload formatter produced, when they are an object. Its keys are the formatter's
 * (any text): they go into an object without a prototype, so a field named `constructor` is just
 * that field and `__proto__` an ordinary key.
 */
export function decodedOf(value: unknown): Record<string, unknown> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const out = Object.create(null) as Record<string, unknown>;
  for (const [k, v] of Object.entries(value))
    Object.defineProperty(out, k, { value: v, enumerable: true, writable: true });
  return out;
}

/** A LoRaWAN counter or port: a whole number from 0, as a number or (some encoders) a numeric string. */
export const counterSchema = (max: number) =>
  z
    .union([z.number(), z.string().regex(/^\d+$/, 'a whole number').transform(Number)])
    .pipe(z.number().int('a whole number').min(0).max(max));

/** An uplink frame counter (32 bits). */
export const F_CNT_MAX = 2 ** 32 - 1;
/** An FPort (one byte). */
export const F_PORT_MAX = 255;

/** What a parser says of a message it cannot key or read: the handler logs it and answers 2xx. */
export const ignored = (reason: string): NetworkMessage => ({ kind: 'ignored', reason });
