/** settings: the signed-in person's units and language (their e-mails and SMS follow them too). */
import { displaySettingsAnswerSchema, displaySettingsUpdateSchema } from '../settings/schemas';
import { defineRoute } from './define';

export const settingsRoutes = {
  getSettings: defineRoute({
    method: 'GET',
    path: '/api/v2/settings',
    access: 'user',
    resource: 'settings',
    summary: 'Your unit system (metric or US customary) and locale; `chosen` is false until you first save.',
    answer: displaySettingsAnswerSchema,
  }),
  updateSettings: defineRoute({
    method: 'PUT',
    path: '/api/v2/settings',
    access: 'user',
    resource: 'settings',
    summary:
      'Change your unit system, your locale or both. Stored values never change with them: only how they are shown.',
    body: displaySettingsUpdateSchema,
    answer: displaySettingsAnswerSchema,
  }),
};
