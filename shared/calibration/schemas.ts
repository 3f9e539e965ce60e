/**
 * The sensor formula payload of the admin Formula table: the formula
 * and its parameters must calibrate every reading, so a row that would fail at ingest is refused
 * when saved — an empty formula, a parameter it names without a value, a parameter that is not a
 * finite number on the calibration scale.
 */
import * as z from 'zod';
import { epochSecondsSchema, MAX_RANGE_DAYS, rangeRules } from '../readings/schemas';
import { formatBound, isOnScale, isStorableNumber, scaledNumber } from '../validation/numbers';
import { compileFormula, DEFAULT_FORMULA, FormulaError, parseParameters } from './formula';

export const FORMULA_MODES = ['specific', 'general'] as const;

/**
 * Parameters and the lowest ADT are raw sensor values (ADC counts: 65,535 at 16 bits, 16,777,215
 * at 24) or constants on their scale; a billion lies far beyond any of them and keeps the maths
 * of a formula finite.
 */
export const MAX_CALIBRATION_MAGNITUDE = 1e9;
const calibrationScale = { min: -MAX_CALIBRATION_MAGNITUDE, max: MAX_CALIBRATION_MAGNITUDE };
const calibrationBounds = `${formatBound(-MAX_CALIBRATION_MAGNITUDE)} and ${formatBound(MAX_CALIBRATION_MAGNITUDE)}`;
const calibrationMessage = `must be a number between ${calibrationBounds}`;

/**
 * A formula text that compiles with exactly the parameters given beside it (no text: no
 * formula, allowed only for the optional h formula), each parameter on the calibration scale.
 */
const checked =
  (formulaKey: 'formula' | 'h_formula', paramKey: 'parameter' | 'h_parameter') =>
  (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const text = v[formulaKey];
    if (typeof text !== 'string' || !text) return;
    try {
      const params = parseParameters(v[paramKey] as string | undefined);
      for (const [name, value] of Object.entries(params)) {
        if (!isOnScale(value, calibrationScale) || !isStorableNumber(value))
          throw new FormulaError(`${name} ${calibrationMessage}`, 'parameter');
      }
      compileFormula(text, Object.keys(params));
    } catch (err) {
      if (!(err instanceof FormulaError)) throw err;
      ctx.addIssue({ code: 'custom', path: [err.field === 'parameter' ? paramKey : formulaKey], message: err.message });
    }
  };

export const sensorFormulaSchema = z
  .object({
    sensor_id: z.string().trim().min(1, 'the sensor id is required').max(64),
    formula: z.string().trim().min(1, 'the formula is required').max(500).default(DEFAULT_FORMULA),
    parameter: z.string().trim().max(200).default(''),
    mode: z.enum(FORMULA_MODES).default('specific'),
    lowest_adt: scaledNumber({ ...calibrationScale, message: calibrationMessage }, { coerce: true })
      .nullable()
      .optional(),
    h_parameter: z.string().trim().max(200).default(''),
    h_formula: z.string().trim().max(500).default(''),
  })
  .superRefine(checked('formula', 'parameter'))
  .superRefine(checked('h_formula', 'h_parameter'));
export type SensorFormulaInput = z.infer<typeof sensorFormulaSchema>;

/** A formula as the admin table lists it. */
export const sensorFormulaRowSchema = z.strictObject({
  formula_id: z.string(),
  sensor_id: z.string(),
  formula: z.string().describe("Of the raw value `val` and the parameters, e.g. '(val - x1) / (x2 - x1) * 100'."),
  parameter: z.string().describe('The values of the parameters the formula names.'),
  mode: z.enum(FORMULA_MODES),
  lowest_adt: z.number().nullable().optional().describe('The lowest ADT, a raw sensor value; null when not set.'),
  h_parameter: z.string(),
  h_formula: z.string(),
  updated_at: z.string(),
});
export type SensorFormula = z.infer<typeof sensorFormulaRowSchema>;

/** `POST /api/v2/sensorformula/recompute`: a sensor and a period (epoch seconds, at most MAX_RANGE_DAYS). */
export const recomputeSchema = z
  .object({
    sensor_id: z.string().trim().min(1, 'the sensor id is required').max(64),
    start: epochSecondsSchema,
    end: epochSecondsSchema,
  })
  .superRefine(rangeRules(`recompute at most ${MAX_RANGE_DAYS} days at once`));
export type RecomputeInput = z.infer<typeof recomputeSchema>;

export const recomputeResultSchema = z.strictObject({
  sensor_id: z.string(),
  recomputed: z.number(),
  flagged: z.number(),
});
export type RecomputeResult = z.infer<typeof recomputeResultSchema>;
