/** ChirpStack v4 HTTP integration events (JSON encoding, recorded shapes) → Uplink, status, join, ignored. */
import { describe, expect, it } from 'vitest';
import { parseChirpstackEvent } from '../../../../lambdas/lorawan/rules/network-messages/chirpstack';
import { NotAMessage } from '../../../../lambdas/lorawan/rules/network-messages/message';
import { chirpstackFixture } from './fixtures';

const NOW = Date.parse('2026-11-27T08:00:00Z');

const uplinkOf = (body: unknown) => {
  const m = parseChirpstackEvent('up', body, NOW);
  if (m.kind !== 'uplink') throw new Error(`expected an uplink, got ${JSON.stringify(m)}`);
  return m.uplink;
};

describe('ChirpStack up', () => {
  it('reads a decoded uplink heard by two gateways; the session is the DevAddr', () => {
    expect(uplinkOf(chirpstackFixture('up-decoded-two-gateways'))).toEqual({
      devEui: 'A84041000181B365',
      session: '00f1b3c2',
      fCnt: 1204,
      fPort: 2,
      payload: 'zikA8QelCZtuKJA=',
      decoded: expect.objectContaining({ Bat: 3.625, water_SOIL: '19.57' }),
      receivedAt: Date.parse('2026-11-26T22:15:04.381244Z'),
      receptions: [
        { gatewayId: '0016c001f153a14c', rssi: -97, snr: 6.25 },
        { gatewayId: '0016c001f1500a77', rssi: -112, snr: -4.75 },
      ],
    });
  });

  it('reads an uplink without a codec (object null), frame 0, and a LoRa reception whose zero snr is left out', () => {
    const up = uplinkOf(chirpstackFixture('up-bytes-only-frame-zero'));
    expect(up.decoded).toBeNull();
    expect(up.fCnt).toBe(0);
    expect(up.payload).toBe('AXVcA2cQAQRoUQ==');
    expect(up.receptions).toEqual([{ gatewayId: '0016c001f153a14c', rssi: -118, snr: 0 }]);
  });

  it('an empty data is no payload; a missing time is now', () => {
    const body = chirpstackFixture('up-bytes-only-frame-zero');
    body.data = '';
    delete body.fPort;
    delete body.time;
    const up = uplinkOf(body);
    expect(up.payload).toBeNull();
    expect(up.fPort).toBeNull();
    expect(up.receivedAt).toBe(NOW);
  });

  it('ignores (2xx) an uplink it cannot key or read, naming the field', () => {
    const body = chirpstackFixture('up-decoded-two-gateways');
    (body.deviceInfo as Record<string, unknown>).devEui = 'not-an-eui';
    expect(parseChirpstackEvent('up', body, NOW)).toEqual({
      kind: 'ignored',
      reason: expect.stringContaining('deviceInfo.devEui') as string,
    });
    const bad = chirpstackFixture('up-decoded-two-gateways');
    bad.fPort = -1;
    expect(parseChirpstackEvent('up', bad, NOW)).toEqual({
      kind: 'ignored',
      reason: expect.stringContaining('fPort') as string,
    });
  });
});

describe('ChirpStack status, join and the other events', () => {
  it('status gives the battery as a percentage', () => {
    expect(parseChirpstackEvent('status', chirpstackFixture('status'), NOW)).toEqual({
      kind: 'status',
      status: {
        devEui: 'A84041000181B365',
        at: Date.parse('2026-11-27T02:30:41.551876Z'),
        batteryPercent: 87.4,
        externalPower: false,
      },
    });
  });

  it('a device on external power, or one that cannot measure, has no battery level', () => {
    const external = parseChirpstackEvent('status', chirpstackFixture('status-external-power'), NOW);
    expect(external).toMatchObject({ kind: 'status', status: { batteryPercent: null, externalPower: true } });
    const unavailable = chirpstackFixture('status');
    unavailable.batteryLevelUnavailable = true;
    expect(parseChirpstackEvent('status', unavailable, NOW)).toMatchObject({ status: { batteryPercent: null } });
    const outOfScale = chirpstackFixture('status');
    outOfScale.batteryLevel = 1e300;
    expect(parseChirpstackEvent('status', outOfScale, NOW)).toMatchObject({ status: { batteryPercent: null } });
  });

  it('join says a new session starts at its DevAddr', () => {
    expect(parseChirpstackEvent('join', chirpstackFixture('join'), NOW)).toEqual({
      kind: 'join',
      devEui: '24E124126B316581',
      session: '01a3f7d9',
      at: Date.parse('2026-11-27T01:02:10.004512Z'),
    });
  });

  it('log, ack, txack, location and events of later versions are ignored', () => {
    expect(parseChirpstackEvent('log', chirpstackFixture('log'), NOW)).toEqual({
      kind: 'ignored',
      reason: 'event log: not used',
    });
    expect(parseChirpstackEvent('some-future-event', 'whatever', NOW).kind).toBe('ignored');
  });

  it('a body of a ChirpStack event that is no ChirpStack message is NotAMessage, naming the field', () => {
    for (const body of [[], 'text', null, {}, { deviceInfo: [] }]) {
      expect(() => parseChirpstackEvent('up', body, NOW)).toThrow(NotAMessage);
    }
    expect(() => parseChirpstackEvent('status', { batteryLevel: 50 }, NOW)).toThrow(/deviceInfo/);
  });
});
