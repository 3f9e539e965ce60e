/**
 * A recompute runs as a job: `POST /api/v2/sensorformula/recompute` starts it (202 and the job),
 * `GET /api/v2/sensorformula/recompute/{jobId}` answers its status, progress and result. The
 * worker walks the period a week at a time and records each week as it finishes.
 */
import * as z from 'zod';
import { recomputeResultSchema } from './schemas';

export const RECOMPUTE_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type RecomputeJobStatus = (typeof RECOMPUTE_JOB_STATUSES)[number];

/** The worker's step: one week of readings is read, recalibrated and written at a time. */
export const RECOMPUTE_WINDOW_MS = 7 * 86_400_000;

/** Job ids are made by the server (`rcj_` and 12 URL-safe characters). */
export const recomputeJobIdSchema = z.string().regex(/^rcj_[A-Za-z0-9_-]{12}$/, 'not a recompute job id');

/** What both routes answer (`data`). */
export const recomputeJobSchema = z.strictObject({
  job_id: z.string(),
  sensor_id: z.string(),
  start: z.number().describe('The period, epoch seconds, as it was asked for.'),
  end: z.number(),
  status: z.enum(RECOMPUTE_JOB_STATUSES),
  progress: z
    .strictObject({ done: z.number(), total: z.number(), percent: z.number() })
    .describe('Weeks of the period recomputed so far, of `total`.'),
  result: recomputeResultSchema.describe('Readings recomputed and flagged so far; final once the status is `done`.'),
  error: z.string().nullable().describe('Why the job failed; null otherwise.'),
  requested_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
});
export type RecomputeJob = z.infer<typeof recomputeJobSchema>;

/** Weeks in a period of epoch milliseconds (both ends included); at least one. */
export const weeksIn = (fromMs: number, toMs: number): number =>
  Math.max(1, Math.ceil((toMs - fromMs + 1) / RECOMPUTE_WINDOW_MS));

/** Whole percent done, 100 only when every week is done. */
export function percentDone(done: number, total: number): number {
  if (total <= 0 || done >= total) return 100;
  return Math.min(99, Math.floor((Math.max(0, done) / total) * 100));
}

export const isFinished = (status: RecomputeJobStatus): boolean => status === 'done' || status === 'failed';
