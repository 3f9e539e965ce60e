/**
 * readings: what a grower's sensors measured (the dashboards' reads, the CSV download) and what
 * their forecasts said. Times in a query are epoch seconds; times in an answer epoch milliseconds.
 */
import * as z from 'zod';
import { sensorView } from '../management/views';
import { predictionData } from '../readings/prediction';
import {
  optionalRangeQuerySchema,
  predictionQuerySchema,
  rangeQuerySchema,
  recordQuerySchema,
} from '../readings/schemas';
import { layerReading, moistureReading, predictionRow, sensorMoisture } from '../readings/views';
import { idSchema } from '../validation/ids';
import { defineRoute } from './define';

const sensorParams = z.object({ sensor_id: idSchema });
const readings = z.strictObject({ data: z.array(moistureReading) });
/** A reading without its time (the keys of /api/record name it). */
const recordValues = moistureReading.omit({ time: true });

export const readingsRoutes = {
  sensorsOfField: defineRoute({
    method: 'GET',
    path: '/api/v2/sensor/{field_id}',
    access: 'subscriber',
    farm: { action: 'data.read', scope: [{ kind: 'field', in: 'params', name: 'field_id' }] },
    errorKey: 'err',
    resource: 'readings',
    apiKey: true,
    summary: 'List the sensors of one of your fields (for the reading views).',
    params: z.object({ field_id: idSchema }),
    answer: z.strictObject({ data: z.strictObject({ data: z.array(sensorView) }) }),
  }),
  moisture: defineRoute({
    method: 'GET',
    path: '/api/v2/moisture/{field_id}',
    access: 'subscriber',
    farm: { action: 'data.read', scope: [{ kind: 'field', in: 'params', name: 'field_id' }] },
    errorKey: 'err',
    resource: 'readings',
    apiKey: true,
    summary:
      "Each sensor of one of your fields with its moisture (the last 3 days, or a range), its zone's soil " +
      'limits, its forecasts and how good they have been.',
    params: z.object({ field_id: idSchema }),
    query: optionalRangeQuerySchema,
    answer: z.strictObject({ data: z.array(sensorMoisture) }),
  }),
  pastPrediction: defineRoute({
    method: 'GET',
    path: '/api/v2/moisture/past-prediction/{sensor_id}',
    access: 'subscriber',
    farm: { action: 'data.read', scope: [{ kind: 'sensor', in: 'params', name: 'sensor_id' }] },
    errorKey: 'err',
    resource: 'predictions',
    apiKey: true,
    summary: 'What earlier forecasts said about the last days, for one of your sensors.',
    params: sensorParams,
    answer: z.strictObject({
      data: z.strictObject({ sensor_id: z.string(), pastPrediction: z.array(predictionRow) }),
    }),
  }),
  fieldSensorMoisture: defineRoute({
    method: 'GET',
    path: '/api/v2/moisture/{field_id}/{sensor_id}',
    access: 'subscriber',
    farm: {
      action: 'data.read',
      scope: [
        { kind: 'field', in: 'params', name: 'field_id' },
        { kind: 'sensor', in: 'params', name: 'sensor_id' },
      ],
    },
    errorKey: 'err',
    resource: 'readings',
    apiKey: true,
    summary: "One sensor's valid readings over a range, the sensor named with its field.",
    params: z.object({ field_id: idSchema, sensor_id: idSchema }),
    query: rangeQuerySchema,
    answer: readings,
  }),
  readingsRange: defineRoute({
    method: 'GET',
    path: '/api/v2/readings/{sensor_id}',
    access: 'subscriber',
    farm: { action: 'data.read', scope: [{ kind: 'sensor', in: 'params', name: 'sensor_id' }] },
    resource: 'readings',
    apiKey: true,
    summary: "One of your sensors' valid readings over a range (at most 400 days).",
    params: sensorParams,
    query: rangeQuerySchema,
    answer: readings,
  }),
  latestReading: defineRoute({
    method: 'GET',
    path: '/api/v2/readings/{sensor_id}/latest',
    access: 'subscriber',
    farm: { action: 'data.read', scope: [{ kind: 'sensor', in: 'params', name: 'sensor_id' }] },
    resource: 'readings',
    apiKey: true,
    summary: "One of your sensors' newest valid reading (null before its first).",
    params: sensorParams,
    answer: z.strictObject({ data: moistureReading.nullable() }),
  }),
  readingsCsv: defineRoute({
    method: 'GET',
    path: '/api/v2/readings/{sensor_id}/csv',
    access: 'subscriber',
    farm: { action: 'data.read', scope: [{ kind: 'sensor', in: 'params', name: 'sensor_id' }] },
    resource: 'readings',
    apiKey: true,
    summary: "Download one of your sensors' readings over a range as CSV, in a time zone of your choice.",
    params: sensorParams,
    query: rangeQuerySchema,
    raw: 'text/csv',
    answer: z.string().describe('CSV: one row per reading.'),
  }),
  readingLayers: defineRoute({
    method: 'GET',
    path: '/api/v2/readings/{sensor_id}/layers',
    access: 'subscriber',
    farm: { action: 'data.read', scope: [{ kind: 'sensor', in: 'params', name: 'sensor_id' }] },
    resource: 'readings',
    apiKey: true,
    summary: "One of your sensors' last day of readings as profile layers (else its newest one).",
    params: sensorParams,
    answer: z.strictObject({ data: z.array(layerReading) }),
  }),
  listPredictions: defineRoute({
    method: 'GET',
    path: '/api/v2/prediction',
    access: 'admin',
    resource: 'predictions',
    summary: "Admins: a user's forecasts from a start time, by target time, then sensor, then column.",
    query: predictionQuerySchema(),
    answer: z.strictObject({
      data: predictionData,
    }),
  }),
  listRecords: defineRoute({
    method: 'GET',
    path: '/api/record',
    access: 'subscriber',
    resource: 'predictions',
    // Not for API keys: the admin prediction page's call (ISO start, a user name); an outside
    // program reads the same readings through readingsRange.
    summary: "Your sensors' valid readings from a start time in the last 14 days, by sensor, then ISO time.",
    query: recordQuerySchema(),
    answer: z.strictObject({
      data: z.record(z.string(), z.record(z.string(), recordValues)).describe('Sensor id → ISO time → reading.'),
    }),
  }),
} as const;
