/**
 * Writes that span items (dynalite has no transactions) and reads that decide on the last write.
 * Each test puts the table in the state a crash between two writes, a concurrent delete or a
 * lagging index leaves (directly, or by a fault injected into the app's own DynamoDB client),
 * then goes through the API and asserts the healed state.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { verifyGatewayCredential } from '../../lambdas/sensors/services/gateways';
import { dynamoReadingsStore } from '../../lambdas/readings/adapters/readings/dynamodb';
import { failWhen, indexLagging, intercept, recordCommands } from '../support/faults';
import { currentSeries } from '../support/readings';
import { api, logIn, newGrower, startTestStack, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm, buildZone } from '../support/management';
import { recomputeAndWait } from '../support/recompute';

type Body = Record<string, any>;
type Who = { username: string; token: string };

let stack: TestStack;
let table: DynamoDBDocumentClient;
let alice: Who;
let bob: Who;
let admin: string;
let removeFault: (() => void) | undefined;

beforeAll(async () => {
  stack = await startTestStack();
  table = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: stack.dynamoEndpoint,
      region: 'ap-southeast-2',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    }),
  );
  const [a, b] = [await newGrower(stack), await newGrower(stack)];
  alice = { username: a.username, token: a.tokens.IdToken! };
  bob = { username: b.username, token: b.tokens.IdToken! };
  admin = (await logIn(stack, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password)).IdToken!;
});
afterEach(() => {
  removeFault?.();
  removeFault = undefined;
});
afterAll(async () => {
  table?.destroy();
  await stack?.close();
});

const call = (
  who: Who | string,
  method: string,
  path: string,
  opts: { json?: unknown; form?: Record<string, string> } = {},
) =>
  api(stack, method, path, { token: typeof who === 'string' ? who : who.token, ...opts }) as Promise<{
    status: number;
    body: Body;
  }>;
const getRaw = async (PK: string, SK: string) =>
  (await table.send(new GetCommand({ TableName: stack.tableName, Key: { PK, SK } }))).Item;
const gatewayIds = async (who: Who) =>
  ((await call(who, 'GET', '/api/v2/gateway')).body.data as Body[]).map((g) => g.gateway_id);
let n = 0;
const newGatewayId = () => `gw-wo-${Date.now().toString(36)}-${n++}`;
const T = Date.UTC(2026, 5, 1, 6);
const ingest = (credential: string, readings: Body[]) =>
  fetch(`${stack.url}/api/v2/ingest`, {
    method: 'POST',
    headers: { authorization: `Gateway ${credential}`, 'content-type': 'application/json' },
    body: JSON.stringify({ readings }),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Body }));
const reading = (sensor_id: string, i = 0) => ({
  sensor_id,
  time: new Date(T + i * 60_000).toISOString(),
  cap50: 0.3,
  cap100: 0.3,
  cap150: 0.3,
  temperature: 17,
  battery_vol: 3.9,
});

describe('registering a gateway (two writes: the id claim, then the owner’s item)', () => {
  const halfRegister = (owner: string, id: string) =>
    table.send(
      new PutCommand({
        TableName: stack.tableName,
        Item: {
          PK: `GATEWAY#${id}`,
          SK: 'OWNER',
          gateway_id: id,
          owner,
          credential_hash: 'ab'.repeat(32),
          credential_issued_at: new Date().toISOString(),
        },
      }),
    );

  it('a retry by the same user completes a half-done registration with a working credential', async () => {
    const id = newGatewayId();
    await halfRegister(alice.username, id);
    expect(await gatewayIds(alice)).not.toContain(id);
    // another user still cannot take it
    expect((await call(bob, 'POST', '/api/v2/gateway', { json: { gatewayId: id } })).status).toBe(409);
    const retry = await call(alice, 'POST', '/api/v2/gateway', { json: { gatewayId: id, name: 'Barn' } });
    expect(retry.status).toBe(201);
    expect(retry.body.data).toMatchObject({ gateway_id: id, name: 'Barn' });
    expect(await verifyGatewayCredential(retry.body.credential)).toEqual({
      gatewayId: id,
      owner: alice.username,
      kind: 'fieldwise',
    });
    expect(await gatewayIds(alice)).toContain(id);
    // now it is whole: a second registration is the ordinary conflict
    expect((await call(alice, 'POST', '/api/v2/gateway', { json: { gatewayId: id } })).status).toBe(409);
  });

  it('a crash between the two writes, then the retry, through the API', async () => {
    const id = newGatewayId();
    removeFault = failWhen((i) => i.Item?.PK === `USER#${alice.username}` && i.Item?.SK === `GATEWAY#${id}`);
    expect((await call(alice, 'POST', '/api/v2/gateway', { json: { gatewayId: id } })).status).toBe(500);
    removeFault();
    removeFault = undefined;
    const retry = await call(alice, 'POST', '/api/v2/gateway', { json: { gatewayId: id } });
    expect(retry.status).toBe(201);
    expect(await verifyGatewayCredential(retry.body.credential)).toEqual({
      gatewayId: id,
      owner: alice.username,
      kind: 'fieldwise',
    });
  });

  it('the owner can delete a half-registered gateway, which frees the id', async () => {
    const id = newGatewayId();
    await halfRegister(alice.username, id);
    expect((await call(bob, 'DELETE', `/api/v2/gateway/${id}`)).status).toBe(404);
    expect((await call(alice, 'DELETE', `/api/v2/gateway/${id}`)).status).toBe(200);
    expect(await getRaw(`GATEWAY#${id}`, 'OWNER')).toBeUndefined();
    expect((await call(bob, 'POST', '/api/v2/gateway', { json: { gatewayId: id } })).status).toBe(201);
  });
});

describe('deleting a gateway (two writes)', () => {
  it('kills the credential first; a retry finishes the job', async () => {
    const id = newGatewayId();
    const { credential } = (await call(alice, 'POST', '/api/v2/gateway', { json: { gatewayId: id } })).body;
    expect(await verifyGatewayCredential(credential)).toBeDefined();
    // the process dies at the delete of the owner's item
    removeFault = failWhen(
      (i, command) =>
        command === 'DeleteItemCommand' && i.Key?.PK === `USER#${alice.username}` && i.Key?.SK === `GATEWAY#${id}`,
    );
    expect((await call(alice, 'DELETE', `/api/v2/gateway/${id}`)).status).toBe(500);
    removeFault();
    removeFault = undefined;
    expect(await verifyGatewayCredential(credential)).toBeUndefined();
    expect((await ingest(credential, [reading('ANYSENSOR01')])).status).toBe(401);
    expect((await call(alice, 'DELETE', `/api/v2/gateway/${id}`)).status).toBe(200);
    expect(await gatewayIds(alice)).not.toContain(id);
  });

  it('a retry never frees an id that someone else has claimed meanwhile', async () => {
    const id = newGatewayId();
    await call(alice, 'POST', '/api/v2/gateway', { json: { gatewayId: id } });
    // half-deleted: the claim is gone, alice's item is left
    await table.send(new DeleteCommand({ TableName: stack.tableName, Key: { PK: `GATEWAY#${id}`, SK: 'OWNER' } }));
    const bobs = await call(bob, 'POST', '/api/v2/gateway', { json: { gatewayId: id } });
    expect(bobs.status).toBe(201);
    expect((await call(alice, 'DELETE', `/api/v2/gateway/${id}`)).status).toBe(200);
    expect(await gatewayIds(alice)).not.toContain(id);
    expect(await verifyGatewayCredential(bobs.body.credential)).toEqual({
      gatewayId: id,
      owner: bob.username,
      kind: 'fieldwise',
    });
  });
});

describe('zones', () => {
  it('an update never brings back a zone deleted at the same moment: 404', async () => {
    const field = (await call(alice, 'POST', '/api/field/addField', { json: buildField() })).body.data as Body;
    const zone = (await call(alice, 'POST', `/api/v2/zone/${field.field_id}`, { json: buildZone() })).body.data as Body;
    // the delete lands between the update's read and its write
    removeFault = intercept(
      (i) => i.Item?.SK === `ZONE#${zone.id}`,
      () =>
        table
          .send(
            new DeleteCommand({
              TableName: stack.tableName,
              Key: { PK: `USER#${alice.username}`, SK: `ZONE#${zone.id}` },
            }),
          )
          .then(() => undefined),
    );
    const res = await call(alice, 'PUT', `/api/v2/zone/${zone.id}`, {
      json: { ...buildZone({ zoneName: 'Zone B' }), fieldId: field.field_id },
    });
    expect(res.status).toBe(404);
    expect(await getRaw(`USER#${alice.username}`, `ZONE#${zone.id}`)).toBeUndefined();
  });
});

describe('sensors heard by a pairing gateway', () => {
  it('concurrent ingests for distinct unregistered sensors lose none of them', async () => {
    const id = newGatewayId();
    const { credential } = (await call(alice, 'POST', '/api/v2/gateway', { json: { gatewayId: id } })).body;
    await call(alice, 'POST', '/api/gateway/setup', { json: { status: 'on', gatewayIds: [id] } });
    const heard = Array.from(
      { length: 40 },
      (_, i) => `HEARD${Date.now().toString(36).toUpperCase()}${String(i).padStart(3, '0')}`,
    );
    const answers = await Promise.all(heard.map((s) => ingest(credential, [reading(s)])));
    expect(answers.map((a) => a.body.data.results[0].heard)).toEqual(heard.map(() => true));
    const rows = (await call(alice, 'POST', '/api/gateway/sensors', { json: { gatewayIds: [id] } })).body
      .data as Body[];
    expect(
      rows
        .filter((r) => !r.registered)
        .map((r) => r.sensor_id)
        .sort(),
    ).toEqual([...heard].sort());
  });

  it('keeps the newest 50 and notes nothing once pairing is off', async () => {
    const id = newGatewayId();
    const { credential } = (await call(alice, 'POST', '/api/v2/gateway', { json: { gatewayId: id } })).body;
    await call(alice, 'POST', '/api/gateway/setup', { json: { status: 'on', gatewayIds: [id] } });
    const ids = Array.from(
      { length: 60 },
      (_, i) => `MANY${Date.now().toString(36).toUpperCase()}${String(i).padStart(3, '0')}`,
    );
    for (let i = 0; i < 60; i += 10)
      await ingest(
        credential,
        ids.slice(i, i + 10).map((s) => reading(s)),
      );
    const unregistered = async () =>
      ((await call(alice, 'POST', '/api/gateway/sensors', { json: { gatewayIds: [id] } })).body.data as Body[])
        .filter((r) => !r.registered)
        .map((r) => r.sensor_id);
    expect((await unregistered()).sort()).toEqual(ids.slice(10).sort());
    await call(alice, 'POST', '/api/gateway/setup', { json: { status: 'off', gatewayIds: [id] } });
    const late = await ingest(credential, [reading('LATESENSOR0001')]);
    expect(late.body.data.results[0].heard).toBeUndefined();
    expect(await unregistered()).not.toContain('LATESENSOR0001');
  });
});

describe('reads that decide on the last write (the index has not caught up)', () => {
  it('ingest and recompute use a formula saved a moment ago', async () => {
    const id = newGatewayId();
    const { credential } = (await call(alice, 'POST', '/api/v2/gateway', { json: { gatewayId: id } })).body;
    const field = (await call(alice, 'POST', '/api/field/addField', { json: buildField() })).body.data as Body;
    const sensor = buildSensorForm(field.field_id, { gatewayId: id });
    expect((await call(alice, 'POST', '/api/sensor/v2/new', { form: sensor })).status).toBe(201);
    removeFault = indexLagging();
    const saved = await call(admin, 'POST', '/api/sensorformula/', {
      json: { sensor_id: sensor.sensorId, parameter: 'x1=0.1, x2=0.5' },
    });
    expect(saved.status).toBe(201);
    expect((await ingest(credential, [reading(sensor.sensorId)])).body.data.stored).toBe(1);
    const [stored] = await dynamoReadingsStore().range(await currentSeries(sensor.sensorId), { from: T, to: T });
    expect(stored!.calibrated.at10cm).toBe(50); // (0.3 - 0.1) / (0.5 - 0.1), not the raw 0.3

    // a changed formula, then recompute at once
    await call(admin, 'PUT', `/api/sensorformula/${saved.body.data.formula_id}`, {
      json: { sensor_id: sensor.sensorId, formula: 'val * 100' },
    });
    expect(
      (await recomputeAndWait(stack, admin, { sensor_id: sensor.sensorId, start: T / 1000, end: T / 1000 })).job
        ?.status,
    ).toBe('done');
    const [again] = await dynamoReadingsStore().range(await currentSeries(sensor.sensorId), { from: T, to: T });
    expect(again!.calibrated.at10cm).toBe(30);

    // deleted: the next reading is not calibrated with it
    await call(admin, 'DELETE', `/api/sensorformula/${saved.body.data.formula_id}`);
    await ingest(credential, [reading(sensor.sensorId, 1)]);
    const [after] = await dynamoReadingsStore().range(await currentSeries(sensor.sensorId), {
      from: T + 60_000,
      to: T + 60_000,
    });
    expect(after!.calibrated.at10cm).toBe(0.3);
  });

  it('a field deleted right after a sensor was registered in it leaves no orphan: the id is free again', async () => {
    const field = (await call(alice, 'POST', '/api/field/addField', { json: buildField() })).body.data as Body;
    const sensor = buildSensorForm(field.field_id);
    removeFault = indexLagging();
    expect((await call(alice, 'POST', '/api/sensor/v2/new', { form: sensor })).status).toBe(201);
    const res = await call(alice, 'DELETE', `/api/field/${field.field_id}`);
    expect(res.body.data).toMatchObject({ deleted: { sensors: 1 } });
    expect(await getRaw(`SENSOR#${sensor.sensorId}`, 'SENSOR')).toBeUndefined();
    const other = (await call(bob, 'POST', '/api/field/addField', { json: buildField() })).body.data as Body;
    expect(
      (await call(bob, 'POST', '/api/sensor/v2/new', { form: { ...sensor, fieldId: other.field_id } })).status,
    ).toBe(201);
  });

  it('a registration racing its field’s delete never survives the field', async () => {
    for (let round = 0; round < 12; round++) {
      const field = (await call(alice, 'POST', '/api/field/addField', { json: buildField() })).body.data as Body;
      const sensor = buildSensorForm(field.field_id);
      const [registered] = await Promise.all([
        call(alice, 'POST', '/api/sensor/v2/new', { form: sensor }),
        new Promise((r) => setTimeout(r, round)).then(() => call(alice, 'DELETE', `/api/field/${field.field_id}`)),
      ]);
      expect([201, 404]).toContain(registered.status);
      expect(await getRaw(`USER#${alice.username}`, `FIELD#${field.field_id}`)).toBeUndefined();
      expect(await getRaw(`SENSOR#${sensor.sensorId}`, 'SENSOR')).toBeUndefined();
    }
  });

  it('an id left registered in a field that no longer exists (an orphan) can be registered again', async () => {
    const sensor = buildSensorForm('fld_gone');
    await table.send(
      new PutCommand({
        TableName: stack.tableName,
        Item: {
          PK: `SENSOR#${sensor.sensorId}`,
          SK: 'SENSOR',
          GSI1PK: 'FIELD#fld_gone',
          GSI1SK: `SENSOR#${sensor.sensorId}`,
          sensor_id: sensor.sensorId,
          owner: alice.username,
          alias: '',
          field_id: 'fld_gone',
          gateway_id: null,
          points: { type: 'Point', coordinates: [151.205, -33.805] },
          sleeping: 7200,
          battery_threshold: 80,
          created_at: '2026-01-01T00:00:00.000Z',
        },
      }),
    );
    const field = (await call(bob, 'POST', '/api/field/addField', { json: buildField() })).body.data as Body;
    const res = await call(bob, 'POST', '/api/sensor/v2/new', { form: { ...sensor, fieldId: field.field_id } });
    expect(res.status).toBe(201);
    expect(await getRaw(`SENSOR#${sensor.sensorId}`, 'SENSOR')).toMatchObject({
      owner: bob.username,
      field_id: field.field_id,
    });
    // a live registration is still refused
    const mine = (await call(alice, 'POST', '/api/field/addField', { json: buildField() })).body.data as Body;
    expect(
      (await call(alice, 'POST', '/api/sensor/v2/new', { form: { ...sensor, fieldId: mine.field_id } })).status,
    ).toBe(409);
  });

  it('every read of the base table on those paths is strongly consistent', async () => {
    const id = newGatewayId();
    const { credential } = (await call(alice, 'POST', '/api/v2/gateway', { json: { gatewayId: id } })).body;
    const field = (await call(alice, 'POST', '/api/field/addField', { json: buildField() })).body.data as Body;
    const sensor = buildSensorForm(field.field_id, { gatewayId: id });
    await call(alice, 'POST', '/api/sensor/v2/new', { form: sensor });
    const recorded = recordCommands();
    removeFault = recorded.stop;
    await ingest(credential, [reading(sensor.sensorId)]);
    expect(
      (await recomputeAndWait(stack, admin, { sensor_id: sensor.sensorId, start: T / 1000, end: T / 1000 })).job
        ?.status,
    ).toBe('done');
    await call(alice, 'DELETE', `/api/field/${field.field_id}`);
    const reads = recorded.seen.filter((c) => /^(Get|Query|BatchGet)/.test(c.command));
    // a BatchGetItem carries ConsistentRead per table; an index can only be read eventually
    const consistent = (i: Body) =>
      i.RequestItems
        ? Object.values(i.RequestItems).every((t) => (t as Body).ConsistentRead === true)
        : i.ConsistentRead === true;
    const baseReads = reads.filter(
      (c) => !c.input.IndexName && (c.input.TableName === stack.tableName || c.input.RequestItems?.[stack.tableName]),
    );
    expect(baseReads.length).toBeGreaterThan(3);
    expect(baseReads.filter((c) => !consistent(c.input))).toEqual([]);
  });
});
