/**
 * Logging an irrigation with a client_key (the web's offline queue sends one): the same key again
 * (a retry after a lost answer, a resend after a reload, two at once) stores one entry and answers
 * it; another person's same key is their own entry, also in a farm two people share; a bad key is a
 * 400 naming client_key that stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FARM_HEADER } from '@shared/teams/constants';
import { api, proGrower, startTestStack, userApi, type Body, type TestStack } from '../support/local-stack';
import { buildField, buildZone } from '../support/management';
import { shareFarm } from '../support/teams';

let stack: TestStack;
let alice: { username: string; token: string };
let bob: { username: string; token: string };
let manny: { username: string; token: string };
const as = (who: { token: string }) => userApi(stack, who);

const HOUR = 3600;
const hoursAgo = (h: number) => Math.floor(Date.now() / 1000 / HOUR - h) * HOUR;
const KEY = '3f2b9c1e-7a4d-4e8f-9b6a-0c5d2e1f4a7b';

async function newZone(who: typeof alice, farmName = 'Home Farm') {
  const field = await as(who).json('POST', '/api/field/addField', buildField({ userName: who.username, farmName }));
  expect(field.status).toBe(201);
  const zone = await as(who).json(
    'POST',
    `/api/v2/zone/${field.body.data.field_id}`,
    buildZone({ system: { method: 'drip', application_rate_mm_h: 4 } }),
  );
  expect(zone.status).toBe(201);
  return zone.body.data as Body;
}
const entries = async (who: typeof alice, zoneId: string, farm?: string) => {
  const res = await api(stack, 'GET', `/api/v2/zone/${zoneId}/irrigations`, {
    token: who.token,
    ...(farm ? { headers: { [FARM_HEADER]: farm } } : {}),
  });
  expect(res.status).toBe(200);
  return (res.body.data as Body).entries as Body[];
};

beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  [alice, bob, manny] = await Promise.all([proGrower(stack), proGrower(stack), proGrower(stack)]);
});
afterAll(async () => {
  await stack?.close();
});

describe('irrigation client_key', () => {
  it('stores one entry for the same key sent again, and answers that entry each time', async () => {
    const zone = await newZone(alice);
    const body = { start: hoursAgo(3), duration_minutes: 60, client_key: KEY };
    const first = await as(alice).json('POST', `/api/v2/zone/${zone.id}/irrigations`, body);
    expect(first.status).toBe(201);
    const again = await as(alice).json('POST', `/api/v2/zone/${zone.id}/irrigations`, body);
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    // A resend whose body changed meanwhile still answers what the key first stored.
    const changed = await as(alice).json('POST', `/api/v2/zone/${zone.id}/irrigations`, {
      ...body,
      start: hoursAgo(5),
      depth_mm: 9,
    });
    expect(changed.body.data).toEqual(first.body.data);
    const list = await entries(alice, zone.id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ irrigation_id: first.body.data.irrigation_id, depth_mm: 4 });
    // Without a key, two sends are two entries (as before).
    await as(alice).json('POST', `/api/v2/zone/${zone.id}/irrigations`, { start: hoursAgo(2), depth_mm: 3 });
    await as(alice).json('POST', `/api/v2/zone/${zone.id}/irrigations`, { start: hoursAgo(2), depth_mm: 3 });
    expect(await entries(alice, zone.id)).toHaveLength(3);
  });

  it('stores one entry when the same key arrives twice at once', async () => {
    const zone = await newZone(alice);
    const body = { start: hoursAgo(4), duration_minutes: 30, client_key: 'race-race-race-race-1' };
    const [a, b] = await Promise.all([
      as(alice).json('POST', `/api/v2/zone/${zone.id}/irrigations`, body),
      as(alice).json('POST', `/api/v2/zone/${zone.id}/irrigations`, body),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.irrigation_id).toBe(b.body.data.irrigation_id);
    expect(await entries(alice, zone.id)).toHaveLength(1);
  });

  it("keeps another grower's same key apart, and refuses the key on another grower's zone", async () => {
    const mine = await newZone(alice);
    const theirs = await newZone(bob);
    const body = { start: hoursAgo(6), duration_minutes: 45, client_key: 'shared-key-0000000000' };
    const a = await as(alice).json('POST', `/api/v2/zone/${mine.id}/irrigations`, body);
    const b = await as(bob).json('POST', `/api/v2/zone/${theirs.id}/irrigations`, body);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(await entries(alice, mine.id)).toHaveLength(1);
    expect(await entries(bob, theirs.id)).toHaveLength(1);
    const intruder = await as(bob).json('POST', `/api/v2/zone/${mine.id}/irrigations`, body);
    expect(intruder.status).toBe(404);
    expect(await entries(alice, mine.id)).toHaveLength(1);
  });

  it("in a shared farm, the owner's and a member's same key are two entries; the member's retry is one", async () => {
    const zone = await newZone(alice, 'Creek Farm');
    const farm = await shareFarm(alice.username, 'Creek Farm', manny.username, 'manager');
    const body = { start: hoursAgo(7), duration_minutes: 20, client_key: 'farm-key-000000000001' };
    const owner = await as(alice).json('POST', `/api/v2/zone/${zone.id}/irrigations`, body);
    expect(owner.status).toBe(201);
    const asMember = () =>
      api(stack, 'POST', `/api/v2/zone/${zone.id}/irrigations`, {
        token: manny.token,
        json: body,
        headers: { [FARM_HEADER]: farm },
      });
    const m1 = await asMember();
    const m2 = await asMember();
    expect(m1.status).toBe(201);
    expect((m2.body.data as Body).irrigation_id).toBe((m1.body.data as Body).irrigation_id);
    expect((m1.body.data as Body).irrigation_id).not.toBe(owner.body.data.irrigation_id);
    expect(await entries(alice, zone.id)).toHaveLength(2);
  });

  it('refuses a bad key with a 400 naming client_key and stores nothing', async () => {
    const zone = await newZone(alice);
    for (const client_key of [
      '',
      'short',
      'x'.repeat(65),
      'has space in it 12345',
      '__proto__',
      'constructor',
      42,
      null,
    ]) {
      const res = await as(alice).json('POST', `/api/v2/zone/${zone.id}/irrigations`, {
        start: hoursAgo(1),
        duration_minutes: 10,
        client_key,
      });
      expect(res.status, JSON.stringify(client_key)).toBe(400);
      expect(String(res.body.err ?? res.body.error)).toMatch(/client_key/);
    }
    expect(await entries(alice, zone.id)).toHaveLength(0);
  });
});
