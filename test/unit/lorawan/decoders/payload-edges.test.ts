/**
 * What each decoder makes of payloads that are not a plain reading: short, wrong port, sentinels,
 * faults, the datalog.
 */
import { describe, expect, it } from 'vitest';
import { decode } from '../../../../lambdas/lorawan/rules/decoders';
import { bytesOf } from './codec-fixtures';

const LSE01 = 'CE2900F107A5099B6E2890';
const reasonOf = (r: ReturnType<typeof decode>) => (r.ok ? null : r.reason);

describe('short payloads and wrong ports', () => {
  it.each([
    ['dragino-lse01', 2, LSE01.slice(0, 20), /10 bytes; an LSE01 reading is 11/],
    ['dragino-se01-lb', 2, LSE01.slice(0, 20), /10 bytes; an SE01-LB reading is 11/],
    ['decentlab-dl-smtp', 1, '020B500003090118', /shorter than the DL-SMTP header says/],
    ['decentlab-dl-trs12', 1, '0210D3000346BE', /shorter than the DL-TRS12 header says/],
    ['decentlab-dl-trs12', 1, '0210', /Decentlab protocol version 2/],
    ['milesight-em500-smtc', 85, '0367', /no soil moisture or temperature/],
  ] as const)('%s on port %s, %s: no reading, and says why', (type, port, hex, reason) => {
    expect(reasonOf(decode(type, port, bytesOf(hex)))).toMatch(reason);
  });

  it.each([
    ['dragino-lse01', 3],
    ['dragino-se01-lb', 1],
    ['milesight-em500-smtc', 2],
    ['decentlab-dl-smtp', 85],
    ['decentlab-dl-trs12', null],
  ] as const)('%s on port %s is not read', (type, port) => {
    expect(reasonOf(decode(type, port, bytesOf('0210D3000346BE813D00000C80')))).toMatch(/came on port/);
  });

  it('an empty payload is no reading for any type', () => {
    expect(reasonOf(decode('dragino-lse01', 2, new Uint8Array()))).toMatch(/no payload/);
  });

  it('a Decentlab payload of another protocol version is not read', () => {
    expect(reasonOf(decode('decentlab-dl-trs12', 1, bytesOf('0310D3000346BE813D00000C80')))).toMatch(/version 2/);
  });
});

describe('Decentlab DL-SMTP sentinels', () => {
  const frame = (soilWords: string) => bytesOf(`020B500003${soilWords}0B3B`);
  it('all eight depths "no sensor": not a reading (a probe fault), not a battery-only uplink', () => {
    expect(reasonOf(decode('decentlab-dl-smtp', 1, frame('0000'.repeat(16))))).toMatch(/no soil value at any depth/);
  });
  it('a depth whose moisture is the sentinel is left out; the others are kept', () => {
    const words = ['0000', '8A8C', '0943', '8A98', ...Array(12).fill('0000')].join('');
    const r = decode('decentlab-dl-smtp', 1, frame(words));
    expect(r).toEqual({
      ok: true,
      records: [{ moisture: [{ depthCm: 20, value: 0x0943, unit: 'raw' }], temperatureC: 27, batteryV: 2.875 }],
    });
  });
});

describe('out-of-range values are not readings', () => {
  it('LSE01 moisture 655.35 % is dropped; its soil temperature is kept', () => {
    const r = decode('dragino-lse01', 2, bytesOf('0E2900F1FFFF099B000010'));
    expect(r).toEqual({ ok: true, records: [{ moisture: [], temperatureC: 24.59, batteryV: 3.625 }] });
  });
  it('LSE01 with neither moisture nor temperature in range says what it measured', () => {
    expect(reasonOf(decode('dragino-lse01', 2, bytesOf('0E2900F1FFFF7FFF000010')))).toMatch(/655.35 %.*327.7 °C/);
  });
  it('Milesight "collection failed" (0xFFFF) is no moisture', () => {
    const r = decode('milesight-em500-smtc', 85, bytesOf('0367340104CAFFFF'));
    expect(r).toEqual({ ok: true, records: [{ moisture: [], temperatureC: 30.8 }] });
  });
});

describe('Dragino SE01-LB ports', () => {
  it('MOD=1 (raw probe counts) is not moisture, and the reason says how to fix it', () => {
    expect(reasonOf(decode('dragino-se01-lb', 2, bytesOf('0E2900F107A5099B6E2890')))).toMatch(/MOD=0/);
  });
  it('the status uplink (port 5, model 0x26) gives the battery', () => {
    const r = decode('dragino-se01-lb', 5, bytesOf('26010101FF0DAC'));
    expect(r).toEqual({ ok: true, records: [{ moisture: [], batteryV: 3.5 }] });
  });
  it("another device's status is not the SE01-LB's", () => {
    expect(decode('dragino-se01-lb', 5, bytesOf('22010101FF0DAC')).ok).toBe(false);
  });
});

describe('Dragino SE01-LB datalog (port 3): timed records', () => {
  // Built from the documented record layout (no published example exists): moisture, soil temperature,
  // probe temperature, flags, Unix seconds.
  const rec = (moisture: number, temperature: number, seconds: number) =>
    [moisture & 0xffff, temperature & 0xffff, 0x00f1].map((w) => w.toString(16).padStart(4, '0')).join('') +
    '40' +
    seconds.toString(16).padStart(8, '0');
  const t0 = Date.UTC(2026, 5, 1, 0, 0) / 1000;

  it('zero records (the device had nothing logged: 11 bytes of 0) is no reading, with a reason', () => {
    expect(reasonOf(decode('dragino-se01-lb', 3, new Uint8Array(11)))).toMatch(/no logged readings/);
  });
  it('many records each keep their own time, in order', () => {
    const hex = Array.from({ length: 20 }, (_, i) => rec(1957 + i, 2459 - i, t0 + i * 1200)).join('');
    const r = decode('dragino-se01-lb', 3, bytesOf(hex));
    expect(r.ok).toBe(true);
    const records = r.ok ? r.records : [];
    expect(records).toHaveLength(20);
    expect(records.map((x) => x.time)).toEqual(Array.from({ length: 20 }, (_, i) => (t0 + i * 1200) * 1000));
    expect(records[0]).toEqual({
      time: t0 * 1000,
      moisture: [{ depthCm: 0, value: 19.57, unit: 'percent' }],
      temperatureC: 24.59,
    });
    expect(records[19]!.moisture[0]!.value).toBe(19.76);
  });
  it('a negative soil temperature, an unset clock (1970) and a cut-off last record', () => {
    const hex = rec(2000, -150, t0) + rec(2000, 2000, 5) + rec(2100, 2000, t0 + 60).slice(0, 12);
    const r = decode('dragino-se01-lb', 3, bytesOf(hex));
    expect(r).toEqual({
      ok: true,
      records: [{ time: t0 * 1000, moisture: [{ depthCm: 0, value: 20, unit: 'percent' }], temperatureC: -1.5 }],
    });
  });
  it('fewer than 11 bytes is no datalog', () => {
    expect(reasonOf(decode('dragino-se01-lb', 3, bytesOf('0102')))).toMatch(/each logged record is 11/);
  });
});

describe('Milesight EM500-SMTC channels', () => {
  it('the newer 0.01 % moisture channel, and logged records with their own time', () => {
    const t = Date.UTC(2026, 0, 2) / 1000;
    const le32 = Buffer.alloc(4);
    le32.writeUInt32LE(t);
    const r = decode(
      'milesight-em500-smtc',
      85,
      bytesOf(`0175640367190104CA7816` + `20CE${le32.toString('hex')}F00019017816`),
    );
    expect(r).toEqual({
      ok: true,
      records: [
        { moisture: [{ depthCm: 0, value: 57.52, unit: 'percent' }], temperatureC: 28.1 },
        { time: t * 1000, moisture: [{ depthCm: 0, value: 57.52, unit: 'percent' }], temperatureC: 28.1 },
      ],
    });
  });
  it('a start-up message (device information only) is no reading', () => {
    expect(
      reasonOf(decode('milesight-em500-smtc', 85, bytesOf('FF0BFFFF0110FF166136B43355160018FF090140FF0A0114FF0F00'))),
    ).toMatch(/no soil moisture/);
  });
  it('decoding stops at an unknown channel, keeping what came before', () => {
    const r = decode('milesight-em500-smtc', 85, bytesOf('046865AA0102034F'));
    expect(r).toEqual({ ok: true, records: [{ moisture: [{ depthCm: 0, value: 50.5, unit: 'percent' }] }] });
  });
});
