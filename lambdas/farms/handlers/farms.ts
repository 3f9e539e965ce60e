/** Farms: list (form userName), add (form userName, farmName), delete with its fields. */
import * as z from 'zod';
import { idSchema } from '@shared/validation/ids';
import { farmFormSchema } from '@shared/management/schemas';
import { assertSameUser } from '../../platform/auth';
import { lambdaHandler, ok, parseInput, type Operations } from '../../platform/http';
import { addFarm, listFarms } from '../services/fields';
import { deleteFarmToBin } from '../../deleted';

const listFarmsInput = z.object({ userName: z.string().max(128).optional() });

export const operations = {
  async listFarms(req) {
    const { caller } = req;
    const input = parseInput(listFarmsInput, req.body);
    assertSameUser(caller, input.userName);
    const farms = await listFarms(caller.userName);
    return ok({ data: farms.map((f) => ({ farm_name: f.farm_name })), err: null });
  },

  async addFarm(req) {
    const { caller } = req;
    const input = parseInput(farmFormSchema, req.body);
    assertSameUser(caller, input.userName);
    return ok({ data: await addFarm(caller.userName, input.farmName), err: null }, 201);
  },

  async deleteFarm(req) {
    const { caller } = req;
    assertSameUser(caller, req.params.userName);
    const farmName = parseInput(idSchema, req.params.farmname);
    return ok({ data: await deleteFarmToBin(caller.userName, farmName), err: null });
  },
} satisfies Operations<'farms'>;

export const handler = lambdaHandler(operations);
