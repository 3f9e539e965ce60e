/**
 * Every example of each device's device repository codec file (test/fixtures/lorawan/codecs/),
 * through our decoder of the bytes and through the field map of the published decoded output:
 * the values we keep (moisture by depth, soil temperature, battery) must be the published ones.
 */
import { describe, expect, it } from 'vitest';
import { INSTALL_DEPTH_CM } from '@shared/lorawan/device-types';
import { decode, fromDecoded } from '../../../../lambdas/lorawan/rules/decoders';
import { bytesOf, codecFixture, presetOf, published, type CodecExample } from './codec-fixtures';

const withData = (examples: CodecExample[]) => examples.filter((e) => e.output.data);
const withErrors = (examples: CodecExample[]) => examples.filter((e) => e.output.errors);
const atInstall = (value: number, unit: 'percent' | 'raw') => [{ depthCm: INSTALL_DEPTH_CM, value, unit }];

describe('Dragino LSE01: the codec examples', () => {
  const fx = codecFixture('dragino-lse01');
  it('has examples with values and with errors', () => {
    expect(withData(fx.examples).length).toBeGreaterThan(0);
    expect(withErrors(fx.examples).length).toBeGreaterThan(0);
  });
  it.each(withData(fx.examples))('$description: moisture, soil temperature and battery as published', (ex) => {
    const data = ex.output.data!;
    const expected = {
      ok: true,
      records: [
        {
          moisture: atInstall(published(data, 'water_SOIL'), 'percent'),
          temperatureC: published(data, 'temp_SOIL'),
          batteryV: published(data, 'Bat'),
        },
      ],
    };
    expect(decode('dragino-lse01', ex.fPort, bytesOf(ex.bytes))).toEqual(expected);
    expect(fromDecoded('dragino-lse01', data)).toEqual(expected);
  });
  it.each(withErrors(fx.examples))('$description: no reading, with a reason', (ex) => {
    const result = decode('dragino-lse01', ex.fPort, bytesOf(ex.bytes));
    expect(result).toMatchObject({
      ok: false,
      code: 'wrong_port',
      reason: expect.stringContaining(`port ${ex.fPort}`),
    });
  });
  it("follows the manual's soil temperature examples, negative ones included", () => {
    for (const { word, temperatureC } of fx.datasheetExamples!.soilTemperatureWords) {
      const bytes = bytesOf(`0E29 00F1 07A5 ${word} 0000 00`.replace(/ /g, ''));
      const result = decode('dragino-lse01', 2, bytes);
      expect(result.ok && result.records[0]!.temperatureC, word).toBe(temperatureC);
    }
  });
});

describe('Dragino SE01-LB: the codec examples', () => {
  const fx = codecFixture('dragino-se01-lb');
  // The file's examples are another sensor's (see the fixture's note): neither holds a soil reading.
  it.each(fx.examples)('$description: no soil reading is made of it', (ex) => {
    expect(decode('dragino-se01-lb', ex.fPort, bytesOf(ex.bytes)).ok).toBe(false);
  });
  it.each(withData(fx.examples))('$description: its published output gives a battery level, no soil value', (ex) => {
    const data = ex.output.data!;
    expect(fromDecoded('dragino-se01-lb', data)).toEqual({
      ok: true,
      records: [{ moisture: [], batteryV: published(data, 'BatV') }],
    });
  });
  it("reads the LSE01's port-2 layout, which its manual shares, in its calibrated mode (MOD=0)", () => {
    const lse01 = codecFixture('dragino-lse01').examples[0]!;
    const mod0 = bytesOf(lse01.bytes.slice(0, 20) + '10');
    expect(decode('dragino-se01-lb', 2, mod0)).toEqual(decode('dragino-lse01', 2, bytesOf(lse01.bytes)));
  });
});

describe('Milesight EM500-SMTC: the codec examples', () => {
  const fx = codecFixture('milesight-em500-smtc');
  const all = [...fx.examples, ...fx.vendorExamples!.examples];
  it.each(all)('$description: its "humidity" (or "moisture") is the soil moisture, with the temperature', (ex) => {
    const data = ex.output.data!;
    const moistureKey = 'humidity' in data ? 'humidity' : 'moisture';
    const expected = {
      ok: true,
      records: [
        { moisture: atInstall(published(data, moistureKey), 'percent'), temperatureC: published(data, 'temperature') },
      ],
    };
    expect(decode('milesight-em500-smtc', ex.fPort, bytesOf(ex.bytes))).toEqual(expected);
    // The battery is a percentage: not kept as volts.
    expect(fromDecoded('milesight-em500-smtc', data)).toEqual(expected);
  });
});

describe('Decentlab DL-SMTP: the codec examples', () => {
  const fx = codecFixture('decentlab-dl-smtp');
  const toPercent = presetOf('decentlab-dl-smtp');
  const [profile, batteryOnly] = fx.examples;

  it('keeps the raw count of every depth that has a sensor; the preset turns each into the published value', () => {
    const data = profile!.output.data!;
    const result = decode('decentlab-dl-smtp', profile!.fPort, bytesOf(profile!.bytes));
    expect(result.ok).toBe(true);
    const record = result.ok ? result.records[0]! : null;
    const published0to7 = [0, 1, 2, 3, 4, 5, 6, 7].map((d) => published(data, `soil_moisture_at_depth_${d}`));
    // Depths 6 and 7 (70, 80 cm) are the "no sensor" sentinel (−5): not readings.
    expect(record!.moisture.map((m) => m.depthCm)).toEqual([10, 20, 30, 40, 50, 60]);
    for (const [d, m] of record!.moisture.entries()) {
      expect(m.unit).toBe('raw');
      expect(toPercent(m.value)).toBeCloseTo(published0to7[d]!, 9);
    }
    expect(record!.temperatureC).toBe(published(data, 'soil_temperature_at_depth_0'));
    expect(record!.batteryV).toBe(published(data, 'battery_voltage'));
    expect(fromDecoded('decentlab-dl-smtp', data)).toEqual(result);
  });

  it('a battery-only uplink gives the battery and no soil values', () => {
    const data = batteryOnly!.output.data!;
    const expected = { ok: true, records: [{ moisture: [], batteryV: published(data, 'battery_voltage') }] };
    expect(decode('decentlab-dl-smtp', batteryOnly!.fPort, bytesOf(batteryOnly!.bytes))).toEqual(expected);
    expect(fromDecoded('decentlab-dl-smtp', data)).toEqual(expected);
  });
});

describe('Decentlab DL-TRS12 (METER TEROS 12): the codec examples', () => {
  const fx = codecFixture('decentlab-dl-trs12');
  const toPercent = presetOf('decentlab-dl-trs12');
  const [full, batteryOnly] = fx.examples;

  it("keeps the TEROS 12 raw count; the preset (METER's mineral-soil equation) gives the published VWC", () => {
    const data = full!.output.data!;
    const result = decode('decentlab-dl-trs12', full!.fPort, bytesOf(full!.bytes));
    expect(result.ok).toBe(true);
    const record = result.ok ? result.records[0]! : null;
    expect(record!.moisture).toHaveLength(1);
    expect(record!.moisture[0]).toMatchObject({ depthCm: INSTALL_DEPTH_CM, unit: 'raw' });
    expect(toPercent(record!.moisture[0]!.value) / 100).toBeCloseTo(published(data, 'volumetric_water_content'), 12);
    expect(record!.temperatureC).toBe(published(data, 'soil_temperature'));
    expect(record!.batteryV).toBe(published(data, 'battery_voltage'));
    expect(fromDecoded('decentlab-dl-trs12', data)).toEqual(result);
  });

  it('a battery-only uplink gives the battery and no soil values', () => {
    const data = batteryOnly!.output.data!;
    const expected = { ok: true, records: [{ moisture: [], batteryV: published(data, 'battery_voltage') }] };
    expect(decode('decentlab-dl-trs12', batteryOnly!.fPort, bytesOf(batteryOnly!.bytes))).toEqual(expected);
    expect(fromDecoded('decentlab-dl-trs12', data)).toEqual(expected);
  });
});
