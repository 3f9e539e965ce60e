/** farms. */
import { defineRoute, notYetDescribed } from './define';

export const farmsRoutes = {
  listFarms: defineRoute({
    method: 'POST',
    path: '/api/farm',
    access: 'subscriber',
    errorKey: 'err',
    resource: 'farms',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  addFarm: defineRoute({
    method: 'POST',
    path: '/api/farm/addFarm',
    access: 'subscriber',
    errorKey: 'err',
    resource: 'farms',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  deleteFarm: defineRoute({
    method: 'DELETE',
    path: '/api/farm/{userName}/{farmname}',
    access: 'subscriber',
    errorKey: 'err',
    resource: 'farms',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
} as const;
