/** fields: the caller's fields (most of them the spec's older routes, answering `{data, err: null}`). */
import * as z from 'zod';
import { fieldViewSchema } from '../management/field-view';
import { addFieldSchema, ownerFormSchema, updateFieldSchema } from '../management/schemas';
import { idSchema } from '../validation/ids';
import { defineRoute } from './define';

const fieldPath = z.object({ fieldId: idSchema });
const older = <S extends z.ZodType>(data: S) => z.strictObject({ data, err: z.null() });

export const fieldsRoutes = {
  listFields: defineRoute({
    method: 'POST',
    path: '/api/field',
    access: 'subscriber',
    farm: { action: 'data.read', scope: [{ kind: 'list' }] },
    errorKey: 'err',
    resource: 'fields',
    summary: "The caller's fields, by farm then by name.",
    body: ownerFormSchema,
    answer: older(z.array(fieldViewSchema)),
  }),
  listFieldsV2: defineRoute({
    method: 'GET',
    path: '/api/v2/field',
    access: 'subscriber',
    farm: { action: 'data.read', scope: [{ kind: 'list' }] },
    resource: 'fields',
    apiKey: true,
    summary: "The caller's fields, by farm then by name.",
    answer: z.strictObject({ data: z.strictObject({ data: z.array(fieldViewSchema) }) }),
  }),
  addField: defineRoute({
    method: 'POST',
    path: '/api/field/addField',
    access: 'subscriber',
    farm: { action: 'fields.write', scope: [{ kind: 'farmName', in: 'body', name: 'farmName' }] },
    errorKey: 'err',
    resource: 'fields',
    summary: 'Add a field (its farm is created first when new).',
    body: addFieldSchema,
    answer: older(fieldViewSchema),
    status: 201,
  }),
  getField: defineRoute({
    method: 'GET',
    path: '/api/field/{fieldId}',
    access: 'subscriber',
    farm: { action: 'data.read', scope: [{ kind: 'field', in: 'params', name: 'fieldId' }] },
    errorKey: 'err',
    resource: 'fields',
    apiKey: true,
    summary: 'One of the caller’s fields.',
    params: fieldPath,
    answer: older(fieldViewSchema),
  }),
  updateField: defineRoute({
    method: 'PUT',
    path: '/api/field/{fieldId}',
    access: 'subscriber',
    farm: {
      action: 'fields.write',
      scope: [
        { kind: 'field', in: 'params', name: 'fieldId' },
        { kind: 'farmName', in: 'body', name: 'farmName', optional: true },
      ],
    },
    errorKey: 'err',
    resource: 'fields',
    summary: 'Change a field’s name, farm, crop, outline or frost threshold.',
    params: fieldPath,
    body: updateFieldSchema,
    answer: older(fieldViewSchema),
  }),
  deleteField: defineRoute({
    method: 'DELETE',
    path: '/api/field/{fieldId}',
    access: 'subscriber',
    farm: { action: 'fields.write', scope: [{ kind: 'field', in: 'params', name: 'fieldId' }] },
    errorKey: 'err',
    resource: 'fields',
    summary: 'Move a field, with its zones and sensors, to Recently deleted.',
    params: fieldPath,
    answer: older(
      z.strictObject({
        field_id: z.string(),
        deleted: z.strictObject({ zones: z.number(), sensors: z.number() }),
      }),
    ),
  }),
} as const;
