/** Fields: list, add (farm created first when new), read, edit, delete with zones and sensors. */
import { assertSameUser } from '../../platform/auth';
import { inListedFarm } from '../../platform/farm-access/farm-filter';
import { lambdaHandler, ok, type Operations } from '../../platform/http';
import { addField, editField, listUserFields, ownField, presentField } from '../services/fields';
import { deleteFieldToBin } from '../../deleted';

export const operations = {
  async listFields(req) {
    const { caller } = req;
    assertSameUser(caller, req.body.userName);
    const fields = inListedFarm(caller, await listUserFields(caller.userName), (f) => f.farm_name);
    return ok({ data: fields, err: null });
  },

  /** GET /api/v2/field: the same list in the v2 shape `data.data`. */
  async listFieldsV2(req) {
    const { caller } = req;
    const fields = inListedFarm(caller, await listUserFields(caller.userName), (f) => f.farm_name);
    return ok({ data: { data: fields } });
  },

  async addField(req) {
    const { caller, body } = req;
    assertSameUser(caller, body.userName);
    return ok({ data: await addField(caller.userName, body), err: null }, 201);
  },

  async getField(req) {
    const { caller } = req;
    const field = await ownField(caller.userName, req.params.fieldId);
    return ok({ data: presentField(field), err: null });
  },

  async updateField(req) {
    const { caller, body } = req;
    assertSameUser(caller, body.userName);
    return ok({ data: await editField(caller.userName, req.params.fieldId, body), err: null });
  },

  async deleteField(req) {
    const { caller } = req;
    return ok({ data: await deleteFieldToBin(caller.userName, req.params.fieldId), err: null });
  },
} satisfies Operations<'fields'>;

export const handler = lambdaHandler(operations);
