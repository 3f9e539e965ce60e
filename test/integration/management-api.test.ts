/**
 * The management API through the local gateway against dynalite: farms, fields, sensors,
 * gateways and zones — happy paths, ownership, bad input, conflicts and cascades.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proGrower, startTestStack, userApi, type Body, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm, buildZone, squarePolygon } from '../support/management';

let stack: TestStack;
let alice: { username: string; token: string };
let bob: { username: string; token: string };

beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  // Both on Pro: the file registers more sensors than Full's five (plan limits have tests of their own).
  alice = await proGrower(stack);
  bob = await proGrower(stack);
});
afterAll(async () => {
  await stack?.close();
});

const as = (who: { token: string }) => userApi(stack, who);

async function newField(who: typeof alice, overrides: Record<string, unknown> = {}) {
  const res = await as(who).json('POST', '/api/field/addField', buildField({ userName: who.username, ...overrides }));
  expect(res.status).toBe(201);
  return res.body.data as Body;
}

describe('farms and fields', () => {
  it('creates a field (and its new farm), lists, reads, edits and derives coordinates', async () => {
    const field = await newField(alice, { farmName: 'Creek Farm' });
    expect(field).toMatchObject({ field_name: 'North Paddock', farm_name: 'Creek Farm', crop_type: 'Wheat' });
    expect(field.points.coordinates[0]).toHaveLength(5); // closed by repeating the first point
    expect(field.coordinates).toEqual([
      { lat: -33.8, lng: 151.2 },
      { lat: -33.8, lng: 151.21 },
      { lat: -33.81, lng: 151.21 },
      { lat: -33.81, lng: 151.2 },
    ]);
    const farms = await as(alice).form('/api/farm', { userName: alice.username });
    expect(farms.body.data).toContainEqual({ farm_name: 'Creek Farm' });
    const list = await as(alice).form('/api/field', { userName: alice.username });
    expect((list.body.data as Body[]).map((f) => f.field_id)).toContain(field.field_id);
    const v2 = await as(alice).get('/api/v2/field');
    expect((v2.body.data.data as Body[]).map((f) => f.field_id)).toContain(field.field_id);
    const edited = await as(alice).json('PUT', `/api/field/${field.field_id}`, {
      fieldName: 'South Paddock',
      cropType: 'Corn',
    });
    expect(edited.status).toBe(200);
    expect((await as(alice).get(`/api/field/${field.field_id}`)).body.data).toMatchObject({
      field_name: 'South Paddock',
      crop_type: 'Corn',
      farm_name: 'Creek Farm',
    });
  });

  it('adds a farm with a form, refuses a duplicate with 409', async () => {
    expect(
      (await as(alice).form('/api/farm/addFarm', { userName: alice.username, farmName: 'Hill Farm' })).status,
    ).toBe(201);
    const again = await as(alice).form('/api/farm/addFarm', { userName: alice.username, farmName: 'Hill Farm' });
    expect(again.status).toBe(409);
    expect(again.body.err).toMatch(/already exists/);
  });

  it('answers bad input with 400 naming the field and stores nothing', async () => {
    const before = (await as(alice).form('/api/field', { userName: alice.username })).body.data as Body[];
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ fieldName: 'ab' }, /^fieldName: Minimum 3 characters, and must start with letters$/],
      [{ farmName: '9 Farm' }, /^farmName: /],
      [{ cropType: 'Bananas' }, /^cropType: /],
      [
        {
          geom: {
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [1, 1],
              ],
            ],
          },
        },
        /^geom: draw at least 3 distinct points/,
      ],
      [
        {
          geom: {
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [10, 10],
                [10, 0],
                [0, 10],
              ],
            ],
          },
        },
        /^geom: the outline must not cross itself/,
      ],
      [
        {
          geom: {
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [190, 0],
                [0, 1],
              ],
            ],
          },
        },
        /^geom: coordinates must be/,
      ],
      [{ geom: 'nonsense' }, /^geom: /],
    ];
    for (const [override, message] of cases) {
      const res = await as(alice).json(
        'POST',
        '/api/field/addField',
        buildField({ userName: alice.username, farmName: 'Bad Farm', ...override }),
      );
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.body.err).toMatch(message);
    }
    const after = (await as(alice).form('/api/field', { userName: alice.username })).body.data as Body[];
    expect(after).toHaveLength(before.length);
    expect((await as(alice).form('/api/farm', { userName: alice.username })).body.data).not.toContainEqual({
      farm_name: 'Bad Farm',
    });
  });

  it('a userName that is not the caller is refused with 403, nothing written', async () => {
    const res = await as(alice).json(
      'POST',
      '/api/field/addField',
      buildField({ userName: bob.username, farmName: 'Stolen Farm' }),
    );
    expect(res.status).toBe(403);
    expect((await as(bob).form('/api/farm', { userName: bob.username })).body.data).toEqual([]);
  });

  it('a new farm is written before its field, and a farm without fields is listed and usable', async () => {
    // addField runs two ordered steps (farm, then field); the state between them is this one.
    expect(
      (await as(alice).form('/api/farm/addFarm', { userName: alice.username, farmName: 'Orphan Farm' })).status,
    ).toBe(201);
    expect((await as(alice).form('/api/farm', { userName: alice.username })).body.data).toContainEqual({
      farm_name: 'Orphan Farm',
    });
    // Re-running step 1 for an existing farm is harmless: the field lands on the same farm.
    const field = await newField(alice, { farmName: 'Orphan Farm', fieldName: 'First Field' });
    expect(field.farm_name).toBe('Orphan Farm');
    const farms = (await as(alice).form('/api/farm', { userName: alice.username })).body.data as Body[];
    expect(farms.filter((f) => f.farm_name === 'Orphan Farm')).toHaveLength(1);
  });
});

describe('sensors', () => {
  it('registers (form), lists by field, reads, edits and deletes; flags a sensor outside its field', async () => {
    const field = await newField(alice);
    const form = buildSensorForm(field.field_id, { username: alice.username });
    const created = await as(alice).form('/api/sensor/v2/new', form);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      sensor_id: form.sensorId,
      alias: 'Sensor one',
      sleeping: 7200,
      battery_threshold: 80,
      outside_field: false,
      field_name: field.field_name,
    });
    const outside = await as(alice).form(
      '/api/sensor/new',
      buildSensorForm(field.field_id, { geom: JSON.stringify({ type: 'Point', coordinates: [150, -30] }) }),
    );
    expect(outside.status).toBe(201);
    expect(outside.body.data.outside_field).toBe(true);

    const list = await as(alice).form('/api/sensor/field', { fieldId: field.field_id, userName: alice.username });
    expect(list.body.error).toBeNull();
    expect((list.body.sensor as Body[]).map((s) => s.sensor_id).sort()).toEqual(
      [form.sensorId, outside.body.data.sensor_id].sort(),
    );

    const read = await as(alice).get(
      `/api/sensor/${form.sensorId}?username=${alice.username}&fieldId=${field.field_id}`,
    );
    expect(read.body.data.points).toEqual({ type: 'Point', coordinates: [151.205, -33.805] });
    const edited = await as(alice).json('PUT', `/api/sensor/${form.sensorId}`, {
      alias: 'Renamed',
      battery_threshold: 50,
      geom: { type: 'Point', coordinates: [151.2012345678, -33.8012345678] },
    });
    expect(edited.body.data).toMatchObject({
      alias: 'Renamed',
      battery_threshold: 50,
      points: { coordinates: [151.201235, -33.801235] },
    });
    expect((await as(alice).del(`/api/sensor/${form.sensorId}`)).status).toBe(200);
    expect((await as(alice).get(`/api/sensor/${form.sensorId}`)).status).toBe(404);
  });

  it('a sensor id registered anywhere is refused with 409 and the spec message', async () => {
    const mine = await newField(alice);
    const theirs = await newField(bob);
    const form = buildSensorForm(mine.field_id);
    expect((await as(alice).form('/api/sensor/v2/new', form)).status).toBe(201);
    for (const [who, fieldId] of [
      [alice, mine.field_id],
      [bob, theirs.field_id],
    ] as const) {
      const again = await as(who).form('/api/sensor/v2/new', { ...form, fieldId });
      expect(again.status).toBe(409);
      expect(again.body.err).toBe('Sensor has been installed in another field');
    }
  });

  it('answers bad sensor input with the shared field messages', async () => {
    const field = await newField(alice);
    const bad = await as(alice).form('/api/sensor/v2/new', buildSensorForm(field.field_id, { sensorId: 'abc' }));
    expect(bad.status).toBe(400);
    expect(bad.body.err).toBe(
      'sensorId: Invalid format. Must start with 3 uppercase letters, followed by at least 9 letters or numbers.',
    );
    const missing = await as(alice).form('/api/sensor/v2/new', buildSensorForm(field.field_id, { sensorId: '' }));
    expect(missing.body.err).toBe('sensorId: Missing sensor id');
    const battery = await as(alice).form(
      '/api/sensor/v2/new',
      buildSensorForm(field.field_id, { battery_threshold: '120' }),
    );
    expect(battery.body.err).toMatch(/^battery_threshold: /);
    const sleeping = await as(alice).form('/api/sensor/v2/new', buildSensorForm(field.field_id, { sleeping: '7' }));
    expect(sleeping.body.err).toMatch(/^sleeping: /);
  });
});

describe('gateways', () => {
  it('registers with a credential shown once and stored hashed; rotation invalidates the old one', async () => {
    const id = `gw-${Date.now().toString(36)}`;
    const res = await as(alice).json('POST', '/api/v2/gateway', { gatewayId: id, name: 'Shed' });
    expect(res.status).toBe(201);
    const credential = res.body.credential as string;
    expect(credential).toMatch(new RegExp(`^gw\\.${id}\\.[A-Za-z0-9_-]{43}$`));
    expect(res.body.data).toMatchObject({ gateway_id: id, name: 'Shed', status: 'never-seen', last_seen: null });

    // Only a hash is stored.
    const doc = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: stack.dynamoEndpoint,
        region: 'ap-southeast-2',
        credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
      }),
    );
    const raw = await doc.send(
      new GetCommand({ TableName: stack.tableName, Key: { PK: `GATEWAY#${id}`, SK: 'OWNER' } }),
    );
    expect(JSON.stringify(raw.Item)).not.toContain(credential.split('.')[2]);
    expect(raw.Item?.credential_hash).toMatch(/^[0-9a-f]{64}$/);

    const { verifyGatewayCredential } = await import('../../lambdas/sensors/services/gateways');
    expect(await verifyGatewayCredential(credential)).toEqual({
      gatewayId: id,
      owner: alice.username,
      kind: 'fieldwise',
    });
    const rotated = await as(alice).json('POST', `/api/v2/gateway/${id}/credential`, {});
    expect(rotated.status).toBe(200);
    expect(await verifyGatewayCredential(credential)).toBeUndefined();
    expect(await verifyGatewayCredential(rotated.body.credential)).toEqual({
      gatewayId: id,
      owner: alice.username,
      kind: 'fieldwise',
    });
    expect(await verifyGatewayCredential(`gw.${id}.${'A'.repeat(43)}`)).toBeUndefined();

    // The id is taken: by the same user, and by another.
    expect((await as(alice).json('POST', '/api/v2/gateway', { gatewayId: id })).status).toBe(409);
    const other = await as(bob).json('POST', '/api/v2/gateway', { gatewayId: id });
    expect(other.status).toBe(409);
    expect(other.body.error).toMatch(/another account/);
  });

  it('assigns gateways to fields, finds them by field, pairs for 10 minutes, lists sensors registered', async () => {
    const field = await newField(alice);
    const id = `gw-${Date.now().toString(36)}b`;
    await as(alice).json('POST', '/api/v2/gateway', { gatewayId: id });
    expect(
      (await as(alice).json('PUT', `/api/v2/gateway/${id}`, { fieldIds: [field.field_id] })).body.data.field_ids,
    ).toEqual([field.field_id]);
    const ofField = await as(alice).form('/api/gateway/field', { fieldId: field.field_id, username: alice.username });
    expect(ofField.body).toEqual({ data: [{ gateway_id: id, name: id, status: 'never-seen' }], error: null });

    const before = Date.now();
    const on = await as(alice).json('POST', '/api/gateway/setup', { status: 'on', gatewayIds: [id] });
    const until = Date.parse(on.body.data.pairing_until);
    expect(until - before).toBeGreaterThanOrEqual(10 * 60_000 - 5_000);
    expect(until - before).toBeLessThanOrEqual(10 * 60_000 + 5_000);
    expect(
      ((await as(alice).get('/api/v2/gateway')).body.data as Body[]).find((g) => g.gateway_id === id)?.status,
    ).toBe('pairing');
    await as(alice).json('POST', '/api/gateway/setup', { status: 'off', gatewayIds: [id] });
    expect(
      ((await as(alice).get('/api/v2/gateway')).body.data as Body[]).find((g) => g.gateway_id === id)?.status,
    ).toBe('never-seen');

    const sensor = buildSensorForm(field.field_id, { gatewayId: id });
    expect((await as(alice).form('/api/sensor/new', sensor)).status).toBe(201);
    const sensors = await as(alice).json('POST', '/api/gateway/sensors', {
      gatewayIds: [id],
      userName: alice.username,
    });
    expect((sensors.body.data as Body[]).map((s) => s.sensor_id)).toEqual([sensor.sensorId]);

    expect((await as(alice).del(`/api/v2/gateway/${id}`)).status).toBe(200);
    expect(((await as(alice).get('/api/v2/gateway')).body.data as Body[]).some((g) => g.gateway_id === id)).toBe(false);
  });
});

describe('zones', () => {
  it('creates inside the field, lists rows with field and farm names, updates and deletes', async () => {
    const field = await newField(alice, { farmName: 'Zone Farm', fieldName: 'Zone Field' });
    const created = await as(alice).json('POST', `/api/v2/zone/${field.field_id}`, buildZone());
    expect(created.status).toBe(201);
    const zone = created.body.data as Body;
    expect(zone).toMatchObject({
      zonename: 'Zone A',
      fieldname: 'Zone Field',
      farmname: 'Zone Farm',
      soiltype_25: 'Clay',
      wpoint_50: 25,
      fcapacity_100: 40,
      saturation_150: 60,
      interest_layer: 50,
    });
    const list = await as(alice).get(`/api/v2/zone/?field=${field.field_id}`);
    expect((list.body.data as Body[]).map((z) => z.id)).toEqual([zone.id]);

    const updated = await as(alice).json('PUT', `/api/v2/zone/${zone.id}`, {
      ...buildZone({ zoneName: 'Zone B' }, 'Loam'),
      fieldId: field.field_id,
    });
    expect(updated.body.data).toMatchObject({ zonename: 'Zone B', soiltype_75: 'Loam', wpoint_100: 7 });

    const outside = await as(alice).json(
      'POST',
      `/api/v2/zone/${field.field_id}`,
      buildZone({ geom: squarePolygon(152, -34) }),
    );
    expect(outside.status).toBe(400);
    expect(outside.body.err).toBe('geom: the zone must lie inside its field');
    const badValue = await as(alice).json('POST', `/api/v2/zone/${field.field_id}`, buildZone({ wiltingPoint50: 100 }));
    expect(badValue.body.err).toBe('wiltingPoint50: Please enter a number between 0 - 100');

    expect((await as(alice).del(`/api/v2/zone/${zone.id}`)).body).toEqual({ data: { id: zone.id }, err: null });
    expect((await as(alice).get(`/api/v2/zone/?field=${field.field_id}`)).body.data).toEqual([]);
  });

  it('stores a refill share per zone: default when none is sent, kept by an edit without, off scale 400', async () => {
    const field = await newField(alice);
    const plain = (await as(alice).json('POST', `/api/v2/zone/${field.field_id}`, buildZone())).body.data as Body;
    expect(plain.refill_share).toBe(0.5);
    const set = await as(alice).json(
      'POST',
      `/api/v2/zone/${field.field_id}`,
      buildZone({ zoneName: 'Zone C', refillShare: 0.3 }),
    );
    expect(set.body.data.refill_share).toBe(0.3);
    const edited = await as(alice).json('PUT', `/api/v2/zone/${set.body.data.id}`, buildZone({ zoneName: 'Zone D' }));
    expect(edited.body.data).toMatchObject({ zonename: 'Zone D', refill_share: 0.3 });
    const changed = await as(alice).json(
      'PUT',
      `/api/v2/zone/${set.body.data.id}`,
      buildZone({ zoneName: 'Zone D', refillShare: 0.7 }),
    );
    expect(changed.body.data.refill_share).toBe(0.7);
    for (const bad of [0.95, 0, 1e-200, 'lots']) {
      const res = await as(alice).json('PUT', `/api/v2/zone/${set.body.data.id}`, buildZone({ refillShare: bad }));
      expect(res.status).toBe(400);
      expect(res.body.err).toBe('refillShare: a share from 0.1 to 0.9');
    }
    const rows = (await as(alice).get(`/api/v2/zone/?field=${field.field_id}`)).body.data as Body[];
    expect(rows.map((r) => [r.zonename, r.refill_share]).sort()).toEqual([
      ['Zone A', 0.5],
      ['Zone D', 0.7],
    ]);
  });

  it('withSensor lists the sensors inside each zone', async () => {
    const field = await newField(alice);
    const zone = (await as(alice).json('POST', `/api/v2/zone/${field.field_id}`, buildZone())).body.data as Body;
    const inZone = buildSensorForm(field.field_id, {
      geom: JSON.stringify({ type: 'Point', coordinates: [151.203, -33.803] }),
    });
    const elsewhere = buildSensorForm(field.field_id, {
      geom: JSON.stringify({ type: 'Point', coordinates: [151.209, -33.809] }),
    });
    await as(alice).form('/api/sensor/v2/new', inZone);
    await as(alice).form('/api/sensor/v2/new', elsewhere);
    const rows = (await as(alice).get(`/api/v2/zone/?withSensor=true&field=${field.field_id}`)).body.data as Body[];
    expect(rows.find((r) => r.id === zone.id)?.sensors.map((s: Body) => s.sensor_id)).toEqual([inZone.sensorId]);
  });
});

describe('cascades', () => {
  it('deleting a field removes its zones and sensor registrations and says how many', async () => {
    const field = await newField(alice);
    await as(alice).json('POST', `/api/v2/zone/${field.field_id}`, buildZone());
    const s = buildSensorForm(field.field_id);
    await as(alice).form('/api/sensor/v2/new', s);
    const res = await as(alice).del(`/api/field/${field.field_id}`);
    expect(res.body).toEqual({ data: { field_id: field.field_id, deleted: { zones: 1, sensors: 1 } }, err: null });
    expect((await as(alice).get(`/api/field/${field.field_id}`)).status).toBe(404);
    expect((await as(alice).get(`/api/sensor/${s.sensorId}`)).status).toBe(404);
    // the registration waits in alice's Recently deleted: registering the id again, she is sent
    // there (409); another grower takes it (and alice's copy is purged)
    const other = await newField(alice);
    expect((await as(alice).form('/api/sensor/v2/new', { ...s, fieldId: other.field_id })).status).toBe(409);
    const bobs = await newField(bob);
    expect((await as(bob).form('/api/sensor/v2/new', { ...s, fieldId: bobs.field_id })).status).toBe(201);
  });

  it('deleting a farm removes its fields with theirs', async () => {
    const a = await newField(alice, { farmName: 'Gone Farm', fieldName: 'One Field' });
    await newField(alice, { farmName: 'Gone Farm', fieldName: 'Two Field' });
    await as(alice).json('POST', `/api/v2/zone/${a.field_id}`, buildZone());
    const res = await as(alice).del(`/api/farm/${alice.username}/${encodeURIComponent('Gone Farm')}`);
    expect(res.body).toEqual({
      data: { farm_name: 'Gone Farm', deleted: { fields: 2, zones: 1, sensors: 0 } },
      err: null,
    });
    expect((await as(alice).form('/api/farm', { userName: alice.username })).body.data).not.toContainEqual({
      farm_name: 'Gone Farm',
    });
  });
});

describe('another user', () => {
  it('cannot read or change anything of the first user, by any id-bearing route', async () => {
    const field = await newField(alice, { farmName: 'Private Farm' });
    const zone = (await as(alice).json('POST', `/api/v2/zone/${field.field_id}`, buildZone())).body.data as Body;
    const sensor = buildSensorForm(field.field_id);
    await as(alice).form('/api/sensor/v2/new', sensor);
    const gw = `gw-${Date.now().toString(36)}c`;
    await as(alice).json('POST', '/api/v2/gateway', { gatewayId: gw });

    const attempts: [string, Promise<{ status: number }>][] = [
      ['read field', as(bob).get(`/api/field/${field.field_id}`)],
      ['edit field', as(bob).json('PUT', `/api/field/${field.field_id}`, { fieldName: 'Hacked' })],
      ['delete field', as(bob).del(`/api/field/${field.field_id}`)],
      ['delete farm by naming alice', as(bob).del(`/api/farm/${alice.username}/Private%20Farm`)],
      ['sensors of field', as(bob).form('/api/sensor/field', { fieldId: field.field_id })],
      ['sensor into alice field', as(bob).form('/api/sensor/v2/new', buildSensorForm(field.field_id))],
      ['read sensor', as(bob).get(`/api/sensor/${sensor.sensorId}`)],
      ['edit sensor', as(bob).json('PUT', `/api/sensor/${sensor.sensorId}`, { alias: 'Hacked' })],
      ['delete sensor', as(bob).del(`/api/sensor/${sensor.sensorId}`)],
      ['zone in alice field', as(bob).json('POST', `/api/v2/zone/${field.field_id}`, buildZone())],
      ['edit zone', as(bob).json('PUT', `/api/v2/zone/${zone.id}`, buildZone({ zoneName: 'Hacked' }))],
      ['delete zone', as(bob).del(`/api/v2/zone/${zone.id}`)],
      ['gateways of alice field', as(bob).form('/api/gateway/field', { fieldId: field.field_id })],
      ['pair alice gateway', as(bob).json('POST', '/api/gateway/setup', { status: 'on', gatewayIds: [gw] })],
      ['edit gateway', as(bob).json('PUT', `/api/v2/gateway/${gw}`, { name: 'Hacked' })],
      ['rotate credential', as(bob).json('POST', `/api/v2/gateway/${gw}/credential`, {})],
      ['delete gateway', as(bob).del(`/api/v2/gateway/${gw}`)],
      [
        'assign own gateway to alice field',
        (async () => {
          const mine = `gw-${Date.now().toString(36)}d`;
          await as(bob).json('POST', '/api/v2/gateway', { gatewayId: mine });
          return as(bob).json('PUT', `/api/v2/gateway/${mine}`, { fieldIds: [field.field_id] });
        })(),
      ],
    ];
    for (const [label, attempt] of attempts) {
      const res = await attempt;
      expect([403, 404], label).toContain(res.status);
    }
    // alice's data is unchanged
    expect((await as(alice).get(`/api/field/${field.field_id}`)).body.data.field_name).toBe('North Paddock');
    expect((await as(alice).get(`/api/sensor/${sensor.sensorId}`)).body.data.alias).toBe('Sensor one');
    expect(((await as(alice).get('/api/v2/zone/')).body.data as Body[]).find((z) => z.id === zone.id)?.zonename).toBe(
      'Zone A',
    );
    const gateways = (await as(alice).get('/api/v2/gateway')).body.data as Body[];
    expect(gateways.find((g) => g.gateway_id === gw)).toMatchObject({ name: gw, status: 'never-seen' });
    expect((await as(bob).get('/api/v2/zone/')).body.data as Body[]).toEqual([]);
  });
});
