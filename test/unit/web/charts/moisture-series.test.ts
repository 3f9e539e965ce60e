import { describe, expect, it } from 'vitest';
import {
  bandAnnotations,
  defaultToggles,
  describeMoisture,
  hasMoistureData,
  moistureAxisMax,
  moistureBands,
  moistureDatasets,
  timeSpan,
  type MoistureToggle,
} from '../../../../web/src/features/dashboard/components/charts/moisture-series';
import { DAY, HOUR, predictionRow, reading, sensor, T0, zone } from './sensor-factory';
import { wordsIn } from '../support/words';

const en = wordsIn();

const on = (...keys: MoistureToggle[]) => new Set<MoistureToggle>(keys);

describe('time-series defaults', () => {
  it('turns on temperature and the three depths with a sensor, only 10 cm without one', () => {
    expect([...defaultToggles(true)].sort()).toEqual(['m10', 'm100', 'm50', 'temp']);
    expect([...defaultToggles(false)]).toEqual(['m10']);
  });

  it('has data with a reading or a forecast, not with neither', () => {
    expect(hasMoistureData(undefined)).toBe(false);
    expect(hasMoistureData(sensor())).toBe(false);
    expect(hasMoistureData(sensor({ moisture: [reading(T0, 20, 21, 22)] }))).toBe(true);
    expect(hasMoistureData(sensor({ prediction: [predictionRow(T0, 20)] }))).toBe(true);
  });
});

describe('time-series datasets', () => {
  const s = sensor({
    // Out of order on purpose, and one reading without a 50 cm value.
    moisture: [
      reading(T0, 20.04, 30, 40, { temperature: -1.26 }),
      reading(T0 - 2 * HOUR, -0.3, null, 41),
      reading(T0 - 4 * HOUR, 22.26, 31, 42),
    ],
    prediction: [
      predictionRow(T0 + 24 * HOUR, 18, { Layer_1: 18.5, Layer_5: 29, Layer_10: 39 }, 19.5),
      predictionRow(T0 + 2 * HOUR, 19, { Layer_1: 19.5 }, 21),
    ],
    pastPrediction: [predictionRow(T0 - DAY, 25, { Layer_1: 21.4 }, 17)],
  });

  it('draws measured lines oldest first, rounded to 1 decimal and never below 0, leaving gaps out', () => {
    const sets = moistureDatasets(en, s, on('m10', 'm50'));
    const m10 = sets.find((d) => d.label === 'Moisture 10 cm')!;
    expect(m10.data).toEqual([
      { x: T0 - 4 * HOUR, y: 22.3 },
      { x: T0 - 2 * HOUR, y: 0 },
      { x: T0, y: 20 },
    ]);
    expect(sets.find((d) => d.label === 'Moisture 50 cm')!.data.map((p) => p.y)).toEqual([31, 30]);
    expect(m10.borderDash).toBeUndefined();
  });

  it('continues the forecast dashed from the last reading, from the 10/50/100 cm layers', () => {
    const sets = moistureDatasets(en, s, on('m10', 'm100'));
    const f10 = sets.find((d) => d.label === 'Moisture 10 cm forecast')!;
    expect(f10.borderDash).toEqual([6, 4]);
    expect(f10.data).toEqual([
      { x: T0, y: 20 },
      { x: T0 + 2 * HOUR, y: 19.5 },
      { x: T0 + 24 * HOUR, y: 18.5 },
    ]);
    expect(sets.find((d) => d.label === 'Moisture 100 cm forecast')!.data.at(-1)).toEqual({ x: T0 + 24 * HOUR, y: 39 });
  });

  it('draws past forecasts as unjoined points at the times they were made for', () => {
    const past = moistureDatasets(en, s, on('m10')).find((d) => d.kind === 'past')!;
    expect(past.label).toBe('Moisture 10 cm past forecast');
    expect(past.showLine).toBe(false);
    expect(past.data).toEqual([{ x: T0 - DAY, y: 21.4 }]);
  });

  it('puts temperature on its own axis, below 0 allowed, and only the toggles that are on', () => {
    const sets = moistureDatasets(en, s, on('temp'));
    expect(sets.map((d) => d.label)).toEqual(['Temperature', 'Temperature forecast', 'Temperature past forecast']);
    expect(sets.every((d) => d.yAxisID === 'temperature')).toBe(true);
    expect(sets[0]!.data.at(-1)).toEqual({ x: T0, y: -1.3 });
    expect(moistureDatasets(en, s, on())).toEqual([]);
  });

  it('without readings the forecast starts at its first row', () => {
    const sets = moistureDatasets(en, sensor({ prediction: [predictionRow(T0 + 2 * HOUR, 19)] }), on('m10'));
    expect(sets.map((d) => d.label)).toEqual(['Moisture 10 cm forecast']);
    expect(sets[0]!.data).toEqual([{ x: T0 + 2 * HOUR, y: 19 }]);
  });

  it('spans every point shown and describes the lines in words', () => {
    const sets = moistureDatasets(en, s, on('m10'));
    expect(timeSpan(sets)).toEqual({ from: T0 - DAY, to: T0 + 24 * HOUR });
    expect(timeSpan([])).toBeNull();
    const text = describeMoisture(en, 'Chart A', sets);
    expect(text).toContain('Moisture 10 cm: 0.0 % to 22.3 %, last 20.0 %');
    expect(text).toContain('Moisture 10 cm forecast: 18.5 % to 20.0 %, last 18.5 %');
    expect(text).not.toContain('past forecast');
  });
});

describe('time-series bands', () => {
  it('shades 0..WP, WP..FC and FC..SAT from the thresholds of the depths shown', () => {
    const bands = moistureBands(en, zone(), on('m50', 'wp', 'fc', 'sat'));
    expect(bands.map((b) => [b.label, b.from, b.to])).toEqual([
      ['< WP 50 cm', 0, 12],
      ['WP - FC 50 cm', 12, 27],
      ['FC - SAT 50 cm', 27, 42],
    ]);
  });

  it('uses the 10 cm thresholds when no depth is shown, and none without a zone or a band toggle', () => {
    expect(moistureBands(en, zone(), on('wp'))).toMatchObject([{ label: '< WP 10 cm', from: 0, to: 10 }]);
    expect(moistureBands(en, null, on('wp', 'm10'))).toEqual([]);
    expect(moistureBands(en, zone(), on('m10', 'm50'))).toEqual([]);
  });

  it('gives depths with the same thresholds one band, others their own', () => {
    const same = zone({ wpoint_50: 15, wpoint_100: 15, wpoint_150: 20 });
    expect(moistureBands(en, same, on('m10', 'm50', 'm100', 'wp')).map((b) => b.label)).toEqual([
      '< WP 10, 50 cm',
      '< WP 100 cm',
    ]);
  });

  it('becomes a box and a labelled line per band on the moisture axis', () => {
    const notes = bandAnnotations(moistureBands(en, zone(), on('m10', 'fc')));
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatchObject({ type: 'box', yScaleID: 'moisture', yMin: 10, yMax: 25 });
    expect(notes[1]).toMatchObject({
      type: 'line',
      scaleID: 'moisture',
      value: 25,
      label: { content: 'WP - FC 10 cm' },
    });
  });

  it('tops the moisture axis a round ten above every value and band shown', () => {
    const sets = moistureDatasets(en, sensor({ moisture: [reading(T0, 33, 20, 20)] }), on('m10', 'temp'));
    expect(moistureAxisMax(sets, [])).toBe(40);
    expect(moistureAxisMax(sets, moistureBands(en, zone(), on('m10', 'sat')))).toBe(50);
    expect(moistureAxisMax([], [])).toBe(10);
  });
});
