/**
 * Sensor formulas, two items each (no transactions: written in an order that a retry heals):
 *   PK FORMULAS              SK <formula_id>   the formula (admin table: a few hundred rows; by id)
 *   PK FORMULA_OF#<sensor>   SK <formula_id>   its copy under its sensor, read with ConsistentRead
 *                                              at ingest and recompute (an index could be stale)
 * A copy is written after its formula and removed before it, and every write re-derives the copy
 * from the formula, so a half-done save or delete leaves at worst a formula without its copy,
 * which the admin sees and saves (or deletes) again. Formulas saved before the copies existed
 * (a GSI1 `FORMULA_OF#` entry instead) are not used at ingest until saved again (or `npm run reset`).
 */
import type { SensorFormula } from '@shared/calibration/schemas';
import { deleteItem, getItem, putItem, queryPartition, replaceItem, type Item } from '../../platform/aws/items';

const PK = 'FORMULAS';
const ofSensor = (sensorId: string) => `FORMULA_OF#${sensorId}`;

/** The row as the API shows it (the table's keys stay inside). */
const row = (i: Item): SensorFormula => ({
  formula_id: i.formula_id as string,
  sensor_id: i.sensor_id as string,
  formula: i.formula as string,
  parameter: i.parameter as string,
  mode: i.mode as SensorFormula['mode'],
  lowest_adt: (i.lowest_adt as number | null | undefined) ?? null,
  h_parameter: i.h_parameter as string,
  h_formula: i.h_formula as string,
  updated_at: i.updated_at as string,
});

export const listFormulas = async () => (await queryPartition(PK)).map(row);
export const getFormula = async (formulaId: string) => {
  const item = await getItem(PK, formulaId);
  return item && row(item);
};
/** A sensor's formulas as last saved (base table, strongly consistent). */
export const formulasOfSensor = async (sensorId: string) => (await queryPartition(ofSensor(sensorId))).map(row);

/**
 * The copy under the formula's sensor, then a check that the formula still says so: a delete or
 * a move to another sensor that ran meanwhile would otherwise leave a copy with no formula.
 */
async function writeCopy(f: SensorFormula): Promise<void> {
  await putItem({ PK: ofSensor(f.sensor_id), SK: f.formula_id, ...f });
  const now = await getItem(PK, f.formula_id);
  if (now?.sensor_id !== f.sensor_id) await deleteItem(ofSensor(f.sensor_id), f.formula_id);
}

/** Create a formula under a fresh id; false when the id exists. */
export async function createFormula(f: SensorFormula): Promise<boolean> {
  if (!(await putItem({ PK, SK: f.formula_id, ...f }, { onlyIfNew: true }))) return false;
  await writeCopy(f);
  return true;
}

/** Replace an existing formula (it may move to another sensor); false when it does not exist. */
export async function replaceFormula(f: SensorFormula): Promise<boolean> {
  const before = await getItem(PK, f.formula_id);
  if (!before) return false;
  // The old sensor's copy goes before the formula changes, so a retry still knows where it was.
  if (before.sensor_id !== f.sensor_id) await deleteItem(ofSensor(before.sensor_id as string), f.formula_id);
  const replaced = await replaceItem({ PK, SK: f.formula_id, ...f });
  if (!replaced) return false; // deleted meanwhile
  // A concurrent save may have moved it in between: drop the copy of the sensor it really had.
  if (replaced.sensor_id !== f.sensor_id) await deleteItem(ofSensor(replaced.sensor_id as string), f.formula_id);
  await writeCopy(f);
  return true;
}

/** Delete: the copy first (ingest stops using it at once), then the formula; false when absent. */
export async function removeFormula(formulaId: string): Promise<boolean> {
  const f = await getItem(PK, formulaId);
  if (!f) return false;
  await deleteItem(ofSensor(f.sensor_id as string), formulaId);
  const deleted = await deleteItem(PK, formulaId);
  // Moved to another sensor in between? That sensor's copy goes too.
  if (deleted && deleted.sensor_id !== f.sensor_id) await deleteItem(ofSensor(deleted.sensor_id as string), formulaId);
  return true;
}
