/** Admin Formula table: GET/POST /api/sensorformula/, PUT/DELETE /api/sensorformula/{id}. */
import { z } from 'zod';
import { recomputeSchema, sensorFormulaSchema, type SensorFormula } from '@shared/calibration/schemas';
import { NotFoundError } from '../errors';
import { lambdaHandler, ok, parseInput, type Operation } from '../http';
import { createFormula, listFormulas, removeFormula, replaceFormula } from '../store/formulas';
import { newId } from '../services/ids';
import { recompute } from '../services/recompute';
import { readingsStore } from '../store/readings';

const store = readingsStore();

const idParam = z.string().min(1).max(64);

export const operations: Record<string, Operation> = {
  async list() {
    const rows = await listFormulas();
    rows.sort((a, b) => a.sensor_id.localeCompare(b.sensor_id) || a.formula_id.localeCompare(b.formula_id));
    return ok({ data: rows, error: null });
  },

  async create(req) {
    const input = parseInput(sensorFormulaSchema, req.body);
    const row: SensorFormula = { ...input, formula_id: newId('fml'), updated_at: new Date().toISOString() };
    await createFormula(row);
    return ok({ data: row, error: null }, 201);
  },

  async update(req) {
    const id = parseInput(idParam, req.params.id);
    const input = parseInput(sensorFormulaSchema, req.body);
    const row: SensorFormula = { ...input, formula_id: id, updated_at: new Date().toISOString() };
    if (!(await replaceFormula(row))) throw new NotFoundError('Formula not found.');
    return ok({ data: row, error: null });
  },

  /** POST /api/v2/sensorformula/recompute {sensor_id, start, end (epoch seconds)}. */
  async recompute(req) {
    const input = parseInput(recomputeSchema, req.body);
    return ok({ data: await recompute(input.sensor_id, input.start * 1000, input.end * 1000 + 999, store), error: null });
  },

  async remove(req) {
    const id = parseInput(idParam, req.params.id);
    if (!(await removeFormula(id))) throw new NotFoundError('Formula not found.');
    return ok({ data: { formula_id: id }, error: null });
  },
};

export const handler = lambdaHandler(operations);
