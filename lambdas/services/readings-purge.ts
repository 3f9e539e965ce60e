/**
 * The purge job: deletes the readings (with their hourly and daily aggregates, stored forecasts and wetting events) of deleted sensor registrations (the series marked by
 * releaseRegistration, and those of Recently deleted once their 30 days are over), in bounded steps. Idempotent and resumable: each run deletes what is
 * still there, so a run stopped half way (a crash, the time limit) is finished by the next one.
 */
import { purgeEvents } from '../store/events';
import { purgeForecasts } from '../store/forecasts';
import { dropPurgeMarker, isHeld, listPurgeMarkers } from '../store/purges';
import type { ReadingsStore } from '../store/readings/port';
import { getSensor, seriesOf } from '../store/sensors';

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

export async function purgeFreedReadings(store: ReadingsStore, opts: { now?: number; maxItems?: number; deadline?: number } = {}): Promise<PurgeRunResult> {
  const now = opts.now ?? Date.now();
  let budget = opts.maxItems ?? Number.MAX_SAFE_INTEGER;
  const out: PurgeRunResult = { finished: 0, pending: 0, deleted: 0 };
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
    let done = false;
    while (!done && budget > 0 && !(opts.deadline !== undefined && Date.now() >= opts.deadline)) {
      const r = await store.purge(marker.series, Math.min(STEP, budget));
      out.deleted += r.deleted;
      budget -= r.deleted;
      done = r.done;
    }
    // Then its aggregates (same budget, same resumability): a late write into the series wrote
    // some, and the next run, which finds its readings, finds those too.
    const aggregates = store.aggregates;
    let aggregatesDone = !aggregates;
    while (aggregates && done && !aggregatesDone && budget > 0 && !(opts.deadline !== undefined && Date.now() >= opts.deadline)) {
      const r = await aggregates.purge(marker.series, Math.min(STEP, budget));
      out.deleted += r.deleted;
      budget -= r.deleted;
      aggregatesDone = r.done;
    }
    done &&= aggregatesDone;
    // Then the series' stored forecasts and skill counters (same budget, same resumability).
    let forecastsDone = false;
    while (done && !forecastsDone && budget > 0 && !(opts.deadline !== undefined && Date.now() >= opts.deadline)) {
      const r = await purgeForecasts(marker.series, Math.min(STEP, budget));
      out.deleted += r.deleted;
      budget -= r.deleted;
      forecastsDone = r.done;
    }
    done &&= forecastsDone;
    // Then its wetting events (same budget, same resumability).
    let eventsDone = false;
    while (done && !eventsDone && budget > 0 && !(opts.deadline !== undefined && Date.now() >= opts.deadline)) {
      const r = await purgeEvents(marker.series, Math.min(STEP, budget));
      out.deleted += r.deleted;
      budget -= r.deleted;
      eventsDone = r.done;
    }
    done &&= eventsDone;
    if (done && now - Date.parse(marker.freed_at) >= PURGE_GRACE_MS) {
      await dropPurgeMarker(marker.series);
      out.finished++;
    } else out.pending++;
  }
  return out;
}
