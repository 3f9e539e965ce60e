/** Recently deleted (/api/v2/deleted): the caller's entries, restore one whole, delete one for good. */
import * as z from 'zod';
import { deletedEntryIdSchema, deletedKindSchema } from '@shared/management/deleted';
import { planOf } from '@shared/plan-limits';
import { lambdaHandler, ok, parseInput, type Operations } from '../../platform/http';
import { listDeleted, purgeDeleted, restoreDeleted } from '../services/recently-deleted';

/** The entry the path names; the user is always the token's, so another user's entry is a 404. */
const entryPath = z.object({ kind: deletedKindSchema, id: deletedEntryIdSchema });
const entryOf = (params: Record<string, string | undefined>) =>
  parseInput(entryPath, { kind: params.kind, id: params.id });

export const operations = {
  async list(req) {
    return ok({ data: await listDeleted(req.caller.userName) });
  },

  async restore(req) {
    const { caller } = req;
    // Admins are not limited by a plan; a grower by the plan their verified token names.
    const plan = caller.isAdmin ? null : planOf(caller.subscription?.type);
    return ok({ data: await restoreDeleted(caller.userName, entryOf(req.params), plan) });
  },

  async purge(req) {
    return ok({ data: await purgeDeleted(req.caller.userName, entryOf(req.params)) });
  },
} satisfies Operations<'deleted'>;

export const handler = lambdaHandler(operations);
