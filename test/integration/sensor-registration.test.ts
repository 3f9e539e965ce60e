/**
 * Readings belong to one sensor registration: a sensor id freed (sensor, field or farm deleted)
 * and registered again, by another grower or the same one, starts with no readings, and nothing
 * done under the new registration reads or overwrites the old one's. Two growers, C and B, tell
 * the whole story through the API with their own gateways.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { purgeFreedReadings, PURGE_GRACE_MS } from '../../lambdas/deleted/services/readings-purge';
import { listPurgeMarkers, markForPurge } from '../../lambdas/sensors/adapters/purges';
import { dynamoReadingsStore } from '../../lambdas/readings/adapters/readings/dynamodb';
import { currentSeries } from '../support/readings';
import { api, logIn, newGrower, startTestStack, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm, sensorId as newSensorId } from '../support/management';
import { recomputeAndWait } from '../support/recompute';

type Body = Record<string, any>;
interface Grower {
  username: string;
  token: string;
  credential: string;
  gatewayId: string;
}

let stack: TestStack;
let C: Grower;
let B: Grower;
let admin: string;
/** Recent even 2-hour slots: inside the field's "now" (3 days) and the records' 14 days. */
const SLOT = 7_200_000;
const BASE = Math.floor(Date.now() / SLOT) * SLOT - 10 * SLOT;
const times = [0, 1, 2, 3].map((i) => BASE + i * SLOT);
const START = Math.floor((BASE - SLOT) / 1000);
const END = Math.floor((BASE + 5 * SLOT) / 1000);

async function grower(): Promise<Grower> {
  const g = await newGrower(stack);
  const token = g.tokens.IdToken!;
  const gatewayId = `gw-${g.username}`.slice(0, 40);
  const credential = (await api(stack, 'POST', '/api/v2/gateway', { token, json: { gatewayId } })).body
    .credential as string;
  return { username: g.username, token, credential, gatewayId };
}

const ingest = async (g: Grower, sensor: string, cap50: number) => {
  const res = await fetch(`${stack.url}/api/v2/ingest`, {
    method: 'POST',
    headers: { authorization: `Gateway ${g.credential}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      readings: times.map((t) => ({
        sensor_id: sensor,
        time: t,
        cap50,
        cap100: cap50 + 1,
        cap150: cap50 + 2,
        temperature: 18,
        battery_vol: 3.9,
      })),
    }),
  });
  const body = (await res.json()) as Body;
  expect(body.data?.stored, JSON.stringify(body)).toBe(times.length);
};

const newField = async (g: Grower, farmName = 'Home Farm') =>
  (
    (await api(stack, 'POST', '/api/field/addField', { token: g.token, json: buildField({ farmName }) })).body
      .data as Body
  ).field_id as string;
const register = async (g: Grower, fieldId: string, sensor: string) =>
  (
    await api(stack, 'POST', '/api/sensor/v2/new', {
      token: g.token,
      form: buildSensorForm(fieldId, { sensorId: sensor, gatewayId: g.gatewayId }),
    })
  ).status;
const get = async (g: Grower | string, path: string) =>
  (await api(stack, 'GET', path, { token: typeof g === 'string' ? g : g.token })) as { status: number; body: Body };

/** Every read a grower has of a sensor's readings, reduced to the cap50 values it sees. */
async function seen(g: Grower, fieldId: string, sensor: string) {
  const range = (await get(g, `/api/v2/readings/${sensor}?start=${START}&end=${END}`)).body.data as Body[];
  const latest = (await get(g, `/api/v2/readings/${sensor}/latest`)).body.data as Body | null;
  const layers = (await get(g, `/api/v2/readings/${sensor}/layers`)).body.data as Body[];
  const csvRes = await fetch(`${stack.url}/api/v2/readings/${sensor}/csv?start=${START}&end=${END}`, {
    headers: { authorization: `Bearer ${g.token}` },
  });
  const csv = (await csvRes.text()).trimEnd().split('\r\n');
  const from = encodeURIComponent(new Date(BASE - SLOT).toISOString());
  const records = (await get(g, `/api/record?username=${g.username}&start=${from}&sensor_id=${sensor}`)).body
    .data as Body;
  const now = ((await get(g, `/api/v2/moisture/${fieldId}`)).body.data as Body[]).find((s) => s.sensor_id === sensor);
  const fieldRange = (await get(g, `/api/v2/moisture/${fieldId}?start=${START}&end=${END}`)).body.data as Body[];
  const bySensor = (await get(g, `/api/v2/moisture/${fieldId}/${sensor}?start=${START}&end=${END}`)).body
    .data as Body[];
  return {
    range: range.map((r) => r.cap50_percent),
    latest: latest?.cap50_percent ?? null,
    layers: layers.map((r) => r.Layer_1),
    csvColumns: csv[0]!.split(',').length - 1,
    // the 10 cm row: a measured depth, so the value itself
    csv10: csv[2]!.split(',').slice(1),
    records: Object.values(records[sensor] ?? {}).map((r) => (r as Body).cap50_percent),
    fieldNow: (now?.moisture as Body[] | undefined)?.map((r) => r.cap50_percent),
    fieldRange: (fieldRange.find((s) => s.sensor_id === sensor)?.moisture as Body[] | undefined)?.map(
      (r) => r.cap50_percent,
    ),
    bySensor: bySensor.map((r) => r.cap50_percent),
  };
}

const nothing = {
  range: [],
  latest: null,
  layers: [],
  csvColumns: 0,
  csv10: [],
  records: [],
  fieldNow: [],
  fieldRange: [],
  bySensor: [],
};
const only = (v: number) => ({
  range: [v, v, v, v],
  latest: v,
  layers: [v, v, v, v],
  csvColumns: 4,
  csv10: [v, v, v, v].map((x) => x.toFixed(2)),
  records: [v, v, v, v],
  fieldNow: [v, v, v, v],
  fieldRange: [v, v, v, v],
  bySensor: [v, v, v, v],
});

beforeAll(async () => {
  stack = await startTestStack();
  C = await grower();
  B = await grower();
  admin = (await logIn(stack, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password)).IdToken!;
});
afterAll(async () => {
  await stack?.close();
});

/** C registers, ingests, frees the id (how: the case); B takes it; then C takes it back. */
async function story(free: (sensor: string, cField: string) => Promise<void>, cFarm: string) {
  const sensor = newSensorId();
  const cField = await newField(C, cFarm);
  const bField = await newField(B);
  expect(await register(C, cField, sensor)).toBe(201);
  await ingest(C, sensor, 11);
  expect(await seen(C, cField, sensor)).toEqual(only(11));

  await free(sensor, cField);

  // B registers the same id: it starts empty, and none of C's readings show anywhere.
  expect(await register(B, bField, sensor)).toBe(201);
  expect(await seen(B, bField, sensor)).toEqual(nothing);
  // B's gateway writes at C's times: B sees its own values, never C's.
  await ingest(B, sensor, 22);
  expect(await seen(B, bField, sensor)).toEqual(only(22));

  // An admin's recompute touches the current registration only (B's four readings).
  const recomputed = await recomputeAndWait(stack, admin, { sensor_id: sensor, start: START, end: END });
  expect(recomputed.job?.result).toEqual({ sensor_id: sensor, recomputed: 4, flagged: 0 });
  expect(await seen(B, bField, sensor)).toEqual(only(22));

  // B lets it go; C registers it again: neither B's readings nor C's own old ones come back.
  expect((await api(stack, 'DELETE', `/api/sensor/${sensor}`, { token: B.token })).status).toBe(200);
  const cAgain = await newField(C, `${cFarm} again`);
  expect(await register(C, cAgain, sensor)).toBe(201);
  expect(await seen(C, cAgain, sensor)).toEqual(nothing);
  const recomputeEmpty = await recomputeAndWait(stack, admin, { sensor_id: sensor, start: START, end: END });
  expect(recomputeEmpty.job?.result).toEqual({ sensor_id: sensor, recomputed: 0, flagged: 0 });
}

describe('a freed sensor id starts a new registration with no readings', () => {
  it('after the sensor is deleted', async () => {
    await story(async (sensor) => {
      expect((await api(stack, 'DELETE', `/api/sensor/${sensor}`, { token: C.token })).status).toBe(200);
    }, 'Sensor Farm');
  });

  it('after its field is deleted', async () => {
    await story(async (_sensor, cField) => {
      expect((await api(stack, 'DELETE', `/api/field/${cField}`, { token: C.token })).body.data).toMatchObject({
        deleted: { sensors: 1 },
      });
    }, 'Field Farm');
  });

  it('after its farm is deleted', async () => {
    await story(async () => {
      expect((await api(stack, 'DELETE', `/api/farm/${C.username}/Farm%20Gone`, { token: C.token })).status).toBe(200);
    }, 'Farm Gone');
  });
});

describe('the purge job deletes a deleted registration’s readings', () => {
  it('in bounded runs (the next ends a stopped one), never a live registration’s, marker kept in grace', async () => {
    const store = dynamoReadingsStore();
    const all = { from: 0, to: Number.MAX_SAFE_INTEGER };
    const field = await newField(C, 'Purge Farm');
    const gone = newSensorId();
    const live = newSensorId();
    expect(await register(C, field, gone)).toBe(201);
    expect(await register(C, field, live)).toBe(201);
    await ingest(C, gone, 11);
    await ingest(C, live, 33);
    const goneSeries = await currentSeries(gone);
    const liveSeries = await currentSeries(live);
    // `live`'s delete stopped after writing its marker: still registered, so its readings stay.
    await markForPurge({ series: liveSeries, sensor_id: live, freed_at: new Date(0).toISOString() });
    expect((await api(stack, 'DELETE', `/api/sensor/${gone}`, { token: C.token })).status).toBe(200);
    // In Recently deleted the job leaves it alone; deleted for good there, the job takes it.
    await purgeFreedReadings(store, { now: Date.now() });
    expect(await store.range(goneSeries, all)).toHaveLength(4);
    expect((await api(stack, 'DELETE', `/api/v2/deleted/sensor/${goneSeries}`, { token: C.token })).status).toBe(200);
    // unreachable through the API, stored until the job runs
    expect(await store.range(goneSeries, all)).toHaveLength(4);

    // Within the grace period: emptied, but the marker stays for writes still in flight.
    const soon = Date.now();
    let runs = 0;
    for (; runs < 100 && (await store.range(goneSeries, all)).length; runs++)
      await purgeFreedReadings(store, { now: soon, maxItems: 3 });
    expect(runs).toBeGreaterThan(1); // bounded: it took more than one run
    expect((await listPurgeMarkers()).map((m) => m.series)).toContain(goneSeries);
    // A late write (an ingest that resolved the series before the delete) is deleted by a later run.
    const [late] = await store.range(liveSeries, all);
    await store.put([{ ...late!, series: goneSeries, sensorId: gone }]);
    const later = Date.now() + PURGE_GRACE_MS;
    await purgeFreedReadings(store, { now: later });
    expect(await store.range(goneSeries, all)).toEqual([]);
    const markers = (await listPurgeMarkers()).map((m) => m.series);
    expect(markers).not.toContain(goneSeries);
    expect(markers).toContain(liveSeries);
    expect(await store.range(liveSeries, all)).toHaveLength(4);
    expect((await seen(C, field, live)).range).toEqual([33, 33, 33, 33]);
    // Idempotent: another run changes nothing.
    expect(await purgeFreedReadings(store, { now: later })).toMatchObject({ deleted: 0 });
  });
});
