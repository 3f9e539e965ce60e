/**
 * Reading APIs the dashboards need: the sensors of a field, a field's
 * moisture (now or over a range), a sensor's readings for a range (epoch seconds), its latest
 * reading, its layer data, its CSV download, and a user's records for the prediction page.
 */
import { displaySettingsOf } from '../../accounts';
import { assertSameUser } from '../../platform/auth';
import { BadRequestError } from '../../platform/errors';
import { lambdaHandler, ok, type Operations } from '../../platform/http';
import { moistureOfField, pastPredictionOf, predictionData, sensorCsvOf } from '../../forecasts';
import { fieldSensorReadings, latestOf, layersOf, readingsOf } from '../services/readings';
import { listFieldSensors } from '../../sensors';
import { recordsOf } from '../services/records';
import { readingsStore } from '../services/readings-store';
import { farmExportOperations } from './farm-export';

const store = readingsStore();
/** Epoch seconds → the inclusive millisecond range the store takes. */
const msRange = (q: { start: number; end: number }) => ({ fromMs: q.start * 1000, toMs: q.end * 1000 + 999 });

function timeZone(tz: string | undefined): string {
  if (!tz) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    throw new BadRequestError(`tz: unknown time zone '${tz}'`);
  }
}

export const operations = {
  ...farmExportOperations(store),
  async sensorsOfField(req) {
    const { caller } = req;
    return ok({ data: { data: await listFieldSensors(caller.userName, req.params.field_id) } });
  },

  async moisture(req) {
    const { caller, query: q } = req;
    const range = q.start !== undefined && q.end !== undefined ? msRange({ start: q.start, end: q.end }) : undefined;
    return ok({ data: await moistureOfField(caller.userName, req.params.field_id, store, range) });
  },

  async fieldSensorMoisture(req) {
    const { caller } = req;
    const { fromMs, toMs } = msRange(req.query);
    const { field_id, sensor_id } = req.params;
    return ok({ data: await fieldSensorReadings(caller.userName, field_id, sensor_id, store, fromMs, toMs) });
  },

  async layers(req) {
    const { caller } = req;
    return ok({ data: await layersOf(caller.userName, req.params.sensor_id, store) });
  },

  async pastPrediction(req) {
    const { caller } = req;
    return ok({ data: await pastPredictionOf(caller.userName, req.params.sensor_id) });
  },

  /** Admins only (the route's access): any user's forecasts. */
  async prediction(req) {
    // The route's contract has parsed the query (start as epoch ms).
    return ok({ data: await predictionData(req.query.username, req.query.start) });
  },

  async record(req) {
    const { caller } = req;
    const q = req.query;
    assertSameUser(caller, q.username);
    return ok({ data: await recordsOf(q.username, q.start, store, { sensorIds: q.sensor_id }) });
  },

  async range(req) {
    const { caller } = req;
    const { fromMs, toMs } = msRange(req.query);
    return ok({ data: await readingsOf(caller.userName, req.params.sensor_id, store, fromMs, toMs) });
  },

  async latest(req) {
    const { caller } = req;
    return ok({ data: await latestOf(caller.userName, req.params.sensor_id, store) });
  },

  async csv(req) {
    const { caller, query: q } = req;
    const sensorId = req.params.sensor_id;
    const tz = timeZone(q.tz);
    const { fromMs, toMs } = msRange(q);
    // The downloader's units (a member's own, not the owner's); the data is the owner's.
    const { units } = await displaySettingsOf(caller.farm?.member ?? caller.userName);
    // The spec's download names the field too: then the sensor must be in it (404 otherwise).
    const csv = await sensorCsvOf(
      caller.userName,
      { sensorId, fromMs, toMs, timeZone: tz, units, ...(q.fieldId ? { fieldId: q.fieldId } : {}) },
      store,
    );
    return {
      status: 200,
      rawBody: csv,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${sensorId}.csv"`,
      },
    };
  },
} satisfies Operations<'readings'>;

export const handler = lambdaHandler(operations);
