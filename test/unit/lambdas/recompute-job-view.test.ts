/** What the recompute job routes answer, and when an unfinished job counts as stopped. */
import { describe, expect, it } from 'vitest';
import {
  isStalled,
  recomputeJobView,
  RECOMPUTE_STALLED_MS,
  STALLED_MESSAGE,
} from '../../../lambdas/readings/services/recompute-job-view';
import type { RecomputeJobRecord } from '../../../lambdas/readings/adapters/recompute-jobs';

const NOW = Date.UTC(2026, 10, 25, 3);
const at = (msAgo: number) => new Date(NOW - msAgo).toISOString();
const job = (over: Partial<RecomputeJobRecord> = {}): RecomputeJobRecord => ({
  job_id: 'rcj_XHv-KsjrSWw2',
  sensor_id: 'ABC123456789',
  start: 1_700_000_000,
  end: 1_700_600_000,
  status: 'running',
  weeks_done: 20,
  weeks_total: 53,
  recomputed: 1_920,
  flagged: 4,
  error: null,
  requested_by: 'admin',
  created_at: at(60_000),
  updated_at: at(1_000),
  finished_at: null,
  run_id: 'run-1',
  ...over,
});

describe('recomputeJobView', () => {
  it('answers a running job with its progress and the counts so far, never the run id', () => {
    const view = recomputeJobView(job(), NOW);
    expect(view).toEqual({
      job_id: 'rcj_XHv-KsjrSWw2',
      sensor_id: 'ABC123456789',
      start: 1_700_000_000,
      end: 1_700_600_000,
      status: 'running',
      progress: { done: 20, total: 53, percent: 37 },
      result: { sensor_id: 'ABC123456789', recomputed: 1_920, flagged: 4 },
      error: null,
      requested_by: 'admin',
      created_at: at(60_000),
      updated_at: at(1_000),
      finished_at: null,
    });
    expect(view).not.toHaveProperty('run_id');
  });

  it('answers a done job at 100 % and a failed one with its reason', () => {
    expect(recomputeJobView(job({ status: 'done', weeks_done: 53, finished_at: at(0) }), NOW).progress.percent).toBe(
      100,
    );
    const failed = recomputeJobView(job({ status: 'failed', error: 'Sensor not found.' }), NOW);
    expect([failed.status, failed.error, failed.progress.percent]).toEqual(['failed', 'Sensor not found.', 37]);
  });

  it('answers an unfinished job with no heartbeat for longer than any run as failed, and only such a job', () => {
    for (const status of ['queued', 'running'] as const) {
      expect(recomputeJobView(job({ status, updated_at: at(RECOMPUTE_STALLED_MS - 1) }), NOW).status).toBe(status);
      const stalled = recomputeJobView(job({ status, updated_at: at(RECOMPUTE_STALLED_MS + 1) }), NOW);
      expect([stalled.status, stalled.error]).toEqual(['failed', STALLED_MESSAGE]);
    }
    // A finished job is never "stalled", however old.
    expect(recomputeJobView(job({ status: 'done', updated_at: at(90 * 86_400_000) }), NOW)).toMatchObject({
      status: 'done',
      error: null,
    });
    expect(isStalled({ status: 'failed', updated_at: at(RECOMPUTE_STALLED_MS * 10) }, NOW)).toBe(false);
  });

  it("is longer than Lambda's 15-minute limit, so a stalled job has no run left", () => {
    expect(RECOMPUTE_STALLED_MS).toBeGreaterThan(15 * 60_000);
  });
});
