/** Irrigation zones (/api/v2/zone): list (optional field, withSensor), create, update, delete. */
import { listedFarm } from '../../platform/farm-access/farm-filter';
import { lambdaHandler, ok, type Operations } from '../../platform/http';
import { deleteZoneToBin } from '../../deleted';
import { createZone, listZoneRows, updateZone } from '../services/zones';

export const operations = {
  async listZones(req) {
    const { caller, query: q } = req;
    const withSensor = q.withSensor === 'true' || q.withSensor === '1';
    const farmName = listedFarm(caller);
    return ok({ data: await listZoneRows(caller.userName, { fieldId: q.field || undefined, withSensor, farmName }) });
  },

  async createZone(req) {
    const { caller } = req;
    return ok({ data: await createZone(caller.userName, req.params.id, req.body), err: null }, 201);
  },

  async updateZone(req) {
    const { caller } = req;
    return ok({ data: await updateZone(caller.userName, req.params.id, req.body), err: null });
  },

  async deleteZone(req) {
    const { caller } = req;
    return ok({ data: await deleteZoneToBin(caller.userName, req.params.id), err: null });
  },
} satisfies Operations<'zones'>;

export const handler = lambdaHandler(operations);
