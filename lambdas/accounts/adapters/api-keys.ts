/**
 * Personal API keys in the app table (layout in lambdas/store/table-schema.ts):
 *   PK USER#<user>            SK API_KEY#<id>            the owner's list: name, created, hash
 *   PK USER#<user>            SK API_KEY_NAME#<folded>   claims the name: one key per name per account
 *   PK API_KEY_HASH#<sha256>  SK API_KEY                 the lookup on each use: owner, id, name
 *   PK API_KEY_USE#<id>       SK <minute, epoch ms>      the requests of one minute (TTL: dropped after)
 *   PK API_KEY_USE#<id>       SK LAST_USED               when it was last used (at most a write a minute)
 * The key itself is never stored, only its SHA-256 (lambdas/accounts/services/api-keys.ts says why).
 * Every function serving a key-readable route may write the API_KEY_USE# partition and no other
 * (infra/constructs/api.ts), so a read-only function can still count and stamp a key's use.
 */
import { deleteItem, getItem, getItems, keys, putItem, queryPrefix, updateIf } from '../../store/items';
import { APP_TABLE_TTL_ATTRIBUTE } from '../../store/table-schema';

export interface ApiKeyItem {
  id: string;
  name: string;
  /** ISO time. */
  created: string;
  /** Hex SHA-256 of the key: names its lookup item, so a revoke can delete it. */
  hash: string;
}

export interface ApiKeyLookup {
  owner: string;
  id: string;
  name: string;
}

const LOOKUP_SK = 'API_KEY';
const listSk = (id: string) => `API_KEY#${id}`;
const nameSk = (folded: string) => `API_KEY_NAME#${folded}`;
const lookupPk = (hash: string) => `API_KEY_HASH#${hash}`;
const usePk = (id: string) => `API_KEY_USE#${id}`;
const LAST_USED_SK = 'LAST_USED';

export const listApiKeyItems = (userName: string) => queryPrefix<ApiKeyItem>(keys.user(userName), 'API_KEY#');

/** Claim a name for a new key; false when the account already has a key of that name. */
export const claimApiKeyName = (userName: string, folded: string, id: string) =>
  putItem({ PK: keys.user(userName), SK: nameSk(folded), id }, { onlyIfNew: true });

export const releaseApiKeyName = (userName: string, folded: string) => deleteItem(keys.user(userName), nameSk(folded));

/** Write the key's list item, then its lookup item: the key works once both exist. */
export async function putApiKey(userName: string, item: ApiKeyItem): Promise<void> {
  await putItem({ PK: keys.user(userName), SK: listSk(item.id), ...item }, { onlyIfNew: true });
  await putItem({ PK: lookupPk(item.hash), SK: LOOKUP_SK, owner: userName, id: item.id, name: item.name });
}

/**
 * Revoke: the lookup item first (from then on the key is refused), then the name and the list
 * item. Answers the key as it was, undefined when the account has no such key.
 */
export async function deleteApiKey(
  userName: string,
  id: string,
  fold: (name: string) => string,
): Promise<ApiKeyItem | undefined> {
  const item = await getItem<ApiKeyItem>(keys.user(userName), listSk(id));
  if (!item) return undefined;
  await deleteItem(lookupPk(item.hash), LOOKUP_SK);
  await releaseApiKeyName(userName, fold(item.name));
  const gone = await deleteItem(keys.user(userName), listSk(id));
  await deleteItem(usePk(id), LAST_USED_SK);
  return gone ? item : undefined;
}

export const findApiKeyByHash = (hash: string) => getItem<ApiKeyLookup>(lookupPk(hash), LOOKUP_SK);

/**
 * Count one request in its minute: undefined when the minute already holds `limit`, else how many
 * it holds now (1: the first of the minute). One conditional write; the item expires after.
 */
export async function countRequest(id: string, minuteStart: number, limit: number): Promise<number | undefined> {
  const out = await updateIf(usePk(id), String(minuteStart), {
    update: 'ADD #hits :one SET #ttl = :ttl',
    condition: 'attribute_not_exists(#hits) OR #hits < :limit',
    names: { '#hits': 'hits', '#ttl': APP_TABLE_TTL_ATTRIBUTE },
    values: { ':one': 1, ':limit': limit, ':ttl': Math.ceil(minuteStart / 1000) + 180 },
  });
  return out ? Number(out.hits) : undefined;
}

/** Record a use of the key at `at` (ISO). */
export const stampApiKeyUse = (id: string, at: string) => putItem({ PK: usePk(id), SK: LAST_USED_SK, id, at });

/** When each of these keys was last used, by id (absent: never). */
export async function lastUses(ids: readonly string[]): Promise<Map<string, string>> {
  const items = await getItems<{ id: string; at: string }>(ids.map((id) => ({ PK: usePk(id), SK: LAST_USED_SK })));
  return new Map(items.map((i) => [i.id, i.at]));
}
