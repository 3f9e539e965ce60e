/**
 * The irrigation log and the zone's system through the local gateway: create, list with totals,
 * edit, delete; every bad input a 400 naming the field with nothing stored; another grower
 * refused on every id; a deleted zone's log hidden, restored with it and gone when purged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proGrower, startTestStack, userApi, type Body, type TestStack } from '../support/local-stack';
import { logDemoIrrigations } from '../../infra/local/demo-irrigations';
import { irrigationsOf } from '../../infra/local/simulator/model';
import type { DemoGatewayState } from '../../infra/local/simulator/demo-state';
import { createIrrigation } from '../../lambdas/irrigation/services/irrigations';
import { deleteItem, keys } from '../../lambdas/platform/aws/items';
import { buildField, buildZone } from '../support/management';
import { testSimSensor } from '../support/sim-sensor';

let stack: TestStack;
let alice: { username: string; token: string };
let bob: { username: string; token: string };

const as = (who: { token: string }) => userApi(stack, who);

const SYSTEM = {
  method: 'drip',
  application_rate_mm_h: 4,
  crop: 'maize-grain',
  root_depth_cm: 60,
  planting_date: '2026-10-01',
};
const HOUR = 3600;
/** Whole hours before now (epoch s): always "today or earlier" at any field. */
const hoursAgo = (h: number) => Math.floor(Date.now() / 1000 / HOUR - h) * HOUR;

async function newZone(who: typeof alice, zone: Record<string, unknown> = { system: SYSTEM }) {
  const field = await as(who).json('POST', '/api/field/addField', buildField({ userName: who.username }));
  expect(field.status).toBe(201);
  const res = await as(who).json('POST', `/api/v2/zone/${field.body.data.field_id}`, buildZone(zone));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Body;
}
const log = (who: typeof alice, zoneId: string, query = '') =>
  as(who).get(`/api/v2/zone/${zoneId}/irrigations${query}`);

beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  alice = await proGrower(stack);
  bob = await proGrower(stack);
});
afterAll(async () => {
  await stack?.close();
});

describe('zone system', () => {
  it('is saved on create, returned in the list, kept when an update leaves it out and cleared by null', async () => {
    const zone = await newZone(alice);
    expect(zone.system).toEqual(SYSTEM);
    const listed = await as(alice).get(`/api/v2/zone?field=${zone.field_id}`);
    expect((listed.body.data as Body[]).find((z) => z.id === zone.id)?.system).toEqual(SYSTEM);
    const kept = await as(alice).json('PUT', `/api/v2/zone/${zone.id}`, buildZone({ zoneName: 'Renamed' }));
    expect(kept.body.data).toMatchObject({ zonename: 'Renamed', system: SYSTEM });
    const changed = await as(alice).json(
      'PUT',
      `/api/v2/zone/${zone.id}`,
      buildZone({ system: { method: 'pivot', application_rate_mm_h: '12.5' } }),
    );
    expect(changed.body.data.system).toEqual({ method: 'pivot', application_rate_mm_h: 12.5 });
    const cleared = await as(alice).json('PUT', `/api/v2/zone/${zone.id}`, buildZone({ system: null }));
    expect(cleared.body.data.system).toBeUndefined();
  });

  it('refuses a bad system with a 400 naming its field', async () => {
    const field = await as(alice).json('POST', '/api/field/addField', buildField({ userName: alice.username }));
    const cases: [unknown, RegExp][] = [
      [{ method: 'bucket', application_rate_mm_h: 4 }, /^system\.method: /],
      [{ method: 'drip', application_rate_mm_h: 0 }, /^system\.application_rate_mm_h: /],
      [{ method: 'drip', application_rate_mm_h: 1e-200 }, /^system\.application_rate_mm_h: /],
      [{ method: 'drip', application_rate_mm_h: 4, crop: 'kale' }, /^system\.crop: /],
      [{ method: 'drip', application_rate_mm_h: 4, planting_date: '2026-02-30' }, /^system\.planting_date: /],
    ];
    for (const [system, message] of cases) {
      const res = await as(alice).json('POST', `/api/v2/zone/${field.body.data.field_id}`, buildZone({ system }));
      expect(res.status, JSON.stringify(system)).toBe(400);
      expect(res.body.err).toMatch(message);
    }
  });
});

describe('irrigation log', () => {
  it('logs, lists with totals, derives depth and run time from the rate, edits and deletes', async () => {
    const zone = await newZone(alice);
    const byRunTime = await as(alice).json('POST', `/api/v2/zone/${zone.id}/irrigations`, {
      start: hoursAgo(30),
      duration_minutes: 90,
      note: ' night set ',
    });
    expect(byRunTime.status).toBe(201);
    expect(byRunTime.body.data).toMatchObject({
      zone_id: zone.id,
      field_id: zone.field_id,
      start: hoursAgo(30),
      end: hoursAgo(30) + 90 * 60,
      duration_minutes: 90,
      depth_mm: 6,
      method: 'drip',
      note: 'night set',
      source: 'grower',
    });
    const byDepth = await as(alice).json('POST', `/api/v2/zone/${zone.id}/irrigations`, {
      start: hoursAgo(5),
      depth_mm: 10,
      method: 'sprinkler',
    });
    expect(byDepth.body.data).toMatchObject({
      duration_minutes: 150,
      depth_mm: 10,
      end: hoursAgo(5) + 150 * 60,
      method: 'sprinkler',
      note: null,
    });
    const byEnd = await as(alice).json('POST', `/api/v2/zone/${zone.id}/irrigations`, {
      start: hoursAgo(80),
      end: hoursAgo(78),
    });
    expect(byEnd.body.data).toMatchObject({ duration_minutes: 120, depth_mm: 8 });

    const all = await log(alice, zone.id);
    expect(all.status).toBe(200);
    expect((all.body.data.entries as Body[]).map((e) => e.start)).toEqual([hoursAgo(5), hoursAgo(30), hoursAgo(80)]);
    expect(all.body.data.totals).toEqual({ count: 3, depth_mm: 24, hours: 6 });
    const recent = await log(alice, zone.id, `?start=${hoursAgo(48)}&end=${hoursAgo(0)}`);
    expect(recent.body.data.totals).toEqual({ count: 2, depth_mm: 16, hours: 4 });

    // An edit that moves the start moves the entry in the list (its key holds the start).
    const id = byRunTime.body.data.irrigation_id as string;
    const edited = await as(alice).json('PUT', `/api/v2/irrigations/${id}`, {
      start: hoursAgo(100),
      duration_minutes: 30,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      irrigation_id: id,
      start: hoursAgo(100),
      duration_minutes: 30,
      depth_mm: 2,
      note: null,
    });
    const after = (await log(alice, zone.id)).body.data;
    expect((after.entries as Body[]).map((e) => e.irrigation_id)).toEqual([
      byDepth.body.data.irrigation_id,
      byEnd.body.data.irrigation_id,
      id,
    ]);
    expect(after.totals).toEqual({ count: 3, depth_mm: 20, hours: 5 });

    expect((await as(alice).del(`/api/v2/irrigations/${id}`)).body.data).toEqual({ irrigation_id: id });
    expect((await as(alice).del(`/api/v2/irrigations/${id}`)).status).toBe(404);
    expect((await log(alice, zone.id)).body.data.totals.count).toBe(2);
  });

  it('keeps a depth-only entry without a run time when the zone has no rate', async () => {
    const zone = await newZone(alice, {});
    const res = await as(alice).json('POST', `/api/v2/zone/${zone.id}/irrigations`, {
      start: hoursAgo(3),
      depth_mm: 12.5,
    });
    expect(res.body.data).toMatchObject({ depth_mm: 12.5, duration_minutes: null, end: null, method: 'other' });
    const byRunTime = await as(alice).json('POST', `/api/v2/zone/${zone.id}/irrigations`, {
      start: hoursAgo(2),
      duration_minutes: 60,
    });
    expect(byRunTime.body.data).toMatchObject({ depth_mm: null, duration_minutes: 60 });
    expect((await log(alice, zone.id)).body.data.totals).toEqual({ count: 2, depth_mm: 12.5, hours: 1 });
  });

  it("makes two entries of the same POST twice (no idempotency key: two sets at once are the grower's)", async () => {
    const zone = await newZone(alice);
    const body = { start: hoursAgo(4), duration_minutes: 45 };
    const one = await as(alice).json('POST', `/api/v2/zone/${zone.id}/irrigations`, body);
    const two = await as(alice).json('POST', `/api/v2/zone/${zone.id}/irrigations`, body);
    expect(one.body.data.irrigation_id).not.toBe(two.body.data.irrigation_id);
    expect((await log(alice, zone.id)).body.data.totals.count).toBe(2);
  });

  it('answers every bad input with a 400 naming the field and stores nothing', async () => {
    const zone = await newZone(alice);
    const tomorrow = Math.floor(Date.now() / 1000) + 2 * 86_400;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ start: hoursAgo(2), duration_minutes: 0 }, /^duration_minutes: /],
      [{ start: hoursAgo(2), duration_minutes: 1e300 }, /^duration_minutes: /],
      [{ start: hoursAgo(2), duration_minutes: 1e-200 }, /^duration_minutes: /],
      [{ start: hoursAgo(2), depth_mm: 1e-200 }, /^depth_mm: /],
      [{ start: hoursAgo(2), depth_mm: 0 }, /^depth_mm: /],
      [{ start: hoursAgo(2), depth_mm: 'ten' }, /^depth_mm: /],
      [{ start: hoursAgo(2), end: hoursAgo(3) }, /^end: the end must come after the start/],
      [{ start: hoursAgo(2), end: hoursAgo(2) }, /^end: /],
      [{ start: hoursAgo(2), end: hoursAgo(1), duration_minutes: 30 }, /^end: give the end or the run time/],
      [{ start: tomorrow, duration_minutes: 30 }, /^start: not after today/],
      [{ start: 1e300, duration_minutes: 30 }, /^start: /],
      [{ start: 'yesterday', duration_minutes: 30 }, /^start: /],
      [{ duration_minutes: 30 }, /^start: /],
      [{ start: hoursAgo(2) }, /^duration_minutes: give the run time, the end or the depth/],
      [{ start: hoursAgo(2), duration_minutes: 30, method: 'bucket' }, /^method: /],
      [{ start: hoursAgo(2), duration_minutes: 30, note: '   ' }, /^note: /],
      [{ start: hoursAgo(2), duration_minutes: 30, note: 'x'.repeat(501) }, /^note: at most 500/],
    ];
    for (const [body, message] of cases) {
      const res = await as(alice).json('POST', `/api/v2/zone/${zone.id}/irrigations`, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error).toMatch(message);
    }
    const good = await as(alice).json('POST', `/api/v2/zone/${zone.id}/irrigations`, {
      start: hoursAgo(2),
      duration_minutes: 30,
    });
    for (const [body, message] of cases) {
      const res = await as(alice).json('PUT', `/api/v2/irrigations/${good.body.data.irrigation_id}`, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error).toMatch(message);
    }
    const after = (await log(alice, zone.id)).body.data;
    expect(after.entries).toEqual([good.body.data]);
    expect((await log(alice, zone.id, '?start=10&end=5')).body.error).toMatch(/^end: /);
    expect((await log(alice, zone.id, '?start=soon')).body.error).toMatch(/^start: /);
  });

  it('refuses another grower on every id with a 404, and treats __proto__ and constructor as unknown ids', async () => {
    const zone = await newZone(alice);
    const entry = (
      await as(alice).json('POST', `/api/v2/zone/${zone.id}/irrigations`, { start: hoursAgo(2), duration_minutes: 30 })
    ).body.data;
    const body = { start: hoursAgo(1), duration_minutes: 10 };
    expect((await log(bob, zone.id)).status).toBe(404);
    expect((await as(bob).json('POST', `/api/v2/zone/${zone.id}/irrigations`, body)).status).toBe(404);
    expect((await as(bob).json('PUT', `/api/v2/irrigations/${entry.irrigation_id}`, body)).status).toBe(404);
    expect((await as(bob).del(`/api/v2/irrigations/${entry.irrigation_id}`)).status).toBe(404);
    for (const id of ['__proto__', 'constructor', 'nope']) {
      expect((await log(alice, id)).status, id).toBe(404);
      expect((await as(alice).json('POST', `/api/v2/zone/${id}/irrigations`, body)).status, id).toBe(404);
      expect((await as(alice).json('PUT', `/api/v2/irrigations/${id}`, body)).status, id).toBe(404);
      expect((await as(alice).del(`/api/v2/irrigations/${id}`)).status, id).toBe(404);
    }
    expect((await log(alice, zone.id)).body.data.entries).toEqual([entry]);
  });

  it("hides a deleted zone's log, brings it back with a restore and removes it when the entry is purged", async () => {
    const zone = await newZone(alice);
    const entry = (
      await as(alice).json('POST', `/api/v2/zone/${zone.id}/irrigations`, { start: hoursAgo(2), duration_minutes: 30 })
    ).body.data;
    expect((await as(alice).del(`/api/v2/zone/${zone.id}`)).status).toBe(200);
    expect((await log(alice, zone.id)).status).toBe(404);
    expect(
      (
        await as(alice).json('PUT', `/api/v2/irrigations/${entry.irrigation_id}`, {
          start: hoursAgo(2),
          duration_minutes: 20,
        })
      ).status,
    ).toBe(404);
    expect((await as(alice).json('POST', `/api/v2/deleted/zone/${zone.id}/restore`, {})).status).toBe(200);
    expect((await log(alice, zone.id)).body.data.entries).toEqual([entry]);

    expect((await as(alice).del(`/api/v2/zone/${zone.id}`)).status).toBe(200);
    expect((await as(alice).del(`/api/v2/deleted/zone/${zone.id}`)).status).toBe(200);
    // Gone for good: its id finds nothing, even through the pointer.
    expect((await as(alice).del(`/api/v2/irrigations/${entry.irrigation_id}`)).status).toBe(404);
  });
});

describe('entries made by other services', () => {
  it('makes one entry per event, and a retried create heals one that stopped after its pointer', async () => {
    const zone = await newZone(alice);
    const input = { start: hoursAgo(6), depth_mm: 12 };
    const first = await createIrrigation(alice.username, zone.id, input, { source: 'event', event_id: 'ev_1' });
    expect(first).toMatchObject({ source: 'event', event_id: 'ev_1', depth_mm: 12, duration_minutes: 180 });
    expect(await createIrrigation(alice.username, zone.id, input, { source: 'event', event_id: 'ev_1' })).toEqual(
      first,
    );
    expect((await log(alice, zone.id)).body.data.entries).toEqual([first]);
    // The entry item lost (the create stopped after writing its pointer): the same create writes it.
    await deleteItem(
      keys.user(alice.username),
      `IRRIGATION#${zone.id}#${String(first.start).padStart(10, '0')}#${first.irrigation_id}`,
    );
    expect((await log(alice, zone.id)).body.data.entries).toEqual([]);
    expect(await createIrrigation(alice.username, zone.id, input, { source: 'event', event_id: 'ev_1' })).toEqual(
      first,
    );
    expect((await log(alice, zone.id)).body.data.entries).toEqual([first]);
    await expect(createIrrigation(bob.username, zone.id, input, { source: 'event', event_id: 'ev_1' })).rejects.toThrow(
      /Zone not found/,
    );
  });
});

describe("the demo farm's log", () => {
  it("logs every simulated irrigation of its zones (source demo) but the first zone's newest, once", async () => {
    const zone = await newZone(alice);
    const sensor = testSimSensor('FWSTEST000009', 'demo-zone', { irrigation: { rateMmH: 4, depthMm: 25 } });
    const now = Math.floor(Date.now() / 7_200_000) * 7_200_000;
    const origin = now - 120 * 86_400_000;
    const state: DemoGatewayState = {
      gatewayId: 'gw',
      credential: '',
      origin,
      sentUntil: now,
      sensors: [sensor],
      irrigationLog: { zones: [{ zoneId: zone.id, sensorId: sensor.sensorId }] },
    };
    const applied = irrigationsOf(sensor, origin, origin, now - 7_200_000);
    expect(applied.length).toBeGreaterThan(2);
    const after = await logDemoIrrigations(stack.dataDir, state, now, alice.username);
    expect(after.irrigationLog?.unlogged).toEqual({ zoneId: zone.id, start: applied.at(-1)!.start });
    const logged = (await log(alice, zone.id)).body.data;
    expect(logged.totals.count).toBe(applied.length - 1);
    expect((logged.entries as Body[]).map((e) => e.start * 1000)).toEqual(
      applied
        .slice(0, -1)
        .map((a) => a.start)
        .reverse(),
    );
    expect(logged.entries[0]).toMatchObject({ source: 'demo', method: 'drip', depth_mm: 25, duration_minutes: 375 });
    // Again from the start (notes lost): the same ids, nothing twice.
    await logDemoIrrigations(
      stack.dataDir,
      { ...state, irrigationLog: { ...state.irrigationLog!, unlogged: after.irrigationLog!.unlogged! } },
      now,
      alice.username,
    );
    expect((await log(alice, zone.id)).body.data.totals.count).toBe(applied.length - 1);
  });
});
