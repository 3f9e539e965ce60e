/**
 * A recompute is a job: start it, then poll its status until it ends. Tests that only need the
 * outcome use `recomputeAndWait`.
 */
import type { RecomputeJob } from '@shared/calibration/recompute-job';
import type { LocalStack } from '../../infra/local/stack';
import { api } from './local-stack';

export const RECOMPUTE_PATH = '/api/v2/sensorformula/recompute';

/** Poll a job until it is done or failed (or the time runs out, which throws). */
export async function waitForRecompute(
  stack: LocalStack,
  token: string,
  jobId: string,
  timeoutMs = 120_000,
  pollMs = 50,
): Promise<RecomputeJob> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await api(stack, 'GET', `${RECOMPUTE_PATH}/${jobId}`, { token });
    if (res.status !== 200) throw new Error(`recompute job ${jobId}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
    const job = res.body.data as RecomputeJob;
    if (job.status === 'done' || job.status === 'failed') return job;
    if (Date.now() > until) throw new Error(`recompute job ${jobId} still ${job.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/**
 * Start a recompute and wait for its job: the start's answer, and the ended job when the start
 * was accepted (202).
 */
export async function recomputeAndWait(
  stack: LocalStack,
  token: string,
  input: { sensor_id: string; start: number; end: number },
) {
  const start = await api(stack, 'POST', RECOMPUTE_PATH, { token, json: input });
  if (start.status !== 202) return { start, job: undefined };
  const job = await waitForRecompute(stack, token, (start.body.data as RecomputeJob).job_id);
  return { start, job };
}
