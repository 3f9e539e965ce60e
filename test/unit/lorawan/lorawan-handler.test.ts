/**
 * The LoRaWAN endpoints' answers, with the uplink service replaced: which outcome is which status
 * (everything a network server may send is 2xx; 503 with Retry-After only when the store failed),
 * the credential's kind, bodies that are no network server message, and the body limit.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LORAWAN_MAX_BODY_BYTES } from '@shared/lorawan/endpoint';
import { apiEvent } from '../../support/api-event';
import { chirpstackFixture, ttsFixture } from './network-messages/fixtures';

const acceptUplink = vi.hoisted(() => vi.fn());
const acceptStatus = vi.hoisted(() => vi.fn());
vi.mock('../../../lambdas/lorawan/services/uplinks', () => ({ acceptUplink, acceptStatus }));
const { handler } = await import('../../../lambdas/lorawan/handlers/lorawan');

const TTS = '/api/v2/lorawan/tts/uplink';
const CHIRPSTACK = '/api/v2/lorawan/chirpstack';

function event(
  resource: string,
  body: unknown,
  opts: { kind?: string | null; query?: Record<string, string>; raw?: string } = {},
): APIGatewayProxyEvent {
  const e = apiEvent({
    method: 'POST',
    resource,
    query: opts.query ?? null,
    headers: { 'content-type': 'application/json' },
    body: opts.raw ?? JSON.stringify(body),
  });
  const kind = opts.kind === undefined ? 'tts' : opts.kind;
  const authorizer = { gatewayId: 'orchard-net', owner: 'grower1', ...(kind === null ? {} : { kind }) };
  return { ...e, requestContext: { ...e.requestContext, authorizer } };
}

const json = (res: { body: string }) => JSON.parse(res.body) as Record<string, unknown>;

beforeEach(() => {
  acceptUplink.mockReset();
  acceptStatus.mockReset();
});

describe('The Things Stack endpoint', () => {
  it('hands the uplink to the pipeline with the verified connection and answers what became of it', async () => {
    acceptUplink.mockResolvedValue({ status: 'stored', readings: 1 });
    const res = await handler(event(TTS, ttsFixture('uplink-decoded-two-gateways')));
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ data: { status: 'stored', readings: 1 } });
    const [connection, uplink, opts] = acceptUplink.mock.calls[0]!;
    expect(connection).toEqual({ gatewayId: 'orchard-net', owner: 'grower1', kind: 'tts' });
    expect(uplink).toMatchObject({ devEui: 'A84041000181B365', fCnt: 1204 });
    expect(opts.deadline).toBeGreaterThan(opts.now);
  });

  it('answers 200 for a duplicate and a parked uplink (network servers disable failing webhooks)', async () => {
    acceptUplink.mockResolvedValueOnce({ status: 'duplicate', readings: 1 });
    expect(json(await handler(event(TTS, ttsFixture('uplink-decoded-two-gateways'))))).toEqual({
      data: { status: 'duplicate', readings: 1 },
    });
    acceptUplink.mockResolvedValueOnce({ status: 'parked', reason: 'unknown-device', detail: 'No sensor has it.' });
    const parked = await handler(event(TTS, ttsFixture('uplink-decoded-two-gateways')));
    expect(parked.statusCode).toBe(200);
    expect(json(parked)).toEqual({ data: { status: 'parked', reason: 'No sensor has it.' } });
  });

  it('answers 503 with Retry-After when the store could not take it in time', async () => {
    acceptUplink.mockResolvedValue({ status: 'failed' });
    const res = await handler(event(TTS, ttsFixture('uplink-decoded-two-gateways')));
    expect(res.statusCode).toBe(503);
    expect(res.headers?.['retry-after']).toBeDefined();
    expect(String(json(res).error)).toMatch(/send it again/);
  });

  it('answers 200 without calling the pipeline for a join, a downlink event and a simulated uplink', async () => {
    for (const name of ['join-accept', 'downlink-queued', 'uplink-simulated']) {
      const res = await handler(event(TTS, ttsFixture(name)));
      expect(res.statusCode, name).toBe(200);
      expect(json(res).data, name).toMatchObject({ status: 'ignored' });
    }
    expect(acceptUplink).not.toHaveBeenCalled();
  });

  it('refuses another kind’s credential with 401 saying which kind it is, and stores nothing', async () => {
    for (const kind of ['chirpstack', 'fieldwise', 'aws-iot']) {
      const res = await handler(event(TTS, ttsFixture('uplink-decoded-two-gateways'), { kind }));
      expect(res.statusCode, kind).toBe(401);
      expect(String(json(res).error), kind).toMatch(/orchard-net/);
    }
    const chirp = await handler(event(TTS, ttsFixture('uplink-decoded-two-gateways'), { kind: 'chirpstack' }));
    expect(String(json(chirp).error)).toMatch(/\(ChirpStack\); this endpoint takes a The Things Stack credential/);
    expect(acceptUplink).not.toHaveBeenCalled();
  });

  it('takes a context without a kind (cached before kinds) as fieldwise; refuses an unknown kind', async () => {
    const cached = await handler(event(TTS, ttsFixture('join-accept'), { kind: null }));
    expect(cached.statusCode).toBe(401);
    expect(String(json(cached).error)).toMatch(/\(Fieldwise gateway\)/);
    const bogus = await handler(event(TTS, ttsFixture('join-accept'), { kind: '__proto__' }));
    expect(bogus.statusCode).toBe(401);
    expect(json(bogus).error).toBe('A gateway credential is required.');
  });

  it('answers 400 naming the field for a body no network server sends', async () => {
    for (const raw of ['[1,2]', '"text"', 'not json', '{"uplink_message":{}}']) {
      const res = await handler(event(TTS, null, { raw }));
      expect(res.statusCode, raw).toBe(400);
      expect(String(json(res).error), raw).toMatch(/^(body|end_device_ids)/);
    }
    expect(acceptUplink).not.toHaveBeenCalled();
  });

  it('refuses a body over the limit with 413 before reading it', async () => {
    const big = ttsFixture('uplink-decoded-two-gateways');
    big.padding = 'x'.repeat(LORAWAN_MAX_BODY_BYTES);
    const res = await handler(event(TTS, big));
    expect(res.statusCode).toBe(413);
    expect(json(res).error).toMatch(/^body: /);
    expect(acceptUplink).not.toHaveBeenCalled();
  });

  it('counts the limit in bytes, not characters', async () => {
    const body = ttsFixture('downlink-queued');
    body.note = 'é'.repeat(LORAWAN_MAX_BODY_BYTES / 2);
    expect(JSON.stringify(body).length).toBeLessThan(LORAWAN_MAX_BODY_BYTES + 1024);
    expect((await handler(event(TTS, body))).statusCode).toBe(413);
  });
});

describe('ChirpStack endpoint', () => {
  it('stores up events and gives status events’ battery to the pipeline', async () => {
    acceptUplink.mockResolvedValue({ status: 'stored', readings: 1 });
    const up = await handler(
      event(CHIRPSTACK, chirpstackFixture('up-decoded-two-gateways'), { kind: 'chirpstack', query: { event: 'up' } }),
    );
    expect(json(up)).toEqual({ data: { status: 'stored', readings: 1 } });
    expect(acceptUplink.mock.calls[0]![0]).toMatchObject({ kind: 'chirpstack' });
    const status = await handler(
      event(CHIRPSTACK, chirpstackFixture('status'), { kind: 'chirpstack', query: { event: 'status' } }),
    );
    expect(json(status)).toEqual({ data: { status: 'noted' } });
    expect(acceptStatus).toHaveBeenCalledWith(
      { gatewayId: 'orchard-net', owner: 'grower1', kind: 'chirpstack' },
      'A84041000181B365',
      { at: Date.parse('2026-11-27T02:30:41.551876Z'), batteryPercent: 87.4 },
    );
  });

  it('a status without a battery level still reaches the pipeline, without one', async () => {
    await handler(
      event(CHIRPSTACK, chirpstackFixture('status-external-power'), { kind: 'chirpstack', query: { event: 'status' } }),
    );
    expect(acceptStatus.mock.calls[0]![2]).toEqual({ at: Date.parse('2026-11-27T02:41:07.103344Z') });
  });

  it('answers 200 for join and log, 400 without an event, 401 for a The Things Stack credential', async () => {
    for (const name of ['join', 'log']) {
      const res = await handler(
        event(CHIRPSTACK, chirpstackFixture(name), { kind: 'chirpstack', query: { event: name } }),
      );
      expect(res.statusCode, name).toBe(200);
    }
    const noEvent = await handler(event(CHIRPSTACK, chirpstackFixture('log'), { kind: 'chirpstack' }));
    expect(noEvent.statusCode).toBe(400);
    expect(json(noEvent).error).toMatch(/^event: /);
    const tts = await handler(
      event(CHIRPSTACK, chirpstackFixture('up-decoded-two-gateways'), { query: { event: 'up' } }),
    );
    expect(tts.statusCode).toBe(401);
    expect(acceptUplink).not.toHaveBeenCalled();
  });

  it('a Protobuf-encoded body (the integration set to Protobuf) is a 400 that says the body is not JSON', async () => {
    const res = await handler(
      event(CHIRPSTACK, null, { kind: 'chirpstack', query: { event: 'up' }, raw: '\n$3ac7e3c4\u0012\u000b\b\u0080' }),
    );
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toMatch(/JSON/);
  });
});
