/**
 * GET /api/v2/zone/{id}/refill-time: a zone with a drying sensor and the field's weather answers
 * when its depths reach the zone's refill point; a zone without sensors says so; another grower's
 * zone, or none, is 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refillPoint } from '@shared/alerts/kinds';
import { uniformSoil } from '@shared/management/schemas';
import type { ZoneRefillView } from '@shared/advice/refill-time';
import type { Reading } from '../../lambdas/readings/adapters/readings/port';
import { readingsStore } from '../../lambdas/readings/services/readings-store';
import { currentSeries } from '../support/readings';
import { api, newGrower, startTestStack, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm, buildZone, squarePolygon } from '../support/management';

type Body = Record<string, any>;
const H = 3_600_000;
const NOW = Date.now();
const soil = uniformSoil('Clay');
const REFILL_10 = refillPoint(soil.wiltingPoint50, soil.fieldCapacity50);

let stack: TestStack;
let grower: string;
let other: string;
let zoneId: string;
let emptyZoneId: string;
let sensorId: string;

const get = (path: string, token: string) =>
  api(stack, 'GET', path, { token }) as Promise<{ status: number; body: Body }>;

beforeAll(async () => {
  stack = await startTestStack();
  grower = (await newGrower(stack)).tokens.IdToken!;
  other = (await newGrower(stack)).tokens.IdToken!;
  const fieldId = (
    (await api(stack, 'POST', '/api/field/addField', { token: grower, json: buildField() })).body.data as Body
  ).field_id as string;
  const zone = await api(stack, 'POST', `/api/v2/zone/${fieldId}`, { token: grower, json: buildZone() });
  expect(zone.status).toBe(201);
  zoneId = (zone.body.data as Body).id as string;
  // A second zone in the field's other corner, where no sensor lies.
  const empty = await api(stack, 'POST', `/api/v2/zone/${fieldId}`, {
    token: grower,
    json: buildZone({ zoneName: 'Zone B', geom: squarePolygon(151.2005, -33.8095, 0.0004) }),
  });
  expect(empty.status).toBe(201);
  emptyZoneId = (empty.body.data as Body).id as string;
  const form = buildSensorForm(fieldId);
  expect((await api(stack, 'POST', '/api/sensor/v2/new', { token: grower, form })).status).toBe(201);
  sensorId = form.sensorId;
  // Three days of hourly readings, 10 cm drying 1.5 points a day from 6 points above refill; 50 and 100 cm wet and
  // steady.
  const series = await currentSeries(sensorId);
  const newest = Math.floor(NOW / H) * H - H;
  const readings: Reading[] = Array.from({ length: 72 }, (_, k) => {
    const time = newest - (71 - k) * H;
    const cap50 = Math.round((REFILL_10 + 6 - (1.5 * k) / 24) * 100) / 100;
    return {
      series,
      sensorId,
      time,
      raw: { at10cm: null, at50cm: null, at100cm: null, temperature: 18, battery_vol: 3.9 },
      calibrated: {
        at10cm: cap50,
        at50cm: soil.fieldCapacity100,
        at100cm: soil.fieldCapacity150,
      },
      temperature: 18,
      battery_vol: 3.9,
      flags: [],
      receivedAt: time,
    };
  });
  await readingsStore().put(readings);
});
afterAll(async () => {
  await stack?.close();
});

describe('GET /api/v2/zone/{id}/refill-time', () => {
  it('answers when 10 cm reaches the zone’s refill point, with the drying rate and each depth', async () => {
    const res = await get(`/api/v2/zone/${zoneId}/refill-time`, grower);
    expect(res.status).toBe(200);
    const view = res.body.data as ZoneRefillView;
    expect(view.zone_id).toBe(zoneId);
    expect(view.interest_depth_cm).toBe(10);
    expect(view.reason).toBeNull();
    expect(view.sensors.map((s) => s.sensor_id)).toEqual([sensorId]);
    const [s] = view.sensors;
    expect(s!.depths.map((d) => d.depth_cm)).toEqual([10, 50, 100]);
    const top = s!.depths[0]!;
    expect(top.refill_point).toBeCloseTo(REFILL_10, 2);
    // 1.5 points a day with about 1.6 points left (6 − 4.4 over the three days): about a day away.
    expect(top.drying_per_day).toBeGreaterThan(0.5);
    expect(top.status).toBe('crossing');
    // Soil at 18 °C: a drying crossing, not a freeze.
    expect(top.freezing).toBe(false);
    expect(top.hours).toBeGreaterThan(4);
    expect(top.hours).toBeLessThan(72);
    // hours is given to a tenth of an hour.
    expect(Math.abs(top.at! - (s!.issued_at! + top.hours! * 3600))).toBeLessThanOrEqual(180);
    // At field capacity and steady: not within 3 days.
    expect(s!.depths[1]!.status).toBe('not-within');
  });

  it('says so for a zone without sensors', async () => {
    const res = await get(`/api/v2/zone/${emptyZoneId}/refill-time`, grower);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ sensors: [], reason: 'No sensor lies in this zone.' });
  });

  it('refuses another grower’s zone and an unknown one with 404', async () => {
    expect((await get(`/api/v2/zone/${zoneId}/refill-time`, other)).status).toBe(404);
    expect((await get('/api/v2/zone/zone-none/refill-time', grower)).status).toBe(404);
  });
});
