/**
 * Recompute jobs and the one-job-per-sensor lock, in the app table:
 *   PK RECOMPUTE_JOB#<jobId>   SK JOB       the job (status, progress, counts, the run holding it)
 *   PK RECOMPUTE#<sensorId>    SK RUNNING   { sensor_id, job_id }: the sensor's unfinished job
 * Every change of a job after its start is conditional on the run that claimed it (`run_id`), so
 * a second delivery of the same job, or a run that lost its claim, changes nothing.
 */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { RecomputeJobStatus } from '@shared/calibration/recompute-job';
import { appTableName } from '../../platform/env';
import { documentClient } from '../../platform/aws/clients';
import { deleteItemIf, getItem, putItem } from '../../platform/aws/items';
import { APP_TABLE_TTL_ATTRIBUTE } from '../../platform/aws/table-schema';

export interface RecomputeJobRecord {
  job_id: string;
  sensor_id: string;
  /** The period asked for, epoch seconds. */
  start: number;
  end: number;
  status: RecomputeJobStatus;
  weeks_done: number;
  weeks_total: number;
  recomputed: number;
  flagged: number;
  error: string | null;
  requested_by: string;
  created_at: string;
  /** The last change (start, claim, each week, the end): a running job's heartbeat. */
  updated_at: string;
  finished_at: string | null;
  /** The run that claimed the job; only it may record progress or finish it. */
  run_id: string | null;
}

/** Jobs are kept 90 days for their status page, then DynamoDB's TTL removes them. */
const JOB_KEEP_SECONDS = 90 * 86_400;
/** A lock outlives any run (Lambda stops at 15 minutes); the TTL only tidies locks of crashed runs. */
const LOCK_KEEP_SECONDS = 86_400;

const jobKey = (jobId: string) => ({ PK: `RECOMPUTE_JOB#${jobId}`, SK: 'JOB' });
const lockKey = (sensorId: string) => ({ PK: `RECOMPUTE#${sensorId}`, SK: 'RUNNING' });
const epochSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

export async function getRecomputeJob(jobId: string): Promise<RecomputeJobRecord | undefined> {
  const { PK, SK } = jobKey(jobId);
  const item = await getItem<RecomputeJobRecord & { [APP_TABLE_TTL_ATTRIBUTE]?: number }>(PK, SK);
  if (!item) return undefined;
  const { [APP_TABLE_TTL_ATTRIBUTE]: _ttl, ...job } = item;
  return job;
}

/** Write a new job; false when the id is taken. */
export const createRecomputeJob = (job: RecomputeJobRecord): Promise<boolean> =>
  putItem(
    { ...jobKey(job.job_id), ...job, [APP_TABLE_TTL_ATTRIBUTE]: epochSeconds(job.created_at) + JOB_KEEP_SECONDS },
    { onlyIfNew: true },
  );

export const getSensorRecomputeLock = (sensorId: string) =>
  getItem<{ sensor_id: string; job_id: string }>(lockKey(sensorId).PK, lockKey(sensorId).SK);

/**
 * Take the sensor's lock for a job: only when no job holds it, or when it still names `replacing`
 * (a finished or stalled job the caller has looked at). False when another start got there first.
 */
export async function lockSensorForRecompute(
  sensorId: string,
  jobId: string,
  now: string,
  replacing?: string,
): Promise<boolean> {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: appTableName(),
        Item: {
          ...lockKey(sensorId),
          sensor_id: sensorId,
          job_id: jobId,
          [APP_TABLE_TTL_ATTRIBUTE]: epochSeconds(now) + LOCK_KEEP_SECONDS,
        },
        ConditionExpression:
          replacing === undefined ? 'attribute_not_exists(PK)' : 'attribute_not_exists(PK) OR job_id = :old',
        ...(replacing === undefined ? {} : { ExpressionAttributeValues: { ':old': replacing } }),
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

/** Free the sensor's lock if this job still holds it (idempotent). */
export const releaseSensorRecomputeLock = (sensorId: string, jobId: string): Promise<boolean> =>
  deleteItemIf(lockKey(sensorId).PK, lockKey(sensorId).SK, { job_id: jobId });

const CONDITION_NAMES = { '#status': 'status', '#run': 'run_id', '#updated': 'updated_at' };

/** A conditional SET on the job; false when the condition does not hold (or the job is gone). */
async function updateJob(
  jobId: string,
  changes: Partial<RecomputeJobRecord>,
  condition: string,
  values: Record<string, unknown>,
): Promise<boolean> {
  const entries = Object.entries(changes);
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: appTableName(),
        Key: jobKey(jobId),
        UpdateExpression: `SET ${entries.map((_, i) => `#a${i} = :v${i}`).join(', ')}`,
        ConditionExpression: `attribute_exists(PK) AND (${condition})`,
        // DynamoDB refuses a name the expressions do not use: only the condition's own.
        ExpressionAttributeNames: {
          ...Object.fromEntries(entries.map(([k], i) => [`#a${i}`, k])),
          ...Object.fromEntries(Object.entries(CONDITION_NAMES).filter(([n]) => condition.includes(n))),
        },
        ExpressionAttributeValues: { ...Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])), ...values },
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

/**
 * Claim a job for a run: a queued job, or a running one whose last heartbeat is older than
 * `staleBefore` (its run crashed or timed out). False when another live run holds it or it ended.
 */
export const claimRecomputeJob = (jobId: string, runId: string, now: string, staleBefore: string): Promise<boolean> =>
  updateJob(
    jobId,
    { status: 'running', run_id: runId, updated_at: now },
    '#status = :queued OR (#status = :running AND #updated < :stale)',
    { ':queued': 'queued', ':running': 'running', ':stale': staleBefore },
  );

/** Record a finished week (counts so far); false when the run no longer holds the job. */
export const recordRecomputeProgress = (
  jobId: string,
  runId: string,
  progress: Pick<RecomputeJobRecord, 'weeks_done' | 'recomputed' | 'flagged' | 'updated_at'>,
): Promise<boolean> =>
  updateJob(jobId, progress, '#status = :running AND #run = :run', { ':running': 'running', ':run': runId });

/**
 * End a job (done or failed). With a run id only that run may end it; without one (a job that
 * never started: its hand-over to the worker failed) only while it is still queued.
 */
export const finishRecomputeJob = (
  jobId: string,
  runId: string | null,
  end: Pick<RecomputeJobRecord, 'status' | 'error' | 'updated_at' | 'finished_at'> &
    Partial<Pick<RecomputeJobRecord, 'weeks_done' | 'recomputed' | 'flagged'>>,
): Promise<boolean> =>
  runId === null
    ? updateJob(jobId, end, '#status = :queued', { ':queued': 'queued' })
    : updateJob(jobId, end, '#status = :running AND #run = :run', { ':running': 'running', ':run': runId });
