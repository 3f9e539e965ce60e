/**
 * The LoRaWAN network servers' endpoints through the local gateway: the credential (wrong,
 * rotated, another kind's), the body limit, bodies no network server sends, messages that are
 * answered 2xx without a reading (join, log, downlink events) and keys such as `__proto__`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LORAWAN_MAX_BODY_BYTES } from '@shared/lorawan/endpoint';
import { api, newGrower, startTestStack, type Body, type TestStack } from '../support/local-stack';
import { chirpstackFixture, ttsFixture } from '../unit/lorawan/network-messages/fixtures';

const TTS = '/api/v2/lorawan/tts/uplink';
const CHIRPSTACK = '/api/v2/lorawan/chirpstack';

let stack: TestStack;
let token: string;
const credentials: Record<'tts' | 'chirpstack' | 'fieldwise', string> = { tts: '', chirpstack: '', fieldwise: '' };
const ids: Record<keyof typeof credentials, string> = { tts: '', chirpstack: '', fieldwise: '' };

const post = (path: string, credential: string, json: unknown) =>
  api(stack, 'POST', path, { token: credential, json }) as Promise<{ status: number; body: Body }>;

beforeAll(async () => {
  stack = await startTestStack();
  const grower = await newGrower(stack);
  token = grower.tokens.IdToken!;
  const stamp = Date.now().toString(36);
  for (const kind of ['tts', 'chirpstack', 'fieldwise'] as const) {
    ids[kind] = `${kind}-${stamp}`;
    const res = await api(stack, 'POST', '/api/v2/gateway', { token, json: { gatewayId: ids[kind], kind } });
    expect(res.status).toBe(201);
    credentials[kind] = res.body.credential as string;
  }
});

afterAll(async () => {
  await stack?.close();
});

describe('credentials', () => {
  it('refuses a missing or wrong credential with 401', async () => {
    expect((await api(stack, 'POST', TTS, { json: ttsFixture('join-accept') })).status).toBe(401);
    const wrong = `gw.${ids.tts}.${'A'.repeat(43)}`;
    expect((await post(TTS, wrong, ttsFixture('join-accept'))).status).toBe(401);
    expect((await post(`${CHIRPSTACK}?event=join`, wrong, chirpstackFixture('join'))).status).toBe(401);
  });

  it('takes each connection’s own credential on its own endpoint', async () => {
    const tts = await post(TTS, credentials.tts, ttsFixture('join-accept'));
    expect(tts).toEqual({ status: 200, body: { data: { status: 'ignored', reason: expect.any(String) as string } } });
    const chirp = await post(`${CHIRPSTACK}?event=log`, credentials.chirpstack, chirpstackFixture('log'));
    expect(chirp).toEqual({ status: 200, body: { data: { status: 'ignored', reason: 'event log: not used' } } });
  });

  it('refuses another kind’s credential with 401 saying which kind it is', async () => {
    const chirpOnTts = await post(TTS, credentials.chirpstack, ttsFixture('join-accept'));
    expect(chirpOnTts.status).toBe(401);
    expect(chirpOnTts.body.error).toContain(`"${ids.chirpstack}" (ChirpStack)`);
    const ttsOnChirp = await post(`${CHIRPSTACK}?event=join`, credentials.tts, chirpstackFixture('join'));
    expect(ttsOnChirp.status).toBe(401);
    expect(ttsOnChirp.body.error).toContain('(The Things Stack); this endpoint takes a ChirpStack credential');
    const gatewayOnTts = await post(TTS, credentials.fieldwise, ttsFixture('join-accept'));
    expect(gatewayOnTts.status).toBe(401);
    expect(gatewayOnTts.body.error).toContain('(Fieldwise gateway)');
  });

  it('refuses a LoRaWAN connection’s credential on the ingest API', async () => {
    const res = await post('/api/v2/ingest', credentials.tts, { readings: [] });
    expect(res.status).toBe(401);
    expect(res.body.error).toContain('this endpoint takes a Fieldwise gateway credential');
  });

  it('refuses a rotated-out credential with 401 and takes the new one', async () => {
    const id = `tts-rot-${Date.now().toString(36)}`;
    const first = await api(stack, 'POST', '/api/v2/gateway', { token, json: { gatewayId: id, kind: 'tts' } });
    const rotated = await api(stack, 'POST', `/api/v2/gateway/${id}/credential`, { token });
    expect(rotated.status).toBe(200);
    expect((await post(TTS, first.body.credential as string, ttsFixture('join-accept'))).status).toBe(401);
    expect((await post(TTS, rotated.body.credential as string, ttsFixture('join-accept'))).status).toBe(200);
    // A removed connection's credential stops working too.
    expect((await api(stack, 'DELETE', `/api/v2/gateway/${id}`, { token })).status).toBe(200);
    expect((await post(TTS, rotated.body.credential as string, ttsFixture('join-accept'))).status).toBe(401);
  });
});

describe('bodies', () => {
  it('refuses a body over the limit with 413 JSON', async () => {
    const big = { ...ttsFixture('join-accept'), padding: 'x'.repeat(LORAWAN_MAX_BODY_BYTES) };
    const res = await post(TTS, credentials.tts, big);
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('takes a body just under the limit', async () => {
    const body = ttsFixture('join-accept');
    const room = LORAWAN_MAX_BODY_BYTES - JSON.stringify({ ...body, padding: '' }).length;
    const res = await post(TTS, credentials.tts, { ...body, padding: 'x'.repeat(room) });
    expect(res.status).toBe(200);
  });

  it('answers 400 naming the field for a body no network server sends', async () => {
    const notJson = await api(stack, 'POST', TTS, { token: credentials.tts, raw: 'uplink!' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.error).toMatch(/^body: /);
    const array = await post(TTS, credentials.tts, [ttsFixture('join-accept')]);
    expect(array.status).toBe(400);
    const noIds = await post(TTS, credentials.tts, { uplink_message: { f_port: 2 } });
    expect(noIds.status).toBe(400);
    expect(noIds.body.error).toMatch(/^end_device_ids: /);
    const noDevice = await post(`${CHIRPSTACK}?event=up`, credentials.chirpstack, { fCnt: 3 });
    expect(noDevice.status).toBe(400);
    expect(noDevice.body.error).toMatch(/^deviceInfo: /);
    const noEvent = await post(CHIRPSTACK, credentials.chirpstack, chirpstackFixture('log'));
    expect(noEvent.status).toBe(400);
    expect(noEvent.body.error).toMatch(/^event: /);
  });

  it('answers 200 for every other message a network server sends, storing nothing', async () => {
    for (const name of ['join-accept', 'downlink-queued', 'uplink-simulated']) {
      const res = await post(TTS, credentials.tts, ttsFixture(name));
      expect(res.status, name).toBe(200);
      expect(res.body.data.status, name).toBe('ignored');
    }
    for (const event of ['join', 'log', 'txack', 'location', 'integration', 'some-later-event']) {
      const body = event === 'join' ? chirpstackFixture('join') : chirpstackFixture('log');
      const res = await post(`${CHIRPSTACK}?event=${event}`, credentials.chirpstack, body);
      expect(res.status, event).toBe(200);
      expect(res.body.data.status, event).toBe('ignored');
    }
  });

  it('treats __proto__ and constructor keys as ordinary keys', async () => {
    const raw =
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},' +
      '"end_device_ids":{"__proto__":{"dev_eui":"A84041000181B365"},"dev_eui":"A84041000181B365"},' +
      '"join_accept":{"__proto__":{"session_key_id":"x"},"session_key_id":"AYzMqN4dQkq0p1e6S8r3Vw=="}}';
    const res = await api(stack, 'POST', TTS, { token: credentials.tts, raw });
    expect(res.status).toBe(200);
    const noIds = await api(stack, 'POST', TTS, {
      token: credentials.tts,
      raw: '{"__proto__":{"end_device_ids":{"dev_eui":"A84041000181B365"}},"join_accept":{}}',
    });
    expect(noIds.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
