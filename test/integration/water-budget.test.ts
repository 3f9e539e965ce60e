/**
 * A zone's water budget through the local gateway: two weeks of a zone with a sensor, readings
 * and a logged irrigation (rain and ETc agreeing with the weather routes, the storage change from
 * the readings, the balance closing); a zone without sensors (storage null with its reason); Kc 1
 * without a crop; another grower's zone and unknown ids 404; bad ranges 400 naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropById, kcOnDay } from '@shared/agronomy/crops';
import { dynamoReadingsStore } from '../../lambdas/readings/adapters/readings/dynamodb';
import { zoneWaterBudget } from '../../lambdas/irrigation/services/water-budget';
import type { Reading, SeriesKey } from '../../lambdas/readings/adapters/readings/port';
import { api, expectZoneNotFound, newGrower, startTestStack, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm, buildZone, squarePolygon } from '../support/management';
import { currentSeries } from '../support/readings';

let stack: TestStack;
let owner: string;
let ownerName: string;
let stranger: string;
let zoneId: string;
let bareZoneId: string;
let fieldId: string;
type Body = Record<string, any>;
const get = (path: string, token: string) =>
  api(stack, 'GET', path, { token }) as Promise<{ status: number; body: Body }>;

const SYSTEM = {
  method: 'drip',
  application_rate_mm_h: 4,
  crop: 'tomato',
  root_depth_cm: 30,
  planting_date: '2026-10-01',
};
// Monday 2 November 2026, 00:00 in Sydney (AEDT, UTC+11), and two weeks later.
const T0 = Date.parse('2026-11-01T13:00:00Z');
const WEEK = 7 * 86_400_000;
const START = T0 / 1000;
const END = (T0 + 2 * WEEK) / 1000 - 1;
const HOUR = 3_600_000;

/**
 * Every depth alike, so the 30 cm profile is flat: 20 % → 22 % over week 1 (+6 mm), 22 % → 21 % over week 2 (−3 mm).
 */
const moistureAt = (t: number) => (t <= T0 + WEEK ? 20 + (2 * (t - T0)) / WEEK : 22 - (t - T0 - WEEK) / WEEK);
const reading = (series: SeriesKey, t: number): Reading => {
  const v = Math.round(moistureAt(t) * 1000) / 1000;
  return {
    series,
    sensorId: series.split('~')[0]!,
    time: t,
    raw: { at10cm: v, at50cm: v, at100cm: v, temperature: 18, battery_vol: 3.9 },
    calibrated: { at10cm: v, at50cm: v, at100cm: v },
    temperature: 18,
    battery_vol: 3.9,
    flags: [],
    receivedAt: t,
  };
};

beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  const grower = await newGrower(stack);
  owner = grower.tokens.IdToken!;
  ownerName = grower.username;
  stranger = (await newGrower(stack)).tokens.IdToken!;
  fieldId = ((await api(stack, 'POST', '/api/field/addField', { token: owner, json: buildField() })).body.data as Body)
    .field_id;
  const zone = await api(stack, 'POST', `/api/v2/zone/${fieldId}`, {
    token: owner,
    json: buildZone({ system: SYSTEM }),
  });
  expect(zone.status, JSON.stringify(zone.body)).toBe(201);
  zoneId = (zone.body.data as Body).id;
  // A zone away from the sensor, with no system.
  const bare = await api(stack, 'POST', `/api/v2/zone/${fieldId}`, {
    token: owner,
    json: buildZone({ zoneName: 'Zone B', geom: squarePolygon(151.202, -33.807, 0.002) }),
  });
  expect(bare.status, JSON.stringify(bare.body)).toBe(201);
  bareZoneId = (bare.body.data as Body).id;
  const form = buildSensorForm(fieldId);
  expect((await api(stack, 'POST', '/api/sensor/v2/new', { token: owner, form })).status).toBeLessThan(300);
  const series = await currentSeries(form.sensorId);
  // Every 2 hours from a day before the range to a day after, on the weeks' edges.
  const times = Array.from(
    { length: (2 * WEEK + 2 * 86_400_000) / (2 * HOUR) + 1 },
    (_, i) => T0 - 86_400_000 + i * 2 * HOUR,
  );
  await dynamoReadingsStore().put(times.map((t) => reading(series, t)));
  const logged = await api(stack, 'POST', `/api/v2/zone/${zoneId}/irrigations`, {
    token: owner,
    json: { start: START + 3 * 86_400 + 6 * 3600, depth_mm: 20 },
  });
  expect(logged.status, JSON.stringify(logged.body)).toBe(201);
  // Another zone's irrigation and one before the range are not counted.
  expect(
    (
      await api(stack, 'POST', `/api/v2/zone/${bareZoneId}/irrigations`, {
        token: owner,
        json: { start: START + 86_400, depth_mm: 7 },
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await api(stack, 'POST', `/api/v2/zone/${zoneId}/irrigations`, {
        token: owner,
        json: { start: START - 2 * 86_400, depth_mm: 9 },
      })
    ).status,
  ).toBe(201);
});
afterAll(async () => {
  await stack?.close();
});

describe('GET /api/v2/zone/{id}/water-budget', () => {
  it('two weeks of a zone with a sensor, a crop and a logged irrigation', async () => {
    const res = await get(`/api/v2/zone/${zoneId}/water-budget?start=${START}&end=${END}`, owner);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { weeks, totals, basis } = res.body.data;
    expect(weeks.map((w: Body) => [w.week_start, w.days])).toEqual([
      ['2026-11-02', 7],
      ['2026-11-09', 7],
    ]);
    expect(weeks.map((w: Body) => w.irrigation_mm)).toEqual([20, 0]);
    expect(weeks.map((w: Body) => w.storage_change_mm)).toEqual([6, -3]);
    expect(basis).toMatchObject({
      time_zone: 'Australia/Sydney',
      crop: 'tomato',
      kc_source: 'crop',
      root_depth_cm: 30,
      root_depth_source: 'system',
      storage_note: null,
      weather_source: 'simulated',
      irrigation_entries: 1,
    });
    expect(basis.sensor_ids).toHaveLength(1);

    // Rain and ETc agree with the field's weather routes over the same local days.
    const rain = (await get(`/api/v2/weather/${fieldId}/rainfall?start=${START}&end=${END}`, owner)).body.data
      .data as Body[];
    const evaporation = (await get(`/api/v2/evaporation/${fieldId}?start=${START}&end=${END}`, owner)).body.data
      .data as Body[];
    expect(rain).toHaveLength(14);
    expect(evaporation).toHaveLength(14);
    const tomato = cropById('tomato')!;
    for (const [i, w] of (weeks as Body[]).entries()) {
      const days = rain.slice(i * 7, i * 7 + 7);
      expect(w.rain_mm).toBeCloseTo(
        days.reduce((s, d) => s + d.precip, 0),
        0,
      );
      const etc = evaporation.slice(i * 7, i * 7 + 7).reduce((s, d) => {
        const [dd, mm, yyyy] = (d.date as string).split('-');
        return s + kcOnDay(tomato, SYSTEM.planting_date, `${yyyy}-${mm}-${dd}`)! * d.evaporation;
      }, 0);
      expect(w.etc_mm).toBeCloseTo(etc, 0);
      expect(w.balance_mm).toBeCloseTo(w.rain_mm + w.irrigation_mm - w.etc_mm - w.storage_change_mm, 0);
    }
    expect(totals.irrigation_mm).toBe(20);
    expect(totals.storage_change_mm).toBe(3);
    expect(totals.rain_mm).toBeCloseTo(weeks[0].rain_mm + weeks[1].rain_mm, 0);
  });

  it('a zone without sensors or system: rain, irrigation and ETc at Kc 1, storage null with the reason', async () => {
    const res = await get(`/api/v2/zone/${bareZoneId}/water-budget?start=${START}&end=${END}`, owner);
    expect(res.status).toBe(200);
    const { weeks, totals, basis } = res.body.data;
    expect(weeks).toHaveLength(2);
    for (const w of weeks as Body[]) {
      expect(w.storage_change_mm).toBeNull();
      expect(w.balance_mm).toBeNull();
      expect(w.etc_mm).toBeGreaterThan(0);
    }
    expect(weeks[0].irrigation_mm).toBe(7);
    expect(totals.storage_change_mm).toBeNull();
    expect(basis).toMatchObject({
      kc_source: 'default',
      crop: null,
      root_depth_cm: 30,
      root_depth_source: 'default',
      sensor_ids: [],
    });
    expect(basis.kc_note).toMatch(/^Kc 1/);
    expect(basis.storage_note).toMatch(/No sensor lies inside this zone/);
    expect(basis).toMatchObject({ kc_note_code: 'no_crop_or_planting', storage_note_code: 'no_sensor' });
    // Kc 1: ETc is the evaporation route's ET0.
    const evaporation = (await get(`/api/v2/evaporation/${fieldId}?start=${START}&end=${END}`, owner)).body.data
      .data as Body[];
    expect(totals.etc_mm).toBeCloseTo(
      evaporation.reduce((s, d) => s + d.evaporation, 0),
      0,
    );
  });

  it('without a range counts local days: 8 whole weeks just after midnight, across a clock change', async () => {
    // 00:30 on 28 Nov in Sydney (AEDT); 55 days earlier is before the clocks went forward on 4 Oct.
    const budget = await zoneWaterBudget(
      ownerName,
      zoneId,
      dynamoReadingsStore(),
      undefined,
      Date.parse('2026-11-27T13:30:00Z'),
    );
    expect(budget.weeks.map((w) => w.days)).toEqual([7, 7, 7, 7, 7, 7, 7, 7]);
  });

  it('without a range: 8 whole weeks, the last ending today', async () => {
    const res = await get(`/api/v2/zone/${zoneId}/water-budget`, owner);
    expect(res.status).toBe(200);
    expect(res.body.data.weeks.map((w: Body) => w.days)).toEqual([7, 7, 7, 7, 7, 7, 7, 7]);
    expect(res.body.data.basis.end).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
  });

  it("answers another grower's zone and unknown ids as not found", async () => {
    await expectZoneNotFound(stack, 'water-budget', zoneId, owner, stranger);
  });

  it('refuses bad ranges with a 400 naming start or end', async () => {
    const now = Math.floor(Date.now() / 1000);
    const cases: [string, RegExp][] = [
      ['start=abc&end=1767225600', /^start: /],
      ['start=&end=', /^start: must be epoch seconds/],
      ['start=1e300&end=1767225600', /^start: /],
      [`start=${START}`, /^end: give both/],
      [`start=${END}&end=${START}`, /^end: end must not be before start/],
      [`start=${START - 500 * 86_400}&end=${START}`, /^end: ask for at most/],
      [`start=${now + 86_400}&end=${now + 2 * 86_400}`, /^start: must not be in the future/],
    ];
    for (const [q, message] of cases) {
      const res = await get(`/api/v2/zone/${zoneId}/water-budget?${q}`, owner);
      expect(res.status, q).toBe(400);
      expect(res.body.error, q).toMatch(message);
    }
  });
});
