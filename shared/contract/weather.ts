/** weather. */
import { defineRoute, notYetDescribed } from './define';

export const weatherRoutes = {
  weatherForecast: defineRoute({
    method: 'GET',
    path: '/api/v2/weather/{field_id}/forecast',
    access: 'subscriber',
    errorKey: 'err',
    resource: 'weather',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  rainfall: defineRoute({
    method: 'GET',
    path: '/api/v2/weather/{field_id}/rainfall',
    access: 'subscriber',
    errorKey: 'err',
    resource: 'weather',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  evaporation: defineRoute({
    method: 'GET',
    path: '/api/v2/evaporation/{field_id}',
    access: 'subscriber',
    errorKey: 'err',
    resource: 'weather',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  zoneRefillTime: defineRoute({
    method: 'GET',
    path: '/api/v2/zone/{id}/refill-time',
    access: 'subscriber',
    resource: 'advice',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
} as const;
