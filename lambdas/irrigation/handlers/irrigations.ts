/**
 * The irrigation log (/api/v2/zone/{id}/irrigations, /api/v2/irrigations/{id}): list with totals, log, edit,
 * delete.
 */
import { lambdaHandler, ok, type Operations } from '../../platform/http';
import { createIrrigation, deleteIrrigation, listZoneLog, updateIrrigation } from '../services/irrigations';

export const operations = {
  async listIrrigations(req) {
    const { start, end } = req.query;
    return ok({ data: await listZoneLog(req.caller.userName, req.params.id, start, end) });
  },

  // The body arrives parsed by the route's schema; the service checks it again (with today at the
  // zone's field), as it does for the entries other services make. A client_key makes the entry's
  // id: it is the signed-in person's own (in a shared farm the member's, not the owner's), so two
  // people who happen to choose the same key log two entries.
  async createIrrigation(req) {
    const { client_key: clientKey, ...input } = req.body;
    const sender = req.caller.farm?.member ?? req.caller.userName;
    const origin = clientKey ? { key: `client:${sender}:${clientKey}` } : {};
    return ok({ data: await createIrrigation(req.caller.userName, req.params.id, input, origin) }, 201);
  },

  async updateIrrigation(req) {
    return ok({
      data: await updateIrrigation(req.caller.userName, req.params.id, req.body),
    });
  },

  async deleteIrrigation(req) {
    return ok({ data: await deleteIrrigation(req.caller.userName, req.params.id) });
  },
} satisfies Operations<'irrigations'>;

export const handler = lambdaHandler(operations);
