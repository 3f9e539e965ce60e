/** The readings series of a sensor's current registration, for tests that read or seed the store directly. */
import type { SeriesKey } from '../../lambdas/store/readings/port';
import { getSensor, seriesOf } from '../../lambdas/store/sensors';

export async function currentSeries(sensorId: string): Promise<SeriesKey> {
  const sensor = await getSensor(sensorId);
  if (!sensor) throw new Error(`${sensorId} is not registered`);
  return seriesOf(sensor);
}
