/**
 * What a recompute job's routes answer, and when an unfinished job counts as stopped. A running
 * job writes a heartbeat after every week (a week takes well under a second in AWS); a job whose
 * heartbeat is older than any one Lambda run (15 minutes) has no run left and never will, so it
 * is answered as failed and its sensor may be recomputed again.
 */
import { isFinished, percentDone, type RecomputeJob } from '@shared/calibration/recompute-job';
import type { RecomputeJobRecord } from '../adapters/recompute-jobs';

/** No heartbeat for this long: the job's run has gone (longer than Lambda's 15-minute limit). */
export const RECOMPUTE_STALLED_MS = 16 * 60_000;
/**
 * No heartbeat for this long: a second delivery of the job (Lambda's retry after a crash) may take
 * it over and carry on from the last week recorded. A live run writes one every week.
 */
export const RECOMPUTE_CLAIM_STALE_MS = 60_000;

export const STALLED_MESSAGE =
  'The recompute stopped without finishing. Start it again: weeks already recomputed are simply redone.';

export const isStalled = (job: Pick<RecomputeJobRecord, 'status' | 'updated_at'>, nowMs: number): boolean =>
  !isFinished(job.status) && nowMs - Date.parse(job.updated_at) > RECOMPUTE_STALLED_MS;

export function recomputeJobView(job: RecomputeJobRecord, nowMs: number): RecomputeJob {
  const stalled = isStalled(job, nowMs);
  const status = stalled ? 'failed' : job.status;
  return {
    job_id: job.job_id,
    sensor_id: job.sensor_id,
    start: job.start,
    end: job.end,
    status,
    progress: {
      done: job.weeks_done,
      total: job.weeks_total,
      percent: status === 'done' ? 100 : percentDone(job.weeks_done, job.weeks_total),
    },
    result: { sensor_id: job.sensor_id, recomputed: job.recomputed, flagged: job.flagged },
    error: stalled ? STALLED_MESSAGE : status === 'failed' ? (job.error ?? STALLED_MESSAGE) : null,
    requested_by: job.requested_by,
    created_at: job.created_at,
    updated_at: job.updated_at,
    finished_at: job.finished_at,
  };
}
