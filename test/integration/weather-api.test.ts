/**
 * The weather routes through the local gateway: the 5-day forecast, rainfall from −12 to +2 days
 * and daily evaporation at the caller's own field; refusals for others' fields and bad input;
 * and with a (counting) Visual Crossing stand-in, a second dashboard load that costs no call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayMonthYear, localDate } from '../../lambdas/agronomy/local-dates';
import { resetWeatherProvider } from '../../lambdas/weather/adapters/weather';
import { FAKE_KEY, startFakeVisualCrossing, type FakeVisualCrossing } from '../support/fake-visualcrossing';
import { api, newGrower, startTestStack, type TestStack } from '../support/local-stack';
import { buildField, squarePolygon } from '../support/management';

type Body = Record<string, any>;
let stack: TestStack;
let owner: string;
let stranger: string;
let fieldId: string;
let strangerField: string;
const TZ = 'Australia/Sydney';
const get = (path: string, token: string) =>
  api(stack, 'GET', path, { token }) as Promise<{ status: number; body: Body }>;

beforeAll(async () => {
  stack = await startTestStack();
  owner = (await newGrower(stack)).tokens.IdToken!;
  stranger = (await newGrower(stack)).tokens.IdToken!;
  // Near Griffith, NSW.
  fieldId = (
    (
      await api(stack, 'POST', '/api/field/addField', {
        token: owner,
        json: buildField({ geom: squarePolygon(146.05, -34.28) }),
      })
    ).body.data as Body
  ).field_id;
  strangerField = (
    (await api(stack, 'POST', '/api/field/addField', { token: stranger, json: buildField() })).body.data as Body
  ).field_id;
});
afterAll(async () => {
  await stack?.close();
});

describe('weather routes (simulated weather, the local default)', () => {
  it('forecast: today to +4 at the field, whole degrees, wind km/h to 1 decimal, current temp, place', async () => {
    const res = await get(`/api/v2/weather/${fieldId}/forecast`, owner);
    expect(res.status).toBe(200);
    const f = res.body.data;
    const today = localDate(Date.now(), TZ);
    expect(f.days.map((d: Body) => d.datetime)).toEqual([0, 1, 2, 3, 4].map((i) => addDays(today, i)));
    for (const d of f.days as Body[]) {
      expect(Number.isInteger(d.tempmin) && Number.isInteger(d.tempmax)).toBe(true);
      expect(d.tempmin).toBeLessThanOrEqual(d.tempmax);
      expect(Math.round(d.windspeed * 10) / 10).toBe(d.windspeed);
      expect(d.windspeed).toBeGreaterThan(0);
      expect(Number.isInteger(d.humidity)).toBe(true);
      expect(typeof d.icon).toBe('string');
      expect(typeof d.conditions).toBe('string');
    }
    expect(Number.isInteger(f.currentConditions.temp)).toBe(true);
    expect(f).toMatchObject({ timezone: TZ, location: 'Sydney', source: 'simulated' });
    // The same place and day give the same forecast.
    expect((await get(`/api/v2/weather/${fieldId}/forecast`, owner)).body.data.days).toEqual(f.days);
  });

  it('rainfall: one row a day from 12 days ago to 2 days ahead, in mm', async () => {
    const res = await get(`/api/v2/weather/${fieldId}/rainfall`, owner);
    expect(res.status).toBe(200);
    const today = localDate(Date.now(), TZ);
    expect(res.body.data.data.map((r: Body) => r.datetime)).toEqual(
      Array.from({ length: 15 }, (_, i) => addDays(today, i - 12)),
    );
    for (const r of res.body.data.data as Body[]) expect(r.precip).toBeGreaterThanOrEqual(0);
    expect(res.body.data.source).toBe('simulated');
  });

  it('rainfall over a range in epoch seconds: a row per local day it touches, the days of evaporation', async () => {
    const start = Math.floor(Date.parse('2026-03-01T02:00:00Z') / 1000); // 1 March, 13:00 in Sydney
    const end = start + 6 * 86_400;
    const res = await get(`/api/v2/weather/${fieldId}/rainfall?start=${start}&end=${end}`, owner);
    expect(res.status).toBe(200);
    expect(res.body.data.data.map((r: Body) => r.datetime)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    for (const r of res.body.data.data as Body[]) expect(r.precip).toBeGreaterThanOrEqual(0);
    const half = await get(`/api/v2/weather/${fieldId}/rainfall?start=${start}`, owner);
    expect(half.status).toBe(400);
    expect(half.body.err).toMatch(/both start and end/);
  });

  it('evaporation: the last 14 days by default, dd-mm-yyyy and mm to 2 decimals in data.data', async () => {
    const res = await get(`/api/v2/evaporation/${fieldId}`, owner);
    expect(res.status).toBe(200);
    const rows = res.body.data.data as Body[];
    const today = localDate(Date.now(), TZ);
    expect(rows.map((r) => r.date)).toEqual(Array.from({ length: 14 }, (_, i) => dayMonthYear(addDays(today, i - 13))));
    for (const r of rows) {
      expect(r.evaporation).toBeGreaterThan(0);
      expect(r.evaporation).toBeLessThan(15);
      expect(Math.round(r.evaporation * 100) / 100).toBe(r.evaporation);
    }
  });

  it('evaporation over a range in epoch seconds: the local days it touches, never past the forecast', async () => {
    const start = Math.floor(Date.parse('2026-03-01T02:00:00Z') / 1000); // 1 March, 13:00 in Sydney
    const end = start + 6 * 86_400;
    const res = await get(`/api/v2/evaporation/${fieldId}?start=${start}&end=${end}`, owner);
    expect(res.status).toBe(200);
    expect(res.body.data.data.map((r: Body) => r.date)).toEqual([
      '01-03-2026',
      '02-03-2026',
      '03-03-2026',
      '04-03-2026',
      '05-03-2026',
      '06-03-2026',
      '07-03-2026',
    ]);
    const now = Math.floor(Date.now() / 1000);
    const future = await get(`/api/v2/evaporation/${fieldId}?start=${now}&end=${now + 300 * 86_400}`, owner);
    expect(future.status).toBe(200);
    expect(future.body.data.data.at(-1).date).toBe(dayMonthYear(addDays(localDate(Date.now(), TZ), 14)));
  });

  it("refuses another grower's field, unknown ids and bad ranges, with the message under err", async () => {
    for (const path of [
      `/api/v2/weather/${strangerField}/forecast`,
      `/api/v2/weather/${strangerField}/rainfall`,
      `/api/v2/evaporation/${strangerField}`,
    ]) {
      const res = await get(path, owner);
      expect(res.status, path).toBe(404);
      expect(res.body.err, path).toMatch(/not found/i);
    }
    for (const id of ['__proto__', 'constructor', 'nope']) {
      const res = await get(`/api/v2/evaporation/${id}`, owner);
      expect(res.status, id).toBe(404);
      expect(res.body.err).toBeTruthy();
    }
    const cases: [string, RegExp][] = [
      ['start=1e300&end=1767225600', /^start: /],
      ['start=&end=', /^start: must be epoch seconds/],
      ['start=abc&end=1767225600', /^start: /],
      ['start=1767225600', /^end: /],
    ];
    for (const [q, message] of cases) {
      const res = await get(`/api/v2/evaporation/${fieldId}?${q}`, owner);
      expect(res.status, q).toBe(400);
      expect(res.body.err, q).toMatch(message);
    }
    expect((await api(stack, 'GET', `/api/v2/weather/${fieldId}/forecast`)).status).toBe(401);
  });
});

describe('weather routes with Visual Crossing', () => {
  let fake: FakeVisualCrossing;
  beforeAll(async () => {
    fake = await startFakeVisualCrossing();
    Object.assign(process.env, {
      WEATHER_API_KEY: FAKE_KEY,
      WEATHER_API_BASE_URL: fake.baseUrl,
      WEATHER_API_TIMEOUT_MS: '500',
    });
    resetWeatherProvider();
  });
  afterAll(async () => {
    for (const k of ['WEATHER_API_KEY', 'WEATHER_API_BASE_URL', 'WEATHER_API_TIMEOUT_MS']) delete process.env[k];
    resetWeatherProvider();
    await fake?.close();
  });

  const dashboard = () =>
    Promise.all(
      [
        `/api/v2/weather/${fieldId}/forecast`,
        `/api/v2/weather/${fieldId}/rainfall`,
        `/api/v2/evaporation/${fieldId}`,
      ].map((p) => get(p, owner)),
    );

  it('a second dashboard load makes no provider call, and the key never reaches the answer', async () => {
    const first = await dashboard();
    for (const r of first) expect(r.status).toBe(200);
    const calls = fake.requests.length;
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(first[0]!.body.data).toMatchObject({
      source: 'visualcrossing',
      location: 'Sydney',
      currentConditions: { temp: 22 },
    });
    expect(first[0]!.body.data.days[0].windspeed).toBe(20); // 12.4 mph
    const second = await dashboard();
    expect(fake.requests.length).toBe(calls);
    expect(second.map((r) => r.body)).toEqual(first.map((r) => r.body));
    for (const r of [...first, ...second]) expect(JSON.stringify(r.body)).not.toContain(FAKE_KEY);
  });

  it('a failing service is a 502 with a plain message under err, not a crash', async () => {
    const other = (
      (
        await api(stack, 'POST', '/api/field/addField', {
          token: owner,
          json: buildField({ fieldName: 'Far Block', geom: squarePolygon(120.5, -28.1) }),
        })
      ).body.data as Body
    ).field_id;
    fake.failWith = 500;
    const res = await get(`/api/v2/weather/${other}/forecast`, owner);
    expect(res.status).toBe(502);
    expect(res.body.err).toMatch(/Weather is unavailable/);
    fake.failWith = 0;
    expect((await get(`/api/v2/weather/${other}/forecast`, owner)).status).toBe(200);
  });
});
