/**
 * The per-zone summary: days below wilting point and above field capacity (daily means of the
 * zone's sensors at its depth of interest, in the field's time zone), rain and ET0 totals, and
 * the latest moisture against the refill point (halfway between wilting point and field capacity).
 */
import { describe, expect, it } from 'vitest';
import type { ZoneParams } from '@shared/management/views';
import type { MoistureReading, SensorMoisture } from '@shared/readings/views';
import { dailyMeans, localDay, refillPoint, summariseZone, summaryRows, zoneThresholds } from '../../../../web/src/features/dashboard/components/report/zone-summary';

const TZ = 'Australia/Sydney';
const zone: ZoneParams = {
  id: 'z1', zonename: 'East', field_id: 'f1', croptype: 'Corn', interest_layer: 100, points: { type: 'Polygon', coordinates: [] },
  soiltype_25: 'Loam', soiltype_75: 'Loam', soiltype_125: 'Clay',
  wpoint_50: 10, wpoint_100: 15, wpoint_150: 20,
  fcapacity_50: 25, fcapacity_100: 31, fcapacity_150: 35,
  saturation_50: 40, saturation_100: 45, saturation_150: 50,
};
/** A reading at local noon of 2026-03-0`day` in Sydney (UTC+11) with 50 cm moisture `v`. */
const at = (day: number, v: number | null, hour = 12): MoistureReading => ({
  time: Date.parse(`2026-03-0${day}T${String(hour).padStart(2, '0')}:00:00+11:00`),
  cap50_percent: 30, cap100_percent: v, cap150_percent: 30, temperature: 20, battery_vol: 3.9,
});
const sensor = (id: string, moisture: MoistureReading[]): SensorMoisture => ({
  sensor_id: id, alias: id, points: { type: 'Point', coordinates: [0, 0] }, moisture, prediction: [], pastPrediction: [], skill: [], zone: null,
});

describe('zone summary', () => {
  it('reads the thresholds at the zone’s depth of interest, and the refill point at the zone’s share (halfway by default)', () => {
    expect(zoneThresholds(zone)).toEqual({ key: 'cap100_percent', depthCm: 50, wiltingPoint: 15, fieldCapacity: 31, saturation: 45, refillShare: 0.5 });
    expect(zoneThresholds({ ...zone, interest_layer: 7 }).key).toBe('cap50_percent');
    expect(refillPoint({ wiltingPoint: 15, fieldCapacity: 31, refillShare: 0.5 })).toBe(23);
    // A grower who refills later (a quarter of the way) gets a lower refill point in the report.
    expect(zoneThresholds({ ...zone, refill_share: 0.25 }).refillShare).toBe(0.25);
    expect(refillPoint(zoneThresholds({ ...zone, refill_share: 0.25 }))).toBe(19);
  });

  it('groups readings by the field’s local day', () => {
    // 23:30 on 1 March in Sydney is still 1 March there, though 2 March has begun nowhere yet in UTC terms.
    expect(localDay(Date.parse('2026-03-01T23:30:00+11:00'), TZ)).toBe('2026-03-01');
    const means = dailyMeans([at(1, 10, 6), at(1, 20, 23), at(2, 30), at(3, null)], 'cap100_percent', TZ);
    expect([...means]).toEqual([['2026-03-01', 15], ['2026-03-02', 30]]);
  });

  it('counts days below wilting point and above field capacity from the mean of all the zone’s sensors', () => {
    const a = sensor('A', [at(1, 10), at(2, 20), at(3, 34), at(4, 40)]);
    const b = sensor('B', [at(1, 12), at(2, 22), at(3, 30), at(4, 20.5)]);
    // Daily means: 11 (below 15), 21, 32 (above 31), 30.25.
    const s = summariseZone(zone, [a, b], { rain: [{ precip: 1.25 }, { precip: null }, { precip: 3 }], evaporation: [{ evaporation: 4.11 }, { evaporation: 5 }] }, TZ);
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
    });
  });

  it('without weather the totals are not available; without readings nothing is counted', () => {
    const s = summariseZone(zone, [sensor('A', [])], { rain: null, evaporation: null }, TZ);
    expect(s).toMatchObject({ daysWithData: 0, daysBelowWiltingPoint: 0, totalRainMm: null, totalEt0Mm: null, latestMoisture: null, aboveRefillBy: null });
    expect(summaryRows(s)).toEqual([
      ['Days below wilting point (50 cm)', '0 of 0 days'],
      ['Days above field capacity (50 cm)', '0 of 0 days'],
      ['Total rain', 'not available'],
      ['Total reference evaporation (ET0)', 'not available'],
      ['Latest moisture (50 cm)', 'no readings in the range'],
    ]);
  });

  it('says when the latest moisture is below the refill point', () => {
    const s = summariseZone(zone, [sensor('A', [at(1, 30), at(2, 19)])], { rain: [], evaporation: [] }, TZ);
    expect(summaryRows(s)[4]).toEqual(['Latest moisture (50 cm)', '19.0 %, 4.0 points below the refill point (23.0 %): irrigate']);
    expect(summaryRows(s)[2]).toEqual(['Total rain', '0.0 mm']);
  });
});
