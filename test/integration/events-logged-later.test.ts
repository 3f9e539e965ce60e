/**
 * An irrigation logged after its wetting was found: the event was classified when found (nothing
 * in the log then, rain near it, so `unexplained`); once the log holds the irrigation, the events
 * list calls it an irrigation and Home stops asking about it. Deleting the entry asks again; an
 * answered event keeps its answer; an entry of another zone explains nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertEvent } from '../../lambdas/irrigation/adapters/events';
import { api, newGrower, startTestStack, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm, buildZone, squarePolygon } from '../support/management';
import { currentSeries } from '../support/readings';

type Body = Record<string, any>;
const H = 3600;
/** A wetting two days ago (whole hours), its water arriving over the next 20 h. */
const ONSET = Math.floor(Date.now() / 1000 / H) * H - 48 * H;
const PEAK = ONSET + 20 * H;

let stack: TestStack;
let token: string;
let fieldId: string;
let zoneId: string;
let otherZoneId: string;
let sensorId: string;

const events = async () => {
  const res = await api(stack, 'GET', `/api/v2/events/${fieldId}?start=${ONSET - 86_400}&end=${ONSET + 86_400}`, {
    token,
  });
  expect(res.status).toBe(200);
  return res.body.data as Body[];
};
const logIn = async (zone: string, start: number) => {
  const res = await api(stack, 'POST', `/api/v2/zone/${zone}/irrigations`, {
    token,
    json: { start, duration_minutes: 120 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body.data as Body).irrigation_id as string;
};

beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  token = (await newGrower(stack)).tokens.IdToken!;
  fieldId = ((await api(stack, 'POST', '/api/field/addField', { token, json: buildField() })).body.data as Body)
    .field_id;
  // The sensor's zone (around it), and a second zone elsewhere in the field.
  const zone = await api(stack, 'POST', `/api/v2/zone/${fieldId}`, {
    token,
    json: buildZone({ system: { method: 'drip', application_rate_mm_h: 4 } }),
  });
  zoneId = (zone.body.data as Body).id;
  const other = await api(stack, 'POST', `/api/v2/zone/${fieldId}`, {
    token,
    json: buildZone({ zoneName: 'Zone B', geom: squarePolygon(151.2015, -33.8065, 0.002) }),
  });
  expect(other.status, JSON.stringify(other.body)).toBe(201);
  otherZoneId = (other.body.data as Body).id;
  const gatewayId = `gw-${Date.now().toString(36)}`;
  expect((await api(stack, 'POST', '/api/v2/gateway', { token, json: { gatewayId } })).status).toBe(201);
  const form = buildSensorForm(fieldId, { gatewayId });
  expect((await api(stack, 'POST', '/api/sensor/v2/new', { token, form })).status).toBe(201);
  sensorId = form.sensorId;
  // The wetting as the forecast job stores it when the log held nothing and rain was near.
  await upsertEvent(await currentSeries(sensorId), {
    sensor_id: sensorId,
    field_id: fieldId,
    onset: ONSET,
    peak: PEAK,
    depth_reached_cm: 50,
    arrived_mm: 24,
    detected_kind: 'unexplained',
  });
});
afterAll(async () => {
  await stack?.close();
});

describe('an irrigation logged after its wetting was found', () => {
  it('makes the wetting an irrigation while the entry lasts; another zone’s entry explains nothing', async () => {
    expect((await events()).map((e) => e.kind)).toEqual(['unexplained']);
    await logIn(otherZoneId, ONSET + 2 * H);
    expect((await events()).map((e) => e.kind)).toEqual(['unexplained']);
    // Logged at its true start, a reading after the onset the climb began at.
    const id = await logIn(zoneId, ONSET + 2 * H);
    expect(await events()).toMatchObject([{ sensor_id: sensorId, kind: 'irrigation', confirmed: false }]);
    expect((await api(stack, 'DELETE', `/api/v2/irrigations/${id}`, { token })).status).toBe(200);
    expect((await events()).map((e) => e.kind)).toEqual(['unexplained']);
  });

  it('an entry after the peak explains nothing, and an answered event keeps its answer', async () => {
    const late = await logIn(zoneId, PEAK + H);
    expect((await events()).map((e) => e.kind)).toEqual(['unexplained']);
    await api(stack, 'DELETE', `/api/v2/irrigations/${late}`, { token });
    const [event] = await events();
    expect(
      (await api(stack, 'POST', `/api/v2/events/${event!.event_id}/answer`, { token, json: { irrigation: false } }))
        .status,
    ).toBe(200);
    await logIn(zoneId, ONSET + 2 * H);
    expect(await events()).toMatchObject([{ kind: 'rain', confirmed: true }]);
  });
});
