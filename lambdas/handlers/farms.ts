/** Farms (spec §7): POST /api/farm lists the caller's farms (form body: userName). */
import { z } from 'zod';
import { assertSameUser } from '../auth';
import { lambdaHandler, ok, parseInput, requireCaller, type Operation } from '../http';
import { listFarms } from '../store/app-table';

const listFarmsInput = z.object({ userName: z.string().max(128).optional() });

export const operations: Record<string, Operation> = {
  async listFarms(req) {
    const caller = requireCaller(req);
    const input = parseInput(listFarmsInput, req.body);
    assertSameUser(caller, input.userName);
    const farms = await listFarms(caller.userName);
    return ok({ data: farms.map((f) => ({ farm_name: f.farm_name })), err: null });
  },
};

export const handler = lambdaHandler(operations);
