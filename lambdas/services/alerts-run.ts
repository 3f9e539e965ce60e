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
import { DATA_QUALITY_WINDOW_MS, subjectKey } from '../agronomy/alert-conditions';
import { env } from '../env';
import { listAlertStates, type AlertState } from '../store/alerts';
import { listFields, type FieldItem } from '../store/fields';
import { newestForecast } from '../store/forecasts';
import { getGateway, listGateways } from '../store/gateways';
import { isValidReading, type Reading, type ReadingsStore } from '../store/readings/port';
import { listSensorsOfField, seriesOf, type SensorItem } from '../store/sensors';
import { listPoolUsers } from '../store/users';
import { listZones } from '../store/zones';
import { logger } from '../telemetry/logger';
import { applyObservations, healStates, onceRecipient, retryOutbox } from './alert-engine';
import { gatewayObservation, sensorObservations, type Observation } from './alert-observations';

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
    // The reads every batch needs go out at once: the owner's states, fields and zones, and each
    // sensor's newest forecast. The rest only when it can matter: a day of readings (data quality)
    // when this batch has a bad depth or the alert is on, the gateway when its offline alert is on.
    const [states, fields, zones, forecasts] = await Promise.all([
      listAlertStates(owner),
      listFields(owner),
      listZones(owner),
      Promise.all(own.map((s) => newestForecast(seriesOf(s)))),
    ]);
    const active = (kind: AlertKind, id: string) => states.some((st) => st.key === subjectKey(kind, id) && st.active);
    const [perSensor, gw] = await Promise.all([
      Promise.all(
        own.map(async (sensor, i) => {
          const suspect = bySensor.get(sensor.sensor_id)!.some((r) => !isValidReading(r.flags)) || active('data-quality', sensor.sensor_id);
          const recent = suspect ? await store.range(seriesOf(sensor), { from: now - DATA_QUALITY_WINDOW_MS, to: now }) : undefined;
          return { sensor, forecast: forecasts[i], recent };
        }),
      ),
      active('gateway-offline', gateway.gatewayId) ? getGateway(owner, gateway.gatewayId) : undefined,
    ]);
    const fieldById = new Map(fields.map((f) => [f.field_id, f]));
    const observations: Observation[] = perSensor.flatMap(({ sensor, forecast, recent }) =>
      sensorObservations({ sensor, field: fieldById.get(sensor.field_id), zones, latest: newestOf(bySensor.get(sensor.sensor_id)!), forecast, recent, kinds: ON_INGEST, now }),
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
    observations.push(...sensorObservations({ sensor, field: fieldById.get(sensor.field_id), zones, latest, kinds: ON_SCHEDULE, now }));
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
