/**
 * The gateway retry contract of `POST /api/v2/ingest`. A 429 (throttled) or 5xx answer, and a 200
 * naming readings 'failed', carry `Retry-After: INGEST_RETRY_AFTER_SECONDS`; a gateway waits at
 * least that long plus a random share of it (jitter), so gateways that met the same busy second do
 * not all come back in the same second. Resending is safe: a reading is stored once per sensor and
 * time, whatever the number of sends.
 */

/** Seconds a gateway waits before sending again after a 429, a 5xx or 'failed' readings. */
export const INGEST_RETRY_AFTER_SECONDS = 30;

/** Attempts of one batch (the first send included) before a gateway keeps it for its next report. */
export const MAX_INGEST_ATTEMPTS = 6;

/** The longest wait between two attempts, whatever the server asked for. */
const MAX_WAIT_MS = 15 * 60_000;

/** Without a Retry-After (a network error, a proxy's answer): exponential from one second. */
const BACKOFF_BASE_MS = 1_000;

/** Statuses a gateway sends the same batch again after; any other error is the batch's own fault. */
export const isRetryableStatus = (status: number): boolean => status === 429 || status >= 500;

/**
 * A `Retry-After` header in milliseconds: delta-seconds or an HTTP date (relative to `now`);
 * undefined when absent or unreadable, never negative.
 */
export function parseRetryAfter(header: string | null | undefined, now = Date.now()): number | undefined {
  if (header == null) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day and month ("Wed, 21 Oct 2026 07:28:00 GMT"); "-5" is no date.
  if (!/[a-z]/i.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isFinite(at) ? Math.max(0, at - now) : undefined;
}

/**
 * The wait before attempt `attempt + 1` (attempt 0 = the first send failed): the server's
 * Retry-After, or an exponential backoff without one, plus up to the same again at random.
 */
export function retryWaitMs(
  attempt: number,
  retryAfterMs: number | undefined,
  random: () => number = Math.random,
): number {
  const base = Math.min(MAX_WAIT_MS, retryAfterMs ?? BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.min(MAX_WAIT_MS, Math.floor(base + random() * base));
}
