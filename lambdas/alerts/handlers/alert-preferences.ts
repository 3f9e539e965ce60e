/** The caller's alert preferences (/api/v2/alerts/preferences): read and replace. The user is the token's. */
import { lambdaHandler, ok, type Operations } from '../../platform/http';
import { preferencesView, savePreferences } from '../services/alert-preferences';

export const operations = {
  async getPreferences(req) {
    const { preferences, saved } = await preferencesView(req.caller.userName);
    return ok({ data: preferences, saved });
  },

  async putPreferences(req) {
    return ok({ data: await savePreferences(req.caller.userName, req.body), saved: true });
  },
} satisfies Operations<'alert-preferences'>;

export const handler = lambdaHandler(operations);
