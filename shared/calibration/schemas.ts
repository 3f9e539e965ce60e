/**
 * The sensor formula payload of the admin Formula table (monitoring spec §3, §7): the formula
 * and its parameters must compile, so a row that would fail at ingest is refused when saved.
 */
import { z } from 'zod';
import { MAX_RANGE_DAYS, rangeRules } from '../readings/schemas';
import { compileFormula, DEFAULT_FORMULA, FormulaError, parseParameters } from './formula';

export const FORMULA_MODES = ['specific', 'general'] as const;

/** A formula text that compiles with the parameters given beside it. */
const checked = (formulaKey: 'formula' | 'h_formula', paramKey: 'parameter' | 'h_parameter') =>
  (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const text = v[formulaKey];
    if (typeof text !== 'string' || !text.trim()) return;
    try {
      const params = Object.keys(parseParameters(v[paramKey] as string | undefined));
      compileFormula(text, params.length ? params : ['x1', 'x2']);
    } catch (err) {
      if (!(err instanceof FormulaError)) throw err;
      ctx.addIssue({ code: 'custom', path: [err.message.startsWith('parameter') ? paramKey : formulaKey], message: err.message });
    }
  };

export const sensorFormulaSchema = z
  .object({
    sensor_id: z.string().trim().min(1, 'the sensor id is required').max(64),
    formula: z.string().trim().max(500).default(DEFAULT_FORMULA),
    parameter: z.string().trim().max(200).default(''),
    mode: z.enum(FORMULA_MODES).default('specific'),
    lowest_adt: z.coerce.number().finite().nullable().optional(),
    h_parameter: z.string().trim().max(200).default(''),
    h_formula: z.string().trim().max(500).default(''),
  })
  .superRefine(checked('formula', 'parameter'))
  .superRefine(checked('h_formula', 'h_parameter'));
export type SensorFormulaInput = z.infer<typeof sensorFormulaSchema>;

export interface SensorFormula extends SensorFormulaInput {
  formula_id: string;
  updated_at: string;
}

/** `POST /api/v2/sensorformula/recompute`: a sensor and a period (epoch seconds, at most MAX_RANGE_DAYS). */
export const recomputeSchema = z
  .object({
    sensor_id: z.string().trim().min(1, 'the sensor id is required').max(64),
    start: z.coerce.number().int().nonnegative('must be epoch seconds'),
    end: z.coerce.number().int().nonnegative('must be epoch seconds'),
  })
  .superRefine(rangeRules(`recompute at most ${MAX_RANGE_DAYS} days at once`));
export type RecomputeInput = z.infer<typeof recomputeSchema>;

export interface RecomputeResult {
  sensor_id: string;
  recomputed: number;
  flagged: number;
}
