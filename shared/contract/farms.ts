/** farms: the caller's farms (the spec's older routes: forms, answers `{data, err: null}`). */
import * as z from 'zod';
import { deletedContentsSchema } from '../management/deleted';
import { farmFormSchema, ownerFormSchema } from '../management/schemas';
import { idSchema } from '../validation/ids';
import { defineRoute } from './define';

const farmRow = z.strictObject({ farm_name: z.string() });

export const farmsRoutes = {
  listFarms: defineRoute({
    method: 'POST',
    path: '/api/farm',
    access: 'subscriber',
    farm: { action: 'data.read', scope: [{ kind: 'list' }] },
    errorKey: 'err',
    resource: 'farms',
    summary: "The caller's farms.",
    body: ownerFormSchema,
    answer: z.strictObject({ data: z.array(farmRow), err: z.null() }),
  }),
  addFarm: defineRoute({
    method: 'POST',
    path: '/api/farm/addFarm',
    access: 'subscriber',
    errorKey: 'err',
    resource: 'farms',
    summary: 'Add a farm (409 when the caller has one by that name).',
    body: farmFormSchema,
    answer: z.strictObject({ data: farmRow, err: z.null() }),
    status: 201,
  }),
  deleteFarm: defineRoute({
    method: 'DELETE',
    path: '/api/farm/{userName}/{farmname}',
    access: 'subscriber',
    farm: { action: 'farm.delete', scope: [{ kind: 'farmName', in: 'params', name: 'farmname' }] },
    errorKey: 'err',
    resource: 'farms',
    summary: 'Move a farm, with its fields, zones and sensors, to Recently deleted.',
    params: z.object({
      userName: z.string().describe('The caller’s own user name (another is refused).'),
      farmname: idSchema.describe("The farm's name."),
    }),
    answer: z.strictObject({
      data: z.strictObject({ farm_name: z.string(), deleted: deletedContentsSchema }),
      err: z.null(),
    }),
  }),
} as const;
