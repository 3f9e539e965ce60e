/** admin. */
import { defineRoute, notYetDescribed } from './define';

export const adminRoutes = {
  listUsers: defineRoute({
    method: 'GET',
    path: '/api/v2/admin/users',
    access: 'admin',
    resource: 'admin',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  grantPlan: defineRoute({
    method: 'PUT',
    path: '/api/v2/admin/users/{userName}/plan',
    access: 'admin',
    resource: 'admin',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  listGrants: defineRoute({
    method: 'GET',
    path: '/api/v2/admin/plan-grants',
    access: 'admin',
    resource: 'admin',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
} as const;
