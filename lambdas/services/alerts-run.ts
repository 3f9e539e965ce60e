/**
 * Where the alerts run.
 * - On ingest, after the readings are stored: the readings-driven conditions (moisture, the
 *   forecast warning, battery, data quality) of the sensors the batch touched, and the clearing
 *   of silence and of the gateway's offline alert. Its reads go out at once, beside the gateway's
 *   last-seen write, so the ingest waits about one more round trip; it never throws (a failure is
 *   logged, and the scheduled run looks again within 15 minutes).
 * - On a schedule (every 15 min): every sensor of every grower whose plan is current, from its
 *   newest reading (moisture, battery, silence), and every gateway (offline); then it finishes
 *   transitions a crash left half-done and retries pending sends.
 */
import { forEachLimit } from '@shared/concurrency';
import type { AlertKind } from '@shared/alerts/kinds';
import { SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { isSubscriptionValid } from '@shared/subscription';
import { DATA_QUALITY_WINDOW_MS } from '../agronomy/alert-conditions';
import { env } from '../env';
import { listAlertStates, type AlertState } from '../store/alerts';
import { listFields, type FieldItem } from '../store/fields';
import { newestForecast } from '../store/forecasts';
import { getGateway, listGateways } from '../store/gateways';
import type { Reading, ReadingsStore } from '../store/readings/port';
import { listSensorsOfField, seriesOf, type SensorItem } from '../store/sensors';
import { listPoolUsers } from '../store/users';
import { listZones } from '../store/zones';
import { logger } from '../telemetry/logger';
import { applyObservations, healStates, onceRecipient, retryOutbox } from './alert-engine';
import { gatewayObservation, sensorObservations, type AlertZone, type Observation } from './alert-observations';

const ON_INGEST: ReadonlySet<AlertKind> = new Set(['moisture', 'moisture-forecast', 'battery', 'silent-sensor', 'data-quality']);
const ON_SCHEDULE: ReadonlySet<AlertKind> = new Set(['moisture', 'battery', 'silent-sensor']);
/** Sensors whose newest reading is read at once by the scheduled run. */
const PARALLEL_SENSORS = 16;
/** Growers looked at at once by the scheduled run. */
const PARALLEL_USERS = 4;

const mayOnlyClear = (holds: Observation['holds']): Observation['holds'] => (was) => (holds(was) ? undefined : false);
const byKey = (states: AlertState[]) => new Map(states.map((s) => [s.key, s]));
const newestOf = (readings: readonly Reading[]) => readings.reduce<Reading | undefined>((a, r) => (!a || r.time > a.time ? r : a), undefined);

/**
 * The alerts of one ingest batch: `written` are the readings stored, `sensors` the batch's
 * registrations. Never throws.
 */
export async function alertsOnIngest(gateway: { gatewayId: string; owner: string }, written: readonly Reading[], sensors: ReadonlyMap<string, SensorItem>, store: ReadingsStore, now: number): Promise<void> {
  if (env().ALERTS_ON_INGEST === 'off') return;
  try {
    const owner = gateway.owner;
    const bySensor = new Map<string, Reading[]>();
    for (const r of written) {
      const list = bySensor.get(r.sensorId);
      if (list) list.push(r);
      else bySensor.set(r.sensorId, [r]);
    }
    const own = [...bySensor.keys()].flatMap((id) => {
      const s = sensors.get(id);
      return s && s.owner === owner ? [s] : [];
    });
    // Every read at once: the owner's states, fields and zones, the gateway, and per sensor its
    // newest forecast and last day of readings.
    const [states, fields, zones, gw, perSensor] = await Promise.all([
      listAlertStates(owner),
      listFields(owner),
      listZones(owner),
      getGateway(owner, gateway.gatewayId),
      Promise.all(
        own.map(async (s) => {
          const series = seriesOf(s);
          const [forecast, recent] = await Promise.all([newestForecast(series), store.range(series, { from: now - DATA_QUALITY_WINDOW_MS, to: now })]);
          return { sensor: s, forecast, recent };
        }),
      ),
    ]);
    const fieldById = new Map(fields.map((f) => [f.field_id, f]));
    const observations: Observation[] = perSensor.flatMap(({ sensor, forecast, recent }) =>
      sensorObservations({ sensor, field: fieldById.get(sensor.field_id), zones: zones as AlertZone[], latest: newestOf(bySensor.get(sensor.sensor_id)!), forecast, recent, kinds: ON_INGEST, now }),
    );
    // An ingest may carry old readings (a gateway catching up): it can end a silence, never start one.
    for (const o of observations) if (o.kind === 'silent-sensor') o.holds = mayOnlyClear(o.holds);
    if (gw) observations.push(gatewayObservation({ ...gw, last_seen: new Date(now).toISOString() }, now));
    await applyObservations(owner, byKey(states), observations, now, onceRecipient(owner, now));
  } catch (err) {
    logger.error('alerts on ingest failed (the scheduled run looks again)', { owner: gateway.owner, error: String(err) });
  }
}

export interface ScheduledResult {
  users: number;
  sensors: number;
  gateways: number;
  started: number;
  cleared: number;
  retried: number;
}

async function sensorsOf(fields: FieldItem[], owner: string): Promise<SensorItem[]> {
  return (await Promise.all(fields.map((f) => listSensorsOfField(f.field_id)))).flat().filter((s) => s.owner === owner);
}

/** One grower's scheduled look; what it counted is added to `total`. */
async function scheduledForUser(owner: string, store: ReadingsStore, now: number, total: ScheduledResult): Promise<void> {
  const [states, fields, zones, gateways] = await Promise.all([listAlertStates(owner), listFields(owner), listZones(owner), listGateways(owner)]);
  const recipient = onceRecipient(owner, now);
  await healStates(owner, states, recipient);
  const sensors = await sensorsOf(fields, owner);
  const fieldById = new Map(fields.map((f) => [f.field_id, f]));
  const observations: Observation[] = [];
  await forEachLimit(sensors, PARALLEL_SENSORS, async (sensor) => {
    const latest = await store.latest(seriesOf(sensor));
    observations.push(...sensorObservations({ sensor, field: fieldById.get(sensor.field_id), zones: zones as AlertZone[], latest, kinds: ON_SCHEDULE, now }));
  });
  for (const g of gateways) observations.push(gatewayObservation(g, now));
  const applied = await applyObservations(owner, byKey(states.map((s) => (s.noted ? s : { ...s, noted: true }))), observations, now, recipient);
  total.users++;
  total.sensors += sensors.length;
  total.gateways += gateways.length;
  total.started += applied.started;
  total.cleared += applied.cleared;
}

/** The scheduled run over every grower whose plan is current. */
export async function runScheduledAlerts(store: ReadingsStore, now = Date.now()): Promise<ScheduledResult> {
  const total: ScheduledResult = { users: 0, sensors: 0, gateways: 0, started: 0, cleared: 0, retried: 0 };
  const users = (await listPoolUsers()).filter((u) => {
    const level = u.attributes[SUBSCRIPTION_ATTRIBUTES.level];
    const expiry = u.attributes[SUBSCRIPTION_ATTRIBUTES.expiry];
    return u.enabled && isSubscriptionValid(level && expiry ? { type: level, expiredDate: expiry } : null, { now: new Date(now), utc: true });
  });
  await forEachLimit(users, PARALLEL_USERS, async (u) => {
    try {
      await scheduledForUser(u.userName, store, now, total);
    } catch (err) {
      logger.error('scheduled alerts failed for a grower (the next run retries)', { owner: u.userName, error: String(err) });
    }
  });
  total.retried = (await retryOutbox(now)).retried;
  return total;
}
