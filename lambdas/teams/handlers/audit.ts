/** The farms function's audit route: a farm's audit log, newest first, a page at a time. */
import { ok, type Operations } from '../../platform/http';
import { farmAudit } from '../services/audit';

export const auditOperations = {
  async listAudit(req) {
    return ok(await farmAudit(req.caller, req.params.farm_id, req.query.before));
  },
} satisfies Partial<Operations<'farms'>>;
