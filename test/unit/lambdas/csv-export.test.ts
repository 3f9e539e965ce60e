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

describe('sensor CSV in the downloader’s units', () => {
  const readings = [r('2026-06-01T00:00:00Z', 30, 40, 50), r('2026-06-01T02:00:00Z', 31.256, 39.5, 48.125)];
  it('US customary: the depth column in inches (its header says so), moisture still %, a decimal point', () => {
    const lines = sensorCsv(readings, 'UTC', undefined, 'us').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Depth (in),2026-06-01 00:00,2026-06-01 02:00');
    expect(lines).toHaveLength(22);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(
      [
        0, 3.9, 7.9, 11.8, 15.7, 19.7, 23.6, 27.6, 31.5, 35.4, 39.4, 43.3, 47.2, 51.2, 55.1, 59.1, 63, 66.9, 70.9, 74.8,
        78.7,
      ].map((d) => String(d === 0 ? 0 : -d)),
    );
    // The same moisture values as the metric file, row by row.
    const metric = sensorCsv(readings).trimEnd().split('\r\n');
    expect(lines.slice(1).map((l) => l.split(',').slice(1))).toEqual(metric.slice(1).map((l) => l.split(',').slice(1)));
    expect(lines[2]).toBe('-3.9,30.00,31.26');
  });
  it('metric is the spec’s file, unchanged', () => {
    expect(sensorCsv(readings, 'UTC', undefined, 'metric')).toBe(sensorCsv(readings));
    expect(sensorCsv(readings).split('\r\n')[0]).toBe('Depth (cm),2026-06-01 00:00,2026-06-01 02:00');
  });
});
