import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { SensorMoisture, ZoneProfile } from '@shared/readings/views';
import {
  bandColour,
  detailCircles,
  markWords,
  NEUTRAL_COLOURS,
  sensorStates,
  staticCircles,
} from '../../../web/src/components/sensor-map/sensor-circles';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 20, 0, 0);
const zone: ZoneProfile = {
  id: 'z1',
  zonename: 'East',
  croptype: 'Corn',
  interest_layer: 50,
  wpoint_50: 10,
  fcapacity_50: 20,
  saturation_50: 30,
  wpoint_100: 10,
  fcapacity_100: 20,
  saturation_100: 30,
  wpoint_150: 10,
  fcapacity_150: 20,
  saturation_150: 30,
  sensors: ['A'],
};
const sensor = (id: string, alias: string, z: ZoneProfile | null, readings: [number, number][]): SensorMoisture => ({
  sensor_id: id,
  alias,
  points: { type: 'Point', coordinates: [146, -34] },
  moisture: readings.map(([h, v]) => ({
    time: T0 + h * HOUR,
    cap50_percent: v,
    cap100_percent: v,
    cap150_percent: v,
    temperature: 20,
    battery_vol: 3.7,
  })),
  prediction: [],
  pastPrediction: [],
  skill: [],
  zone: z,
});
// A reads from hour 0, B (outside every zone, no alias) only from hour 4.
const sensors = [
  sensor('A', 'East 1', zone, [
    [0, 5],
    [2, 25],
  ]),
  sensor('B', ' ', null, [[4, 35]]),
];

describe('sensor circles at a time', () => {
  it('marks the sensors of the detail page’s charts with their letters, in the drawing and in words', () => {
    const late = T0 + 5 * HOUR;
    const states = sensorStates(sensors, 'cap50_percent', late);
    const marked = detailCircles(
      states,
      'cap50_percent',
      late,
      'A',
      new Map([
        ['A', 'A'],
        ['B', 'B'],
      ]),
    );
    expect(marked.map((c) => [c.mark, c.title])).toEqual([
      ['A', 'East 1: 25.0 % (FC - SAT), shown in chart A'],
      ['B', 'B: 35.0 % (Outside every zone (no thresholds)), shown in chart B'],
    ]);
    const one = detailCircles(states, 'info', late, 'A', new Map([['A', 'AB']]));
    expect(one[0]).toMatchObject({ mark: 'AB', title: 'East 1, shown in charts A and B', label: 'East 1' });
    // Unmarked circles carry no mark at all (the offline map removes a stale one).
    expect('mark' in one[1]!).toBe(false);
    expect(markWords('ABC')).toBe('charts A, B and C');
  });

  it('shows each sensor’s reading at or before the time, and none before its first', () => {
    const at2 = sensorStates(sensors, 'cap50_percent', T0 + 3 * HOUR);
    expect(at2.map((s) => [s.name, s.band, s.value])).toEqual([
      ['East 1', 2, '25.0 %'],
      ['B', 'none', '–'],
    ]);
    const circles = detailCircles(at2, 'cap50_percent', T0 + 3 * HOUR, 'A');
    expect(circles[0]).toMatchObject({ id: 'A', band: '2', selected: true, title: 'East 1: 25.0 % (FC - SAT)' });
    // The reading was taken an hour before the time shown: the popup says when.
    expect(circles[0]!.popup).toEqual([
      'East 1',
      'A',
      'Moisture 10 cm underground: 25.0 %',
      'FC - SAT',
      `Read ${format(T0 + 2 * HOUR, 'dd/MM/yyyy HH:mm')}`,
    ]);
    expect(circles[1]).toMatchObject({
      band: 'none',
      colour: NEUTRAL_COLOURS.none,
      title: 'B: no reading yet at this time',
      popup: ['B', 'No reading yet at this time'],
    });
  });
  it('colours a sensor outside every zone as unbanded moisture, but bands its battery and temperature', () => {
    const late = T0 + 5 * HOUR;
    const moisture = detailCircles(sensorStates(sensors, 'cap50_percent', late), 'cap50_percent', late, null);
    expect(moisture[1]).toMatchObject({
      band: 'no-zone',
      colour: NEUTRAL_COLOURS['no-zone'],
      title: 'B: 35.0 % (Outside every zone (no thresholds))',
    });
    const battery = detailCircles(sensorStates(sensors, 'battery_vol', late), 'battery_vol', late, null);
    expect(battery.map((c) => c.band)).toEqual(['3', '3']);
    expect(battery[0]!.colour).toBe(bandColour('battery_vol', 3));
    expect(battery[0]!.colour).not.toBe(bandColour('cap50_percent', 3));
  });
  it('names sensors without colouring them in the info view', () => {
    const info = detailCircles(sensorStates(sensors, 'info', T0), 'info', T0, null);
    expect(info.map((c) => [c.band, c.label, c.colour])).toEqual([
      ['info', 'East 1', NEUTRAL_COLOURS.info],
      ['info', 'B', NEUTRAL_COLOURS.info],
    ]);
    expect(info[1]!.popup).toEqual(['B', 'Outside every zone']);
  });
  it('gives the static map one colour and the sensor id as its popup', () => {
    expect(staticCircles(sensors, 'B').map((c) => [c.popup, c.selected, c.band])).toEqual([
      [['A'], false, 'info'],
      [['B'], true, 'info'],
    ]);
  });
});
