/** Readings for tests that read or seed the store directly: a sensor's current series, a stored reading. */
import type { Reading, SeriesKey } from '../../lambdas/readings/adapters/readings/port';
import { getSensor, seriesOf } from '../../lambdas/sensors/adapters/sensors';

export async function currentSeries(sensorId: string): Promise<SeriesKey> {
  const sensor = await getSensor(sensorId);
  if (!sensor) throw new Error(`${sensorId} is not registered`);
  return seriesOf(sensor);
}

/** A valid stored reading of a series: the k-th of a run, its moisture varying with k. */
export const storedReading = (s: SeriesKey, time: number, k: number): Reading => ({
  series: s,
  sensorId: s.split('~')[0]!,
  time,
  raw: { at10cm: null, at50cm: null, at100cm: null, temperature: 15, battery_vol: 3.9 },
  calibrated: { at10cm: 20 + (k % 7), at50cm: 30 + (k % 3), at100cm: 40 },
  temperature: 15,
  battery_vol: 3.9,
  flags: [],
  receivedAt: time,
});
