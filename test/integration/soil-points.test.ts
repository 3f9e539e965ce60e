/**
 * A zone's suggested soil points through the local gateway: a zone whose sensor saw seven clear
 * wettings (full points near the synthetic series' own, the refill point from the zone's share);
 * a zone without a sensor of its own (the field's sensors); a sensor with two wettings (how many
 * more); a field without sensors; another grower's zone and unknown ids 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoReadingsStore } from '../../lambdas/readings/adapters/readings/dynamodb';
import { api, expectZoneNotFound, newGrower, startTestStack, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm, buildZone, squarePolygon } from '../support/management';
import { currentSeries } from '../support/readings';
import { FULL_POINTS, readingsWithWettings } from '../support/wettings';

let stack: TestStack;
let owner: string;
let stranger: string;
type Body = Record<string, any>;
const get = (path: string, token: string) =>
  api(stack, 'GET', path, { token }) as Promise<{ status: number; body: Body }>;

let wetZone: Body;
let zoneWithoutSensor: string;
let fewZone: string;
let emptyZone: string;
let wetSensor: string;

async function fieldWithZone(token: string, lng: number, zone: Record<string, unknown> = {}) {
  const field = (
    (await api(stack, 'POST', '/api/field/addField', { token, json: buildField({ geom: squarePolygon(lng, -33.8) }) }))
      .body.data as Body
  ).field_id as string;
  const res = await api(stack, 'POST', `/api/v2/zone/${field}`, {
    token,
    json: buildZone({ geom: squarePolygon(lng + 0.001, -33.801, 0.005), ...zone }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { field, zone: res.body.data as Body };
}

async function sensorWith(token: string, field: string, lng: number, days: number) {
  const form = buildSensorForm(field, { geom: JSON.stringify({ type: 'Point', coordinates: [lng + 0.005, -33.805] }) });
  expect((await api(stack, 'POST', '/api/sensor/v2/new', { token, form })).status).toBeLessThan(300);
  await dynamoReadingsStore().put(
    readingsWithWettings(await currentSeries(form.sensorId), Date.now() - 3_600_000, days),
  );
  return form.sensorId;
}

beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  owner = (await newGrower(stack)).tokens.IdToken!;
  stranger = (await newGrower(stack)).tokens.IdToken!;
  const wet = await fieldWithZone(owner, 151.2, { refillShare: 0.4 });
  wetZone = wet.zone;
  wetSensor = await sensorWith(owner, wet.field, 151.2, 60);
  // A second zone of the same field, away from the sensor.
  const other = await api(stack, 'POST', `/api/v2/zone/${wet.field}`, {
    token: owner,
    json: buildZone({ zoneName: 'Zone B', geom: squarePolygon(151.202, -33.807, 0.002) }),
  });
  expect(other.status).toBe(201);
  zoneWithoutSensor = (other.body.data as Body).id;
  const few = await fieldWithZone(owner, 150.5);
  fewZone = few.zone.id;
  await sensorWith(owner, few.field, 150.5, 14);
  emptyZone = (await fieldWithZone(owner, 150.0)).zone.id;
});
afterAll(async () => {
  await stack?.close();
});

describe('GET /api/v2/zone/{id}/soil-points', () => {
  it('a zone whose sensor saw seven wettings: full points near the soil’s own, refill from its share', async () => {
    const res = await get(`/api/v2/zone/${wetZone.id}/soil-points`, owner);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [top, mid, deep] = res.body.data as Body[];
    expect(res.body.needed_events).toBe(0);
    expect(res.body.basis).toMatchObject({ sensor_ids: [wetSensor], sensors_from: 'zone' });
    expect(top).toMatchObject({ depth_cm: 10, n_events: 7, refill_basis: 'share' });
    expect(Math.abs(top!.full_point - FULL_POINTS[10])).toBeLessThan(0.5);
    expect(top!.spread).toBeGreaterThanOrEqual(0);
    // The zone's refill share (0.4) between its wilting point at 10 cm and the suggested full point.
    expect(top!.refill_point).toBeCloseTo(wetZone.wpoint_50 + 0.4 * (top!.full_point - wetZone.wpoint_50), 0);
    expect(mid).toMatchObject({ depth_cm: 50 });
    expect(Math.abs(mid!.full_point - FULL_POINTS[50])).toBeLessThan(0.5);
    expect(deep).toMatchObject({ depth_cm: 100 });
  });

  it('a zone with no sensor of its own uses the field’s', async () => {
    const res = await get(`/api/v2/zone/${zoneWithoutSensor}/soil-points`, owner);
    expect(res.status).toBe(200);
    expect(res.body.basis).toMatchObject({ sensor_ids: [wetSensor], sensors_from: 'field' });
    expect(res.body.data[0].n_events).toBe(7);
  });

  it('two wettings: no figures yet, and how many more are needed', async () => {
    const res = await get(`/api/v2/zone/${fewZone}/soil-points`, owner);
    expect(res.status).toBe(200);
    expect(res.body.needed_events).toBe(1);
    for (const r of res.body.data as Body[])
      expect(r).toMatchObject({ full_point: null, spread: null, refill_point: null });
    expect(res.body.data[0].n_events).toBe(2);
  });

  it('a field without sensors: every depth empty, three wettings needed', async () => {
    const res = await get(`/api/v2/zone/${emptyZone}/soil-points`, owner);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ needed_events: 3, basis: { sensor_ids: [], sensors_from: 'field' } });
    expect((res.body.data as Body[]).map((r) => [r.depth_cm, r.n_events, r.full_point])).toEqual([
      [10, 0, null],
      [50, 0, null],
      [100, 0, null],
    ]);
  });

  it("answers another grower's zone and unknown ids as not found", async () => {
    await expectZoneNotFound(stack, 'soil-points', wetZone.id, owner, stranger);
  });
});
