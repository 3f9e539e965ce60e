/**
 * Sends simulated readings through the real ingest route (`POST /api/v2/ingest`) with a gateway's
 * credential, in batches of the route's maximum size, a few batches in flight, and retries as a
 * real gateway should (shared/ingest/retry.ts): a 429, a 5xx or a network error sends the same
 * batch again after the answer's Retry-After (or a backoff) plus jitter; readings answered
 * 'failed' are sent again the same way. Resending is safe: a reading is stored once.
 */
import { forEachLimit } from '@shared/concurrency';
import { MAX_INGEST_BATCH, type IngestResult } from '@shared/ingest/schemas';
import { isRetryableStatus, MAX_INGEST_ATTEMPTS, parseRetryAfter, retryWaitMs } from '@shared/ingest/retry';
import type { SimReading } from './model';

export interface SendOptions {
  /** Batches in flight at once (the local gateway handles requests concurrently). */
  concurrency?: number;
  batchSize?: number;
  /** How a wait is spent (tests pass one that records it instead of sleeping). */
  sleep?: (ms: number) => Promise<void>;
  /** The jitter's source, in [0, 1). */
  random?: () => number;
}

export interface SendSummary {
  sent: number;
  stored: number;
  rejected: number;
  /** Batch sends that were answered 429, 5xx or failed on the network, then sent again. */
  retries: number;
  /** Unregistered sensors a pairing gateway noted (the sensor wizard offers them). */
  heard: string[];
  /** The first few rejections, for the console. */
  errors: string[];
}

type IngestBody = { data?: { stored: number; rejected: number; results: IngestResult[] }; error?: string };

/** One send: the answer, or why it must be sent again (a retryable status or a network error). */
async function post(
  apiUrl: string,
  credential: string,
  batch: SimReading[],
): Promise<{ body?: IngestBody['data']; retryAfterMs?: number; retry?: string }> {
  let res: Response;
  try {
    res = await fetch(`${apiUrl}/api/v2/ingest`, {
      method: 'POST',
      headers: { authorization: `Gateway ${credential}`, 'content-type': 'application/json' },
      body: JSON.stringify({ readings: batch }),
    });
  } catch (err) {
    return { retry: `network: ${(err as Error).message}` };
  }
  const body = (await res.json().catch(() => ({}))) as IngestBody;
  const retryAfterMs = parseRetryAfter(res.headers.get('retry-after'));
  if (isRetryableStatus(res.status))
    return { retry: `ingest answered ${res.status}`, ...(retryAfterMs !== undefined ? { retryAfterMs } : {}) };
  if (!res.ok || !body.data) throw new Error(`ingest answered ${res.status}: ${body.error ?? 'no body'}`);
  return { body: body.data, ...(retryAfterMs !== undefined ? { retryAfterMs } : {}) };
}

export async function sendReadings(
  apiUrl: string,
  credential: string,
  readings: SimReading[],
  opts: SendOptions = {},
): Promise<SendSummary> {
  const size = Math.min(opts.batchSize ?? MAX_INGEST_BATCH, MAX_INGEST_BATCH);
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const batches: SimReading[][] = [];
  for (let i = 0; i < readings.length; i += size) batches.push(readings.slice(i, i + size));
  const summary: SendSummary = { sent: 0, stored: 0, rejected: 0, retries: 0, heard: [], errors: [] };
  const heard = new Set<string>();
  await forEachLimit(batches, opts.concurrency ?? 4, async (whole) => {
    let batch = whole;
    for (let attempt = 0; batch.length; attempt++) {
      const out = await post(apiUrl, credential, batch);
      let why = out.retry;
      if (out.body) {
        summary.stored += out.body.stored;
        summary.rejected += out.body.rejected;
        for (const r of out.body.results) {
          if (r.heard && r.sensor_id) heard.add(r.sensor_id);
          else if (r.error && r.status !== 'failed' && summary.errors.length < 5)
            summary.errors.push(`${r.sensor_id}: ${r.error}`);
        }
        // Only the readings answered 'failed' (not written in time) go again.
        batch = out.body.results.filter((r) => r.status === 'failed').map((r) => batch[r.index]!);
        if (batch.length) why = `${batch.length} reading(s) not stored in time`;
      }
      if (!batch.length) break;
      if (attempt + 1 >= MAX_INGEST_ATTEMPTS) throw new Error(`${why}; gave up after ${MAX_INGEST_ATTEMPTS} attempts`);
      summary.retries++;
      await sleep(retryWaitMs(attempt, out.retryAfterMs, opts.random));
    }
    summary.sent += whole.length;
  });
  summary.heard = [...heard];
  return summary;
}
