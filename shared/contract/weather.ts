/** weather: a field's forecast, rainfall and evaporation, and a zone's time to refill (it needs the weather). */
import * as z from 'zod';
import { zoneRefillViewSchema } from '../advice/refill-time';
import { idSchema } from '../validation/ids';
import {
  evaporationAnswerSchema,
  evaporationQuerySchema,
  forecastAnswerSchema,
  rainfallAnswerSchema,
  rainfallQuerySchema,
} from '../weather/schemas';
import { defineRoute } from './define';

const fieldParams = z.object({ field_id: idSchema.describe('One of your fields') });
const zoneParams = z.object({ id: idSchema.describe('One of your zones') });

export const weatherRoutes = {
  weatherForecast: defineRoute({
    method: 'GET',
    path: '/api/v2/weather/{field_id}/forecast',
    access: 'subscriber',
    farm: { action: 'data.read', scope: [{ kind: 'field', in: 'params', name: 'field_id' }] },
    errorKey: 'err',
    resource: 'weather',
    apiKey: true,
    summary: 'The 5-day forecast at a field (today to today + 4), with the current temperature and a place name.',
    params: fieldParams,
    answer: z.strictObject({ data: forecastAnswerSchema }),
  }),
  rainfall: defineRoute({
    method: 'GET',
    path: '/api/v2/weather/{field_id}/rainfall',
    access: 'subscriber',
    farm: { action: 'data.read', scope: [{ kind: 'field', in: 'params', name: 'field_id' }] },
    errorKey: 'err',
    resource: 'weather',
    apiKey: true,
    summary: 'Daily rainfall at a field: 12 days back to 2 ahead, or the local days a range of epoch seconds touches.',
    params: fieldParams,
    query: rainfallQuerySchema,
    answer: z.strictObject({ data: rainfallAnswerSchema }),
  }),
  evaporation: defineRoute({
    method: 'GET',
    path: '/api/v2/evaporation/{field_id}',
    access: 'subscriber',
    farm: { action: 'data.read', scope: [{ kind: 'field', in: 'params', name: 'field_id' }] },
    errorKey: 'err',
    resource: 'weather',
    apiKey: true,
    summary: 'Daily evaporation (FAO-56 ET0, mm) at a field: the last 14 days, or over a range of epoch seconds.',
    params: fieldParams,
    query: evaporationQuerySchema,
    answer: z.strictObject({ data: evaporationAnswerSchema }),
  }),
  zoneRefillTime: defineRoute({
    method: 'GET',
    path: '/api/v2/zone/{id}/refill-time',
    access: 'subscriber',
    farm: { action: 'data.read', scope: [{ kind: 'zone', in: 'params', name: 'id' }] },
    resource: 'advice',
    apiKey: true,
    summary: "When each depth of a zone's sensors reaches the zone's refill point, from its drying and the weather.",
    params: zoneParams,
    answer: z.strictObject({ data: zoneRefillViewSchema }),
  }),
} as const;
