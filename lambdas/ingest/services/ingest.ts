/**
 * Gateway ingest: each reading is checked on its own (shape, sensor registered to the gateway's
 * owner), calibrated with its sensor's formula and flagged when implausible; all accepted ones
 * are written in one idempotent batch, then the hourly and daily aggregates of the hours they fall
 * in are recomputed; the gateway's last-seen time is updated, with the newest reading of each
 * sensor it carried (what the scheduled alerts read); unregistered
 * sensors heard while the gateway is pairing are noted for the sensor wizard.
 *
 * A formula never costs a reading: one that fails keeps the raw values with 'formula-error'. A
 * reading the store could not write (or whose aggregates it could not bring up to date) before
 * the function's deadline is answered 'failed', for the gateway to send again (ingest is
 * idempotent), instead of the whole request timing out.
 */
import { forEachLimit } from '@shared/concurrency';
import { ingestReadingSchema, RETRY_MESSAGE, type IngestResult } from '@shared/ingest/schemas';
import { fromWireRaw } from '@shared/readings/depths';
import { noteHeardSensors, getSensors, seriesOf, calibrator, type Calibrator, formulaOfSensor } from '../../sensors';
import type { Reading, ReadingsStore, SeriesKey } from '../../readings';
import { recordIngest } from '../../platform/telemetry/metrics';
import { storeReadings } from './store-readings';
import type { RejectionReason } from '../../platform/telemetry/metric-names';

/** Formula lookups in flight at once (one index query per sensor: an index cannot be batch-read). */
const PARALLEL_LOOKUPS = 8;

export interface IngestOptions {
  now?: number;
  /** Epoch ms by which the readings must be written (the caller keeps its own margin after it). */
  deadline?: number;
  /** Told the series that got readings (forecasts are made from them after the answer). */
  onStored?: (series: SeriesKey[]) => void;
}

export async function ingest(
  gateway: { gatewayId: string; owner: string },
  items: unknown[],
  store: ReadingsStore,
  opts: IngestOptions = {},
) {
  const now = opts.now ?? Date.now();
  const results: IngestResult[] = [];
  const accepted: Reading[] = [];
  const calibrators = new Map<string, Calibrator>();
  /** The series of each sensor's current registration: the only place its readings go. */
  const seriesBySensor = new Map<string, SeriesKey>();
  /** Sensors registered to nobody: candidates for pairing. */
  const unregistered = new Set<string>();
  const rejected: Record<RejectionReason, number> = { invalid: 0, 'unknown-sensor': 0 };

  // The batch's sensors in BatchGetItem calls, then each of the owner's sensors' formula, a few at once.
  const parsedItems = items.map((item) => ingestReadingSchema.safeParse(item));
  const sensorIds = [...new Set(parsedItems.flatMap((p) => (p.success ? [p.data.sensor_id] : [])))];
  const registered = await getSensors(sensorIds);
  for (const id of sensorIds) if (!registered.has(id)) unregistered.add(id);
  const owned = sensorIds.filter((id) => registered.get(id)?.owner === gateway.owner);
  for (const id of owned) seriesBySensor.set(id, seriesOf(registered.get(id)!));
  await forEachLimit(owned, PARALLEL_LOOKUPS, async (sensorId) => {
    calibrators.set(sensorId, calibrator(await formulaOfSensor(sensorId), registered.get(sensorId)!.depths));
  });

  for (const [index, item] of items.entries()) {
    const parsed = parsedItems[index]!;
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const id =
        typeof (item as { sensor_id?: unknown })?.sensor_id === 'string'
          ? (item as { sensor_id: string }).sensor_id
          : null;
      results.push({
        index,
        sensor_id: id,
        time: null,
        status: 'rejected',
        error: `${issue?.path.join('.') || 'reading'}: ${issue?.message}`,
      });
      rejected.invalid++;
      continue;
    }
    const r = parsed.data;
    const cal = calibrators.get(r.sensor_id);
    if (!cal) {
      results.push({
        index,
        sensor_id: r.sensor_id,
        time: r.time,
        status: 'rejected',
        error: 'unknown sensor (not registered to this gateway’s owner)',
      });
      rejected['unknown-sensor']++;
      continue;
    }
    const raw = {
      ...fromWireRaw(r),
      temperature: r.temperature,
      battery_vol: r.battery_vol,
    };
    const { calibrated, temperature, battery_vol, flags } = cal.apply(raw);
    accepted.push({
      series: seriesBySensor.get(r.sensor_id)!,
      sensorId: r.sensor_id,
      time: r.time,
      raw,
      calibrated,
      temperature,
      battery_vol,
      flags,
      receivedAt: now,
    });
    results.push({ index, sensor_id: r.sensor_id, time: r.time, status: 'stored', flags });
  }

  // A gateway in pairing mode notes the unregistered sensors it hears (never another owner's).
  if (unregistered.size && (await noteHeardSensors(gateway.owner, gateway.gatewayId, [...unregistered], now))) {
    for (const r of results)
      if (r.sensor_id && unregistered.has(r.sensor_id) && r.status === 'rejected') r.heard = true;
  }

  const fail = (failed: (r: IngestResult) => boolean) => {
    for (const r of results) {
      if (r.status !== 'stored' || !failed(r)) continue;
      r.status = 'failed';
      r.error = RETRY_MESSAGE;
      delete r.flags;
    }
  };
  const { unwritten, late } = await storeReadings(gateway, accepted, registered, store, { ...opts, now });
  fail((r) => unwritten.has(`${r.sensor_id}@${r.time}`) || late.has(seriesBySensor.get(r.sensor_id!)!));
  const count = (status: IngestResult['status']) => results.filter((r) => r.status === status).length;
  const flagged = results.filter((r) => r.status === 'stored' && r.flags?.length).length;
  recordIngest({ accepted: count('stored'), flagged, failed: count('failed'), rejected });
  return { stored: count('stored'), rejected: count('rejected'), failed: count('failed'), results };
}
