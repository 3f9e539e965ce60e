/**
 * Forecast reads outside the field answer: one sensor's past predictions
 * (`GET /api/v2/moisture/past-prediction/{sensor_id}`) and the admin prediction data
 * (`GET /api/v2/prediction?username=&start=`).
 */
import { forEachLimit } from '@shared/concurrency';
import { PREDICTION_COLUMNS, type PredictionCells, type PredictionData } from '@shared/readings/prediction';
import { MAX_RECORD_SENSORS } from '@shared/readings/schemas';
import { forecastsIssued } from '../adapters/forecasts';
import { seriesOf, type SensorItem, listOwnSensors, ownSensor } from '../../sensors';
import { listZones, type ZoneItem } from '../../farms';
import { newestForecast } from '../adapters/forecasts';
import { FORECAST_HORIZON_H } from '../../agronomy/forecast/forecast-types';
import { zoneAt, zoneSaturation } from './forecasts';
import { pastPredictionRows, rowOf, type PredictionRow } from './forecast-views';
const HOUR_MS = 3_600_000;

const saturationOf = (zones: ZoneItem[], s: SensorItem) =>
  zoneSaturation(zoneAt(zones, s.field_id, s.points.coordinates));

/** A sensor of the caller's (404 otherwise) with its past predictions (the daily samples of the field answer). */
export async function pastPredictionOf(
  userName: string,
  sensorId: string,
  now = Date.now(),
): Promise<{ sensor_id: string; pastPrediction: PredictionRow[] }> {
  const sensor = await ownSensor(userName, sensorId);
  const series = seriesOf(sensor);
  const [zones, newest] = await Promise.all([listZones(userName), newestForecast(series)]);
  return {
    sensor_id: sensor.sensor_id,
    pastPrediction: await pastPredictionRows(series, newest, now, saturationOf(zones, sensor)),
  };
}

const cellsOf = (row: PredictionRow): PredictionCells =>
  Object.fromEntries(PREDICTION_COLUMNS.map((c) => [c, row[c as keyof PredictionRow] ?? null])) as PredictionCells;

/**
 * A user's forecasts as target time (ISO) → sensor id → column, from `startMs` to the end of the
 * newest forecast. Each forecast supplies its steps up to the next forecast's issue: every row is
 * what the newest forecast issued at or before that time said. A user with no sensors (or no such
 * user) gets an empty map.
 */
export async function predictionData(userName: string, startMs: number, now = Date.now()): Promise<PredictionData> {
  const [sensors, zones] = await Promise.all([listOwnSensors(userName), listZones(userName)]);
  const out: PredictionData = {};
  await forEachLimit(sensors.slice(0, MAX_RECORD_SENSORS), 8, async (s) => {
    // Forecasts issued up to 72 h before start still reach into the period.
    const forecasts = await forecastsIssued(seriesOf(s), startMs - FORECAST_HORIZON_H * HOUR_MS, now);
    const saturation = saturationOf(zones, s);
    forecasts.forEach((f, i) => {
      const next = forecasts[i + 1]?.issued_at ?? Number.POSITIVE_INFINITY;
      for (const step of f.steps) {
        const time = f.issued_at + step[0]! * HOUR_MS;
        if (time < startMs || time >= next) continue;
        const row = rowOf(f, step, saturation);
        if (row) (out[row.name] ??= {})[s.sensor_id] = cellsOf(row);
      }
    });
  });
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}
