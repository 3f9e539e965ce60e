import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSV_DEPTHS, csvProfile, sensorCsv } from '../../../lambdas/readings/rules/csv-export';
import type { CsvReading } from '../../../lambdas/readings/rules/csv-export';

const r = (iso: string, a: number | null, b: number | null, c: number | null): CsvReading => ({
  time: Date.parse(iso),
  calibrated: { at10cm: a, at50cm: b, at100cm: c },
});

describe('sensor CSV', () => {
  it('matches the golden file: 21 depth rows, a column per reading time, 2 decimals', () => {
    const csv = sensorCsv([
      r('2026-06-01T00:00:00Z', 30, 40, 50),
      r('2026-06-01T02:00:00Z', 31.256, 39.5, 48.125),
      r('2026-06-01T04:00:00Z', 20, null, 44),
    ]);
    const golden = readFileSync(join(import.meta.dirname, 'golden', 'sensor.csv'), 'utf8');
    expect(csv).toBe(golden);
    expect(CSV_DEPTHS).toHaveLength(21);
    expect(CSV_DEPTHS.at(-1)).toBe(-200);
  });
  it('labels times in the asked time zone', () => {
    const csv = sensorCsv([r('2026-06-01T00:00:00Z', 1, 2, 3)], 'Australia/Sydney');
    expect(csv.split('\r\n')[0]).toBe('Depth (cm),2026-06-01 10:00');
  });
  it('fills the rows between and around the measured depths from the soil profile model', () => {
    const p = csvProfile(r('2026-06-01T00:00:00Z', 30, 40, 50).calibrated);
    expect(p).toHaveLength(21);
    expect([p[1], p[5], p[10]]).toEqual([30, 40, 50]);
    expect(p[3]!).toBeGreaterThan(30);
    expect(p[3]!).toBeLessThan(40);
    // Wetter with depth: a little wetter below 100 cm, levelling off.
    expect(p[20]!).toBeGreaterThan(50);
    expect(p[20]! - p[19]!).toBeLessThan(0.05);
    expect(csvProfile(r('2026-06-01T00:00:00Z', null, null, null).calibrated)).toEqual(new Array(21).fill(null));
  });
  it('bounds the estimated rows by the zone’s saturation when the sensor lies in a zone', () => {
    // Wetter with depth: unbounded, the rows below 100 cm run on past 52 %.
    const reading = r('2026-06-01T00:00:00Z', 30, 40, 50);
    expect(csvProfile(reading.calibrated)[20]!).toBeGreaterThan(52);
    const bounded = csvProfile(reading.calibrated, 51);
    expect([bounded[1], bounded[5], bounded[10]]).toEqual([30, 40, 50]);
    expect(Math.max(...bounded.map((v) => v!))).toBe(51);
    expect(bounded.slice(12)).toEqual(new Array(9).fill(51));
    const lines = sensorCsv([reading], 'UTC', 51).trimEnd().split('\r\n');
    expect(lines[11]).toBe('-100,50.00');
    expect(lines[21]).toBe('-200,51.00');
    // Without a zone, only 0 bounds them (the rows are as before).
    expect(sensorCsv([reading], 'UTC').trimEnd().split('\r\n')[21]).toBe('-200,52.58');
  });
});
