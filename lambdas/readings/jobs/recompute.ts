/**
 * The recompute worker function (AWS): invoked asynchronously by the start route with a job id
 * ({ jobId }), it runs that job (lambdas/readings/services/recompute-worker.ts). A job's own failure is
 * recorded on the job; only a failure to record it throws, so Lambda's retry of the asynchronous
 * invoke takes the job over once its heartbeat is stale and carries on from the last week done.
 */
import { recomputeJobIdSchema } from '@shared/calibration/recompute-job';
import { runRecomputeJob, type RunOutcome } from '../services/recompute-worker';
import { logger } from '../../platform/telemetry/logger';

export async function handler(event: { jobId?: unknown }): Promise<{ outcome: RunOutcome }> {
  const jobId = recomputeJobIdSchema.safeParse(event?.jobId);
  if (!jobId.success) {
    logger.error('recompute worker invoked without a job id', { jobId: String(event?.jobId).slice(0, 80) });
    return { outcome: 'skipped' };
  }
  return { outcome: await runRecomputeJob(jobId.data) };
}
