/**
 * Sensor formulas: the admin table's rules, and which formula applies to a sensor's readings
 * (read the same way at ingest and at recompute).
 */
import type { SensorFormula, SensorFormulaInput } from '@shared/calibration/schemas';
import { refusal } from '../../platform/refusal';
import { NotFoundError } from '../../platform/errors';
import { createFormula, formulasOfSensor, listFormulas, removeFormula, replaceFormula } from '../adapters/formulas';
import { newId } from '../../platform/ids';

/**
 * The formula that calibrates a sensor: its 'specific' one when it has one, else its first
 * (undefined when it has none, and its readings keep their raw values).
 */
export async function formulaOfSensor(sensorId: string): Promise<SensorFormula | undefined> {
  const formulas = await formulasOfSensor(sensorId);
  return formulas.find((f) => f.mode === 'specific') ?? formulas[0];
}

/** Every formula, by sensor then by id, so the admin table reads the same on every load. */
export async function allFormulas(): Promise<SensorFormula[]> {
  const rows = await listFormulas();
  return rows.sort((a, b) => a.sensor_id.localeCompare(b.sensor_id) || a.formula_id.localeCompare(b.formula_id));
}

export async function addFormula(input: SensorFormulaInput): Promise<SensorFormula> {
  const row: SensorFormula = { ...input, formula_id: newId('fml'), updated_at: new Date().toISOString() };
  await createFormula(row);
  return row;
}

export async function updateFormula(formulaId: string, input: SensorFormulaInput): Promise<SensorFormula> {
  const row: SensorFormula = { ...input, formula_id: formulaId, updated_at: new Date().toISOString() };
  if (!(await replaceFormula(row))) throw new NotFoundError(refusal('refusals.formulaNotFound'));
  return row;
}

export async function deleteFormula(formulaId: string): Promise<{ formula_id: string }> {
  if (!(await removeFormula(formulaId))) throw new NotFoundError(refusal('refusals.formulaNotFound'));
  return { formula_id: formulaId };
}
