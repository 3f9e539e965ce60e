/**
 * Reading APIs the dashboards need (monitoring spec §7): the sensors of a field, a sensor's
 * readings for a range (epoch seconds), its latest reading, and its CSV download.
 */
import { z } from 'zod';
import { BadRequestError } from '../errors';
import { lambdaHandler, ok, parseInput, requireCaller, type Operation } from '../http';
import { sensorCsv } from '../services/csv-export';
import { latestOf, moistureOfField, readingsOf, sensorsOfField } from '../services/readings';
import { readingsStore } from '../store/readings';

const store = readingsStore();
const id = z.string().min(1).max(64);
const MAX_RANGE_S = 400 * 86_400;

/** Epoch seconds as text (the spec's CSV call sends them so); start ≤ end, at most ~13 months. */
const rangeQuery = z
  .object({
    start: z.coerce.number().int().nonnegative(),
    end: z.coerce.number().int().nonnegative(),
    tz: z.string().max(64).optional(),
    fieldId: z.string().max(64).optional(),
    format: z.enum(['csv']).optional(),
  })
  .refine((q) => q.end >= q.start, { path: ['end'], message: 'end must not be before start' })
  .refine((q) => q.end - q.start <= MAX_RANGE_S, { path: ['end'], message: 'ask for at most 400 days at once' });

function timeZone(tz: string | undefined): string {
  if (!tz) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    throw new BadRequestError(`tz: unknown time zone '${tz}'`);
  }
}

export const operations: Record<string, Operation> = {
  async sensorsOfField(req) {
    const caller = requireCaller(req);
    return ok({ data: { data: await sensorsOfField(caller.userName, parseInput(id, req.params.field_id)) } });
  },

  async moisture(req) {
    const caller = requireCaller(req);
    return ok({ data: await moistureOfField(caller.userName, parseInput(id, req.params.field_id), store) });
  },

  async range(req) {
    const caller = requireCaller(req);
    const q = parseInput(rangeQuery, req.query);
    return ok({ data: await readingsOf(caller.userName, parseInput(id, req.params.sensor_id), store, q.start * 1000, q.end * 1000 + 999) });
  },

  async latest(req) {
    const caller = requireCaller(req);
    return ok({ data: await latestOf(caller.userName, parseInput(id, req.params.sensor_id), store) });
  },

  async csv(req) {
    const caller = requireCaller(req);
    const sensorId = parseInput(id, req.params.sensor_id);
    const q = parseInput(rangeQuery, req.query);
    const tz = timeZone(q.tz);
    const readings = await readingsOf(caller.userName, sensorId, store, q.start * 1000, q.end * 1000 + 999);
    return {
      status: 200,
      rawBody: sensorCsv(readings, tz),
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${sensorId}.csv"` },
    };
  },
};

export const handler = lambdaHandler(operations);
