/** The irrigation log (/api/v2/zone/{id}/irrigations, /api/v2/irrigations/{id}): list with totals, log, edit, delete. */
import { irrigationRangeSchema, type IrrigationInputFields } from '@shared/irrigation/log';
import { idSchema } from '@shared/validation/ids';
import { lambdaHandler, ok, parseInput, type Operations } from '../../platform/http';
import { createIrrigation, deleteIrrigation, listZoneLog, updateIrrigation } from '../services/irrigations';

// The body is checked by the service (its schema, then today at the zone's field), so the same
// rules hold for the entries other services make.
const bodyOf = (body: unknown) => body as IrrigationInputFields;

export const operations = {
  async listIrrigations(req) {
    const q = parseInput(irrigationRangeSchema, req.query);
    return ok({ data: await listZoneLog(req.caller.userName, parseInput(idSchema, req.params.id), q.start, q.end) });
  },

  async createIrrigation(req) {
    return ok(
      { data: await createIrrigation(req.caller.userName, parseInput(idSchema, req.params.id), bodyOf(req.body)) },
      201,
    );
  },

  async updateIrrigation(req) {
    return ok({
      data: await updateIrrigation(req.caller.userName, parseInput(idSchema, req.params.id), bodyOf(req.body)),
    });
  },

  async deleteIrrigation(req) {
    return ok({ data: await deleteIrrigation(req.caller.userName, parseInput(idSchema, req.params.id)) });
  },
} satisfies Operations<'irrigations'>;

export const handler = lambdaHandler(operations);
