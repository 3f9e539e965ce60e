/** fields. */
import { defineRoute, notYetDescribed } from './define';

export const fieldsRoutes = {
  listFields: defineRoute({
    method: 'POST',
    path: '/api/field',
    access: 'subscriber',
    errorKey: 'err',
    resource: 'fields',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  listFieldsV2: defineRoute({
    method: 'GET',
    path: '/api/v2/field',
    access: 'subscriber',
    resource: 'fields',
    apiKey: true,
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  addField: defineRoute({
    method: 'POST',
    path: '/api/field/addField',
    access: 'subscriber',
    errorKey: 'err',
    resource: 'fields',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  getField: defineRoute({
    method: 'GET',
    path: '/api/field/{fieldId}',
    access: 'subscriber',
    errorKey: 'err',
    resource: 'fields',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  updateField: defineRoute({
    method: 'PUT',
    path: '/api/field/{fieldId}',
    access: 'subscriber',
    errorKey: 'err',
    resource: 'fields',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  deleteField: defineRoute({
    method: 'DELETE',
    path: '/api/field/{fieldId}',
    access: 'subscriber',
    errorKey: 'err',
    resource: 'fields',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
} as const;
