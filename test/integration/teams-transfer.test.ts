/**
 * Ownership transfers through the local gateway: the offer's rules (409s naming `to`, one at a
 * time, the same offer twice), withdrawing and declining, expiry (410), and accepting as a
 * resumable move of the farm's items from the old owner's partition to the new one's: a fault
 * injected into the app's DynamoDB client fails the accept after each number of writes in turn,
 * the same accept again completes it, and every item is then exactly once, in the new partition.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FARM_ID_RE } from '@shared/teams/constants';
import { getItem, putItem, queryPartitionStored, queryPrefix, updateItem } from '../../lambdas/platform/aws/items';
import { farmItemsIn, KEPT_KINDS, kindOf, MOVED_KINDS } from '../../lambdas/teams/rules/transfer-items';
import { intercept } from '../support/faults';
import { buildField, buildSensorForm, buildZone } from '../support/management';
import { newGrower, startTestStack, userApi, withPlan, type Body, type TestStack } from '../support/local-stack';

let stack: TestStack;
type Who = { username: string; token: string; email: string };
let olga: Who;
let mark: Who;
let stranger: Who;
let removeFault: (() => void) | undefined;

async function grower(plan?: 'pro' | 'lite'): Promise<Who> {
  const g = await newGrower(stack);
  const token = plan ? (await withPlan(stack, g.username, plan)).IdToken! : g.tokens.IdToken!;
  return { username: g.username, token, email: `${g.username}@example.com` };
}

const as = (who: Who) => userApi(stack, who);
const farmsOf = async (who: Who) => (await as(who).get('/api/v2/farms')).body.data as Body[];
const transfer = (farmId: string) => `/api/v2/farms/${farmId}/transfer`;
const withFarm = (who: Who, farmId: string, path: string) =>
  fetch(`${stack.url}${path}`, { headers: { authorization: `Bearer ${who.token}`, 'x-fieldwise-farm': farmId } });

let n = 0;
const T = Date.UTC(2026, 5, 1, 6);

interface Farm {
  farmId: string;
  name: string;
  fieldId: string;
  zoneId: string;
  sensorId: string;
  gatewayId: string;
  credential: string;
  devEui: string;
}

/** `who`'s invitation of `member` as `role`, accepted from the e-mail's link. */
async function join(owner: Who, farmId: string, member: Who, role: 'manager' | 'advisor' | 'viewer'): Promise<void> {
  const invited = await as(owner).json('POST', `/api/v2/farms/${farmId}/members`, { email: member.email, role });
  expect(invited.status).toBe(201);
  const id = invited.body.data.invitation_id as string;
  expect((await as(member).json('POST', `/api/v2/invitations/${id}/accept`, {})).status).toBe(200);
}

/**
 * A farm of `owner` with a field, a zone, an irrigation, a sensor on a gateway serving the field,
 * a LoRaWAN device row on that gateway, a vendor link of the sensor and an alert state (the last
 * three seeded as their stores write them), with `manager` as its manager.
 */
async function seededFarm(owner: Who, manager: Who): Promise<Farm> {
  const name = `Moving Farm ${n++}`;
  const field = (await as(owner).json('POST', '/api/field/addField', buildField({ farmName: name }))).body.data as Body;
  const zone = (await as(owner).json('POST', `/api/v2/zone/${field.field_id}`, buildZone())).body.data as Body;
  const logged = await as(owner).json('POST', `/api/v2/zone/${zone.id}/irrigations`, {
    start: Math.floor(T / 1000),
    duration_minutes: 60,
  });
  expect(logged.status).toBe(201);
  const gatewayId = `gw-move-${Date.now().toString(36)}-${n}`;
  const gw = await as(owner).json('POST', '/api/v2/gateway', { gatewayId, name: 'Shed' });
  expect(gw.status).toBe(201);
  expect((await as(owner).json('PUT', `/api/v2/gateway/${gatewayId}`, { fieldIds: [field.field_id] })).status).toBe(
    200,
  );
  const sensor = buildSensorForm(field.field_id as string, { gatewayId });
  expect((await as(owner).form('/api/sensor/v2/new', sensor)).status).toBe(201);
  const farmId = (await farmsOf(owner)).find((f) => f.name === name)!.farm_id as string;
  expect(farmId).toMatch(FARM_ID_RE);
  const devEui = `70B3D57ED0${(1000 + n).toString(16).toUpperCase().padStart(6, '0')}`;
  await putItem({ PK: `USER#${owner.username}`, SK: `LORAWAN#${gatewayId}#${devEui}`, dev_eui: devEui });
  await putItem({ PK: `DEVICE#${devEui}`, SK: 'OWNER', dev_eui: devEui, owner: owner.username, gateway_id: gatewayId });
  await putItem({
    PK: `USER#${owner.username}`,
    SK: `VLINK#vl_${n}`,
    link_id: `vl_${n}`,
    owner: owner.username,
    sensor_id: sensor.sensorId,
  });
  await putItem({
    PK: `USER#${owner.username}`,
    SK: `ALERT#moisture:${sensor.sensorId}`,
    key: `moisture:${sensor.sensorId}`,
    active: false,
    gen: 1,
  });
  await join(owner, farmId, manager, 'manager');
  return {
    farmId,
    name,
    fieldId: field.field_id as string,
    zoneId: zone.id as string,
    sensorId: sensor.sensorId,
    gatewayId,
    credential: gw.body.credential as string,
    devEui,
  };
}

/** The farm's items under `user`, by sort key. */
async function farmKeys(user: string, farm: Farm): Promise<string[]> {
  return farmItemsIn(await queryPartitionStored(`USER#${user}`), farm.name).items.map((i) => i.SK);
}

/** After a move: every item once, under the new owner; global owners, memberships and lists say so. */
async function expectMoved(farm: Farm, keysBefore: string[], from: Who, to: Who): Promise<void> {
  expect(await farmKeys(to.username, farm)).toEqual(keysBefore);
  const left = await queryPartitionStored(`USER#${from.username}`);
  expect(left.filter((i) => keysBefore.includes(i.SK)).map((i) => i.SK)).toEqual([]);
  expect((await getItem<Body>(`SENSOR#${farm.sensorId}`, 'SENSOR'))?.owner).toBe(to.username);
  expect((await getItem<Body>(`GATEWAY#${farm.gatewayId}`, 'OWNER'))?.owner).toBe(to.username);
  expect((await getItem<Body>(`DEVICE#${farm.devEui}`, 'OWNER'))?.owner).toBe(to.username);
  const link = (await queryPrefix<Body>(`USER#${to.username}`, 'VLINK#')).find((l) => l.sensor_id === farm.sensorId);
  expect(link?.owner).toBe(to.username);
  expect(await getItem<Body>(`FARM#${farm.farmId}`, 'META')).toMatchObject({ owner: to.username });
  const roles = (await queryPrefix<Body>(`FARM#${farm.farmId}`, 'MEMBER#')).map((m) => [m.member, m.role, m.owner]);
  expect(roles.sort()).toEqual(
    [
      [from.username, 'manager', to.username],
      [to.username, 'owner', to.username],
    ].sort(),
  );
  expect((await farmsOf(to)).find((f) => f.farm_id === farm.farmId)).toMatchObject({
    role: 'owner',
    owner: to.username,
  });
  expect((await farmsOf(from)).find((f) => f.farm_id === farm.farmId)).toMatchObject({
    role: 'manager',
    owner: to.username,
  });
  expect(await getItem<Body>(`FARM#${farm.farmId}`, 'TRANSFER')).toMatchObject({ state: 'done' });
}

beforeAll(async () => {
  stack = await startTestStack();
  [olga, mark, stranger] = await Promise.all([grower(), grower('pro'), grower()]);
});
afterEach(() => {
  removeFault?.();
  removeFault = undefined;
});
afterAll(async () => {
  await stack?.close();
});

describe('offering', () => {
  let farm: Farm;
  beforeAll(async () => {
    farm = await seededFarm(olga, mark);
  });

  it('bad input is a 400 naming `to`; someone not a manager is a 409 naming `to`; nothing is offered', async () => {
    for (const body of [{}, { to: '' }, { to: 7 }, { to: '__proto__' }, { to: mark.username, extra: 1 }]) {
      const res = await as(olga).json('POST', transfer(farm.farmId), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(String((await as(olga).json('POST', transfer(farm.farmId), { to: '' })).body.error)).toContain('to');
    for (const to of [stranger.username, 'constructor', olga.username]) {
      const res = await as(olga).json('POST', transfer(farm.farmId), { to });
      expect(res.status, to).toBe(409);
      expect(String(res.body.error)).toMatch(/^to: /);
    }
    expect((await as(olga).get(`/api/v2/farms/${farm.farmId}/members`)).body.data.transfer).toBe(null);
  });

  it('manager 403, stranger 404; the owner offers once, the same offer twice answers the same', async () => {
    expect((await as(mark).json('POST', transfer(farm.farmId), { to: mark.username })).status).toBe(403);
    expect((await as(stranger).json('POST', transfer(farm.farmId), { to: mark.username })).status).toBe(404);
    const first = await as(olga).json('POST', transfer(farm.farmId), { to: mark.username });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      farm_id: farm.farmId,
      farm_name: farm.name,
      from: olga.username,
      to: mark.username,
    });
    const again = await as(olga).json('POST', transfer(farm.farmId), { to: mark.username });
    expect(again).toEqual(first);
    const mail = stack.outbox.list(mark.email).find((m) => m.channel === 'email' && /ownership/.test(m.text ?? ''));
    expect(mail?.text).toContain(`${stack.url}/app/invitations`);
    expect((await as(olga).get(`/api/v2/farms/${farm.farmId}/members`)).body.data.transfer).toMatchObject({
      to: mark.username,
    });
    const offered = (await as(mark).get('/api/v2/invitations')).body.data.transfers as Body[];
    expect(offered.map((t) => t.farm_id)).toEqual([farm.farmId]);
    expect((await as(stranger).get('/api/v2/invitations')).body.data.transfers).toEqual([]);
  });

  it('a second offer to someone else is 409; the offer is accepted by nobody else (404)', async () => {
    const vic = await grower('pro');
    await join(olga, farm.farmId, vic, 'manager');
    const other = await as(olga).json('POST', transfer(farm.farmId), { to: vic.username });
    expect(other.status).toBe(409);
    expect(other.body.error).toContain(mark.username);
    expect((await as(vic).json('POST', `${transfer(farm.farmId)}/accept`, {})).status).toBe(404);
    expect((await as(stranger).json('POST', `${transfer(farm.farmId)}/accept`, {})).status).toBe(404);
    expect((await as(stranger).json('POST', `${transfer(farm.farmId)}/decline`, {})).status).toBe(404);
  });

  it('withdrawn by the owner (the same twice: false the second time); declined by the manager', async () => {
    expect((await as(mark).del(transfer(farm.farmId))).status).toBe(403);
    expect((await as(olga).del(transfer(farm.farmId))).body).toEqual({ data: { cancelled: true } });
    expect((await as(olga).del(transfer(farm.farmId))).body).toEqual({ data: { cancelled: false } });
    expect((await as(mark).json('POST', `${transfer(farm.farmId)}/accept`, {})).status).toBe(404);
    expect((await as(mark).get('/api/v2/invitations')).body.data.transfers).toEqual([]);
    expect((await as(olga).json('POST', transfer(farm.farmId), { to: mark.username })).status).toBe(201);
    expect((await as(mark).json('POST', `${transfer(farm.farmId)}/decline`, {})).body).toEqual({
      data: { declined: true },
    });
    expect((await as(olga).get(`/api/v2/farms/${farm.farmId}/members`)).body.data.transfer).toBe(null);
  });

  it('an expired offer is 410 on accept, and a new one can be made', async () => {
    expect((await as(olga).json('POST', transfer(farm.farmId), { to: mark.username })).status).toBe(201);
    await updateItem(`FARM#${farm.farmId}`, 'TRANSFER', { expires_at: new Date(Date.now() - 1000).toISOString() });
    expect((await as(mark).json('POST', `${transfer(farm.farmId)}/accept`, {})).status).toBe(410);
    expect((await as(olga).json('POST', transfer(farm.farmId), { to: mark.username })).status).toBe(201);
    expect((await as(olga).del(transfer(farm.farmId))).body.data.cancelled).toBe(true);
  });

  it('an offer of a farm deleted since is 410 on accept, and moves nothing', async () => {
    const doomed = await seededFarm(olga, mark);
    expect((await as(olga).json('POST', transfer(doomed.farmId), { to: mark.username })).status).toBe(201);
    const gone = await as(olga).del(`/api/farm/${olga.username}/${encodeURIComponent(doomed.name)}`);
    expect(gone.status).toBe(200);
    const accepted = await as(mark).json('POST', `${transfer(doomed.farmId)}/accept`, {});
    expect(accepted.status).toBe(410);
    expect(await farmKeys(mark.username, doomed)).toEqual([]);
  });

  it('409 when the new owner owns a farm of that name, or their plan cannot take the sensors', async () => {
    await as(mark).json('POST', '/api/farm/addFarm', { farmName: farm.name });
    const named = await as(olga).json('POST', transfer(farm.farmId), { to: mark.username });
    expect(named.status).toBe(409);
    expect(named.body.error).toMatch(/already owns a farm named/);
    const lite = await grower('lite');
    await join(olga, farm.farmId, lite, 'manager');
    for (let i = 0; i < 2; i++) await as(lite).form('/api/sensor/v2/new', buildSensorForm(await liteField(lite)));
    const small = await as(olga).json('POST', transfer(farm.farmId), { to: lite.username });
    expect(small.status).toBe(409);
    expect(small.body.error).toMatch(/^to: .*Lite plan covers up to 2 sensors/);
  });
});

let liteFieldId: string | undefined;
async function liteField(who: Who): Promise<string> {
  liteFieldId ??= (await as(who).json('POST', '/api/field/addField', buildField({ farmName: 'Small' }))).body.data
    .field_id as string;
  return liteFieldId;
}

describe('accepting moves the farm', () => {
  it('the farm becomes the manager’s: data, sensors, gateway, members; reads and ingest go on', async () => {
    const farm = await seededFarm(olga, mark);
    const before = await farmKeys(olga.username, farm);
    expect(before.map((sk) => sk.split('#')[0] + '#').sort()).toEqual(
      ['ALERT#', 'FARM#', 'FIELD#', 'GATEWAY#', 'IRRIGATION#', 'IRRIGATION_ID#', 'LORAWAN#', 'VLINK#', 'ZONE#'].sort(),
    );
    expect((await as(olga).json('POST', transfer(farm.farmId), { to: mark.username })).status).toBe(201);
    const accepted = await as(mark).json('POST', `${transfer(farm.farmId)}/accept`, {});
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({
      farm_id: farm.farmId,
      name: farm.name,
      owner: mark.username,
      role: 'owner',
    });
    await expectMoved(farm, before, olga, mark);
    // The same accept again answers the same.
    expect(await as(mark).json('POST', `${transfer(farm.farmId)}/accept`, {})).toEqual(accepted);

    // The old owner: not in their own account (404), a manager through the header.
    expect((await as(olga).get(`/api/field/${farm.fieldId}`)).status).toBe(404);
    expect((await withFarm(olga, farm.farmId, `/api/field/${farm.fieldId}`)).status).toBe(200);
    expect((await as(mark).get(`/api/field/${farm.fieldId}`)).status).toBe(200);
    // Notes and the audit log hang from the farm id: they go on.
    const note = await as(olga).json('POST', `/api/v2/fields/${farm.fieldId}/notes`, { text: 'Still here' });
    expect(note.status).toBe(404); // her own account: the field is no longer in it
    const res = await fetch(`${stack.url}/api/v2/fields/${farm.fieldId}/notes`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${olga.token}`,
        'x-fieldwise-farm': farm.farmId,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ text: 'Still here' }),
    });
    expect(res.status).toBe(201);
    const audit = (await as(mark).get(`/api/v2/farms/${farm.farmId}/audit`)).body.data as Body[];
    expect(audit.some((e) => e.actor === mark.username && /accepted the ownership/.test(e.summary))).toBe(true);
    // The sensor still ingests: the gateway and the sensor name their new owner.
    const ingest = await fetch(`${stack.url}/api/v2/ingest`, {
      method: 'POST',
      headers: { authorization: `Gateway ${farm.credential}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        readings: [{ sensor_id: farm.sensorId, time: new Date(T).toISOString(), cap50: 0.3, cap100: 0.3, cap150: 0.3 }],
      }),
    });
    expect(ingest.status).toBe(200);
    const latest = await as(mark).get(`/api/v2/readings/${farm.sensorId}/latest`);
    expect(latest.status).toBe(200);
    expect(latest.body.data).toMatchObject({ time: T });

    // What stays with the old owner is only what a move leaves on purpose.
    const left = await queryPartitionStored(`USER#${olga.username}`);
    const foreign = left.filter((i) => !(KEPT_KINDS as readonly string[]).includes(kindOf(i.SK) ?? ''));
    const otherFarms = foreign.filter((i) => (MOVED_KINDS as readonly string[]).includes(kindOf(i.SK) ?? ''));
    // Olga's other farms (of the other tests) keep their items; nothing of unknown kind is there.
    expect(foreign.filter((i) => !otherFarms.includes(i)).map((i) => i.SK)).toEqual([]);
    expect(otherFarms.filter((i) => before.includes(i.SK))).toEqual([]);
  });
});

describe('a crash between any two writes of an accept, then the same accept again, completes the move', () => {
  it('fails after 0, 1, 2 … writes in turn; each retry leaves every item once, in the new partition', async () => {
    let sawPause = false;
    for (let k = 0; k < 200; k++) {
      const farm = await seededFarm(olga, mark);
      const before = await farmKeys(olga.username, farm);
      expect((await as(olga).json('POST', transfer(farm.farmId), { to: mark.username })).status).toBe(201);
      let writes = 0;
      removeFault = intercept(
        (_input, command) => /Put|Update|Delete|BatchWrite/.test(command),
        () => {
          if (++writes > k) throw new Error('injected fault: the process died here');
        },
      );
      const crashed = await as(mark).json('POST', `${transfer(farm.farmId)}/accept`, {});
      removeFault();
      removeFault = undefined;
      if (crashed.status === 200) {
        // Fewer than k writes in all: every place to crash was tried.
        await expectMoved(farm, before, olga, mark);
        expect(k).toBeGreaterThan(20);
        break;
      }
      expect(crashed.status, `crash after ${k} writes`).toBe(500);
      const state = (await getItem<Body>(`FARM#${farm.farmId}`, 'TRANSFER'))?.state;
      if (state === 'moving' && !sawPause) {
        // Paused: changes refused (409) in either account; reads go on.
        sawPause = true;
        const edit = await as(olga).json('POST', `/api/v2/zone/${farm.fieldId}`, buildZone());
        expect(edit.status).toBe(409);
        expect(JSON.stringify(edit.body)).toMatch(/being transferred/);
        const reads = await withFarm(mark, farm.farmId, `/api/field/${farm.fieldId}`);
        expect(reads.status).toBe(200);
        const byHeader = await fetch(`${stack.url}/api/v2/zone/${farm.fieldId}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${mark.token}`,
            'x-fieldwise-farm': farm.farmId,
            'content-type': 'application/json',
          },
          body: JSON.stringify(buildZone()),
        });
        expect(byHeader.status).toBe(409);
      }
      const retried = await as(mark).json('POST', `${transfer(farm.farmId)}/accept`, {});
      expect(retried.status, `retry after a crash after ${k} writes`).toBe(200);
      await expectMoved(farm, before, olga, mark);
    }
    expect(sawPause).toBe(true);
  }, 600_000);
});

describe('a copy cut short after its cursor was recorded', () => {
  it('resumes after the cursor and still leaves every item once, in the new partition', async () => {
    const farm = await seededFarm(olga, mark);
    // Enough items that the copy records its cursor (every 25) before the crash.
    for (let i = 0; i < 30; i++) {
      const logged = await as(olga).json('POST', `/api/v2/zone/${farm.zoneId}/irrigations`, {
        start: Math.floor(T / 1000) + (i + 1) * 86_400,
        duration_minutes: 30,
      });
      expect(logged.status).toBe(201);
    }
    const before = await farmKeys(olga.username, farm);
    expect(before.length).toBeGreaterThan(60);
    expect((await as(olga).json('POST', transfer(farm.farmId), { to: mark.username })).status).toBe(201);
    let writes = 0;
    removeFault = intercept(
      (_input, command) => /Put|Update|Delete|BatchWrite/.test(command),
      () => {
        if (++writes > 40) throw new Error('injected fault: the process died here');
      },
    );
    expect((await as(mark).json('POST', `${transfer(farm.farmId)}/accept`, {})).status).toBe(500);
    removeFault();
    removeFault = undefined;
    const cut = await getItem<Body>(`FARM#${farm.farmId}`, 'TRANSFER');
    expect(cut).toMatchObject({ state: 'moving', step: 'copy' });
    expect(before).toContain(cut?.cursor);
    expect((await as(mark).json('POST', `${transfer(farm.farmId)}/accept`, {})).status).toBe(200);
    await expectMoved(farm, before, olga, mark);
  });
});
