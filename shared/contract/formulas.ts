/** formulas. */
import { defineRoute, notYetDescribed } from './define';

export const formulasRoutes = {
  listFormulas: defineRoute({
    method: 'GET',
    path: '/api/sensorformula',
    access: 'admin',
    resource: 'formulas',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  createFormula: defineRoute({
    method: 'POST',
    path: '/api/sensorformula',
    access: 'admin',
    resource: 'formulas',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  updateFormula: defineRoute({
    method: 'PUT',
    path: '/api/sensorformula/{id}',
    access: 'admin',
    resource: 'formulas',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  removeFormula: defineRoute({
    method: 'DELETE',
    path: '/api/sensorformula/{id}',
    access: 'admin',
    resource: 'formulas',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  startRecompute: defineRoute({
    method: 'POST',
    path: '/api/v2/sensorformula/recompute',
    access: 'admin',
    resource: 'formulas',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  recomputeStatus: defineRoute({
    method: 'GET',
    path: '/api/v2/sensorformula/recompute/{jobId}',
    access: 'admin',
    resource: 'formulas',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
} as const;
