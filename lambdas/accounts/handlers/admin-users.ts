/**
 * The admin users page (admin only): GET /api/v2/admin/users lists the pool's accounts with their
 * plans, sensors, last sign-in and farm memberships; PUT /api/v2/admin/users/{userName}/plan grants a plan and an
 * expiry; GET /api/v2/admin/plan-grants is the audit trail of grants.
 */
import { lambdaHandler, ok, type Operations } from '../../platform/http';
import { grantPlan, listGrants, listUsers } from '../services/users';
import { userMemberships } from '../../teams';

export const operations = {
  async listUsers() {
    return ok({ data: await listUsers(userMemberships) });
  },

  async grantPlan(req) {
    return ok({ data: await grantPlan(req.caller.userName, req.params.userName, req.body) });
  },

  async listGrants() {
    return ok({ data: await listGrants() });
  },
} satisfies Operations<'admin-users'>;

export const handler = lambdaHandler(operations);
