/**
 * The LoRaWAN uplink pipeline attacked through its HTTP endpoints (The Things Stack's webhook, the
 * device list, pairing, Recently deleted): a second grower on every id, prototype names and
 * extreme numbers where ids and values go, frame counters at their edges, copies sent at once,
 * pairing sent twice at once, a sensor of devices deleted and restored, and bodies at the limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LORAWAN_MAX_BODY_BYTES } from '@shared/lorawan/endpoint';
import { currentSeries } from '../support/readings';
import { api, proGrower, startTestStack, type Body, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm } from '../support/management';
import { chirpstackFixture, ttsFixture } from '../unit/lorawan/network-messages/fixtures';

const TTS = '/api/v2/lorawan/tts/uplink';
const T = Date.UTC(2026, 10, 26, 6);
const MIN = 60_000;
const DAY = 86_400_000;

interface Grower {
  token: string;
  fieldId: string;
  gatewayId: string;
  credential: string;
}

let stack: TestStack;
let a: Grower;
let b: Grower;
let counter = 0;
const RUN = (Date.now() % 1e6).toString(16).padStart(6, '0');
const newEui = () => `A84041${RUN}${(counter++).toString(16).padStart(4, '0')}`.toUpperCase();

async function grower(): Promise<Grower> {
  const { token } = await proGrower(stack);
  const field = (await api(stack, 'POST', '/api/field/addField', { token, json: buildField() })).body.data as Body;
  const gatewayId = `tts-atk-${Date.now().toString(36)}${counter++}`;
  const made = await api(stack, 'POST', '/api/v2/gateway', { token, json: { gatewayId, kind: 'tts' } });
  expect(made.status).toBe(201);
  return { token, fieldId: field.field_id as string, gatewayId, credential: made.body.credential as string };
}

const pair = (g: Grower, devEui: string, sensorId?: string) => {
  const form = buildSensorForm(g.fieldId, {
    gatewayId: g.gatewayId,
    devices: JSON.stringify([{ dev_eui: devEui, device_type: 'dragino-lse01', depth_cm: 10 }]),
    ...(sensorId ? { sensorId } : {}),
  });
  return api(stack, 'POST', '/api/sensor/v2/new', { token: g.token, form }).then((r) => ({
    ...r,
    sensorId: form.sensorId,
  }));
};

/** An LSE01 frame (its device repository example) with the moisture word set to `percent`. */
const lse01 = (percent: number) => {
  const bytes = Buffer.from('CE2900F107A5099B6E2890', 'hex');
  bytes.writeUInt16BE(Math.round(percent * 100), 4);
  return bytes.toString('base64');
};

/** A recorded TTS uplink of `devEui`, its bytes only (no payload formatter), heard at T + fCnt minutes. */
function uplink(devEui: string, fCnt: number | undefined, percent = 20, over: Body = {}): Body {
  const body = ttsFixture('uplink-decoded-two-gateways');
  (body.end_device_ids as Body).dev_eui = devEui.toLowerCase();
  const up = body.uplink_message as Body;
  delete up.decoded_payload;
  if (fCnt === undefined) delete up.f_cnt;
  else up.f_cnt = fCnt;
  up.frm_payload = lse01(percent);
  up.received_at = new Date(T + (fCnt ?? 0) * MIN).toISOString();
  Object.assign(up, over);
  return body;
}

const push = (g: Grower, json: unknown) =>
  api(stack, 'POST', TTS, { token: g.credential, json }) as Promise<{ status: number; body: Body }>;
const readingsOf = async (g: Grower, sensorId: string) => {
  const res = await api(
    stack,
    'GET',
    `/api/v2/readings/${sensorId}?start=${(T - DAY) / 1000}&end=${(T + 60 * DAY) / 1000}`,
    {
      token: g.token,
    },
  );
  return res;
};
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

describe('a second grower on every id', () => {
  it("B's credential posting A's DevEUI stores nothing of A's and lists nothing of A's", async () => {
    const eui = newEui();
    const made = await pair(a, eui);
    expect(made.status).toBe(201);
    const res = await push(b, uplink(eui, 5, 33));
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('parked');
    expect((await readingsOf(a, made.sensorId)).body.data).toEqual([]);
    // B sees a stranger it heard, with no sensor of A's named.
    const heard = ((await devicesOf(b)).body.data as Body[]).find((d) => d.dev_eui === eui)!;
    expect(heard).toMatchObject({ sensor_id: null });
    expect(JSON.stringify(heard)).not.toContain(made.sensorId);
    // A's own copy of the same frame is still A's first and is stored.
    expect((await push(a, uplink(eui, 5, 33))).body.data).toEqual({ status: 'stored', readings: 1 });
  });

  it("B pairing A's DevEUI is 409 and changes nothing; B reading A's devices or readings is 404", async () => {
    const eui = newEui();
    const made = await pair(a, eui);
    expect(made.status).toBe(201);
    const taken = await pair(b, eui);
    expect(taken.status).toBe(409);
    expect((await api(stack, 'GET', `/api/sensor/${taken.sensorId}`, { token: b.token })).status).toBe(404);
    expect((await push(a, uplink(eui, 6, 27))).body.data).toEqual({ status: 'stored', readings: 1 });
    expect((await devicesOf(b, a.gatewayId)).status).toBe(404);
    expect((await readingsOf(b, made.sensorId)).status).toBe(404);
    const mine = ((await devicesOf(a)).body.data as Body[]).find((d) => d.dev_eui === eui)!;
    expect(mine.sensor_id).toBe(made.sensorId);
  });

  it("a DevEUI freed by A, claimed by B: B sees none of A's readings, A's connection stores nothing", async () => {
    const eui = newEui();
    const made = await pair(a, eui);
    expect((await push(a, uplink(eui, 1, 21))).body.data.status).toBe('stored');
    const series = await currentSeries(made.sensorId);
    expect((await api(stack, 'DELETE', `/api/sensor/${made.sensorId}`, { token: a.token })).status).toBe(200);
    expect((await api(stack, 'DELETE', `/api/v2/deleted/sensor/${series}`, { token: a.token })).status).toBe(200);
    // B registers the very same sensor id and DevEUI.
    const claimed = await pair(b, eui, made.sensorId);
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(201);
    expect((await readingsOf(b, made.sensorId)).body.data).toEqual([]);
    // A's connection still sends the device's frames (another frame, and A's old one replayed).
    expect((await push(a, uplink(eui, 2, 22))).body.data.status).toBe('parked');
    expect((await push(a, uplink(eui, 1, 21))).body.data.status).toBe('parked');
    expect((await readingsOf(b, made.sensorId)).body.data).toEqual([]);
    // B's own copy of frame 1 is B's first.
    expect((await push(b, uplink(eui, 1, 44))).body.data).toEqual({ status: 'stored', readings: 1 });
    const shown = (await readingsOf(b, made.sensorId)).body.data as Body[];
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ cap50_percent: 44 });
  });
});

describe('prototype names and extreme values', () => {
  it('treats __proto__, constructor and toString as DevEUIs, gateway ids and payloads that are not', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', '']) {
      const asEui = await push(a, uplink(name, 1));
      expect(asEui.status, name).toBe(200);
      expect(asEui.body.data.status, name).toBe('ignored');
      const asPayload = await push(a, uplink(newEui(), 1, 20, { frm_payload: name }));
      expect(asPayload.status, name).toBe(200);
      expect(['ignored', 'parked'], name).toContain(asPayload.body.data.status);
      // Not a gateway id at all (400 naming it), or no gateway of the caller's (404).
      if (name) expect([400, 404], name).toContain((await devicesOf(a, name)).status);
    }
    const pairProto = await api(stack, 'POST', '/api/sensor/v2/new', {
      token: a.token,
      form: buildSensorForm(a.fieldId, {
        gatewayId: '__proto__',
        devices: JSON.stringify([{ dev_eui: newEui(), device_type: 'dragino-lse01', depth_cm: 10 }]),
      }),
    });
    expect([400, 404]).toContain(pairProto.status);
    expect(({} as Body).polluted).toBeUndefined();
  });

  it('stores nothing from decoded values of 1e300, 1e-200 or "NaN", and takes a plain one', async () => {
    const eui = newEui();
    const made = await pair(a, eui);
    let fCnt = 100;
    for (const water of [1e300, '1e300', 'NaN', 'Infinity', -1e300]) {
      const body = uplink(eui, fCnt++, 20, { frm_payload: undefined, decoded_payload: { water_SOIL: water } });
      const res = await push(a, body);
      expect(res.status, String(water)).toBe(200);
      expect(res.body.data.status, String(water)).toBe('parked');
    }
    expect((await readingsOf(a, made.sensorId)).body.data).toEqual([]);
    // A tiny positive value is a value (0 %, not a fault).
    const tiny = await push(
      a,
      uplink(eui, fCnt++, 20, { frm_payload: undefined, decoded_payload: { water_SOIL: 1e-200 } }),
    );
    expect(tiny.body.data).toEqual({ status: 'stored', readings: 1 });
    const stored = (await readingsOf(a, made.sensorId)).body.data as Body[];
    expect(stored).toHaveLength(1);
    expect(Number.isFinite(stored[0]!.cap50_percent)).toBe(true);
  });

  it('stores an uplink whose receptions say 1e-200 or 1e300 dB, keeping no such figure', async () => {
    const eui = newEui();
    await pair(a, eui);
    const rx_metadata = [
      { gateway_ids: { gateway_id: 'gw-tiny' }, rssi: 1e-200, snr: -1e-200 },
      { gateway_ids: { gateway_id: 'gw-huge' }, rssi: 1e300, snr: 1e300 },
    ];
    const res = await push(a, uplink(eui, 1, 20, { rx_metadata }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ status: 'stored', readings: 1 });
    const row = ((await devicesOf(a)).body.data as Body[]).find((d) => d.dev_eui === eui)!;
    expect(JSON.stringify(row)).not.toMatch(/e[-+]\d/);
  });

  it('3,000-character session and gateway ids, times in year 9999 and 1970 parked: 2xx, no 500', async () => {
    const eui = newEui();
    const made = await pair(a, eui);
    const long = uplink(eui, 1, 20, {
      session_key_id: 'S'.repeat(3000),
      rx_metadata: [{ gateway_ids: { gateway_id: 'g'.repeat(3000) }, rssi: -90, snr: 5 }],
    });
    const res = await push(a, long);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await push(a, long)).body.data.status).not.toBe('stored');
    for (const at of ['9999-12-31T23:59:59Z', '1970-01-01T00:00:00Z']) {
      const odd = await push(a, uplink(eui, 2, 20, { received_at: at }));
      expect(odd.status, at + JSON.stringify(odd.body)).toBe(200);
      expect(odd.body.data.status, at).toBe('parked');
    }
    const stored = (await readingsOf(a, made.sensorId)).body.data as Body[];
    expect(stored).toHaveLength(1);
    expect(stored[0]!.time).toBe(T + MIN);
  });

  it('an empty frm_payload or f_port is no payload, not a crash', async () => {
    const eui = newEui();
    await pair(a, eui);
    const noBytes = await push(a, uplink(eui, 1, 20, { frm_payload: '' }));
    expect(noBytes.status).toBe(200);
    expect(noBytes.body.data.status).toBe('parked');
    const emptyPort = await push(a, uplink(eui, 2, 20, { f_port: '' }));
    expect(emptyPort.status).toBe(200);
    expect(emptyPort.body.data.status).toBe('ignored');
  });
});

describe('frame counters', () => {
  it('frame 0 omitted and frame 0 present are one uplink', async () => {
    const eui = newEui();
    const made = await pair(a, eui);
    expect((await push(a, uplink(eui, undefined, 30))).body.data).toEqual({ status: 'stored', readings: 1 });
    expect((await push(a, uplink(eui, 0, 30))).body.data).toEqual({ status: 'duplicate', readings: 1 });
    expect((await readingsOf(a, made.sensorId)).body.data).toHaveLength(1);
  });

  it('takes the last frame counter (2^32 − 1) and ignores a negative or larger one', async () => {
    const eui = newEui();
    const made = await pair(a, eui);
    const last = uplink(eui, 2 ** 32 - 1, 30, { received_at: new Date(T).toISOString() });
    expect((await push(a, last)).body.data).toEqual({ status: 'stored', readings: 1 });
    for (const fCnt of [-1, 2 ** 32, 1.5]) {
      const res = await push(a, uplink(eui, fCnt, 31, { received_at: new Date(T + 5 * MIN).toISOString() }));
      expect(res.status, String(fCnt)).toBe(200);
      expect(res.body.data.status, String(fCnt)).toBe('ignored');
    }
    expect((await readingsOf(a, made.sensorId)).body.data).toHaveLength(1);
  });
});

describe('copies at once', () => {
  it('the same uplink 7 times in parallel is stored once', async () => {
    const eui = newEui();
    const made = await pair(a, eui);
    const answers = await Promise.all(Array.from({ length: 7 }, () => push(a, uplink(eui, 40, 26))));
    expect(answers.map((r) => r.status)).toEqual(Array(7).fill(200));
    const statuses = answers.map((r) => r.body.data.status).sort();
    expect(statuses).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'stored']);
    const stored = (await readingsOf(a, made.sensorId)).body.data as Body[];
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ cap50_percent: 26 });
    const row = ((await devicesOf(a)).body.data as Body[]).find((d) => d.dev_eui === eui)!;
    expect(row.sensor_id).toBe(made.sensorId);
  });

  it('seven different frames at once are seven readings, and the device row counts them all', async () => {
    const eui = newEui();
    const made = await pair(a, eui);
    const answers = await Promise.all(Array.from({ length: 7 }, (_, i) => push(a, uplink(eui, 60 + i, 20 + i))));
    expect(answers.map((r) => [r.status, r.body.data?.status])).toEqual(Array(7).fill([200, 'stored']));
    expect((await readingsOf(a, made.sensorId)).body.data).toHaveLength(7);
    const row = ((await devicesOf(a)).body.data as Body[]).find((d) => d.dev_eui === eui)!;
    expect(row.sensor_id).toBe(made.sensorId);
    // Whatever order the seven landed in, the row keeps the newest frame's time.
    expect(row.last_uplink_at).toBe(new Date(T + 66 * MIN).toISOString());
  });

  it("an unknown device's uplinks at once are parked, and listed once", async () => {
    const eui = newEui();
    const answers = await Promise.all(Array.from({ length: 7 }, (_, i) => push(a, uplink(eui, 80 + i))));
    expect(answers.map((r) => [r.status, r.body.data?.status])).toEqual(Array(7).fill([200, 'parked']));
    const rows = ((await devicesOf(a)).body.data as Body[]).filter((d) => d.dev_eui === eui);
    expect(rows).toHaveLength(1);
  });

  it('two sessions with the same frame counter are two uplinks', async () => {
    const eui = newEui();
    const made = await pair(a, eui);
    const first = uplink(eui, 3, 24, { session_key_id: 'AAAAAAAAAAAAAAAAAAAAAA==' });
    const second = uplink(eui, 3, 25, {
      session_key_id: 'BBBBBBBBBBBBBBBBBBBBBB==',
      received_at: new Date(T + DAY).toISOString(),
    });
    expect((await push(a, first)).body.data.status).toBe('stored');
    expect((await push(a, second)).body.data.status).toBe('stored');
    expect((await readingsOf(a, made.sensorId)).body.data).toHaveLength(2);
  });
});

describe('pairing', () => {
  it('the same pairing request sent twice at once makes one sensor', async () => {
    const eui = newEui();
    const form = buildSensorForm(a.fieldId, {
      gatewayId: a.gatewayId,
      devices: JSON.stringify([{ dev_eui: eui, device_type: 'dragino-lse01', depth_cm: 10 }]),
    });
    const answers = await Promise.all(
      [0, 1].map(() => api(stack, 'POST', '/api/sensor/v2/new', { token: a.token, form })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    expect((await api(stack, 'GET', `/api/sensor/${form.sensorId}`, { token: a.token })).status).toBe(200);
    const row = ((await devicesOf(a)).body.data as Body[]).filter((d) => d.dev_eui === eui);
    expect(row).toHaveLength(1);
    expect(row[0]!.sensor_id).toBe(form.sensorId);
    expect((await push(a, uplink(eui, 1, 23))).body.data).toEqual({ status: 'stored', readings: 1 });
  });

  it('two different sensors pairing one DevEUI at once: one gets it', async () => {
    const eui = newEui();
    const answers = await Promise.all([pair(a, eui), pair(a, eui)]);
    const won = answers.filter((r) => r.status === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(1);
    expect((await push(a, uplink(eui, 1, 23))).body.data).toEqual({ status: 'stored', readings: 1 });
    expect((await readingsOf(a, won[0]!.sensorId)).body.data).toHaveLength(1);
  });

  it('two growers pairing one DevEUI at once: one gets it, the other is left with no sensor', async () => {
    const eui = newEui();
    const answers = await Promise.all([pair(a, eui), pair(b, eui)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const [winner, loser] = answers[0]!.status === 201 ? [a, b] : [b, a];
    const [won, lost] = answers[0]!.status === 201 ? answers : [answers[1]!, answers[0]!];
    expect((await api(stack, 'GET', `/api/sensor/${lost.sensorId}`, { token: loser.token })).status).toBe(404);
    expect((await push(loser, uplink(eui, 1, 23))).body.data.status).toBe('parked');
    expect((await push(winner, uplink(eui, 1, 23))).body.data).toEqual({ status: 'stored', readings: 1 });
    expect((await readingsOf(winner, won.sensorId)).body.data).toHaveLength(1);
  });

  it('a sensor of devices deleted then restored from Recently deleted keeps its devices', async () => {
    const eui = newEui();
    const made = await pair(a, eui);
    expect((await push(a, uplink(eui, 1, 21))).body.data.status).toBe('stored');
    const series = await currentSeries(made.sensorId);
    expect((await api(stack, 'DELETE', `/api/sensor/${made.sensorId}`, { token: a.token })).status).toBe(200);
    expect((await push(a, uplink(eui, 2, 22))).body.data.status).toBe('parked');
    // Held for A meanwhile.
    expect((await pair(b, eui)).status).toBe(409);
    const restored = await api(stack, 'POST', `/api/v2/deleted/sensor/${series}/restore`, { token: a.token, json: {} });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await push(a, uplink(eui, 3, 23))).body.data).toEqual({ status: 'stored', readings: 1 });
    expect((await readingsOf(a, made.sensorId)).body.data).toHaveLength(2);
    const row = ((await devicesOf(a)).body.data as Body[]).find((d) => d.dev_eui === eui)!;
    expect(row.sensor_id).toBe(made.sensorId);
    expect((await pair(b, eui)).status).toBe(409);
  });
});

describe('ChirpStack', () => {
  it('the same up event 7 times at once is stored once; odd counters and DevEUIs are 2xx storing nothing', async () => {
    const gatewayId = `cs-atk-${Date.now().toString(36)}`;
    const made = await api(stack, 'POST', '/api/v2/gateway', {
      token: a.token,
      json: { gatewayId, kind: 'chirpstack' },
    });
    expect(made.status).toBe(201);
    const credential = made.body.credential as string;
    const eui = newEui();
    const form = buildSensorForm(a.fieldId, {
      gatewayId,
      devices: JSON.stringify([{ dev_eui: eui, device_type: 'dragino-lse01', depth_cm: 10 }]),
    });
    expect((await api(stack, 'POST', '/api/sensor/v2/new', { token: a.token, form })).status).toBe(201);
    const up = (fCnt: unknown, devEui: string = eui) => {
      const body = chirpstackFixture('up-bytes-only-frame-zero');
      (body.deviceInfo as Body).devEui = devEui.toLowerCase();
      return { ...body, fCnt, fPort: 2, data: lse01(29), time: new Date(T + 2 * MIN).toISOString() };
    };
    const send = (json: unknown) =>
      api(stack, 'POST', '/api/v2/lorawan/chirpstack?event=up', { token: credential, json }) as Promise<{
        status: number;
        body: Body;
      }>;
    const answers = await Promise.all(Array.from({ length: 7 }, () => send(up(7))));
    expect(answers.map((r) => r.body.data?.status).sort()).toEqual([...Array(6).fill('duplicate'), 'stored']);
    for (const fCnt of [-1, 2 ** 32, '1e3', null]) {
      const res = await send(up(fCnt));
      expect(res.status, String(fCnt)).toBe(200);
      expect(res.body.data.status, String(fCnt)).toBe('ignored');
    }
    for (const devEui of ['__proto__', 'constructor', '']) {
      const res = await send(up(8, devEui));
      expect([200, 400], devEui).toContain(res.status);
      expect(res.body.data?.status ?? 'refused', devEui).not.toBe('stored');
    }
    expect((await readingsOf(a, form.sensorId)).body.data).toHaveLength(1);
  });
});

describe('bodies', () => {
  it('takes a body exactly at the limit and refuses one byte more with 413', async () => {
    const body = uplink(newEui(), 1);
    const room = LORAWAN_MAX_BODY_BYTES - Buffer.byteLength(JSON.stringify({ ...body, padding: '' }));
    const at = JSON.stringify({ ...body, padding: 'x'.repeat(room) });
    expect(Buffer.byteLength(at)).toBe(LORAWAN_MAX_BODY_BYTES);
    expect((await api(stack, 'POST', TTS, { token: a.credential, raw: at })).status).toBe(200);
    const over = JSON.stringify({ ...body, padding: 'x'.repeat(room + 1) });
    const refused = await api(stack, 'POST', TTS, { token: a.credential, raw: over });
    expect(refused.status).toBe(413);
    // Multi-byte characters count as bytes, not characters.
    const wide = JSON.stringify({ ...body, padding: 'é'.repeat(Math.ceil((room + 1) / 2)) });
    expect((await api(stack, 'POST', TTS, { token: a.credential, raw: wide })).status).toBe(413);
  });

  it('a non-JSON body and a JSON array are 400 naming the body', async () => {
    for (const raw of ['{"end_device_ids":', '[]', JSON.stringify([uplink(newEui(), 1)]), 'null', '"x"']) {
      const res = await api(stack, 'POST', TTS, { token: a.credential, raw });
      expect(res.status, raw.slice(0, 20)).toBe(400);
      expect(res.body.error, raw.slice(0, 20)).toEqual(expect.any(String));
    }
  });
});
