/**
 * After a formula changes, an admin recomputes a sensor's calibrated values over a period from
 * the raw values kept with every reading (flags are recomputed too), a week at a time, and with
 * them the hourly and daily aggregates of the hours those readings fall in (a reading flagged now
 * leaves them; an hour or day left with no valid reading loses its aggregate).
 */
import type { RecomputeResult } from '@shared/calibration/schemas';
import { ConflictError, NotFoundError } from '../errors';
import { readingsStore } from '../store/readings';
import type { ReadingsStore } from '../store/readings/port';
import { forgetNewest } from '../store/gateways';
import { getSensor, seriesOf } from '../store/sensors';
import { calibrator, formulaProblem } from './calibration';
import { formulaOfSensor } from './formulas';

const WINDOW_MS = 7 * 86_400_000;

let configured: ReadingsStore | undefined;
/** The deployment's readings store, made once per container. */
const configuredStore = () => (configured ??= readingsStore());

/** Only the sensor's current registration is recomputed: earlier ones' readings are not its. */
export async function recompute(sensorId: string, fromMs: number, toMs: number, store: ReadingsStore = configuredStore()): Promise<RecomputeResult> {
  const sensor = await getSensor(sensorId);
  if (!sensor) throw new NotFoundError('Sensor not found.');
  const series = seriesOf(sensor);
  const formula = await formulaOfSensor(sensorId);
  // Ingest keeps readings under such a formula (raw values, 'formula-error'); recomputing with it
  // would only blank the calibrated values stored, so it is refused until the formula is fixed.
  const problem = formulaProblem(formula);
  if (problem) throw new ConflictError(`The sensor's formula cannot be used: ${problem}. Correct it, then recompute.`);
  const cal = calibrator(formula);
  let recomputed = 0;
  let flagged = 0;
  // A week at a time, so memory stays small whatever the sensor's reporting interval.
  for (let from = fromMs; from <= toMs; from += WINDOW_MS) {
    const readings = await store.range(series, { from, to: Math.min(from + WINDOW_MS - 1, toMs) });
    const updated = readings.map((r) => ({ ...r, ...cal.apply(r.raw) }));
    if (updated.length) {
      await store.put(updated);
      await store.aggregates?.refresh(series, updated.map((r) => r.time));
    }
    recomputed += updated.length;
    flagged += updated.filter((r) => r.flags.length).length;
  }
  // The newest reading the gateways keep for the scheduled alerts has the old values: the alerts
  // read the store for it until the next reading comes.
  if (recomputed) await forgetNewest(sensor.owner, series);
  return { sensor_id: sensorId, recomputed, flagged };
}
