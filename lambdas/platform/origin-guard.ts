/**
 * In AWS the API is reached only through CloudFront, where the WAF, the security headers and
 * the rate limits sit. CloudFront adds a secret header (ORIGIN_HEADER) to every request it sends
 * to the API; the regional execute-api URL is public, so a request that lacks the secret came
 * around CloudFront and is refused before any route runs. The secret lives in Secrets Manager
 * (ORIGIN_SECRET_ARN); the local stack has no CloudFront and sets no ARN, which turns the check off.
 */
import { timingSafeEqual } from 'node:crypto';
import { env } from './env';
import { ForbiddenError } from './errors';
import { readSecretString } from './aws/secrets';

/** The header CloudFront adds on the /api/* origin (infra/constructs/web.ts). */
export const ORIGIN_HEADER = 'x-origin-verify';

/** A cached value is trusted this long; a mismatch re-reads sooner (see below). */
const CACHE_MS = 15 * 60_000;
/** After a rotation the first requests carry the new value: re-read at most this often on a mismatch. */
const REFRESH_ON_MISMATCH_MS = 30_000;

let cached: { value: string; at: number } | undefined;

async function secret(now: number, forceFresh: boolean): Promise<string> {
  const arn = env().ORIGIN_SECRET_ARN!;
  if (!cached || now - cached.at > CACHE_MS || (forceFresh && now - cached.at > REFRESH_ON_MISMATCH_MS)) {
    cached = { value: await readSecretString(arn), at: now };
  }
  return cached.value;
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Throws 403 unless the request came through CloudFront (a no-op where no secret is configured). */
export async function assertFromOrigin(headers: Record<string, string>, now = Date.now()): Promise<void> {
  if (!env().ORIGIN_SECRET_ARN) return;
  const sent = headers[ORIGIN_HEADER];
  if (sent && (same(sent, await secret(now, false)) || same(sent, await secret(now, true)))) return;
  throw new ForbiddenError('Call the API through the site’s address, not the API Gateway URL.');
}

/** Tests change the secret between cases. */
export function resetOriginGuard(): void {
  cached = undefined;
}
