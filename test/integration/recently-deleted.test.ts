/**
 * Recently deleted through the API: a farm, field, zone or sensor deleted leaves every list and
 * answer (and ingest) but keeps every item and reading until it is restored whole, deleted for
 * good or 30 days have passed; a sensor id another grower registers meanwhile is purged from the
 * first grower’s entry at once (and they are told by e-mail); nobody reaches another’s entries;
 * restores claim their sensors’ places on the plan as registrations do (two at once cannot pass it).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RECENTLY_DELETED_MS } from '@shared/management/deleted';
import { forecastsSettled } from '../../lambdas/ingest/services/forecast-queue';
import { purgeFreedReadings, PURGE_GRACE_MS } from '../../lambdas/deleted/services/readings-purge';
import { dropExpiredEntries } from '../../lambdas/deleted/services/recently-deleted';
import { forecastsIssued, putForecast } from '../../lambdas/forecasts/adapters/forecasts';
import { listPurgeMarkers } from '../../lambdas/sensors/adapters/purges';
import { dynamoReadingsStore } from '../../lambdas/readings/adapters/readings/dynamodb';
import type { SeriesKey } from '../../lambdas/readings/adapters/readings/port';
import { failWhen } from '../support/faults';
import { getItem, keys, queryPrefix } from '../../lambdas/platform/aws/items';
import { currentSeries } from '../support/readings';
import { api, newGrower, startTestStack, withPlan, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm, buildZone } from '../support/management';

type Body = Record<string, any>;
interface Grower {
  username: string;
  token: string;
  credential: string;
  gatewayId: string;
}

let stack: TestStack;
let A: Grower;
let B: Grower;
let removeFault: (() => void) | undefined;
const store = () => dynamoReadingsStore();
const ALL = { from: 0, to: Number.MAX_SAFE_INTEGER };
/** Ten days back, 2-hourly: old enough that no alert starts, inside the readings APIs' ranges. */
const SLOT = 7_200_000;
const BASE = Math.floor(Date.now() / SLOT) * SLOT - 10 * 86_400_000;

/** A grower on Pro (100 sensors: the tests register many), or on the sign-up plan (5). */
async function grower(pro = true): Promise<Grower> {
  const g = await newGrower(stack);
  const token = pro ? (await withPlan(stack, g.username, 'pro')).IdToken! : g.tokens.IdToken!;
  const gatewayId = `gw-${g.username}`.slice(0, 40);
  const credential = (await api(stack, 'POST', '/api/v2/gateway', { token, json: { gatewayId } })).body
    .credential as string;
  return { username: g.username, token, credential, gatewayId };
}

beforeAll(async () => {
  stack = await startTestStack();
  A = await grower();
  B = await grower();
});
afterEach(() => {
  removeFault?.();
  removeFault = undefined;
});
afterAll(async () => {
  await stack?.close();
});

const call = (g: Grower, method: string, path: string, opts: { json?: unknown; form?: Record<string, string> } = {}) =>
  api(stack, method, path, { token: g.token, ...opts }) as Promise<{ status: number; body: Body }>;
const newField = async (g: Grower, farmName: string, fieldName = 'North Paddock') =>
  ((await call(g, 'POST', '/api/field/addField', { json: buildField({ farmName, fieldName }) })).body.data as Body)
    .field_id as string;
async function register(g: Grower, fieldId: string, sensorId?: string): Promise<string> {
  const form = buildSensorForm(fieldId, { gatewayId: g.gatewayId, ...(sensorId ? { sensorId } : {}) });
  const res = await call(g, 'POST', '/api/sensor/v2/new', { form });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return form.sensorId;
}
async function ingest(g: Grower, sensorId: string, n: number, cap = 30) {
  const readings = Array.from({ length: n }, (_, i) => ({
    sensor_id: sensorId,
    time: BASE + i * SLOT,
    cap50: cap,
    cap100: cap + 1,
    cap150: cap + 2,
    temperature: 18,
    battery_vol: 3.9,
  }));
  const res = await fetch(`${stack.url}/api/v2/ingest`, {
    method: 'POST',
    headers: { authorization: `Gateway ${g.credential}`, 'content-type': 'application/json' },
    body: JSON.stringify({ readings }),
  });
  return (await res.json()) as Body;
}
const deleted = async (g: Grower) => (await call(g, 'GET', '/api/v2/deleted')).body.data as Body[];

/** What is stored for a series: readings, daily aggregates, forecasts. */
async function stored(series: SeriesKey) {
  const s = store();
  return {
    readings: (await s.range(series, ALL)).length,
    days: (await s.aggregates!.range(series, 'day', 0, Date.now() + 86_400_000)).length,
    forecasts: (await forecastsIssued(series, 0, Date.now() + 86_400_000)).length,
  };
}

/** A farm of two fields, a zone in one, three sensors with readings (one with a stored forecast). */
async function farmWithData(g: Grower, farmName: string) {
  const f1 = await newField(g, farmName, 'East');
  const f2 = await newField(g, farmName, 'West');
  const zone = (await call(g, 'POST', `/api/v2/zone/${f1}`, { json: buildZone() })).body.data as Body;
  const sensors = [await register(g, f1), await register(g, f1), await register(g, f2)];
  for (const [i, s] of sensors.entries()) expect((await ingest(g, s, 5 + i)).data?.stored).toBe(5 + i);
  await forecastsSettled();
  const series = await Promise.all(sensors.map((s) => currentSeries(s)));
  await putForecast(series[0]!, { issued_at: BASE + 4 * SLOT, depths: [50], steps: [[2, 30, 18]], origin: [30, 18] });
  const before = await Promise.all(series.map(stored));
  expect(before.map((b) => b.readings)).toEqual([5, 6, 7]);
  expect(before.every((b) => b.days > 0)).toBe(true);
  expect(before[0]!.forecasts).toBeGreaterThan(0);
  return { f1, f2, zoneId: zone.id as string, sensors, series, before };
}

/** What the grower sees of a field and its sensors through the API. */
async function visible(g: Grower, fieldId: string, sensors: string[]) {
  const fields = ((await call(g, 'GET', '/api/v2/field')).body.data.data as Body[]).map((f) => f.field_id);
  const zones = ((await call(g, 'GET', '/api/v2/zone')).body.data as Body[]).filter(
    (z) => z.field_id === fieldId,
  ).length;
  const readings: number[] = [];
  for (const s of sensors) {
    const res = await call(
      g,
      'GET',
      `/api/v2/readings/${s}?start=${Math.floor(BASE / 1000) - 1}&end=${Math.floor(BASE / 1000) + 86_400}`,
    );
    readings.push(res.status === 200 ? (res.body.data as Body[]).length : -res.status);
  }
  return { field: fields.includes(fieldId), zones, readings };
}

describe('delete → restore', () => {
  it('a farm comes back whole: fields, zones, sensors, every reading, aggregate and forecast', async () => {
    const farm = await farmWithData(A, 'Restore Farm');
    const res = await call(A, 'DELETE', `/api/farm/${A.username}/Restore%20Farm`);
    expect(res.body.data).toEqual({ farm_name: 'Restore Farm', deleted: { fields: 2, zones: 1, sensors: 3 } });
    // gone from every list and answer, and from ingest (as an unknown sensor)
    expect(await visible(A, farm.f1, farm.sensors)).toEqual({ field: false, zones: 0, readings: [-404, -404, -404] });
    expect(
      ((await call(A, 'POST', '/api/farm', { form: { userName: A.username } })).body.data as Body[]).map(
        (f) => f.farm_name,
      ),
    ).not.toContain('Restore Farm');
    const refused = await ingest(A, farm.sensors[0]!, 2, 99);
    expect(refused.data).toMatchObject({ stored: 0, rejected: 2 });
    expect(refused.data.results[0]).toMatchObject({
      status: 'rejected',
      error: expect.stringMatching(/^unknown sensor/),
    });
    // but nothing destroyed, and the purge job leaves it alone
    await purgeFreedReadings(store(), { now: Date.now() + PURGE_GRACE_MS });
    expect(await Promise.all(farm.series.map(stored))).toEqual(farm.before);

    const [entry] = (await deleted(A)).filter((e) => e.name === 'Restore Farm');
    expect(entry).toMatchObject({
      kind: 'farm',
      parent: '',
      days_left: 30,
      contents: { fields: 2, zones: 1, sensors: 3 },
      notes: [],
    });
    const restored = await call(A, 'POST', `/api/v2/deleted/farm/${entry!.id}/restore`);
    expect(restored.body.data).toMatchObject({ restored: { fields: 2, zones: 1, sensors: 3 }, notes: [] });
    expect(await visible(A, farm.f1, farm.sensors)).toEqual({ field: true, zones: 1, readings: [5, 6, 7] });
    expect(await Promise.all(farm.series.map((_, i) => currentSeries(farm.sensors[i]!)))).toEqual(farm.series);
    expect(await Promise.all(farm.series.map(stored))).toEqual(farm.before);
    expect((await listPurgeMarkers()).filter((m) => farm.series.includes(m.series))).toEqual([]);
    expect((await deleted(A)).filter((e) => e.id === entry!.id)).toEqual([]);
    // ingest takes its readings again
    expect((await ingest(A, farm.sensors[0]!, 6)).data?.stored).toBe(6);
    // restoring twice: the entry is gone
    expect((await call(A, 'POST', `/api/v2/deleted/farm/${entry!.id}/restore`)).status).toBe(404);
  });

  it('a field, a zone and a sensor each come back; a zone or sensor of a deleted field asks for it first', async () => {
    const farm = await farmWithData(A, 'Piece Farm');
    expect((await call(A, 'DELETE', `/api/sensor/${farm.sensors[2]}`)).status).toBe(200);
    const zoneAsStored = await getItem<Record<string, unknown>>(keys.user(A.username), keys.zone(farm.zoneId));
    expect((await call(A, 'DELETE', `/api/v2/zone/${farm.zoneId}`)).status).toBe(200);
    // The zone's part keeps the zone's stored attributes (wire names: `wpoint_50` is 10 cm), not the code's.
    const [part] = await queryPrefix<{ item: Record<string, unknown> }>(
      keys.user(A.username),
      `DELPART#zone#${farm.zoneId}#`,
    );
    expect(part!.item).toEqual(zoneAsStored);
    expect(part!.item).toHaveProperty('wpoint_50');
    expect(part!.item).not.toHaveProperty('limits');
    expect((await call(A, 'DELETE', `/api/field/${farm.f1}`)).body.data).toEqual({
      field_id: farm.f1,
      deleted: { zones: 0, sensors: 2 },
    });
    const entries = await deleted(A);
    const byKind = (k: string) =>
      entries.find(
        (e) => e.kind === k && (k === 'field' ? e.id === farm.f1 : e.parent === (k === 'zone' ? 'East' : 'West')),
      )!;
    expect(byKind('field')).toMatchObject({
      name: 'East',
      parent: 'Piece Farm',
      contents: { fields: 1, zones: 0, sensors: 2 },
    });
    // the zone's field is deleted: restore it first
    const zoneFirst = await call(A, 'POST', `/api/v2/deleted/zone/${farm.zoneId}/restore`);
    expect(zoneFirst.status).toBe(409);
    expect(zoneFirst.body.error).toMatch(/field East is in Recently deleted: restore the field first/);
    expect((await call(A, 'POST', `/api/v2/deleted/field/${farm.f1}/restore`)).body.data).toMatchObject({
      restored: { fields: 1, zones: 0, sensors: 2 },
    });
    expect((await call(A, 'POST', `/api/v2/deleted/zone/${farm.zoneId}/restore`)).status).toBe(200);
    expect(await getItem(keys.user(A.username), keys.zone(farm.zoneId))).toEqual(zoneAsStored);
    const sensorEntry = byKind('sensor');
    expect(sensorEntry.id).toBe(farm.series[2]);
    expect((await call(A, 'POST', `/api/v2/deleted/sensor/${sensorEntry.id}/restore`)).body.data).toMatchObject({
      restored: { sensors: 1 },
    });
    expect(await visible(A, farm.f1, farm.sensors)).toEqual({ field: true, zones: 1, readings: [5, 6, 7] });
    expect(await Promise.all(farm.series.map(stored))).toEqual(farm.before);
  });

  it('a sensor whose field is deleted asks for the field first; once it is gone for good, it says so', async () => {
    const field = await newField(A, 'Nest Farm', 'Nest');
    const id = await register(A, field);
    await call(A, 'DELETE', `/api/sensor/${id}`);
    const sensorEntry = (await deleted(A)).find((e) => e.kind === 'sensor' && e.name.includes(id))!;
    expect((await call(A, 'DELETE', `/api/field/${field}`)).status).toBe(200);
    // the field is deleted twice: the second is a 404, nothing changed
    expect((await call(A, 'DELETE', `/api/field/${field}`)).status).toBe(404);
    const first = await call(A, 'POST', `/api/v2/deleted/sensor/${sensorEntry.id}/restore`);
    expect([first.status, first.body.error]).toEqual([
      409,
      'Its field Nest is in Recently deleted: restore the field first.',
    ]);
    await call(A, 'DELETE', `/api/v2/deleted/field/${field}`);
    const gone = await call(A, 'POST', `/api/v2/deleted/sensor/${sensorEntry.id}/restore`);
    expect([gone.status, gone.body.error]).toEqual([409, 'Its field Nest no longer exists, so it cannot be restored.']);
    expect((await deleted(A)).some((e) => e.id === sensorEntry.id)).toBe(true);
  });

  it('a zone or sensor whose field went with its farm asks for the farm, changes nothing, returns after', async () => {
    const field = await newField(A, 'Inner Farm', 'Inner');
    const zone = (await call(A, 'POST', `/api/v2/zone/${field}`, { json: buildZone() })).body.data as Body;
    const id = await register(A, field);
    expect((await call(A, 'DELETE', `/api/sensor/${id}`)).status).toBe(200);
    expect((await call(A, 'DELETE', `/api/v2/zone/${zone.id}`)).status).toBe(200);
    expect((await call(A, 'DELETE', `/api/farm/${A.username}/Inner%20Farm`)).status).toBe(200);
    const entries = await deleted(A);
    const sensorEntry = entries.find((e) => e.kind === 'sensor' && e.name.includes(id))!;
    const zoneEntry = entries.find((e) => e.kind === 'zone' && e.id === zone.id)!;
    const farmEntry = entries.find((e) => e.kind === 'farm' && e.name === 'Inner Farm')!;
    const before = entries.length;
    for (const [kind, entryId] of [
      ['sensor', sensorEntry.id],
      ['zone', zoneEntry.id],
    ] as const) {
      const res = await call(A, 'POST', `/api/v2/deleted/${kind}/${entryId}/restore`);
      expect([res.status, res.body.error]).toEqual([
        409,
        'Its field Inner went with farm Inner Farm, which is in Recently deleted: restore the farm first.',
      ]);
    }
    // nothing written: every entry still there, the field not back
    expect(await deleted(A)).toHaveLength(before);
    expect(await visible(A, field, [id])).toEqual({ field: false, zones: 0, readings: [-404] });
    // the farm first, then the zone and the sensor
    expect((await call(A, 'POST', `/api/v2/deleted/farm/${farmEntry.id}/restore`)).status).toBe(200);
    expect((await call(A, 'POST', `/api/v2/deleted/zone/${zoneEntry.id}/restore`)).status).toBe(200);
    expect((await call(A, 'POST', `/api/v2/deleted/sensor/${sensorEntry.id}/restore`)).body.data).toMatchObject({
      restored: { sensors: 1 },
    });
    expect(await visible(A, field, [id])).toEqual({ field: true, zones: 1, readings: [0] });
  });

  it('a restore over the plan is a 409 naming it, and nothing is written', async () => {
    const g = await grower(false); // the sign-up plan covers 5 sensors
    const field = await newField(g, 'Plan Farm');
    const first = await register(g, field);
    expect((await call(g, 'DELETE', `/api/sensor/${first}`)).status).toBe(200);
    for (let i = 0; i < 5; i++) await register(g, field);
    const [entry] = await deleted(g);
    const res = await call(g, 'POST', `/api/v2/deleted/sensor/${entry!.id}/restore`);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/6 sensors; your plan covers 5/);
    expect(await deleted(g)).toHaveLength(1);
  });
});

describe('restores racing for the plan', () => {
  it('two restores at once, one place left on the plan: one comes back, the other is a 409 and stays', async () => {
    const g = await grower(false); // the sign-up plan covers 5 sensors
    const field = await newField(g, 'Race Farm');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await register(g, field));
    expect((await call(g, 'DELETE', `/api/sensor/${ids[0]}`)).status).toBe(200);
    expect((await call(g, 'DELETE', `/api/sensor/${ids[1]}`)).status).toBe(200);
    await register(g, field); // 4 live: one place left
    const entries = await deleted(g);
    expect(entries).toHaveLength(2);
    const answers = await Promise.all(entries.map((e) => call(g, 'POST', `/api/v2/deleted/sensor/${e.id}/restore`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error).toMatch(/your plan covers 5/);
    const liveIds = async () =>
      ((await call(g, 'GET', `/api/v2/sensor/${field}`)).body.data.data as Body[]).map((x) => x.sensor_id as string);
    const live = await liveIds();
    expect(live).toHaveLength(5);
    expect(ids.slice(0, 2).filter((id) => live.includes(id))).toHaveLength(1);
    // the refused one is still in Recently deleted, and restores once a place is free
    const left = await deleted(g);
    expect(left).toHaveLength(1);
    expect((await call(g, 'DELETE', `/api/sensor/${ids[4]}`)).status).toBe(200);
    expect((await call(g, 'POST', `/api/v2/deleted/sensor/${left[0]!.id}/restore`)).status).toBe(200);
    expect((await liveIds()).filter((id) => ids.slice(0, 2).includes(id))).toHaveLength(2);
  });

  it('a restore that fails half-way gives its claimed place back at once: the grower can register in it', async () => {
    const g = await grower(false);
    const field = await newField(g, 'Crash Farm');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await register(g, field));
    expect((await call(g, 'DELETE', `/api/sensor/${ids[0]}`)).status).toBe(200);
    const [entry] = await deleted(g);
    // the registration write of the restore fails, as a crash would
    removeFault = failWhen((input, command) => command === 'PutItemCommand' && input.Item?.sensor_id === ids[0]);
    expect((await call(g, 'POST', `/api/v2/deleted/sensor/${entry!.id}/restore`)).status).toBe(500);
    removeFault();
    removeFault = undefined;
    // 4 live: the place the failed restore claimed is free again now, not a minute later
    await register(g, field);
    const again = await call(g, 'POST', `/api/v2/deleted/sensor/${entry!.id}/restore`);
    expect([again.status, again.body.error]).toEqual([409, expect.stringMatching(/6 sensors; your plan covers 5/)]);
  });
});

describe('delete for good and the 30-day purge', () => {
  it('delete for good: the purge job then removes every reading, aggregate and forecast', async () => {
    const farm = await farmWithData(A, 'Gone Farm');
    await call(A, 'DELETE', `/api/field/${farm.f1}`);
    expect((await call(A, 'DELETE', `/api/v2/deleted/field/${farm.f1}`)).body.data).toMatchObject({
      purged: true,
      name: 'East',
    });
    expect((await deleted(A)).filter((e) => e.id === farm.f1)).toEqual([]);
    await purgeFreedReadings(store(), { now: Date.now() + PURGE_GRACE_MS });
    expect(await stored(farm.series[0]!)).toEqual({ readings: 0, days: 0, forecasts: 0 });
    expect(await stored(farm.series[1]!)).toEqual({ readings: 0, days: 0, forecasts: 0 });
    // the other field's sensor is untouched
    expect(await stored(farm.series[2]!)).toEqual(farm.before[2]);
    expect((await call(A, 'POST', `/api/v2/deleted/field/${farm.f1}/restore`)).status).toBe(404);
  });

  it('after 30 days the scheduled job drops the entry and purges its readings; a day before, nothing', async () => {
    const farm = await farmWithData(A, 'Old Farm');
    await call(A, 'DELETE', `/api/sensor/${farm.sensors[1]}`);
    const almost = Date.now() + RECENTLY_DELETED_MS - 86_400_000;
    await dropExpiredEntries(almost);
    await purgeFreedReadings(store(), { now: almost });
    expect(await stored(farm.series[1]!)).toEqual(farm.before[1]);
    expect((await deleted(A)).some((e) => e.id === farm.series[1])).toBe(true);

    const after = Date.now() + RECENTLY_DELETED_MS + PURGE_GRACE_MS;
    expect((await dropExpiredEntries(after)).entries).toBeGreaterThanOrEqual(1);
    await purgeFreedReadings(store(), { now: after });
    expect(await stored(farm.series[1]!)).toEqual({ readings: 0, days: 0, forecasts: 0 });
    expect((await deleted(A)).some((e) => e.id === farm.series[1])).toBe(false);
    expect(await stored(farm.series[0]!)).toEqual(farm.before[0]);
  });
});

describe('a sensor id in Recently deleted', () => {
  it('registered by another: the first grower’s copy purged at once, e-mailed; the new owner reads none', async () => {
    const farm = await farmWithData(A, 'Shared Farm');
    const [id] = farm.sensors;
    await call(A, 'DELETE', `/api/field/${farm.f1}`);
    const bField = await newField(B, 'B Farm');
    await register(B, bField, id);
    // B starts empty
    expect((await visible(B, bField, [id!])).readings).toEqual([0]);
    expect((await call(B, 'GET', `/api/v2/moisture/past-prediction/${id}`)).body.data.pastPrediction).toEqual([]);
    // A's entry no longer holds it, and says so
    const entry = (await deleted(A)).find((e) => e.id === farm.f1)!;
    expect(entry.contents.sensors).toBe(1);
    expect(entry.notes).toEqual([
      `Sensor ${id} was registered by another account, so its earlier readings were purged.`,
    ]);
    const marker = (await listPurgeMarkers()).find((m) => m.series === farm.series[0]);
    expect(marker).toMatchObject({ sensor_id: id });
    expect(marker?.hold_until).toBeUndefined();
    await purgeFreedReadings(store(), { now: Date.now() + PURGE_GRACE_MS });
    expect(await stored(farm.series[0]!)).toEqual({ readings: 0, days: 0, forecasts: 0 });
    // the e-mail
    const mail = stack.outbox
      .list(`${A.username}@example.com`)
      .filter((m) => m.channel === 'email' && m.text.includes(id!));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toMatch(/registered by another Fieldwise account/);
    // A's restore brings the field and its other sensor back, not the taken one
    const restored = await call(A, 'POST', `/api/v2/deleted/field/${farm.f1}/restore`);
    expect(restored.body.data).toMatchObject({ restored: { fields: 1, sensors: 1 } });
    expect((await visible(A, farm.f1, [farm.sensors[1]!])).readings).toEqual([6]);
    expect((await call(A, 'GET', `/api/v2/readings/${id}/latest`)).status).toBe(404);
  });

  it('a lone sensor entry goes from the list when its id is taken', async () => {
    const field = await newField(A, 'Lone Farm');
    const id = await register(A, field);
    await call(A, 'DELETE', `/api/sensor/${id}`);
    expect((await deleted(A)).some((e) => e.kind === 'sensor' && e.name.includes(id))).toBe(true);
    await register(B, await newField(B, 'B Lone'), id);
    expect((await deleted(A)).some((e) => e.kind === 'sensor' && e.name.includes(id))).toBe(false);
  });

  it('registered again by its own grower: a 409 pointing to Restore, nothing changed', async () => {
    const field = await newField(A, 'Own Farm');
    const id = await register(A, field);
    await ingest(A, id, 3);
    const series = await currentSeries(id);
    await call(A, 'DELETE', `/api/sensor/${id}`);
    const res = await call(A, 'POST', '/api/sensor/v2/new', {
      form: buildSensorForm(field, { sensorId: id, gatewayId: A.gatewayId }),
    });
    expect(res.status).toBe(409);
    expect(res.body.err).toMatch(new RegExp(`Sensor ${id} is in your Recently deleted .*Restore it there`));
    expect((await stored(series)).readings).toBe(3);
    // deleted for good, the id registers afresh (empty)
    await call(A, 'DELETE', `/api/v2/deleted/sensor/${series}`);
    await register(A, field, id);
    expect((await visible(A, field, [id])).readings).toEqual([0]);
  });
});

describe('another user', () => {
  it('cannot list, restore or delete for good the first one’s entries: 404, nothing changed', async () => {
    const field = await newField(A, 'Private Farm');
    await call(A, 'DELETE', `/api/field/${field}`);
    expect((await deleted(B)).some((e) => e.id === field)).toBe(false);
    expect((await call(B, 'POST', `/api/v2/deleted/field/${field}/restore`)).status).toBe(404);
    expect((await call(B, 'DELETE', `/api/v2/deleted/field/${field}`)).status).toBe(404);
    expect((await deleted(A)).some((e) => e.id === field)).toBe(true);
  });

  it('bad paths are a 400 naming the parameter', async () => {
    const kind = await call(A, 'POST', '/api/v2/deleted/gateway/x/restore');
    expect(kind.status).toBe(400);
    expect(JSON.stringify(kind.body)).toMatch(/kind/);
    expect((await call(A, 'DELETE', `/api/v2/deleted/field/${encodeURIComponent('__proto__#x')}`)).status).toBe(400);
  });
});

describe('a crash between two writes, then a retry', () => {
  it('a field delete stopped after holding its sensors is finished by the retry; everything restores', async () => {
    const farm = await farmWithData(A, 'Crash Farm');
    // the process dies when it comes to delete the field item (zones and sensors already gone)
    removeFault = failWhen((input, command) => command === 'DeleteItemCommand' && input.Key?.SK === `FIELD#${farm.f1}`);
    expect((await call(A, 'DELETE', `/api/field/${farm.f1}`)).status).toBe(500);
    removeFault();
    removeFault = undefined;
    // listed already, and the retry finishes the delete
    expect((await deleted(A)).some((e) => e.id === farm.f1)).toBe(true);
    expect((await call(A, 'DELETE', `/api/field/${farm.f1}`)).status).toBe(200);
    expect((await visible(A, farm.f1, [])).field).toBe(false);
    const entry = (await deleted(A)).find((e) => e.id === farm.f1)!;
    expect(entry.contents).toEqual({ fields: 1, zones: 1, sensors: 2 });
    // a restore stopped after the registrations came back is finished by its retry
    removeFault = failWhen(
      (input, command) =>
        command === 'DeleteItemCommand' && String(input.Key?.SK).startsWith(`DELPART#field#${farm.f1}#`),
    );
    expect((await call(A, 'POST', `/api/v2/deleted/field/${farm.f1}/restore`)).status).toBe(500);
    removeFault();
    removeFault = undefined;
    expect((await call(A, 'POST', `/api/v2/deleted/field/${farm.f1}/restore`)).body.data).toMatchObject({
      restored: { fields: 1, zones: 1, sensors: 2 },
    });
    expect(await visible(A, farm.f1, farm.sensors.slice(0, 2))).toEqual({ field: true, zones: 1, readings: [5, 6] });
    expect((await deleted(A)).some((e) => e.id === farm.f1)).toBe(false);
  });
});
