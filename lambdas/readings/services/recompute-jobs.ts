/**
 * Starting a recompute job and reading its status (the routes of the admin Formula table's
 * recompute dialog). The start refuses what the walk would refuse (an unknown sensor, an unusable
 * formula) before any job exists, and allows one unfinished job per sensor: a second start while
 * one runs is refused with 409 naming the running job, since its period may differ.
 */
import type { RecomputeInput } from '@shared/calibration/schemas';
import { recomputeJobIdSchema, weeksIn, type RecomputeJob } from '@shared/calibration/recompute-job';
import { refusal } from '../../platform/refusal';
import { ConflictError, NotFoundError } from '../../platform/errors';
import type { Caller } from '../../platform/auth';
import {
  createRecomputeJob,
  finishRecomputeJob,
  getRecomputeJob,
  getSensorRecomputeLock,
  lockSensorForRecompute,
  releaseSensorRecomputeLock,
  type RecomputeJobRecord,
} from '../adapters/recompute-jobs';
import { newId } from '../../platform/ids';
import { recomputeTarget } from './recompute';
import { isStalled, recomputeJobView } from './recompute-job-view';
import { dispatchRecompute } from './recompute-queue';

const runningMessage = (sensorId: string, jobId: string) =>
  `A recompute of ${sensorId} is already running (job ${jobId}). Wait for it to finish, then start again.`;

/** Take the sensor's lock, replacing a finished, stalled or missing job's; 409 when a live job holds it. */
async function lockSensor(sensorId: string, jobId: string, nowMs: number): Promise<void> {
  const now = new Date(nowMs).toISOString();
  if (await lockSensorForRecompute(sensorId, jobId, now)) return;
  const held = await getSensorRecomputeLock(sensorId);
  // Released between the two reads: try once more as new.
  if (!held) {
    if (await lockSensorForRecompute(sensorId, jobId, now)) return;
    throw new ConflictError(
      `A recompute of ${sensorId} has just been started. Wait for it to finish, then start again.`,
    );
  }
  const holder = await getRecomputeJob(held.job_id);
  // A holder that is gone (a start that crashed before writing its job), ended or stalled frees the lock.
  if (holder && !(holder.status === 'done' || holder.status === 'failed') && !isStalled(holder, nowMs))
    throw new ConflictError(runningMessage(sensorId, holder.job_id));
  if (!(await lockSensorForRecompute(sensorId, jobId, now, held.job_id))) {
    const again = await getSensorRecomputeLock(sensorId);
    throw new ConflictError(runningMessage(sensorId, again?.job_id ?? held.job_id));
  }
}

export async function startRecompute(caller: Caller, input: RecomputeInput, nowMs = Date.now()): Promise<RecomputeJob> {
  await recomputeTarget(input.sensor_id);
  const jobId = newId('rcj');
  await lockSensor(input.sensor_id, jobId, nowMs);
  const at = new Date(nowMs).toISOString();
  const job: RecomputeJobRecord = {
    job_id: jobId,
    sensor_id: input.sensor_id,
    start: input.start,
    end: input.end,
    status: 'queued',
    weeks_done: 0,
    weeks_total: weeksIn(input.start * 1000, input.end * 1000 + 999),
    recomputed: 0,
    flagged: 0,
    error: null,
    requested_by: caller.userName,
    created_at: at,
    updated_at: at,
    finished_at: null,
    run_id: null,
  };
  if (!(await createRecomputeJob(job))) throw new Error(`recompute job id ${jobId} already taken`);
  try {
    await dispatchRecompute(jobId);
  } catch (err) {
    // The worker never got it: end the job and free the sensor, then answer the error.
    await finishRecomputeJob(jobId, null, {
      status: 'failed',
      error: 'The recompute could not be started. Try again.',
      updated_at: at,
      finished_at: at,
    });
    await releaseSensorRecomputeLock(input.sensor_id, jobId);
    throw err;
  }
  return recomputeJobView(job, nowMs);
}

export async function recomputeJobStatus(jobId: string, nowMs = Date.now()): Promise<RecomputeJob> {
  // An id the server never makes names no job either.
  const job = recomputeJobIdSchema.safeParse(jobId).success ? await getRecomputeJob(jobId) : undefined;
  if (!job) throw new NotFoundError(refusal('refusals.recomputeJobNotFound'));
  return recomputeJobView(job, nowMs);
}
