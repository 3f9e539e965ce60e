/**
 * The frost warning's rules, shared by the API (a field's `frost_threshold_c`), the alert engine
 * and the pages that edit and explain it: how cold, how far ahead, how early.
 */
import * as z from 'zod';
import { scaledNumber } from '../validation/numbers';

/** A field without its own threshold warns at this forecast air temperature (°C) or below. */
export const DEFAULT_FROST_THRESHOLD_C = 1;
export const FROST_THRESHOLD_MIN_C = -10;
export const FROST_THRESHOLD_MAX_C = 10;
/** The forecast is searched this far ahead for an hour at or below the threshold. */
export const FROST_WINDOW_HOURS = 48;
/**
 * The warning should reach the grower at least this long before the first frost hour (time to
 * run frost fans or sprinklers, cover a crop); a forecast that shows it later warns at once and
 * says how soon.
 */
export const FROST_LEAD_HOURS = 6;

export const frostThresholdMessage = `a temperature from ${FROST_THRESHOLD_MIN_C} to ${FROST_THRESHOLD_MAX_C} °C`;

/**
 * A field's frost threshold in °C. A JSON number, or numeric text from a form; empty text is
 * refused rather than read as 0 (which `z.coerce` would do, and 0 °C is on the scale).
 */
export const frostThresholdSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
  scaledNumber({ min: FROST_THRESHOLD_MIN_C, max: FROST_THRESHOLD_MAX_C, message: frostThresholdMessage }),
);

/** The threshold a field warns at: its own when it has a usable one, else the default. */
export function frostThresholdOf(field: { frost_threshold_c?: number | null }): number {
  const own = field.frost_threshold_c;
  return typeof own === 'number' && Number.isFinite(own) ? own : DEFAULT_FROST_THRESHOLD_C;
}
