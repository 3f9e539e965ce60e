/** Irrigation zones (/api/v2/zone): list (optional field, withSensor), create, update, delete. */
import * as z from 'zod';
import { idSchema } from '@shared/validation/ids';
import { zonePayloadSchema } from '@shared/management/schemas';
import { lambdaHandler, ok, parseInput, type Operations } from '../../platform/http';
import { deleteZoneToBin } from '../../deleted';
import { createZone, listZoneRows, updateZone } from '../services/zones';

const listQuery = z.object({
  field: z.string().max(64).optional(),
  withSensor: z.enum(['true', 'false', '1', '0']).optional(),
});

export const operations = {
  async listZones(req) {
    const { caller } = req;
    const q = parseInput(listQuery, req.query);
    const withSensor = q.withSensor === 'true' || q.withSensor === '1';
    return ok({ data: await listZoneRows(caller.userName, { fieldId: q.field || undefined, withSensor }) });
  },

  async createZone(req) {
    const { caller } = req;
    const payload = parseInput(zonePayloadSchema, req.body);
    return ok(
      { data: await createZone(caller.userName, parseInput(idSchema, req.params.id), payload), err: null },
      201,
    );
  },

  async updateZone(req) {
    const { caller } = req;
    const payload = parseInput(zonePayloadSchema, req.body);
    return ok({ data: await updateZone(caller.userName, parseInput(idSchema, req.params.id), payload), err: null });
  },

  async deleteZone(req) {
    const { caller } = req;
    return ok({ data: await deleteZoneToBin(caller.userName, parseInput(idSchema, req.params.id)), err: null });
  },
} satisfies Operations<'zones'>;

export const handler = lambdaHandler(operations);
