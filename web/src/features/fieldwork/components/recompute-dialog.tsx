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
import { useT } from '../../../lib/i18n/use-t';

const DAY_MS = 86_400_000;
const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** Local midnight of a yyyy-MM-dd day, in epoch seconds. */
const dayStart = (day: string) => Math.floor(new Date(`${day}T00:00:00`).getTime() / 1000);

export function RecomputeDialog({ sensorId, onClose }: { sensorId: string; onClose: () => void }) {
  const client = useQueryClient();
  const t = useT();
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
  // The schema's own message when the period is refused: the server would say the same.
  const problem =
    !from || !to ? t('fieldwork.recomputeBothDates') : parsed.success ? undefined : parsed.error.issues[0]?.message;

  return (
    <Modal
      open
      title={t('fieldwork.recomputeTitle', { sensor: sensorId })}
      onClose={onClose}
      closeOnBackdrop={!showForm}
      size="sm"
      footer={
        showForm ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('fieldwork.recomputeCancel')}
            </Button>
            <Button
              onClick={() => parsed.success && start.mutate(parsed.data)}
              disabled={Boolean(problem)}
              loading={start.isPending}
            >
              {t('fieldwork.recompute')}
            </Button>
          </>
        ) : (
          <Button variant={active ? 'secondary' : 'primary'} onClick={onClose}>
            {t('fieldwork.recomputeClose')}
          </Button>
        )
      }
    >
      {showForm ? (
        <>
          <p>{t('fieldwork.recomputeIntro', { sensor: sensorId })}</p>
          <div className="recompute-dates">
            <TextField
              label={t('fieldwork.recomputeFrom')}
              type="date"
              value={from}
              max={to || today}
              onChange={(e) => (setFrom(e.target.value), start.reset())}
              disabled={start.isPending}
            />
            <TextField
              label={t('fieldwork.recomputeTo')}
              type="date"
              value={to}
              min={from}
              max={today}
              onChange={(e) => (setTo(e.target.value), start.reset())}
              disabled={start.isPending}
            />
          </div>
          {problem ? <Banner tone="warning">{problem}</Banner> : null}
          {start.isError ? (
            <Banner tone="error">{t('fieldwork.recomputeError', { message: start.error.message })}</Banner>
          ) : null}
          {job ? <LastJob job={job} /> : null}
        </>
      ) : job ? (
        <JobProgress job={job} />
      ) : null}
      {jobId && jobQuery.isPending ? <p role="status">{t('fieldwork.recomputeStatusLoading')}</p> : null}
      {jobQuery.isError ? (
        <Banner tone="error">{t('fieldwork.recomputeStatusFailed', { message: jobQuery.error.message })}</Banner>
      ) : null}
    </Modal>
  );
}

/** A job's progress (weeks done of the period's weeks, and the percentage), then its outcome. */
function JobProgress({ job }: { job: RecomputeJob }) {
  const t = useT();
  const { done, total, percent } = job.progress;
  const readings = job.result.recomputed;
  return (
    <>
      <div className="recompute-progress">
        <progress
          max={100}
          value={percent}
          aria-label={t('fieldwork.recomputeProgressOf', { sensor: job.sensor_id })}
          aria-valuetext={t('fieldwork.recomputeProgressValue', { percent, done, total })}
        />
        <span className="recompute-progress__value">{t('fieldwork.recomputePercent', { percent })}</span>
      </div>
      <p role="status" aria-live="polite">
        {job.status === 'queued'
          ? `${t('fieldwork.recomputeWaiting')} `
          : job.status === 'running'
            ? `${t('fieldwork.recomputeRunning')} `
            : ''}
        {isFinished(job.status)
          ? t('fieldwork.recomputeWeeksDone', { done, total })
          : t('fieldwork.recomputeWeeksSoFar', { done, total, readings })}
      </p>
      {job.status === 'done' ? (
        <Banner tone="success">
          {job.result.flagged
            ? t('fieldwork.recomputeDoneFlagged', { readings, sensor: job.sensor_id, flagged: job.result.flagged })
            : t('fieldwork.recomputeDone', { readings, sensor: job.sensor_id })}
        </Banner>
      ) : job.status === 'failed' ? (
        <Banner tone="error">{t('fieldwork.recomputeError', { message: job.error ?? '' })}</Banner>
      ) : (
        <p className="recompute-progress__hint">{t('fieldwork.recomputeHint')}</p>
      )}
    </>
  );
}

/** The sensor's last job of this session, when it has ended: said under the form started anew. */
function LastJob({ job }: { job: RecomputeJob }) {
  const t = useT();
  return (
    <p className="recompute-progress__hint">
      {job.status === 'done'
        ? t('fieldwork.recomputeLastDone', { readings: job.result.recomputed })
        : t('fieldwork.recomputeLastFailed', { error: job.error ?? '' })}
    </p>
  );
}
