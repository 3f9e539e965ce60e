/**
 * After a formula changes, an admin recomputes a sensor's calibrated values over a period from
 * the raw values kept with every reading (flags are recomputed too), a week at a time, and with
 * them the hourly and daily aggregates of the hours those readings fall in (a reading flagged now
 * leaves them; an hour or day left with no valid reading loses its aggregate). Recomputing a week
 * twice gives the same readings, so a walk cut short is made whole by walking again.
 */
import { RECOMPUTE_WINDOW_MS } from '@shared/calibration/recompute-job';
import { refusal } from '../../platform/refusal';
import { ConflictError, NotFoundError } from '../../platform/errors';
import {
  forgetNewest,
  getSensor,
  seriesOf,
  type Calibrator,
  formulaProblem,
  sensorCalibrator,
  formulaOfSensor,
} from '../../sensors';
import { readingsStore } from '../adapters/readings';
import type { ReadingsStore, SeriesKey } from '../adapters/readings/port';
let configured: ReadingsStore | undefined;
/** The deployment's readings store, made once per container. */
export const configuredReadingsStore = () => (configured ??= readingsStore());

export interface RecomputeTarget {
  /** The sensor's owner: the gateways that keep its newest reading are theirs. */
  owner: string;
  series: SeriesKey;
  cal: Calibrator;
}

/**
 * What a recompute of the sensor works on: its current registration's series (earlier ones'
 * readings are not its) and its formula. Refused when the sensor is unknown or its formula unusable.
 */
export async function recomputeTarget(sensorId: string): Promise<RecomputeTarget> {
  const sensor = await getSensor(sensorId);
  if (!sensor) throw new NotFoundError(refusal('refusals.sensorNotFound'));
  const formula = await formulaOfSensor(sensorId);
  // Ingest keeps readings under such a formula (raw values, 'formula-error'); recomputing with it
  // would only blank the calibrated values stored, so it is refused until the formula is fixed.
  const problem = formulaProblem(formula);
  if (problem) throw new ConflictError(`The sensor's formula cannot be used: ${problem}. Correct it, then recompute.`);
  return { owner: sensor.owner, series: seriesOf(sensor), cal: sensorCalibrator(formula, sensor) };
}

/** Week `index` (from 0) of a period in epoch milliseconds, both ends included. */
export const weekOf = (fromMs: number, toMs: number, index: number) => {
  const from = fromMs + index * RECOMPUTE_WINDOW_MS;
  return { from, to: Math.min(from + RECOMPUTE_WINDOW_MS - 1, toMs) };
};

/** Recompute one week's readings (memory stays small whatever the reporting interval). */
export async function recomputeWeek(
  target: RecomputeTarget,
  week: { from: number; to: number },
  store: ReadingsStore,
): Promise<{ recomputed: number; flagged: number }> {
  const readings = await store.range(target.series, week);
  const updated = readings.map((r) => ({ ...r, ...target.cal.apply(r.raw) }));
  if (updated.length) {
    await store.put(updated);
    await store.aggregates?.refresh(
      target.series,
      updated.map((r) => r.time),
    );
  }
  return { recomputed: updated.length, flagged: updated.filter((r) => r.flags.length).length };
}

/**
 * After a walk that changed readings: the newest reading the gateways keep for the scheduled alerts
 * has the old values, so the alerts read the store for it until the sensor's next reading comes.
 */
export async function forgetKeptNewest(target: RecomputeTarget): Promise<void> {
  await forgetNewest(target.owner, target.series);
}
