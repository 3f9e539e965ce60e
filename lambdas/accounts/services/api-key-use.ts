/**
 * Using a key: who it belongs to (the local gateway and the AWS authorizer ask the same
 * question) and the per-key meter the handler runs on each request (rate limit, last used).
 */
import { API_KEY_RE, API_KEY_REQUESTS_PER_MINUTE, API_KEY_SCHEME } from '@shared/api-keys/rules';
import { SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { AppError } from '../../errors';
import { getPoolUser } from '../../store/users';
import { countRequest, findApiKeyByHash, stampApiKeyUse } from '../adapters/api-keys';
import { hashApiKey } from './api-keys';

/**
 * What an accepted key hands the handler as `requestContext.authorizer` (strings only: an AWS
 * authorizer's context holds no objects). The subscription is the owner's as the user pool has it
 * now, never anything the client sent; '' when none.
 */
export interface ApiKeyContext {
  callerKind: 'apiKey';
  owner: string;
  apiKeyId: string;
  apiKeyName: string;
  subscriptionLevel: string;
  subscriptionExpiry: string;
}

/** Whether an Authorization header carries an API key (whatever its validity). */
export const isApiKeyHeader = (authorization: string | undefined): boolean =>
  typeof authorization === 'string' &&
  authorization.trimStart().toLowerCase().startsWith(`${API_KEY_SCHEME} `.toLowerCase());

/** The owner and key of `ApiKey <key>`, or undefined: malformed, unknown, revoked, or its owner gone or disabled. */
export async function authorizeApiKey(authorization: string | undefined): Promise<ApiKeyContext | undefined> {
  if (!isApiKeyHeader(authorization)) return undefined;
  const key = authorization!.trim().slice(API_KEY_SCHEME.length).trim();
  const parts = API_KEY_RE.exec(key);
  if (!parts) return undefined;
  const found = await findApiKeyByHash(hashApiKey(key));
  if (!found || found.id !== parts[1]) return undefined;
  const user = await getPoolUser(found.owner);
  if (!user || !user.enabled) return undefined;
  return {
    callerKind: 'apiKey',
    owner: found.owner,
    apiKeyId: found.id,
    apiKeyName: found.name,
    subscriptionLevel: user.attributes[SUBSCRIPTION_ATTRIBUTES.level] ?? '',
    subscriptionExpiry: user.attributes[SUBSCRIPTION_ATTRIBUTES.expiry] ?? '',
  };
}

export class TooManyRequestsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      `This API key made ${API_KEY_REQUESTS_PER_MINUTE} requests this minute; try again in ${retryAfterSeconds} s.`,
    );
  }
}

/**
 * Count a request of the key in its minute (one conditional write, shared by every function in
 * AWS): 429 past the limit. The first request of a minute also records the key's last use, so a
 * busy key costs one more write a minute, not one a request.
 */
export async function meterApiKey(keyId: string, now = Date.now()): Promise<void> {
  const minute = Math.floor(now / 60_000) * 60_000;
  const hits = await countRequest(keyId, minute, API_KEY_REQUESTS_PER_MINUTE);
  if (hits === undefined) throw new TooManyRequestsError(Math.max(1, Math.ceil((minute + 60_000 - now) / 1000)));
  if (hits === 1) await stampApiKeyUse(keyId, new Date(now).toISOString());
}
