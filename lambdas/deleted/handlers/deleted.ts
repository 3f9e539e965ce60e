/** Recently deleted (/api/v2/deleted): the caller's entries, restore one whole, delete one for good. */
import { planOf } from '@shared/plan-limits';
import { lambdaHandler, ok, type Operations } from '../../platform/http';
import { listDeleted, purgeDeleted, restoreDeleted } from '../services/recently-deleted';

// The entry the path names ({kind, id}, parsed by the contract) is looked up under the token's
// user only, so another user's entry is a 404.

export const operations = {
  async list(req) {
    return ok({ data: await listDeleted(req.caller.userName) });
  },

  async restore(req) {
    const { caller } = req;
    // Admins are not limited by a plan; a grower by the plan their verified token names.
    const plan = caller.isAdmin ? null : planOf(caller.subscription?.type);
    return ok({ data: await restoreDeleted(caller.userName, req.params, plan) });
  },

  async purge(req) {
    return ok({ data: await purgeDeleted(req.caller.userName, req.params) });
  },
} satisfies Operations<'deleted'>;

export const handler = lambdaHandler(operations);
