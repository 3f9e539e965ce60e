/**
 * The demo grower's farm, seeded through the real API as a grower and an admin would set it up:
 * a farm, two fields with two zones each, a gateway, 12 sensors (each with its calibration
 * formula), then a year of simulated readings sent through the real ingest route. Idempotent:
 * each start tops the readings up to now. The structure is looked at only while the simulator's
 * notes are missing (first start, or one interrupted before they were written): then each
 * missing piece is made, and whatever a person changed later is left alone.
 * What the simulator needs to go on as the demo gateway is kept in simulator/demo-state.ts.
 */
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { ZoneSystem } from '@shared/irrigation/system';
import { SOIL_DEFAULTS, type SoilType } from '@shared/management/constants';
import { uniformSoil } from '@shared/management/schemas';
import { LOCAL_REGION } from './cognito';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { fillDemoHistory } from './demo-history';
import { logDemoIrrigations } from './demo-irrigations';
import { readDemoState, writeDemoState, type DemoGatewayState, type DemoIrrigatedZone } from './simulator/demo-state';
import {
  alignToStep,
  calibrationOf,
  simulateSensor,
  STEP_MS,
  type SimReading,
  type SimSensor,
} from './simulator/model';
import { weatherPlaceOf } from './simulator/place-weather';
import { sendReadings } from './simulator/send';
import { isCurrent } from '../../lambdas/agronomy/alert-conditions';

const DAY_MS = 86_400_000;
export const DEMO_FARM = 'Riverbend Farm';
export const DEMO_GATEWAY = 'riverbend-gw-1';

type Ring = [number, number][];
const rect = (west: number, north: number, east: number, south: number): Ring => [
  [west, north],
  [east, north],
  [east, south],
  [west, south],
];

/** Two fields near Griffith, NSW (an irrigation district), each split into two zones. */
const LAYOUT = [
  {
    fieldName: 'North Block',
    cropType: 'Corn',
    outline: rect(146.03, -34.27, 146.038, -34.276),
    zones: [
      {
        zoneName: 'North Block East',
        soil: 'Clay-Loam',
        outline: rect(146.0342, -34.2703, 146.0377, -34.2757),
        system: {
          method: 'drip',
          application_rate_mm_h: 4,
          crop: 'maize-grain',
          root_depth_cm: 60,
          planting_date: '2026-10-06',
        },
      },
      {
        zoneName: 'North Block West',
        soil: 'Loam',
        outline: rect(146.0303, -34.2703, 146.0338, -34.2757),
        system: {
          method: 'sprinkler',
          application_rate_mm_h: 8,
          crop: 'maize-grain',
          root_depth_cm: 60,
          planting_date: '2026-10-06',
        },
      },
    ],
  },
  {
    fieldName: 'River Flat',
    cropType: 'Rice',
    outline: rect(146.042, -34.279, 146.05, -34.285),
    zones: [
      {
        zoneName: 'River Flat North',
        soil: 'Clay',
        outline: rect(146.0423, -34.2793, 146.0497, -34.2818),
        system: {
          method: 'furrow-flood',
          application_rate_mm_h: 12,
          crop: 'rice',
          root_depth_cm: 50,
          planting_date: '2026-10-20',
        },
      },
      {
        zoneName: 'River Flat South',
        soil: 'Clay-Loam',
        outline: rect(146.0423, -34.2822, 146.0497, -34.2847),
        system: {
          method: 'pivot',
          application_rate_mm_h: 10,
          crop: 'rice',
          root_depth_cm: 50,
          planting_date: '2026-10-20',
        },
      },
    ],
  },
] as const satisfies readonly {
  fieldName: string;
  cropType: string;
  outline: Ring;
  zones: readonly { zoneName: string; soil: SoilType; outline: Ring; system: ZoneSystem }[];
}[];

/** Each irrigation the simulator applies (at the zone's rate): 25 mm, as the model always did. */
const DEMO_IRRIGATION_MM = 25;

/** An ID token of a demo account (the local pool allows password sign-in). */
export async function tokenOf(
  cognitoEndpoint: string,
  clientId: string,
  account: { username: string; password: string },
): Promise<string> {
  const client = new CognitoIdentityProviderClient({
    endpoint: cognitoEndpoint,
    region: LOCAL_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  try {
    const out = await client.send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: account.username, PASSWORD: account.password },
      }),
    );
    const token = out.AuthenticationResult?.IdToken;
    if (!token) throw new Error(`no token for ${account.username}`);
    return token;
  } finally {
    client.destroy();
  }
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Calls the API as the owner of `token`; a non-2xx answer throws an ApiError. */
export function apiClient(apiUrl: string, token: string) {
  return async <T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: { json?: unknown; form?: Record<string, string> },
  ): Promise<T> => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    let payload: string | undefined;
    if (body?.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body?.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(body.form).toString();
    }
    const res = await fetch(`${apiUrl}${path}`, { method, headers, body: payload });
    const json = (await res.json().catch(() => ({}))) as T & { err?: string; error?: string };
    if (!res.ok)
      throw new ApiError(res.status, `${method} ${path} answered ${res.status}: ${json.err ?? json.error ?? ''}`);
    return json;
  };
}

const zonePayload = (zone: (typeof LAYOUT)[number]['zones'][number], cropType: string) => {
  const d = SOIL_DEFAULTS[zone.soil];
  // The spec's Clay-Loam default has saturation equal to field capacity; the model needs room above it.
  const saturation = Math.max(d.saturation, d.fieldCapacity + 5);
  return {
    zoneName: zone.zoneName,
    cropType,
    ...uniformSoil(zone.soil),
    saturation50: saturation,
    saturation100: saturation,
    saturation150: saturation,
    geom: { type: 'Polygon', coordinates: [zone.outline] },
    interest_layer: 50,
    system: zone.system,
  };
};

const demoSensorId = (n: number) => `FWSDEMO${String(n).padStart(6, '0')}`;

/** Three sensors along the middle of a zone. */
function sensorPoints(outline: Ring): [number, number][] {
  const [west, north] = outline[0]!;
  const [east, south] = outline[2]!;
  const lat = (north + south) / 2;
  return [0.25, 0.5, 0.75].map((f) => [Number((west + (east - west) * f).toFixed(6)), Number(lat.toFixed(6))]);
}

/**
 * Create the farm, fields, zones, gateway, sensors and formulas, each only when it is missing, so
 * a first start that was interrupted halfway completes on the next one. Returns the simulator's
 * view of the sensors and a working gateway credential.
 */
async function ensureStructure(
  apiUrl: string,
  grower: string,
  admin: string,
): Promise<{ credential: string; sensors: SimSensor[]; zones: DemoIrrigatedZone[] }> {
  const call = apiClient(apiUrl, grower);
  const asAdmin = apiClient(apiUrl, admin);

  let credential: string;
  try {
    ({ credential } = await call<{ credential: string }>('POST', '/api/v2/gateway', {
      json: { gatewayId: DEMO_GATEWAY, name: 'Riverbend shed' },
    }));
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 409)) throw err;
    // Registered by an interrupted start whose notes were never written: the credential was
    // shown once and is gone, so issue a new one.
    ({ credential } = await call<{ credential: string }>('POST', `/api/v2/gateway/${DEMO_GATEWAY}/credential`));
  }

  // What is there already, looked at all at once (the first start waits for this).
  const sensorIds = LAYOUT.flatMap((f) => f.zones.flatMap((z) => sensorPoints(z.outline))).map((_, i) =>
    demoSensorId(i + 1),
  );
  const [fieldList, zoneList, formulaList, registered] = await Promise.all([
    call<{ data: { data: { field_id: string; field_name: string; farm_name: string }[] } }>('GET', '/api/v2/field'),
    call<{ data: { id: string; zonename: string; field_id: string }[] }>('GET', '/api/v2/zone'),
    asAdmin<{ data: { sensor_id: string }[] }>('GET', '/api/sensorformula/'),
    Promise.all(
      sensorIds.map((id) =>
        call('GET', `/api/sensor/${id}`).then(
          () => id,
          (err: unknown) => {
            if (!(err instanceof ApiError && err.status === 404)) throw err;
            return undefined;
          },
        ),
      ),
    ),
  ]);
  const fields = fieldList.data.data;
  const zones = zoneList.data;
  const formulas = new Set(formulaList.data.map((f) => f.sensor_id));
  const existing = new Set(registered.filter(Boolean));
  // Formulas are independent of one another: made while the next sensors are registered. Each
  // answers its error instead of rejecting, so none goes unhandled while the loop awaits.
  const formulaWrites: Promise<unknown>[] = [];

  const sensors: SimSensor[] = [];
  const irrigated: DemoIrrigatedZone[] = [];
  const fieldIds: string[] = [];
  let n = 0;
  for (const f of LAYOUT) {
    const fieldId =
      fields.find((x) => x.farm_name === DEMO_FARM && x.field_name === f.fieldName)?.field_id ??
      (
        await call<{ data: { field_id: string } }>('POST', '/api/field/addField', {
          json: {
            fieldName: f.fieldName,
            farmName: DEMO_FARM,
            cropType: f.cropType,
            geom: { type: 'Polygon', coordinates: [f.outline] },
          },
        })
      ).data.field_id;
    fieldIds.push(fieldId);
    for (const z of f.zones) {
      const d = zonePayload(z, f.cropType);
      const zoneId =
        zones.find((x) => x.zonename === z.zoneName && x.field_id === fieldId)?.id ??
        (await call<{ data: { id: string } }>('POST', `/api/v2/zone/${fieldId}`, { json: d })).data.id;
      irrigated.push({ zoneId, sensorId: demoSensorId(n + 1) });
      for (const point of sensorPoints(z.outline)) {
        n++;
        const sensorId = demoSensorId(n);
        if (!existing.has(sensorId)) {
          await call('POST', '/api/sensor/v2/new', {
            form: {
              sensorId,
              fieldId,
              gatewayId: DEMO_GATEWAY,
              geom: JSON.stringify({ type: 'Point', coordinates: point }),
              alias: `${z.zoneName.split(' ').pop()} ${n}`,
              sleeping: String(STEP_MS / 1000),
              battery_threshold: '80',
            },
          });
        }
        const cal = calibrationOf(sensorId);
        if (!formulas.has(sensorId))
          formulaWrites.push(
            asAdmin('POST', '/api/sensorformula/', {
              json: { sensor_id: sensorId, parameter: `x1=${cal.x1}, x2=${cal.x2}` },
            }).then(
              () => undefined,
              (err: unknown) => err,
            ),
          );
        sensors.push({
          sensorId,
          weatherSeed: DEMO_FARM,
          weatherPlace: weatherPlaceOf(f.outline),
          irrigationSeed: `${f.fieldName}/${z.zoneName}`,
          irrigation: { rateMmH: z.system.application_rate_mm_h, depthMm: DEMO_IRRIGATION_MM },
          latitude: point[1],
          soil: {
            wiltingPoint: [d.wiltingPoint50, d.wiltingPoint100, d.wiltingPoint150],
            fieldCapacity: [d.fieldCapacity50, d.fieldCapacity100, d.fieldCapacity150],
            saturation: [d.saturation50, d.saturation100, d.saturation150],
          },
        });
      }
    }
  }
  const [failed] = (await Promise.all(formulaWrites)).filter(Boolean);
  if (failed) throw failed;
  await call('PUT', `/api/v2/gateway/${DEMO_GATEWAY}`, { json: { fieldIds } });
  return { credential, sensors, zones: irrigated };
}

/** Readings grouped by time, oldest first: what a gateway sends at each step. */
function inTimeOrder(readings: SimReading[]): SimReading[][] {
  const byTime = new Map<number, SimReading[]>();
  for (const r of readings) {
    const step = byTime.get(r.time);
    if (step) step.push(r);
    else byTime.set(r.time, [r]);
  }
  return [...byTime.keys()].sort((a, b) => a - b).map((t) => byTime.get(t)!);
}

export interface DemoFarmOptions {
  apiUrl: string;
  cognitoEndpoint: string;
  userPoolClientId: string;
  dataDir: string;
  /** Days of readings on a first start (365 for `npm start`). */
  days: number;
  /**
   * The newest days (but the last) are sent a step (2 h) at a time, oldest first, each step's forecasts made
   * (`settled`) before the next, as a gateway in the field would have sent them: the forecasts are
   * then made and checked against later readings as they would have been, so the dashboards'
   * forecast skill and past forecasts have a history. 0 (the default) sends everything at once.
   */
  inTimeOrderDays?: number;
  /**
   * Send only the newest days (the in-time-order days, at least one) now, and leave what is older
   * in the notes' `pending` for fillDemoHistory (demo-history.ts) to send after the stack is
   * ready. Without it, that history is sent before this returns.
   */
  historyInBackground?: boolean;
  /** Resolves when the forecasts asked for so far are made (the local forecast queue). */
  settled?: () => Promise<void>;
  now?: number;
  log?: (line: string) => void;
}

/**
 * Seed (first start) or top up (later starts) the demo farm. Returns how many readings were sent,
 * and how many days of history are left to fillDemoHistory (historyInBackground).
 */
export async function seedDemoFarm(
  opts: DemoFarmOptions,
): Promise<{ created: boolean; sent: number; pendingDays: number; state: DemoGatewayState }> {
  const now = alignToStep(opts.now ?? Date.now());
  let state = readDemoState(opts.dataDir);
  let created = false;
  if (!state) {
    const grower = await tokenOf(opts.cognitoEndpoint, opts.userPoolClientId, DEMO_ACCOUNTS.grower);
    const admin = await tokenOf(opts.cognitoEndpoint, opts.userPoolClientId, DEMO_ACCOUNTS.admin);
    const { credential, sensors, zones } = await ensureStructure(opts.apiUrl, grower, admin);
    const origin = now - opts.days * DAY_MS;
    state = {
      gatewayId: DEMO_GATEWAY,
      credential,
      origin,
      sentUntil: origin - STEP_MS,
      sensors,
      pending: [],
      irrigationLog: { zones },
    };
    writeDemoState(opts.dataDir, state);
    created = true;
  }
  let sent = 0;
  if (state.credential && state.sentUntil < now) {
    const out = await sendRecent(opts, state, now);
    if (!out) return { created, sent: 0, pendingDays: pendingDaysOf(state), state };
    sent = out.sent;
    state = out.state;
  }
  // The irrigations the simulation applied up to now go in the zones' logs (all of them on a
  // first start, whatever the history still to send: the log is there before its wettings).
  state = await logDemoIrrigations(opts.dataDir, state, now, DEMO_ACCOUNTS.grower.username, opts.log).catch(
    (err: Error) => {
      opts.log?.(`Demo farm: irrigations not logged (${err.message}); the next start tries again.`);
      return state!;
    },
  );
  if (!opts.historyInBackground && state.pending?.length) {
    const history = await fillDemoHistory({
      apiUrl: opts.apiUrl,
      dataDir: opts.dataDir,
      pauseRatio: 0,
      ...(opts.log ? { log: opts.log } : {}),
      ...(opts.settled ? { settled: opts.settled } : {}),
    });
    sent += history.sent;
    state = readDemoState(opts.dataDir) ?? state;
  }
  return { created, sent, pendingDays: pendingDaysOf(state), state };
}

/** Days of readings still pending (for the console). */
const pendingDaysOf = (s: DemoGatewayState) =>
  Math.round((s.pending ?? []).reduce((n, r) => n + Math.max(0, r.to - r.from + STEP_MS), 0) / DAY_MS);

/**
 * Send what fell due since the notes' sentUntil (with historyInBackground, only the newest days:
 * what is older is noted as pending) and note it sent. Undefined when the ingest refused them.
 */
async function sendRecent(
  opts: DemoFarmOptions,
  state: DemoGatewayState,
  now: number,
): Promise<{ sent: number; state: DemoGatewayState } | undefined> {
  const log = opts.log ?? (() => {});
  const due = state.sentUntil + STEP_MS;
  const inTimeOrderFrom = now - (opts.inTimeOrderDays ?? 0) * DAY_MS;
  // The background gets only what is older than the in-time-order days and than a day, so each of
  // its batches is more than a day old when sent: ingest then starts and clears no alert with it.
  const recentFrom = Math.min(inTimeOrderFrom, now - DAY_MS);
  const gap = opts.historyInBackground && due < recentFrom ? { from: due, to: recentFrom - STEP_MS } : undefined;
  const from = gap ? recentFrom : due;
  const readings = state.sensors.flatMap((s) => simulateSensor(s, state.origin, from, now));
  const stepsFrom = Math.max(from, inTimeOrderFrom);
  // The bulk newest first: if a first start is interrupted, the dashboards already have recent data.
  const bulk = readings
    .filter((r) => r.time < stepsFrom)
    .sort((a, b) => b.time - a.time || a.sensor_id.localeCompare(b.sensor_id));
  // The last day goes in one batch after the steps, as before: readings that recent start and
  // clear alerts, and replaying them step by step sent the demo grower a burst of alerts and their
  // all-clears. The forecasts made from it still check every earlier one come due.
  const current = (r: SimReading) => isCurrent(r.time, now);
  const steps = inTimeOrder(readings.filter((r) => r.time >= stepsFrom && !current(r)));
  const lastDay = readings
    .filter((r) => r.time >= stepsFrom && current(r))
    .sort((a, b) => b.time - a.time || a.sensor_id.localeCompare(b.sensor_id));
  log(
    `Demo farm: sending ${readings.length.toLocaleString('en')} readings ` +
      `(${gap ? 'the newest ' : ''}${Math.round((now - from) / DAY_MS)} days × ${state.sensors.length} sensors) ` +
      `through the ingest route` +
      (steps.length ? `, the last ${steps.length} steps one at a time with their forecasts` : '') +
      (gap
        ? `; the ${Math.round((gap.to - gap.from + STEP_MS) / DAY_MS)} days before them follow in the background…`
        : '…'),
  );
  let sent = 0;
  try {
    sent += (await sendReadings(opts.apiUrl, state.credential, bulk)).sent;
    for (const step of steps) {
      await opts.settled?.();
      sent += (await sendReadings(opts.apiUrl, state.credential, step)).sent;
    }
    await opts.settled?.();
    sent += (await sendReadings(opts.apiUrl, state.credential, lastDay)).sent;
    await opts.settled?.();
  } catch (err) {
    // The grower may have rotated the demo gateway's credential or deleted the gateway: the demo
    // then simply stops growing; it must never keep the stack from starting.
    log(
      `Demo farm: readings not topped up (${(err as Error).message}). If ${state.gatewayId}'s credential was ` +
        `rotated, npm run simulate -- --credential <new> --sensors … sends with it; npm run reset starts afresh.`,
    );
    return undefined;
  }
  // One write: the gap becomes pending (newest range first) as sentUntil passes it.
  const next = { ...state, sentUntil: now, pending: [...(gap ? [gap] : []), ...(state.pending ?? [])] };
  writeDemoState(opts.dataDir, next);
  return { sent, state: next };
}
