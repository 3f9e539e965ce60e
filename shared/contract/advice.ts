/** advice. */
import { defineRoute, notYetDescribed } from './define';

export const adviceRoutes = {
  zoneRecommendation: defineRoute({
    method: 'GET',
    path: '/api/v2/zone/{id}/recommendation',
    access: 'subscriber',
    resource: 'advice',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  waterBudget: defineRoute({
    method: 'GET',
    path: '/api/v2/zone/{id}/water-budget',
    access: 'subscriber',
    resource: 'advice',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  soilPoints: defineRoute({
    method: 'GET',
    path: '/api/v2/zone/{id}/soil-points',
    access: 'subscriber',
    resource: 'advice',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
} as const;
