/** irrigations. */
import { defineRoute, notYetDescribed } from './define';

export const irrigationsRoutes = {
  listIrrigations: defineRoute({
    method: 'GET',
    path: '/api/v2/zone/{id}/irrigations',
    access: 'subscriber',
    resource: 'irrigations',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  createIrrigation: defineRoute({
    method: 'POST',
    path: '/api/v2/zone/{id}/irrigations',
    access: 'subscriber',
    resource: 'irrigations',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  updateIrrigation: defineRoute({
    method: 'PUT',
    path: '/api/v2/irrigations/{id}',
    access: 'subscriber',
    resource: 'irrigations',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  deleteIrrigation: defineRoute({
    method: 'DELETE',
    path: '/api/v2/irrigations/{id}',
    access: 'subscriber',
    resource: 'irrigations',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
} as const;
