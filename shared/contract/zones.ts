/** zones. */
import { defineRoute, notYetDescribed } from './define';

export const zonesRoutes = {
  listZones: defineRoute({
    method: 'GET',
    path: '/api/v2/zone',
    access: 'subscriber',
    errorKey: 'err',
    resource: 'zones',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  createZone: defineRoute({
    method: 'POST',
    path: '/api/v2/zone/{id}',
    access: 'subscriber',
    errorKey: 'err',
    resource: 'zones',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  updateZone: defineRoute({
    method: 'PUT',
    path: '/api/v2/zone/{id}',
    access: 'subscriber',
    errorKey: 'err',
    resource: 'zones',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  deleteZone: defineRoute({
    method: 'DELETE',
    path: '/api/v2/zone/{id}',
    access: 'subscriber',
    errorKey: 'err',
    resource: 'zones',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
} as const;
