/** Fields: list, add (farm created first when new), read, edit, delete with zones and sensors. */
import * as z from 'zod';
import { idSchema } from '@shared/validation/ids';
import { addFieldSchema, updateFieldSchema } from '@shared/management/schemas';
import { assertSameUser } from '../../platform/auth';
import { lambdaHandler, ok, parseInput, type Operations } from '../../platform/http';
import { addField, editField, listUserFields, ownField, presentField } from '../services/fields';
import { deleteFieldToBin } from '../../deleted';

const userNameForm = z.object({ userName: z.string().max(128).optional() });

export const operations = {
  async listFields(req) {
    const { caller } = req;
    assertSameUser(caller, parseInput(userNameForm, req.body).userName);
    return ok({ data: await listUserFields(caller.userName), err: null });
  },

  /** GET /api/v2/field: the same list in the v2 shape `data.data`. */
  async listFieldsV2(req) {
    const { caller } = req;
    return ok({ data: { data: await listUserFields(caller.userName) } });
  },

  async addField(req) {
    const { caller } = req;
    const input = parseInput(addFieldSchema, req.body);
    assertSameUser(caller, input.userName);
    return ok({ data: await addField(caller.userName, input), err: null }, 201);
  },

  async getField(req) {
    const { caller } = req;
    const field = await ownField(caller.userName, parseInput(idSchema, req.params.fieldId));
    return ok({ data: presentField(field), err: null });
  },

  async updateField(req) {
    const { caller } = req;
    const input = parseInput(updateFieldSchema, req.body);
    assertSameUser(caller, input.userName);
    return ok({ data: await editField(caller.userName, parseInput(idSchema, req.params.fieldId), input), err: null });
  },

  async deleteField(req) {
    const { caller } = req;
    return ok({ data: await deleteFieldToBin(caller.userName, parseInput(idSchema, req.params.fieldId)), err: null });
  },
} satisfies Operations<'fields'>;

export const handler = lambdaHandler(operations);
