/**
 * Personal API keys: what an outside program presents (`Authorization: ApiKey <key>`), the rules
 * of a key's name, and the limits. Shared by the server, the web app's profile page and the
 * reference page.
 */
import * as z from 'zod';

/** Requests one key may make per minute; the next one is answered 429 with Retry-After. */
export const API_KEY_REQUESTS_PER_MINUTE = 60;
/** Keys one account may hold at once (revoke one to make room). */
export const MAX_API_KEYS_PER_USER = 10;
export const API_KEY_NAME_MAX = 60;
/** How long AWS may keep honouring a revoked key: its authorizer's cache (the local stack refuses at once). */
export const API_KEY_AUTH_CACHE_SECONDS = 60;
/** The scheme of the Authorization header that carries a key. */
export const API_KEY_SCHEME = 'ApiKey';

/**
 * `fw_<key id: 12 hex>_<secret: 32 random bytes, base64url>`. The id lets the owner and the logs
 * name a key without its secret; the prefix lets secret scanners recognise a leaked one.
 */
export const API_KEY_RE = /^fw_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;
export const API_KEY_ID_RE = /^[0-9a-f]{12}$/;

export const apiKeyNameSchema = z
  .string({ error: 'give the key a name' })
  .trim()
  .min(1, 'give the key a name')
  .max(API_KEY_NAME_MAX, `at most ${API_KEY_NAME_MAX} characters`)
  // A refinement, not a pattern: a JSON Schema pattern with \p{…} is not portable to every OpenAPI tool.
  .refine((name) => !/\p{Cc}/u.test(name), 'no control characters');

/** Names are unique per account regardless of case and spacing ("Weather  Station" is "weather station"). */
export const apiKeyNameFolded = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * API Gateway's own 401 (and the local gateway's): the Cognito authorizer of a route not marked
 * for keys cannot tell a key from a bad token, and a key route's authorizer answers the same for a
 * revoked or mistyped key, so the one message covers all three.
 */
export const UNAUTHORIZED_MESSAGE =
  'You need to sign in to do this (an API key works only on the read routes marked for keys, ' +
  'and only until it is revoked).';
