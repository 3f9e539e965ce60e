/**
 * The purge job: deletes the readings (with their hourly and daily aggregates, stored forecasts and wetting events) of
 * deleted sensor registrations (the series marked by releaseRegistration, and those of Recently deleted once their 30
 * days are over), in bounded steps. Idempotent and resumable: each run deletes what is still there, so a run stopped
 * half way (a crash, the time limit) is finished by the next one.
 */
import { purgeEvents } from '../../irrigation';
import { purgeForecasts } from '../../forecasts';
import { dropPurgeMarker, isHeld, listPurgeMarkers, getSensor, seriesOf } from '../../sensors';
import type { ReadingsStore, SeriesKey } from '../../readings';
/**
 * A marker stays this long after its series is found empty: an ingest that resolved the series
 * just before the delete may still write into it (a Lambda runs at most 29 s behind API Gateway),
 * and the next run deletes such a late write.
 */
export const PURGE_GRACE_MS = 15 * 60_000;
/** Readings deleted per store call: a few BatchWriteItem rounds. */
const STEP = 1000;

export interface PurgeRunResult {
  /** Series emptied and unmarked. */
  finished: number;
  /** Series still marked (more to delete, inside the grace period, or still registered). */
  pending: number;
  deleted: number;
}

export async function purgeFreedReadings(
  store: ReadingsStore,
  opts: { now?: number; maxItems?: number; deadline?: number } = {},
): Promise<PurgeRunResult> {
  const now = opts.now ?? Date.now();
  let budget = opts.maxItems ?? Number.MAX_SAFE_INTEGER;
  const out: PurgeRunResult = { finished: 0, pending: 0, deleted: 0 };
  /**
   * Deletes what `purge` holds of a series in steps, within the run's budget and deadline; answers whether none is
   * left.
   */
  const purgeInSteps = async (
    series: SeriesKey,
    purge: (series: SeriesKey, limit: number) => Promise<{ deleted: number; done: boolean }>,
  ) => {
    let finished = false;
    while (!finished && budget > 0 && !(opts.deadline !== undefined && Date.now() >= opts.deadline)) {
      const r = await purge(series, Math.min(STEP, budget));
      out.deleted += r.deleted;
      budget -= r.deleted;
      finished = r.done;
    }
    return finished;
  };
  const markers = await listPurgeMarkers();
  for (const marker of markers) {
    const outOfTime = budget <= 0 || (opts.deadline !== undefined && Date.now() >= opts.deadline);
    // In someone's Recently deleted: restorable until its hold ends (services/recently-deleted.ts).
    if (isHeld(marker, now)) {
      out.pending++;
      continue;
    }
    // Still registered: its delete stopped between the marker and the registration; the retried
    // delete finishes it. Its readings are live and stay.
    const current = outOfTime ? undefined : await getSensor(marker.sensor_id);
    if (outOfTime || (current && seriesOf(current) === marker.series)) {
      out.pending++;
      continue;
    }
    // Its readings first; once they are gone, its aggregates (a late write into the series wrote
    // some, and the next run, which finds its readings, finds those too), its stored forecasts and
    // skill counters, then its wetting events: one budget, each resumable.
    let done = await purgeInSteps(marker.series, (series, limit) => store.purge(series, limit));
    const aggregates = store.aggregates;
    if (done && aggregates)
      done = await purgeInSteps(marker.series, (series, limit) => aggregates.purge(series, limit));
    if (done) done = await purgeInSteps(marker.series, purgeForecasts);
    if (done) done = await purgeInSteps(marker.series, purgeEvents);
    if (done && now - Date.parse(marker.freed_at) >= PURGE_GRACE_MS) {
      await dropPurgeMarker(marker.series);
      out.finished++;
    } else out.pending++;
  }
  return out;
}
