/**
 * Recompute a sensor's calibrated values over a period after its formula changed: the stored raw
 * values go through the current formula again (flags too). Dates are local days; the period is
 * sent as epoch seconds from the start of the first day to the end of the last.
 */
import { useState } from 'react';
import { recomputeSchema } from '@shared/calibration/schemas';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { useRecompute } from '../api/formulas';

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** Local midnight of a yyyy-MM-dd day, in epoch seconds. */
const dayStart = (day: string) => Math.floor(new Date(`${day}T00:00:00`).getTime() / 1000);

export function RecomputeDialog({ sensorId, onClose }: { sensorId: string; onClose: () => void }) {
  const today = isoDay(new Date());
  const [from, setFrom] = useState(isoDay(new Date(Date.now() - 365 * DAY_MS)));
  const [to, setTo] = useState(today);
  const recompute = useRecompute();
  const input = { sensor_id: sensorId, start: from ? dayStart(from) : NaN, end: to ? dayStart(to) + 86_399 : NaN };
  const parsed = recomputeSchema.safeParse(input);
  const problem = !from || !to ? 'Choose both dates.' : parsed.success ? undefined : parsed.error.issues[0]?.message;
  const done = recompute.isSuccess ? recompute.data : undefined;

  return (
    <Modal
      open
      title={`Recompute ${sensorId}`}
      onClose={onClose}
      closeOnBackdrop={!recompute.isPending}
      size="sm"
      footer={
        done ? (
          <Button onClick={onClose}>Close</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={recompute.isPending}>
              Cancel
            </Button>
            <Button onClick={() => parsed.success && recompute.mutate(parsed.data)} disabled={Boolean(problem)} loading={recompute.isPending}>
              Recompute
            </Button>
          </>
        )
      }
    >
      <p>The stored raw readings of {sensorId} in this period go through its current formula again; calibrated values and flags are replaced.</p>
      <div className="recompute-dates">
        <TextField label="From" type="date" value={from} max={to || today} onChange={(e) => (setFrom(e.target.value), recompute.reset())} disabled={recompute.isPending} />
        <TextField label="To" type="date" value={to} min={from} max={today} onChange={(e) => (setTo(e.target.value), recompute.reset())} disabled={recompute.isPending} />
      </div>
      {recompute.isPending ? (
        <p role="status">
          Recomputing… a long period of a sensor that reports often takes up to half a minute.
        </p>
      ) : null}
      {problem ? <Banner tone="warning">{problem}</Banner> : null}
      {recompute.isError ? <Banner tone="error">ERROR: {recompute.error.message}</Banner> : null}
      {done ? (
        <Banner tone="success">
          Recomputed {done.recomputed.toLocaleString()} reading{done.recomputed === 1 ? '' : 's'} of {done.sensor_id}
          {done.flagged ? ` (${done.flagged.toLocaleString()} flagged as implausible)` : ''}.
        </Banner>
      ) : null}
    </Modal>
  );
}
