import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { layersOf } from '@shared/agronomy/profile';
import { fromWirePercent } from '@shared/readings/depths';
import {
  DEFAULT_LAYERS,
  depthAxisMax,
  depthBandAnnotations,
  depthBands,
  depthCsv,
  depthCsvName,
  depthSeries,
  describeDepth,
  MAX_LAYERS,
  readingLayers,
} from '../../../../web/src/features/dashboard/components/charts/depth-profile';
import { labelFits } from '../../../../web/src/lib/chart-style';
import { DAY, HOUR, predictionRow, reading, sensor, T0, zone } from './sensor-factory';
import { wordsIn } from '../support/words';

const en = wordsIn();

describe('depth chart series', () => {
  const readings = [
    reading(T0 - 2 * DAY + HOUR, 15, 25, 35),
    reading(T0 - DAY - HOUR, 18, 26, 34),
    reading(T0 - 12 * HOUR, 19, 27, 33),
    reading(T0, 20, 28, 32),
  ];
  const s = sensor({
    moisture: readings,
    zone: zone(),
    prediction: [
      predictionRow(T0 + 2 * HOUR, 21),
      predictionRow(T0 + 24 * HOUR, 22.04),
      predictionRow(T0 + 48 * HOUR, 23),
    ],
  });

  it('samples now, a day and two days back (nearest reading within 3 hours), and the +2 h and +24 h forecasts', () => {
    const series = depthSeries(s);
    expect(series.map((x) => [x.label, x.time, x.forecast])).toEqual([
      ['Now', T0, false],
      ['Yesterday', T0 - DAY - HOUR, false],
      ['2 Days Ago', T0 - 2 * DAY + HOUR, false],
      ['2hrs Later', T0 + 2 * HOUR, true],
      ['Tomorrow', T0 + 24 * HOUR, true],
    ]);
    expect(series.every((x) => x.values.length === MAX_LAYERS)).toBe(true);
    expect(series[4]!.values[3]).toBe(22);
  });

  it("computes reading layers with the server's profile model, bounded by the zone saturation, 1 decimal", () => {
    const r = reading(T0, 20.04, 28, 32);
    const server = Object.values(layersOf(fromWirePercent(r), 44)).map((v) =>
      v === null ? null : Math.max(0, Math.round(v * 10) / 10),
    );
    expect(readingLayers(r, zone())).toEqual(server);
    expect(readingLayers(r, zone())[1]).toBe(20);
    expect(readingLayers(r, zone())[5]).toBe(28);
    expect(readingLayers(r, zone())[10]).toBe(32);
  });

  it('leaves out a day with no reading near it, and forecasts far from +2 h or +24 h', () => {
    const gappy = sensor({
      moisture: [reading(T0 - DAY - 5 * HOUR, 18, 26, 34), reading(T0, 20, 28, 32)],
      prediction: [predictionRow(T0 + 5 * HOUR, 21)],
    });
    expect(depthSeries(gappy).map((x) => x.label)).toEqual(['Now']);
    expect(depthSeries(sensor())).toEqual([]);
  });

  it('without readings still shows the forecasts', () => {
    const only = depthSeries(
      sensor({ prediction: [predictionRow(T0 + 2 * HOUR, 21), predictionRow(T0 + 24 * HOUR, 22)] }),
    );
    expect(only.map((x) => x.label)).toEqual(['2hrs Later', 'Tomorrow']);
  });

  it('describes each series at the measured depths', () => {
    const text = describeDepth(en, 'Depth A', depthSeries(s).slice(0, 1));
    expect(text).toBe('Depth A, moisture by depth. Now: 20.0 % at 10 cm, 28.0 % at 50 cm, 32.0 % at 100 cm.');
  });
});

describe('depth chart bands and axis', () => {
  it("bands each measured layer's depths with '< WP', 'WP - FC', 'FC - SAT', '> SAT' from its thresholds", () => {
    const bands = depthBands(zone(), DEFAULT_LAYERS, 50);
    const top = bands.filter((b) => b.top === 0);
    expect(top.map((b) => [b.label, b.from, b.to, b.bottom])).toEqual([
      ['< WP', 0, 10, 30],
      ['WP - FC', 10, 25, 30],
      ['FC - SAT', 25, 40, 30],
      ['> SAT', 40, 50, 30],
    ]);
    expect(bands.filter((b) => b.top === 30).map((b) => b.to)).toEqual([12, 27, 42, 50]);
    expect(bands.filter((b) => b.top === 75).map((b) => [b.from, b.bottom])).toEqual([
      [0, 100],
      [14, 100],
      [29, 100],
      [44, 100],
    ]);
    expect(depthBands(zone(), MAX_LAYERS, 50).filter((b) => b.top === 75)[0]!.bottom).toBe(190);
    expect(depthBands(null, DEFAULT_LAYERS, 50)).toEqual([]);
  });

  it('leaves out an empty band (field capacity equal to saturation)', () => {
    const bands = depthBands(zone({ fcapacity_50: 40 }), DEFAULT_LAYERS, 50).filter((b) => b.top === 0);
    expect(bands.map((b) => b.label)).toEqual(['< WP', 'WP - FC', '> SAT']);
  });

  it('draws the bands as boxes over depth (negative cm), naming only the top row', () => {
    const notes = depthBandAnnotations(depthBands(zone(), DEFAULT_LAYERS, 50));
    expect(notes[0]).toMatchObject({ type: 'box', xMin: 0, xMax: 10, yMin: -30, yMax: -0 });
    const named = notes.flatMap((n) => (n.type === 'box' && n.label?.content ? [n.label.content] : []));
    expect(named).toEqual(['< WP', 'WP - FC', 'FC - SAT', '> SAT']);
  });

  it('tops the moisture axis at a round ten at least 5 above the values and the saturation (room for > SAT)', () => {
    const series = depthSeries(sensor({ moisture: [reading(T0, 20, 28, 56)] }));
    expect(depthAxisMax(series, DEFAULT_LAYERS, null)).toBe(70);
    expect(depthAxisMax(series, DEFAULT_LAYERS, zone({ saturation_150: 80 }))).toBe(90);
  });
});

describe('depth chart CSV', () => {
  const series = depthSeries(
    sensor({
      moisture: [reading(T0 - DAY, 18, 26, 34), reading(T0, 20, 28, 32)],
      prediction: [predictionRow(T0 + 2 * HOUR, 21.456)],
    }),
  );

  it('has one row per depth shown and one column per series, values with 2 decimals', () => {
    const rows = depthCsv(series, DEFAULT_LAYERS).trimEnd().split('\r\n');
    expect(rows).toHaveLength(1 + DEFAULT_LAYERS);
    expect(rows[0]).toBe(
      `Depth (cm),Now (${format(T0, 'yyyy-MM-dd HH:mm')}),Yesterday (${format(T0 - DAY, 'yyyy-MM-dd HH:mm')}),2hrs ` +
        `Later (${format(T0 + 2 * HOUR, 'yyyy-MM-dd HH:mm')})`,
    );
    expect(rows.slice(1).map((r) => r.split(',')[0])).toEqual([
      '0',
      '-10',
      '-20',
      '-30',
      '-40',
      '-50',
      '-60',
      '-70',
      '-80',
      '-90',
      '-100',
    ]);
    expect(rows[2]).toBe('-10,20.00,18.00,21.50');
    expect(depthCsv(series, MAX_LAYERS).trimEnd().split('\r\n').at(-1)!.startsWith('-190,')).toBe(true);
  });

  it('is named after the sensor', () => {
    expect(depthCsvName('AB12')).toBe('AB12-depth.csv');
  });
});

describe('band names', () => {
  it('are shown only where they fit', () => {
    const bands = depthBands(zone(), DEFAULT_LAYERS, 50).filter((b) => b.top === 0);
    expect(bands.map((b) => b.share)).toEqual([0.2, 0.3, 0.3, 0.2]);
    expect(labelFits(300 * bands[1]!.share, 'WP - FC')).toBe(true);
    expect(labelFits(150 * bands[1]!.share, 'WP - FC')).toBe(false);
    expect(labelFits(undefined, '< WP')).toBe(false);
  });
});
