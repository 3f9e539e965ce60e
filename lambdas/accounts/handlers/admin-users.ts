/**
 * The admin users page (admin only): GET /api/v2/admin/users lists the pool's accounts with their
 * plans, sensors and last sign-in; PUT /api/v2/admin/users/{userName}/plan grants a plan and an
 * expiry; GET /api/v2/admin/plan-grants is the audit trail of grants.
 */
import { planGrantSchema, userNameSchema } from '@shared/admin/users';
import { lambdaHandler, ok, parseInput, type Operations } from '../../platform/http';
import { grantPlan, listGrants, listUsers } from '../services/users';

export const operations = {
  async listUsers() {
    return ok({ data: await listUsers() });
  },

  async grantPlan(req) {
    const userName = parseInput(userNameSchema, req.params.userName);
    const input = parseInput(planGrantSchema, req.body);
    return ok({ data: await grantPlan(req.caller.userName, userName, input) });
  },

  async listGrants() {
    return ok({ data: await listGrants() });
  },
} satisfies Operations<'admin-users'>;

export const handler = lambdaHandler(operations);
