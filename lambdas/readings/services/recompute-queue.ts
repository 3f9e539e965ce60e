/**
 * Hands a started recompute job to its worker. In AWS an asynchronous invoke of the recompute
 * function (lambdas/readings/jobs/recompute.ts; RECOMPUTE_FUNCTION). Locally (no RECOMPUTE_FUNCTION) the
 * job runs in this process after the answer has gone, as the local stack runs forecasts; a stop
 * of the local stack ends the runs under way after their current week (marked failed).
 */
import { env } from '../../platform/env';
import { invokeRecompute } from '../adapters/recompute-dispatch';
import { logger } from '../../platform/telemetry/logger';
import { runRecomputeJob } from './recompute-worker';

const running = new Set<Promise<unknown>>();
let stopping = new AbortController();

export async function dispatchRecompute(jobId: string): Promise<void> {
  const { RECOMPUTE_FUNCTION } = env();
  if (RECOMPUTE_FUNCTION) return invokeRecompute(RECOMPUTE_FUNCTION, jobId);
  const { signal } = stopping;
  const run: Promise<unknown> = (async () => {
    // Let the answer leave first.
    await new Promise((resolve) => setImmediate(resolve));
    await runRecomputeJob(jobId, { signal });
  })()
    .catch((err: unknown) => logger.error('recompute run failed', { jobId, error: String(err) }))
    .finally(() => running.delete(run));
  running.add(run);
}

/** Resolves once no local run is under way (tests and the bench may wait with it). */
export async function recomputesSettled(): Promise<void> {
  while (running.size) await Promise.all(running);
}

/** The local stack stops: runs under way end after their current week, so none meets a closed table. */
export async function stopRecomputes(): Promise<void> {
  stopping.abort();
  await recomputesSettled();
  stopping = new AbortController();
}
