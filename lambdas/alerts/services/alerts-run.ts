/**
 * Where the alerts run.
 * - On ingest, after the readings are stored: the readings-driven conditions (moisture, battery,
 *   data quality) of the sensors the batch touched, the end of a forecast warning once the layer
 *   is below its refill point, and the clearing of silence and of the gateway's offline alert. It
 *   reads the owner's states and zones, at once and beside the gateway's last-seen write, so the
 *   ingest waits about one more round trip; the fields only when a message is to be written, a day
 *   of readings only when data quality can change. It never throws (a failure is logged, and the
 *   scheduled run looks again within 15 minutes).
 * - Where forecasts are made (the forecast job and the local queue), after they are stored: the
 *   forecast warning of each sensor, from the forecast and the reading it started from, with its
 *   zone's amount to apply when it starts (alert-advice.ts). Never throws.
 * - On a schedule (every 15 min): every sensor of every grower whose plan is current, from its
 *   newest reading (moisture, battery, silence; a sensor made of LoRaWAN devices also from each
 *   device's last uplink, all of the grower's devices in one query), every gateway (offline), and every field's frost
 *   warning from the field's weather forecast (no sensor needed; the forecast is read through the
 *   weather cache, which refetches it once it is 3 h old, so each refreshed forecast is judged
 *   within 15 minutes of its arrival, at the read that fetched it); then it finishes
 *   transitions a crash left half-done and retries pending sends. The newest readings come with
 *   the grower's gateways (ingest keeps each sensor's on the gateway that carried it), so a
 *   grower costs the same few reads however many sensors; only a sensor no gateway has an entry
 *   for (no reading since the entries began, readings recomputed since) is read from the store.
 */
import { forEachLimit } from '@shared/concurrency';
import type { AlertKind } from '@shared/alerts/kinds';
import { SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { isSubscriptionValid } from '@shared/subscription';
import { DATA_QUALITY_WINDOW_MS, decide, isCurrent, subjectKey } from '../../agronomy/alert-conditions';
import { env } from '../../platform/env';
import { listAlertStates, type AlertState } from '../adapters/alerts';
import { devicesBySensor } from '../adapters/device-silence';
import { listFields, type FieldItem, listZones } from '../../farms';
import type { StoredForecast } from '../../forecasts';
import {
  getGateway,
  listGatewaysWithNewest,
  sensorIdOf,
  getSensors,
  listSensorsOfField,
  seriesOf,
  type SensorItem,
} from '../../sensors';
import { isValidReading, type Reading, type ReadingsStore, type SeriesKey } from '../../readings';
import { listPoolUsers } from '../../accounts';
import { logger } from '../../platform/telemetry/logger';
import { withAdvice } from './alert-advice';
import { audienceOf } from './alert-audience';
import { applyObservations, healStates, retryOutbox } from './alert-engine';
import {
  forecastOrigin,
  frostObservation,
  gatewayObservation,
  sensorObservations,
  type LatestReading,
  type Observation,
} from './alert-observations';
import { sharedFrostForecasts } from '../../weather';

const ON_INGEST: ReadonlySet<AlertKind> = new Set([
  'moisture',
  'moisture-forecast',
  'battery',
  'silent-sensor',
  'data-quality',
]);
const ON_SCHEDULE: ReadonlySet<AlertKind> = new Set(['moisture', 'battery', 'silent-sensor']);
const ON_FORECAST: ReadonlySet<AlertKind> = new Set(['moisture-forecast']);
/** Sensors whose newest reading is read from the store at once by the scheduled run (those no gateway has). */
const PARALLEL_SENSORS = 16;
/** Growers looked at at once by the scheduled run. */
const PARALLEL_USERS = 4;
/** Fields whose weather one grower's scheduled look reads at once (frost). */
const PARALLEL_FIELDS = 8;

const mayOnlyClear =
  (holds: Observation['holds']): Observation['holds'] =>
  (was) =>
    holds(was) ? undefined : false;
const byKey = (states: AlertState[]) => new Map(states.map((s) => [s.key, s]));
/** Whether the observation starts or clears its condition (the engine will write and send). */
const changes = (states: ReadonlyMap<string, AlertState>, o: Observation) =>
  decide(states.get(o.key), o.holds(states.get(o.key)?.active ?? false)) !== undefined;
const newestOf = (readings: readonly Reading[]) =>
  readings.reduce<Reading | undefined>((a, r) => (!a || r.time > a.time ? r : a), undefined);

/**
 * The alerts of one ingest batch: `written` are the readings stored, `sensors` the batch's
 * registrations. Never throws.
 */
export async function alertsOnIngest(
  gateway: { gatewayId: string; owner: string },
  written: readonly Reading[],
  sensors: ReadonlyMap<string, SensorItem>,
  store: ReadingsStore,
  now: number,
): Promise<void> {
  if (env().ALERTS_ON_INGEST === 'off') return;
  try {
    const owner = gateway.owner;
    const bySensor = new Map<string, Reading[]>();
    for (const r of written) {
      const list = bySensor.get(r.sensorId);
      if (list) list.push(r);
      else bySensor.set(r.sensorId, [r]);
    }
    // Only sensors whose newest reading here is current: a backlog's alerts would be about the past.
    const own = [...bySensor].flatMap(([id, readings]) => {
      const sensor = sensors.get(id);
      const newest = newestOf(readings)!;
      return sensor && sensor.owner === owner && isCurrent(newest.time, now) ? [{ sensor, newest }] : [];
    });
    // The reads every batch needs go out at once: the owner's states and zones. The rest only when
    // it can matter: a day of readings (data quality) when this batch has a bad depth or the alert
    // is on, the gateway when its offline alert is on, the fields (which only name the place in a
    // message) when something is to be said.
    const [states, zones] = await Promise.all([listAlertStates(owner), listZones(owner)]);
    const active = (kind: AlertKind, id: string) => states.some((st) => st.key === subjectKey(kind, id) && st.active);
    const [perSensor, gw, devices] = await Promise.all([
      Promise.all(
        own.map(async ({ sensor, newest }) => {
          const suspect =
            bySensor.get(sensor.sensor_id)!.some((r) => !isValidReading(r.flags)) ||
            active('data-quality', sensor.sensor_id);
          const recent = suspect
            ? await store.range(seriesOf(sensor), { from: now - DATA_QUALITY_WINDOW_MS, to: now })
            : undefined;
          return { sensor, newest, recent };
        }),
      ),
      active('gateway-offline', gateway.gatewayId) ? getGateway(owner, gateway.gatewayId) : undefined,
      // A sensor made of devices stays silent while one of them is quiet, whatever the others send.
      own.some(({ sensor }) => sensor.device_types?.length && active('silent-sensor', sensor.sensor_id))
        ? devicesBySensor(owner)
        : undefined,
    ]);
    const observe = (fieldById: ReadonlyMap<string, FieldItem>) => {
      const observations: Observation[] = perSensor.flatMap(({ sensor, newest, recent }) =>
        sensorObservations({
          sensor,
          field: fieldById.get(sensor.field_id),
          zones,
          latest: newest,
          recent,
          devices: devices?.get(sensor.sensor_id),
          kinds: ON_INGEST,
          now,
        }),
      );
      // An ingest may carry old readings (a gateway catching up): it can end a silence, never start one.
      for (const o of observations) if (o.kind === 'silent-sensor') o.holds = mayOnlyClear(o.holds);
      if (gw)
        observations.push(
          gatewayObservation(
            { ...gw, last_seen: new Date(now).toISOString() },
            now,
            fieldById.get(gw.field_ids[0] ?? '')?.farm_name,
          ),
        );
      return observations;
    };
    const stateByKey = byKey(states);
    let observations = observe(new Map());
    if (observations.some((o) => changes(stateByKey, o)))
      observations = observe(new Map((await listFields(owner)).map((f) => [f.field_id, f])));
    await applyObservations(owner, stateByKey, observations, now, audienceOf(owner, now));
  } catch (err) {
    logger.error('alerts on ingest failed (the scheduled run looks again)', {
      owner: gateway.owner,
      error: String(err),
    });
  }
}

/**
 * The forecast warnings of the forecasts just stored (series → forecast), called by the forecast
 * job and the local forecast queue once a batch is stored. The layer's value now is the one each
 * forecast started from (its origin: the sensor's newest valid reading when it was made); a
 * series whose registration is gone is skipped. Never throws: a failure is logged, and the
 * series' next forecast looks again.
 */
export async function alertsOnForecasts(
  stored: ReadonlyMap<SeriesKey, StoredForecast>,
  now = Date.now(),
): Promise<void> {
  if (env().ALERTS_ON_INGEST === 'off' || !stored.size) return;
  try {
    const sensors = await getSensors([...stored.keys()].map(sensorIdOf));
    const byOwner = new Map<string, { sensor: SensorItem; forecast: StoredForecast }[]>();
    for (const [series, forecast] of stored) {
      const sensor = sensors.get(sensorIdOf(series));
      // A forecast made from an old reading (a backlog, a history import) warns of nothing now.
      if (!sensor || seriesOf(sensor) !== series || !isCurrent(forecast.issued_at, now)) continue;
      const looks = byOwner.get(sensor.owner);
      if (looks) looks.push({ sensor, forecast });
      else byOwner.set(sensor.owner, [{ sensor, forecast }]);
    }
    await forEachLimit([...byOwner], PARALLEL_USERS, async ([owner, looks]) => {
      try {
        const [states, fields, zones] = await Promise.all([
          listAlertStates(owner),
          listFields(owner),
          listZones(owner),
        ]);
        const fieldById = new Map(fields.map((f) => [f.field_id, f]));
        const stateByKey = byKey(states);
        const observed = looks.flatMap(({ sensor, forecast }) =>
          sensorObservations({
            sensor,
            field: fieldById.get(sensor.field_id),
            zones,
            latest: forecastOrigin(forecast),
            forecast,
            kinds: ON_FORECAST,
            now,
          }),
        );
        const observations = await withAdvice(owner, stateByKey, observed, now);
        await applyObservations(owner, stateByKey, observations, now, audienceOf(owner, now));
      } catch (err) {
        logger.error('forecast warnings failed for a grower (the next forecast looks again)', {
          owner,
          error: String(err),
        });
      }
    });
  } catch (err) {
    logger.error('forecast warnings failed (the next forecasts look again)', {
      series: stored.size,
      error: String(err),
    });
  }
}

export interface ScheduledResult {
  users: number;
  sensors: number;
  gateways: number;
  /** Fields whose frost warning was looked at. */
  fields: number;
  started: number;
  cleared: number;
  retried: number;
}

async function sensorsOf(fields: FieldItem[], owner: string): Promise<SensorItem[]> {
  return (await Promise.all(fields.map((f) => listSensorsOfField(f.field_id)))).flat().filter((s) => s.owner === owner);
}

/** A field's hourly air temperature forecast, shared by the fields of one weather place in a run. */
type FrostForecasts = ReturnType<typeof sharedFrostForecasts>;

/** The frost warning of each field (its weather read through `forecasts`; none for a field being deleted). */
async function frostObservations(
  fields: readonly FieldItem[],
  forecasts: FrostForecasts,
  now: number,
): Promise<Observation[]> {
  const out: Observation[] = [];
  await forEachLimit(
    fields.filter((f) => !f.deleting),
    PARALLEL_FIELDS,
    async (field) => void out.push(frostObservation(field, await forecasts(field), now)),
  );
  return out;
}

/** One grower's scheduled look; what it counted is added to `total`. */
async function scheduledForUser(
  owner: string,
  store: ReadingsStore,
  now: number,
  total: ScheduledResult,
  forecasts: FrostForecasts,
): Promise<void> {
  const [states, fields, zones, { gateways, newest }] = await Promise.all([
    listAlertStates(owner),
    listFields(owner),
    listZones(owner),
    listGatewaysWithNewest(owner),
  ]);
  const audience = audienceOf(owner, now);
  await healStates(owner, states, audience);
  const sensors = await sensorsOf(fields, owner);
  const fieldById = new Map(fields.map((f) => [f.field_id, f]));
  const latest = new Map<SeriesKey, LatestReading>(newest);
  const [devices] = await Promise.all([
    // One query for every device of the grower's sensors made of LoRaWAN devices, when there are any.
    sensors.some((s) => s.device_types?.length) ? devicesBySensor(owner) : undefined,
    forEachLimit(
      sensors.filter((s) => !newest.has(seriesOf(s))),
      PARALLEL_SENSORS,
      async (sensor) => {
        const stored = await store.latest(seriesOf(sensor));
        if (stored) latest.set(stored.series, stored);
      },
    ),
  ]);
  const observations: Observation[] = sensors.flatMap((sensor) =>
    sensorObservations({
      sensor,
      field: fieldById.get(sensor.field_id),
      zones,
      latest: latest.get(seriesOf(sensor)),
      devices: sensor.device_types?.length ? devices?.get(sensor.sensor_id) : undefined,
      kinds: ON_SCHEDULE,
      now,
    }),
  );
  for (const g of gateways)
    observations.push(gatewayObservation(g, now, fieldById.get(g.field_ids[0] ?? '')?.farm_name));
  observations.push(...(await frostObservations(fields, forecasts, now)));
  const applied = await applyObservations(
    owner,
    byKey(states.map((s) => (s.noted ? s : { ...s, noted: true }))),
    observations,
    now,
    audience,
  );
  total.users++;
  total.sensors += sensors.length;
  total.gateways += gateways.length;
  total.fields += fields.length;
  total.started += applied.started;
  total.cleared += applied.cleared;
}

/** The scheduled run over every grower whose plan is current. */
export async function runScheduledAlerts(store: ReadingsStore, now = Date.now()): Promise<ScheduledResult> {
  const total: ScheduledResult = { users: 0, sensors: 0, gateways: 0, fields: 0, started: 0, cleared: 0, retried: 0 };
  const forecasts = sharedFrostForecasts(now);
  const users = (await listPoolUsers()).filter((u) => {
    const level = u.attributes[SUBSCRIPTION_ATTRIBUTES.level];
    const expiry = u.attributes[SUBSCRIPTION_ATTRIBUTES.expiry];
    return (
      u.enabled &&
      isSubscriptionValid(level && expiry ? { type: level, expiredDate: expiry } : null, {
        now: new Date(now),
        utc: true,
      })
    );
  });
  await forEachLimit(users, PARALLEL_USERS, async (u) => {
    try {
      await scheduledForUser(u.userName, store, now, total, forecasts);
    } catch (err) {
      logger.error('scheduled alerts failed for a grower (the next run retries)', {
        owner: u.userName,
        error: String(err),
      });
    }
  });
  total.retried = (await retryOutbox(now)).retried;
  return total;
}
