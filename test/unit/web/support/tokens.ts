/** Unsigned JWT-shaped tokens for tests: the browser only reads its token's claims, never verifies. */
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function fakeIdToken(claims: Record<string, unknown>, expiresInSeconds = 3600, now = Date.now()): string {
  const payload = {
    token_use: 'id',
    iat: Math.floor(now / 1000),
    exp: Math.floor(now / 1000) + expiresInSeconds,
    ...claims,
  };
  return `${b64url({ alg: 'RS256', typ: 'JWT' })}.${b64url(payload)}.signature`;
}

/** 'dd-mm-yyyy' of a local calendar day `days` from today. */
export function localExpiry(days: number, from = new Date()): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  return `${String(d.getDate()).padStart(2, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${d.getFullYear()}`;
}
