/** admin: the accounts of the user pool, and the plans administrators grant them. */
import * as z from 'zod';
import { adminUserRowSchema, planGrantRecordSchema, planGrantSchema, userNameSchema } from '../admin/users';
import { defineRoute } from './define';

export const adminRoutes = {
  listUsers: defineRoute({
    method: 'GET',
    path: '/api/v2/admin/users',
    access: 'admin',
    resource: 'admin',
    summary: 'Every account of the user pool with its plan, sensors and last sign-in.',
    answer: z.strictObject({ data: z.array(adminUserRowSchema) }),
  }),
  grantPlan: defineRoute({
    method: 'PUT',
    path: '/api/v2/admin/users/{userName}/plan',
    access: 'admin',
    resource: 'admin',
    summary: 'Set an account’s plan and expiry; the grant is recorded first, then applied.',
    params: z.object({ userName: userNameSchema }),
    body: planGrantSchema,
    answer: z.strictObject({ data: planGrantRecordSchema }),
  }),
  listGrants: defineRoute({
    method: 'GET',
    path: '/api/v2/admin/plan-grants',
    access: 'admin',
    resource: 'admin',
    summary: 'The audit trail of plan grants, newest first.',
    answer: z.strictObject({ data: z.array(planGrantRecordSchema) }),
  }),
} as const;
