/**
 * Farm teams against an intruder and a clumsy client: the farm header on routes that have no
 * farm, a farm deleted and made again under the same name (its old members reach nothing, its
 * new members not the old farm's Recently deleted), prototype names, empty strings and huge
 * numbers as farm ids and member names, the same request twice, a removed member's next request,
 * and whose plan a shared farm follows.
 */
import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@shared/contract';
import { SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { routes } from '../../lambdas/platform/routes';
import { logIn, startTestStack, GOOD_PASSWORD, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm, buildZone, squarePolygon } from '../support/management';
import { FARM_HEADER } from '@shared/teams/constants';
import {
  appTableItems,
  call,
  createMatrixWorld,
  grower,
  type Body,
  type FarmThings,
  type MatrixWorld,
  type User,
} from '../support/farm-matrix';
import { addMember, farmIdOf, removeMember } from '../support/teams';

let stack: TestStack;
let world: MatrixWorld;

beforeAll(async () => {
  stack = await startTestStack({ seed: false, alertsEveryMs: 0, vendorPullEveryMs: 0 });
  world = await createMatrixWorld(stack);
}, 240_000);
afterAll(async () => {
  await stack?.close();
});

/** The answer without what differs per request (its id). */
const stable = (body: Body) => JSON.stringify(body, (k, v: unknown) => (k === 'requestId' ? undefined : v));

const fieldsOf = async (who: User, farm?: string) => {
  const res = await call(stack, who, 'GET', '/api/v2/field', farm === undefined ? {} : { farm });
  return { status: res.status, ids: res.status === 200 ? (res.body.data.data as Body[]).map((f) => f.field_id) : [] };
};

describe('routes without farm act on the caller’s own account, whatever the header says', () => {
  const reads = routes.filter(
    (r) =>
      r.id &&
      !('farm' in contract[r.id]) &&
      (r.access === 'user' || r.access === 'subscriber') &&
      r.method === 'GET' &&
      !r.path.includes('{'),
  );
  it('lists them', () => {
    expect(reads.map((r) => r.id)).toEqual(expect.arrayContaining(['getMe', 'listDeleted', 'listMyFarms']));
  });
  it.each(reads.map((r) => [r.id!, r.path] as const))(
    '%s answers the same with and without the header',
    async (id, path) => {
      const manager = world.callers.manager;
      const query =
        id === 'listRecords'
          ? { username: manager.username, start: new Date(Date.now() - 3_600_000).toISOString() }
          : undefined;
      const plain = await call(stack, manager, 'GET', path, { query });
      const named = await call(stack, manager, 'GET', path, { query, farm: world.farmId });
      expect(plain.status, plain.text.slice(0, 200)).toBeLessThan(300);
      expect(named.status).toBe(plain.status);
      expect(stable(named.body)).toBe(stable(plain.body));
    },
  );

  it('a farm made with the header is the caller’s own; an API key made with it is the caller’s', async () => {
    const manager = world.callers.manager;
    const made = await call(stack, manager, 'POST', '/api/farm/addFarm', {
      form: { userName: manager.username, farmName: 'Managers Own' },
      farm: world.farmId,
    });
    expect(made.status).toBe(201);
    const farmsOf = async (who: User) =>
      ((await call(stack, who, 'POST', '/api/farm', { form: { userName: who.username } })).body.data as Body[]).map(
        (f) => f.farm_name,
      );
    expect(await farmsOf(manager)).toContain('Managers Own');
    expect(await farmsOf(world.owner)).not.toContain('Managers Own');

    const key = await call(stack, manager, 'POST', '/api/v2/api-keys', {
      json: { name: 'From a shared farm' },
      farm: world.farmId,
    });
    expect(key.status).toBe(201);
    const keysOf = async (who: User) => (await call(stack, who, 'GET', '/api/v2/api-keys')).text;
    expect(await keysOf(manager)).toContain('From a shared farm');
    expect(await keysOf(world.owner)).not.toContain('From a shared farm');
  });
});

describe('a farm deleted and made again under the same name is another farm', () => {
  it('its old members reach nothing; a new member cannot reach the old farm’s Recently deleted', async () => {
    const { owner } = world;
    const name = 'Reuse Farm';
    const addField = () =>
      call(stack, owner, 'POST', '/api/field/addField', {
        json: buildField({
          userName: owner.username,
          farmName: name,
          fieldName: 'Old Field',
          geom: squarePolygon(120, -20),
        }),
      });
    const first = await addField();
    expect(first.status).toBe(201);
    const oldField = first.body.data.field_id as string;
    const oldId = await farmIdOf(owner.username, name);
    const oldMember = await grower(stack);
    await addMember(oldId, oldMember.username, 'manager');
    expect(await fieldsOf(oldMember, oldId)).toEqual({ status: 200, ids: [oldField] });

    expect((await call(stack, owner, 'DELETE', `/api/farm/${owner.username}/${encodeURIComponent(name)}`)).status).toBe(
      200,
    );
    expect((await fieldsOf(oldMember, oldId)).status).toBe(404);

    expect((await addField()).status).toBe(201);
    const newId = await farmIdOf(owner.username, name);
    expect(newId).not.toBe(oldId);
    expect((await fieldsOf(oldMember, oldId)).status).toBe(404);
    expect((await fieldsOf(oldMember, newId)).status).toBe(404);

    // The old farm's membership is left behind: the old member's farm list must not offer it.
    const farmList = async (who: User) => (await call(stack, who, 'GET', '/api/v2/farms')).text;
    expect(await farmList(oldMember)).not.toContain(oldId);
    expect(await farmList(oldMember)).not.toContain(newId);
    const newMember = await grower(stack);
    await addMember(newId, newMember.username, 'manager');
    expect(await farmList(newMember)).toContain(newId);
    expect((await fieldsOf(newMember, newId)).status).toBe(200);
    expect((await fieldsOf(newMember, oldId)).status).toBe(404);
    // Recently deleted is the caller's own: the owner's deleted farm is not the new member's.
    const ownerBin = await call(stack, owner, 'GET', '/api/v2/deleted');
    const entry = (ownerBin.body.data as Body[]).find((e) => e.kind === 'farm' && e.name === name);
    expect(entry, ownerBin.text.slice(0, 300)).toBeDefined();
    for (const farm of [newId, oldId]) {
      const bin = await call(stack, newMember, 'GET', '/api/v2/deleted', { farm });
      expect(bin.status).toBe(200);
      expect(bin.text).not.toContain(oldField);
      expect(bin.text).not.toContain(name);
      const before = await appTableItems();
      const restore = await call(
        stack,
        newMember,
        'POST',
        `/api/v2/deleted/farm/${encodeURIComponent(entry!.id)}/restore`,
        {
          json: {},
          farm,
        },
      );
      expect(restore.status).toBe(404);
      const purge = await call(stack, newMember, 'DELETE', `/api/v2/deleted/field/${oldField}`, { farm });
      expect(purge.status).toBe(404);
      expect(await appTableItems()).toEqual(before);
    }
  });
});

describe('everything a request names must be in the farm it acts in', () => {
  /** Requests of the shared farm's manager that name one thing of the owner's other farm (or a farm by name). */
  const CASES: [
    string,
    (
      o: FarmThings,
    ) => Promise<[string, string, { json?: unknown; form?: Record<string, string>; query?: Record<string, string> }]>,
  ][] = [
    [
      'a sensor moved to a field of the other farm',
      async (o) => ['PUT', `/api/sensor/${await world.base.sensor()}`, { json: { field_id: await o.field() } }],
    ],
    [
      'a sensor put in a zone of the other farm',
      async (o) => ['PUT', `/api/sensor/${await world.base.sensor()}`, { json: { zone_id: await o.zone() } }],
    ],
    [
      'a zone moved to a field of the other farm',
      async (o) => [
        'PUT',
        `/api/v2/zone/${await world.base.zone()}`,
        { json: buildZone({ zoneName: 'Moved', fieldId: await o.field(), geom: o.zoneGeom }) },
      ],
    ],
    [
      'a field moved to the other farm',
      async () => [
        'PUT',
        `/api/field/${await world.base.field()}`,
        { json: { userName: world.callers.manager.username, farmName: 'Second Farm' } },
      ],
    ],
    [
      'a field added to the other farm',
      async () => [
        'POST',
        '/api/field/addField',
        {
          json: buildField({
            userName: world.callers.manager.username,
            farmName: 'Second Farm',
            geom: squarePolygon(100, -10),
          }),
        },
      ],
    ],
    [
      'a field added to a new farm of the owner',
      async () => [
        'POST',
        '/api/field/addField',
        {
          json: buildField({
            userName: world.callers.manager.username,
            farmName: 'Brand New Farm',
            geom: squarePolygon(101, -10),
          }),
        },
      ],
    ],
    [
      'a gateway tied to a field of the other farm',
      async (o) => [
        'PUT',
        `/api/v2/gateway/${await world.base.gateway()}`,
        { json: { fieldIds: [await world.base.field(), await o.field()] } },
      ],
    ],
    [
      'gateways of both farms switched off at once',
      async (o) => [
        'POST',
        '/api/gateway/setup',
        { json: { status: 'off', gatewayIds: [await world.base.gateway(), await o.gateway()] } },
      ],
    ],
    [
      'a sensor registered on a gateway of the other farm',
      async (o) => [
        'POST',
        '/api/sensor/v2/new',
        { form: buildSensorForm(await world.base.field(), { gatewayId: await o.gateway() }) },
      ],
    ],
    [
      'a vendor link on a sensor of the other farm',
      async (o) => [
        'POST',
        '/api/v2/vendor-links',
        {
          json: {
            vendor: 'irrimax',
            sensorId: await o.sensor(),
            apiKey: 'irx-5b2e9d17-40c3-4f6a-b1d8-7e0a9c4f2d11',
            logger: 'Other',
            timeZone: 'UTC',
          },
        },
      ],
    ],
    [
      'the zones of a field of the other farm',
      async (o) => ['GET', '/api/v2/zone', { query: { field: await o.field() } }],
    ],
    [
      'a note on a zone of the other farm',
      async (o) => [
        'POST',
        `/api/v2/fields/${await world.base.field()}/notes`,
        { json: { text: 'Across farms', zone_id: await o.zone() } },
      ],
    ],
  ];
  let other: FarmThings;
  beforeAll(async () => {
    other = world.things('Second Farm');
    await other.vendorLink();
  });

  it.each(CASES.map(([name, build]) => [name, build] as const))('%s: 404, nothing changed', async (_name, build) => {
    const [method, path, req] = await build(other);
    const before = await appTableItems();
    const res = await call(stack, world.callers.manager, method, path, { ...req, farm: world.farmId });
    expect(res.status, res.text.slice(0, 300)).toBe(404);
    expect(await appTableItems()).toEqual(before);
  });

  it('the owner naming one farm cannot delete another by name', async () => {
    const before = await appTableItems();
    const res = await call(stack, world.owner, 'DELETE', `/api/farm/${world.owner.username}/Second%20Farm`, {
      farm: world.farmId,
    });
    expect(res.status, res.text.slice(0, 300)).toBe(404);
    expect(await appTableItems()).toEqual(before);
  });

  it('two farm headers at once enter neither farm', async () => {
    const headers = new Headers({ authorization: `Bearer ${world.callers['same-owner-other-farm'].token}` });
    headers.append(FARM_HEADER, world.secondFarmId);
    headers.append(FARM_HEADER, world.farmId);
    const res = await fetch(`${stack.url}/api/v2/field`, { headers });
    expect([400, 404]).toContain(res.status);
  });
});

describe('junk as farm ids and member names', () => {
  const JUNK = [
    '__proto__',
    'constructor',
    'toString',
    '1e300',
    '1e-200',
    'fm_AAAAAAAAAAAA',
    'fm_',
    `fm_${'A'.repeat(300)}`,
  ];

  it.each(['', ...JUNK])('header %j: no farm is entered (refused, or the caller’s own account)', async (farm) => {
    const viewer = world.callers.viewer;
    const read = await fieldsOf(viewer, farm);
    // An empty header may count as none (the viewer's own, empty, account) or be refused; anything
    // else names no farm the viewer belongs to.
    if (farm === '' && read.status === 200) expect(read.ids).toEqual([]);
    else expect([400, 404]).toContain(read.status);
    const manager = world.callers.manager;
    const before = await appTableItems();
    const write = await call(stack, manager, 'POST', `/api/v2/zone/${await world.base.field()}`, {
      json: buildZone({ zoneName: 'Junk header zone' }),
      farm,
    });
    expect([400, 404]).toContain(write.status);
    expect(await appTableItems()).toEqual(before);
  });

  it.each(JUNK)('path farm id %j: refused, nothing changed', async (farmId) => {
    const before = await appTableItems();
    for (const [method, path, json] of [
      ['GET', `/api/v2/farms/${encodeURIComponent(farmId)}/members`],
      ['POST', `/api/v2/farms/${encodeURIComponent(farmId)}/members`, { email: 'x@example.com', role: 'viewer' }],
      ['GET', `/api/v2/farms/${encodeURIComponent(farmId)}/export`, undefined],
    ] as const) {
      const res = await call(stack, world.owner, method, path, {
        ...(json ? { json } : {}),
        ...(path.endsWith('export') ? { query: { year: '2026' } } : {}),
      });
      expect([400, 404], `${method} ${path}: ${res.text.slice(0, 200)}`).toContain(res.status);
    }
    expect(await appTableItems()).toEqual(before);
  });

  it.each(['__proto__', 'constructor', '1e300', 'nobody-here'])(
    'member name %j: refused, nothing changed',
    async (member) => {
      const before = await appTableItems();
      const base = `/api/v2/farms/${world.farmId}/members/${encodeURIComponent(member)}`;
      const change = await call(stack, world.owner, 'PUT', base, { json: { role: 'advisor' } });
      const remove = await call(stack, world.owner, 'DELETE', base);
      expect([400, 404], change.text.slice(0, 200)).toContain(change.status);
      expect([400, 404], remove.text.slice(0, 200)).toContain(remove.status);
      expect(await appTableItems()).toEqual(before);
    },
  );
});

describe('the same request twice', () => {
  it('a refused write is refused again and changes nothing', async () => {
    const zone = await world.base.zone();
    const before = await appTableItems();
    for (let i = 0; i < 2; i++) {
      const res = await call(stack, world.callers.viewer, 'DELETE', `/api/v2/zone/${zone}`, { farm: world.farmId });
      expect(res.status).toBe(403);
    }
    expect(await appTableItems()).toEqual(before);
  });

  it('an allowed delete deletes once, then finds nothing', async () => {
    const things = world.things();
    const irrigation = await things.irrigation();
    const del = () =>
      call(stack, world.callers.manager, 'DELETE', `/api/v2/irrigations/${irrigation}`, { farm: world.farmId });
    expect((await del()).status).toBe(200);
    expect((await del()).status).toBe(404);
  });
});

describe('membership is read on every request', () => {
  it('a removed member is refused on the next request', async () => {
    const member = await grower(stack);
    await addMember(world.farmId, member.username, 'viewer');
    expect((await fieldsOf(member, world.farmId)).ids).toContain(await world.base.field());
    await removeMember(world.farmId, member.username);
    expect((await fieldsOf(member, world.farmId)).status).toBe(404);
  });
});

describe('a gateway made in a shared farm', () => {
  it('belongs to that farm: its members see it, the owner’s other farm’s member cannot reach it', async () => {
    const gatewayId = `gw-shared-${Date.now().toString(36)}`;
    const made = await call(stack, world.callers.manager, 'POST', '/api/v2/gateway', {
      json: { gatewayId, name: 'Made by the manager' },
      farm: world.farmId,
    });
    expect(made.status, made.text.slice(0, 200)).toBe(201);
    const list = async (who: User, farm?: string) =>
      (await call(stack, who, 'GET', '/api/v2/gateway', farm ? { farm } : {})).text;
    expect(await list(world.callers.advisor, world.farmId)).toContain(gatewayId);
    expect(await list(world.owner)).toContain(gatewayId);
    const outsider = world.callers['same-owner-other-farm'];
    expect(await list(outsider, world.secondFarmId)).not.toContain(gatewayId);
    const before = await appTableItems();
    const rename = await call(stack, outsider, 'PUT', `/api/v2/gateway/${gatewayId}`, {
      json: { name: 'Taken' },
      farm: world.secondFarmId,
    });
    expect(rename.status).toBe(404);
    expect(await appTableItems()).toEqual(before);
  });
});

describe('leaving', () => {
  it('a viewer may remove themself (and no one else), and is refused on the next request', async () => {
    const [leaving, staying] = [await grower(stack), await grower(stack)];
    await addMember(world.farmId, leaving.username, 'viewer');
    await addMember(world.farmId, staying.username, 'viewer');
    const remove = (who: string) => call(stack, leaving, 'DELETE', `/api/v2/farms/${world.farmId}/members/${who}`);
    expect((await remove(staying.username)).status).toBe(403);
    expect((await remove(leaving.username)).status).toBe(200);
    expect((await fieldsOf(leaving, world.farmId)).status).toBe(404);
    expect((await fieldsOf(staying, world.farmId)).status).toBe(200);
  });
});

describe('whose plan', () => {
  const setExpiry = (username: string, expiry: string) =>
    stack.cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: stack.userPoolId,
        Username: username,
        UserAttributes: [{ Name: SUBSCRIPTION_ATTRIBUTES.expiry, Value: expiry }],
      }),
    );

  it('a member whose own plan lapsed still reads the shared farm, and not their own', async () => {
    const advisor = world.callers.advisor;
    await setExpiry(advisor.username, '01-01-2020');
    const lapsed = {
      username: advisor.username,
      token: (await logIn(stack, advisor.username, GOOD_PASSWORD)).IdToken!,
    };
    expect((await fieldsOf(lapsed, world.farmId)).ids).toContain(await world.base.field());
    expect((await fieldsOf(lapsed)).status).toBe(402);
  });

  it('a lapsed owner’s farm is read-only for everyone, and readable', async () => {
    await setExpiry(world.owner.username, '01-01-2020');
    const owner = { ...world.owner, token: (await logIn(stack, world.owner.username, GOOD_PASSWORD)).IdToken! };
    const zone = await world.base.zone();
    const before = await appTableItems();
    for (const who of [world.callers.manager, owner]) {
      const write = await call(stack, who, 'PUT', `/api/v2/zone/${zone}`, {
        json: buildZone({ zoneName: 'Lapsed', geom: world.base.zoneGeom }),
        farm: world.farmId,
      });
      expect(write.status, write.text.slice(0, 200)).toBe(402);
    }
    expect(await appTableItems()).toEqual(before);
    expect((await fieldsOf(world.callers.viewer, world.farmId)).ids).toContain(await world.base.field());
  });
});
