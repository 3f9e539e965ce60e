/**
 * Recompute a sensor's calibrated values over a period after its formula changed: the stored raw
 * values go through the current formula again (flags too). Dates are local days; the period is
 * sent as epoch seconds from the start of the first day to the end of the last. The recompute is
 * a job on the server: the dialog starts it, then shows its progress week by week until it ends.
 * It may be closed while the job runs (the job goes on; reopened, the dialog follows it again).
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isFinished, type RecomputeJob } from '@shared/calibration/recompute-job';
import { recomputeSchema } from '@shared/calibration/schemas';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { lastRecomputeJob, useRecomputeJob, useStartRecompute } from '../../../api/formulas';

const DAY_MS = 86_400_000;
const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** Local midnight of a yyyy-MM-dd day, in epoch seconds. */
const dayStart = (day: string) => Math.floor(new Date(`${day}T00:00:00`).getTime() / 1000);
const plural = (n: number, one: string) => `${n.toLocaleString()} ${one}${n === 1 ? '' : 's'}`;

export function RecomputeDialog({ sensorId, onClose }: { sensorId: string; onClose: () => void }) {
  const client = useQueryClient();
  const today = isoDay(new Date());
  const [from, setFrom] = useState(isoDay(new Date(Date.now() - 365 * DAY_MS)));
  const [to, setTo] = useState(today);
  const start = useStartRecompute();
  // A job started for this sensor earlier in the session (it may still be running).
  const [remembered] = useState(() => lastRecomputeJob(client, sensorId));
  const jobId = start.data?.job_id ?? remembered;
  const jobQuery = useRecomputeJob(jobId);
  const job = jobQuery.data;
  const active = Boolean(job && !isFinished(job.status)) || start.isPending;
  // A job seen running here is followed to its end; one already ended when the dialog opened is
  // only mentioned under the form.
  const [followed, setFollowed] = useState(false);
  if (job && !isFinished(job.status) && !followed) setFollowed(true);
  const showForm = !job || (!start.data && !followed && isFinished(job.status));

  const input = { sensor_id: sensorId, start: from ? dayStart(from) : NaN, end: to ? dayStart(to) + 86_399 : NaN };
  const parsed = recomputeSchema.safeParse(input);
  const problem = !from || !to ? 'Choose both dates.' : parsed.success ? undefined : parsed.error.issues[0]?.message;

  return (
    <Modal
      open
      title={`Recompute ${sensorId}`}
      onClose={onClose}
      closeOnBackdrop={!showForm}
      size="sm"
      footer={
        showForm ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button
              onClick={() => parsed.success && start.mutate(parsed.data)}
              disabled={Boolean(problem)}
              loading={start.isPending}
            >
              Recompute
            </Button>
          </>
        ) : (
          <Button variant={active ? 'secondary' : 'primary'} onClick={onClose}>
            Close
          </Button>
        )
      }
    >
      {showForm ? (
        <>
          <p>
            The stored raw readings of {sensorId} in this period go through its current formula again; calibrated values
            and flags are replaced.
          </p>
          <div className="recompute-dates">
            <TextField
              label="From"
              type="date"
              value={from}
              max={to || today}
              onChange={(e) => (setFrom(e.target.value), start.reset())}
              disabled={start.isPending}
            />
            <TextField
              label="To"
              type="date"
              value={to}
              min={from}
              max={today}
              onChange={(e) => (setTo(e.target.value), start.reset())}
              disabled={start.isPending}
            />
          </div>
          {problem ? <Banner tone="warning">{problem}</Banner> : null}
          {start.isError ? <Banner tone="error">ERROR: {start.error.message}</Banner> : null}
          {job ? <LastJob job={job} /> : null}
        </>
      ) : job ? (
        <JobProgress job={job} />
      ) : null}
      {jobId && jobQuery.isPending ? <p role="status">Loading the recompute’s status…</p> : null}
      {jobQuery.isError ? (
        <Banner tone="error">
          Could not read the recompute’s status: {jobQuery.error.message}. It is asked again every second.
        </Banner>
      ) : null}
    </Modal>
  );
}

/** A job's progress (weeks done of the period's weeks, and the percentage), then its outcome. */
function JobProgress({ job }: { job: RecomputeJob }) {
  const { done, total, percent } = job.progress;
  return (
    <>
      <div className="recompute-progress">
        <progress
          max={100}
          value={percent}
          aria-label={`Recompute progress of ${job.sensor_id}`}
          aria-valuetext={`${percent} %, week ${done} of ${total}`}
        />
        <span className="recompute-progress__value">{percent} %</span>
      </div>
      <p role="status" aria-live="polite">
        {job.status === 'queued' ? 'Waiting to start… ' : job.status === 'running' ? 'Recomputing… ' : ''}
        {plural(done, 'week')} of {total} done
        {isFinished(job.status) ? '.' : `, ${plural(job.result.recomputed, 'reading')} so far.`}
      </p>
      {job.status === 'done' ? (
        <Banner tone="success">
          Recomputed {plural(job.result.recomputed, 'reading')} of {job.sensor_id}
          {job.result.flagged ? ` (${job.result.flagged.toLocaleString()} flagged as implausible)` : ''}.
        </Banner>
      ) : job.status === 'failed' ? (
        <Banner tone="error">ERROR: {job.error}</Banner>
      ) : (
        <p className="recompute-progress__hint">
          You can close this window: the recompute goes on, and reopening it here shows its progress.
        </p>
      )}
    </>
  );
}

/** The sensor's last job of this session, when it has ended: said under the form started anew. */
function LastJob({ job }: { job: RecomputeJob }) {
  return (
    <p className="recompute-progress__hint">
      Last recompute here:{' '}
      {job.status === 'done' ? `done, ${plural(job.result.recomputed, 'reading')} recomputed.` : `failed: ${job.error}`}
    </p>
  );
}
