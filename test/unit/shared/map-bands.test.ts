import { describe, expect, it } from 'vitest';
import {
  bandOf,
  dataTypeName,
  equalBand,
  formatMapValue,
  legendBands,
  MAP_SCALES,
  moistureBand,
  readingValue,
  thresholdsAt,
} from '@shared/readings/map-bands';
import type { MoistureReading, ZoneProfile } from '@shared/readings/views';

const zone: ZoneProfile = {
  id: 'z1',
  zonename: 'East',
  croptype: 'Corn',
  interest_layer: 50,
  wpoint_50: 10,
  fcapacity_50: 20,
  saturation_50: 30,
  wpoint_100: 12,
  fcapacity_100: 24,
  saturation_100: 36,
  wpoint_150: 14,
  fcapacity_150: 28,
  saturation_150: 42,
  sensors: ['S1'],
};
const reading = (over: Partial<MoistureReading> = {}): MoistureReading => ({
  time: 1_000,
  cap50_percent: 25,
  cap100_percent: 25,
  cap150_percent: 25,
  temperature: 20,
  battery_vol: 3.6,
  ...over,
});

describe('moisture bands', () => {
  const t = { wiltingPoint: 10, fieldCapacity: 20, saturation: 30 };
  it('is band 0 below the wilting point, 1 below field capacity, 2 below saturation, else 3', () => {
    expect([0, 9.99, 10, 19.9, 20, 29.9, 30, 55].map((v) => moistureBand(v, t))).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });
  it('takes the thresholds of the depth shown', () => {
    expect(thresholdsAt(zone, 'cap50_percent')).toEqual({ wiltingPoint: 10, fieldCapacity: 20, saturation: 30 });
    expect(thresholdsAt(zone, 'cap100_percent')).toEqual({ wiltingPoint: 12, fieldCapacity: 24, saturation: 36 });
    expect(thresholdsAt(zone, 'cap150_percent')).toEqual({ wiltingPoint: 14, fieldCapacity: 28, saturation: 42 });
    // 25 % is FC–SAT at 10 cm (FC 20) and at 50 cm (FC 24), WP–FC at 100 cm (FC 28).
    const r = reading();
    expect(bandOf('cap50_percent', r, zone)).toBe(2);
    expect(bandOf('cap100_percent', r, zone)).toBe(2);
    expect(bandOf('cap150_percent', r, zone)).toBe(1);
    expect(bandOf('cap150_percent', reading({ cap150_percent: 13 }), zone)).toBe(0);
    expect(bandOf('cap100_percent', reading({ cap100_percent: 36 }), zone)).toBe(3);
  });
  it('leaves a sensor outside every zone unbanded', () => {
    expect(bandOf('cap50_percent', reading(), null)).toBe('no-zone');
  });
});

describe('battery and temperature bands', () => {
  it('splits 0–4 V into 4 equal bands, ends included in the end bands', () => {
    expect([-0.2, 0, 0.99, 1, 2.5, 3, 3.99, 4, 4.3].map((v) => equalBand(v, MAP_SCALES.battery_vol))).toEqual([
      0, 0, 0, 1, 2, 3, 3, 3, 3,
    ]);
  });
  it('splits −40–60 °C into 4 equal bands of 25 °C', () => {
    expect([-45, -40, -15.1, -15, 9.9, 10, 34.9, 35, 60, 70].map((v) => equalBand(v, MAP_SCALES.temperature))).toEqual([
      0, 0, 0, 1, 1, 2, 2, 3, 3, 3,
    ]);
  });
  it('bands a reading by battery or temperature whatever its zone', () => {
    expect(bandOf('battery_vol', reading({ battery_vol: 1.5 }), null)).toBe(1);
    expect(bandOf('temperature', reading({ temperature: 12 }), zone)).toBe(2);
  });
});

describe('no value, info view', () => {
  it('is "none" without a reading or without the value shown', () => {
    expect(bandOf('cap50_percent', null, zone)).toBe('none');
    expect(bandOf('temperature', reading({ temperature: null }), zone)).toBe('none');
    expect(readingValue(reading({ battery_vol: null }), 'battery_vol')).toBeNull();
  });
  it('colours nothing in the info view', () => {
    expect(bandOf('info', reading(), zone)).toBe('info');
    expect(readingValue(reading(), 'info')).toBeNull();
    expect(legendBands('info')).toEqual([]);
  });
});

describe('labels', () => {
  it('gives values their unit: % rounded to 1 decimal and never below 0, °C, V', () => {
    expect(formatMapValue('cap50_percent', 23.456)).toBe('23.5 %');
    expect(formatMapValue('cap100_percent', -1.2)).toBe('0.0 %');
    expect(formatMapValue('temperature', 18.04)).toBe('18.0 °C');
    expect(formatMapValue('battery_vol', 3.6)).toBe('3.60 V');
    expect(formatMapValue('temperature', null)).toBe('–');
  });
  it('has a legend per data type', () => {
    expect(legendBands('cap100_percent').map((e) => e.label)).toEqual(['< WP', 'WP - FC', 'FC - SAT', '> SAT']);
    expect(legendBands('battery_vol').map((e) => e.label)).toEqual(['0 to 1 V', '1 to 2 V', '2 to 3 V', '3 to 4 V']);
    expect(legendBands('temperature').map((e) => e.label)).toEqual([
      '-40 to -15 °C',
      '-15 to 10 °C',
      '10 to 35 °C',
      '35 to 60 °C',
    ]);
  });
  it('names the depths 10, 50 and 100 cm', () => {
    expect(
      ['cap50_percent', 'cap100_percent', 'cap150_percent'].map((t) => dataTypeName(t as 'cap50_percent')),
    ).toEqual(['Moisture 10 cm underground', 'Moisture 50 cm underground', 'Moisture 100 cm underground']);
  });
});
