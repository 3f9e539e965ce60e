/** formulas: the sensor calibration formulas (the admin Formula table) and the recompute job. */
import * as z from 'zod';
import { recomputeJobSchema } from '../calibration/recompute-job';
import { recomputeSchema, sensorFormulaRowSchema, sensorFormulaSchema } from '../calibration/schemas';
import { idSchema } from '../validation/ids';
import { defineRoute } from './define';

/** These routes answer `{data, error: null}`. */
const answered = <S extends z.ZodType>(data: S) => z.strictObject({ data, error: z.null() });
const formulaPath = z.object({ id: idSchema.describe("The formula's id.") });

export const formulasRoutes = {
  listFormulas: defineRoute({
    method: 'GET',
    path: '/api/sensorformula',
    access: 'admin',
    resource: 'formulas',
    summary: 'Every calibration formula, by sensor then by id.',
    answer: answered(z.array(sensorFormulaRowSchema)),
  }),
  createFormula: defineRoute({
    method: 'POST',
    path: '/api/sensorformula',
    access: 'admin',
    resource: 'formulas',
    summary: 'Add a calibration formula; one that would fail to calibrate a reading is refused.',
    body: sensorFormulaSchema,
    answer: answered(sensorFormulaRowSchema),
    status: 201,
  }),
  updateFormula: defineRoute({
    method: 'PUT',
    path: '/api/sensorformula/{id}',
    access: 'admin',
    resource: 'formulas',
    summary: 'Replace a calibration formula (it may move to another sensor).',
    params: formulaPath,
    body: sensorFormulaSchema,
    answer: answered(sensorFormulaRowSchema),
  }),
  removeFormula: defineRoute({
    method: 'DELETE',
    path: '/api/sensorformula/{id}',
    access: 'admin',
    resource: 'formulas',
    summary: 'Delete a calibration formula.',
    params: formulaPath,
    answer: answered(z.strictObject({ formula_id: z.string() })),
  }),
  startRecompute: defineRoute({
    method: 'POST',
    path: '/api/v2/sensorformula/recompute',
    access: 'admin',
    resource: 'formulas',
    summary: "Recompute a sensor's stored readings over a period with its formula now: starts a job (202).",
    body: recomputeSchema,
    answer: answered(recomputeJobSchema),
    status: 202,
  }),
  recomputeStatus: defineRoute({
    method: 'GET',
    path: '/api/v2/sensorformula/recompute/{jobId}',
    access: 'admin',
    resource: 'formulas',
    summary: "A recompute job's status, progress and result.",
    params: z.object({ jobId: idSchema }),
    answer: answered(recomputeJobSchema),
  }),
} as const;
