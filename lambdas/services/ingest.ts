/**
 * Gateway ingest: each reading is checked on its own (shape, sensor registered to the gateway's
 * owner), calibrated with its sensor's formula and flagged when implausible; all accepted ones
 * are written in one idempotent batch; the gateway's last-seen time is updated; unregistered
 * sensors heard while the gateway is pairing are noted for the sensor wizard.
 */
import { ingestReadingSchema, type IngestResult } from '../../shared/ingest/schemas';
import { formulasOfSensor } from '../store/formulas';
import { updateGateway } from '../store/gateways';
import { noteHeardSensors } from './gateways';
import type { Reading, ReadingsStore } from '../store/readings/port';
import { getSensor } from '../store/sensors';
import { calibrator, type Calibrator } from './calibration';

export async function ingest(gateway: { gatewayId: string; owner: string }, items: unknown[], store: ReadingsStore, now = Date.now()) {
  const results: IngestResult[] = [];
  const accepted: Reading[] = [];
  const sensors = new Map<string, Promise<Calibrator | undefined>>();
  /** Sensors registered to nobody: candidates for pairing. */
  const unregistered = new Set<string>();

  // One lookup per sensor in the batch: its registration (owner) and its formula.
  const calibratorFor = (sensorId: string) => {
    let p = sensors.get(sensorId);
    if (!p) {
      p = (async () => {
        const sensor = await getSensor(sensorId);
        if (!sensor) unregistered.add(sensorId);
        if (!sensor || sensor.owner !== gateway.owner) return undefined;
        const formulas = await formulasOfSensor(sensorId);
        return calibrator(formulas.find((f) => f.mode === 'specific') ?? formulas[0]);
      })();
      sensors.set(sensorId, p);
    }
    return p;
  };

  for (const [index, item] of items.entries()) {
    const parsed = ingestReadingSchema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const id = typeof (item as { sensor_id?: unknown })?.sensor_id === 'string' ? (item as { sensor_id: string }).sensor_id : null;
      results.push({ index, sensor_id: id, time: null, status: 'rejected', error: `${issue?.path.join('.') || 'reading'}: ${issue?.message}` });
      continue;
    }
    const r = parsed.data;
    let cal: Calibrator | undefined;
    try {
      cal = await calibratorFor(r.sensor_id);
    } catch (err) {
      results.push({ index, sensor_id: r.sensor_id, time: r.time, status: 'rejected', error: `the sensor's formula cannot be used: ${(err as Error).message}` });
      continue;
    }
    if (!cal) {
      results.push({ index, sensor_id: r.sensor_id, time: r.time, status: 'rejected', error: 'unknown sensor (not registered to this gateway’s owner)' });
      continue;
    }
    const raw = { cap50: r.cap50, cap100: r.cap100, cap150: r.cap150, temperature: r.temperature, battery_vol: r.battery_vol };
    const { calibrated, flags } = cal.apply(raw);
    accepted.push({ sensorId: r.sensor_id, time: r.time, raw, calibrated, temperature: r.temperature, battery_vol: r.battery_vol, flags, receivedAt: now });
    results.push({ index, sensor_id: r.sensor_id, time: r.time, status: 'stored', flags });
  }

  // A gateway in pairing mode notes the unregistered sensors it hears (never another owner's).
  if (unregistered.size && (await noteHeardSensors(gateway.owner, gateway.gatewayId, [...unregistered], now))) {
    for (const r of results) if (r.sensor_id && unregistered.has(r.sensor_id) && r.status === 'rejected') r.heard = true;
  }

  // Last write wins within a batch too: one reading per (sensor, time).
  const unique = [...new Map(accepted.map((r) => [`${r.sensorId}@${r.time}`, r])).values()];
  if (unique.length) await store.put(unique);
  await updateGateway(gateway.owner, gateway.gatewayId, { last_seen: new Date(now).toISOString() });
  return { stored: results.filter((r) => r.status === 'stored').length, rejected: results.filter((r) => r.status === 'rejected').length, results };
}
