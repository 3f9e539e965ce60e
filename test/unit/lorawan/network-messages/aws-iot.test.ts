/**
 * The AWS IoT Core for LoRaWAN rule message parser on recorded messages
 * (test/fixtures/lorawan/aws-iot/README.md says where each comes from).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAwsIotUplink } from '../../../../lambdas/lorawan/rules/network-messages/aws-iot';

const fixture = (name: string): Record<string, any> =>
  JSON.parse(readFileSync(join(__dirname, '../../../fixtures/lorawan/aws-iot', name), 'utf8'));
const NOW = Date.parse('2026-01-01T00:00:00Z');
const parse = (message: unknown) => parseAwsIotUplink(message, NOW);
const uplinkOf = (message: unknown) => {
  const r = parse(message);
  if (!r.ok) throw new Error(r.reason);
  return r.uplink;
};

describe('parseAwsIotUplink', () => {
  it('reads every field the developer guide documents (Fport spelling, numbers as strings)', () => {
    const r = parse(fixture('documented.json'));
    expect(r).toEqual({
      ok: true,
      wirelessDeviceId: '5b58245e-146c-4c30-9703-0ca942e3ff35',
      uplink: {
        devEui: 'A84041000181C61E',
        session: '00B96CD4',
        fCnt: 1,
        fPort: 2,
        payload: 'zikA8QelCZtuKJA=',
        decoded: null,
        receivedAt: Date.parse('2021-05-03T03:24:29Z'),
        receptions: [{ gatewayId: '80029CFFFE5CF1CC', rssi: -67, snr: 9.75 }],
      },
    });
  });

  it('never carries decoded values: AWS sends bytes only, and our decoders read them', () => {
    const message = fixture('documented.json');
    message.PayloadDecoded = { water_SOIL: '19.57' };
    expect(uplinkOf(message).decoded).toBeNull();
    expect(Buffer.from(uplinkOf(message).payload!, 'base64')).toEqual(
      Buffer.from([0xce, 0x29, 0x00, 0xf1, 0x07, 0xa5, 0x09, 0x9b, 0x6e, 0x28, 0x90]),
    );
  });

  it('keeps every gateway that heard the frame', () => {
    expect(uplinkOf(fixture('two-gateways.json')).receptions).toEqual([
      { gatewayId: '80029CFFFE5CF1CC', rssi: -98, snr: 7.25 },
      { gatewayId: 'C0EE40FFFF29DF10', rssi: -117, snr: -3.5 },
    ]);
  });

  it("names a public network's gateways by provider and id", () => {
    const u = uplinkOf(fixture('public-network.json'));
    expect(u.receptions).toEqual([{ gatewayId: '000013:75ba7d11e0e22f5a', rssi: -112, snr: -4.5 }]);
    expect(u).toMatchObject({ devEui: '647FDA0000006420', session: '260B1C2D', fCnt: 4711, fPort: 2 });
  });

  it('keys a message without frame counter by its own time, so only its redelivery is a duplicate', () => {
    const first = uplinkOf(fixture('no-frame-counter.json'));
    const again = uplinkOf(fixture('no-frame-counter.json'));
    const later = fixture('no-frame-counter.json');
    later.WirelessMetadata.LoRaWAN.Timestamp = '2020-12-07T15:41:48Z';
    const next = uplinkOf(later);
    expect(first).toMatchObject({ devEui: 'A84041D55182720B', fCnt: 0, fPort: 2 });
    expect([again.session, again.fCnt]).toEqual([first.session, first.fCnt]);
    expect(next.session).not.toBe(first.session);
  });

  it('a frame counter of 0 is a frame counter (the first uplink after a join)', () => {
    const m = fixture('documented.json');
    m.WirelessMetadata.LoRaWAN.FCnt = 0;
    expect(uplinkOf(m)).toMatchObject({ fCnt: 0, session: '00B96CD4' });
    m.WirelessMetadata.LoRaWAN.FCnt = '12';
    expect(uplinkOf(m).fCnt).toBe(12);
  });

  it('falls back to the time it arrived when Timestamp is missing or unreadable', () => {
    const m = fixture('documented.json');
    m.WirelessMetadata.LoRaWAN.Timestamp = 'yesterday';
    expect(uplinkOf(m).receivedAt).toBe(NOW);
    delete m.WirelessMetadata.LoRaWAN.Timestamp;
    expect(uplinkOf(m).receivedAt).toBe(NOW);
  });

  it('has no port and no payload for a frame without application data', () => {
    const m = fixture('documented.json');
    delete m.WirelessMetadata.LoRaWAN.Fport;
    m.PayloadData = '';
    expect(uplinkOf(m)).toMatchObject({ fPort: null, payload: null });
  });

  it('drops signal figures that are not figures, keeping the reception', () => {
    const m = fixture('documented.json');
    m.WirelessMetadata.LoRaWAN.Gateways = [
      { GatewayEui: 'aa555a0000000101', Rssi: 'loud', Snr: 1e300 },
      { Rssi: -80 },
      'not a gateway',
    ];
    expect(uplinkOf(m).receptions).toEqual([{ gatewayId: 'AA555A0000000101', rssi: null, snr: null }]);
  });

  it('ignores prototype keys and unknown fields', () => {
    const m = JSON.parse(
      '{"__proto__":{"polluted":1},"constructor":{"x":1},' + JSON.stringify(fixture('documented.json')).slice(1),
    );
    expect(uplinkOf(m).devEui).toBe('A84041000181C61E');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['a Sidewalk message', fixture('not-lorawan.json'), /WirelessMetadata\.LoRaWAN/],
    ['no message at all', null, /not an AWS IoT Core for LoRaWAN uplink/],
    ['a string', 'hello', /not an AWS IoT Core for LoRaWAN uplink/],
  ])('refuses %s, saying why', (_, message, reason) => {
    const r = parse(message);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason).toMatch(reason);
  });

  it("refuses the guide's 15-digit DevEUI and a DevEUI that is not hexadecimal", () => {
    for (const eui of ['58a0cb000202c99', 'zz0000000000000z', '']) {
      const m = fixture('documented.json');
      m.WirelessMetadata.LoRaWAN.DevEui = eui;
      const r = parse(m);
      expect(r.ok, eui).toBe(false);
    }
  });

  it('refuses a payload that is not Base64 or longer than any LoRaWAN frame', () => {
    const m = fixture('documented.json');
    m.PayloadData = 'not base64!';
    expect(parse(m)).toEqual({ ok: false, reason: 'PayloadData is not Base64' });
    m.PayloadData = 'A'.repeat(2048);
    expect(parse(m).ok).toBe(false);
  });

  it('refuses a frame counter beyond 32 bits by ignoring it, not by storing a wrong one', () => {
    const m = fixture('documented.json');
    m.WirelessMetadata.LoRaWAN.FCnt = 2 ** 40;
    const u = uplinkOf(m);
    expect(u.session.startsWith('t:')).toBe(true);
    expect(u.fCnt).toBe(0);
  });
});
