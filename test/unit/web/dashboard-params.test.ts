import { describe, expect, it } from 'vitest';
import {
  chooseField,
  chooseSensor,
  DEFAULT_RANGE,
  fieldsByFarm,
  MAP_MODES,
  otherSensors,
  parseMapMode,
  parseRange,
  rangeWindow,
  settledParams,
  withField,
  withMapMode,
  withSensor,
} from '../../../web/src/features/dashboard/routes/dashboard-params';

const fields = [
  { field_id: 'f1', field_name: 'North Block', farm_name: 'Riverbend Farm' },
  { field_id: 'f2', field_name: 'River Flat', farm_name: 'Riverbend Farm' },
  { field_id: 'f3', field_name: 'Hill', farm_name: 'Acacia Farm' },
];
const sensors = [
  { sensor_id: 's1', alias: 'East 1' },
  { sensor_id: 's2', alias: 'East 2' },
  { sensor_id: 's3', alias: '' },
];
const params = (q: string) => new URLSearchParams(q);

describe('the field and sensor choices', () => {
  it('takes the field the URL names, else the first field, else none', () => {
    expect(chooseField(fields, 'f2')?.field_id).toBe('f2');
    expect(chooseField(fields, null)?.field_id).toBe('f1');
    expect(chooseField(fields, 'someone-elses')?.field_id).toBe('f1');
    expect(chooseField([], 'f1')).toBeNull();
  });

  it('takes the sensor the URL names when it is in the field, else the first sensor', () => {
    expect(chooseSensor(sensors, 's2')?.sensor_id).toBe('s2');
    expect(chooseSensor(sensors, null)?.sensor_id).toBe('s1');
    expect(chooseSensor(sensors, 'of-another-field')?.sensor_id).toBe('s1');
    expect(chooseSensor([], 's1')).toBeNull();
  });

  it('lists the other sensors by alias (the id when it has none), without the chosen one', () => {
    expect(otherSensors(sensors, 's1')).toEqual([
      { id: 's2', label: 'East 2' },
      { id: 's3', label: 's3' },
    ]);
    expect(otherSensors(sensors.slice(0, 1), 's1')).toEqual([]);
  });

  it('groups fields under their farm in capitals, farms and fields by name', () => {
    expect(fieldsByFarm(fields).map((g) => [g.heading, g.fields.map((f) => f.field_name)])).toEqual([
      ['ACACIA FARM', ['Hill']],
      ['RIVERBEND FARM', ['North Block', 'River Flat']],
    ]);
  });
});

describe('the query parameters', () => {
  it('changing the field removes sensor and compareSensor and keeps the rest', () => {
    const next = withField(params('field=f1&sensor=s1&compareSensor=s2&range=7d'), 'f2');
    expect(next.toString()).toBe('field=f2&range=7d');
  });

  it('a sensor choice sets only its own parameter', () => {
    expect(withSensor(params('field=f1&sensor=s1'), 'compareSensor', 's2').toString()).toBe(
      'field=f1&sensor=s1&compareSensor=s2',
    );
    expect(withSensor(params('field=f1&sensor=s1'), 'sensor', 's3').toString()).toBe('field=f1&sensor=s3');
  });

  it("fills in the first field when the field is absent or not the caller's", () => {
    expect(settledParams(params(''), fields, null, ['sensor'])?.toString()).toBe('field=f1');
    expect(settledParams(params('field=nope&sensor=s9'), fields, null, ['sensor'])?.toString()).toBe('field=f1');
    expect(settledParams(params(''), [], null, ['sensor'])).toBeNull();
  });

  it('removes a sensor parameter that names no sensor of the field, once the sensors are known', () => {
    expect(
      settledParams(params('field=f1&sensor=foreign&compareSensor=s2'), fields, sensors, [
        'sensor',
        'compareSensor',
      ])?.toString(),
    ).toBe('field=f1&compareSensor=s2');
    expect(settledParams(params('field=f1&sensor=s1&compareSensor=gone'), fields, sensors, ['sensor'])).toBeNull();
    expect(settledParams(params('field=f1&sensor=s1'), fields, [], ['sensor'])?.toString()).toBe('field=f1');
    expect(settledParams(params('field=f1&sensor=foreign'), fields, null, ['sensor'])).toBeNull();
  });

  it('leaves absent sensors absent (the first sensor is shown) and answers null when nothing changes', () => {
    expect(settledParams(params('field=f1'), fields, sensors, ['sensor', 'compareSensor'])).toBeNull();
    expect(
      settledParams(params('field=f1&sensor=s2&compareSensor=s3'), fields, sensors, ['sensor', 'compareSensor']),
    ).toBeNull();
    expect(settledParams(params('field=f2'), fields, null, ['sensor'])).toBeNull();
  });
});

describe('the chart period', () => {
  it('reads the range parameter, with 3 days for anything unknown', () => {
    expect(parseRange('30d')).toBe('30d');
    expect(parseRange(null)).toBe(DEFAULT_RANGE);
    expect(parseRange('5y')).toBe('3d');
  });

  it("asks for no window by default (the server's own last 3 days) and for whole days ending now otherwise", () => {
    const now = Date.UTC(2026, 10, 24, 12, 0, 30);
    expect(rangeWindow('3d', now)).toBeUndefined();
    const end = Math.floor(now / 1000);
    expect(rangeWindow('7d', now)).toEqual({ start: end - 7 * 86_400, end });
    expect(rangeWindow('1y', now)).toEqual({ start: end - 365 * 86_400, end });
  });
});

describe("the detail map's mode", () => {
  it('reads the mode parameter, with moisture at 10 cm when absent or unknown', () => {
    expect(MAP_MODES).toEqual([
      'info',
      'battery_vol',
      'temperature',
      'cap50_percent',
      'cap100_percent',
      'cap150_percent',
    ]);
    for (const m of MAP_MODES) expect(parseMapMode(m)).toBe(m);
    expect(parseMapMode(null)).toBe('cap50_percent');
    expect(parseMapMode('')).toBe('cap50_percent');
    expect(parseMapMode('cap200_percent')).toBe('cap50_percent');
    expect(parseMapMode('__proto__')).toBe('cap50_percent');
    expect(parseMapMode('INFO')).toBe('cap50_percent');
  });

  it('writes another mode beside the other parameters, and the default leaves the address', () => {
    const p = new URLSearchParams('field=f1&sensor=s1&range=7d');
    const battery = withMapMode(p, 'battery_vol');
    expect(battery.toString()).toBe('field=f1&sensor=s1&range=7d&mode=battery_vol');
    expect(p.toString()).toBe('field=f1&sensor=s1&range=7d'); // not changed in place
    expect(withMapMode(battery, 'cap50_percent').toString()).toBe('field=f1&sensor=s1&range=7d');
  });

  it('stays when the field changes (only the sensors belonged to the old field)', () => {
    const next = withField(new URLSearchParams('field=f1&sensor=s1&mode=temperature'), 'f2');
    expect(next.get('mode')).toBe('temperature');
    expect(next.get('sensor')).toBeNull();
  });
});
