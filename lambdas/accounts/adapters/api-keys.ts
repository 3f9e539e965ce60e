/**
 * Personal API keys in the app table (layout in lambdas/platform/aws/table-schema.ts):
 *   PK USER#<user>            SK API_KEY#<id>            the owner's list: name, created, hash
 *   PK USER#<user>            SK API_KEY_NAME#<folded>   claims the name: one key per name per account
 *   PK API_KEY_HASH#<sha256>  SK API_KEY                 the lookup on each use: owner, id, name
 * The key itself is never stored, only its SHA-256 (lambdas/accounts/services/api-keys.ts says why).
 * Its uses (rate-limit counts, last use) are the per-request meter's, in the platform
 * (lambdas/platform/api-key-meter.ts), which every function serving a key-readable route may write.
 */
import { forgetApiKeyUse } from '../../platform/api-key-meter';
import { deleteItem, getItem, keys, putItem, queryPrefix } from '../../platform/aws/items';

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
  await forgetApiKeyUse(id);
  return gone ? item : undefined;
}

export const findApiKeyByHash = (hash: string) => getItem<ApiKeyLookup>(lookupPk(hash), LOOKUP_SK);
