/** The dashboard reading routes through the local gateway, with ownership. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoReadingsStore } from '../../lambdas/readings/adapters/readings/dynamodb';
import { createSensor } from '../../lambdas/sensors/adapters/sensors';
import type { Reading, SeriesKey } from '../../lambdas/readings/adapters/readings/port';
import { currentSeries } from '../support/readings';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { api, logIn, newGrower, startTestStack, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm, buildZone } from '../support/management';

let stack: TestStack;
let owner: string;
let stranger: string;
let ownerName: string;
let strangerName: string;
let admin: string;
const RECENT = Math.floor(Date.now() / 7_200_000) * 7_200_000 - 3 * 7_200_000;
let fieldId: string;
let sensorId: string;
let series: SeriesKey;
const T = Date.UTC(2026, 5, 1);

type Body = Record<string, any>;
const get = (path: string, token: string) =>
  api(stack, 'GET', path, { token }) as Promise<{ status: number; body: Body }>;

const reading = (i: number, flags: Reading['flags'] = []): Reading => ({
  series,
  sensorId,
  time: T + i * 7_200_000,
  raw: { at10cm: 30 + i, at50cm: 40, at100cm: 50, temperature: 18, battery_vol: 3.9 },
  calibrated: { at10cm: 30 + i, at50cm: 40, at100cm: 50 },
  temperature: 18,
  battery_vol: 3.9,
  flags,
  receivedAt: T,
});

beforeAll(async () => {
  stack = await startTestStack();
  const g = await newGrower(stack);
  owner = g.tokens.IdToken!;
  ownerName = g.username;
  admin = (await logIn(stack, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password)).IdToken!;
  const s = await newGrower(stack);
  stranger = s.tokens.IdToken!;
  strangerName = s.username;
  fieldId = ((await api(stack, 'POST', '/api/field/addField', { token: owner, json: buildField() })).body.data as Body)
    .field_id;
  const form = buildSensorForm(fieldId);
  await api(stack, 'POST', '/api/sensor/v2/new', { token: owner, form });
  sensorId = form.sensorId;
  series = await currentSeries(sensorId);
  await dynamoReadingsStore().put([reading(0), reading(1), reading(2, ['above-200']), reading(3)]);
  // Two recent readings (the last day's layers, the prediction page's records) and a flagged one.
  await dynamoReadingsStore().put([
    { ...reading(10), time: RECENT },
    { ...reading(11), time: RECENT + 7_200_000 },
    { ...reading(12, ['missing']), time: RECENT + 2 * 7_200_000 },
  ]);
});
afterAll(async () => {
  await stack?.close();
});

describe('reading routes', () => {
  it('lists the sensors of a field in data.data', async () => {
    const res = await get(`/api/v2/sensor/${fieldId}`, owner);
    expect((res.body.data.data as Body[]).map((s) => s.sensor_id)).toEqual([sensorId]);
  });

  it('answers a range in epoch seconds with valid readings only, in time order', async () => {
    const res = await get(`/api/v2/readings/${sensorId}?start=${T / 1000}&end=${(T + 3 * 7_200_000) / 1000}`, owner);
    expect(res.status).toBe(200);
    expect((res.body.data as Body[]).map((r) => r.cap50_percent)).toEqual([30, 31, 33]);
    expect(res.body.data[0]).toEqual({
      time: T,
      cap50_percent: 30,
      cap100_percent: 40,
      cap150_percent: 50,
      temperature: 18,
      battery_vol: 3.9,
    });
  });

  it('answers the latest valid reading', async () => {
    // the newest valid one
    expect((await get(`/api/v2/readings/${sensorId}/latest`, owner)).body.data.time).toBe(RECENT + 7_200_000);
  });

  it('downloads the CSV in the downloader’s units: depths in inches for US customary, moisture still %', async () => {
    const day = `start=${T / 1000}&end=${(T + 86_400_000) / 1000}`;
    const csv = async () =>
      (
        await (
          await fetch(`${stack.url}/api/v2/readings/${sensorId}/csv?${day}`, {
            headers: { authorization: `Bearer ${owner}` },
          })
        ).text()
      )
        .trimEnd()
        .split('\r\n');
    const metric = await csv();
    const put = (json: unknown) => api(stack, 'PUT', '/api/v2/settings', { token: owner, json });
    expect((await put({ units: 'us', locale: 'es' })).status).toBe(200);
    try {
      const us = await csv();
      expect(us).toHaveLength(22);
      expect(us[0]).toBe('Depth (in),2026-06-01 00:00,2026-06-01 02:00,2026-06-01 06:00');
      // A decimal point in Spanish too: the file is for spreadsheets and programs.
      expect(us[2]).toBe('-3.9,30.00,31.00,33.00');
      expect(us[21]!.startsWith('-78.7,')).toBe(true);
      expect(us.slice(1).map((l) => l.split(',').slice(1))).toEqual(metric.slice(1).map((l) => l.split(',').slice(1)));
    } finally {
      await put({ units: 'metric', locale: 'en-AU' });
    }
    expect((await csv())[0]!.startsWith('Depth (cm),')).toBe(true);
  });

  it('downloads the CSV as <sensor_id>.csv with 21 depth rows', async () => {
    const res = await fetch(
      `${stack.url}/api/v2/readings/${sensorId}/csv?start=${T / 1000}&end=${(T + 86_400_000) / 1000}&format=csv`,
      { headers: { authorization: `Bearer ${owner}` } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${sensorId}.csv"`);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(22);
    expect(lines[0]).toBe('Depth (cm),2026-06-01 00:00,2026-06-01 02:00,2026-06-01 06:00');
    // 10 cm is measured; the surface row comes from the soil profile model (shared/agronomy/profile.ts).
    expect(lines[2]).toBe('-10,30.00,31.00,33.00');
    expect(lines[1]).toBe('0,28.01,29.28,31.80');
    // with the field named (as the spec's download sends it) the sensor must be in that field
    const day = `start=${T / 1000}&end=${(T + 86_400_000) / 1000}`;
    const named = await fetch(`${stack.url}/api/v2/readings/${sensorId}/csv?${day}&fieldId=${fieldId}`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(named.status).toBe(200);
    const wrong = await fetch(
      `${stack.url}/api/v2/readings/${sensorId}/csv?start=${T / 1000}&end=${(T + 86_400_000) / 1000}&fieldId=fld_other`,
      { headers: { authorization: `Bearer ${owner}` } },
    );
    expect(wrong.status).toBe(404);
  });

  it('bounds a zoned sensor’s CSV rows by its zone’s saturation (the wettest of its three depths)', async () => {
    // A grower of its own, so the other tests' grower keeps one sensor.
    const token = (await newGrower(stack)).tokens.IdToken!;
    const field = (
      (await api(stack, 'POST', '/api/field/addField', { token, json: buildField({ fieldName: 'Zoned' }) })).body
        .data as Body
    ).field_id;
    const zone = buildZone({ saturation50: 48, saturation100: 50, saturation150: 51 });
    expect((await api(stack, 'POST', `/api/v2/zone/${field}`, { token, json: zone })).status).toBe(201);
    const form = buildSensorForm(field);
    expect((await api(stack, 'POST', '/api/sensor/v2/new', { token, form })).status).toBeLessThan(300);
    const zoned = await currentSeries(form.sensorId);
    // Wetter with depth: unbounded, the rows below 100 cm would run on to 52.58.
    await dynamoReadingsStore().put([{ ...reading(0), series: zoned, sensorId: form.sensorId }]);
    const day = `start=${T / 1000}&end=${(T + 86_400_000) / 1000}`;
    const res = await fetch(`${stack.url}/api/v2/readings/${form.sensorId}/csv?${day}&fieldId=${field}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(22);
    expect(lines[2]).toBe('-10,30.00');
    expect(lines[11]).toBe('-100,50.00');
    expect(lines[12]).toBe('-110,51.00');
    expect(lines[21]).toBe('-200,51.00');
    expect(Math.max(...lines.slice(1).map((l) => Number(l.split(',')[1])))).toBe(51);
    // The first grower's sensor lies in no zone: its rows stay bounded by 0 only.
    const unzoned = await fetch(
      `${stack.url}/api/v2/readings/${sensorId}/csv?start=${T / 1000}&end=${(T + 86_400_000) / 1000}`,
      { headers: { authorization: `Bearer ${owner}` } },
    );
    expect((await unzoned.text()).trimEnd().split('\r\n')[21]!.split(',')[1]).toBe('52.58');
  });

  it('refuses bad ranges with 400 naming the field', async () => {
    const res = await get(`/api/v2/readings/${sensorId}?start=100&end=50`, owner);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('end: end must not be before start');
    expect((await get(`/api/v2/readings/${sensorId}?start=abc&end=5`, owner)).body.error).toMatch(/^start: /);
    expect((await get(`/api/v2/readings/${sensorId}/csv?start=0&end=5&tz=Mars/Olympus`, owner)).body.error).toMatch(
      /^tz: /,
    );
  });

  it('answers a field’s moisture now (the last 3 days) and over a range (every valid reading)', async () => {
    const now = await get(`/api/v2/moisture/${fieldId}`, owner);
    expect(now.status).toBe(200);
    // the last 3 days, valid only
    expect((now.body.data[0].moisture as Body[]).map((r) => r.time)).toEqual([RECENT, RECENT + 7_200_000]);
    const range = await get(`/api/v2/moisture/${fieldId}?start=${T / 1000}&end=${(T + 86_400_000) / 1000}`, owner);
    expect((range.body.data[0].moisture as Body[]).map((r) => r.cap50_percent)).toEqual([30, 31, 33]);
    expect(range.body.data[0].resolution_s).toBeNull();
    expect((await get(`/api/v2/moisture/${fieldId}?start=${T / 1000}`, owner)).body.err).toBe(
      'end: give both start and end, or neither',
    );
  });

  it('answers one sensor of a field over a range, and 404 when the sensor is not in that field', async () => {
    const res = await get(
      `/api/v2/moisture/${fieldId}/${sensorId}?start=${T / 1000}&end=${(T + 86_400_000) / 1000}`,
      owner,
    );
    expect((res.body.data as Body[]).map((r) => r.cap50_percent)).toEqual([30, 31, 33]);
    const other = (
      (await api(stack, 'POST', '/api/field/addField', { token: owner, json: buildField({ fieldName: 'Other' }) })).body
        .data as Body
    ).field_id;
    const wrong = await get(`/api/v2/moisture/${other}/${sensorId}?start=0&end=10`, owner);
    expect(wrong.status).toBe(404);
    expect(wrong.body.err).toBe('Sensor not found.');
  });

  it('answers the last day of layer data (Layer_1, Layer_5, Layer_10, Temperature), oldest first', async () => {
    const res = await get(`/api/v2/readings/${sensorId}/layers`, owner);
    expect(res.body.data).toEqual([
      { time: RECENT, Layer_1: 40, Layer_5: 40, Layer_10: 50, Temperature: 18 },
      { time: RECENT + 7_200_000, Layer_1: 41, Layer_5: 40, Layer_10: 50, Temperature: 18 },
    ]);
  });

  it('answers /api/record with the user’s valid readings by sensor, then ISO time; admins name the user', async () => {
    const start = new Date(RECENT - 86_400_000).toISOString();
    const own = await get(`/api/record?username=${ownerName}&start=${encodeURIComponent(start)}`, owner);
    expect(own.status).toBe(200);
    expect(Object.keys(own.body.data)).toEqual([sensorId]);
    expect(own.body.data[sensorId]).toEqual({
      [new Date(RECENT).toISOString()]: {
        cap50_percent: 40,
        cap100_percent: 40,
        cap150_percent: 50,
        temperature: 18,
        battery_vol: 3.9,
      },
      [new Date(RECENT + 7_200_000).toISOString()]: {
        cap50_percent: 41,
        cap100_percent: 40,
        cap150_percent: 50,
        temperature: 18,
        battery_vol: 3.9,
      },
    });
    expect((await get(`/api/record?username=${ownerName}&start=${encodeURIComponent(start)}`, admin)).body).toEqual(
      own.body,
    );
    const foreign = await get(`/api/record?username=${ownerName}&start=${encodeURIComponent(start)}`, stranger);
    expect(foreign.status).toBe(403);
    const old = await get(`/api/record?username=${ownerName}&start=2020-01-01T00:00:00Z`, owner);
    expect([old.status, old.body.error]).toEqual([400, 'start: must be within the last 14 days']);
    expect((await get(`/api/record?start=${encodeURIComponent(start)}`, owner)).body.error).toMatch(/^username: /);
    // named sensors only: another's id or an unknown one simply yields nothing
    const named = await get(
      `/api/record?username=${ownerName}&start=${encodeURIComponent(start)}&sensor_id=${sensorId},NOPE12345678`,
      owner,
    );
    expect(Object.keys(named.body.data)).toEqual([sensorId]);
    const tooMany = Array.from({ length: 101 }, (_, i) => `SEN${String(i).padStart(9, '0')}`).join(',');
    expect(
      (await get(`/api/record?username=${ownerName}&start=${encodeURIComponent(start)}&sensor_id=${tooMany}`, owner))
        .body.error,
    ).toBe('sensor_id: name at most 100 sensors');
    // a grower with more than 100 sensors is asked to name them (one answer stays well inside Lambda's 6 MB)
    const big = (
      (await api(stack, 'POST', '/api/field/addField', { token: stranger, json: buildField({ fieldName: 'Big' }) }))
        .body.data as Body
    ).field_id;
    for (let i = 0; i < 101; i++) {
      await createSensor({
        sensor_id: `BIG${String(i).padStart(9, '0')}`,
        owner: strangerName,
        alias: '',
        field_id: big,
        gateway_id: null,
        points: { type: 'Point', coordinates: [151.205, -33.805] },
        sleeping: 7200,
        battery_threshold: 80,
        created_at: new Date().toISOString(),
      });
    }
    const all = await get(`/api/record?username=${strangerName}&start=${encodeURIComponent(start)}`, stranger);
    expect([all.status, all.body.error]).toEqual([
      400,
      `sensor_id: ${strangerName} has 101 sensors; name at most 100 of them (comma-separated)`,
    ]);
    expect(
      (
        await get(
          `/api/record?username=${strangerName}&start=${encodeURIComponent(start)}&sensor_id=BIG000000007`,
          stranger,
        )
      ).body.data,
    ).toEqual({ BIG000000007: {} });
  });

  it('refuses a range holding more than 20,000 readings of one sensor (a sensor reporting each minute)', async () => {
    const form = buildSensorForm(fieldId, { sensorId: 'FAS000000000001' });
    await api(stack, 'POST', '/api/sensor/v2/new', { token: owner, form });
    const start = Date.UTC(2026, 0, 1);
    const fastSeries = await currentSeries(form.sensorId);
    await dynamoReadingsStore().put(
      Array.from({ length: 20_001 }, (_, i) => ({
        ...reading(0),
        series: fastSeries,
        sensorId: form.sensorId,
        time: start + i * 60_000,
      })),
    );
    const long = await get(
      `/api/v2/readings/${form.sensorId}?start=${start / 1000}&end=${start / 1000 + 20 * 86_400}`,
      owner,
    );
    expect([long.status, long.body.error]).toEqual([
      400,
      `end: ${form.sensorId} has more than 20,000 readings in this range; ask for a shorter one`,
    ]);
    const csv = await get(
      `/api/v2/readings/${form.sensorId}/csv?start=${start / 1000}&end=${start / 1000 + 20 * 86_400}`,
      owner,
    );
    expect(csv.status).toBe(400);
    const week = await get(
      `/api/v2/readings/${form.sensorId}?start=${start / 1000}&end=${start / 1000 + 7 * 86_400 - 1}`,
      owner,
    );
    expect(week.body.data).toHaveLength(7 * 1440);
    await api(stack, 'DELETE', `/api/sensor/${form.sensorId}`, { token: owner });
    // Writing 20,001 valid readings also writes their entries in the valid-readings index: on a
    // shared, loaded machine that alone can pass the default 30 s.
  }, 120_000);

  it('answers another user as if nothing existed', async () => {
    for (const path of [
      `/api/v2/sensor/${fieldId}`,
      `/api/v2/moisture/${fieldId}`,
      `/api/v2/moisture/${fieldId}?start=0&end=10`,
      `/api/v2/moisture/${fieldId}/${sensorId}?start=0&end=10`,
      `/api/v2/readings/${sensorId}?start=0&end=10`,
      `/api/v2/readings/${sensorId}/latest`,
      `/api/v2/readings/${sensorId}/layers`,
      `/api/v2/readings/${sensorId}/csv?start=0&end=10`,
    ]) {
      expect((await get(path, stranger)).status, path).toBe(404);
    }
  });
});
