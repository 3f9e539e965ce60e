/**
 * The local stand-in for API Gateway's Cognito authorizer: verifies an ID token's signature
 * (the pool's JWKS), issuer, audience (the app client), expiry and token use, and returns the
 * claims as the authorizer hands them to a REST API Lambda: every value a string, groups
 * comma-separated.
 */
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';

export interface TokenVerifier {
  /** Claims in API Gateway's shape, or undefined when the token is missing or not acceptable. */
  verify(authorization: string | undefined): Promise<Record<string, string> | undefined>;
}

export function createTokenVerifier(issuer: string, audience: string): TokenVerifier {
  // aws-jwt-verify's default fetcher insists on https; cognito-local serves its JWKS over http.
  const jwksCache = new SimpleJwksCache({
    fetcher: {
      async fetch(uri: string) {
        const res = await fetch(uri);
        if (!res.ok) throw new Error(`JWKS ${uri}: ${res.status}`);
        // aws-jwt-verify 5 parses the bytes itself.
        return (await res.arrayBuffer()) as never;
      },
    },
  });
  const verifier = JwtRsaVerifier.create({ issuer, audience, jwksUri: `${issuer}/.well-known/jwks.json` }, { jwksCache });
  return {
    async verify(authorization) {
      const token = authorization?.replace(/^Bearer\s+/i, '').trim();
      if (!token) return undefined;
      try {
        const payload = (await verifier.verify(token)) as Record<string, unknown>;
        if (payload.token_use !== 'id') return undefined;
        return toAuthorizerClaims(payload);
      } catch {
        return undefined;
      }
    },
  };
}

export function toAuthorizerClaims(payload: Record<string, unknown>): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    claims[key] = Array.isArray(value) ? value.join(',') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return claims;
}
