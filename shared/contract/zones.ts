/** zones: a grower's irrigation zones (POST names the field, PUT/DELETE the zone). */
import * as z from 'zod';
import { pointView } from '../geo';
import { zonePayloadSchema } from '../management/schemas';
import { zoneRow } from '../management/views';
import { idSchema } from '../validation/ids';
import { defineRoute } from './define';

const one = z.strictObject({ data: zoneRow, err: z.null() });

/** A list row with `withSensor`: the zone's sensors (the field's sensors whose position lies in it). */
const zoneRowWithSensors = zoneRow.extend({
  sensors: z
    .array(z.strictObject({ sensor_id: z.string(), alias: z.string(), points: pointView }))
    .optional()
    .describe('Only with withSensor: the sensors placed inside the zone.'),
});

export const zonesRoutes = {
  listZones: defineRoute({
    method: 'GET',
    path: '/api/v2/zone',
    access: 'subscriber',
    farm: {
      action: 'data.read',
      scope: [{ kind: 'list' }, { kind: 'field', in: 'query', name: 'field', optional: true }],
    },
    errorKey: 'err',
    resource: 'zones',
    apiKey: true,
    summary: 'List your zones (of one field, or all), with their soil limits and optionally their sensors.',
    query: z.object({
      field: z.string().max(64).optional().describe('Only the zones of this field.'),
      withSensor: z.enum(['true', 'false', '1', '0']).optional().describe('Also list the sensors inside each zone.'),
    }),
    answer: z.strictObject({ data: z.array(zoneRowWithSensors) }),
  }),
  createZone: defineRoute({
    method: 'POST',
    path: '/api/v2/zone/{id}',
    access: 'subscriber',
    farm: { action: 'fields.write', scope: [{ kind: 'field', in: 'params', name: 'id' }] },
    errorKey: 'err',
    resource: 'zones',
    summary: 'Draw a zone inside one of your fields (the path names the field), with its crop and soil.',
    params: z.object({ id: idSchema.describe('The field the zone lies in.') }),
    body: zonePayloadSchema,
    answer: one,
    status: 201,
  }),
  updateZone: defineRoute({
    method: 'PUT',
    path: '/api/v2/zone/{id}',
    access: 'subscriber',
    farm: {
      action: 'fields.write',
      // A zone moved to another field (the payload's fieldId) must stay in the farm.
      scope: [
        { kind: 'zone', in: 'params', name: 'id' },
        { kind: 'field', in: 'body', name: 'fieldId', optional: true },
      ],
    },
    errorKey: 'err',
    resource: 'zones',
    summary: 'Change one of your zones: its outline, crop, soil, refill share or irrigation system.',
    params: z.object({ id: idSchema.describe('The zone.') }),
    body: zonePayloadSchema,
    answer: one,
  }),
  deleteZone: defineRoute({
    method: 'DELETE',
    path: '/api/v2/zone/{id}',
    access: 'subscriber',
    farm: { action: 'fields.write', scope: [{ kind: 'zone', in: 'params', name: 'id' }] },
    errorKey: 'err',
    resource: 'zones',
    summary: 'Delete one of your zones into Recently deleted (restorable for 30 days).',
    params: z.object({ id: idSchema.describe('The zone.') }),
    answer: z.strictObject({ data: z.strictObject({ id: z.string() }), err: z.null() }),
  }),
} as const;
