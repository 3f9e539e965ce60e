/**
 * LoRaWAN uplinks into readings (acceptUplink called as the network servers' edges call it), on
 * the local stack: pairing devices into a sensor, exactly once (copies, retries, replays,
 * re-joins, a crash between the writes), parking, one grower's DevEUI never feeding another's
 * sensor, a freed DevEUI claimed again, and the connection's device list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runScheduledAlerts } from '../../lambdas/alerts/services/alerts-run';
import { acceptStatus, acceptUplink } from '../../lambdas/lorawan';
import type { Uplink } from '../../lambdas/lorawan/rules/uplink';
import { dynamoReadingsStore } from '../../lambdas/readings/adapters/readings/dynamodb';
import { UnwrittenReadingsError, type ReadingsStore } from '../../lambdas/readings/adapters/readings/port';
import { formulaOfSensor } from '../../lambdas/sensors/services/formulas';
import { currentSeries } from '../support/readings';
import { api, proGrower, startTestStack, type Body, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm } from '../support/management';

let stack: TestStack;
type Grower = { username: string; token: string; fieldId: string; gatewayId: string };
let a: Grower;
let b: Grower;

/** A month back: every uplink of this file (up to T + 21 days) lies in the past, as the readings store requires. */
const T = Date.UTC(2026, 9, 1, 6);
const MIN = 60_000;
let euiCounter = 0;
const RUN = (Date.now() % 1e6).toString(16).padStart(6, '0');
const newEui = () => `A84041${RUN}${(euiCounter++).toString(16).padStart(4, '0')}`.toUpperCase();
/**
 * Real payloads: an LSE01 uplink (its device repository example, CE2900F107A5099B6E2890: battery
 * 3.625 V, water_SOIL 19.57 %) with the moisture word replaced; a DL-SMTP Decentlab frame (as its
 * example 020B50000309…0B3B) with eight moisture counts, each depth at 27 °C, battery 2.875 V.
 */
const lse01 = (percent: number) => {
  const b = Buffer.from('CE2900F107A5099B6E2890', 'hex');
  b.writeUInt16BE(Math.round(percent * 100), 4);
  return b.toString('base64');
};
const smtp = (counts: number[]) =>
  Buffer.from(`020B500003${counts.map((c) => c.toString(16).padStart(4, '0') + '8A8C').join('')}0B3B`, 'hex').toString(
    'base64',
  );
/** The DL-SMTP count its preset, (count − 2500) / 500, turns into `percent`. */
const count = (percent: number) => percent * 500 + 2500;

const uplink = (devEui: string, fCnt: number, payload: string, over: Partial<Uplink> = {}): Uplink => ({
  devEui,
  session: 'sess-1',
  fCnt,
  fPort: 2,
  payload,
  decoded: null,
  receivedAt: T + fCnt * 20 * MIN,
  receptions: [{ gatewayId: 'eui-b827ebfffe000001', rssi: -90, snr: 7 }],
  ...over,
});
const conn = (g: Grower) => ({ gatewayId: g.gatewayId, owner: g.username, kind: 'tts' as const });

async function grower(): Promise<Grower> {
  // Pro: the plan covers the many sensors this file pairs.
  const g = await proGrower(stack);
  const token = g.token;
  const fieldId = ((await api(stack, 'POST', '/api/field/addField', { token, json: buildField() })).body.data as Body)
    .field_id as string;
  const gatewayId = `tts-${Date.now().toString(36)}${euiCounter++}`;
  const made = await api(stack, 'POST', '/api/v2/gateway', { token, json: { gatewayId, kind: 'tts' } });
  expect(made.status).toBe(201);
  return { username: g.username, token, fieldId, gatewayId };
}

const pair = (g: Grower, devices: unknown, over: Record<string, string> = {}) => {
  const form = buildSensorForm(g.fieldId, {
    gatewayId: g.gatewayId,
    devices: typeof devices === 'string' ? devices : JSON.stringify(devices),
    ...over,
  });
  return api(stack, 'POST', '/api/sensor/v2/new', { token: g.token, form }).then((r) => ({
    ...r,
    sensorId: form.sensorId,
  }));
};
const readingsOf = async (g: Grower, sensorId: string, from = T - 86_400_000, to = T + 30 * 86_400_000) =>
  (await api(stack, 'GET', `/api/v2/readings/${sensorId}?start=${from / 1000}&end=${to / 1000}`, { token: g.token }))
    .body.data as Body[];
const devicesOf = (g: Grower, gatewayId = g.gatewayId) =>
  api(stack, 'GET', `/api/v2/gateway/${gatewayId}/devices`, { token: g.token });

beforeAll(async () => {
  stack = await startTestStack();
  a = await grower();
  b = await grower();
});
afterAll(async () => {
  await stack?.close();
});

describe('pairing devices into a sensor', () => {
  it('refuses devices that are missing, malformed, incomplete or through a gateway that is not LoRaWAN', async () => {
    const eui = newEui();
    const missing = await api(stack, 'POST', '/api/sensor/v2/new', {
      token: a.token,
      form: buildSensorForm(a.fieldId, { gatewayId: a.gatewayId }),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.err).toMatch(/^devices: /);
    for (const [devices, field] of [
      ['not json', /^devices: /],
      [[], /^devices: /],
      [[{ dev_eui: eui, device_type: 'dragino-lse01' }], /^devices\.0\.depth_cm: /],
      [[{ dev_eui: 'XYZ', device_type: 'dragino-lse01', depth_cm: 10 }], /^devices\.0\.dev_eui: /],
      [[{ dev_eui: eui, device_type: '__proto__', depth_cm: 10 }], /^devices\.0\.device_type: /],
      [
        [
          { dev_eui: eui, device_type: 'dragino-lse01', depth_cm: 10 },
          { dev_eui: eui.toLowerCase(), device_type: 'dragino-lse01', depth_cm: 50 },
        ],
        /^devices\.1\.dev_eui: listed twice/,
      ],
      [[{ dev_eui: eui, device_type: 'dragino-lse01', depth_cm: 30 }], /^devices: none of these devices/],
      [
        [
          { dev_eui: eui, device_type: 'dragino-lse01', depth_cm: 10 },
          { dev_eui: newEui(), device_type: 'decentlab-dl-smtp' },
        ],
        /^devices: devices of one sensor share one calibration/,
      ],
    ] as const) {
      const res = await pair(a, devices);
      expect(res.status, JSON.stringify(devices)).toBe(400);
      expect(res.body.err).toMatch(field);
    }
    // A Fieldwise gateway carries no devices.
    const fieldwise = `gw-${Date.now().toString(36)}`;
    await api(stack, 'POST', '/api/v2/gateway', { token: a.token, json: { gatewayId: fieldwise } });
    const plain = await pair(a, [{ dev_eui: eui, device_type: 'dragino-lse01', depth_cm: 10 }], {
      gatewayId: fieldwise,
    });
    expect(plain.status).toBe(400);
    expect(plain.body.err).toMatch(/^devices: /);
    // Nothing was claimed by any refusal: the DevEUI is free for another grower.
    expect((await pair(b, [{ dev_eui: eui, device_type: 'dragino-lse01', depth_cm: 10 }])).status).toBe(201);
  });

  it('makes one probe of three LSE01 whose readings carry every depth, though each device reports alone', async () => {
    const [e10, e50, e100] = [newEui(), newEui(), newEui()];
    const made = await pair(a, [
      { dev_eui: e10, device_type: 'dragino-lse01', depth_cm: 10 },
      { dev_eui: e50.toLowerCase(), device_type: 'dragino-lse01', depth_cm: 50 },
      { dev_eui: e100, device_type: 'dragino-lse01', depth_cm: 100 },
    ]);
    expect(made.status).toBe(201);
    expect((made.body.data as Body).sensor_id).toBe(made.sensorId);
    const t = T + 3 * 86_400_000;
    const at = (dev: string, fCnt: number, pct: number, minutes: number) =>
      acceptUplink(conn(a), uplink(dev, fCnt, lse01(pct), { receivedAt: t + minutes * MIN }));
    expect(await at(e10, 1, 21.5, 0)).toEqual({ status: 'stored', readings: 1 });
    expect(await at(e50, 1, 33.25, 2)).toEqual({ status: 'stored', readings: 1 });
    expect(await at(e100, 1, 40, 4)).toEqual({ status: 'stored', readings: 1 });
    const rows = await readingsOf(a, made.sensorId, t - MIN, t + 10 * MIN);
    // The first reading has only 10 cm (the others had not spoken): a gap at 50 and 100 cm, 10 cm
    // charted. The third has all three, the two others' values being within their reporting interval.
    const series = await currentSeries(made.sensorId);
    const stored = await dynamoReadingsStore().range(series, { from: t - MIN, to: t + 10 * MIN });
    expect(stored.map((r) => [r.raw.at10cm, r.raw.at50cm, r.raw.at100cm])).toEqual([
      [21.5, null, null],
      [21.5, 33.25, null],
      [21.5, 33.25, 40],
    ]);
    expect(stored.map((r) => r.flags)).toEqual([[], [], []]);
    expect(rows.map((r) => r.cap50_percent)).toEqual([21.5, 21.5, 21.5]);
    expect(stored[2]!.payload).toBe(lse01(40));
    expect(rows.at(-1)).toMatchObject({ cap50_percent: 21.5, cap100_percent: 33.25, cap150_percent: 40 });
    // A device silent for longer than its interval lends nothing: 10 cm two hours later stands
    // alone, still charted, with gaps where the quiet devices are.
    await at(e10, 2, 22, 120);
    const later = await dynamoReadingsStore().range(series, { from: t + 119 * MIN, to: t + 121 * MIN });
    expect(later.map((r) => [r.raw.at10cm, r.raw.at50cm, r.raw.at100cm, r.flags])).toEqual([[22, null, null, []]]);
  });

  it('names the quiet device of a three-LSE01 probe, charts the others, and clears when it reports', async () => {
    const [e10, e50, e100] = [newEui(), newEui(), newEui()];
    const made = await pair(a, [
      { dev_eui: e10, device_type: 'dragino-lse01', depth_cm: 10 },
      { dev_eui: e50, device_type: 'dragino-lse01', depth_cm: 50 },
      { dev_eui: e100, device_type: 'dragino-lse01', depth_cm: 100 },
    ]);
    expect(made.status).toBe(201);
    const t = T + 5 * 86_400_000;
    const at = (dev: string, fCnt: number, pct: number, minutes: number) =>
      acceptUplink(conn(a), uplink(dev, fCnt, lse01(pct), { receivedAt: t + minutes * MIN }));
    await at(e10, 1, 20, 0);
    await at(e50, 1, 30, 2);
    await at(e100, 1, 40, 4);
    // The 50 cm device stops; the others report every 20 minutes (LSE01's interval) for 3 h.
    for (let i = 1; i <= 9; i++) {
      await at(e10, 1 + i, 20, i * 20);
      await at(e100, 1 + i, 40, i * 20 + 4);
    }
    const notes = async () =>
      (
        (await api(stack, 'GET', '/api/v2/notifications', { token: a.token })).body.data as {
          notifications: Body[];
        }
      ).notifications.filter((n) => n.sensor_id === made.sensorId && n.kind === 'silent-sensor');
    const store = dynamoReadingsStore();
    // Within 4 of its reports nothing is said; past them, one alert naming it.
    await runScheduledAlerts(store, t + 60 * MIN);
    expect(await notes()).toEqual([]);
    await runScheduledAlerts(store, t + 185 * MIN);
    await runScheduledAlerts(store, t + 200 * MIN);
    const started = await notes();
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ phase: 'start', title: expect.stringContaining('50 cm device') });
    expect(started[0]!.body).toContain(`its 50 cm device ${e50.slice(0, 4)}…${e50.slice(-4)} has sent nothing for 3 h`);
    // The other depths keep charting; 50 cm is a gap once its last value is too old to stand in.
    const rows = await readingsOf(a, made.sensorId, t + 119 * MIN, t + 181 * MIN);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => [r.cap50_percent, r.cap100_percent, r.cap150_percent])).toEqual(
      rows.map(() => [20, null, 40]),
    );
    // It reports again: the next look clears the alert, once.
    await at(e50, 2, 31, 205);
    await runScheduledAlerts(store, t + 210 * MIN);
    await runScheduledAlerts(store, t + 225 * MIN);
    const after = await notes();
    expect(after.map((n) => n.phase).sort()).toEqual(['clear', 'start']);
  });

  it('makes a DL-SMTP a sensor of 10 and 50 cm with its preset formula, valid without 100 cm', async () => {
    const eui = newEui();
    const made = await pair(a, [{ dev_eui: eui, device_type: 'decentlab-dl-smtp' }]);
    expect(made.status).toBe(201);
    const formula = await formulaOfSensor(made.sensorId);
    expect(formula).toMatchObject({ formula: '(val - x1) / x2', parameter: 'x1=2500, x2=500' });
    const counts = [25, 26, 27, 28, 50, 51, 52, 53].map(count);
    expect(await acceptUplink(conn(a), uplink(eui, 7, smtp(counts), { fPort: 1 }))).toEqual({
      status: 'stored',
      readings: 1,
    });
    const [r] = await dynamoReadingsStore().range(await currentSeries(made.sensorId), { from: T, to: T + 86_400_000 });
    // 10 cm from its own 10 cm value (not 20 cm's), 50 cm from 50 cm; 30, 40, 70, 80 cm serve
    // no measured depth and stay only in the payload kept with the reading.
    expect(r!.raw).toMatchObject({
      at10cm: count(25),
      at50cm: count(50),
      at100cm: null,
      temperature: 27,
      battery_vol: 2.875,
    });
    expect(r!.calibrated).toEqual({ at10cm: 25, at50cm: 50, at100cm: null });
    expect(r!.flags).toEqual([]);
    expect(r!.payload).toBe(smtp(counts));
    const shown = await readingsOf(a, made.sensorId);
    expect(shown).toHaveLength(1);
    // A count its formula puts below 0 % is kept (the formula may be wrong: recompute fixes it),
    // flagged, and not charted.
    const low = await acceptUplink(conn(a), uplink(eui, 8, smtp(counts.map(() => 1_000)), { fPort: 1 }));
    expect(low).toEqual({ status: 'stored', readings: 1 });
    const stored = await dynamoReadingsStore().range(await currentSeries(made.sensorId), {
      from: T,
      to: T + 86_400_000,
    });
    expect(stored.map((x) => x.flags)).toEqual([[], ['negative']]);
    expect(await readingsOf(a, made.sensorId)).toHaveLength(1);
  });

  it('parks a moisture the device reports beyond its range, keeping its battery', async () => {
    const eui = newEui();
    await pair(a, [{ dev_eui: eui, device_type: 'dragino-lse01', depth_cm: 10 }]);
    const out = await acceptUplink(conn(a), uplink(eui, 1, lse01(120)));
    expect(out).toMatchObject({ status: 'parked', reason: 'undecodable' });
    const row = ((await devicesOf(a)).body.data as Body[]).find((d) => d.dev_eui === eui)!;
    expect(row.parked).toMatchObject({ reason: 'undecodable', payload: lse01(120) });
    expect(row.parked.detail).toMatch(/outside what the probe measures/);
    expect(row.parked).toMatchObject({ detail_code: 'no_soil_moisture', detail_values: null });
    // Its battery still counts.
    expect(row.battery_v).toBe(3.625);
  });

  it('refuses (409) a DevEUI another grower holds, and the same DevEUI twice', async () => {
    const eui = newEui();
    expect((await pair(a, [{ dev_eui: eui, device_type: 'dragino-lse01', depth_cm: 10 }])).status).toBe(201);
    const theirs = await pair(b, [{ dev_eui: eui, device_type: 'dragino-lse01', depth_cm: 10 }]);
    expect(theirs.status).toBe(409);
    expect(theirs.body.err).toMatch(/another account/);
    const again = await pair(a, [{ dev_eui: eui, device_type: 'dragino-lse01', depth_cm: 50 }]);
    expect(again.status).toBe(409);
    expect(again.body.err).toMatch(/part of your sensor/);
  });
});

describe('exactly once', () => {
  let eui: string;
  let sensorId: string;
  beforeAll(async () => {
    eui = newEui();
    const made = await pair(a, [{ dev_eui: eui, device_type: 'dragino-lse01', depth_cm: 10 }]);
    sensorId = made.sensorId;
  });

  it('stores the same uplink delivered 7 times once', async () => {
    const outcomes = [];
    for (let i = 0; i < 7; i++) outcomes.push(await acceptUplink(conn(a), uplink(eui, 10, lse01(25)), {}));
    expect(outcomes[0]).toEqual({ status: 'stored', readings: 1 });
    expect(outcomes.slice(1)).toEqual(Array(6).fill({ status: 'duplicate', readings: 1 }));
    expect(await readingsOf(a, sensorId)).toHaveLength(1);
  });

  it("stores several gateways' copies once, at the first copy's time, and keeps the best reception", async () => {
    const copies = [
      { receivedAt: T + 300 * MIN, receptions: [{ gatewayId: 'gw-far', rssi: -118, snr: -12 }] },
      { receivedAt: T + 300 * MIN + 850, receptions: [{ gatewayId: 'gw-near', rssi: -71, snr: 9.5 }] },
      { receivedAt: T + 300 * MIN + 2_000, receptions: [{ gatewayId: 'gw-mid', rssi: -100, snr: 1 }] },
    ];
    const outcomes = await Promise.all(copies.map((c) => acceptUplink(conn(a), uplink(eui, 11, lse01(26), c))));
    expect(outcomes.filter((o) => o.status === 'stored')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'duplicate')).toHaveLength(2);
    const rows = await readingsOf(a, sensorId, T + 299 * MIN, T + 302 * MIN);
    expect(rows).toHaveLength(1);
    const row = ((await devicesOf(a)).body.data as Body[]).find((d) => d.dev_eui === eui)!;
    expect(row).toMatchObject({ sensor_id: sensorId, device_type: 'dragino-lse01', depth_cm: 10 });
    expect(row).toMatchObject({ rssi: -71, snr: 9.5, best_gateway: 'gw-near' });
  });

  it('stores a replay days later once, at its first time', async () => {
    const first = uplink(eui, 12, lse01(27));
    await acceptUplink(conn(a), first);
    const replay = await acceptUplink(conn(a), { ...first, receivedAt: first.receivedAt + 4 * 86_400_000 });
    expect(replay).toEqual({ status: 'duplicate', readings: 1 });
    const times = (await readingsOf(a, sensorId)).map((r) => r.time as number);
    expect(times.filter((x) => x === first.receivedAt)).toHaveLength(1);
    expect(times).not.toContain(first.receivedAt + 4 * 86_400_000);
  });

  it('accepts a frame counter that restarts after a re-join (a new session)', async () => {
    const before = (await readingsOf(a, sensorId)).length;
    const rejoined = await acceptUplink(
      conn(a),
      uplink(eui, 10, lse01(30), { session: 'sess-2', receivedAt: T + 2 * 86_400_000 }),
    );
    expect(rejoined).toEqual({ status: 'stored', readings: 1 });
    expect(await readingsOf(a, sensorId)).toHaveLength(before + 1);
  });

  it('counts uplinks lost in the last day from frame-counter gaps', async () => {
    const dev = newEui();
    await pair(a, [{ dev_eui: dev, device_type: 'dragino-lse01', depth_cm: 10 }]);
    // The device list counts the day before the request: these frames are of the real last day.
    const now = Date.now();
    // Frame 90 is older than a day: the gap from it to 100 is not counted.
    const frames: [number, number][] = [
      [90, 25 * 60],
      [100, 10],
      [101, 9],
      [104, 6],
      [105, 5],
      [110, 0],
    ];
    for (const [f, minutesAgo] of frames) {
      await acceptUplink(conn(a), uplink(dev, f, lse01(28), { receivedAt: now - minutesAgo * MIN }), { now });
    }
    // A copy of a frame adds nothing.
    await acceptUplink(conn(a), uplink(dev, 104, lse01(28), { receivedAt: now - 6 * MIN }), { now });
    const row = ((await devicesOf(a)).body.data as Body[]).find((d) => d.dev_eui === dev)!;
    // 102, 103 and 106…109 never came.
    expect(row.lost_last_day).toBe(6);
    expect(row.last_uplink_at).toBe(new Date(now).toISOString());
  });

  it('heals a crash between the uplink key write and the readings write, and a busy store, on the retry', async () => {
    const real = dynamoReadingsStore();
    const crashing: ReadingsStore = { ...real, put: () => Promise.reject(new Error('the process died')) };
    const busy: ReadingsStore = {
      ...real,
      put: (readings) => Promise.reject(new UnwrittenReadingsError(readings)),
    };
    const up = uplink(eui, 200, lse01(31), { receivedAt: T + 20 * 86_400_000 });
    await expect(acceptUplink(conn(a), up, { store: crashing })).rejects.toThrow('the process died');
    expect(await readingsOf(a, sensorId, up.receivedAt, up.receivedAt)).toHaveLength(0);
    expect(await acceptUplink(conn(a), { ...up, receivedAt: up.receivedAt + 5_000 }, { store: busy })).toEqual({
      status: 'failed',
    });
    expect(await acceptUplink(conn(a), { ...up, receivedAt: up.receivedAt + 9_000 })).toEqual({
      status: 'duplicate',
      readings: 1,
    });
    const stored = await readingsOf(a, sensorId, up.receivedAt, up.receivedAt + 10_000);
    expect(stored.map((r) => r.time as number)).toEqual([up.receivedAt]);
    expect(stored[0]).toMatchObject({ cap50_percent: 31 });
  });

  it("uses the network server's decoded values (numbers as strings too) when it sent them", async () => {
    const out = await acceptUplink(
      conn(a),
      uplink(eui, 300, null as unknown as string, {
        payload: null,
        decoded: { water_SOIL: '33.5' },
        receivedAt: T + 21 * 86_400_000,
      }),
    );
    expect(out).toEqual({ status: 'stored', readings: 1 });
    const [r] = await readingsOf(a, sensorId, T + 21 * 86_400_000, T + 21 * 86_400_000);
    expect(r).toMatchObject({ cap50_percent: 33.5 });
  });
});

describe('parking', () => {
  it('parks an unknown DevEUI, lists it for pairing with its guessed type, then pairs it', async () => {
    const eui = newEui();
    const out = await acceptUplink(conn(a), uplink(eui, 1, lse01(20)));
    expect(out).toMatchObject({ status: 'parked', reason: 'unknown-device' });
    const res = await devicesOf(a);
    expect(res.status).toBe(200);
    const row = (res.body.data as Body[]).find((d) => d.dev_eui === eui);
    expect(row).toMatchObject({
      sensor_id: null,
      device_type: null,
      guessed_type: 'dragino-lse01',
      rssi: -90,
      best_gateway: 'eui-b827ebfffe000001',
      parked: { reason: 'unknown-device', f_port: 2, payload: lse01(20) },
    });
    const made = await pair(a, [{ dev_eui: eui, device_type: 'dragino-lse01', depth_cm: 10 }]);
    expect(made.status).toBe(201);
    expect(await acceptUplink(conn(a), uplink(eui, 2, lse01(20)))).toEqual({ status: 'stored', readings: 1 });
  });

  it('parks a payload no decoder understands, visibly', async () => {
    const eui = newEui();
    await pair(a, [{ dev_eui: eui, device_type: 'dragino-lse01', depth_cm: 50 }]);
    const out = await acceptUplink(conn(a), uplink(eui, 1, Buffer.from([1, 2, 3]).toString('base64')));
    expect(out).toMatchObject({ status: 'parked', reason: 'undecodable' });
    const row = ((await devicesOf(a)).body.data as Body[]).find((d) => d.dev_eui === eui)!;
    expect(row.parked).toMatchObject({ reason: 'undecodable', payload: 'AQID' });
  });

  it("lists a connection's devices for its owner only (404: another's, a Fieldwise gateway)", async () => {
    expect((await devicesOf(b, a.gatewayId)).status).toBe(404);
    const fieldwise = `gw-${Date.now().toString(36)}x`;
    await api(stack, 'POST', '/api/v2/gateway', { token: a.token, json: { gatewayId: fieldwise } });
    expect((await devicesOf(a, fieldwise)).status).toBe(404);
    expect((await devicesOf(a, 'nope-gateway')).status).toBe(404);
  });
});

describe("one grower's connection and another's DevEUI", () => {
  it("stores nothing into the other grower's sensor and reveals nothing of it", async () => {
    const eui = newEui();
    const made = await pair(a, [{ dev_eui: eui, device_type: 'dragino-lse01', depth_cm: 10 }]);
    await acceptUplink(conn(a), uplink(eui, 1, lse01(20)));
    const out = await acceptUplink(conn(b), uplink(eui, 2, lse01(99)));
    expect(out).toMatchObject({ status: 'parked', reason: 'unknown-device' });
    expect(await readingsOf(a, made.sensorId)).toHaveLength(1);
    const seen = ((await devicesOf(b)).body.data as Body[]).find((d) => d.dev_eui === eui)!;
    expect(seen).toMatchObject({ sensor_id: null, device_type: null, depth_cm: null });
    // A's own row keeps A's reception, not B's uplink.
    const own = ((await devicesOf(a)).body.data as Body[]).find((d) => d.dev_eui === eui)!;
    expect(own.parked).toBeNull();
  });
});

describe('a freed DevEUI', () => {
  it('is parked while its sensor is gone, held while restorable, then claimed anew', async () => {
    const eui = newEui();
    const made = await pair(a, [{ dev_eui: eui, device_type: 'dragino-lse01', depth_cm: 10 }]);
    await acceptUplink(conn(a), uplink(eui, 1, lse01(20)));
    const series = await currentSeries(made.sensorId);
    expect((await api(stack, 'DELETE', `/api/sensor/${made.sensorId}`, { token: a.token })).status).toBe(200);
    expect(await acceptUplink(conn(a), uplink(eui, 2, lse01(21)))).toMatchObject({
      status: 'parked',
      reason: 'no-sensor',
    });
    const gone = ((await devicesOf(a)).body.data as Body[]).find((d) => d.dev_eui === eui)!;
    expect(gone).toMatchObject({
      sensor_id: null,
      parked: {
        reason: 'no-sensor',
        detail: `Its sensor ${made.sensorId} no longer exists.`,
        detail_code: 'sensor_gone',
        detail_values: { sensor: made.sensorId },
      },
    });
    const held = await pair(b, [{ dev_eui: eui, device_type: 'dragino-lse01', depth_cm: 10 }]);
    expect(held.status).toBe(409);
    expect((await api(stack, 'DELETE', `/api/v2/deleted/sensor/${series}`, { token: a.token })).status).toBe(200);
    const reclaimed = await pair(b, [{ dev_eui: eui, device_type: 'dragino-lse01', depth_cm: 10 }], {
      sensorId: made.sensorId,
    });
    expect(reclaimed.status).toBe(201);
    // The same session and frame counter as A's stored uplink: B's pairing keys its own.
    expect(await acceptUplink(conn(b), uplink(eui, 1, lse01(44)))).toEqual({ status: 'stored', readings: 1 });
    const shown = await readingsOf(b, made.sensorId);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ cap50_percent: 44 });
    expect(await acceptUplink(conn(a), uplink(eui, 3, lse01(22)))).toMatchObject({ reason: 'unknown-device' });
  });
});

describe('battery from status reports', () => {
  it("keeps a paired device's battery, and makes no row for a DevEUI the connection never heard", async () => {
    const eui = newEui();
    await pair(a, [{ dev_eui: eui, device_type: 'dragino-lse01', depth_cm: 10 }]);
    await acceptStatus(conn(a), eui.toLowerCase(), { batteryV: 3.31, at: T });
    await acceptStatus(conn(a), eui, { batteryV: 2.9, at: T - 60_000 });
    const row = ((await devicesOf(a)).body.data as Body[]).find((d) => d.dev_eui === eui)!;
    expect(row.battery_v).toBe(3.31);
    // Another grower's connection naming it changes nothing of A's and makes nothing of its own.
    await acceptStatus(conn(b), eui, { batteryV: 1.1, at: T + 60_000 });
    expect(((await devicesOf(a)).body.data as Body[]).find((d) => d.dev_eui === eui)!.battery_v).toBe(3.31);
    const stranger = newEui();
    await acceptStatus(conn(a), stranger, { batteryV: 3.6, at: T });
    expect(((await devicesOf(a)).body.data as Body[]).some((d) => d.dev_eui === stranger)).toBe(false);
  });
});
