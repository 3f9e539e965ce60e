/** `GET /api/record`: a user's recorded readings for the admin prediction page. */
import { MAX_RECORD_SENSORS } from '@shared/readings/schemas';
import { BadRequestError } from '../../platform/errors';
import { forEachLimit } from '@shared/concurrency';
import type { ReadingsStore } from '../adapters/readings/port';
import type { MoistureReading } from '@shared/readings/views';
import { toMoisture, validReadings } from './readings';
import { seriesOf, listOwnSensors } from '../../sensors';
/** The measured values of one reading in a user's records. */
export type RecordValues = Omit<MoistureReading, 'time'>;

/**
 * `GET /api/record` (the admin prediction page): the user's sensors (all, or those named) with
 * their valid readings from `fromMs` to now, keyed by sensor id, then by ISO time. Sensors are
 * read a few at a time; more than MAX_RECORD_SENSORS must be asked for by name.
 */
export async function recordsOf(
  userName: string,
  fromMs: number,
  store: ReadingsStore,
  opts: { sensorIds?: string[]; now?: number } = {},
): Promise<Record<string, Record<string, RecordValues>>> {
  const now = opts.now ?? Date.now();
  const own = await listOwnSensors(userName);
  const wanted = opts.sensorIds && new Set(opts.sensorIds);
  const sensors = wanted ? own.filter((s) => wanted.has(s.sensor_id)) : own;
  if (!wanted && sensors.length > MAX_RECORD_SENSORS) {
    throw new BadRequestError(
      `sensor_id: ${userName} has ${sensors.length} sensors; name at most ${MAX_RECORD_SENSORS} of them ` +
        `(comma-separated)`,
    );
  }
  const out: Record<string, Record<string, RecordValues>> = {};
  await forEachLimit(sensors, 8, async (s) => {
    const readings = await validReadings(store, seriesOf(s), fromMs, now);
    out[s.sensor_id] = Object.fromEntries(
      readings.map((r) => {
        const { time, ...values } = toMoisture(r);
        return [new Date(time).toISOString(), values];
      }),
    );
  });
  return out;
}
