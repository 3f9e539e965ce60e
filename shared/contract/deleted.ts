/** deleted. */
import { defineRoute, notYetDescribed } from './define';

export const deletedRoutes = {
  listDeleted: defineRoute({
    method: 'GET',
    path: '/api/v2/deleted',
    access: 'subscriber',
    resource: 'deleted',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  restoreDeleted: defineRoute({
    method: 'POST',
    path: '/api/v2/deleted/{kind}/{id}/restore',
    access: 'subscriber',
    resource: 'deleted',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  purgeDeleted: defineRoute({
    method: 'DELETE',
    path: '/api/v2/deleted/{kind}/{id}',
    access: 'subscriber',
    resource: 'deleted',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
} as const;
