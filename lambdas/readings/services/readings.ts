/**
 * Read side of the readings: per-sensor readings for a range (valid ones
 * only: what charts get), the latest reading and layer data. A field's sensors come from
 * sensors.ts, its moisture from field-moisture.ts, the prediction page's records from records.ts.
 */
import { refusal } from '../../platform/refusal';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import type { LayerReading, MoistureReading } from '@shared/readings/views';
import { wirePercent } from '@shared/readings/depths';
import type { ReadingsStore, Reading, SeriesKey } from '../adapters/readings/port';
import { sensorIdOf, seriesOf, ownSensor } from '../../sensors';
const DAY_MS = 86_400_000;
/**
 * The most readings one request reads for one sensor: 400 days of 2-hourly readings is 4,800,
 * but a sensor set to report every 30 s makes 2,880 a day, and an unbounded read would pass
 * Lambda's memory, time and 6 MB answer limits. Beyond it the caller is asked for a shorter range.
 */
export const MAX_READINGS_PER_REQUEST = 20_000;

/**
 * Valid readings of a series (a sensor's current registration) in a range, refusing (400) a range
 * that holds too many.
 */
export async function validReadings(
  store: ReadingsStore,
  series: SeriesKey,
  fromMs: number,
  toMs: number,
): Promise<Reading[]> {
  const readings = await store.range(series, {
    from: fromMs,
    to: toMs,
    validOnly: true,
    limit: MAX_READINGS_PER_REQUEST + 1,
  });
  if (readings.length > MAX_READINGS_PER_REQUEST) {
    throw new BadRequestError(
      `end: ${sensorIdOf(series)} has more than ${MAX_READINGS_PER_REQUEST.toLocaleString('en')} readings in this ` +
        `range; ask for a shorter one`,
    );
  }
  return readings;
}

/** A reading as the routes answer it, its depths under the spec's wire names. */
export const toMoisture = (r: Reading): MoistureReading => ({
  time: r.time,
  ...wirePercent(r.calibrated),
  temperature: r.temperature,
  battery_vol: r.battery_vol,
});

/** Every read below goes to the series of the caller's own current registration of the sensor. */
export async function readingsOf(
  userName: string,
  sensorId: string,
  store: ReadingsStore,
  fromMs: number,
  toMs: number,
): Promise<MoistureReading[]> {
  const series = seriesOf(await ownSensor(userName, sensorId));
  return (await validReadings(store, series, fromMs, toMs)).map(toMoisture);
}

export async function latestOf(
  userName: string,
  sensorId: string,
  store: ReadingsStore,
): Promise<MoistureReading | null> {
  const series = seriesOf(await ownSensor(userName, sensorId));
  const r = await store.latest(series, { validOnly: true });
  return r ? toMoisture(r) : null;
}

const toLayers = (r: Reading): LayerReading => ({
  time: r.time,
  Layer_1: r.calibrated.at10cm,
  Layer_5: r.calibrated.at50cm,
  Layer_10: r.calibrated.at100cm,
  Temperature: r.temperature,
});

/** The last day's valid readings as layers, oldest first (the dashboard uses the last); else the latest one. */
export async function layersOf(
  userName: string,
  sensorId: string,
  store: ReadingsStore,
  now = Date.now(),
): Promise<LayerReading[]> {
  const series = seriesOf(await ownSensor(userName, sensorId));
  const day = await store.range(series, { from: now - DAY_MS, to: now, validOnly: true });
  if (day.length) return day.map(toLayers);
  const latest = await store.latest(series, { validOnly: true });
  return latest ? [toLayers(latest)] : [];
}

/** One sensor of one field over a range (the spec's "per-field moisture by sensor"). */
export async function fieldSensorReadings(
  userName: string,
  fieldId: string,
  sensorId: string,
  store: ReadingsStore,
  fromMs: number,
  toMs: number,
) {
  const sensor = await ownSensor(userName, sensorId);
  if (sensor.field_id !== fieldId) throw new NotFoundError(refusal('refusals.sensorNotFound'));
  return (await validReadings(store, seriesOf(sensor), fromMs, toMs)).map(toMoisture);
}
