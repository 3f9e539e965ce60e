/**
 * What every source of readings does once its readings are checked and calibrated (a gateway's
 * batch, a LoRaWAN uplink): one idempotent write, the hourly and daily aggregates of the hours
 * they fall in, the series told to the caller (forecasts follow after the answer), the gateway's
 * last-seen time with the newest reading of each sensor it carried, and the alerts.
 *
 * A reading the store could not write (or whose aggregates it could not bring up to date) before
 * the deadline is answered unwritten or late, for the sender to send again: the write is
 * idempotent on (series, time), so the retry heals it.
 */
import type { NewestReading, SensorItem } from '../../sensors';
import { recordContact } from '../../sensors';
import { UnwrittenReadingsError, type Reading, type ReadingsStore, type SeriesKey } from '../../readings';
import { alertsOnIngest } from '../../alerts';

export interface StoreOptions {
  now?: number;
  /** Epoch ms by which the readings must be written (the caller keeps its own margin after it). */
  deadline?: number;
  /** Told the series that got readings (forecasts are made from them after the answer). */
  onStored?: (series: SeriesKey[]) => void;
}

export interface StoreOutcome {
  /** What was written (aggregates included unless its series is in `late`). */
  written: Reading[];
  /** `<sensor id>@<time>` of the readings the store could not write in time. */
  unwritten: Set<string>;
  /** Series whose aggregates could not be brought up to date in time. */
  late: Set<SeriesKey>;
}

export async function storeReadings(
  gateway: { gatewayId: string; owner: string },
  accepted: readonly Reading[],
  sensors: ReadonlyMap<string, SensorItem>,
  store: ReadingsStore,
  opts: StoreOptions = {},
): Promise<StoreOutcome> {
  const now = opts.now ?? Date.now();
  // Last write wins within a batch too: one reading per (sensor, time).
  const unique = [...new Map(accepted.map((r) => [`${r.sensorId}@${r.time}`, r])).values()];
  let written = unique;
  let unwritten = new Set<string>();
  if (unique.length) {
    try {
      await store.put(unique, { deadline: opts.deadline });
    } catch (err) {
      if (!(err instanceof UnwrittenReadingsError)) throw err;
      unwritten = new Set(err.unwritten.map((u) => `${u.sensorId}@${u.time}`));
      written = unique.filter((r) => !unwritten.has(`${r.sensorId}@${r.time}`));
    }
  }
  // Then the hourly and daily aggregates of what was written, each recomputed from the stored
  // readings (aggregate-refresh.ts). A series whose aggregates could not be written in time has
  // its readings answered 'failed': the sender sends them again, and that write heals them. A
  // crash here is healed the same way (the sender retries).
  let late = new Set<SeriesKey>();
  const aggregates = store.aggregates;
  if (aggregates && written.length) {
    const bySeries = new Map<SeriesKey, number[]>();
    for (const r of written) {
      const times = bySeries.get(r.series);
      if (times) times.push(r.time);
      else bySeries.set(r.series, [r.time]);
    }
    // All series at once: their stored days are read in one batched call, not two a series.
    late = await aggregates.refreshAll(bySeries, { deadline: opts.deadline });
  }
  opts.onStored?.([...new Set(unique.map((r) => r.series))]);
  // Alerts look at what was stored beside the last-seen write; they never fail the ingest.
  await Promise.all([
    recordContact(gateway.owner, gateway.gatewayId, new Date(now).toISOString(), newestOfEach(written)),
    alertsOnIngest(gateway, written, sensors, store, now),
  ]);
  return { written, unwritten, late };
}

/** The newest of each series' readings. */
export function newestOfEach(readings: readonly Reading[]): Map<SeriesKey, NewestReading> {
  const newest = new Map<SeriesKey, NewestReading>();
  for (const r of readings) {
    const known = newest.get(r.series);
    if (!known || r.time > known.time) newest.set(r.series, r);
  }
  return newest;
}
