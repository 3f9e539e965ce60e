/**
 * Wetting events in the product, through the local gateway: found after an ingest (once, and
 * once again for the same batch twice), a rescan that changes nothing, the grower's answer (Yes:
 * an irrigation and exactly one log entry; No: rain), another grower refused on every id, a
 * freed and re-registered sensor id that never sees the old events (and the purge deleting
 * them), and bad queries refused naming their field. Batches one after another: one with no
 * rise writes no event and reads none, yet moves the cursor; a rise split over two batches is one
 * event; an event the cursor's newest onset covers is still brought in line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forecastsSettled } from '../../lambdas/ingest/services/forecast-queue';
import { purgeFreedReadings, PURGE_GRACE_MS } from '../../lambdas/deleted/services/readings-purge';
import { documentClient } from '../../lambdas/platform/aws/clients';
import { getCursors, listEvents, raiseNewestOnset, upsertEvent } from '../../lambdas/irrigation/adapters/events';
import { dynamoReadingsStore } from '../../lambdas/readings/adapters/readings/dynamodb';
import { api, newGrower, startTestStack, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm, buildZone } from '../support/management';
import { currentSeries } from '../support/readings';

type Body = Record<string, any>;
type Res = { status: number; body: Body };
const H = 3_600_000;
/** The newest reading: the last whole hour before now. */
const END = Math.floor(Date.now() / H) * H - H;
/** Four days of hourly readings; the water comes at hour 60 (a day and a half before the end). */
const HOURS = 96;
const WET_AT = 60;
const ONSET_S = (END - (HOURS - 1 - WET_AT) * H) / 1000;

let stack: TestStack;
let grower: { username: string; token: string };
let other: { username: string; token: string };
let credential: string;
let fieldId: string;
/** In the zone. */
let zoned: string;
/** Inside the field, outside every zone. */
let loose: string;

const as = (who: { token: string }) => ({
  get: (path: string) => api(stack, 'GET', path, { token: who.token }) as Promise<Res>,
  post: (path: string, json?: unknown) =>
    api(stack, 'POST', path, { token: who.token, json: json ?? {} }) as Promise<Res>,
});
/** A gateway's ingest call: its answer's status. */
const ingestAs = (gateway: string) => (readings: unknown[]) =>
  fetch(`${stack.url}/api/v2/ingest`, {
    method: 'POST',
    headers: { authorization: `Gateway ${gateway}`, 'content-type': 'application/json' },
    body: JSON.stringify({ readings }),
  }).then((r) => r.status);
const send = (readings: unknown[]) => ingestAs(credential)(readings);

/**
 * A sensor's four days: slow drying with a little deterministic wander (the noise floor), then at
 * WET_AT 8 points at 10 cm over 3 h and, 4 h later, 3 points at 50 cm over 4 h; 100 cm stays dry.
 * `dry`: the same days without the water; `hours`: only the hours from..to (exclusive) of them.
 */
function wettingBatch(
  sensorId: string,
  daysEarlier = 0,
  { dry = false, hours = [0, HOURS] }: { dry?: boolean; hours?: [number, number] } = {},
) {
  return Array.from({ length: HOURS }, (_, i) => {
    const wander = (((i * 7919) % 13) - 6) * 0.01;
    const rise = (from: number, hours: number, points: number) =>
      dry ? 0 : Math.min(Math.max(i - from, 0), hours) * (points / hours);
    return {
      sensor_id: sensorId,
      time: new Date(END - daysEarlier * 24 * H - (HOURS - 1 - i) * H).toISOString(),
      cap50: Number((24 - i * 0.02 + wander + rise(WET_AT, 3, 8)).toFixed(2)),
      cap100: Number((31 - i * 0.01 + wander / 2 + rise(WET_AT + 4, 4, 3)).toFixed(2)),
      cap150: 35,
      temperature: 16,
      battery_vol: 3.9,
    };
  }).slice(hours[0], hours[1]);
}

const range = `start=${ONSET_S - 10 * 86_400}&end=${Math.floor(Date.now() / 1000)}`;
const eventsOf = async (who: { token: string }, field = fieldId) => {
  const res = await as(who).get(`/api/v2/events/${field}?${range}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Body[];
};

beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  const g = await newGrower(stack);
  grower = { username: g.username, token: g.tokens.IdToken! };
  const o = await newGrower(stack);
  other = { username: o.username, token: o.tokens.IdToken! };
  fieldId = ((await as(grower).post('/api/field/addField', buildField())).body.data as Body).field_id;
  expect((await as(grower).post(`/api/v2/zone/${fieldId}`, buildZone())).status).toBe(201);
  const gatewayId = `gw-${Date.now().toString(36)}`;
  credential = (await as(grower).post('/api/v2/gateway', { gatewayId })).body.credential as string;
  const register = async (overrides: Record<string, string>) => {
    const form = buildSensorForm(fieldId, { gatewayId, ...overrides });
    expect((await api(stack, 'POST', '/api/sensor/v2/new', { token: grower.token, form })).status).toBe(201);
    return form.sensorId;
  };
  zoned = await register({});
  loose = await register({
    geom: JSON.stringify({ type: 'Point', coordinates: [151.2095, -33.8095] }),
    alias: 'Sensor two',
  });
});
afterAll(async () => {
  await stack?.close();
});

describe('events found after ingest', () => {
  it('finds the wetting once, and the same batch twice still gives one event', async () => {
    expect(await send([...wettingBatch(zoned), ...wettingBatch(loose)])).toBe(200);
    await forecastsSettled();
    const first = await eventsOf(grower);
    expect(first.map((e) => e.sensor_id).sort()).toEqual([zoned, loose].sort());
    const mine = first.find((e) => e.sensor_id === zoned)!;
    expect(Object.keys(mine).sort()).toEqual([
      'arrived_mm',
      'confirmed',
      'depth_reached_cm',
      'event_id',
      'kind',
      'onset',
      'peak',
      'sensor_id',
    ]);
    expect(Math.abs(mine.onset - ONSET_S)).toBeLessThanOrEqual(2 * 3600);
    expect(mine.peak).toBeGreaterThan(mine.onset);
    expect(mine.depth_reached_cm).toBe(50);
    expect(mine.arrived_mm).toBeGreaterThan(0);
    expect(['rain', 'irrigation', 'unexplained']).toContain(mine.kind);
    expect(mine.confirmed).toBe(false);

    expect(await send(wettingBatch(zoned))).toBe(200);
    await forecastsSettled();
    expect(await eventsOf(grower)).toEqual(first);
  });

  it('a rescan of the field finds the same events and changes nothing', async () => {
    const before = await eventsOf(grower);
    const res = await as(grower).post(`/api/v2/events/${fieldId}/rescan`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ sensors: 2, events: 2 });
    expect(await eventsOf(grower)).toEqual(before);
    expect((await as(grower).post(`/api/v2/events/${fieldId}/rescan`)).body.data).toEqual({ sensors: 2, events: 2 });
    expect(await eventsOf(grower)).toEqual(before);
  });
});

describe('the grower’s answer', () => {
  const logOf = async (zoneId: string) =>
    (await as(grower).get(`/api/v2/zone/${zoneId}/irrigations`)).body.data.entries as Body[];

  it('Yes makes it an irrigation with exactly one log entry; No makes it rain and takes the entry back', async () => {
    const event = (await eventsOf(grower)).find((e) => e.sensor_id === zoned)!;
    const zone = ((await as(grower).get(`/api/v2/zone?field=${fieldId}`)).body.data as Body[])[0]!;
    const yes = await as(grower).post(`/api/v2/events/${event.event_id}/answer`, { irrigation: true });
    expect(yes.status, JSON.stringify(yes.body)).toBe(200);
    expect(yes.body.data).toMatchObject({ event_id: event.event_id, kind: 'irrigation', confirmed: true });
    expect(
      (await as(grower).post(`/api/v2/events/${event.event_id}/answer`, { irrigation: true })).body.data.kind,
    ).toBe('irrigation');
    const entries = (await logOf(zone.id)).filter((e) => e.event_id === event.event_id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      source: 'event',
      start: event.onset,
      depth_mm: Math.max(0.1, event.arrived_mm),
      zone_id: zone.id,
      note: 'Confirmed from a wetting the sensors recorded',
      note_code: 'confirmed_from_wetting',
    });
    expect((await eventsOf(grower)).find((e) => e.event_id === event.event_id)).toMatchObject({
      kind: 'irrigation',
      confirmed: true,
    });
    // A rescan keeps the answer.
    await as(grower).post(`/api/v2/events/${fieldId}/rescan`);
    expect((await eventsOf(grower)).find((e) => e.event_id === event.event_id)).toMatchObject({
      kind: 'irrigation',
      confirmed: true,
    });

    const no = await as(grower).post(`/api/v2/events/${event.event_id}/answer`, { irrigation: false });
    expect(no.body.data).toMatchObject({ kind: 'rain', confirmed: true });
    expect((await logOf(zone.id)).filter((e) => e.event_id === event.event_id)).toEqual([]);
    expect((await eventsOf(grower)).find((e) => e.event_id === event.event_id)).toMatchObject({
      kind: 'rain',
      confirmed: true,
    });
  });

  it('Yes for a sensor in no zone is a 400 that says so; No still works', async () => {
    const event = (await eventsOf(grower)).find((e) => e.sensor_id === loose)!;
    const yes = await as(grower).post(`/api/v2/events/${event.event_id}/answer`, { irrigation: true });
    expect(yes.status).toBe(400);
    expect(yes.body.error).toMatch(/^irrigation: .*no irrigation zone/);
    expect((await eventsOf(grower)).find((e) => e.event_id === event.event_id)!.confirmed).toBe(false);
    expect(
      (await as(grower).post(`/api/v2/events/${event.event_id}/answer`, { irrigation: false })).body.data.kind,
    ).toBe('rain');
  });
});

describe('refusals', () => {
  it('another grower gets 404 for the field and for every event', async () => {
    const events = await eventsOf(grower);
    expect((await as(other).get(`/api/v2/events/${fieldId}?${range}`)).status).toBe(404);
    expect((await as(other).post(`/api/v2/events/${fieldId}/rescan`)).status).toBe(404);
    for (const e of events) {
      for (const irrigation of [true, false])
        expect((await as(other).post(`/api/v2/events/${e.event_id}/answer`, { irrigation })).status).toBe(404);
    }
    expect(await eventsOf(grower)).toEqual(events);
  });

  it('a bad range, event id or answer is a 400 naming its field; an unknown event is a 404', async () => {
    const now = Math.floor(Date.now() / 1000);
    const cases: [string, RegExp][] = [
      [`start=&end=${now}`, /^start: /],
      [`start=abc&end=${now}`, /^start: /],
      [`start=${now}`, /^end: /],
      [`start=${now}&end=${now - 10}`, /^end: /],
      [`start=0&end=${now}`, /^end: /],
      [`start=1e300&end=${now}`, /^start: /],
    ];
    for (const [query, message] of cases) {
      const res = await as(grower).get(`/api/v2/events/${fieldId}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toMatch(message);
    }
    const event = (await eventsOf(grower))[0]!;
    for (const body of [{}, { irrigation: 'yes' }, { irrigation: true, extra: 1 }]) {
      const res = await as(grower).post(`/api/v2/events/${event.event_id}/answer`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const badId = await as(grower).post('/api/v2/events/__proto__/answer', { irrigation: true });
    expect(badId.status).toBe(400);
    expect(badId.body.error).toMatch(/^event_id: /);
    const [sensor, onset, tag] = event.event_id.split('-');
    expect(
      (await as(grower).post(`/api/v2/events/${sensor}-${Number(onset) + 1}-${tag}/answer`, { irrigation: true }))
        .status,
    ).toBe(404);
    expect(
      (await as(grower).post(`/api/v2/events/${sensor}-${onset}-0000000000/answer`, { irrigation: true })).status,
    ).toBe(404);
  });
});

describe('a freed and re-registered sensor id', () => {
  it('never shows the old registration’s events, and the purge deletes them', async () => {
    const oldSeries = await currentSeries(loose);
    const old = (await eventsOf(grower)).find((e) => e.sensor_id === loose)!;
    expect(await listEvents(oldSeries, 0, Number.MAX_SAFE_INTEGER / 1e4)).toHaveLength(1);
    expect((await api(stack, 'DELETE', `/api/sensor/${loose}`, { token: grower.token })).status).toBe(200);
    const otherField = ((await as(other).post('/api/field/addField', buildField())).body.data as Body).field_id;
    const form = buildSensorForm(otherField, { sensorId: loose });
    expect((await api(stack, 'POST', '/api/sensor/v2/new', { token: other.token, form })).status).toBe(201);
    expect(await eventsOf(other, otherField)).toEqual([]);
    await as(other).post(`/api/v2/events/${otherField}/rescan`);
    expect(await eventsOf(other, otherField)).toEqual([]);
    expect((await as(other).post(`/api/v2/events/${old.event_id}/answer`, { irrigation: true })).status).toBe(404);
    expect((await as(grower).post(`/api/v2/events/${old.event_id}/answer`, { irrigation: true })).status).toBe(404);
    expect((await eventsOf(grower)).map((e) => e.sensor_id)).toEqual([zoned]);
    await purgeFreedReadings(dynamoReadingsStore(), { now: Date.now() + PURGE_GRACE_MS });
    expect(await listEvents(oldSeries, 0, Number.MAX_SAFE_INTEGER / 1e4)).toEqual([]);
  });
});

describe('a gateway catching up on old readings', () => {
  /**
   * A field of its own with one sensor on a gateway of its own: the gateway's ingest and its events' onsets, whole days
   * before ONSET_S.
   */
  async function loneSensor(fieldName: string, gatewayPrefix: string) {
    const field = ((await as(grower).post('/api/field/addField', buildField({ fieldName }))).body.data as Body)
      .field_id as string;
    const gatewayId = `${gatewayPrefix}-${Date.now().toString(36)}`;
    const gateway = (await as(grower).post('/api/v2/gateway', { gatewayId })).body.credential as string;
    const form = buildSensorForm(field, { gatewayId });
    expect((await api(stack, 'POST', '/api/sensor/v2/new', { token: grower.token, form })).status).toBe(201);
    const wide = `start=${ONSET_S - 60 * 86_400}&end=${Math.floor(Date.now() / 1000)}`;
    const onsets = async () =>
      ((await as(grower).get(`/api/v2/events/${field}?${wide}`)).body.data as Body[]).map((e) =>
        Math.round((ONSET_S - e.onset) / 86_400),
      );
    return { field, form, post: ingestAs(gateway), onsets };
  }

  it('sent oldest first, before a first run’s 30 days: the next run reaches back to them, as rescans do', async () => {
    const { field, form, post, onsets } = await loneSensor('Catch up field', 'gw-late');
    // Forty days back (before a first run's 30 days), then twenty, then the latest.
    for (const days of [40, 20, 0]) {
      expect(await post(wettingBatch(form.sensorId, days))).toBe(200);
      await forecastsSettled();
    }
    expect(await onsets()).toEqual([40, 20, 0]);
    expect((await as(grower).post(`/api/v2/events/${field}/rescan`)).body.data).toEqual({ sensors: 1, events: 3 });
    expect(await onsets()).toEqual([40, 20, 0]);
  });

  it('sent newest first, the older readings are looked at as they come (30 days further back each run)', async () => {
    const { form, post, onsets } = await loneSensor('Backfill field', 'gw-back');
    for (const days of [0, 10, 20]) {
      expect(await post(wettingBatch(form.sensorId, days))).toBe(200);
      await forecastsSettled();
    }
    expect(await onsets()).toEqual([20, 10, 0]);
    // Forty days back lies beyond one run's 30 days: the run after it reaches it.
    expect(await post(wettingBatch(form.sensorId, 40))).toBe(200);
    await forecastsSettled();
    expect(await post(wettingBatch(form.sensorId, 0))).toBe(200);
    await forecastsSettled();
    expect(await onsets()).toEqual([40, 20, 10, 0]);
  });
});

describe('batches one after another', () => {
  /**
   * A new grower's field, gateway and sensor (a new grower each: plans limit the sensors), with a
   * zone round the sensor when asked; answers how to send its readings and list its events.
   */
  async function freshSensor(name: string, { zone = false } = {}) {
    const g = await newGrower(stack);
    const who = { username: g.username, token: g.tokens.IdToken! };
    const field = ((await as(who).post('/api/field/addField', buildField({ fieldName: name }))).body.data as Body)
      .field_id;
    const zoneId = zone
      ? (((await as(who).post(`/api/v2/zone/${field}`, buildZone())).body.data as Body).id as string)
      : undefined;
    const gatewayId = `gw-${name.replace(/\W/g, '').toLowerCase()}-${Date.now().toString(36)}`;
    const key = (await as(who).post('/api/v2/gateway', { gatewayId })).body.credential as string;
    const register = async () => {
      const form = buildSensorForm(field, { gatewayId });
      expect((await api(stack, 'POST', '/api/sensor/v2/new', { token: who.token, form })).status).toBe(201);
      return form.sensorId;
    };
    const form = { sensorId: await register() };
    const post = async (readings: unknown[]) => {
      expect(await ingestAs(key)(readings)).toBe(200);
      await forecastsSettled();
    };
    const events = async () => (await as(who).get(`/api/v2/events/${field}?${range}`)).body.data as Body[];
    return { sensorId: form.sensorId, series: await currentSeries(form.sensorId), post, events, who, zoneId, register };
  }

  /** The queries sent while `run` runs whose key values `match` says are the ones counted. */
  async function queriesWhile(
    match: (values: Record<string, unknown>) => boolean,
    run: () => Promise<void>,
  ): Promise<number> {
    const client = documentClient() as unknown as {
      send: (
        command: { constructor: { name: string }; input?: { ExpressionAttributeValues?: Record<string, unknown> } },
        ...rest: unknown[]
      ) => Promise<unknown>;
    };
    const original = client.send;
    let queries = 0;
    client.send = function (this: unknown, command, ...rest) {
      if (command.constructor.name === 'QueryCommand' && match(command.input?.ExpressionAttributeValues ?? {}))
        queries++;
      return original.call(this, command, ...rest);
    } as typeof client.send;
    try {
      await run();
    } finally {
      client.send = original;
    }
    return queries;
  }
  const eventQueries = (series: string, run: () => Promise<void>) =>
    queriesWhile((v) => v[':pk'] === `EVENTS#${series}`, run);

  it('a batch with no rise writes no event and reads none, but moves the cursor on', async () => {
    const s = await freshSensor('Dry field');
    await s.post(wettingBatch(s.sensorId, 0, { dry: true, hours: [0, 48] }));
    const first = (await getCursors([s.series])).get(s.series)!;
    expect(first.scannedTo).toBe((END - (HOURS - 48) * H) / 1000);
    // The first run read the events to record the newest onset there can be: none yet.
    expect(first.newestOnset).toBeLessThan(first.scannedTo);
    expect(
      await eventQueries(s.series, () => s.post(wettingBatch(s.sensorId, 0, { dry: true, hours: [48, HOURS] }))),
    ).toBe(0);
    expect((await getCursors([s.series])).get(s.series)).toMatchObject({
      scannedTo: END / 1000,
      scannedFrom: first.scannedFrom,
      noise: first.noise,
    });
    expect(await s.events()).toEqual([]);
    expect(await listEvents(s.series, 0, Number.MAX_SAFE_INTEGER / 1e4)).toEqual([]);
  });

  it('a rise split over two batches is one event, as when it comes in one', async () => {
    const whole = await freshSensor('Whole field');
    await whole.post(wettingBatch(whole.sensorId));
    const split = await freshSensor('Split field');
    // The first batch stops an hour into the rise at 10 cm, before the water reaches 50 cm.
    await split.post(wettingBatch(split.sensorId, 0, { hours: [0, WET_AT + 2] }));
    await split.post(wettingBatch(split.sensorId, 0, { hours: [WET_AT + 2, HOURS] }));
    const [one, ...more] = await split.events();
    expect(more).toEqual([]);
    const [expected] = await whole.events();
    expect({ ...one, event_id: undefined, sensor_id: undefined }).toEqual({
      ...expected,
      event_id: undefined,
      sensor_id: undefined,
    });
    expect(one).toMatchObject({ depth_reached_cm: 50 });
    const cursor = (await getCursors([split.series])).get(split.series)!;
    expect(cursor.newestOnset).toBe(one!.onset);
  });

  it('an event the cursor’s newest onset covers is still read, and dropped when no longer found', async () => {
    const s = await freshSensor('Stale field');
    await s.post(wettingBatch(s.sensorId, 0, { dry: true, hours: [0, 48] }));
    // An unanswered event detection once wrote in the next batch's range (raised first, as detection does).
    const onset = (END - (HOURS - 60) * H) / 1000;
    await raiseNewestOnset(s.series, onset);
    await upsertEvent(s.series, {
      sensor_id: s.sensorId,
      field_id: 'x',
      onset,
      peak: onset + 7200,
      depth_reached_cm: 10,
      arrived_mm: 1,
      detected_kind: 'unexplained',
    });
    expect((await getCursors([s.series])).get(s.series)!.newestOnset).toBe(onset);
    await s.post(wettingBatch(s.sensorId, 0, { dry: true, hours: [48, HOURS] }));
    expect(await listEvents(s.series, 0, Number.MAX_SAFE_INTEGER / 1e4)).toEqual([]);
  });

  it('sensors of a zone wet by a logged irrigation are each classified by it; the log read once a batch', async () => {
    const s = await freshSensor('Watered field', { zone: true });
    const second = await s.register();
    const logged = await as(s.who).post(`/api/v2/zone/${s.zoneId}/irrigations`, {
      start: ONSET_S - 1800,
      duration_minutes: 60,
      depth_mm: 10,
    });
    expect(logged.status, JSON.stringify(logged.body)).toBe(201);
    const logReads = await queriesWhile(
      (v) => String(v[':from']).startsWith(`IRRIGATION#${s.zoneId}#`),
      () => s.post([...wettingBatch(s.sensorId), ...wettingBatch(second)]),
    );
    expect(logReads).toBe(1);
    const events = await s.events();
    expect(events.map((e) => [e.sensor_id, e.kind]).sort()).toEqual(
      [
        [s.sensorId, 'irrigation'],
        [second, 'irrigation'],
      ].sort(),
    );
    // The same wetting with no log entry is called something else: the entry is what made these irrigations.
    const bare = await freshSensor('Unwatered field', { zone: true });
    await bare.post(wettingBatch(bare.sensorId));
    expect((await bare.events()).map((e) => e.kind)).toEqual([expect.not.stringMatching(/^irrigation$/)]);
  });

  it('Yes on each sensor of a zone that saw one irrigation logs it once; a second Yes makes no other', async () => {
    const s = await freshSensor('Twice seen field', { zone: true });
    const second = await s.register();
    await s.post([...wettingBatch(s.sensorId), ...wettingBatch(second)]);
    const events = await s.events();
    expect(events.map((e) => e.sensor_id).sort()).toEqual([s.sensorId, second].sort());
    for (const e of [...events, events[0]!]) {
      const yes = await as(s.who).post(`/api/v2/events/${e.event_id}/answer`, { irrigation: true });
      expect(yes.status, JSON.stringify(yes.body)).toBe(200);
    }
    const log = (await as(s.who).get(`/api/v2/zone/${s.zoneId}/irrigations`)).body.data.entries as Body[];
    expect(log).toHaveLength(1);
    expect((await s.events()).map((e) => [e.kind, e.confirmed])).toEqual([
      ['irrigation', true],
      ['irrigation', true],
    ]);
  });
});
