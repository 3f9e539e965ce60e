/**
 * Moving a sensor to another of the grower's fields (PUT /api/sensor/{id} with `field_id`): its
 * readings, forecasts and skill are then readable at the new field, counted through the
 * readings, CSV and moisture routes, and none at the old; zones follow its position. Another
 * user's sensor or field, bad ids and far positions change nothing; a crash between the writes,
 * a delete of the new field and the same request twice leave one consistent answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sensorMoveMessages } from '@shared/management/sensor-move';
import { forecastBatch } from '../../lambdas/forecasts/services/forecasts';
import { getField } from '../../lambdas/farms/adapters/fields';
import { dynamoReadingsStore } from '../../lambdas/readings/adapters/readings/dynamodb';
import { getSensor } from '../../lambdas/sensors/adapters/sensors';
import { updateItem, keys } from '../../lambdas/platform/aws/items';
import { currentSeries, storedReading as reading } from '../support/readings';
import { failWhen, intercept } from '../support/faults';
import { api, proGrower, startTestStack, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm, buildZone, squarePolygon } from '../support/management';

type Body = Record<string, any>;
type Who = { username: string; token: string };
const H = 3_600_000;
/** The newest reading: a few hours ago on the 2-hour grid; four days of readings before it. */
const T = Math.floor(Date.now() / (2 * H)) * 2 * H - 4 * H;
const FROM = T - 4 * 24 * H;
const READINGS = 4 * 12 + 1;
const IN_A: [number, number] = [151.205, -33.805];
const IN_B: [number, number] = [151.305, -33.805];
const point = (c: [number, number]) => ({ type: 'Point', coordinates: c });

let stack: TestStack;
let alice: Who;
let bob: Who;
let fieldA: string;
let fieldB: string;
let zoneA: string;
let zoneB: string;
let bobField: string;
const store = dynamoReadingsStore();

const call = (who: Who, method: string, path: string, json?: unknown) =>
  api(stack, method, path, { token: who.token, ...(json === undefined ? {} : { json }) }) as Promise<{
    status: number;
    body: Body;
  }>;
const move = (sensorId: string, body: Record<string, unknown>, who: Who = alice) =>
  call(who, 'PUT', `/api/sensor/${encodeURIComponent(sensorId)}`, body);

async function newField(who: Who, lng: number, fieldName: string): Promise<string> {
  const res = await call(
    who,
    'POST',
    '/api/field/addField',
    buildField({ fieldName, geom: squarePolygon(lng, -33.8) }),
  );
  expect(res.status).toBe(201);
  return res.body.data.field_id as string;
}
async function newZone(who: Who, fieldId: string, lng: number): Promise<string> {
  const res = await call(
    who,
    'POST',
    `/api/v2/zone/${fieldId}`,
    buildZone({ geom: squarePolygon(lng + 0.001, -33.801, 0.005) }),
  );
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}
async function newSensor(fieldId: string, at: [number, number] = IN_A): Promise<string> {
  const form = buildSensorForm(fieldId, { geom: JSON.stringify(point(at)) });
  expect((await api(stack, 'POST', '/api/sensor/v2/new', { token: alice.token, form })).status).toBe(201);
  return form.sensorId;
}
/**
 * Four days of 2-hourly readings, and forecasts made 26 h before the newest and at it (the second verifies the first:
 * skill).
 */
async function withHistory(sensorId: string): Promise<void> {
  const s = await currentSeries(sensorId);
  const all = Array.from({ length: READINGS }, (_, k) => reading(s, FROM + k * 2 * H, k));
  // Forecasts are made from the newest reading stored: the readings up to each issue time, then the batch.
  for (const at of [T - 26 * H, T]) {
    await store.put(all.filter((r) => r.time <= at));
    expect((await forecastBatch([s], { store, weather: async () => [] })).failed).toEqual(new Map());
  }
}

const range = `start=${Math.floor((FROM - H) / 1000)}&end=${Math.floor((T + H) / 1000)}`;
/** What each route shows of the sensor at a field (null: not there). */
async function seenAt(sensorId: string, fieldId: string) {
  const field = await call(alice, 'GET', `/api/v2/moisture/${fieldId}?${range}`);
  expect(field.status).toBe(200);
  const entry = (field.body.data as Body[]).find((e) => e.sensor_id === sensorId);
  const one = await call(alice, 'GET', `/api/v2/moisture/${fieldId}/${sensorId}?${range}`);
  const csv = await fetch(`${stack.url}/api/v2/readings/${sensorId}/csv?${range}&fieldId=${fieldId}`, {
    headers: { authorization: `Bearer ${alice.token}` },
  });
  const csvLines = csv.status === 200 ? (await csv.text()).trim().split('\n').length : null;
  const listed = (await call(alice, 'GET', `/api/v2/sensor/${fieldId}`)).body.data.data as Body[];
  const zones = (await call(alice, 'GET', `/api/v2/zone/?field=${fieldId}&withSensor=true`)).body.data as Body[];
  return {
    moisture: entry ? (entry.moisture as unknown[]).length : null,
    forecasts: entry
      ? { prediction: entry.prediction, pastPrediction: entry.pastPrediction, skill: entry.skill }
      : null,
    fieldSensor: one.status === 200 ? (one.body.data as unknown[]).length : one.status,
    csvLines: csvLines ?? csv.status,
    listed: listed.some((s) => s.sensor_id === sensorId),
    inZone: zones.some((z) => (z.sensors as Body[]).some((s) => s.sensor_id === sensorId)),
  };
}
/** The registration and every field's listing of it: what must not change on a refusal. */
async function stateOf(sensorId: string) {
  const lists = async (who: Who, id: string) =>
    [...((await getField(who.username, id))?.sensor_ids ?? [])].includes(sensorId);
  return {
    sensor: await getSensor(sensorId),
    a: await lists(alice, fieldA),
    b: await lists(alice, fieldB),
    bob: await lists(bob, bobField),
  };
}

beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  alice = await proGrower(stack);
  bob = await proGrower(stack);
  fieldA = await newField(alice, 151.2, 'West Paddock');
  fieldB = await newField(alice, 151.3, 'East Paddock');
  zoneA = await newZone(alice, fieldA, 151.2);
  zoneB = await newZone(alice, fieldB, 151.3);
  bobField = await newField(bob, 151.3, 'East Paddock');
});
afterAll(async () => {
  await stack?.close();
});

describe('moving a sensor', () => {
  it('takes every reading, forecast and skill figure to the new field and zone, leaving none at the old', async () => {
    const id = await newSensor(fieldA);
    const stays = await newSensor(fieldA, [151.202, -33.802]);
    await withHistory(id);
    const before = await seenAt(id, fieldA);
    expect(before).toMatchObject({ moisture: READINGS, fieldSensor: READINGS, listed: true, inZone: true });
    expect(before.forecasts!.prediction.length).toBeGreaterThan(0);
    expect(before.forecasts!.pastPrediction.length).toBeGreaterThan(0);
    expect(before.forecasts!.skill.some((f: Body) => f.n > 0)).toBe(true);
    expect(before.csvLines).toBeGreaterThan(1);
    expect(await seenAt(id, fieldB)).toMatchObject({
      moisture: null,
      forecasts: null,
      fieldSensor: 404,
      csvLines: 404,
      listed: false,
      inZone: false,
    });

    const res = await move(id, { field_id: fieldB, zone_id: zoneB, geom: point(IN_B), alias: 'Moved' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      sensor_id: id,
      field_id: fieldB,
      field_name: 'East Paddock',
      outside_field: false,
      alias: 'Moved',
    });

    expect(await seenAt(id, fieldB)).toEqual({ ...before, listed: true, inZone: true });
    expect(await seenAt(id, fieldA)).toMatchObject({
      moisture: null,
      forecasts: null,
      fieldSensor: 404,
      csvLines: 404,
      listed: false,
      inZone: false,
    });
    // The sensor's own routes answer the same history; the sensor left behind is untouched.
    expect(((await call(alice, 'GET', `/api/v2/readings/${id}?${range}`)).body.data as unknown[]).length).toBe(
      READINGS,
    );
    expect(await seenAt(stays, fieldA)).toMatchObject({ listed: true, inZone: true });
    expect(await stateOf(id)).toMatchObject({ sensor: { field_id: fieldB }, a: false, b: true });
    expect((await call(alice, 'GET', `/api/sensor/${id}`)).body.data).toMatchObject({ field_id: fieldB });
    // And back again: the history follows it home.
    expect((await move(id, { field_id: fieldA, geom: point(IN_A) })).status).toBe(200);
    expect(await seenAt(id, fieldA)).toEqual(before);
  });

  it("refuses another's sensor or field, bad field ids, a far position, a zone not holding it; no change", async () => {
    const id = await newSensor(fieldA);
    const was = await stateOf(id);
    const refusals: [Who, Record<string, unknown>, number, RegExp][] = [
      [bob, { field_id: bobField, geom: point(IN_B) }, 404, /^Sensor not found\.$/],
      [bob, { field_id: fieldB, geom: point(IN_B) }, 404, /^Sensor not found\.$/],
      [alice, { field_id: bobField, geom: point(IN_B) }, 404, /^Field not found\.$/],
      [alice, { field_id: '', geom: point(IN_B) }, 400, /^field_id: /],
      [alice, { field_id: '   ', geom: point(IN_B) }, 400, /^field_id: /],
      [alice, { field_id: '__proto__', geom: point(IN_B) }, 404, /^Field not found\.$/],
      [alice, { field_id: 'constructor', geom: point(IN_B) }, 404, /^Field not found\.$/],
      [alice, { field_id: 'x'.repeat(65), geom: point(IN_B) }, 400, /^field_id: /],
      [alice, { field_id: 42, geom: point(IN_B) }, 400, /^field_id: /],
      // The old position kept by mistake is kilometres from the new field.
      [alice, { field_id: fieldB }, 400, new RegExp(`^geom: ${sensorMoveMessages.far}$`)],
      [alice, { field_id: fieldB, geom: point([151.3 + 0.01 + 0.003, -33.805]) }, 400, /^geom: /],
      [alice, { field_id: fieldB, geom: point([1e-200, 1e-200]) }, 400, /^geom: /],
      [alice, { field_id: fieldB, geom: point([1e300, -33.8]) }, 400, /^geom: /],
      [
        alice,
        { field_id: fieldB, geom: point(IN_B), zone_id: zoneA },
        400,
        new RegExp(`^zone_id: ${sensorMoveMessages.zoneOfOtherField}$`),
      ],
      [
        alice,
        { field_id: fieldB, geom: point([151.309, -33.809]), zone_id: zoneB },
        400,
        new RegExp(`^geom: ${sensorMoveMessages.outsideZone}$`),
      ],
      [alice, { field_id: fieldB, geom: point(IN_B), zone_id: '__proto__' }, 404, /^Zone not found\.$/],
    ];
    for (const [who, body, status, err] of refusals) {
      const res = await move(id, body, who);
      expect({ body, status: res.status }).toEqual({ body, status });
      expect(res.body.err).toMatch(err);
      expect(await stateOf(id)).toEqual(was);
    }
    // Bob's field lists nothing of Alice's, and Alice's sensor is still hers where it was.
    expect(await seenAt(id, fieldA)).toMatchObject({ listed: true });
    // Just outside the new outline (within the margin) is a move, flagged as outside.
    const near = await move(id, { field_id: fieldB, geom: point([151.3 + 0.01 + 0.001, -33.805]) });
    expect(near.status).toBe(200);
    expect(near.body.data).toMatchObject({ field_id: fieldB, outside_field: true });
  });

  it('survives a crash between its writes: readable at one field; the retry finishes the move', async () => {
    const id = await newSensor(fieldA);
    await withHistory(id);
    const before = await seenAt(id, fieldA);
    const body = { field_id: fieldB, geom: point(IN_B) };
    const isSensorWrite = (i: Body, c: string) => c === 'UpdateItemCommand' && i.Key?.PK === keys.sensor(id);
    // 1. Died after the new field listed it, before the registration moved.
    let heal = failWhen(isSensorWrite);
    try {
      expect((await move(id, body)).status).toBe(500);
    } finally {
      heal();
    }
    expect(await stateOf(id)).toMatchObject({ sensor: { field_id: fieldA }, a: true, b: true });
    expect(await seenAt(id, fieldA)).toEqual(before);
    expect(await seenAt(id, fieldB)).toMatchObject({ moisture: null, listed: false });
    // 2. The retry dies after the registration moved, before the old field stopped listing it.
    heal = failWhen(
      (i, c) =>
        c === 'UpdateItemCommand' &&
        i.Key?.SK === keys.field(fieldA) &&
        String(i.UpdateExpression).startsWith('DELETE'),
    );
    try {
      expect((await move(id, body)).status).toBe(500);
    } finally {
      heal();
    }
    expect(await stateOf(id)).toMatchObject({ sensor: { field_id: fieldB }, a: true, b: true });
    expect(await seenAt(id, fieldB)).toEqual(before);
    expect(await seenAt(id, fieldA)).toMatchObject({ moisture: null, fieldSensor: 404, listed: false });
    // 3. The retry finishes it.
    expect((await move(id, body)).status).toBe(200);
    expect(await stateOf(id)).toMatchObject({ sensor: { field_id: fieldB }, a: false, b: true });
    expect(await seenAt(id, fieldB)).toEqual(before);
  });

  it('does not move into a field being deleted, and undoes a move a delete of the new field began under', async () => {
    const id = await newSensor(fieldA);
    const doomed = await newField(alice, 151.4, 'Doomed Paddock');
    const inDoomed = point([151.405, -33.805]);
    await updateItem(keys.user(alice.username), keys.field(doomed), { deleting: true });
    const was = await stateOf(id);
    expect((await move(id, { field_id: doomed, geom: inDoomed })).body.err).toBe('Field not found.');
    expect(await stateOf(id)).toEqual(was);

    const racing = await newField(alice, 151.5, 'Racing Paddock');
    // The delete begins between the new field's listing and the registration's move.
    const stop = intercept(
      (i, c) => c === 'UpdateItemCommand' && i.Key?.PK === keys.sensor(id),
      async () =>
        void (await getField(alice.username, racing).then(() =>
          updateItem(keys.user(alice.username), keys.field(racing), { deleting: true }),
        )),
    );
    try {
      const res = await move(id, { field_id: racing, geom: point([151.505, -33.805]) });
      expect(res.status).toBe(404);
      expect(res.body.err).toBe('Field not found.');
    } finally {
      stop();
    }
    expect(await stateOf(id)).toEqual(was);
    expect([...((await getField(alice.username, racing))?.sensor_ids ?? [])]).not.toContain(id);
    expect(await seenAt(id, fieldA)).toMatchObject({ listed: true });
  });

  it("moves once for the same request twice at once; a second grower's re-registered freed id stays put", async () => {
    const id = await newSensor(fieldA);
    const body = { field_id: fieldB, geom: point(IN_B), alias: 'Twice' };
    const [one, two] = await Promise.all([move(id, body), move(id, body)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.data).toEqual(two.body.data);
    expect(await stateOf(id)).toMatchObject({ sensor: { field_id: fieldB, alias: 'Twice' }, a: false, b: true });
    // Freed, then taken by Bob: Alice's move finds no sensor of hers, and Bob's stays put.
    expect((await call(alice, 'DELETE', `/api/sensor/${id}`)).status).toBe(200);
    const form = buildSensorForm(bobField, { sensorId: id, geom: JSON.stringify(point(IN_B)) });
    expect((await api(stack, 'POST', '/api/sensor/v2/new', { token: bob.token, form })).status).toBe(201);
    expect((await move(id, { field_id: fieldA, geom: point(IN_A) })).status).toBe(404);
    expect(await getSensor(id)).toMatchObject({ owner: bob.username, field_id: bobField });
  });
});
