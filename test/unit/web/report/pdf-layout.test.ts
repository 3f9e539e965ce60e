/**
 * The PDF's layout helpers: file name, page labels, page breaks, print resolution, the map's projection and the chart
 * configurations.
 */
import { describe, expect, it } from 'vitest';
import type { SensorMoisture, ZoneProfile } from '@shared/readings/views';
import {
  BAND_LABEL_ROOM,
  bandBoxes,
  evaporationChartConfig,
  moistureValue,
  sensorChartConfig,
} from '../../../../web/src/features/report/pdf/chart-configs';
import {
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  dpiAt,
  heightAt,
  MARGIN,
  place,
  PRINT_SCALE,
  REPORT_CHART_HEIGHT,
  REPORT_CHART_WIDTH,
  reportFileName,
} from '../../../../web/src/features/report/pdf/layout';
import { EN, wordsFor } from './support/words';
import { fitProjection, labelSpot, scaleBar, scaleBarMetres } from '../../../../web/src/features/report/pdf/map-canvas';

describe('pdf layout', () => {
  it('names the file from the field name and the start and end dates', () => {
    expect(reportFileName('North Block', new Date(2026, 10, 17), new Date(2026, 10, 24))).toBe(
      'North-Block_17-11-2026_24-11-2026.pdf',
    );
    expect(reportFileName(' Paddock 7/B: "wet" ', new Date(2026, 0, 2), new Date(2026, 0, 3))).toBe(
      'Paddock-7B-wet_02-01-2026_03-01-2026.pdf',
    );
    expect(reportFileName('///', new Date(2026, 0, 2), new Date(2026, 0, 3))).toBe('field_02-01-2026_03-01-2026.pdf');
  });

  it('labels pages "Page n of m"', () => {
    expect(EN.t('report.page', { page: 1, pages: 6 })).toBe('Page 1 of 6');
  });

  it('keeps a block on its page when it fits, else starts a new page at the top margin', () => {
    expect(place(100, 80)).toEqual({ newPage: false, y: 100 });
    expect(place(CONTENT_BOTTOM - 10, 11)).toEqual({ newPage: true, y: MARGIN });
    // A block taller than a page already at the top stays (no endless new pages).
    expect(place(MARGIN, 400)).toEqual({ newPage: false, y: MARGIN });
  });

  it('draws charts 300 px high across the A4 text column at about 200 dpi, three to a page', () => {
    expect(REPORT_CHART_HEIGHT).toBe(300);
    expect(CONTENT_WIDTH).toBe(180);
    expect(dpiAt(REPORT_CHART_WIDTH * PRINT_SCALE, CONTENT_WIDTH)).toBeGreaterThan(190);
    const h = heightAt(REPORT_CHART_WIDTH * PRINT_SCALE, REPORT_CHART_HEIGHT * PRINT_SCALE, CONTENT_WIDTH);
    expect(h).toBeCloseTo(71.05, 1);
    expect(3 * (h + 11)).toBeLessThan(CONTENT_BOTTOM - MARGIN);
  });
});

describe('map projection', () => {
  const ring: [number, number][] = [
    [146.03, -34.27],
    [146.038, -34.27],
    [146.038, -34.276],
    [146.03, -34.276],
  ];

  it('fits the points inside the padding, north up, with one scale on both axes', () => {
    const { project, metresPerPixel } = fitProjection(ring, 760, 380, 36);
    const pts = ring.map(project);
    for (const [x, y] of pts) {
      expect(x).toBeGreaterThanOrEqual(36 - 1e-9);
      expect(x).toBeLessThanOrEqual(760 - 36 + 1e-9);
      expect(y).toBeGreaterThanOrEqual(36 - 1e-9);
      expect(y).toBeLessThanOrEqual(380 - 36 + 1e-9);
    }
    expect(pts[0]![1]).toBeLessThan(pts[3]![1]); // north above south
    expect(pts[0]![0]).toBeLessThan(pts[1]![0]); // west left of east
    // 0.008° of longitude at 34° S is about 738 m; 0.006° of latitude about 668 m.
    const widthM = (pts[1]![0] - pts[0]![0]) * metresPerPixel;
    const heightM = (pts[3]![1] - pts[0]![1]) * metresPerPixel;
    expect(widthM).toBeCloseTo(736, -1);
    expect(heightM).toBeCloseTo(668, -1);
  });

  it('picks a round scale-bar length', () => {
    expect(scaleBarMetres(180)).toBe(100);
    expect(scaleBarMetres(260)).toBe(200);
    expect(scaleBarMetres(999)).toBe(500);
    expect(scaleBarMetres(1000)).toBe(1000);
    // In US units the bar is a round number of feet, or of miles past a mile.
    expect(scaleBar(180, 'us')).toEqual({ metres: 500 * 0.3048, label: '500 ft' });
    expect(scaleBar(180, 'metric')).toEqual({ metres: 100, label: '100 m' });
    expect(scaleBar(5000, 'us').label).toBe('2 mi');
  });
});

describe('report charts', () => {
  const profile = {
    interest_layer: 50,
    wpoint_50: 12,
    wpoint_100: 15,
    wpoint_150: 18,
    fcapacity_50: 28,
    fcapacity_100: 30,
    fcapacity_150: 32,
    saturation_50: 40,
    saturation_100: 42,
    saturation_150: 44,
  } as ZoneProfile;
  const sensor = (zone: ZoneProfile | null): SensorMoisture =>
    ({
      sensor_id: 'S1',
      alias: 'North 1',
      points: { type: 'Point', coordinates: [0, 0] },
      prediction: [],
      pastPrediction: [],
      skill: [],
      zone,
      moisture: [
        {
          time: 1_000,
          cap50_percent: 21.04,
          cap100_percent: -0.3,
          cap150_percent: null,
          temperature: 20,
          battery_vol: 3.9,
        },
        {
          time: 2_000,
          cap50_percent: 22.96,
          cap100_percent: 25,
          cap150_percent: 30,
          temperature: 21,
          battery_vol: 3.9,
        },
      ],
    }) as SensorMoisture;

  it('rounds moisture to 1 decimal and never below 0', () => {
    expect([21.04, 22.96, -0.3, null].map(moistureValue)).toEqual([21, 23, 0, null]);
  });

  it('draws the three depths over the range, with the zone’s WP/FC/SAT bands, and no animation', () => {
    const c = sensorChartConfig(sensor(profile), 0, 3_000, EN);
    expect(c.data.datasets.map((d) => d.label)).toEqual(['Moisture 10 cm', 'Moisture 50 cm', 'Moisture 100 cm']);
    expect(c.data.datasets[1]!.data).toEqual([
      { x: 1_000, y: 0 },
      { x: 2_000, y: 25 },
    ]);
    expect(c.options!.animation).toBe(false);
    const boxes = c.options!.plugins!.annotation!.annotations as Record<string, { yMin: number; yMax: number }>;
    expect(Object.values(boxes).map((b) => [b.yMin, b.yMax])).toEqual([
      [0, 12],
      [12, 28],
      [28, 40],
      [40, 50],
    ]);
    expect(c.options!.scales!.x).toMatchObject({ min: 0, max: 3_000 });
  });

  it('has no bands for a sensor in no zone, and no room kept for their labels', () => {
    const c = sensorChartConfig(sensor(null), 0, 3_000, EN);
    expect(c.options!.plugins!.annotation!.annotations).toEqual({});
    expect(c.options!.layout).toEqual({ padding: { right: 0 } });
  });

  it('writes the band labels in room kept right of the plot, not over the latest readings', () => {
    const c = sensorChartConfig(sensor(profile), 0, 3_000, EN);
    expect(c.options!.layout).toEqual({ padding: { right: BAND_LABEL_ROOM } });
    expect(BAND_LABEL_ROOM).toBeGreaterThanOrEqual(50);
    // Drawn outside the plot area, so not clipped to it.
    expect(c.options!.plugins!.annotation!.clip).toBe(false);
    for (const b of Object.values(bandBoxes({ wiltingPoint: 10, fieldCapacity: 20, saturation: 30 }))) {
      expect((b as { label: { position: unknown; xAdjust: number } }).label).toMatchObject({
        position: { x: 'end', y: 'center' },
        xAdjust: BAND_LABEL_ROOM,
      });
    }
  });

  it('labels the bands as the dashboard does', () => {
    const labels = Object.values(bandBoxes({ wiltingPoint: 10, fieldCapacity: 20, saturation: 30 })).map(
      (b) => (b as { label: { content: string } }).label.content,
    );
    expect(labels).toEqual(['< WP', 'WP - FC', 'FC - SAT', '> SAT']);
  });

  it('shows evaporation per day in mm, labelled dd/MM', () => {
    const c = evaporationChartConfig(
      [
        { date: '01-03-2026', evaporation: 4.2 },
        { date: '02-03-2026', evaporation: 5.1 },
      ],
      EN,
    );
    expect(c.data.labels).toEqual(['01/03', '02/03']);
    expect(c.data.datasets[0]!.data).toEqual([4.2, 5.1]);
  });

  it('in US units and Spanish: evaporation in inches labelled MM/dd, moisture labels and axes translated', () => {
    const us = evaporationChartConfig([{ date: '01-03-2026', evaporation: 25.4 }], wordsFor('en-US', 'us'));
    expect(us.data.labels).toEqual(['03/01']);
    expect(us.data.datasets[0]!.data).toEqual([1]);
    expect(us.data.datasets[0]!.label).toBe('Evaporation (in)');
    expect((us.options!.scales!.y as { title: { text: string } }).title.text).toBe('in');
    const es = sensorChartConfig(sensor(profile), 0, 3_000, wordsFor('es', 'us'));
    expect(es.data.datasets.map((d) => d.label)).toEqual(['Humedad 3,9 in', 'Humedad 19,7 in', 'Humedad 39,4 in']);
    expect((es.options!.scales!.y as { title: { text: string } }).title.text).toBe('Humedad (%)');
  });
});

describe('map labels', () => {
  it('go above the dot, else below, and are left out rather than overlap', () => {
    const above = labelSpot([100, 100], 40, 13, [], 760, 380)!;
    expect(above).toEqual({ x: 80, y: 78, w: 40, h: 13 });
    const below = labelSpot([110, 100], 40, 13, [above], 760, 380)!;
    expect(below).toEqual({ x: 90, y: 109, w: 40, h: 13 });
    expect(labelSpot([105, 100], 40, 13, [above, below], 760, 380)).toBeNull();
    // At the top edge the label goes below.
    expect(labelSpot([100, 5], 40, 13, [], 760, 380)!.y).toBe(14);
  });
});
