/**
 * What a decoded number must be to count as a reading, and how a value a network server already
 * decoded is read: numbers that arrive as strings are accepted ("19.57"), a Decentlab-style
 * `{ value, unit }` wrapper is unwrapped, and anything else (NaN, Infinity, 1e300, objects,
 * inherited keys such as `__proto__` or `constructor`) is not a reading.
 */
import type { ParkedDetailCode, ParkedDetailValues } from '@shared/lorawan/views';
import { ENGLISH_PARKED, parkedDetailText } from '@shared/i18n/labels/lorawan';
import type { DecodedRecord, DecodeFailure } from '../uplink';

export type Moisture = DecodedRecord['moisture'][number];

/** The ranges the probes measure: a value beyond them is a fault, not soil. */
export const RANGES = {
  percent: { min: 0, max: 100 },
  temperatureC: { min: -40, max: 85 },
  batteryV: { min: 0.5, max: 5 },
} as const;

const within = (v: number | null | undefined, r: { min: number; max: number }): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= r.min && v <= r.max;

export const percentOrNull = (v: number | null | undefined) => (within(v, RANGES.percent) ? v : null);
export const temperatureOrNull = (v: number | null | undefined) => (within(v, RANGES.temperatureC) ? v : null);
export const batteryOrNull = (v: number | null | undefined) => (within(v, RANGES.batteryV) ? v : null);

/** Rounds away binary noise from a division (24.59, not 24.589999999999996). */
export const round = (v: number, decimals: number) => Number(v.toFixed(decimals));

/** Why a payload is no reading: the code, its figures, and its English from the one table. */
export const fail = (code: ParkedDetailCode, values: ParkedDetailValues | null = null): DecodeFailure => ({
  ok: false,
  reason: parkedDetailText(code, values, ENGLISH_PARKED),
  code,
  values,
});

/** A record from what was readable; optional values left out rather than undefined. */
export function record(parts: {
  time?: number | null;
  moisture: Moisture[];
  temperatureC?: number | null;
  batteryV?: number | null;
}): DecodedRecord {
  const out: DecodedRecord = { moisture: parts.moisture };
  if (typeof parts.time === 'number') out.time = parts.time;
  if (typeof parts.temperatureC === 'number') out.temperatureC = parts.temperatureC;
  if (typeof parts.batteryV === 'number') out.batteryV = parts.batteryV;
  return out;
}

/** A record that says something about the soil (a battery-only record says nothing). */
export const hasSoil = (r: DecodedRecord) => r.moisture.length > 0 || r.temperatureC !== undefined;

const NUMBER_TEXT = /^\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?\s*$/;

/**
 * A finite number from a decoded value, or null. Numbers beyond ±1e15 are no sensor's; one closer
 * to 0 than 1e-9 is 0 (no probe resolves less, and DynamoDB refuses numbers below 1e-130: a
 * formatter's 1e-200 would otherwise fail the write on every retry the network server makes).
 */
export function toNumber(raw: unknown): number | null {
  let value = raw;
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, 'value'))
    value = (value as { value: unknown }).value;
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(n) || Math.abs(n) > 1e15) return null;
  return Math.abs(n) < 1e-9 ? 0 : n;
}

/** The first of `keys` the object itself holds as a number (own keys only: never the prototype's). */
export function numberAt(decoded: Record<string, unknown>, keys: readonly string[]): number | null {
  for (const key of keys) {
    if (!Object.hasOwn(decoded, key)) continue;
    const n = toNumber(decoded[key]);
    if (n !== null) return n;
  }
  return null;
}

/** The first of `keys` whose number passes `check`: a sentinel in one key does not hide a reading in the next. */
export function firstValid(
  decoded: Record<string, unknown>,
  keys: readonly string[],
  check: (v: number) => number | null,
): number | null {
  for (const key of keys) {
    const n = numberAt(decoded, [key]);
    const v = n === null ? null : check(n);
    if (v !== null) return v;
  }
  return null;
}

/** Times before 2016 or after 2100 are a clock that was never set, not a reading's time. */
const EARLIEST_S = Date.UTC(2016, 0, 1) / 1000;
const LATEST_S = Date.UTC(2100, 0, 1) / 1000;

/** A record's own time (Unix seconds) in epoch ms, or null when it cannot be one. */
export const unixSecondsToMs = (seconds: number | null) =>
  seconds !== null && Number.isFinite(seconds) && seconds >= EARLIEST_S && seconds <= LATEST_S
    ? Math.round(seconds * 1000)
    : null;

/** A plain object (what a JSON object parses to), so a field map may read it. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
