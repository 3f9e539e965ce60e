/**
 * Sensor formulas: PK FORMULAS / SK <formula_id> (the admin table lists them all: a few hundred
 * rows), GSI1 FORMULA_OF#<sensor_id> to find a sensor's formula at ingest.
 */
import type { SensorFormula } from '../../shared/calibration/schemas';
import { deleteItem, getItem, putItem, queryIndex, queryPrefix, type Item } from './items';

const PK = 'FORMULAS';
const index = (f: SensorFormula) => ({ GSI1PK: `FORMULA_OF#${f.sensor_id}`, GSI1SK: f.formula_id });

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

export const listFormulas = async () => (await queryPrefix(PK, '')).map(row);
export const getFormula = async (formulaId: string) => {
  const item = await getItem(PK, formulaId);
  return item && row(item);
};
/** Create (onlyIfNew) or replace. */
export const putFormula = (f: SensorFormula, onlyIfNew: boolean) => putItem({ PK, SK: f.formula_id, ...index(f), ...f }, { onlyIfNew });
export const deleteFormula = (formulaId: string) => deleteItem(PK, formulaId);
export const formulasOfSensor = async (sensorId: string) => (await queryIndex(`FORMULA_OF#${sensorId}`)).map(row);
