/**
 * The per-key meter every request made with a personal API key passes (lambdas/platform/http.ts): a rate
 * limit counted in fixed minutes in the app table, so every function in AWS shares the count, and
 * the key's last use, written by the first request of a minute only (no write per request for it).
 *   PK API_KEY_USE#<id>  SK <minute, epoch ms>  hits (TTL: dropped a few minutes after)
 *   PK API_KEY_USE#<id>  SK LAST_USED           at (ISO)
 * Every function serving a key-readable route may write this partition and nothing more of the
 * table than its own needs (infra/constructs/api.ts).
 */
import { API_KEY_REQUESTS_PER_MINUTE } from '@shared/api-keys/rules';
import { AppError } from './errors';
import { deleteItem, getItems, putItem, updateIf } from './aws/items';
import { APP_TABLE_TTL_ATTRIBUTE } from './aws/table-schema';

const usePk = (id: string) => `API_KEY_USE#${id}`;
const LAST_USED_SK = 'LAST_USED';

export class TooManyRequestsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      `This API key made ${API_KEY_REQUESTS_PER_MINUTE} requests this minute; try again in ${retryAfterSeconds} s.`,
    );
  }
}

/**
 * Count one request in its minute: undefined when the minute already holds `limit`, else how many
 * it holds now (1: the first of the minute). One conditional write.
 */
async function countRequest(id: string, minuteStart: number, limit: number): Promise<number | undefined> {
  const out = await updateIf(usePk(id), String(minuteStart), {
    update: 'ADD #hits :one SET #ttl = :ttl',
    condition: 'attribute_not_exists(#hits) OR #hits < :limit',
    names: { '#hits': 'hits', '#ttl': APP_TABLE_TTL_ATTRIBUTE },
    values: { ':one': 1, ':limit': limit, ':ttl': Math.ceil(minuteStart / 1000) + 180 },
  });
  return out ? Number(out.hits) : undefined;
}

/**
 * Count a request of the key: 429 (with the seconds to the next minute) past the limit; stamp its first use of a
 * minute.
 */
export async function meterApiKey(keyId: string, now = Date.now()): Promise<void> {
  const minute = Math.floor(now / 60_000) * 60_000;
  const hits = await countRequest(keyId, minute, API_KEY_REQUESTS_PER_MINUTE);
  if (hits === undefined) throw new TooManyRequestsError(Math.max(1, Math.ceil((minute + 60_000 - now) / 1000)));
  if (hits === 1) await putItem({ PK: usePk(keyId), SK: LAST_USED_SK, id: keyId, at: new Date(now).toISOString() });
}

/** When each of these keys was last used, by id (absent: never). */
export async function lastUses(ids: readonly string[]): Promise<Map<string, string>> {
  const items = await getItems<{ id: string; at: string }>(ids.map((id) => ({ PK: usePk(id), SK: LAST_USED_SK })));
  return new Map(items.map((i) => [i.id, i.at]));
}

/** Forget a revoked key's last use (its minute counts expire on their own). */
export const forgetApiKeyUse = (id: string) => deleteItem(usePk(id), LAST_USED_SK);
