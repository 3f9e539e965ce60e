/**
 * Forecasts: made after ingest (once per newest reading), stored per registration series (a freed
 * and re-registered id never sees them; the purge deletes them), served in the field answer
 * (prediction, pastPrediction, zone sensors, skill), the past-prediction route and the admin
 * prediction API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { estimateProfile, LAYER_DEPTHS, MEASURED_DEPTHS } from '@shared/agronomy/profile';
import { answeringRequest, forecastsSettled, pauseForecasts } from '../../lambdas/ingest/services/forecast-queue';
import { model } from '../../lambdas/forecasts/rules/forecast-model';
import { forecastSeries } from '../../lambdas/forecasts/services/forecasts';
import { forecastWeather } from '../../lambdas/forecasts/services/forecast-weather';
import { purgeFreedReadings, PURGE_GRACE_MS } from '../../lambdas/deleted/services/readings-purge';
import { forecastsIssued, putForecast, type StoredForecast } from '../../lambdas/forecasts/adapters/forecasts';
import { dynamoReadingsStore } from '../../lambdas/readings/adapters/readings/dynamodb';
import type { Reading, SeriesKey } from '../../lambdas/readings/adapters/readings/port';
import { currentSeries } from '../support/readings';
import { api, logIn, newGrower, startTestStack, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm, buildZone, squarePolygon } from '../support/management';

type Body = Record<string, any>;
const H = 3_600_000;
const DAY = 24 * H;
const NOW = Date.now();
/** The newest reading of the ingest story: a couple of hours ago, on the 2-hour grid. */
const T0 = Math.floor(NOW / (2 * H)) * 2 * H - 2 * H;
const all = { from: 0, to: Number.MAX_SAFE_INTEGER };

let stack: TestStack;
let grower: { username: string; token: string };
let other: { username: string; token: string };
let admin: string;
let credential: string;
let gatewayId: string;
/** A sensor of the same grower whose forecasts come from a burst of batches. */
let burstSensor: string;
let fieldId: string;
let sensorId: string;
let zonedSensor: string;
let series: SeriesKey;

const send = (readings: unknown[]) =>
  fetch(`${stack.url}/api/v2/ingest`, {
    method: 'POST',
    headers: { authorization: `Gateway ${credential}`, 'content-type': 'application/json' },
    body: JSON.stringify({ readings }),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Body }));
const reading = (sensor_id: string, time: number, cap50 = 0.3) => ({
  sensor_id,
  time: new Date(time).toISOString(),
  cap50,
  cap100: 0.35,
  cap150: 0.4,
  temperature: 17.5,
  battery_vol: 3.95,
});
const get = (path: string, token: string) =>
  api(stack, 'GET', path, { token }) as Promise<{ status: number; body: Body }>;
const register = async (token: string, field: string, overrides: Record<string, string> = {}) => {
  const form = buildSensorForm(field, overrides);
  expect((await api(stack, 'POST', '/api/sensor/v2/new', { token, form })).status).toBe(201);
  return form.sensorId;
};
const stored = (values: number[][], issued: number): StoredForecast => ({
  issued_at: issued,
  depths: [10, 50, 100],
  steps: values.map(([h, ...v]) => [h!, ...v]),
  origin: [20, 30, 40, 15],
});
/** The layers a forecast step must be served as: the profile of its depths, 1 decimal, never below 0. */
const layersOf = (m: number[], saturation?: number) =>
  estimateProfile(
    MEASURED_DEPTHS.map((depth, i) => ({ depth, value: m[i]! })),
    LAYER_DEPTHS,
    saturation,
  ).map((v) => Math.max(0, Math.round(v! * 10) / 10));

beforeAll(async () => {
  stack = await startTestStack();
  const g = await newGrower(stack);
  grower = { username: g.username, token: g.tokens.IdToken! };
  const o = await newGrower(stack);
  other = { username: o.username, token: o.tokens.IdToken! };
  admin = (await logIn(stack, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password)).IdToken!;
  fieldId = (
    (await api(stack, 'POST', '/api/field/addField', { token: grower.token, json: buildField() })).body.data as Body
  ).field_id;
  gatewayId = `gw-${Date.now().toString(36)}`;
  credential = (await api(stack, 'POST', '/api/v2/gateway', { token: grower.token, json: { gatewayId } })).body
    .credential as string;
  sensorId = await register(grower.token, fieldId, { gatewayId });
  series = await currentSeries(sensorId);
});
afterAll(async () => {
  await stack?.close();
});

describe('forecasts on ingest', () => {
  it('stores one forecast per newest reading, what the model said for the sensor’s readings, after it', async () => {
    const batch = [0, 1, 2, 3].map((i) => reading(sensorId, T0 - (3 - i) * 2 * H, 0.3 + i * 0.01));
    expect((await send(batch)).status).toBe(200);
    await forecastsSettled();
    const first = await forecastsIssued(series, 0, NOW + DAY);
    expect(first.map((f) => f.issued_at)).toEqual([T0]);
    // The same batch again (a gateway's retry): still one.
    expect((await send(batch)).status).toBe(200);
    await forecastsSettled();
    expect(await forecastsIssued(series, 0, NOW + DAY)).toHaveLength(1);

    // What is stored is what the model returned for the last 7 days of valid readings.
    const history = (await dynamoReadingsStore().range(series, { ...all, validOnly: true })).map((r: Reading) => ({
      time: r.time,
      moisture: [r.calibrated.at10cm, r.calibrated.at50cm, r.calibrated.at100cm],
      temperature: r.temperature,
    }));
    const ring = squarePolygon().coordinates[0]!;
    const centre = {
      lat: ring.reduce((s, p) => s + p[1]!, 0) / ring.length,
      lon: ring.reduce((s, p) => s + p[0]!, 0) / ring.length,
    };
    // The place's weather, as the forecast got it (the week before to the end; cached, so the same days).
    const weather = await forecastWeather(centre, T0, T0 + 72 * H);
    expect(weather.length).toBeGreaterThanOrEqual(10);
    expect(weather.some((w) => w.et0Mm !== null && w.et0Mm > 0)).toBe(true);
    const expected = model({
      issuedAt: T0,
      depthsCm: MEASURED_DEPTHS,
      history,
      limits: null,
      weather,
      latitude: centre.lat,
    });
    expect(first[0]!.steps).toEqual(expected.steps.map((s) => [s.hours, ...s.moisture, s.temperature]));
    expect(first[0]!.steps.map((s) => s[0])).toEqual(Array.from({ length: 36 }, (_, i) => 2 * (i + 1)));

    // A newer reading: a second forecast.
    expect((await send([reading(sensorId, T0 + 2 * H)])).status).toBe(200);
    await forecastsSettled();
    expect((await forecastsIssued(series, 0, NOW + DAY)).map((f) => f.issued_at)).toEqual([T0, T0 + 2 * H]);
  });

  it('makes one forecast per series for a burst of batches: what waits is made once, from the newest', async () => {
    burstSensor = await register(grower.token, fieldId, { gatewayId });
    const burstSeries = await currentSeries(burstSensor);
    // Held, the queue only collects: the two batches' series wait as one.
    const resume = pauseForecasts();
    try {
      expect((await send([3, 2, 1].map((k) => reading(burstSensor, T0 - 2 * k * H)))).status).toBe(200);
      expect((await send([reading(burstSensor, T0)])).status).toBe(200);
    } finally {
      resume();
    }
    await forecastsSettled();
    // None for T0 - 2 h, the first batch's newest: the burst cost one forecast, not one per batch.
    expect((await forecastsIssued(burstSeries, 0, NOW + DAY)).map((f) => f.issued_at)).toEqual([T0]);
  });

  it('are made while the stack never stops answering: the queue yields to requests, but only for a while', async () => {
    const burstSeries = await currentSeries(burstSensor);
    // A request that stays in flight the whole time (a stack under constant load).
    const answered = answeringRequest();
    try {
      expect((await send([reading(burstSensor, T0 + 2 * H)])).status).toBe(200);
      await forecastsSettled();
    } finally {
      answered();
    }
    expect((await forecastsIssued(burstSeries, 0, NOW + DAY)).map((f) => f.issued_at)).toEqual([T0, T0 + 2 * H]);
  });
});

describe('forecasts served', () => {
  let zoneSeries: SeriesKey;
  const ISSUED = T0 - 2 * DAY;
  beforeAll(async () => {
    const zone = buildZone();
    expect(
      (await api(stack, 'POST', `/api/v2/zone/${fieldId}`, { token: grower.token, json: zone })).status,
    ).toBeLessThan(300);
    zonedSensor = await register(grower.token, fieldId);
    zoneSeries = await currentSeries(zonedSensor);
    // A forecast issued 2 days and 2 hours before the newest one: its +2 h and +26 h steps are the past predictions.
    const steps = Array.from({ length: 36 }, (_, i) => [2 * (i + 1), 20 + i, 30, 40, 15]);
    steps[0]![1] = 250; // +2 h: a depth above 200, so that sample is dropped
    await putForecast(zoneSeries, stored(steps, ISSUED));
    // The newest forecast: a negative depth is served as 0.
    await putForecast(
      zoneSeries,
      stored(
        Array.from({ length: 36 }, (_, i) => [2 * (i + 1), 25, i === 11 ? -3 : 35, 45, 16.04]),
        T0 + 2 * H,
      ),
    );
  });

  it('fills prediction (+2 h, +1 day, +2 days), pastPrediction and the zone with its sensors', async () => {
    const res = await get(`/api/v2/moisture/${fieldId}`, grower.token);
    expect(res.status).toBe(200);
    const s = (res.body.data as Body[]).find((x) => x.sensor_id === zonedSensor)!;
    const newest = T0 + 2 * H;
    expect(s.prediction.map((r: Body) => r.time)).toEqual([newest + 2 * H, newest + 24 * H, newest + 48 * H]);
    const p = s.prediction[1] as Body;
    expect(p.name).toBe(new Date(newest + 24 * H).toISOString());
    expect(p.Temperature).toBe(16);
    const sat = Math.max(
      ...(['saturation_50', 'saturation_100', 'saturation_150'] as const).map((k) => s.zone[k] as number),
    );
    expect(Array.from({ length: 20 }, (_, i) => p[`Layer_${i}`])).toEqual(
      layersOf(
        [25, 0, 45].map((v, i) => (i === 1 ? -3 : v)),
        sat,
      ),
    );
    expect(Object.values(p).every((v) => v === null || typeof v !== 'number' || v >= 0)).toBe(true);
    // Past: 1 day before the newest forecast (+26 h of ISSUED: 20 + 12 at 10 cm); 2 days before had a depth above 200.
    expect(s.pastPrediction.map((r: Body) => r.time)).toEqual([newest - DAY]);
    expect(s.pastPrediction[0].Layer_1).toBe(Math.min(32, sat));
    expect(s.zone.sensors).toContain(zonedSensor);
    expect(s.zone.sensors).not.toContain('__proto__');
  });

  it('answers past-prediction/{sensor_id} (not the field/sensor route), 404 for another grower’s sensor', async () => {
    const res = await get(`/api/v2/moisture/past-prediction/${zonedSensor}`, grower.token);
    expect(res.status).toBe(200);
    expect(res.body.data.pastPrediction.map((r: Body) => r.time)).toEqual([T0 + 2 * H - DAY]);
    expect((await get(`/api/v2/moisture/past-prediction/${zonedSensor}`, other.token)).status).toBe(404);
    expect((await get(`/api/v2/moisture/past-prediction/__proto__`, grower.token)).status).toBe(404);
    expect((await get(`/api/v2/moisture/${fieldId}`, other.token)).status).toBe(404);
  });

  it('admin prediction data: 403 for a grower, 400 naming start, time → sensor → column from the newest', async () => {
    const start = new Date(ISSUED).toISOString();
    expect((await get(`/api/v2/prediction?username=${grower.username}&start=${start}`, grower.token)).status).toBe(403);
    const future = await get(
      `/api/v2/prediction?username=${grower.username}&start=${new Date(NOW + DAY).toISOString()}`,
      admin,
    );
    expect(future.status).toBe(400);
    expect(JSON.stringify(future.body)).toContain('start');
    expect(
      (
        await get(
          `/api/v2/prediction?username=${grower.username}&start=${new Date(NOW - 15 * DAY).toISOString()}`,
          admin,
        )
      ).status,
    ).toBe(400);
    expect((await get(`/api/v2/prediction?username=nobody-${Date.now()}&start=${start}`, admin)).body).toEqual({
      data: {},
    });

    const res = await get(`/api/v2/prediction?username=${grower.username}&start=${start}`, admin);
    expect(res.status).toBe(200);
    const data = res.body.data as Record<string, Record<string, Body>>;
    const times = Object.keys(data);
    expect(times).toEqual([...times].sort());
    // Before the newest forecast: the older one's steps; from then on the newest one's, to its end (+72 h).
    expect(data[new Date(ISSUED + 2 * H).toISOString()]).toBeUndefined(); // a depth above 200: dropped
    expect(data[new Date(ISSUED + 4 * H).toISOString()]![zonedSensor]!.Layer_1).toBe(21);
    expect(data[new Date(T0 + 2 * H + 2 * H).toISOString()]![zonedSensor]!.Layer_1).toBe(25);
    expect(times[times.length - 1]).toBe(new Date(T0 + 2 * H + 72 * H).toISOString());
    const cells = data[times[0]!]![zonedSensor]!;
    expect(Object.keys(cells)).toEqual(['Temperature', ...Array.from({ length: 20 }, (_, i) => `Layer_${i}`)]);
    // The other grower's forecasts never appear in this grower's data.
    expect(
      Object.values(data).every((row) =>
        Object.keys(row).every((id) => [sensorId, zonedSensor, burstSensor].includes(id)),
      ),
    ).toBe(true);
  });
});

describe('forecasts made through ingest, served later as pastPrediction', () => {
  it('shows at T + 2 h what the forecast issued at T said for +2 h, once a reading 26 h later anchors it', async () => {
    // A grower of its own, so the other tests' sensors and forecasts are untouched.
    const g = await newGrower(stack);
    const token = g.tokens.IdToken!;
    const field = ((await api(stack, 'POST', '/api/field/addField', { token, json: buildField() })).body.data as Body)
      .field_id;
    const gatewayId = `gw-${Date.now().toString(36)}p`;
    const gateway = (await api(stack, 'POST', '/api/v2/gateway', { token, json: { gatewayId } })).body
      .credential as string;
    const id = await register(token, field, { gatewayId });
    const s = await currentSeries(id);
    const ingest = async (readings: unknown[]) => {
      const res = await fetch(`${stack.url}/api/v2/ingest`, {
        method: 'POST',
        headers: { authorization: `Gateway ${gateway}`, 'content-type': 'application/json' },
        body: JSON.stringify({ readings }),
      });
      expect(res.status).toBe(200);
      await forecastsSettled();
    };
    // T on the 2-hour grid, so that T + 26 h is the newest reading and still in the past.
    const T = T0 - 24 * H;
    await ingest([0, 1, 2, 3].map((i) => reading(id, T - (3 - i) * 2 * H, 0.3 + i * 0.01)));
    const [atT] = await forecastsIssued(s, 0, NOW + DAY);
    expect(atT?.issued_at).toBe(T);
    await ingest([reading(id, T + 26 * H, 0.28)]);
    expect((await forecastsIssued(s, 0, NOW + DAY)).map((f) => f.issued_at)).toEqual([T, T + 26 * H]);

    const res = await get(`/api/v2/moisture/${field}`, token);
    expect(res.status).toBe(200);
    const served = (res.body.data as Body[]).find((x) => x.sensor_id === id)!;
    expect(served.zone).toBeNull();
    // One day before the newest forecast (T + 26 h) is T + 2 h; the only forecast issued before then is T's.
    const past = served.pastPrediction as Body[];
    expect(past.map((r) => r.time)).toEqual([T + 2 * H]);
    const step = atT!.steps.find((st) => st[0] === 2)!;
    expect(past[0]).toEqual({
      name: new Date(T + 2 * H).toISOString(),
      time: T + 2 * H,
      Temperature: Math.round(step[4]! * 10) / 10,
      ...Object.fromEntries(layersOf(step.slice(1, 4) as number[]).map((v, i) => [`Layer_${i}`, v])),
    });
  });
});

describe('skill', () => {
  it("is the stored forecasts' MAE against what was measured, beside persistence’s, by horizon and depth", async () => {
    const id = await register(grower.token, fieldId);
    const s = await currentSeries(id);
    const store = dynamoReadingsStore();
    // A known series: 10 cm rises 0.5 every 2 hours for 4 days; 50 and 100 cm stay put.
    const start = T0 - 4 * DAY;
    const put = (k: number) =>
      store.put([
        {
          series: s,
          sensorId: id,
          time: start + k * 2 * H,
          raw: { at10cm: null, at50cm: null, at100cm: null, temperature: 15, battery_vol: 3.9 },
          calibrated: { at10cm: 20 + 0.5 * k, at50cm: 30, at100cm: 40 },
          temperature: 15,
          battery_vol: 3.9,
          flags: [],
          receivedAt: start,
        },
      ]);
    for (let k = 0; k <= 48; k++) {
      await put(k);
      await forecastSeries(s, { store });
    }
    await forecastSeries(s, { store }); // nothing new: verifies nothing twice
    const forecasts = await forecastsIssued(s, 0, NOW + DAY);
    const readingAt = (t: number) => 20 + (0.5 * (t - start)) / (2 * H);
    const expectedMae = (h: number) => {
      const due = forecasts.filter((f) => f.issued_at + h * H <= start + 48 * 2 * H);
      const errors = due.map((f) => Math.abs(f.steps.find((st) => st[0] === h)![1]! - readingAt(f.issued_at + h * H)));
      return { n: due.length, mae: Math.round((errors.reduce((a, b) => a + b, 0) / due.length) * 100) / 100 };
    };
    const res = await get(`/api/v2/moisture/${fieldId}`, grower.token);
    const skill = (res.body.data as Body[]).find((x) => x.sensor_id === id)!.skill as Body[];
    const at = (h: number, d: number) => skill.find((r) => r.horizon_h === h && r.depth_cm === d)!;
    expect(at(2, 10)).toEqual({
      horizon_h: 2,
      depth_cm: 10,
      model_mae: expectedMae(2).mae,
      persistence_mae: 0.5,
      n: 48,
    });
    expect(at(24, 10)).toMatchObject({ model_mae: expectedMae(24).mae, persistence_mae: 6, n: 37 });
    expect(at(72, 10)).toMatchObject({ model_mae: expectedMae(72).mae, persistence_mae: 18, n: 13 });
    expect(at(24, 50)).toMatchObject({ persistence_mae: 0, n: 37 });
    // A sensor with no verified forecast: no figures, n = 0.
    const fresh = (res.body.data as Body[]).find((x) => x.sensor_id === zonedSensor)!.skill as Body[];
    expect(fresh.every((r) => r.n === 0 && r.model_mae === null)).toBe(true);
  });
});

describe('a freed and re-registered sensor id', () => {
  it('never shows the old owner’s forecasts, and the purge deletes them', async () => {
    const oldSeries = await currentSeries(zonedSensor);
    expect(await forecastsIssued(oldSeries, 0, NOW + DAY)).toHaveLength(2);
    expect((await api(stack, 'DELETE', `/api/sensor/${zonedSensor}`, { token: grower.token })).status).toBe(200);
    const otherField = (
      (await api(stack, 'POST', '/api/field/addField', { token: other.token, json: buildField() })).body.data as Body
    ).field_id;
    await register(other.token, otherField, { sensorId: zonedSensor });
    const mine = (await get(`/api/v2/moisture/${otherField}`, other.token)).body.data as Body[];
    expect(mine[0]).toMatchObject({ sensor_id: zonedSensor, prediction: [], pastPrediction: [] });
    expect(
      (await get(`/api/v2/moisture/past-prediction/${zonedSensor}`, other.token)).body.data.pastPrediction,
    ).toEqual([]);
    await purgeFreedReadings(dynamoReadingsStore(), { now: Date.now() + PURGE_GRACE_MS });
    expect(await forecastsIssued(oldSeries, 0, NOW + DAY)).toEqual([]);
  });
});
