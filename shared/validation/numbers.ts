/**
 * One rule for every number an input schema accepts: finite, within the quantity's own scale,
 * and a number DynamoDB can store. DynamoDB keeps up to 38 significant digits with a magnitude
 * from 1e-130 to just under 1e126 (or exactly 0) and refuses the whole write otherwise, so a
 * value such as 1e-200 — inside every 0..100 scale — would pass a range check and then fail the
 * request with a 500. A JavaScript number has at most 17 significant digits, so only its
 * magnitude can be out of reach. Tiny magnitudes are refused, not rounded to 0: the sender learns
 * that the value was not what it meant, and nothing is stored that differs from what was sent.
 */
import * as z from 'zod';

export const DYNAMO_MIN_MAGNITUDE = 1e-130;
/** The largest DynamoDB number is 9.9999999999999999999999999999999999999E+125. */
export const DYNAMO_MAX_MAGNITUDE_EXCLUSIVE = 1e126;

/** True for a number DynamoDB can store. */
export const isStorableNumber = (n: number): boolean =>
  Number.isFinite(n) &&
  (n === 0 || (Math.abs(n) >= DYNAMO_MIN_MAGNITUDE && Math.abs(n) < DYNAMO_MAX_MAGNITUDE_EXCLUSIVE));

export const unstorableMessage = 'use 0 or a number of at least 1e-130 in size (smaller ones cannot be stored)';

export interface NumberScale {
  min: number;
  max: number;
  /** The scale stops just below `max` (0 ≤ n < 100). */
  maxExclusive?: boolean;
  /** The message for anything outside the scale (text, NaN, ±Infinity, too small, too large). */
  message: string;
}

/** True when `n` lies on the scale and DynamoDB can store it. */
export const isOnScale = (n: number, scale: Omit<NumberScale, 'message'>): boolean =>
  Number.isFinite(n) && n >= scale.min && (scale.maxExclusive ? n < scale.max : n <= scale.max);

/** Numeric text as a person types it: decimal digits, a point, an exponent; blanks around. */
const DECIMAL_TEXT = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?\s*$/;

/**
 * A number on `scale` that DynamoDB can store. `coerce` accepts decimal text too (form bodies);
 * without it only JSON numbers pass. Only decimal text: JavaScript's own coercion would take
 * `true` as 1, `[4]` as 4, "0x10" as 16 and an empty field as 0, none of them what was meant.
 */
export function scaledNumber(scale: NumberScale, opts: { coerce?: boolean } = {}) {
  const number = z.number({ message: scale.message });
  const base = opts.coerce
    ? z.preprocess((v) => (typeof v === 'string' && DECIMAL_TEXT.test(v) ? Number(v) : v), number)
    : number;
  return base
    .refine((n) => isOnScale(n, scale), { message: scale.message, abort: true })
    .refine(isStorableNumber, { message: unstorableMessage });
}

/** `1e9` rather than `1000000000` in messages. */
export const formatBound = (n: number): string =>
  Math.abs(n) >= 1e6 ? n.toExponential().replace('e+', 'e') : String(n);
