/**
 * POST /api/v2/ingest through the local gateway: the gateway's credential, idempotency,
 * per-reading errors, calibration with the sensor's formula, implausible values flagged.
 */
import type { Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Metrics are off in tests (and in `npm start`); this file reads the ones ingest publishes.
vi.hoisted(() => {
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
});
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { documentClient } from '../../lambdas/platform/aws/clients';
import { createFormula } from '../../lambdas/sensors/adapters/formulas';
import { dynamoReadingsStore } from '../../lambdas/readings/adapters/readings/dynamodb';
import { appTableName, readingsTableName, resetEnvCache } from '../../lambdas/platform/env';
import { forecastsSettled } from '../../lambdas/ingest/services/forecast-queue';
import { apiEvent } from '../support/api-event';
import { currentSeries } from '../support/readings';
import { adminToken, api, logIn, newGrower, startTestStack, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm } from '../support/management';
import { captureOutput, emfValues } from '../support/output';
import { recomputeAndWait } from '../support/recompute';

let stack: TestStack;
let owner: { username: string; token: string };
let credential: string;
let gatewayId: string;
let sensorA: string;
let sensorB: string;
let foreignSensor: string;

type Body = Record<string, any>;
const send = (readings: unknown[], auth = `Gateway ${credential}`) =>
  fetch(`${stack.url}/api/v2/ingest`, {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify({ readings }),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Body }));
const T = Date.UTC(2026, 5, 1, 6);
const reading = (sensor_id: string, i: number, values: Record<string, number | null> = {}) => ({
  sensor_id,
  time: new Date(T + i * 7_200_000).toISOString(),
  cap50: 0.3,
  cap100: 0.35,
  cap150: 0.4,
  temperature: 17.5,
  battery_vol: 3.95,
  ...values,
});

beforeAll(async () => {
  stack = await startTestStack();
  const g = await newGrower(stack);
  owner = { username: g.username, token: g.tokens.IdToken! };
  const field = (await api(stack, 'POST', '/api/field/addField', { token: owner.token, json: buildField() })).body
    .data as Body;
  gatewayId = `gw-${Date.now().toString(36)}`;
  credential = (await api(stack, 'POST', '/api/v2/gateway', { token: owner.token, json: { gatewayId } })).body
    .credential as string;
  const a = buildSensorForm(field.field_id, { gatewayId });
  const b = buildSensorForm(field.field_id, { gatewayId });
  await api(stack, 'POST', '/api/sensor/v2/new', { token: owner.token, form: a });
  await api(stack, 'POST', '/api/sensor/v2/new', { token: owner.token, form: b });
  sensorA = a.sensorId;
  sensorB = b.sensorId;
  // sensor A calibrates linearly between 0.1 and 0.5 (percent); sensor B has no formula (raw = percent)
  const admin = (await logIn(stack, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password)).IdToken!;
  await api(stack, 'POST', '/api/sensorformula/', {
    token: admin,
    json: { sensor_id: sensorA, parameter: 'x1=0.1, x2=0.5' },
  });
  // a sensor of another grower
  const other = await newGrower(stack);
  const otherField = (
    await api(stack, 'POST', '/api/field/addField', { token: other.tokens.IdToken!, json: buildField() })
  ).body.data as Body;
  const foreign = buildSensorForm(otherField.field_id);
  await api(stack, 'POST', '/api/sensor/v2/new', { token: other.tokens.IdToken!, form: foreign });
  foreignSensor = foreign.sensorId;
});
afterAll(async () => {
  await stack?.close();
});

describe('ingest', () => {
  it('refuses a missing, malformed or rotated credential with 401', async () => {
    expect((await send([reading(sensorA, 0)], '')).status).toBe(401);
    expect((await send([reading(sensorA, 0)], `Gateway gw.${gatewayId}.${'x'.repeat(43)}`)).status).toBe(401);
    // a user token is not a gateway credential
    expect((await send([reading(sensorA, 0)], `Bearer ${owner.token}`)).status).toBe(401);
  });

  it("names every answer's request in x-request-id, the gateway's own refusals included", async () => {
    const post = (auth: string) =>
      fetch(`${stack.url}/api/v2/ingest`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({ readings: [] }),
      });
    const [refused, handled] = await Promise.all([post(''), post(`Gateway ${credential}`)]);
    expect([refused.status, handled.status]).toEqual([401, 400]);
    const ids = [refused.headers.get('x-request-id'), handled.headers.get('x-request-id')];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('stores readings calibrated with the sensor formula, answers per reading, marks the gateway seen', async () => {
    const res = await send([reading(sensorA, 0), reading(sensorB, 0, { cap50: 31.5, cap100: 33, cap150: 35 })]);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ stored: 2, rejected: 0 });
    const store = dynamoReadingsStore();
    const [a] = await store.range(await currentSeries(sensorA), { from: T, to: T });
    expect(a!.raw).toEqual({ at10cm: 0.3, at50cm: 0.35, at100cm: 0.4, temperature: 17.5, battery_vol: 3.95 });
    expect(a!.calibrated).toEqual({ at10cm: 50, at50cm: 62.5, at100cm: 75 });
    expect((await store.latest(await currentSeries(sensorB)))!.calibrated.at10cm).toBe(31.5);
    const gateways = (await api(stack, 'GET', '/api/v2/gateway', { token: owner.token })).body.data as Body[];
    const g = gateways.find((x) => x.gateway_id === gatewayId)!;
    expect(g.status).toBe('online');
    expect(Date.now() - Date.parse(g.last_seen)).toBeLessThan(60_000);
  });

  it('is idempotent on (sensor, time): a retried batch leaves one reading each', async () => {
    const batch = [1, 2, 3].map((i) => reading(sensorA, i));
    await send(batch);
    await send(batch);
    expect(
      await dynamoReadingsStore().range(await currentSeries(sensorA), { from: T + 7_200_000, to: T + 3 * 7_200_000 }),
    ).toHaveLength(3);
  });

  it('rejects a bad or foreign reading alone and keeps the rest', async () => {
    const res = await send([
      reading(sensorB, 10),
      reading(foreignSensor, 10),
      reading('NOPE00000000001', 10),
      { sensor_id: sensorB, time: 'yesterday' },
      reading(sensorB, 11),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data.stored).toBe(2);
    const statuses = (res.body.data.results as Body[]).map((r) => [r.index, r.status]);
    expect(statuses).toEqual([
      [0, 'stored'],
      [1, 'rejected'],
      [2, 'rejected'],
      [3, 'rejected'],
      [4, 'stored'],
    ]);
    expect(res.body.data.results[1].error).toMatch(/unknown sensor/);
    expect(res.body.data.results[3].error).toMatch(/^time: /);
    expect(await dynamoReadingsStore().latest(await currentSeries(foreignSensor))).toBeUndefined();
  });

  it('publishes accepted, flagged and rejected (in all and by reason) counts as CloudWatch metrics', async () => {
    const out = captureOutput();
    try {
      // Earlier than the other tests' readings, so their "latest" stays theirs.
      const res = await send([
        reading(sensorB, -40),
        reading(sensorB, -41, { cap50: 250 }),
        reading(foreignSensor, -40),
        { sensor_id: sensorB, time: 'yesterday' },
        reading('NOPE00000000001', -40),
      ]);
      expect(res.body.data).toMatchObject({ stored: 2, rejected: 3 });
    } finally {
      out.restore();
    }
    const values = emfValues(out.json()).map(({ namespace, name, value, dimensions }) => ({
      namespace,
      name,
      value,
      dimensions,
    }));
    const service = { service: 'fieldwise' };
    expect(values).toEqual(
      expect.arrayContaining([
        { namespace: 'Fieldwise', name: 'ReadingsAccepted', value: 2, dimensions: service },
        { namespace: 'Fieldwise', name: 'ReadingsFlagged', value: 1, dimensions: service },
        { namespace: 'Fieldwise', name: 'ReadingsRejected', value: 3, dimensions: service },
        {
          namespace: 'Fieldwise',
          name: 'ReadingsRejected',
          value: 2,
          dimensions: { ...service, reason: 'unknown-sensor' },
        },
        { namespace: 'Fieldwise', name: 'ReadingsRejected', value: 1, dimensions: { ...service, reason: 'invalid' } },
      ]),
    );
    // one value per metric and dimension set: nothing counted twice
    const keys = values.map((v) => `${v.name} ${JSON.stringify(v.dimensions)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('flags implausible values (missing, negative, above 200) and keeps them out of valid reads', async () => {
    const res = await send([
      reading(sensorB, 20, { cap50: 250 }),
      reading(sensorB, 21, { cap100: null }),
      reading(sensorB, 22, { cap150: -3 }),
      reading(sensorB, 23, { cap50: 40, cap100: 41, cap150: 42 }),
    ]);
    expect((res.body.data.results as Body[]).map((r) => r.flags)).toEqual([
      ['above-200'],
      ['missing'],
      ['negative'],
      [],
    ]);
    const store = dynamoReadingsStore();
    const from = T + 20 * 7_200_000;
    const to = T + 23 * 7_200_000;
    expect(await store.range(await currentSeries(sensorB), { from, to })).toHaveLength(4);
    expect(
      (await store.range(await currentSeries(sensorB), { from, to, validOnly: true })).map((r) => r.calibrated.at10cm),
    ).toEqual([40]);
  });

  it('answers a malformed batch with 400 naming the field', async () => {
    const empty = await send([]);
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatch(/^readings: /);
    const tooMany = await send(Array.from({ length: 501 }, (_, i) => reading(sensorB, 100 + i)));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatch(/at most 500/);
  });
});

describe('ingest: implausible temperature and battery, unusable formulas, many sensors, a busy database', () => {
  // A field, gateway and sensor of their own, so the other tests' lists and latest readings stay as they expect.
  let fieldC: string;
  let gatewayC: string;
  let credentialC: string;
  let sensorC: string;
  const sendC = (readings: unknown[]) => send(readings, `Gateway ${credentialC}`);
  beforeAll(async () => {
    fieldC = (
      (await api(stack, 'POST', '/api/field/addField', { token: owner.token, json: buildField() })).body.data as Body
    ).field_id as string;
    gatewayC = `gwc-${Date.now().toString(36)}`;
    credentialC = (await api(stack, 'POST', '/api/v2/gateway', { token: owner.token, json: { gatewayId: gatewayC } }))
      .body.credential as string;
    const c = buildSensorForm(fieldC, { gatewayId: gatewayC });
    await api(stack, 'POST', '/api/sensor/v2/new', { token: owner.token, form: c });
    sensorC = c.sensorId;
  });

  it('flags an out-of-range temperature or battery and blanks that value; the moisture stays valid', async () => {
    const res = await sendC([
      reading(sensorC, 30, { temperature: -1e6 }),
      reading(sensorC, 31, { temperature: 1e300 }),
      reading(sensorC, 32, { battery_vol: -50 }),
      reading(sensorC, 33, { battery_vol: 1e12, temperature: 71 }),
      reading(sensorC, 34, { temperature: -40, battery_vol: 4.2 }),
    ]);
    expect((res.body.data.results as Body[]).map((r) => r.flags)).toEqual([
      ['temperature-out-of-range'],
      ['temperature-out-of-range'],
      ['battery-out-of-range'],
      ['temperature-out-of-range', 'battery-out-of-range'],
      [],
    ]);
    const store = dynamoReadingsStore();
    const from = T + 30 * 7_200_000;
    const to = T + 34 * 7_200_000;
    const all = await store.range(await currentSeries(sensorC), { from, to });
    expect(all.map((r) => [r.raw.temperature, r.raw.battery_vol])).toEqual([
      [-1e6, 3.95],
      [1e300, 3.95],
      [17.5, -50],
      [71, 1e12],
      [-40, 4.2],
    ]);
    // Reads (valid only) keep the moisture and give the implausible value as null, never the value.
    const shownRes = await fetch(`${stack.url}/api/v2/readings/${sensorC}?start=${from / 1000}&end=${to / 1000}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const shown = ((await shownRes.json()) as Body).data as Body[];
    expect(shown.map((r) => [r.cap50_percent, r.temperature, r.battery_vol])).toEqual([
      [0.3, null, 3.95],
      [0.3, null, 3.95],
      [0.3, 17.5, null],
      [0.3, null, null],
      [0.3, -40, 4.2],
    ]);
  });

  it('keeps a reading whose formula cannot be used, with its raw values and formula-error', async () => {
    const form = buildSensorForm(fieldC, { gatewayId: gatewayC });
    await api(stack, 'POST', '/api/sensor/v2/new', { token: owner.token, form });
    // A formula saved before the API refused empty ones (the table holds what was accepted then).
    await createFormula({
      formula_id: `legacy-${form.sensorId}`,
      sensor_id: form.sensorId,
      formula: '',
      parameter: '',
      mode: 'specific',
      lowest_adt: null,
      h_parameter: '',
      h_formula: '',
      updated_at: new Date().toISOString(),
    });
    const res = await sendC([reading(form.sensorId, 0), reading(form.sensorId, 1, { temperature: 500 })]);
    expect(res.body.data).toMatchObject({ stored: 2, rejected: 0 });
    expect((res.body.data.results as Body[]).map((r) => [r.status, r.flags])).toEqual([
      ['stored', ['formula-error']],
      ['stored', ['formula-error', 'temperature-out-of-range']],
    ]);
    const [kept] = await dynamoReadingsStore().range(await currentSeries(form.sensorId), { from: T, to: T });
    expect(kept!.raw).toEqual({ at10cm: 0.3, at50cm: 0.35, at100cm: 0.4, temperature: 17.5, battery_vol: 3.95 });
    expect(kept!.calibrated).toEqual({ at10cm: null, at50cm: null, at100cm: null });
    expect(
      await dynamoReadingsStore().range(await currentSeries(form.sensorId), { from: T, to: T, validOnly: true }),
    ).toEqual([]);
    // Recompute refuses that formula (it would only blank what is stored) and says why.
    const admin = (await logIn(stack, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password)).IdToken!;
    const recompute = await api(stack, 'POST', '/api/v2/sensorformula/recompute', {
      token: admin,
      json: { sensor_id: form.sensorId, start: T / 1000, end: T / 1000 },
    });
    expect(recompute.status).toBe(409);
    expect(recompute.body.error).toMatch(/formula cannot be used: the formula is empty/);
  });

  it('looks the batch’s sensors up in BatchGetItem calls of at most 100 keys, not one by one', async () => {
    const fieldId = fieldC;
    const forms = Array.from({ length: 120 }, () => buildSensorForm(fieldId, { gatewayId: gatewayC }));
    // More sensors than any plan covers: registered with a token of the owner as an admin (not limited).
    const unlimited = await adminToken(stack, owner.username);
    for (const f of forms)
      expect((await api(stack, 'POST', '/api/sensor/v2/new', { token: unlimited, form: f })).status).toBe(201);
    // Ingest's own lookups only: the forecasts that follow the answer read sensors too.
    await forecastsSettled();
    process.env.FORECASTS = 'off';
    resetEnvCache();
    const sent = countCommands();
    try {
      const res = await sendC(forms.map((f, i) => reading(f.sensorId, i % 3)).concat(reading(sensorC, 40)));
      expect(res.body.data).toMatchObject({ stored: 121, rejected: 0 });
    } finally {
      sent.restore();
      delete process.env.FORECASTS;
      resetEnvCache();
    }
    const keysOf = (table: string) =>
      sent.commands
        .filter((c) => c.name === 'BatchGetCommand')
        .flatMap((c) =>
          Object.entries((c.input as { RequestItems: Record<string, { Keys: unknown[] }> }).RequestItems).flatMap(
            ([t, { Keys }]) => (t === table ? [Keys.length] : []),
          ),
        )
        .sort();
    expect(keysOf(appTableName())).toEqual([100, 21]);
    // The aggregates' stored days of all 121 series too, in one batched read: a day and a pack each.
    expect(keysOf(readingsTableName())).toEqual([100, 100, 42]);
    expect(
      sent.commands.filter(
        (c) =>
          c.name === 'QueryCommand' &&
          String((c.input as Body).KeyConditionExpression).includes('BETWEEN') &&
          /#[hm]$/.test(String((c.input as Body).ExpressionAttributeValues?.[':s'])),
      ),
    ).toEqual([]);
    // (the one GetItem left is the gateway authorizer's credential check)
    expect(
      sent.commands.filter((c) => c.name === 'GetCommand' && String((c.input as Body).Key.PK).startsWith('SENSOR#')),
    ).toEqual([]);
  });

  it('answers readings it could not write before the function’s time runs out as failed, to retry', async () => {
    const { handler } = await import('../../lambdas/ingest/handlers/ingest');
    const event = apiEvent({
      method: 'POST',
      resource: '/api/v2/ingest',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ readings: [reading(sensorC, 50), reading(sensorC, 51)] }),
    });
    (event.requestContext as unknown as Body).authorizer = { gatewayId: gatewayC, owner: owner.username };
    // DynamoDB hands every item back unprocessed (what it does under throttling), however often asked.
    const sent = countCommands((c) =>
      c.constructor.name === 'BatchWriteCommand'
        ? { UnprocessedItems: (c.input as Body).RequestItems, $metadata: {} }
        : undefined,
    );
    const started = Date.now();
    let res;
    try {
      res = await handler(event, lambdaContext(2_000));
    } finally {
      sent.restore();
    }
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(res.statusCode).toBe(200);
    const data = JSON.parse(res.body).data as Body;
    expect(data).toMatchObject({ stored: 0, rejected: 0, failed: 2 });
    for (const r of data.results as Body[]) {
      expect(r.status).toBe('failed');
      expect(r.error).toMatch(/send it again/);
    }
    expect(sent.commands.filter((c) => c.name === 'BatchWriteCommand').length).toBeGreaterThan(2); // it did retry
    expect(
      await dynamoReadingsStore().range(await currentSeries(sensorC), {
        from: T + 50 * 7_200_000,
        to: T + 51 * 7_200_000,
      }),
    ).toEqual([]);
  });
});

describe('pairing handshake', () => {
  const gatewaySensors = async () =>
    (await api(stack, 'POST', '/api/gateway/sensors', { token: owner.token, json: { gatewayIds: [gatewayId] } })).body
      .data as Body[];

  it('notes an unregistered sensor heard while pairing, never outside pairing or another owner’s', async () => {
    const fresh = 'NEWSENSOR00001';
    // not pairing: rejected, nothing noted
    const before = await send([reading(fresh, 0)]);
    expect(before.body.data.results[0]).toMatchObject({ status: 'rejected' });
    expect(before.body.data.results[0].heard).toBeUndefined();
    expect((await gatewaySensors()).some((r) => r.sensor_id === fresh)).toBe(false);

    await api(stack, 'POST', '/api/gateway/setup', {
      token: owner.token,
      json: { status: 'on', gatewayIds: [gatewayId] },
    });
    const during = await send([reading(fresh, 1), reading(foreignSensor, 1)]);
    expect(during.body.data.results.map((r: Body) => [r.status, r.heard])).toEqual([
      ['rejected', true],
      ['rejected', undefined],
    ]);
    const rows = await gatewaySensors();
    expect(rows.filter((r) => !r.registered)).toEqual([
      {
        sensor_id: fresh,
        gateway_id: gatewayId,
        registered: false,
        points: null,
        field_id: null,
        alias: '',
        heard_at: expect.any(String),
      },
    ]);
    expect(
      rows
        .filter((r) => r.registered)
        .map((r) => r.sensor_id)
        .sort(),
    ).toEqual([sensorA, sensorB].sort());
    // the gateway's own view does not carry the heard list
    const [gw] = (await api(stack, 'GET', '/api/v2/gateway', { token: owner.token })).body.data as Body[];
    expect(gw!.heard).toBeUndefined();

    // registered: it is listed once, as registered
    // The owner has more sensors by now than any plan covers (the batch test): registered as an admin.
    const unlimited = await adminToken(stack, owner.username);
    await api(stack, 'POST', '/api/sensor/v2/new', {
      token: unlimited,
      form: buildSensorForm(await fieldOf(sensorA), { sensorId: fresh, gatewayId }),
    });
    expect((await gatewaySensors()).filter((r) => r.sensor_id === fresh).map((r) => r.registered)).toEqual([true]);
    await api(stack, 'POST', '/api/gateway/setup', {
      token: owner.token,
      json: { status: 'off', gatewayIds: [gatewayId] },
    });
  });
});

describe('after ingest', () => {
  it('GET /api/v2/moisture/{field_id} gives each sensor its latest valid reading and zone slot', async () => {
    const sensors = (
      await api(stack, 'POST', '/api/sensor/field', { token: owner.token, form: { fieldId: await fieldOf(sensorA) } })
    ).body.sensor as Body[];
    const fieldId = sensors[0]!.field_id as string;
    const res = await api(stack, 'GET', `/api/v2/moisture/${fieldId}`, { token: owner.token });
    const bySensor = Object.fromEntries((res.body.data as Body[]).map((s) => [s.sensor_id, s]));
    expect(bySensor[sensorA]).toMatchObject({
      prediction: expect.any(Array),
      pastPrediction: expect.any(Array),
      zone: null,
    });
    expect(bySensor[sensorA].moisture).toHaveLength(1);
    expect(bySensor[sensorB].moisture[0]).toMatchObject({ cap50_percent: 40, cap100_percent: 41, cap150_percent: 42 });
  });

  it('an admin recomputes calibrated values after changing a formula', async () => {
    const admin = (await logIn(stack, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password)).IdToken!;
    const [formula] = (await api(stack, 'GET', '/api/sensorformula/', { token: admin })).body.data as Body[];
    await api(stack, 'PUT', `/api/sensorformula/${formula!.formula_id}`, {
      token: admin,
      json: { sensor_id: sensorA, formula: 'val * 100' },
    });
    const { start, job } = await recomputeAndWait(stack, admin, { sensor_id: sensorA, start: T / 1000, end: T / 1000 });
    expect(start.status).toBe(202);
    expect(job!.result).toEqual({ sensor_id: sensorA, recomputed: 1, flagged: 0 });
    const [a] = await dynamoReadingsStore().range(await currentSeries(sensorA), { from: T, to: T });
    expect(a!.calibrated).toEqual({ at10cm: 30, at50cm: 35, at100cm: 40 });
    expect(
      (
        await api(stack, 'POST', '/api/v2/sensorformula/recompute', {
          token: owner.token,
          json: { sensor_id: sensorA, start: 0, end: 1 },
        })
      ).status,
    ).toBe(403);
  });
});

/**
 * Record the commands the (one, shared) DynamoDB document client sends; `answer` may answer one
 * itself in DynamoDB's own response shape instead of sending it.
 */
function countCommands(answer: (c: { constructor: { name: string }; input: unknown }) => unknown = () => undefined) {
  const client = documentClient();
  const original = client.send.bind(client);
  const commands: { name: string; input: unknown }[] = [];
  (client as any).send = async (command: any, ...rest: any[]) => {
    commands.push({ name: command.constructor.name, input: command.input });
    const canned = answer(command);
    return canned ?? original(command, ...rest);
  };
  return {
    commands,
    restore: () => {
      (client as any).send = original;
    },
  };
}

/** The part of the Lambda context the handlers read: the time left. */
function lambdaContext(budgetMs: number): Context {
  const end = Date.now() + budgetMs;
  return { getRemainingTimeInMillis: () => end - Date.now() } as Context;
}

async function fieldOf(sensorId: string): Promise<string> {
  const res = await api(stack, 'GET', `/api/sensor/${sensorId}`, { token: owner.token });
  return (res.body.data as Body).field_id as string;
}
