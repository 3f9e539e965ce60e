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
  raw: { cap50: null, cap100: null, cap150: null, temperature: 15, battery_vol: 3.9 },
  calibrated: { cap50_percent: 20 + (k % 7), cap100_percent: 30 + (k % 3), cap150_percent: 40 },
  temperature: 15,
  battery_vol: 3.9,
  flags: [],
  receivedAt: time,
});
