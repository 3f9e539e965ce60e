/** The weather views' rules: conversions and rounding, place names, ET0 rows, the simulated provider, local dates. */
import { describe, expect, it } from 'vitest';
import { dailyEt0, dayOfYear } from '../../../lambdas/agronomy/evaporation/et0';
import { addDays, dayMonthYear, localDate, localMidnightMs } from '../../../lambdas/agronomy/local-dates';
import { simulatedDay, simulatedProvider } from '../../../lambdas/weather/adapters/weather/simulated';
import type { WeatherDay } from '../../../lambdas/weather/adapters/weather/port';
import { cachePlace, fieldCentroid, timeZoneAt } from '../../../lambdas/weather/services/weather';
import {
  evaporationRows,
  forecastDayView,
  forecastView,
  kmh,
  locationLabel,
  rainfallRows,
  wholeDegrees,
} from '../../../lambdas/weather/services/weather-view';

const day = (overrides: Partial<WeatherDay> = {}): WeatherDay => ({
  date: '2026-01-15',
  tempmin: 14.5,
  tempmax: 31.49,
  temp: 23,
  humidity: 44.6,
  dew: 9.2,
  windspeed: 10,
  precip: 0.25,
  solarenergy: 28.3,
  conditions: 'Clear',
  icon: 'clear-day',
  ...overrides,
});

describe('forecast conversions', () => {
  it('turns mph into km/h (× 1.60934) to one decimal and temperatures into whole degrees', () => {
    expect(kmh(10)).toBe(16.1);
    expect(kmh(12.4)).toBe(20);
    expect(kmh(3.3)).toBe(5.3);
    expect(kmh(0)).toBe(0);
    expect(kmh(null)).toBeNull();
    expect(wholeDegrees(14.5)).toBe(15);
    expect(wholeDegrees(31.49)).toBe(31);
    expect(wholeDegrees(-0.4)).toBe(0);
    expect(Object.is(wholeDegrees(-0.4), -0)).toBe(false);
    expect(wholeDegrees(-2.6)).toBe(-3);
    expect(forecastDayView(day())).toEqual({
      datetime: '2026-01-15',
      conditions: 'Clear',
      icon: 'clear-day',
      tempmin: 15,
      tempmax: 31,
      windspeed: 16.1,
      humidity: 45,
    });
  });

  it('labels the place from the time zone name and carries the source', () => {
    expect(locationLabel('Australia/Sydney')).toBe('Sydney');
    expect(locationLabel('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(locationLabel('Etc/GMT-10')).toBe('UTC+10');
    expect(locationLabel('Etc/GMT+3')).toBe('UTC-3');
    const view = forecastView([day()], { temp: 22.5 }, 'Australia/Sydney', 'simulated');
    expect(view).toMatchObject({
      currentConditions: { temp: 23 },
      timezone: 'Australia/Sydney',
      location: 'Sydney',
      source: 'simulated',
    });
    expect(forecastView([], null, 'Europe/London', 'visualcrossing').currentConditions).toEqual({ temp: null });
  });

  it('answers rainfall per day in mm to one decimal', () => {
    expect(rainfallRows([day({ precip: 6.35 }), day({ date: '2026-01-16', precip: null })])).toEqual([
      { datetime: '2026-01-15', precip: 6.4 },
      { datetime: '2026-01-16', precip: null },
    ]);
  });
});

describe('evaporation rows', () => {
  it("are dd-mm-yyyy with FAO-56 ET0 in mm to 2 decimals from the field's day (10 m wind mph, dew, solar)", () => {
    const rows = evaporationRows([day(), day({ date: '2026-01-16', tempmin: null })], -34.3);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.date).toBe('15-01-2026');
    const expected = dailyEt0(
      { tmin: 14.5, tmax: 31.49, wind: 10 * 0.44704, windHeight: 10, tdew: 9.2, rs: 28.3 },
      { latitude: -34.3, elevation: 0 },
      dayOfYear('2026-01-15'),
    );
    expect(rows[0]!.evaporation).toBe(Math.round(expected * 100) / 100);
    // A hot, dry, sunny summer day inland: several mm.
    expect(rows[0]!.evaporation).toBeGreaterThan(5);
    expect(rows[0]!.evaporation).toBeLessThan(10);
    expect(String(rows[0]!.evaporation).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(2);
  });
});

describe('simulated weather', () => {
  const griffith = { lat: -34.29, lon: 146.05 };
  const london = { lat: 51.5, lon: -0.13 };

  it('is deterministic: the same place and date give the same day', () => {
    expect(simulatedDay(griffith, '2026-03-04')).toEqual(simulatedDay(griffith, '2026-03-04'));
    expect(simulatedDay(griffith, '2026-03-04')).not.toEqual(simulatedDay(griffith, '2026-03-05'));
    expect(simulatedDay(griffith, '2026-03-04')).not.toEqual(simulatedDay({ lat: -30, lon: 150 }, '2026-03-04'));
  });

  const meanOf = (loc: { lat: number; lon: number }, month: string, key: 'tempmax' | 'solarenergy' | 'precip') => {
    const days = Array.from({ length: 28 }, (_, i) => simulatedDay(loc, `${month}-${String(i + 1).padStart(2, '0')}`));
    return days.reduce((s, d) => s + (d[key] ?? 0), 0) / days.length;
  };

  it('follows the seasons of its hemisphere: January is summer at Griffith and winter in London', () => {
    expect(meanOf(griffith, '2026-01', 'tempmax')).toBeGreaterThan(meanOf(griffith, '2026-07', 'tempmax') + 8);
    expect(meanOf(london, '2026-07', 'tempmax')).toBeGreaterThan(meanOf(london, '2026-01', 'tempmax') + 8);
    expect(meanOf(griffith, '2026-01', 'solarenergy')).toBeGreaterThan(
      meanOf(griffith, '2026-06', 'solarenergy') * 1.8,
    );
    // Warmer toward the equator.
    expect(meanOf({ lat: -12.4, lon: 130.8 }, '2026-07', 'tempmax')).toBeGreaterThan(
      meanOf(griffith, '2026-07', 'tempmax') + 8,
    );
  });

  it('gives plausible figures and everything ET0 needs, and some rain', () => {
    let wetDays = 0;
    for (let i = 0; i < 365; i++) {
      const d = simulatedDay(griffith, addDays('2026-01-01', i));
      expect(d.tempmin!).toBeLessThan(d.tempmax!);
      expect(d.tempmin!).toBeGreaterThan(-15);
      expect(d.tempmax!).toBeLessThan(48);
      expect(d.humidity!).toBeGreaterThan(10);
      expect(d.humidity!).toBeLessThanOrEqual(98);
      expect(d.dew!).toBeLessThanOrEqual(d.tempmax!);
      expect(d.windspeed!).toBeGreaterThan(0);
      expect(d.solarenergy!).toBeGreaterThan(2);
      expect(d.solarenergy!).toBeLessThan(36);
      expect(d.precip!).toBeGreaterThanOrEqual(0);
      if (d.precip! > 0) wetDays++;
    }
    expect(wetDays).toBeGreaterThan(30);
    expect(wetDays).toBeLessThan(200);
  });

  it('answers days and the current temperature, labelled simulated', async () => {
    const now = Date.UTC(2026, 0, 15, 4); // 15:00 in Sydney: near the day's warmest
    const answer = await simulatedProvider(() => now).timeline(
      griffith,
      '2026-01-15',
      '2026-01-19',
      'Australia/Sydney',
    );
    expect(answer.source).toBe('simulated');
    expect(answer.days.map((d) => d.date)).toEqual([
      '2026-01-15',
      '2026-01-16',
      '2026-01-17',
      '2026-01-18',
      '2026-01-19',
    ]);
    expect(answer.current!.temp).toBeCloseTo(answer.days[0]!.tempmax!, 0);
  });
});

describe('place, time zone and local days', () => {
  it('caches on a 0.05° grid, finds the time zone and the field centroid', () => {
    expect(cachePlace({ lat: -34.2874, lon: 146.0502 })).toEqual({ lat: -34.3, lon: 146.05 });
    expect(cachePlace({ lat: 0.01, lon: -0.02 })).toEqual({ lat: 0, lon: 0 });
    expect(timeZoneAt({ lat: -34.3, lon: 146.05 })).toBe('Australia/Sydney');
    expect(timeZoneAt({ lat: -31.95, lon: 115.86 })).toBe('Australia/Perth');
    const c = fieldCentroid([
      [146, -34],
      [146.02, -34],
      [146.02, -34.02],
      [146, -34.02],
      [146, -34],
    ]);
    expect(c.lat).toBeCloseTo(-34.01, 9);
    expect(c.lon).toBeCloseTo(146.01, 9);
  });

  it('takes "today" in the field’s zone and finds local midnight across daylight saving', () => {
    const t = Date.UTC(2026, 0, 15, 20); // 07:00 on the 16th in Sydney
    expect(localDate(t, 'Australia/Sydney')).toBe('2026-01-16');
    expect(localDate(t, 'UTC')).toBe('2026-01-15');
    expect(localMidnightMs('2026-01-16', 'Australia/Sydney')).toBe(Date.UTC(2026, 0, 15, 13)); // UTC+11 in summer
    expect(localMidnightMs('2026-07-16', 'Australia/Sydney')).toBe(Date.UTC(2026, 6, 15, 14)); // UTC+10 in winter
    expect(dayMonthYear('2026-01-05')).toBe('05-01-2026');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });
});
