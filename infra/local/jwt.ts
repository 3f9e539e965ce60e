/**
 * The local stand-in for API Gateway's Cognito authorizer: verifies an ID token's signature
 * (the pool's JWKS), issuer, audience (the app client), expiry and token use, and returns the
 * claims as the authorizer hands them to a REST API Lambda (see toAuthorizerClaims).
 */
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache, type Jwks } from 'aws-jwt-verify/jwk';

export interface TokenVerifier {
  /** Claims in API Gateway's shape, or undefined when the token is missing or not acceptable. */
  verify(authorization: string | undefined): Promise<Record<string, string> | undefined>;
}

/**
 * Trusts exactly the keys given (the local pool's own, from its data folder): nothing is fetched,
 * so a token signed with any other key, cognito-local's shipped one included, is refused.
 */
export function createTokenVerifier(
  issuer: string,
  audience: string,
  jwks: { keys: Record<string, string>[] },
): TokenVerifier {
  const jwksCache = new SimpleJwksCache({
    fetcher: {
      fetch: () => Promise.reject(new Error("The local pool's keys are given, never fetched.")),
    },
  });
  const verifier = JwtRsaVerifier.create(
    { issuer, audience, jwksUri: `${issuer}/.well-known/jwks.json` },
    { jwksCache },
  );
  verifier.cacheJwks(jwks as unknown as Jwks);
  // A browser sends the same token with every request for up to an hour: its signature is checked
  // once, then its claims are reused until it expires (API Gateway's Cognito authorizer caches by
  // token too). Tokens that fail are not remembered; the map is bounded.
  const verified = new Map<string, { claims: Record<string, string>; exp: number }>();
  return {
    async verify(authorization) {
      const token = authorization?.replace(/^Bearer\s+/i, '').trim();
      if (!token) return undefined;
      const hit = verified.get(token);
      if (hit && hit.exp > Date.now() / 1000) return hit.claims;
      if (hit) verified.delete(token);
      try {
        const payload = (await verifier.verify(token)) as Record<string, unknown>;
        if (payload.token_use !== 'id') return undefined;
        const claims = toAuthorizerClaims(payload);
        if (verified.size >= MAX_CACHED_TOKENS) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, exp: Number(payload.exp) });
        return claims;
      } catch {
        return undefined;
      }
    },
  };
}

const MAX_CACHED_TOKENS = 10_000;

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/**
 * How API Gateway writes `exp` and `iat` into the claims (Java's Date#toString, in UTC): "Tue Apr 04 18:39:39 UTC
 * 2023".
 */
export function gatewayDate(epochSeconds: number): string {
  const d = new Date(epochSeconds * 1000);
  const time = `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
  return `${DAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${two(d.getUTCDate())} ${time} UTC ${d.getUTCFullYear()}`;
}

/**
 * The token's payload as REST API Gateway's Cognito authorizer passes it: every value a string,
 * arrays (cognito:groups) joined with commas, `exp` and `iat` as dates, `auth_time` as epoch seconds.
 */
export function toAuthorizerClaims(payload: Record<string, unknown>): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if ((key === 'exp' || key === 'iat') && typeof value === 'number') claims[key] = gatewayDate(value);
    else
      claims[key] = Array.isArray(value)
        ? value.join(',')
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  }
  return claims;
}
