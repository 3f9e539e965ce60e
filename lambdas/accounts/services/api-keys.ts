/**
 * Making, listing and revoking a grower's personal API keys. A key is shown once, in the answer
 * that makes it; from then on only its SHA-256 exists.
 *
 * Why a fast hash and not bcrypt/scrypt: a slow hash protects secrets people choose, which are
 * few enough to guess. A key is 32 random bytes (256 bits) from the system's CSPRNG: no guess
 * list exists, so a leaked hash gives nothing to try, however fast the hash. And a fast hash is
 * what a lookup on every request needs: the hash names the item to read.
 */
import { createHash, randomBytes } from 'node:crypto';
import { apiKeyNameFolded, MAX_API_KEYS_PER_USER } from '@shared/api-keys/rules';
import { refusal } from '../../platform/refusal';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import { lastUses } from '../../platform/api-key-meter';
import {
  claimApiKeyName,
  deleteApiKey,
  listApiKeyItems,
  putApiKey,
  releaseApiKeyName,
  type ApiKeyItem,
} from '../adapters/api-keys';

export interface ApiKeyView {
  id: string;
  name: string;
  created: string;
  lastUsed: string | null;
}

export const hashApiKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

const view = (item: ApiKeyItem, lastUsed: string | null = null): ApiKeyView => ({
  id: item.id,
  name: item.name,
  created: item.created,
  lastUsed,
});

export async function listApiKeys(userName: string): Promise<ApiKeyView[]> {
  const items = await listApiKeyItems(userName);
  const used = await lastUses(items.map((i) => i.id));
  return items
    .map((i) => view(i, used.get(i.id) ?? null))
    .sort((a, b) => a.created.localeCompare(b.created) || a.id.localeCompare(b.id));
}

/** A new key named `name` (already trimmed by the route's schema): its view and the key, once. */
export async function createApiKey(userName: string, name: string): Promise<{ apiKey: ApiKeyView; key: string }> {
  const id = randomBytes(6).toString('hex');
  const key = `fw_${id}_${randomBytes(32).toString('base64url')}`;
  const folded = apiKeyNameFolded(name);
  if (!(await claimApiKeyName(userName, folded, id))) throw new BadRequestError(refusal('refusals.apiKeyNameTaken'));
  // Counted after the name is claimed; two makes at once could pass the cap by one, never more per request.
  const existing = await listApiKeyItems(userName);
  if (existing.length >= MAX_API_KEYS_PER_USER) {
    await releaseApiKeyName(userName, folded);
    throw new BadRequestError(refusal('refusals.apiKeyLimit', { max: MAX_API_KEYS_PER_USER }));
  }
  const item: ApiKeyItem = { id, name, created: new Date().toISOString(), hash: hashApiKey(key) };
  await putApiKey(userName, item);
  return { apiKey: view(item), key };
}

export async function revokeApiKey(userName: string, id: string): Promise<void> {
  if (!(await deleteApiKey(userName, id, apiKeyNameFolded)))
    throw new NotFoundError(refusal('refusals.apiKeyNotFound'));
}
