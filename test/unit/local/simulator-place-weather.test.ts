/**
 * The demo farm's soil follows the weather the dashboards show: rain and ET0 come from the
 * offline weather service's days at the field's place, spread over the local day's steps.
 */
import { describe, expect, it } from 'vitest';
import { localDate } from '../../../lambdas/agronomy/local-dates';
import { dayEt0 } from '../../../lambdas/weather/services/weather-view';
import { simulatedDay } from '../../../lambdas/weather/adapters/weather/simulated';
import { simulateSensor, STEP_MS, type SimSensor } from '../../../infra/local/simulator/model';
import { stepWeather, weatherPlaceOf } from '../../../infra/local/simulator/place-weather';

const DAY = 86_400_000;
const TZ = 'Australia/Sydney';
const outline: [number, number][] = [
  [146.03, -34.27],
  [146.038, -34.27],
  [146.038, -34.276],
  [146.03, -34.276],
];
const place = weatherPlaceOf(outline);
const origin = Date.UTC(2025, 8, 1);
/** A sensor of the field, its weather the service's at the field's place. */
const fieldSensor = (sensorId: string, extra: Partial<SimSensor> = {}): SimSensor => ({
  sensorId,
  weatherSeed: 'unused',
  weatherPlace: place,
  irrigationSeed: 'zone-1',
  latitude: place.lat,
  soil: { wiltingPoint: [17, 17, 17], fieldCapacity: [30, 30, 30], saturation: [40, 40, 40] },
  ...extra,
});
const steps = Array.from({ length: 120 * 12 }, (_, i) => origin + i * STEP_MS);

/** Per local date: the steps' rain and ET0 added up. */
function byDay() {
  const out = new Map<string, { rain: number; et0: number; steps: number }>();
  for (const t of steps) {
    const d = localDate(t, TZ);
    const w = stepWeather(place, t);
    const acc = out.get(d) ?? { rain: 0, et0: 0, steps: 0 };
    out.set(d, { rain: acc.rain + w.rainMm, et0: acc.et0 + w.et0Mm, steps: acc.steps + 1 });
  }
  return [...out].filter(([, v]) => v.steps === 12);
}

describe('simulator weather at the field', () => {
  it('is the weather service’s place for the field: its centroid on the 0.05° cache grid', () => {
    expect(place).toEqual({ lat: -34.25, lon: 146.05 });
  });

  it('rains each local day what the service says fell that day, and evaporates its ET0', () => {
    const days = byDay();
    expect(days.length).toBeGreaterThan(100);
    let wet = 0;
    for (const [date, got] of days) {
      const w = simulatedDay(place, date);
      expect(got.rain).toBeCloseTo(w.precip ?? 0, 6);
      if ((w.precip ?? 0) > 0) wet++;
      const et0 = dayEt0(w, place.lat)!;
      expect(Math.abs(got.et0 - et0)).toBeLessThan(0.05 * et0 + 0.01);
    }
    expect(wet).toBeGreaterThan(5);
  });

  it('wets the 10 cm layer on the service’s rainy days', () => {
    const sensor = fieldSensor('FWSTEST000002', { output: 'percent' });
    const readings = simulateSensor(sensor, origin, origin, origin + 120 * DAY, { faults: false });
    const rise = (date: string) => {
      const day = readings.filter((r) => localDate(r.time, TZ) === date);
      return Math.max(...day.map((r) => r.cap50!)) - day[0]!.cap50!;
    };
    const days = byDay().slice(1);
    const rainy = days.filter(([, v]) => v.rain >= 15).map(([d]) => rise(d));
    expect(rainy.length).toBeGreaterThan(0);
    for (const r of rainy) expect(r).toBeGreaterThan(2);
  });
});

describe('simulator soil temperature at the field', () => {
  const sensor = fieldSensor('FWSTEST000003');
  const readings = simulateSensor(sensor, origin, origin, origin + 120 * DAY, { faults: false });

  it('follows the service’s daily mean air temperature a day late, with a daily cycle', () => {
    // Per local day: the sensor's mean against the air's mean of the day before.
    const soil = new Map<string, number[]>();
    for (const r of readings) {
      const d = localDate(r.time, TZ);
      soil.set(d, [...(soil.get(d) ?? []), r.temperature]);
    }
    const pairs = [...soil]
      .filter(([, ts]) => ts.length === 12)
      .slice(1)
      .map(([d, ts]) => {
        const yesterday = localDate(Date.parse(`${d}T12:00:00+10:00`) - DAY, TZ);
        return { soil: ts.reduce((a, b) => a + b, 0) / ts.length, air: simulatedDay(place, yesterday).temp! };
      });
    // Day-to-day changes, so the season's trend (which any model has) does not count.
    const changes = pairs.slice(1).map((p, i) => ({ soil: p.soil - pairs[i]!.soil, air: p.air - pairs[i]!.air }));
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const ms = mean(changes.map((p) => p.soil));
    const ma = mean(changes.map((p) => p.air));
    const cov = mean(changes.map((p) => (p.soil - ms) * (p.air - ma)));
    const sd = (xs: number[], m: number) => Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
    const correlation =
      cov /
      (sd(
        changes.map((p) => p.soil),
        ms,
      ) *
        sd(
          changes.map((p) => p.air),
          ma,
        ));
    expect(correlation).toBeGreaterThan(0.6);
    // A daily cycle: each day's warmest reading is in the afternoon, its coolest before dawn or late.
    const day = readings.filter((r) => localDate(r.time, TZ) === [...soil.keys()][10]);
    const warmest = day.reduce((a, b) => (b.temperature > a.temperature ? b : a));
    expect(new Date(warmest.time).toLocaleString('en-AU', { timeZone: TZ, hour: 'numeric', hourCycle: 'h23' })).toMatch(
      /^1[2-9]$/,
    );
  });
});
