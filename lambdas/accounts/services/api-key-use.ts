/**
 * Using a key: who it belongs to. The local gateway and the AWS authorizer ask the same question;
 * the per-request meter (rate limit, last use) is the platform's (lambdas/platform/api-key-meter.ts).
 */
import { API_KEY_RE, API_KEY_SCHEME } from '@shared/api-keys/rules';
import { SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { getPoolUser } from '../adapters/users';
import { findApiKeyByHash } from '../adapters/api-keys';
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
