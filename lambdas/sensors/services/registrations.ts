/** The end of a sensor registration, shared by sensor, field and farm deletes. */
import { markForPurge } from '../adapters/purges';
import { deleteRegistration, seriesOf, type SensorItem } from '../adapters/sensors';

/**
 * End a registration: its readings become unreachable at once (no later registration resolves
 * to its series) and are deleted by the purge job. The marker is written first: a failure
 * between the two writes leaves the registration in place (the purge job skips a series that is
 * still registered) and a retry of the delete completes it; the other order could leave readings
 * that nothing would ever delete. Only this registration goes (see deleteRegistration), and only
 * while it still matches `expected` (e.g. still in the field being deleted); false otherwise.
 */
export async function releaseRegistration(
  sensor: SensorItem,
  expected: Partial<SensorItem> = {},
  now = Date.now(),
): Promise<boolean> {
  await markForPurge({ series: seriesOf(sensor), sensor_id: sensor.sensor_id, freed_at: new Date(now).toISOString() });
  return deleteRegistration(sensor, expected);
}
