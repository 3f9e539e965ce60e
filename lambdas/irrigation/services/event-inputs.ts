/**
 * What the wetting detector is fed from the product's own data: a series' valid readings as soil
 * samples, and the field's weather as hourly rain. Pure.
 */
import { depthValues } from '@shared/readings/depths';
import { MEASURED_DEPTHS } from '@shared/agronomy/profile';
import type { SoilSample } from '../../agronomy/water/wetting-events';
import type { WeatherInterval } from '../../agronomy/forecast/forecast-types';
import type { Reading } from '../../readings';

const HOUR_MS = 3_600_000;

/**
 * Readings (any order) as samples, oldest first, in epoch seconds. A sensor has one soil
 * temperature probe: it stands for every depth, so a frozen top never makes an event below it.
 */
export function samplesOf(readings: readonly Reading[]): SoilSample[] {
  return [...readings]
    .sort((a, b) => a.time - b.time)
    .map((r) => {
      const values = depthValues(r.calibrated);
      const vwc: Record<number, number | undefined> = {};
      MEASURED_DEPTHS.forEach((d, i) => {
        const v = values[i];
        vwc[d] = typeof v === 'number' && Number.isFinite(v) ? v : undefined;
      });
      const t = r.flags.includes('temperature-out-of-range') || r.temperature === null ? undefined : r.temperature;
      return {
        t: Math.floor(r.time / 1000),
        vwc,
        ...(t === undefined ? {} : { temp: Object.fromEntries(MEASURED_DEPTHS.map((d) => [d, t])) }),
      };
    });
}

/**
 * The weather's rain as hourly amounts (epoch s, mm). The weather service knows daily totals only:
 * each is spread evenly over its interval's hours, so a day's rain explains a wetting any time that
 * day. Null when no interval says how much it rained (nothing known: the classifier then cannot
 * call anything rain, nor rule rain out).
 */
export function hourlyRain(intervals: readonly WeatherInterval[]): { t: number; mm: number }[] | null {
  const known = intervals.filter((w) => w.precipMm !== null && Number.isFinite(w.precipMm));
  if (!known.length) return null;
  const out: { t: number; mm: number }[] = [];
  for (const w of known) {
    const hours = Math.max(1, Math.round((w.toMs - w.fromMs) / HOUR_MS));
    const each = (w.precipMm ?? 0) / hours;
    for (let h = 0; h < hours; h++) out.push({ t: Math.floor((w.fromMs + h * HOUR_MS) / 1000), mm: each });
  }
  return out.sort((a, b) => a.t - b.t);
}
