/**
 * IrriMAX Live exports (recorded shapes in test/fixtures/vendor-clouds/irrimax): the CSV read into
 * columns and rows, each `A<n>(<cm>)` channel serving the nearest measured depth within ±10 cm,
 * temperature and battery, and the site's wall clock turned into UTC.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IrrimaxFormatError, parseIrrimaxCsv } from '../../../lambdas/vendor-clouds/rules/irrimax-csv';
import { irrimaxLayout, irrimaxReadings } from '../../../lambdas/vendor-clouds/rules/irrimax-readings';
import { toIngestItem } from '../../../lambdas/vendor-clouds/rules/vendor-reading';

const fixture = (name: string) => readFileSync(`test/fixtures/vendor-clouds/irrimax/${name}`, 'utf8');

describe('the CSV', () => {
  it('reads the header into typed columns with their depths', () => {
    const table = parseIrrimaxCsv(fixture('readings-10cm.csv'));
    expect(table.columns[0]).toEqual({ name: 'V1', type: 'V', index: 1, depthCm: null });
    expect(table.columns[2]).toEqual({ name: 'A1(10)', type: 'A', index: 1, depthCm: 10 });
    expect(table.columns.find((c) => c.name === 'T10(100)')).toEqual({
      name: 'T10(100)',
      type: 'T',
      index: 10,
      depthCm: 100,
    });
    expect(table.rows).toHaveLength(5);
    expect(table.skipped).toEqual([]);
  });

  it('keeps an empty cell as null, not zero', () => {
    const table = parseIrrimaxCsv(fixture('readings-10cm.csv'));
    const a1 = table.columns.findIndex((c) => c.name === 'A1(10)');
    expect(table.rows[4]!.values[a1]).toBeNull();
    expect(table.rows[0]!.values[a1]).toBe(31.42);
  });

  it('an export with no rows (a range without readings) is an empty table, not an error', () => {
    expect(parseIrrimaxCsv(fixture('empty-range.csv')).rows).toEqual([]);
    expect(parseIrrimaxCsv('').rows).toEqual([]);
  });

  it('an answer that is not an export (a maintenance page) is refused', () => {
    expect(() => parseIrrimaxCsv(fixture('maintenance.html'))).toThrow(IrrimaxFormatError);
  });

  it('skips a row whose time is not a date (31 February) or which is cut short, and says which line', () => {
    const text =
      'Date Time,V1,A1(10)\n2026/02/31 10:00:00,6.5,30\n2026/02/20 10:00:00,6.5\n2026/02/20 10:30:00,6.5,31\n';
    const table = parseIrrimaxCsv(text);
    expect(table.rows.map((r) => r.text)).toEqual(['2026/02/20 10:30:00']);
    expect(table.skipped).toEqual([2, 3]);
  });
});

describe('depths', () => {
  it('A1(10) serves 10 cm, A5(50) 50 cm, A10(100) 100 cm; 20–40 and 60–90 cm serve none', () => {
    const layout = irrimaxLayout(parseIrrimaxCsv(fixture('readings-10cm.csv')));
    expect(layout.moisture.at10cm?.name).toBe('A1(10)');
    expect(layout.moisture.at50cm?.name).toBe('A5(50)');
    expect(layout.moisture.at100cm?.name).toBe('A10(100)');
    expect(layout.temperature?.name).toBe('T1(10)');
  });

  it('a 5-cm-offset probe: of two channels equally near, the shallower (5 for 10, 45 for 50, 95 for 100)', () => {
    const layout = irrimaxLayout(parseIrrimaxCsv(fixture('readings-5cm-offset.csv')));
    expect(layout.moisture.at10cm?.name).toBe('A1(5)');
    expect(layout.moisture.at50cm?.name).toBe('A5(45)');
    expect(layout.moisture.at100cm?.name).toBe('A10(95)');
    expect(layout.temperature?.name).toBe('T1(5)');
  });

  it('a probe with no channel near a depth leaves that depth null', () => {
    const table = parseIrrimaxCsv('Date Time,V1,A1(30),A2(75)\n2026/11/20 09:00:00,6.5,30.1,31.2\n');
    const [r] = irrimaxReadings(table, 'UTC');
    expect(r!.moisture).toEqual({ at10cm: null, at50cm: null, at100cm: null });
  });
});

describe('readings', () => {
  it('V1 is the battery when a cell could have it; a 6.5 V logger pack is no battery reading', () => {
    const table = parseIrrimaxCsv('Date Time,V1,A1(10)\n2026/11/20 09:00:00,3.91,30\n2026/11/20 09:30:00,6.52,30\n');
    expect(irrimaxReadings(table, 'UTC').map((r) => r.battery)).toEqual([3.91, null]);
  });

  it('each row becomes a UTC reading with moisture by depth and temperature', () => {
    const readings = irrimaxReadings(parseIrrimaxCsv(fixture('readings-10cm.csv')), 'Australia/Sydney');
    expect(readings[0]).toEqual({
      time: Date.parse('2026-11-19T22:00:00Z'),
      moisture: { at10cm: 31.42, at50cm: 36.11, at100cm: 38.24 },
      temperature: 21.3,
      battery: null,
    });
    // The wire names stay at the edge: the ingest item's cap50 is the 10 cm value.
    expect(toIngestItem('S-1', readings[0]!)).toEqual({
      sensor_id: 'S-1',
      time: Date.parse('2026-11-19T22:00:00Z'),
      cap50: 31.42,
      cap100: 36.11,
      cap150: 38.24,
      temperature: 21.3,
      battery_vol: null,
    });
  });

  it('the autumn change in Sydney: seven rows, seven distinct half-hours', () => {
    const readings = irrimaxReadings(parseIrrimaxCsv(fixture('readings-dst-end-sydney.csv')), 'Australia/Sydney');
    const times = readings.map((r) => r.time);
    expect(new Set(times).size).toBe(7);
    expect(times.slice(1).map((t, i) => (t - times[i]!) / 60_000)).toEqual([30, 30, 30, 30, 30, 30]);
    expect(new Date(times[0]!).toISOString()).toBe('2026-04-04T14:00:00.000Z');
  });

  it('the spring change in Sydney: 01:30 then 03:00 are half an hour apart', () => {
    const readings = irrimaxReadings(parseIrrimaxCsv(fixture('readings-dst-start-sydney.csv')), 'Australia/Sydney');
    expect((readings[2]!.time - readings[1]!.time) / 60_000).toBe(30);
  });
});
