/**
 * Admin Formula table: GET/POST /api/sensorformula/, PUT/DELETE /api/sensorformula/{id}; and the
 * recompute job: POST /api/v2/sensorformula/recompute starts it, GET …/recompute/{jobId} follows it.
 */
import { recomputeSchema, sensorFormulaSchema } from '@shared/calibration/schemas';
import { idSchema } from '@shared/validation/ids';
import { lambdaHandler, ok, parseInput, type Operations } from '../../platform/http';
import { addFormula, allFormulas, deleteFormula, updateFormula } from '../services/formulas';
import { recomputeJobStatus, startRecompute } from '../../readings';

export const operations = {
  async list() {
    return ok({ data: await allFormulas(), error: null });
  },

  async create(req) {
    return ok({ data: await addFormula(parseInput(sensorFormulaSchema, req.body)), error: null }, 201);
  },

  async update(req) {
    const id = parseInput(idSchema, req.params.id);
    return ok({ data: await updateFormula(id, parseInput(sensorFormulaSchema, req.body)), error: null });
  },

  /** POST /api/v2/sensorformula/recompute {sensor_id, start, end (epoch seconds)}: 202 and the queued job. */
  async recompute(req) {
    const input = parseInput(recomputeSchema, req.body);
    return ok({ data: await startRecompute(req.caller, input), error: null }, 202);
  },

  /** GET /api/v2/sensorformula/recompute/{jobId}: the job's status, progress and result. */
  async recomputeStatus(req) {
    return ok({ data: await recomputeJobStatus(parseInput(idSchema, req.params.jobId)), error: null });
  },

  async remove(req) {
    return ok({ data: await deleteFormula(parseInput(idSchema, req.params.id)), error: null });
  },
} satisfies Operations<'sensor-formulas'>;

export const handler = lambdaHandler(operations);
