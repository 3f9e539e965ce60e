/** The Things Stack webhook messages (recorded shapes) → Uplink, join, ignored, or not a message. */
import { describe, expect, it } from 'vitest';
import { parseTtsMessage } from '../../../../lambdas/lorawan/rules/network-messages/tts';
import { NotAMessage } from '../../../../lambdas/lorawan/rules/network-messages/message';
import { ttsFixture } from './fixtures';

const NOW = Date.parse('2026-11-27T08:00:00Z');

const uplinkOf = (body: unknown) => {
  const m = parseTtsMessage(body, NOW);
  if (m.kind !== 'uplink') throw new Error(`expected an uplink, got ${JSON.stringify(m)}`);
  return m.uplink;
};

describe('The Things Stack uplink_message', () => {
  it('reads a decoded uplink heard by two gateways: DevEUI upper-cased, session key, best gateway first', () => {
    const up = uplinkOf(ttsFixture('uplink-decoded-two-gateways'));
    expect(up).toEqual({
      devEui: 'A84041000181B365',
      session: 'AYzL0q9hZr3kFJ2m7Xc1Ug==',
      fCnt: 1204,
      fPort: 2,
      payload: 'zikA8QelCZtuKJA=',
      decoded: expect.objectContaining({ Bat: 3.625, water_SOIL: '19.57', temp_SOIL: '24.59', conduct_SOIL: 28200 }),
      // the Network Server's time of reception, not the Application Server's later one
      receivedAt: Date.parse('2026-11-26T22:15:03.916250873Z'),
      receptions: [
        { gatewayId: 'orchard-shed', rssi: -97, snr: 6.25 },
        { gatewayId: 'packing-house', rssi: -112, snr: -4.75 },
      ],
    });
  });

  it('reads omitted zero fields as zero (f_cnt, a LoRa snr); an ABP device’s session is its DevAddr', () => {
    const up = uplinkOf(ttsFixture('uplink-abp-zero-fields-omitted'));
    expect(up.fCnt).toBe(0);
    expect(up.session).toBe('260B1A7C');
    expect(up.decoded).toBeNull();
    expect(up.payload).toBe('AXVcA2cQAQRoUQ==');
    expect(up.fPort).toBe(85);
    expect(up.receptions).toEqual([{ gatewayId: 'orchard-shed', rssi: -118, snr: 0 }]);
  });

  it('a frame with a payload and no f_port is port 0; one without a payload has no port', () => {
    const body = ttsFixture('uplink-abp-zero-fields-omitted');
    const message = body.uplink_message as Record<string, unknown>;
    delete message.f_port;
    expect(uplinkOf(body).fPort).toBe(0);
    delete message.frm_payload;
    const up = uplinkOf(body);
    expect(up.fPort).toBeNull();
    expect(up.payload).toBeNull();
  });

  it('keeps the gateways’ best antenna each and orders by signal', () => {
    const body = ttsFixture('uplink-decoded-two-gateways');
    const message = body.uplink_message as { rx_metadata: Record<string, unknown>[] };
    message.rx_metadata.push({ gateway_ids: { gateway_id: 'packing-house' }, rssi: -90, snr: 9 });
    expect(uplinkOf(body).receptions).toEqual([
      { gatewayId: 'packing-house', rssi: -90, snr: 9 },
      { gatewayId: 'orchard-shed', rssi: -97, snr: 6.25 },
    ]);
  });

  it('keeps no signal figure a database cannot store or no radio reports (1e300, 1e-200)', () => {
    const body = ttsFixture('uplink-decoded-two-gateways');
    const message = body.uplink_message as { rx_metadata: Record<string, unknown>[] };
    message.rx_metadata = [
      { gateway_ids: { gateway_id: 'tiny' }, rssi: 1e-200, snr: -1e-200 },
      { gateway_ids: { gateway_id: 'huge' }, rssi: 1e300, snr: -1e300 },
    ];
    expect(uplinkOf(body).receptions).toEqual([
      { gatewayId: 'tiny', rssi: 0, snr: 0 },
      { gatewayId: 'huge', rssi: null, snr: null },
    ]);
  });

  it('takes the time of arrival from the message, else the application server’s, else now', () => {
    const body = ttsFixture('uplink-abp-zero-fields-omitted');
    delete (body.uplink_message as Record<string, unknown>).received_at;
    expect(uplinkOf(body).receivedAt).toBe(Date.parse('2026-11-26T23:00:12.402118734Z'));
    delete body.received_at;
    expect(uplinkOf(body).receivedAt).toBe(NOW);
  });

  it('keeps a decoded field named constructor or __proto__ as an ordinary field', () => {
    const body = JSON.parse(
      '{"end_device_ids":{"dev_eui":"A84041000181B365"},"uplink_message":{"f_cnt":3,"f_port":2,"frm_payload":"AA==",' +
        '"decoded_payload":{"__proto__":{"polluted":1},"constructor":7,"water_SOIL":"20.1"}}}',
    ) as unknown;
    const up = uplinkOf(body);
    expect(up.decoded?.constructor).toBe(7);
    expect(Object.keys(up.decoded ?? {})).toEqual(['__proto__', 'constructor', 'water_SOIL']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('accepts a counter sent as a numeric string', () => {
    const body = ttsFixture('uplink-decoded-two-gateways');
    (body.uplink_message as Record<string, unknown>).f_cnt = '70000';
    expect(uplinkOf(body).fCnt).toBe(70000);
  });

  it('ignores (2xx) an uplink it cannot key or read, naming the field', () => {
    const noEui = ttsFixture('uplink-decoded-two-gateways');
    delete (noEui.end_device_ids as Record<string, unknown>).dev_eui;
    expect(parseTtsMessage(noEui, NOW)).toEqual({
      kind: 'ignored',
      reason: expect.stringContaining('end_device_ids.dev_eui') as string,
    });
    const badPayload = ttsFixture('uplink-decoded-two-gateways');
    (badPayload.uplink_message as Record<string, unknown>).frm_payload = 'not base64!';
    expect(parseTtsMessage(badPayload, NOW)).toEqual({
      kind: 'ignored',
      reason: expect.stringContaining('uplink_message.frm_payload') as string,
    });
    const badCounter = ttsFixture('uplink-decoded-two-gateways');
    (badCounter.uplink_message as Record<string, unknown>).f_cnt = 2 ** 32;
    expect(parseTtsMessage(badCounter, NOW).kind).toBe('ignored');
  });

  it('ignores an uplink simulated in the Console', () => {
    expect(parseTtsMessage(ttsFixture('uplink-simulated'), NOW)).toEqual({
      kind: 'ignored',
      reason: expect.stringContaining('simulated') as string,
    });
  });
});

describe('The Things Stack other messages', () => {
  it('a join_accept starts a new session (its session key id)', () => {
    expect(parseTtsMessage(ttsFixture('join-accept'), NOW)).toEqual({
      kind: 'join',
      devEui: 'A84041000181B365',
      session: 'AYzMqN4dQkq0p1e6S8r3Vw==',
      at: Date.parse('2026-11-27T01:02:09.736532315Z'),
    });
  });

  it('ignores downlink events, naming the type', () => {
    expect(parseTtsMessage(ttsFixture('downlink-queued'), NOW)).toEqual({
      kind: 'ignored',
      reason: 'downlink_queued: not used',
    });
  });

  it('a body that is no The Things Stack message at all is NotAMessage, naming the field', () => {
    for (const body of [[], 'text', null, 42, {}, { end_device_ids: 'x' }]) {
      expect(() => parseTtsMessage(body, NOW)).toThrow(NotAMessage);
    }
    expect(() => parseTtsMessage({ uplink_message: {} }, NOW)).toThrow(/end_device_ids/);
  });
});
