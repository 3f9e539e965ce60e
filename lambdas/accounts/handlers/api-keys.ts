/**
 * The caller's personal API keys: make one (the only answer that holds the key), list them
 * (never the key nor its hash), revoke one. The contract parses the name and the id. Served by
 * the account's function (./me.ts spreads these operations into its own).
 */
import { ok, type Operations } from '../../platform/http';
import { createApiKey, listApiKeys, revokeApiKey } from '../services/api-keys';

export const apiKeyOperations = {
  async createApiKey(req) {
    return ok(await createApiKey(req.caller.userName, req.body.name), 201);
  },

  async listApiKeys(req) {
    return ok({ apiKeys: await listApiKeys(req.caller.userName) });
  },

  async revokeApiKey(req) {
    await revokeApiKey(req.caller.userName, req.params.id);
    return ok({ revoked: req.params.id });
  },
} satisfies Pick<Operations<'me'>, 'createApiKey' | 'listApiKeys' | 'revokeApiKey'>;
