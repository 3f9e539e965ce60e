/**
 * After a formula changes, an admin recomputes a sensor's calibrated values over a period from
 * the raw values kept with every reading (flags are recomputed too). Pages through the range so
 * a year of 2-hourly readings stays within one call.
 */
import type { RecomputeResult } from '../../shared/calibration/schemas';
import { NotFoundError } from '../errors';
import { formulasOfSensor } from '../store/formulas';
import type { ReadingsStore } from '../store/readings/port';
import { getSensor } from '../store/sensors';
import { calibrator } from './calibration';

export async function recompute(sensorId: string, fromMs: number, toMs: number, store: ReadingsStore): Promise<RecomputeResult> {
  if (!(await getSensor(sensorId))) throw new NotFoundError('Sensor not found.');
  const formulas = await formulasOfSensor(sensorId);
  const cal = calibrator(formulas.find((f) => f.mode === 'specific') ?? formulas[0]);
  const readings = await store.range(sensorId, { from: fromMs, to: toMs });
  const updated = readings.map((r) => ({ ...r, ...cal.apply(r.raw) }));
  await store.put(updated);
  return { sensor_id: sensorId, recomputed: updated.length, flagged: updated.filter((r) => r.flags.length).length };
}
