/**
 * Recorded The Things Stack and ChirpStack messages, end to end through the local gateway and the
 * uplink pipeline: stored once and served by the readings API, a status taken, an unknown device
 * parked with 200 and listed for pairing, and one grower's credential never storing into another
 * grower's sensor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, proGrower, startTestStack, type Body, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm } from '../support/management';
import { chirpstackFixture, ttsFixture } from '../unit/lorawan/network-messages/fixtures';

const TTS = '/api/v2/lorawan/tts/uplink';
const CHIRPSTACK = '/api/v2/lorawan/chirpstack';
/** The recorded uplinks' time (the Network Server's reception of the TTS one). */
const HEARD = Date.parse('2026-11-26T22:15:03.916Z');
const DAY = 86_400_000;

interface Grower {
  token: string;
  fieldId: string;
  connections: Record<'tts' | 'chirpstack', { id: string; credential: string }>;
}

let stack: TestStack;
let a: Grower;
let b: Grower;
let euiCounter = 0;
const RUN = (Date.now() % 1e6).toString(16).padStart(6, '0');
const newEui = () => `A84041${RUN}${(euiCounter++).toString(16).padStart(4, '0')}`.toUpperCase();

async function grower(): Promise<Grower> {
  const { token } = await proGrower(stack);
  const field = (await api(stack, 'POST', '/api/field/addField', { token, json: buildField() })).body.data as Body;
  const connections = {} as Grower['connections'];
  for (const kind of ['tts', 'chirpstack'] as const) {
    const id = `${kind}-${Date.now().toString(36)}${euiCounter++}`;
    const made = await api(stack, 'POST', '/api/v2/gateway', { token, json: { gatewayId: id, kind } });
    expect(made.status).toBe(201);
    connections[kind] = { id, credential: made.body.credential as string };
  }
  return { token, fieldId: field.field_id as string, connections };
}

/** A sensor of one Dragino LSE01 at 10 cm, paired through the grower's connection of that kind. */
async function lse01Sensor(g: Grower, kind: 'tts' | 'chirpstack', devEui: string): Promise<string> {
  const form = buildSensorForm(g.fieldId, {
    gatewayId: g.connections[kind].id,
    devices: JSON.stringify([{ dev_eui: devEui, device_type: 'dragino-lse01', depth_cm: 10 }]),
  });
  const res = await api(stack, 'POST', '/api/sensor/v2/new', { token: g.token, form });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return form.sensorId;
}

const ttsUplink = (devEui: string, fCnt = 1204) => {
  const body = ttsFixture('uplink-decoded-two-gateways');
  (body.end_device_ids as Body).dev_eui = devEui.toLowerCase();
  (body.uplink_message as Body).f_cnt = fCnt;
  return body;
};
const chirpstackUplink = (devEui: string) => {
  const body = chirpstackFixture('up-decoded-two-gateways');
  (body.deviceInfo as Body).devEui = devEui.toLowerCase();
  return body;
};

const push = (path: string, credential: string, json: unknown) =>
  api(stack, 'POST', path, { token: credential, json }) as Promise<{ status: number; body: Body }>;
async function readingsOf(g: Grower, sensorId: string): Promise<Body[]> {
  const range = `start=${Math.floor((HEARD - DAY) / 1000)}&end=${Math.floor((HEARD + DAY) / 1000)}`;
  const res = await api(stack, 'GET', `/api/v2/readings/${sensorId}?${range}`, { token: g.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Body[];
}
const devicesOf = async (g: Grower, kind: 'tts' | 'chirpstack') =>
  (await api(stack, 'GET', `/api/v2/gateway/${g.connections[kind].id}/devices`, { token: g.token })).body
    .data as Body[];

beforeAll(async () => {
  stack = await startTestStack();
  a = await grower();
  b = await grower();
});
afterAll(async () => {
  await stack?.close();
});

describe('The Things Stack', () => {
  it('stores a recorded uplink once, however often it is delivered, and serves its reading', async () => {
    const eui = newEui();
    const sensorId = await lse01Sensor(a, 'tts', eui);
    const first = await push(TTS, a.connections.tts.credential, ttsUplink(eui));
    expect(first).toEqual({ status: 200, body: { data: { status: 'stored', readings: 1 } } });
    for (let i = 0; i < 3; i++) {
      const again = await push(TTS, a.connections.tts.credential, ttsUplink(eui));
      expect(again.body.data.status).toBe('duplicate');
    }
    const readings = await readingsOf(a, sensorId);
    expect(readings).toHaveLength(1);
    // The payload formatter's water_SOIL ("19.57", a string) at the device's 10 cm.
    expect(readings[0]).toMatchObject({ time: HEARD, cap50_percent: 19.57 });
  });

  it('stores an uplink whose decoded values carry __proto__ and constructor keys, polluting nothing', async () => {
    const eui = newEui();
    const sensorId = await lse01Sensor(a, 'tts', eui);
    const raw = JSON.stringify(ttsUplink(eui, 31)).replace(
      '"decoded_payload":{',
      '"decoded_payload":{"__proto__":{"water_SOIL":"99"},"constructor":{"prototype":{"polluted":1}},',
    );
    const res = await api(stack, 'POST', TTS, { token: a.connections.tts.credential, raw });
    expect(res.body.data).toEqual({ status: 'stored', readings: 1 });
    expect((await readingsOf(a, sensorId))[0]).toMatchObject({ cap50_percent: 19.57 });
    expect(({} as Body).polluted).toBeUndefined();
  });

  it('parks an unknown device with 200 and lists it for pairing', async () => {
    const eui = newEui();
    const res = await push(TTS, a.connections.tts.credential, ttsUplink(eui));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'parked', reason: expect.any(String) as string });
    const row = (await devicesOf(a, 'tts')).find((d) => d.dev_eui === eui);
    expect(row).toMatchObject({
      sensor_id: null,
      guessed_type: 'dragino-lse01',
      best_gateway: 'orchard-shed',
      rssi: -97,
      parked: { reason: 'unknown-device', f_port: 2, payload: 'zikA8QelCZtuKJA=' },
    });
  });

  it('one grower’s credential naming another grower’s device stores nothing in that grower’s sensor', async () => {
    const eui = newEui();
    const sensorId = await lse01Sensor(a, 'tts', eui);
    const res = await push(TTS, b.connections.tts.credential, ttsUplink(eui, 7));
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('parked');
    expect(await readingsOf(a, sensorId)).toEqual([]);
    expect((await devicesOf(a, 'tts')).find((d) => d.dev_eui === eui)?.last_uplink_at ?? null).toBeNull();
  });
});

describe('ChirpStack', () => {
  it('stores an up event and keeps a status event’s battery level as a percentage', async () => {
    const eui = newEui();
    const sensorId = await lse01Sensor(a, 'chirpstack', eui);
    const up = await push(`${CHIRPSTACK}?event=up`, a.connections.chirpstack.credential, chirpstackUplink(eui));
    expect(up).toEqual({ status: 200, body: { data: { status: 'stored', readings: 1 } } });
    const again = await push(`${CHIRPSTACK}?event=up`, a.connections.chirpstack.credential, chirpstackUplink(eui));
    expect(again.body.data.status).toBe('duplicate');
    expect(await readingsOf(a, sensorId)).toEqual([
      expect.objectContaining({ time: Date.parse('2026-11-26T22:15:04.381Z'), cap50_percent: 19.57 }),
    ]);
    const status = chirpstackFixture('status');
    (status.deviceInfo as Body).devEui = eui;
    const noted = await push(`${CHIRPSTACK}?event=status`, a.connections.chirpstack.credential, status);
    expect(noted).toEqual({ status: 200, body: { data: { status: 'noted' } } });
    const row = (await devicesOf(a, 'chirpstack')).find((d) => d.dev_eui === eui);
    expect(row).toMatchObject({ sensor_id: sensorId, best_gateway: '0016c001f153a14c', rssi: -97, snr: 6.25 });
    // ChirpStack's battery level stays a percentage, beside the voltage the payload itself reported.
    expect(row).toMatchObject({ battery_percent: 87.4, battery_v: 3.625 });
    // An older status changes nothing; a device on external power reports no level.
    const older = { ...status, time: '2026-11-27T01:00:00Z', batteryLevel: 12 };
    await push(`${CHIRPSTACK}?event=status`, a.connections.chirpstack.credential, older);
    const external = chirpstackFixture('status-external-power');
    (external.deviceInfo as Body).devEui = eui;
    await push(`${CHIRPSTACK}?event=status`, a.connections.chirpstack.credential, external);
    expect((await devicesOf(a, 'chirpstack')).find((d) => d.dev_eui === eui)?.battery_percent).toBe(87.4);
  });
});
