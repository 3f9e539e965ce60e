/**
 * Irrigation advice's routes as an intruder tries them, through the local gateway: a second
 * grower with the first one's ids on every route (404, nothing changed); inherited names as ids
 * and as JSON keys; numbers out of reach or not numbers at all, and empty text where a value is
 * required (400 naming the field); the same request twice; a zone, and a field, deleted and
 * restored. Never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertEvent } from '../../lambdas/irrigation/adapters/events';
import { api, newGrower, startTestStack, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm, buildZone } from '../support/management';
import { currentSeries } from '../support/readings';

type Body = Record<string, any>;
type Res = { status: number; body: Body };
type Who = { username: string; token: string };
const H = 3600;
/** Whole hours before now (epoch s): "today or earlier" at any field. */
const hoursAgo = (h: number) => Math.floor(Date.now() / 1000 / H - h) * H;
const SYSTEM = { method: 'drip', application_rate_mm_h: 4, crop: 'maize-grain', planting_date: '2026-10-01' };
const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype'];

let stack: TestStack;
let alice: Who;
let bob: Who;
/** Alice's farm: a field, its zone with a system, a sensor in it, a wetting event, a log entry. */
let fieldId: string;
let zone: Body;
let sensorId: string;
let eventId: string;
let entry: Body;

const call = (who: Who, method: string, path: string, json?: unknown) =>
  api(stack, method, path, { token: who.token, ...(json === undefined ? {} : { json }) }) as Promise<Res>;
/** A body sent as written: JSON text whose keys JSON.stringify would never write (`__proto__`, -0, 1e400). */
const raw = (who: Who, method: string, path: string, text: string) =>
  api(stack, method, path, { token: who.token, raw: text }) as Promise<Res>;
const range = () => `start=${hoursAgo(24 * 10)}&end=${hoursAgo(0)}`;
const zoneBody = (overrides: Record<string, unknown> = {}) => buildZone({ system: SYSTEM, ...overrides });
/** What a refusal says (the older zone and field routes answer in `err`). */
const said = (res: Res) => String(res.body.error ?? res.body.err);

/** Every advice route, with Alice's ids. */
function routes(): [string, string, unknown?][] {
  return [
    ['GET', `/api/v2/zone/${zone.id}/irrigations`],
    ['POST', `/api/v2/zone/${zone.id}/irrigations`, { start: hoursAgo(1), duration_minutes: 10 }],
    ['PUT', `/api/v2/irrigations/${entry.irrigation_id}`, { start: hoursAgo(1), duration_minutes: 10 }],
    ['DELETE', `/api/v2/irrigations/${entry.irrigation_id}`],
    ['GET', `/api/v2/events/${fieldId}?${range()}`],
    ['POST', `/api/v2/events/${fieldId}/rescan`, {}],
    ['POST', `/api/v2/events/${eventId}/answer`, { irrigation: true }],
    ['POST', `/api/v2/events/${eventId}/answer`, { irrigation: false }],
    ['GET', `/api/v2/zone/${zone.id}/recommendation`],
    ['GET', `/api/v2/zone/${zone.id}/refill-time`],
    ['GET', `/api/v2/zone/${zone.id}/water-budget`],
    ['GET', `/api/v2/zone/${zone.id}/soil-points`],
    ['PUT', `/api/v2/zone/${zone.id}`, zoneBody({ system: { method: 'pivot', application_rate_mm_h: 99 } })],
    ['POST', `/api/v2/zone/${fieldId}`, zoneBody({ zoneName: 'Intruder Zone' })],
    ['PUT', `/api/field/${fieldId}`, { frost_threshold_c: 9 }],
  ];
}

/** What Alice sees of her farm: it must not change when Bob tries. */
async function aliceFarm() {
  const [log, events, zones, fields] = await Promise.all([
    call(alice, 'GET', `/api/v2/zone/${zone.id}/irrigations`),
    call(alice, 'GET', `/api/v2/events/${fieldId}?${range()}`),
    call(alice, 'GET', '/api/v2/zone'),
    call(alice, 'GET', '/api/v2/field'),
  ]);
  return { log: log.body.data, events: events.body.data, zones: zones.body.data, fields: fields.body.data };
}

beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  const a = await newGrower(stack);
  const b = await newGrower(stack);
  alice = { username: a.username, token: a.tokens.IdToken! };
  bob = { username: b.username, token: b.tokens.IdToken! };
  fieldId = ((await call(alice, 'POST', '/api/field/addField', buildField())).body.data as Body).field_id;
  const made = await call(alice, 'POST', `/api/v2/zone/${fieldId}`, zoneBody());
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  zone = made.body.data;
  const gatewayId = `gw-${Date.now().toString(36)}`;
  expect((await call(alice, 'POST', '/api/v2/gateway', { gatewayId })).status).toBe(201);
  const form = buildSensorForm(fieldId, { gatewayId });
  expect((await api(stack, 'POST', '/api/sensor/v2/new', { token: alice.token, form })).status).toBe(201);
  sensorId = form.sensorId;
  // A wetting as the forecast job stores it, so the answer route has an event of Alice's to refuse.
  await upsertEvent(await currentSeries(sensorId), {
    sensor_id: sensorId,
    field_id: fieldId,
    onset: hoursAgo(30),
    peak: hoursAgo(20),
    depth_reached_cm: 50,
    arrived_mm: 18,
    detected_kind: 'unexplained',
  });
  const events = await call(alice, 'GET', `/api/v2/events/${fieldId}?${range()}`);
  eventId = (events.body.data as Body[])[0]!.event_id;
  entry = (
    await call(alice, 'POST', `/api/v2/zone/${zone.id}/irrigations`, {
      start: hoursAgo(50),
      duration_minutes: 90,
      note: 'first set',
    })
  ).body.data;
});
afterAll(async () => {
  await stack?.close();
});

describe('a second grower with the first one’s ids', () => {
  it('gets a 404 on every advice route, and nothing of the first grower’s changes', async () => {
    const before = await aliceFarm();
    for (const [method, path, body] of routes()) {
      const res = await call(bob, method, path, body);
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(404);
      expect(said(res), `${method} ${path}`).toMatch(/not found/i);
    }
    expect(await aliceFarm()).toEqual(before);
    // Bob's own farm holds none of it either.
    expect((await call(bob, 'GET', '/api/v2/zone')).body.data).toEqual([]);
  });
});

describe('inherited names', () => {
  it('as ids on every advice route: 404 (or 400 where the id has a shape), never a 500', async () => {
    for (const id of INHERITED) {
      const paths: [string, string, unknown?][] = [
        ['GET', `/api/v2/zone/${id}/irrigations`],
        ['POST', `/api/v2/zone/${id}/irrigations`, { start: hoursAgo(1), duration_minutes: 10 }],
        ['PUT', `/api/v2/irrigations/${id}`, { start: hoursAgo(1), duration_minutes: 10 }],
        ['DELETE', `/api/v2/irrigations/${id}`],
        ['GET', `/api/v2/events/${id}?${range()}`],
        ['POST', `/api/v2/events/${id}/rescan`, {}],
        ['GET', `/api/v2/zone/${id}/recommendation`],
        ['GET', `/api/v2/zone/${id}/refill-time`],
        ['GET', `/api/v2/zone/${id}/water-budget`],
        ['GET', `/api/v2/zone/${id}/soil-points`],
        ['PUT', `/api/v2/zone/${id}`, zoneBody()],
        ['PUT', `/api/field/${id}`, { frost_threshold_c: 2 }],
      ];
      for (const [method, path, body] of paths)
        expect((await call(alice, method, path, body)).status, `${method} ${path}`).toBe(404);
      // An event id has a shape (sensor-onset-tag): a name that is not one is a 400 naming it.
      const answer = await call(alice, 'POST', `/api/v2/events/${id}/answer`, { irrigation: true });
      expect(answer.status, id).toBe(400);
      expect(said(answer)).toMatch(/^event_id: /);
    }
  });

  it('as JSON keys: dropped or refused, never reaching a prototype', async () => {
    const start = hoursAgo(3);
    // A body whose own keys are __proto__ / constructor, as JSON.parse makes them.
    const logged = await raw(
      alice,
      'POST',
      `/api/v2/zone/${zone.id}/irrigations`,
      `{"__proto__":{"start":1,"note":"polluted"},"constructor":{"prototype":{"note":"polluted"}},"start":${start},` +
        `"duration_minutes":30}`,
    );
    expect(logged.status, JSON.stringify(logged.body)).toBe(201);
    expect(logged.body.data).toMatchObject({ start, duration_minutes: 30, note: null });
    expect(Object.keys(logged.body.data)).not.toContain('constructor');
    // Only __proto__ given: no start of its own, so no start at all.
    const only = await raw(
      alice,
      'POST',
      `/api/v2/zone/${zone.id}/irrigations`,
      `{"__proto__":{"start":${start},"duration_minutes":30}}`,
    );
    expect(only.status).toBe(400);
    expect(said(only)).toMatch(/^start: /);
    const edited = await raw(
      alice,
      'PUT',
      `/api/v2/irrigations/${logged.body.data.irrigation_id}`,
      `{"__proto__":{"depth_mm":400},"start":${start},"duration_minutes":20}`,
    );
    expect(edited.body.data).toMatchObject({ duration_minutes: 20, depth_mm: 1.3 });

    // The answer takes exactly { irrigation }.
    for (const text of [
      '{"__proto__":{"irrigation":true}}',
      '{"constructor":{"irrigation":true},"irrigation":true}',
      '{"irrigation":"true"}',
      '{"irrigation":1}',
      '{"irrigation":null}',
      '{}',
      '[true]',
    ]) {
      const res = await raw(alice, 'POST', `/api/v2/events/${eventId}/answer`, text);
      expect(res.status, text).toBe(400);
    }

    // A zone system with such keys keeps only its own fields; as values they are unknown names.
    const sys = await raw(
      alice,
      'PUT',
      `/api/v2/zone/${zone.id}`,
      JSON.stringify(zoneBody()).replace(
        '"system":{',
        '"system":{"__proto__":{"efficiency_pct":10},"constructor":"x",',
      ),
    );
    expect(sys.status, JSON.stringify(sys.body)).toBe(200);
    expect(sys.body.data.system).toEqual(SYSTEM);
    for (const [system, field] of [
      [{ ...SYSTEM, method: '__proto__' }, 'method'],
      [{ ...SYSTEM, method: 'constructor' }, 'method'],
      [{ ...SYSTEM, crop: '__proto__' }, 'crop'],
      [{ ...SYSTEM, crop: 'toString' }, 'crop'],
      [{ ...SYSTEM, planting_date: 'constructor' }, 'planting_date'],
    ] as const) {
      const res = await call(alice, 'PUT', `/api/v2/zone/${zone.id}`, zoneBody({ system }));
      expect(res.status, JSON.stringify(system)).toBe(400);
      expect(said(res)).toMatch(new RegExp(`^system\\.${field}: `));
    }
    for (const v of ['__proto__', 'constructor']) {
      const res = await call(alice, 'POST', `/api/v2/zone/${zone.id}/irrigations`, {
        start,
        duration_minutes: 30,
        method: v,
      });
      expect(res.status, v).toBe(400);
      expect(said(res)).toMatch(/^method: /);
    }
    // Nothing reached Object.prototype in the stack's process (the test runs it in-process).
    const probe: Record<string, unknown> = {};
    for (const k of ['start', 'note', 'depth_mm', 'efficiency_pct', 'irrigation']) expect(probe[k], k).toBeUndefined();
    await call(alice, 'DELETE', `/api/v2/irrigations/${logged.body.data.irrigation_id}`);
  });
});

describe('numbers and empty text', () => {
  it('a zone system number out of reach, not a number, or empty is a 400 naming it', async () => {
    const cases: [string, unknown][] = [
      ['application_rate_mm_h', 1e-200],
      ['application_rate_mm_h', 1e300],
      ['application_rate_mm_h', ''],
      ['application_rate_mm_h', '   '],
      ['application_rate_mm_h', true],
      ['application_rate_mm_h', [4]],
      ['application_rate_mm_h', '0x10'],
      ['application_rate_mm_h', '0b101'],
      ['application_rate_mm_h', 'Infinity'],
      ['application_rate_mm_h', null],
      ['efficiency_pct', 1e-200],
      ['efficiency_pct', 1e300],
      ['efficiency_pct', ''],
      ['efficiency_pct', true],
      ['root_depth_cm', 1e300],
      ['root_depth_cm', ''],
      ['root_depth_cm', [60]],
      ['planting_date', ''],
      ['method', ''],
    ];
    for (const [field, value] of cases) {
      const res = await call(
        alice,
        'PUT',
        `/api/v2/zone/${zone.id}`,
        zoneBody({ system: { ...SYSTEM, [field]: value } }),
      );
      expect(res.status, `${field} ${JSON.stringify(value)}`).toBe(400);
      expect(said(res)).toMatch(new RegExp(`^system\\.${field}: `));
    }
    // -0 as JSON text (JSON.stringify writes 0): below the scale of a rate, as 0 is.
    const negZero = await raw(
      alice,
      'PUT',
      `/api/v2/zone/${zone.id}`,
      JSON.stringify(zoneBody()).replace('"application_rate_mm_h":4', '"application_rate_mm_h":-0'),
    );
    expect(negZero.status).toBe(400);
    expect(said(negZero)).toMatch(/^system\.application_rate_mm_h: /);
    const huge = await raw(
      alice,
      'PUT',
      `/api/v2/zone/${zone.id}`,
      JSON.stringify(zoneBody()).replace('"application_rate_mm_h":4', '"application_rate_mm_h":1e400'),
    );
    expect(said(huge)).toMatch(/^system\.application_rate_mm_h: /);
    // Decimal text, as a form sends it, still passes.
    const text = await call(
      alice,
      'PUT',
      `/api/v2/zone/${zone.id}`,
      zoneBody({ system: { ...SYSTEM, application_rate_mm_h: ' 4.5 ' } }),
    );
    expect(text.body.data.system.application_rate_mm_h).toBe(4.5);
    expect((await call(alice, 'PUT', `/api/v2/zone/${zone.id}`, zoneBody())).body.data.system).toEqual(SYSTEM);
  });

  it('an irrigation number given as -0, 1e400, text, true or empty is a 400 naming it; nothing is stored', async () => {
    const before = (await call(alice, 'GET', `/api/v2/zone/${zone.id}/irrigations`)).body.data;
    const start = hoursAgo(2);
    const texts: [string, RegExp][] = [
      [`{"start":${start},"duration_minutes":-0}`, /^duration_minutes: /],
      [`{"start":${start},"depth_mm":-0}`, /^depth_mm: /],
      [`{"start":${start},"duration_minutes":1e400}`, /^duration_minutes: /],
      [`{"start":${start},"depth_mm":-1e400}`, /^depth_mm: /],
      [`{"start":-0,"duration_minutes":30}`, /^start: /],
      [`{"start":1e-200,"duration_minutes":30}`, /^start: /],
      [`{"start":${start}.5,"duration_minutes":30}`, /^start: /],
      [`{"start":"","duration_minutes":30}`, /^start: /],
      [`{"start":${start},"duration_minutes":""}`, /^duration_minutes: /],
      [`{"start":${start},"depth_mm":""}`, /^depth_mm: /],
      [`{"start":${start},"depth_mm":true}`, /^depth_mm: /],
      [`{"start":${start},"end":""}`, /^end: /],
      [`{"start":${start},"duration_minutes":30,"method":""}`, /^method: /],
      [`{"start":${start},"duration_minutes":30,"note":""}`, /^note: /],
      [`{"start":${start},"duration_minutes":30,"note":5}`, /^note: /],
    ];
    for (const [text, message] of texts) {
      for (const [method, path] of [
        ['POST', `/api/v2/zone/${zone.id}/irrigations`],
        ['PUT', `/api/v2/irrigations/${entry.irrigation_id}`],
      ]) {
        const res = await raw(alice, method!, path!, text);
        expect(res.status, `${method} ${text}`).toBe(400);
        expect(said(res), text).toMatch(message);
      }
    }
    for (const text of ['null', '[1]', '"x"', ''])
      expect((await raw(alice, 'POST', `/api/v2/zone/${zone.id}/irrigations`, text)).status, text).toBe(400);
    expect((await call(alice, 'GET', `/api/v2/zone/${zone.id}/irrigations`)).body.data).toEqual(before);
  });

  it('takes from the server, not the body, what the grower cannot set: the source, the event, the zone', async () => {
    const other = (
      await call(
        alice,
        'POST',
        `/api/v2/zone/${fieldId}`,
        zoneBody({
          zoneName: 'Zone Other',
          geom: {
            type: 'Polygon',
            coordinates: [
              [
                [151.2015, -33.8065],
                [151.2035, -33.8065],
                [151.2035, -33.8085],
                [151.2015, -33.8085],
              ],
            ],
          },
        }),
      )
    ).body.data;
    const res = await call(alice, 'POST', `/api/v2/zone/${zone.id}/irrigations`, {
      start: hoursAgo(4),
      duration_minutes: 15,
      source: 'demo',
      event_id: eventId,
      zone_id: other.id,
      field_id: 'fld_elsewhere',
      irrigation_id: entry.irrigation_id,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ source: 'grower', zone_id: zone.id, field_id: fieldId });
    expect(res.body.data.irrigation_id).not.toBe(entry.irrigation_id);
    expect(res.body.data).not.toHaveProperty('event_id');
    expect((await call(alice, 'GET', `/api/v2/zone/${other.id}/irrigations`)).body.data.entries).toEqual([]);
    await call(alice, 'DELETE', `/api/v2/irrigations/${res.body.data.irrigation_id}`);
    await call(alice, 'DELETE', `/api/v2/zone/${other.id}`);
  });

  it('a query number out of reach or empty is a 400 naming it', async () => {
    for (const q of [
      'start=&end=',
      'start=1e300&end=1e301',
      'start=abc&end=5',
      'start=10&end=5',
      'start=__proto__&end=constructor',
      'start=-0&end=-1',
    ]) {
      expect((await call(alice, 'GET', `/api/v2/events/${fieldId}?${q}`)).status, `events ${q}`).toBe(400);
      expect((await call(alice, 'GET', `/api/v2/zone/${zone.id}/irrigations?${q}`)).status, `irrigations ${q}`).toBe(
        400,
      );
      expect((await call(alice, 'GET', `/api/v2/zone/${zone.id}/water-budget?${q}`)).status, `water-budget ${q}`).toBe(
        400,
      );
    }
    // The log's range may leave out an end, not give one empty or out of reach.
    for (const q of ['start=', 'end=', 'start=1e300', 'end=1e300']) {
      const res = await call(alice, 'GET', `/api/v2/zone/${zone.id}/irrigations?${q}`);
      expect(res.status, q).toBe(400);
      expect(said(res)).toMatch(new RegExp(`^${q.split('=')[0]}: `));
    }
    // Only one end of the events' range: both are needed.
    const half = await call(alice, 'GET', `/api/v2/events/${fieldId}?start=${hoursAgo(5)}`);
    expect(half.status).toBe(400);
    expect(said(half)).toMatch(/^end: /);
  });
});

describe('the same request twice', () => {
  it('an edit, an answer, a rescan and a zone’s system: the second answers as the first, changes nothing', async () => {
    const edit = { start: hoursAgo(50), duration_minutes: 75, note: 'second set' };
    const one = await call(alice, 'PUT', `/api/v2/irrigations/${entry.irrigation_id}`, edit);
    const two = await call(alice, 'PUT', `/api/v2/irrigations/${entry.irrigation_id}`, edit);
    expect(one.status).toBe(200);
    expect(two).toEqual(one);
    entry = one.body.data;

    for (const irrigation of [true, true, false, false, true]) {
      const res = await call(alice, 'POST', `/api/v2/events/${eventId}/answer`, { irrigation });
      expect(res.body.data).toMatchObject({
        event_id: eventId,
        kind: irrigation ? 'irrigation' : 'rain',
        confirmed: true,
      });
      const fromEvent = (
        (await call(alice, 'GET', `/api/v2/zone/${zone.id}/irrigations`)).body.data.entries as Body[]
      ).filter((e) => e.event_id === eventId);
      expect(fromEvent, String(irrigation)).toHaveLength(irrigation ? 1 : 0);
    }

    const scan = await call(alice, 'POST', `/api/v2/events/${fieldId}/rescan`, {});
    expect(await call(alice, 'POST', `/api/v2/events/${fieldId}/rescan`, {})).toEqual(scan);

    const put = await call(alice, 'PUT', `/api/v2/zone/${zone.id}`, zoneBody());
    expect((await call(alice, 'PUT', `/api/v2/zone/${zone.id}`, zoneBody())).body.data).toEqual(put.body.data);
  });
});

describe('deleted, then restored', () => {
  it('a zone in Recently deleted: advice routes 404, a Yes refused as for no zone; back after a restore', async () => {
    const log = (await call(alice, 'GET', `/api/v2/zone/${zone.id}/irrigations`)).body.data;
    expect((await call(alice, 'DELETE', `/api/v2/zone/${zone.id}`)).status).toBe(200);
    for (const r of ['irrigations', 'recommendation', 'refill-time', 'water-budget', 'soil-points']) {
      expect((await call(alice, 'GET', `/api/v2/zone/${zone.id}/${r}`)).status, r).toBe(404);
    }
    expect(
      (await call(alice, 'POST', `/api/v2/zone/${zone.id}/irrigations`, { start: hoursAgo(1), duration_minutes: 5 }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(alice, 'PUT', `/api/v2/irrigations/${entry.irrigation_id}`, {
          start: hoursAgo(1),
          duration_minutes: 5,
        })
      ).status,
    ).toBe(404);
    expect((await call(alice, 'DELETE', `/api/v2/irrigations/${entry.irrigation_id}`)).status).toBe(404);
    const yes = await call(alice, 'POST', `/api/v2/events/${eventId}/answer`, { irrigation: true });
    expect(yes.status).toBe(400);
    expect(said(yes)).toMatch(/^irrigation: .*no irrigation zone/);
    // Another grower cannot restore it either.
    expect((await call(bob, 'POST', `/api/v2/deleted/zone/${zone.id}/restore`, {})).status).toBe(404);

    expect((await call(alice, 'POST', `/api/v2/deleted/zone/${zone.id}/restore`, {})).status).toBe(200);
    expect((await call(alice, 'POST', `/api/v2/deleted/zone/${zone.id}/restore`, {})).status).toBe(404);
    expect((await call(alice, 'GET', `/api/v2/zone/${zone.id}/irrigations`)).body.data).toEqual(log);
    for (const r of ['recommendation', 'refill-time', 'water-budget', 'soil-points'])
      expect((await call(alice, 'GET', `/api/v2/zone/${zone.id}/${r}`)).status, r).toBe(200);
    expect((await call(alice, 'POST', `/api/v2/events/${eventId}/answer`, { irrigation: true })).status).toBe(200);
  });

  it('a field in Recently deleted takes its zone’s log and its events with it, and gives them back', async () => {
    const log = (await call(alice, 'GET', `/api/v2/zone/${zone.id}/irrigations`)).body.data;
    const events = (await call(alice, 'GET', `/api/v2/events/${fieldId}?${range()}`)).body.data;
    expect((await call(alice, 'DELETE', `/api/field/${fieldId}`)).status).toBe(200);
    expect((await call(alice, 'GET', `/api/v2/zone/${zone.id}/irrigations`)).status).toBe(404);
    expect(
      (await call(alice, 'POST', `/api/v2/zone/${zone.id}/irrigations`, { start: hoursAgo(1), duration_minutes: 5 }))
        .status,
    ).toBe(404);
    expect((await call(alice, 'GET', `/api/v2/events/${fieldId}?${range()}`)).status).toBe(404);
    expect((await call(alice, 'POST', `/api/v2/events/${fieldId}/rescan`, {})).status).toBe(404);
    expect((await call(alice, 'POST', `/api/v2/events/${eventId}/answer`, { irrigation: false })).status).toBe(404);
    expect((await call(alice, 'GET', `/api/v2/zone/${zone.id}/recommendation`)).status).toBe(404);

    expect((await call(alice, 'POST', `/api/v2/deleted/field/${fieldId}/restore`, {})).status).toBe(200);
    expect((await call(alice, 'GET', `/api/v2/zone/${zone.id}/irrigations`)).body.data).toEqual(log);
    expect((await call(alice, 'GET', `/api/v2/events/${fieldId}?${range()}`)).body.data).toEqual(events);
  });
});
