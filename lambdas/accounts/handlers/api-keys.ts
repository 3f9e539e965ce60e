/**
 * The caller's personal API keys: make one (the only answer that holds the key), list them
 * (never the key nor its hash), revoke one. The contract parses the name and the id.
 */
import { lambdaHandler, ok, type Operations } from '../../http';
import { createApiKey, listApiKeys, revokeApiKey } from '../services/api-keys';

export const operations = {
  async create(req) {
    return ok(await createApiKey(req.caller.userName, req.body.name), 201);
  },

  async list(req) {
    return ok({ apiKeys: await listApiKeys(req.caller.userName) });
  },

  async revoke(req) {
    await revokeApiKey(req.caller.userName, req.params.id);
    return ok({ revoked: req.params.id });
  },
} satisfies Operations<'api-keys'>;

export const handler = lambdaHandler(operations);
