/** Personal API keys: made, listed and revoked by their owner on the profile page. */
import * as z from 'zod';
import { API_KEY_ID_RE, apiKeyNameSchema } from '../api-keys/rules';
import { defineRoute } from './define';

/** A key as its owner sees it in the list: never the key itself, nor its hash. */
export const apiKeyViewSchema = z.strictObject({
  id: z.string().describe('The key id: the 12 hex characters after `fw_` in the key.'),
  name: z.string(),
  created: z.string().describe('ISO time the key was made.'),
  lastUsed: z.string().nullable().describe('ISO time of its last use, to the minute (null: never used).'),
});

const idParams = z.object({ id: z.string().regex(API_KEY_ID_RE, 'not an API key id') });

export const apiKeysRoutes = {
  createApiKey: defineRoute({
    method: 'POST',
    path: '/api/v2/api-keys',
    // Any signed-in user: what a key may read is checked on each use with the owner's plan then.
    access: 'user',
    resource: 'api-keys',
    summary: 'Make a personal API key for an outside program; the answer is the only time the key is shown.',
    body: z.object({ name: apiKeyNameSchema }),
    status: 201,
    answer: z.strictObject({
      apiKey: apiKeyViewSchema,
      key: z
        .string()
        .describe(
          'Send as `Authorization: ApiKey <key>`. Shown once: only its hash is kept, it cannot be shown again.',
        ),
    }),
  }),
  listApiKeys: defineRoute({
    method: 'GET',
    path: '/api/v2/api-keys',
    access: 'user',
    resource: 'api-keys',
    summary: "The caller's API keys: name, when made and when last used (never the keys themselves).",
    answer: z.strictObject({ apiKeys: z.array(apiKeyViewSchema) }),
  }),
  revokeApiKey: defineRoute({
    method: 'DELETE',
    path: '/api/v2/api-keys/{id}',
    // Open to a lapsed subscription too: revoking must always be possible.
    access: 'user',
    resource: 'api-keys',
    summary: 'Revoke an API key: refused at once locally, within 60 s in AWS (its authorizer cache).',
    params: idParams,
    answer: z.strictObject({ revoked: z.string().describe('The id of the key revoked.') }),
  }),
} as const;
