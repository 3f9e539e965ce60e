/** events. */
import { defineRoute, notYetDescribed } from './define';

export const eventsRoutes = {
  listEvents: defineRoute({
    method: 'GET',
    path: '/api/v2/events/{id}',
    access: 'subscriber',
    resource: 'events',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  rescanEvents: defineRoute({
    method: 'POST',
    path: '/api/v2/events/{id}/rescan',
    access: 'subscriber',
    resource: 'events',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  answerEvent: defineRoute({
    method: 'POST',
    path: '/api/v2/events/{id}/answer',
    access: 'subscriber',
    resource: 'events',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
} as const;
