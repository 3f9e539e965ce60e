/**
 * The per-zone summary: days below wilting point and above field capacity (daily means of the
 * zone's sensors at its depth of interest, in the field's time zone), rain and ET0 totals, and
 * the latest moisture against the refill point (halfway between wilting point and field capacity).
 */
import { describe, expect, it } from 'vitest';
import type { ZoneParams } from '@shared/management/views';
import type { MoistureReading, SensorMoisture } from '@shared/readings/views';
import { recommend } from '../../../../lambdas/agronomy/water/recommendation';
import { fitsStandardFont } from '../../../../web/src/features/report/pdf/report-font';
import {
  dailyMeans,
  localDay,
  refillPoint,
  reportAdvice,
  summariseZone,
  summaryRows,
  zoneThresholds,
} from '../../../../web/src/features/report/rules/zone-summary';
import { EN, wordsFor } from './support/words';

const TZ = 'Australia/Sydney';
const MARCH = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'];
const zone: ZoneParams = {
  id: 'z1',
  zonename: 'East',
  field_id: 'f1',
  croptype: 'Corn',
  interest_layer: 100,
  points: { type: 'Polygon', coordinates: [] },
  soiltype_25: 'Loam',
  soiltype_75: 'Loam',
  soiltype_125: 'Clay',
  wpoint_50: 10,
  wpoint_100: 15,
  wpoint_150: 20,
  fcapacity_50: 25,
  fcapacity_100: 31,
  fcapacity_150: 35,
  saturation_50: 40,
  saturation_100: 45,
  saturation_150: 50,
};
/** A reading at local noon of 2026-03-0`day` in Sydney (UTC+11) with 50 cm moisture `v`. */
const at = (day: number, v: number | null, hour = 12): MoistureReading => ({
  time: Date.parse(`2026-03-0${day}T${String(hour).padStart(2, '0')}:00:00+11:00`),
  cap50_percent: 30,
  cap100_percent: v,
  cap150_percent: 30,
  temperature: 20,
  battery_vol: 3.9,
});
const sensor = (id: string, moisture: MoistureReading[]): SensorMoisture => ({
  sensor_id: id,
  alias: id,
  points: { type: 'Point', coordinates: [0, 0] },
  moisture,
  prediction: [],
  pastPrediction: [],
  skill: [],
  zone: null,
});

describe('zone summary', () => {
  it('reads the thresholds at the zone’s depth of interest, the refill point at its share (half by default)', () => {
    expect(zoneThresholds(zone)).toEqual({
      depth: 'at50cm',
      depthCm: 50,
      wiltingPoint: 15,
      fieldCapacity: 31,
      saturation: 45,
      refillShare: 0.5,
    });
    expect(zoneThresholds({ ...zone, interest_layer: 7 }).depth).toBe('at10cm');
    expect(refillPoint({ wiltingPoint: 15, fieldCapacity: 31, refillShare: 0.5 })).toBe(23);
    // A grower who refills later (a quarter of the way) gets a lower refill point in the report.
    expect(zoneThresholds({ ...zone, refill_share: 0.25 }).refillShare).toBe(0.25);
    expect(refillPoint(zoneThresholds({ ...zone, refill_share: 0.25 }))).toBe(19);
  });

  it('groups readings by the field’s local day', () => {
    // 23:30 on 1 March in Sydney is still 1 March there, though 2 March has begun nowhere yet in UTC terms.
    expect(localDay(Date.parse('2026-03-01T23:30:00+11:00'), TZ)).toBe('2026-03-01');
    const means = dailyMeans([at(1, 10, 6), at(1, 20, 23), at(2, 30), at(3, null)], 'at50cm', TZ);
    expect([...means]).toEqual([
      ['2026-03-01', 15],
      ['2026-03-02', 30],
    ]);
  });

  it('counts days below wilting point and above field capacity from the mean of all the zone’s sensors', () => {
    const a = sensor('A', [at(1, 10), at(2, 20), at(3, 34), at(4, 40)]);
    const b = sensor('B', [at(1, 12), at(2, 22), at(3, 30), at(4, 20.5)]);
    // Daily means: 11 (below 15), 21, 32 (above 31), 30.25.
    const rain = [
      { datetime: '2026-03-01', precip: 1.25 },
      { datetime: '2026-03-02', precip: null },
      { datetime: '2026-03-03', precip: 3 },
    ];
    const s = summariseZone(
      zone,
      [a, b],
      {
        rain,
        evaporation: [
          { date: '01-03-2026', evaporation: 4.11 },
          { date: '04-03-2026', evaporation: 5 },
        ],
      },
      TZ,
      MARCH,
    );
    expect(s).toEqual({
      depthCm: 50,
      daysWithData: 4,
      daysBelowWiltingPoint: 1,
      daysAboveFieldCapacity: 1,
      totalRainMm: 4.3,
      totalEt0Mm: 9.1,
      latestMoisture: 30.3, // (40 + 20.5) / 2
      refillPoint: 23,
      aboveRefillBy: 7.3,
      latestTemperatureC: 20,
    });
  });

  it('counts only the chosen days of the field, though the data reaches past them', () => {
    // Chosen: 2 and 3 March in Sydney. Fetched a day wider each side, as a browser in UTC does:
    // 1 March (below wilting point) and 4 March (above field capacity, and the newest reading) came too.
    const a = sensor('A', [at(1, 10), at(2, 20), at(3, 25, 23), at(4, 40)]);
    const days = ['2026-03-02', '2026-03-03'];
    const rain = [
      { datetime: '2026-03-01', precip: 9 },
      { datetime: '2026-03-02', precip: 1 },
      { datetime: '2026-03-03', precip: 2 },
      { datetime: '2026-03-04', precip: 9 },
    ];
    const evaporation = [
      { date: '01-03-2026', evaporation: 9 },
      { date: '02-03-2026', evaporation: 3 },
      { date: '03-03-2026', evaporation: 4 },
      { date: '04-03-2026', evaporation: 9 },
    ];
    const s = summariseZone(zone, [a], { rain, evaporation }, TZ, days);
    expect(s).toMatchObject({
      daysWithData: 2,
      daysBelowWiltingPoint: 0,
      daysAboveFieldCapacity: 0,
      totalRainMm: 3,
      totalEt0Mm: 7,
      latestMoisture: 25,
    });
    expect(summaryRows(s, EN)[0]).toEqual(['Days below wilting point (50 cm)', '0 of 2 days']);
    // 23:00 on 3 March in Sydney is 12:00 UTC the same day; 00:30 on 4 March there is still 3 March in UTC, and not
    // chosen.
    const late = sensor('B', [at(2, 20), { ...at(4, 50), time: Date.parse('2026-03-04T00:30:00+11:00') }]);
    expect(summariseZone(zone, [late], { rain: null, evaporation: null }, TZ, days)).toMatchObject({
      daysWithData: 1,
      daysAboveFieldCapacity: 0,
      latestMoisture: 20,
    });
  });

  it('without weather the totals are not available; without readings nothing is counted', () => {
    const s = summariseZone(zone, [sensor('A', [])], { rain: null, evaporation: null }, TZ, MARCH);
    expect(s).toMatchObject({
      daysWithData: 0,
      daysBelowWiltingPoint: 0,
      totalRainMm: null,
      totalEt0Mm: null,
      latestMoisture: null,
      aboveRefillBy: null,
    });
    expect(summaryRows(s, EN)).toEqual([
      ['Days below wilting point (50 cm)', '0 of 0 days'],
      ['Days above field capacity (50 cm)', '0 of 0 days'],
      ['Total rain', 'not available'],
      ['Total reference evaporation (ET0)', 'not available'],
      ['Latest moisture (50 cm)', 'no readings in the range'],
      ['Latest soil temperature', 'no readings in the range'],
    ]);
  });

  it('says when the latest moisture is below the refill point', () => {
    const s = summariseZone(zone, [sensor('A', [at(1, 30), at(2, 19)])], { rain: [], evaporation: [] }, TZ, MARCH);
    expect(summaryRows(s, EN)[4]).toEqual([
      'Latest moisture (50 cm)',
      '19.0 %, 4.0 points below the refill point (23.0 %): irrigate',
    ]);
    expect(summaryRows(s, EN)[2]).toEqual(['Total rain', '0.0 mm']);
  });

  it('marks the weather totals, and only them, when the weather was simulated', () => {
    const s = summariseZone(zone, [sensor('A', [at(1, 30), at(2, 19)])], { rain: [], evaporation: [] }, TZ, MARCH);
    const rows = summaryRows(s, EN, true);
    expect(rows[2]).toEqual(['Total rain', '0.0 mm (simulated)']);
    expect(rows[3]).toEqual(['Total reference evaporation (ET0)', '0.0 mm (simulated)']);
    expect(rows.filter(([, v]) => v.includes('simulated'))).toHaveLength(2);
    const none = summariseZone(zone, [sensor('A', [])], { rain: null, evaporation: null }, TZ, MARCH);
    expect(summaryRows(none, EN, true)[2]).toEqual(['Total rain', 'not available']);
  });

  it("adds the zone's irrigation advice as of when the report is made, in the PDF's standard font", () => {
    const H = 3_600_000;
    const now = Date.parse('2026-03-04T20:00:00Z');
    const r = recommend({
      now,
      today: '2026-03-05',
      zone: {
        name: 'East',
        limits: { fieldCapacity: [25, 31, 35], wiltingPoint: [10, 15, 20] },
        refill: { depthCm: 50, value: 23 },
      },
      system: { method: 'drip', application_rate_mm_h: 5, root_depth_cm: 50 },
      sensors: [
        {
          sensorId: 'A',
          measuredAt: now,
          values: [20, 24, 30],
          forecast: { issued_at: now, depths: [10, 50, 100], steps: [[24, 20, 22, 30]] },
          skill24: [],
        },
      ],
      weather: [{ fromMs: now - H, toMs: now + 47 * H, precipMm: 0, et0Mm: 5 }],
    });
    const text = reportAdvice(r, EN, TZ);
    expect(text).toMatch(
      new RegExp(
        String.raw`^Irrigate [\d.]+ mm in about \d+ h( \d+ min)? by Fri 7 am ` +
          String.raw`\(as of Thu 7 am; deficit [\d.]+ mm over 50 cm, rain taken 0 mm\)$`,
      ),
    );
    expect(fitsStandardFont([text])).toBe(true);
    // In the United States' units and clock, and in Spanish: the same advice, still in the standard font.
    const us = reportAdvice(r, wordsFor('en-US', 'us'), TZ);
    expect(us).toMatch(
      new RegExp(
        String.raw`^Irrigate [\d.]+ in in about \d+ h( \d+ min)? by Fri 7 am ` +
          String.raw`\(as of Thu 7 am; deficit [\d.]+ in over 19\.7 in, rain taken 0 in\)$`,
      ),
    );
    const es = reportAdvice(r, wordsFor('es', 'metric'), TZ);
    expect(es).toMatch(/^Regar [\d,]+ mm, unas \d+ h( \d+ min)?, antes del vie 7:00 \(a las jue 7:00; déficit de /);
    expect(fitsStandardFont([us, es])).toBe(true);
    const s = {
      ...summariseZone(zone, [sensor('A', [at(1, 30)])], { rain: [], evaporation: [] }, TZ, MARCH),
      advice: text,
    };
    expect(summaryRows(s, EN).at(-1)).toEqual(['Irrigation advice', text]);
    expect(reportAdvice(undefined, EN)).toBe('not available');
    expect(
      reportAdvice(
        recommend({
          now,
          today: '2026-03-05',
          zone: {
            name: 'East',
            limits: { fieldCapacity: [25, 31, 35], wiltingPoint: [10, 15, 20] },
            refill: { depthCm: 50, value: 23 },
          },
          system: undefined,
          sensors: [],
          weather: null,
        }),
        EN,
        TZ,
      ),
    ).toMatch(/^none \(as of Thu 7 am\): No sensor lies in this zone/);
  });
});
