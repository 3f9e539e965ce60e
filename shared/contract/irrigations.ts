/** irrigations: a zone's irrigation log (list with totals, log, edit, delete). */
import * as z from 'zod';
import {
  irrigationCreateSchema,
  irrigationEntrySchema,
  irrigationInputSchema,
  irrigationRangeSchema,
  zoneIrrigationLogSchema,
} from '../irrigation/log';
import { idSchema } from '../validation/ids';
import { defineRoute } from './define';

const zoneParams = z.object({ id: idSchema.describe('One of your zones') });
const irrigationParams = z.object({ id: idSchema.describe('One of your logged irrigations') });

export const irrigationsRoutes = {
  listIrrigations: defineRoute({
    method: 'GET',
    path: '/api/v2/zone/{id}/irrigations',
    access: 'subscriber',
    farm: { action: 'data.read', scope: [{ kind: 'zone', in: 'params', name: 'id' }] },
    resource: 'irrigations',
    apiKey: true,
    summary: "A zone's logged irrigations starting in a range (absent: the whole log), with their totals.",
    params: zoneParams,
    query: irrigationRangeSchema,
    answer: z.strictObject({ data: zoneIrrigationLogSchema }),
  }),
  createIrrigation: defineRoute({
    method: 'POST',
    path: '/api/v2/zone/{id}/irrigations',
    access: 'subscriber',
    farm: { action: 'irrigation.write', scope: [{ kind: 'zone', in: 'params', name: 'id' }] },
    resource: 'irrigations',
    summary:
      "Log an irrigation on a zone; what is not given is derived from the zone's application rate. The same " +
      'client_key again answers the entry it first stored (201), so a retry never logs it twice.',
    params: zoneParams,
    body: irrigationCreateSchema,
    status: 201,
    answer: z.strictObject({ data: irrigationEntrySchema }),
  }),
  updateIrrigation: defineRoute({
    method: 'PUT',
    path: '/api/v2/irrigations/{id}',
    access: 'subscriber',
    farm: { action: 'irrigation.write', scope: [{ kind: 'irrigation', in: 'params', name: 'id' }] },
    resource: 'irrigations',
    summary: 'Change a logged irrigation (the same input as logging it).',
    params: irrigationParams,
    body: irrigationInputSchema,
    answer: z.strictObject({ data: irrigationEntrySchema }),
  }),
  deleteIrrigation: defineRoute({
    method: 'DELETE',
    path: '/api/v2/irrigations/{id}',
    access: 'subscriber',
    farm: { action: 'irrigation.write', scope: [{ kind: 'irrigation', in: 'params', name: 'id' }] },
    resource: 'irrigations',
    summary: 'Delete a logged irrigation.',
    params: irrigationParams,
    answer: z.strictObject({ data: z.strictObject({ irrigation_id: z.string().describe('The deleted entry') }) }),
  }),
} as const;
