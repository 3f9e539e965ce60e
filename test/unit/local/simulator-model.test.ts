/** The gateway simulator's soil model: deterministic, continuous, and physically plausible. */
import { describe, expect, it } from 'vitest';
import {
  batteryVoltage,
  calibrationOf,
  rainMm,
  simulateSensor,
  soilTemperature,
  STEP_MS,
  hash,
  type SimReading,
} from '../../../infra/local/simulator/model';
import { testSimSensor } from '../../support/sim-sensor';

const DAY = 86_400_000;
const sensor = testSimSensor('FWSTEST000001', 'zone-1');
const origin = Date.UTC(2025, 6, 1);
const year = simulateSensor(sensor, origin, origin, origin + 365 * DAY, { faults: false });
const cal = calibrationOf(sensor.sensorId);
const pct = (v: number | null) => (((v ?? NaN) - cal.x1) / (cal.x2 - cal.x1)) * 100;
const depth = (r: SimReading, i: 0 | 1 | 2) => pct([r.cap50, r.cap100, r.cap150][i]!);

describe('simulator model', () => {
  it('reports every 2 hours on the grid, and the same readings whichever range is asked for', () => {
    expect(year).toHaveLength(365 * 12 + 1);
    expect(year.every((r, i) => r.time === origin + i * STEP_MS)).toBe(true);
    const from = origin + 200 * DAY + 3 * STEP_MS;
    const part = simulateSensor(sensor, origin, from, from + 2 * DAY, { faults: false });
    expect(part).toEqual(year.slice(200 * 12 + 3, 200 * 12 + 3 + 25));
    expect(simulateSensor(sensor, origin, origin, origin + 10 * DAY, { faults: false })).toEqual(year.slice(0, 121));
  });

  it('keeps moisture between wilting point and saturation-ish bounds and varies with the seasons', () => {
    for (const i of [0, 1, 2] as const) {
      const values = year.map((r) => depth(r, i));
      expect(Math.min(...values)).toBeGreaterThan(17 * 0.6 - 2);
      expect(Math.max(...values)).toBeLessThan(40 + 2);
      expect(Math.max(...values) - Math.min(...values)).toBeGreaterThan(3);
    }
  });

  it('wets the top layer first after rain and the deeper layers later', () => {
    const seed = hash(sensor.weatherSeed);
    // The first big rain day: the top layer responds the same day; 50 cm peaks later than 10 cm.
    const rainy = year.findIndex(
      (r, k) =>
        k > 24 &&
        Array.from({ length: 12 }, (_, j) => rainMm(seed, r.time + j * STEP_MS, sensor.latitude)).reduce(
          (a, b) => a + b,
          0,
        ) > 25,
    );
    expect(rainy).toBeGreaterThan(0);
    const window = year.slice(rainy, rainy + 12 * 6);
    const peakAt = (i: 0 | 1 | 2) =>
      window.reduce((best, r, k) => (depth(r, i) > depth(window[best]!, i) ? k : best), 0);
    expect(depth(window[peakAt(0)]!, 0)).toBeGreaterThan(depth(year[rainy - 1]!, 0) + 3);
    expect(peakAt(1)).toBeGreaterThan(peakAt(0));
  });

  it('dries the soil on dry summer days (water taken by day, not by night)', () => {
    const seed = hash(sensor.weatherSeed);
    const summer = origin + 190 * DAY; // January in the southern hemisphere
    const i = year.findIndex(
      (r) =>
        r.time >= summer &&
        Array.from({ length: 36 }, (_, j) => rainMm(seed, r.time + j * STEP_MS, sensor.latitude)).every(
          (mm) => mm === 0,
        ) &&
        depth(r, 0) > 20,
    );
    expect(i).toBeGreaterThan(0);
    const span = year.slice(i, i + 36);
    expect(depth(span.at(-1)!, 0)).toBeLessThan(depth(span[0]!, 0));
  });

  it('has a diurnal soil temperature with a warm summer and a cool winter', () => {
    const day = (t: number) => Array.from({ length: 12 }, (_, j) => soilTemperature(t + j * STEP_MS, -34.3, 1));
    const jan = day(Date.UTC(2026, 0, 20));
    const jul = day(Date.UTC(2026, 6, 20));
    expect(Math.max(...jan) - Math.min(...jan)).toBeGreaterThan(5);
    expect(jan.reduce((a, b) => a + b) / 12).toBeGreaterThan(jul.reduce((a, b) => a + b) / 12 + 8);
    expect(Math.min(...jul)).toBeGreaterThan(-5);
  });

  it('discharges the battery over months and replaces it when low', () => {
    const volts = Array.from({ length: 800 }, (_, d) => batteryVoltage(origin + d * DAY, 12345));
    expect(Math.max(...volts)).toBeLessThanOrEqual(4.2);
    expect(Math.min(...volts)).toBeGreaterThan(3.3);
    const replaced = volts.findIndex((v, d) => d > 0 && v - volts[d - 1]! > 0.3);
    expect(replaced).toBeGreaterThan(0);
    // A battery lasts 300+ days: 150 days after a replacement it is clearly lower.
    expect(volts[replaced + 150]!).toBeLessThan(volts[replaced + 2]! - 0.05);
  });

  it('adds the rare glitches ingest must flag (a missing depth, a saturated ADC), only when asked', () => {
    const faulty = simulateSensor(sensor, origin, origin, origin + 365 * DAY);
    const glitches = faulty.filter((r) => [r.cap50, r.cap100, r.cap150].some((v) => v === null || v === 65_535));
    expect(glitches.length).toBeGreaterThan(0);
    expect(glitches.length).toBeLessThan(faulty.length * 0.01);
    expect(year.some((r) => [r.cap50, r.cap100, r.cap150].some((v) => v === null || v === 65_535))).toBe(false);
  });

  it('sends percent instead of counts for a sensor without a calibration formula', () => {
    const [counts] = simulateSensor(sensor, origin, origin, origin, { faults: false });
    const [percent] = simulateSensor({ ...sensor, output: 'percent' }, origin, origin, origin, { faults: false });
    expect(percent!.cap50).toBeCloseTo(depth(counts!, 0), 0);
  });
});
