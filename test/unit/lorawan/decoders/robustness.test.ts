/**
 * The decoders' promises at the edge: never throwing on any bytes (a seeded property test), values
 * from a network server read safely (strings, hostile keys, NaN, 1e300), the decoded-then-bytes rule
 * of decodeUplink, and what guessDeviceType can and cannot tell.
 */
import { describe, expect, it } from 'vitest';
import { DEVICE_TYPE_IDS, type DeviceTypeId } from '@shared/lorawan/device-types';
import {
  decode,
  decodeUplink,
  fieldMap,
  fromDecoded,
  guessDeviceType,
} from '../../../../lambdas/lorawan/rules/decoders';
import { RANGES } from '../../../../lambdas/lorawan/rules/decoders/values';
import type { DecodeResult } from '../../../../lambdas/lorawan/rules/uplink';
import { bytesOf, codecFixture } from './codec-fixtures';

/** mulberry32: a small seeded generator, so a failure replays. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A result is either a reason in words or records whose every value is a finite reading in range. */
function expectWellFormed(r: DecodeResult) {
  if (!r.ok) {
    expect(r.reason.length).toBeGreaterThan(10);
    return;
  }
  expect(r.records.length).toBeGreaterThan(0);
  for (const rec of r.records) {
    for (const m of rec.moisture) {
      expect(Number.isFinite(m.value)).toBe(true);
      if (m.unit === 'percent') expect(m.value >= 0 && m.value <= 100).toBe(true);
      else expect(m.value).toBeGreaterThan(0);
    }
    if (rec.temperatureC !== undefined) expect(Math.abs(rec.temperatureC)).toBeLessThanOrEqual(RANGES.temperatureC.max);
    if (rec.batteryV !== undefined) expect(rec.batteryV).toBeLessThanOrEqual(RANGES.batteryV.max);
    if (rec.time !== undefined) expect(Number.isSafeInteger(rec.time)).toBe(true);
  }
}

const PORTS = [null, 0, 1, 2, 3, 5, 85, 224, 255];

describe('random bytes never throw', () => {
  it('3,000 seeded payloads on the ports that matter, through every decoder and the guess', () => {
    const rand = seeded(20261127);
    for (let n = 0; n < 3000; n++) {
      const bytes = Uint8Array.from({ length: Math.floor(rand() * 60) }, () => Math.floor(rand() * 256));
      // Half the time, a payload that starts like a real one, to reach deeper than the header checks.
      if (bytes.length > 4 && rand() < 0.5) bytes[0] = [0x02, 0x01, 0x03, 0x04, 0x20][Math.floor(rand() * 5)]!;
      const port = PORTS[Math.floor(rand() * PORTS.length)]!;
      for (const type of DEVICE_TYPE_IDS) expectWellFormed(decode(type, port, bytes));
      const guess = guessDeviceType(port, bytes);
      expect(guess === null || DEVICE_TYPE_IDS.includes(guess)).toBe(true);
    }
  });

  it("1,000 seeded decoded objects, of the field maps' keys and odd values, never throw", () => {
    const rand = seeded(77);
    const keys = DEVICE_TYPE_IDS.flatMap((t) => {
      const map = fieldMap(t)!;
      return [...map.moisture.flatMap((m) => m.keys), ...map.temperatureC, ...map.batteryV];
    });
    const odd = [NaN, -0, 1e300, -1e300, 1e-200, '', ' 12 ', '1e999', '-5', {}, [], null, true, { value: '3.1' }];
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
    for (let n = 0; n < 1000; n++) {
      const decoded: Record<string, unknown> = {};
      for (let k = 0; k < 6; k++)
        decoded[pick([...keys, '__proto__', 'constructor', 'history', 'DATALOG'])] =
          rand() < 0.5 ? pick(odd) : (rand() - 0.3) * 5000;
      for (const type of DEVICE_TYPE_IDS) expectWellFormed(fromDecoded(type, decoded));
    }
  });

  it('not bytes, an unknown type, an inherited name as a type: reasons, not exceptions', () => {
    expect(decode('dragino-lse01', 2, 'CE29' as unknown as Uint8Array).ok).toBe(false);
    for (const type of ['nope', '__proto__', 'constructor', 'toString'])
      expect(decode(type as DeviceTypeId, 2, bytesOf('CE2900F107A5099B6E2890'))).toEqual({
        ok: false,
        reason: expect.stringMatching(/not one Fieldwise can decode/),
        code: 'unknown_device_type',
        values: null,
      });
    expect(fromDecoded('dragino-lse01', null as unknown as Record<string, unknown>).ok).toBe(false);
    expect(fromDecoded('dragino-lse01', ['19.57'] as unknown as Record<string, unknown>).ok).toBe(false);
  });
});

describe('fromDecoded: values a network server decoded', () => {
  const lse01 = (extra: Record<string, unknown>) => fromDecoded('dragino-lse01', { Bat: 3.6, ...extra });
  const moistureOf = (r: DecodeResult) => (r.ok ? r.records[0]!.moisture.map((m) => m.value) : null);

  it('numbers as strings are numbers; text that is not a number is not', () => {
    expect(moistureOf(lse01({ water_SOIL: '19.57' }))).toEqual([19.57]);
    expect(moistureOf(lse01({ water_SOIL: ' 7e0 ' }))).toEqual([7]);
    for (const bad of ['19.57%', '', '0x10', 'NaN', 'Infinity', true, {}, [], null])
      expect(moistureOf(lse01({ water_SOIL: bad })), String(bad)).toEqual([]);
  });

  it('NaN, Infinity, 1e300, 1e-200 and out-of-range values are not readings', () => {
    for (const bad of [NaN, Infinity, -Infinity, 1e300, -1, 100.01, 655.35])
      expect(moistureOf(lse01({ water_SOIL: bad })), String(bad)).toEqual([]);
    // A value closer to 0 than any probe resolves is 0 (DynamoDB cannot store 1e-200 at all).
    expect(moistureOf(lse01({ water_SOIL: 1e-200 }))).toEqual([0]);
    expect(moistureOf(lse01({ water_SOIL: '-1e-200' }))).toEqual([0]);
    const r = fromDecoded('dragino-lse01', { water_SOIL: 20, temp_SOIL: 1e300, Bat: '1e300' });
    expect(r).toEqual({ ok: true, records: [{ moisture: [{ depthCm: 0, value: 20, unit: 'percent' }] }] });
  });

  it('__proto__ and constructor keys, and inherited values, are never read', () => {
    const hostile = JSON.parse('{"__proto__": {"water_SOIL": 42}, "constructor": {"water_SOIL": 43}}') as Record<
      string,
      unknown
    >;
    expect(fromDecoded('dragino-lse01', hostile).ok).toBe(false);
    const inherited = Object.create({ water_SOIL: 44, Bat: 3.6 }) as Record<string, unknown>;
    expect(fromDecoded('dragino-lse01', inherited).ok).toBe(false);
    expect(({} as Record<string, unknown>).water_SOIL).toBeUndefined();
  });

  it('the first key that holds a reading wins: a sentinel in one does not hide the next', () => {
    const r = fromDecoded('decentlab-dl-smtp', {
      soil_moisture_at_depth_0: -5,
      soil_temperature_at_depth_0: -327.68,
      soil_moisture_at_depth_1: { value: '1.2' },
      soil_temperature_at_depth_1: { value: 18.5 },
    });
    expect(r).toEqual({
      ok: true,
      records: [{ moisture: [{ depthCm: 20, value: 3100, unit: 'raw' }], temperatureC: 18.5 }],
    });
  });

  it('all-sentinel DL-SMTP values are a probe fault, as from the bytes', () => {
    const data: Record<string, unknown> = { battery_voltage: 2.875 };
    for (let d = 0; d < 8; d++)
      Object.assign(data, { [`soil_moisture_at_depth_${d}`]: -5, [`soil_temperature_at_depth_${d}`]: -327.68 });
    expect(fromDecoded('decentlab-dl-smtp', data)).toEqual({
      ok: false,
      reason: expect.stringMatching(/no soil value at any depth/),
      code: 'probe_no_depth',
      values: null,
    });
  });

  it('an SE01-LB datalog is read from its bytes, not from its decoded text', () => {
    expect(fromDecoded('dragino-se01-lb', { DATALOG: '[19.57,24.59,24.1,2026-06-01 00:00:00],' }).ok).toBe(false);
  });
});

describe('decodeUplink: decoded values first, then the bytes', () => {
  const base64 = Buffer.from('CE2900F107A5099B6E2890', 'hex').toString('base64');
  it('uses the decoded values when they hold a reading', () => {
    const r = decodeUplink('dragino-lse01', { fPort: 2, payload: base64, decoded: { water_SOIL: '30.00', Bat: 3.6 } });
    expect(r.ok && r.records[0]!.moisture[0]!.value).toBe(30);
  });
  it('falls back to the bytes when the decoded values hold none (or there are none, as from AWS IoT)', () => {
    for (const decoded of [{ something: 'else' }, null]) {
      const r = decodeUplink('dragino-lse01', { fPort: 2, payload: base64, decoded });
      expect(r.ok && r.records[0]!.moisture[0]!.value).toBe(19.57);
    }
  });
  it("when neither reads, the bytes' reason is given; no payload at all says so", () => {
    expect(decodeUplink('dragino-lse01', { fPort: 9, payload: base64, decoded: { x: 1 } })).toEqual({
      ok: false,
      reason: expect.stringMatching(/port 9/),
      code: 'wrong_port',
      values: { port: 9, model: 'LSE01', expected: 2 },
    });
    expect(decodeUplink('dragino-lse01', { fPort: 2, payload: null, decoded: null }).ok).toBe(false);
    expect(decodeUplink('dragino-lse01', { fPort: 2, payload: '%%%not base64', decoded: null }).ok).toBe(false);
  });
});

describe('guessDeviceType', () => {
  it.each(['dragino-lse01', 'milesight-em500-smtc', 'decentlab-dl-smtp', 'decentlab-dl-trs12'] as const)(
    "%s: its codec file's first example is guessed as it",
    (type) => {
      const ex = codecFixture(type).examples[0]!;
      expect(guessDeviceType(ex.fPort, bytesOf(ex.bytes))).toBe(type);
    },
  );
  it('the SE01-LB by its status uplink or its datalog', () => {
    expect(guessDeviceType(5, bytesOf('26010101FF0DAC'))).toBe('dragino-se01-lb');
    expect(guessDeviceType(3, new Uint8Array(33))).toBe('dragino-se01-lb');
  });
  it('no guess where the formats cannot tell: a Decentlab battery-only uplink, a wrong length, an unknown port', () => {
    expect(guessDeviceType(1, bytesOf('0210D300020C80'))).toBeNull();
    expect(guessDeviceType(2, bytesOf('CE2900F107A5099B6E28'))).toBeNull();
    expect(guessDeviceType(42, bytesOf('CE2900F107A5099B6E2890'))).toBeNull();
    expect(guessDeviceType(85, bytesOf('0175640367190100'))).toBeNull();
    expect(guessDeviceType(null, new Uint8Array())).toBeNull();
  });
});
