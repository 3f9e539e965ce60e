/**
 * The recompute worker: runs one job week by week, recording the weeks done and the counts after
 * each. It is safe to run twice: a run first claims the job (queued, or running with a heartbeat
 * older than RECOMPUTE_CLAIM_STALE_MS, i.e. a crashed run), so a duplicate delivery of a live or
 * finished job does nothing; a run that takes over carries on from the last week recorded (a week
 * redone gives the same readings); and a run that lost its claim stops at its next week.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '../../platform/errors';
import type { ReadingsStore } from '../adapters/readings/port';
import {
  claimRecomputeJob,
  finishRecomputeJob,
  getRecomputeJob,
  recordRecomputeProgress,
  releaseSensorRecomputeLock,
} from '../adapters/recompute-jobs';
import { logger } from '../../platform/telemetry/logger';
import { configuredReadingsStore, forgetKeptNewest, recomputeTarget, recomputeWeek, weekOf } from './recompute';
import { RECOMPUTE_CLAIM_STALE_MS } from './recompute-job-view';

export const FAILED_MESSAGE =
  'Something went wrong while recomputing. Start it again: weeks already recomputed are simply redone.';
export const ABORTED_MESSAGE =
  'The recompute stopped when the server stopped. Start it again: weeks already recomputed are simply redone.';

export type RunOutcome = 'done' | 'failed' | 'skipped' | 'lost';

export interface RunOptions {
  store?: ReadingsStore;
  /** Aborted: stop after the week under way and mark the job failed (the local stack stopping). */
  signal?: AbortSignal;
  now?: () => number;
}

export async function runRecomputeJob(jobId: string, opts: RunOptions = {}): Promise<RunOutcome> {
  const now = opts.now ?? Date.now;
  const iso = () => new Date(now()).toISOString();
  const job = await getRecomputeJob(jobId);
  if (!job) {
    logger.warn('recompute job not found', { jobId });
    return 'skipped';
  }
  const runId = randomUUID();
  if (!(await claimRecomputeJob(jobId, runId, iso(), new Date(now() - RECOMPUTE_CLAIM_STALE_MS).toISOString()))) {
    logger.info('recompute job not claimed (finished, or another run holds it)', { jobId, status: job.status });
    return 'skipped';
  }
  const end = async (
    status: 'done' | 'failed',
    error: string | null,
    counts: { weeks_done: number; recomputed: number; flagged: number },
  ) => {
    const at = iso();
    const ended = await finishRecomputeJob(jobId, runId, { status, error, updated_at: at, finished_at: at, ...counts });
    // A run that lost the job leaves the sensor to the run that took it over.
    if (ended) await releaseSensorRecomputeLock(job.sensor_id, jobId);
    return ended;
  };
  // Carry on from what an earlier run of this job recorded.
  const counts = { weeks_done: job.weeks_done, recomputed: job.recomputed, flagged: job.flagged };
  try {
    const store = opts.store ?? configuredReadingsStore();
    // The formula as it is now: a change since the start is what the admin wants applied.
    const target = await recomputeTarget(job.sensor_id);
    const fromMs = job.start * 1000;
    const toMs = job.end * 1000 + 999;
    while (counts.weeks_done < job.weeks_total) {
      if (opts.signal?.aborted) {
        await end('failed', ABORTED_MESSAGE, counts);
        return 'failed';
      }
      const week = await recomputeWeek(target, weekOf(fromMs, toMs, counts.weeks_done), store);
      counts.weeks_done += 1;
      counts.recomputed += week.recomputed;
      counts.flagged += week.flagged;
      if (!(await recordRecomputeProgress(jobId, runId, { ...counts, updated_at: iso() }))) {
        logger.warn('recompute job taken over by another run; this one stops', { jobId });
        return 'lost';
      }
    }
    if (counts.recomputed) await forgetKeptNewest(target);
    return (await end('done', null, counts)) ? 'done' : 'lost';
  } catch (err) {
    // An expected refusal (the sensor was deleted, its formula broken since the start) is said as
    // it is; anything else is logged and said plainly. Either way the admin may start again.
    if (!(err instanceof AppError)) logger.error('recompute job failed', { jobId, error: err });
    await end('failed', err instanceof AppError ? err.message : FAILED_MESSAGE, counts);
    return 'failed';
  }
}
