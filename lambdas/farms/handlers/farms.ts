/** Farms: list (form userName), add (form userName, farmName), delete with its fields. */
import { assertSameUser } from '../../platform/auth';
import { inListedFarm } from '../../platform/farm-access/farm-filter';
import { lambdaHandler, ok, type Operations } from '../../platform/http';
import { addFarm, listFarms } from '../services/fields';
import { deleteFarmToBin } from '../../deleted';
import { teamOperations } from '../../teams';

export const operations = {
  ...teamOperations,

  async listFarms(req) {
    const { caller } = req;
    assertSameUser(caller, req.body.userName);
    const farms = inListedFarm(caller, await listFarms(caller.userName), (f) => f.farm_name);
    return ok({ data: farms.map((f) => ({ farm_name: f.farm_name })), err: null });
  },

  async addFarm(req) {
    const { caller, body } = req;
    assertSameUser(caller, body.userName);
    return ok({ data: await addFarm(caller.userName, body.farmName), err: null }, 201);
  },

  async deleteFarm(req) {
    const { caller, params } = req;
    assertSameUser(caller, params.userName);
    return ok({ data: await deleteFarmToBin(caller.userName, params.farmname), err: null });
  },
} satisfies Operations<'farms'>;

export const handler = lambdaHandler(operations);
