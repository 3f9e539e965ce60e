/**
 * Farm teams on the server, through the local gateway and the real handlers (dynalite; the
 * DynamoDB Local project runs it too): a request naming a farm (x-fieldwise-farm, or a farm_id
 * in its path) acts in it by membership, as the role table allows, on the owner's plan, and only
 * on that farm's things. Memberships are seeded by writing their documented items
 * (test/support/teams.ts); the invitation flow has tests of its own.
 */
import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { FARM_HEADER } from '@shared/teams/constants';
import type { Plan } from '@shared/subscription';
import { queryPartition } from '../../lambdas/platform/aws/items';
import { upsertEvent } from '../../lambdas/irrigation/adapters/events';
import { resetEnvCache } from '../../lambdas/platform/env';
import { api, logIn, newGrower, startTestStack, type Body, type Res, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm, buildZone } from '../support/management';
import { currentSeries } from '../support/readings';
import { addMember, farmIdOf, removeMember, shareFarm } from '../support/teams';

let stack: TestStack;
type Who = { username: string; token: string };
let olga: Who; // the owner
let manny: Who; // manager of Home Farm
let vera: Who; // viewer of Home Farm
let ada: Who; // advisor of Home Farm
let cole: Who; // manager of Creek Farm only
let sam: Who; // a stranger
let homeId: string;
let creekId: string;
const home = { field: '', zone: '', sensor: '', gateway: '' };
const creek = { field: '', zone: '', sensor: '', gateway: '' };

/** A call as `who`, in farm `farm` when given (the header the web app sends in a shared farm). */
function call(
  who: Who,
  method: string,
  path: string,
  farm?: string,
  body?: { json?: unknown; form?: Record<string, string> },
) {
  return api(stack, method, path, {
    token: who.token,
    ...(farm !== undefined ? { headers: { [FARM_HEADER]: farm } } : {}),
    ...body,
  }) as Promise<Res>;
}
const json = (value: unknown) => ({ json: value });
const form = (value: Record<string, string>) => ({ form: value });

async function grower(): Promise<Who> {
  const g = await newGrower(stack);
  return { username: g.username, token: g.tokens.IdToken! };
}

async function setPlan(username: string, plan: Plan, expiry: string): Promise<void> {
  await stack.cognito.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: stack.userPoolId,
      Username: username,
      UserAttributes: [
        { Name: SUBSCRIPTION_ATTRIBUTES.level, Value: plan },
        { Name: SUBSCRIPTION_ATTRIBUTES.expiry, Value: expiry },
      ],
    }),
  );
}

/** A farm of olga's with a field, a zone, a gateway and a sensor on it. */
async function olgasFarm(farmName: string, into: typeof home): Promise<void> {
  const field = await call(
    olga,
    'POST',
    '/api/field/addField',
    undefined,
    json(buildField({ farmName, userName: olga.username })),
  );
  expect(field.status, JSON.stringify(field.body)).toBe(201);
  into.field = field.body.data.field_id;
  const zone = await call(olga, 'POST', `/api/v2/zone/${into.field}`, undefined, json(buildZone()));
  expect(zone.status, JSON.stringify(zone.body)).toBe(201);
  into.zone = zone.body.data.id;
  into.gateway = `gw-${farmName.split(' ')[0]!.toLowerCase()}-${Date.now().toString(36)}`;
  expect((await call(olga, 'POST', '/api/v2/gateway', undefined, json({ gatewayId: into.gateway }))).status).toBe(201);
  expect(
    (await call(olga, 'PUT', `/api/v2/gateway/${into.gateway}`, undefined, json({ fieldIds: [into.field] }))).status,
  ).toBe(200);
  const sensor = buildSensorForm(into.field);
  expect((await call(olga, 'POST', '/api/sensor/v2/new', undefined, form(sensor))).status).toBe(201);
  into.sensor = sensor.sensorId;
}

beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  [olga, manny, vera, ada, cole, sam] = await Promise.all([grower(), grower(), grower(), grower(), grower(), grower()]);
  await olgasFarm('Home Farm', home);
  await olgasFarm('Creek Farm', creek);
  homeId = await shareFarm(olga.username, 'Home Farm', manny.username, 'manager');
  await addMember(homeId, vera.username, 'viewer');
  await addMember(homeId, ada.username, 'advisor');
  creekId = await shareFarm(olga.username, 'Creek Farm', cole.username, 'manager');
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

describe('a member in the shared farm', () => {
  it("lists only that farm's farms, fields, zones and gateways (the owner's own account lists all)", async () => {
    const farms = await call(manny, 'POST', '/api/farm', homeId, form({ userName: manny.username }));
    expect(farms.status, JSON.stringify(farms.body)).toBe(200);
    expect(farms.body.data).toEqual([{ farm_name: 'Home Farm' }]);
    const fields = await call(vera, 'GET', '/api/v2/field', homeId);
    expect((fields.body.data.data as Body[]).map((f) => f.field_id)).toEqual([home.field]);
    const zones = await call(ada, 'GET', '/api/v2/zone', homeId);
    expect((zones.body.data as Body[]).map((z) => z.id)).toEqual([home.zone]);
    const gateways = await call(manny, 'GET', '/api/v2/gateway', homeId);
    expect((gateways.body.data as Body[]).map((g) => g.gateway_id)).toEqual([home.gateway]);
    const own = await call(olga, 'GET', '/api/v2/field');
    expect((own.body.data.data as Body[]).map((f) => f.field_id).sort()).toEqual([home.field, creek.field].sort());
  });

  it("reads the farm's field, sensor and readings as any role", async () => {
    for (const who of [manny, vera, ada]) {
      expect((await call(who, 'GET', `/api/field/${home.field}`, homeId)).status).toBe(200);
      expect((await call(who, 'GET', `/api/sensor/${home.sensor}`, homeId)).status).toBe(200);
      expect((await call(who, 'GET', `/api/v2/readings/${home.sensor}/latest`, homeId)).status).toBe(200);
    }
  });

  it("a manager registers a sensor in the shared farm: it is the owner's, and the audit log says who", async () => {
    const sensor = buildSensorForm(home.field, { username: manny.username });
    const made = await call(manny, 'POST', '/api/sensor/v2/new', homeId, form(sensor));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const ofField = await call(
      olga,
      'POST',
      '/api/sensor/field',
      undefined,
      form({ userName: olga.username, fieldId: home.field }),
    );
    expect((ofField.body.sensor as Body[]).map((s) => s.sensor_id)).toContain(sensor.sensorId);
    const audit = await queryPartition<Body>(`AUDIT#${homeId}`);
    expect(audit).toContainEqual(
      expect.objectContaining({
        actor: manny.username,
        role: 'manager',
        verb: 'created',
        what: 'sensor',
        target: sensor.sensorId,
      }),
    );
    const entry = audit.find((a) => a.target === sensor.sensorId)!;
    expect(entry.ttl).toBeGreaterThan(Date.now() / 1000 + 360 * 86_400);
  });

  it("a manager's gateway registered in the farm is that farm's; another farm's routes do not take it", async () => {
    const gatewayId = `gw-manny-${Date.now().toString(36)}`;
    expect((await call(manny, 'POST', '/api/v2/gateway', homeId, json({ gatewayId }))).status).toBe(201);
    expect((await call(manny, 'PUT', `/api/v2/gateway/${gatewayId}`, homeId, json({ name: 'Shed' }))).status).toBe(200);
    expect((await call(cole, 'PUT', `/api/v2/gateway/${gatewayId}`, creekId, json({ name: 'Mine' }))).status).toBe(404);
    const listed = await call(vera, 'GET', '/api/v2/gateway', homeId);
    expect(listed.status).toBe(403); // setup.read: not a viewer's
    const byAda = await call(ada, 'GET', '/api/v2/gateway', homeId);
    expect((byAda.body.data as Body[]).map((g) => g.gateway_id).sort()).toEqual([home.gateway, gatewayId].sort());
  });

  it('a viewer and an advisor are 403 on a change, and nothing changes', async () => {
    for (const who of [vera, ada]) {
      const res = await call(who, 'PUT', `/api/field/${home.field}`, homeId, json({ fieldName: 'Renamed Paddock' }));
      expect(res.status).toBe(403);
      expect(res.body.err).toMatch(/^As the farm.s (viewer|advisor) you cannot do this \(.*: owner and manager\)\.$/);
      expect((await call(who, 'DELETE', `/api/v2/zone/${home.zone}`, homeId)).status).toBe(403);
    }
    const field = await call(olga, 'GET', `/api/field/${home.field}`);
    expect(field.body.data.field_name).toBe('North Paddock');
    expect((await call(olga, 'GET', '/api/v2/zone')).body.data).toHaveLength(2);
  });
});

describe('the farm and nothing else', () => {
  it("a member reaches none of the owner's other farm: fields, zones, sensors, gateways (404)", async () => {
    const tries: [string, string, { json?: unknown; form?: Record<string, string> }?][] = [
      ['GET', `/api/field/${creek.field}`],
      ['PUT', `/api/field/${creek.field}`, json({ fieldName: 'Stolen Paddock' })],
      ['PUT', `/api/v2/zone/${creek.zone}`, json(buildZone({ zoneName: 'Stolen' }))],
      ['DELETE', `/api/v2/zone/${creek.zone}`],
      ['GET', `/api/sensor/${creek.sensor}`],
      ['DELETE', `/api/sensor/${creek.sensor}`],
      ['GET', `/api/v2/readings/${creek.sensor}/latest`],
      ['PUT', `/api/v2/gateway/${creek.gateway}`, json({ name: 'Stolen' })],
      ['DELETE', `/api/v2/gateway/${creek.gateway}`],
      ['GET', `/api/v2/zone?field=${creek.field}`],
      ['POST', '/api/sensor/v2/new', form(buildSensorForm(creek.field))],
    ];
    for (const [method, path, body] of tries) {
      const res = await call(manny, method, path, homeId, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    // Naming the other farm itself: not a member.
    expect((await call(manny, 'GET', '/api/v2/field', creekId)).status).toBe(404);
    expect((await call(olga, 'GET', `/api/field/${creek.field}`)).body.data.field_name).toBe('North Paddock');
    expect((await call(olga, 'GET', `/api/sensor/${creek.sensor}`)).status).toBe(200);
    expect((await call(olga, 'GET', '/api/v2/gateway')).body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ gateway_id: creek.gateway, name: creek.gateway })]),
    );
  });

  it('a field cannot be added to, or moved into, another farm from inside a shared farm', async () => {
    const add = await call(manny, 'POST', '/api/field/addField', homeId, json(buildField({ farmName: 'Creek Farm' })));
    expect(add.status).toBe(404);
    const move = await call(manny, 'PUT', `/api/field/${home.field}`, homeId, json({ farmName: 'Creek Farm' }));
    expect(move.status).toBe(404);
    const newFarm = await call(manny, 'PUT', `/api/field/${home.field}`, homeId, json({ farmName: 'Mannys Farm' }));
    expect(newFarm.status).toBe(404);
    expect((await call(olga, 'GET', `/api/field/${home.field}`)).body.data.farm_name).toBe('Home Farm');
    const farms = (await call(olga, 'POST', '/api/farm', undefined, form({ userName: olga.username }))).body.data;
    expect((farms as Body[]).map((f) => f.farm_name).sort()).toEqual(['Creek Farm', 'Home Farm']);
  });

  it("a stranger naming the farm is 404, and so is anyone naming a farm id that is no one's", async () => {
    expect((await call(sam, 'GET', '/api/v2/field', homeId)).status).toBe(404);
    expect((await call(sam, 'GET', `/api/field/${home.field}`, homeId)).status).toBe(404);
    expect((await call(sam, 'POST', '/api/sensor/v2/new', homeId, form(buildSensorForm(home.field)))).status).toBe(404);
    expect((await call(sam, 'GET', `/api/v2/farms/${homeId}/members`)).status).toBe(404);
    expect((await call(manny, 'GET', '/api/v2/field', 'fm_nobodysfarm1')).status).toBe(404);
  });

  it('a header that is not a farm id is a 400 naming it: prototype keys, an empty value, a farm name', async () => {
    for (const bad of ['__proto__', 'constructor', 'Home Farm', 'fm_x', '']) {
      const res = await call(manny, 'GET', '/api/v2/field', bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.error, bad).toMatch(new RegExp(`^${FARM_HEADER}: `));
    }
    // Routes that are not a farm's never read it: the caller's own account.
    expect((await call(manny, 'GET', '/api/user/profile', '__proto__')).status).toBe(200);
  });

  it("the owner naming their own farm acts in it as owner; never in another owner's", async () => {
    const fields = await call(olga, 'GET', '/api/v2/field', creekId);
    expect((fields.body.data.data as Body[]).map((f) => f.field_id)).toEqual([creek.field]);
    // sam owns nothing shared: his own farm's id, named by olga, is not hers.
    const samField = await call(
      sam,
      'POST',
      '/api/field/addField',
      undefined,
      json(buildField({ farmName: 'Sam Farm' })),
    );
    expect(samField.status).toBe(201);
    const samFarm = await farmIdOf(sam.username, 'Sam Farm');
    expect((await call(olga, 'GET', '/api/v2/field', samFarm)).status).toBe(404);
    expect((await call(olga, 'GET', `/api/field/${samField.body.data.field_id}`, samFarm)).status).toBe(404);
  });
});

describe('every kind of resource a route names is checked against the farm', () => {
  const hoursAgo = (h: number) => Math.floor(Date.now() / 1000) - h * 3600;

  it('irrigation logs: a manager logs in the farm, and reaches no log of the other farm', async () => {
    const own = await call(
      manny,
      'POST',
      `/api/v2/zone/${home.zone}/irrigations`,
      homeId,
      json({ start: hoursAgo(5), depth_mm: 12 }),
    );
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const other = await call(
      olga,
      'POST',
      `/api/v2/zone/${creek.zone}/irrigations`,
      undefined,
      json({ start: hoursAgo(6), depth_mm: 9 }),
    );
    expect(other.status).toBe(201);
    const otherId = other.body.data.irrigation_id as string;
    const tries: [string, string, { json?: unknown }?][] = [
      ['GET', `/api/v2/zone/${creek.zone}/irrigations`],
      ['POST', `/api/v2/zone/${creek.zone}/irrigations`, json({ start: hoursAgo(4), depth_mm: 5 })],
      ['PUT', `/api/v2/irrigations/${otherId}`, json({ start: hoursAgo(6), depth_mm: 50 })],
      ['DELETE', `/api/v2/irrigations/${otherId}`],
    ];
    for (const [method, path, body] of tries)
      expect((await call(manny, method, path, homeId, body)).status, path).toBe(404);
    const log = await call(olga, 'GET', `/api/v2/zone/${creek.zone}/irrigations`);
    expect((log.body.data.entries ?? log.body.data) as unknown).toEqual(
      expect.arrayContaining([expect.objectContaining({ irrigation_id: otherId, depth_mm: 9 })]),
    );
  });

  it("sensor moves, gateway lists and vendor links that name the other farm's things are 404", async () => {
    const move = await call(manny, 'PUT', `/api/sensor/${home.sensor}`, homeId, json({ field_id: creek.field }));
    expect(move.status).toBe(404);
    const toZone = await call(manny, 'PUT', `/api/sensor/${home.sensor}`, homeId, json({ zone_id: creek.zone }));
    expect(toZone.status).toBe(404);
    const setup = await call(
      manny,
      'POST',
      '/api/gateway/setup',
      homeId,
      json({ status: 'on', gatewayIds: [home.gateway, creek.gateway] }),
    );
    expect(setup.status).toBe(404);
    const serve = await call(
      manny,
      'PUT',
      `/api/v2/gateway/${home.gateway}`,
      homeId,
      json({ fieldIds: [creek.field] }),
    );
    expect(serve.status).toBe(404);
    const heard = await call(ada, 'POST', '/api/gateway/sensors', homeId, json({ gatewayIds: [creek.gateway] }));
    expect(heard.status).toBe(404);
    const link = await call(
      manny,
      'POST',
      '/api/v2/vendor-links',
      homeId,
      json({
        vendor: 'irrimax',
        sensorId: creek.sensor,
        apiKey: 'irx-5b2e9d17-40c3-4f6a-b1d8-7e0a9c4f2d11',
        logger: 'North Block 1',
        timeZone: 'australia/sydney',
      }),
    );
    expect(link.status).toBe(404);
    expect((await call(olga, 'GET', `/api/sensor/${home.sensor}`)).body.data.field_id).toBe(home.field);
    expect((await call(olga, 'GET', '/api/v2/gateway')).body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ gateway_id: creek.gateway, pairing_until: null }),
        expect.objectContaining({ gateway_id: home.gateway, field_ids: [home.field] }),
      ]),
    );
  });
});

describe('wetting events', () => {
  it("a manager answers the farm's events, and no event of the other farm's sensors", async () => {
    const onset = Math.floor(Date.now() / 3_600_000 - 30) * 3600;
    const range = `start=${onset - 3600}&end=${onset + 3600}`;
    const eventOf = async (sensorId: string, fieldId: string) => {
      await upsertEvent(await currentSeries(sensorId), {
        sensor_id: sensorId,
        field_id: fieldId,
        onset,
        peak: onset + 3600 * 10,
        depth_reached_cm: 50,
        arrived_mm: 18,
        detected_kind: 'unexplained',
      });
      const listed = await call(olga, 'GET', `/api/v2/events/${fieldId}?${range}`);
      return (listed.body.data as Body[])[0]!.event_id as string;
    };
    const homeEvent = await eventOf(home.sensor, home.field);
    const creekEvent = await eventOf(creek.sensor, creek.field);
    const answer = (who: Who, id: string) =>
      call(who, 'POST', `/api/v2/events/${id}/answer`, homeId, json({ irrigation: false }));
    expect((await answer(manny, creekEvent)).status).toBe(404);
    expect((await answer(vera, homeEvent)).status).toBe(403);
    const answered = await answer(manny, homeEvent);
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.data.confirmed).toBe(true);
    const creekNow = await call(olga, 'GET', `/api/v2/events/${creek.field}?${range}`);
    expect((creekNow.body.data as Body[])[0]!.confirmed).toBe(false);
    const audit = await queryPartition<Body>(`AUDIT#${homeId}`);
    expect(audit).toContainEqual(
      expect.objectContaining({ actor: manny.username, what: 'wetting event answer', target: homeEvent }),
    );
  });
});

describe('an API key', () => {
  it('acts for its owner: reads a farm shared with them, in their role, and nothing else', async () => {
    const made = await call(vera, 'POST', '/api/v2/api-keys', undefined, json({ name: 'Farm reader' }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const key = made.body.key as string;
    const withKey = (path: string, farm: string) =>
      api(stack, 'GET', path, { headers: { authorization: `ApiKey ${key}`, [FARM_HEADER]: farm } }) as Promise<Res>;
    const fields = await withKey('/api/v2/field', homeId);
    expect(fields.status).toBe(200);
    expect((fields.body.data.data as Body[]).map((f) => f.field_id)).toEqual([home.field]);
    expect((await withKey(`/api/v2/readings/${home.sensor}/latest`, homeId)).status).toBe(200);
    expect((await withKey(`/api/v2/readings/${creek.sensor}/latest`, homeId)).status).toBe(404);
    expect((await withKey('/api/v2/field', creekId)).status).toBe(404);
    // A viewer's key reads no setup (gateways are setup.read).
    expect((await withKey('/api/v2/gateway', homeId)).status).toBe(403);
  });
});

describe('membership is read on every request', () => {
  it('a removed member is 404 on the next request', async () => {
    const temp = await grower();
    await addMember(homeId, temp.username, 'viewer');
    expect((await call(temp, 'GET', '/api/v2/field', homeId)).status).toBe(200);
    await removeMember(homeId, temp.username);
    expect((await call(temp, 'GET', '/api/v2/field', homeId)).status).toBe(404);
    expect((await call(temp, 'GET', `/api/field/${home.field}`, homeId)).status).toBe(404);
  });

  it('a farm deleted and made again under the same name refuses the old farm id', async () => {
    const made = await call(
      olga,
      'POST',
      '/api/field/addField',
      undefined,
      json(buildField({ farmName: 'Phoenix Farm' })),
    );
    expect(made.status).toBe(201);
    const oldId = await shareFarm(olga.username, 'Phoenix Farm', vera.username, 'manager');
    expect((await call(vera, 'GET', '/api/v2/field', oldId)).status).toBe(200);
    expect((await call(olga, 'DELETE', `/api/farm/${olga.username}/Phoenix%20Farm`)).status).toBe(200);
    expect((await call(vera, 'GET', '/api/v2/field', oldId)).status).toBe(404);
    expect(
      (
        await call(
          olga,
          'POST',
          '/api/farm/addFarm',
          undefined,
          form({ userName: olga.username, farmName: 'Phoenix Farm' }),
        )
      ).status,
    ).toBe(201);
    expect((await call(vera, 'GET', '/api/v2/field', oldId)).status).toBe(404);
    const newId = await farmIdOf(olga.username, 'Phoenix Farm');
    expect(newId).not.toBe(oldId);
    expect((await call(vera, 'GET', '/api/v2/field', newId)).status).toBe(404);
  });

  it("the owner's own changes are logged too, in the farm they touched", async () => {
    const renamed = await call(olga, 'PUT', `/api/field/${creek.field}`, undefined, json({ cropType: 'Corn' }));
    expect(renamed.status).toBe(200);
    const audit = await queryPartition<Body>(`AUDIT#${creekId}`);
    expect(audit).toContainEqual(
      expect.objectContaining({
        actor: olga.username,
        role: 'owner',
        verb: 'changed',
        what: 'field',
        target: creek.field,
      }),
    );
    // A refused change leaves no entry.
    const before = (await queryPartition(`AUDIT#${homeId}`)).length;
    expect((await call(vera, 'DELETE', `/api/field/${home.field}`, homeId)).status).toBe(403);
    expect((await call(manny, 'PUT', `/api/field/${home.field}`, homeId, json({ fieldName: 'x' }))).status).toBe(400);
    expect(await queryPartition(`AUDIT#${homeId}`)).toHaveLength(before);
  });
});

describe("the owner's plan", () => {
  it("a member's own lapsed plan does not matter in the shared farm (it does in their own account)", async () => {
    await setPlan(vera.username, 'full', '01-01-2001');
    const lapsed = await grower();
    await setPlan(lapsed.username, 'full', '01-01-2001');
    await addMember(homeId, lapsed.username, 'viewer');
    // Signed in again, so the token itself says the plan has lapsed.
    const relogged = { ...lapsed, token: (await logIn(stack, lapsed.username)).IdToken! };
    expect((await call(relogged, 'GET', '/api/v2/field', homeId)).status).toBe(200);
    expect((await call(relogged, 'GET', '/api/v2/field')).status).toBe(402);
  });

  it("sensors count against the owner's plan, not the member's", async () => {
    // olga has 3 sensors (one each, and the manager's); Lite covers 2.
    await setPlan(olga.username, 'lite', '01-01-2099');
    const res = await call(manny, 'POST', '/api/sensor/v2/new', homeId, form(buildSensorForm(home.field)));
    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(res.body)).toMatch(/Lite|plan/i);
    expect(
      (await call(olga, 'POST', '/api/sensor/field', undefined, form({ userName: olga.username, fieldId: home.field })))
        .body.sensor,
    ).toHaveLength(2);
  });

  it("a lapsed owner's farm reads for everyone but refuses every change with 402 saying so", async () => {
    await setPlan(olga.username, 'full', '01-01-2001');
    expect((await call(vera, 'GET', '/api/v2/field', homeId)).status).toBe(200);
    expect((await call(manny, 'GET', `/api/sensor/${home.sensor}`, homeId)).status).toBe(200);
    const change = await call(manny, 'PUT', `/api/field/${home.field}`, homeId, json({ cropType: 'Corn' }));
    expect(change.status).toBe(402);
    expect(change.body.err).toMatch(/read-only until its owner renews/);
    // Her own token predates the lapse: her own account reads as before.
    expect((await call(olga, 'GET', `/api/field/${home.field}`, undefined)).status).toBe(200);
    expect((await call(olga, 'GET', `/api/field/${home.field}`, undefined)).body.data.crop_type).toBe('Wheat');
    await setPlan(olga.username, 'pro', '01-01-2099');
    expect((await call(manny, 'PUT', `/api/field/${home.field}`, homeId, json({ cropType: 'Corn' }))).status).toBe(200);
  });
});

describe('another allowed origin', () => {
  it('may send the farm header (the local preflight allows it); other origins get no grant', async () => {
    const before = process.env.ALLOWED_ORIGINS;
    process.env.ALLOWED_ORIGINS = 'http://localhost:5173';
    resetEnvCache();
    try {
      const preflight = (origin: string) =>
        fetch(`${stack.url}/api/v2/field`, {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': FARM_HEADER },
        });
      const allowed = await preflight('http://localhost:5173');
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase().split(',')).toContain(FARM_HEADER);
      const other = await preflight('https://evil.example');
      expect(other.status).toBe(403);
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      if (before === undefined) delete process.env.ALLOWED_ORIGINS;
      else process.env.ALLOWED_ORIGINS = before;
      resetEnvCache();
    }
  });
});
