/**
 * BatchWriteItem with the readings table's retry rule, shared by the readings and their
 * aggregates: what DynamoDB hands back unprocessed (throttling) is retried after a jittered wait,
 * never past the caller's deadline; what is still unwritten then is handed back to the caller.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { forEachLimit } from '@shared/concurrency';
import { documentClient } from './clients';

/** BatchWriteItem takes at most 25 requests. */
export const BATCH = 25;
/** BatchWriteItem calls in flight at once for one write. */
export const PARALLEL_WRITES = 4;
/** Retries of a chunk when the caller set no deadline. */
const MAX_RETRIES = 8;
const BACKOFF_BASE_MS = 25;
const BACKOFF_CAP_MS = 1_000;
/** No batch call starts with less time than this before the deadline (it would be cut off). */
export const MIN_CALL_MS = 150;
/** Errors after which the items are simply not written (or read) yet: throttling, or our own deadline's abort. */
export const RETRYABLE = new Set([
  'AbortError',
  'TimeoutError',
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
]);

/**
 * The wait before retry `attempt` (0-based): full jitter, a random time up to an exponentially
 * growing cap, so writers that were throttled together do not all come back at the same moment.
 */
export const retryDelayMs = (attempt: number, random: () => number = Math.random) =>
  Math.floor(random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type WriteRequest =
  { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

/**
 * One batch call (≤ its size limit) and its retries: `call` sends what is left and answers what
 * DynamoDB handed back unprocessed; that is sent again after a jittered wait, never past the
 * deadline (without one, at most `maxRetries` times). Answers what is still left then.
 */
export async function untilProcessed<R>(
  first: R[],
  call: (left: R[], abort: { abortSignal?: AbortSignal }) => Promise<R[]>,
  deadline: number | undefined,
  maxRetries = MAX_RETRIES,
): Promise<R[]> {
  let left = first;
  for (let attempt = 0; left.length; attempt++) {
    const wait = attempt ? retryDelayMs(attempt - 1) : 0;
    if (deadline === undefined ? attempt > maxRetries : Date.now() + wait + MIN_CALL_MS > deadline) break;
    if (wait) await sleep(wait);
    try {
      // The deadline also cuts a call short (the SDK's own retries included); its items are then
      // unknown, and sending them again is harmless (puts and gets are idempotent).
      left = await call(
        left,
        deadline === undefined ? {} : { abortSignal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) },
      );
    } catch (err) {
      if (!RETRYABLE.has((err as Error)?.name)) throw err;
    }
  }
  return left;
}

/** Write one chunk (≤ BATCH requests), retrying what comes back; answers the requests left unwritten. */
export const writeChunk = <R extends WriteRequest>(
  table: string,
  chunk: R[],
  deadline: number | undefined,
): Promise<R[]> =>
  untilProcessed(
    chunk,
    async (requests, abort) =>
      ((await documentClient().send(new BatchWriteCommand({ RequestItems: { [table]: requests } }), abort))
        .UnprocessedItems?.[table] ?? []) as R[],
    deadline,
  );

/** Write any number of requests in chunks, a few at once; answers those left unwritten. */
export async function writeAll<R extends WriteRequest>(
  table: string,
  requests: R[],
  deadline: number | undefined,
): Promise<R[]> {
  const chunks: R[][] = [];
  for (let i = 0; i < requests.length; i += BATCH) chunks.push(requests.slice(i, i + BATCH));
  const unwritten: R[] = [];
  await forEachLimit(chunks, PARALLEL_WRITES, async (chunk) => {
    unwritten.push(...(await writeChunk(table, chunk, deadline)));
  });
  return unwritten;
}
