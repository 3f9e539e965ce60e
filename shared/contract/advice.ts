/** advice: how much to irrigate a zone and by when, its water budget, and the soil points its wettings suggest. */
import * as z from 'zod';
import { recommendationSchema } from '../irrigation/recommendation';
import { soilPointsAnswerSchema } from '../irrigation/soil-points';
import { waterBudgetAnswerSchema, waterBudgetQuerySchema } from '../irrigation/water-budget';
import { idSchema } from '../validation/ids';
import { defineRoute } from './define';

const zoneParams = z.object({ id: idSchema.describe('One of your zones') });

export const adviceRoutes = {
  zoneRecommendation: defineRoute({
    method: 'GET',
    path: '/api/v2/zone/{id}/recommendation',
    access: 'subscriber',
    farm: { action: 'data.read', scope: [{ kind: 'zone', in: 'params', name: 'id' }] },
    resource: 'advice',
    apiKey: true,
    summary: 'How much to irrigate a zone and by when, with every number the advice used.',
    params: zoneParams,
    answer: z.strictObject({ data: recommendationSchema }),
  }),
  waterBudget: defineRoute({
    method: 'GET',
    path: '/api/v2/zone/{id}/water-budget',
    access: 'subscriber',
    farm: { action: 'data.read', scope: [{ kind: 'zone', in: 'params', name: 'id' }] },
    resource: 'advice',
    apiKey: true,
    summary:
      "A zone's water budget week by week (rain, irrigation, crop use, stored water): the last 8 weeks, or a range.",
    params: zoneParams,
    query: waterBudgetQuerySchema,
    answer: z.strictObject({ data: waterBudgetAnswerSchema }),
  }),
  soilPoints: defineRoute({
    method: 'GET',
    path: '/api/v2/zone/{id}/soil-points',
    access: 'subscriber',
    farm: { action: 'data.read', scope: [{ kind: 'zone', in: 'params', name: 'id' }] },
    resource: 'advice',
    apiKey: true,
    summary: "The full and refill points a zone's own wettings suggest, per measured depth, with the evidence.",
    params: zoneParams,
    answer: soilPointsAnswerSchema,
  }),
} as const;
