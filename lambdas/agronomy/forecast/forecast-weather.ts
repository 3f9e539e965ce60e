/**
 * The weather a forecast needs, on the model's hourly grid: whatever the intervals are (hourly
 * observations, a daily forecast), each one's rain and ET0 are spread over the hours it covers in
 * proportion to the overlap; air temperature is the overlap-weighted mean. Unknown stays unknown
 * (null), so the model can tell "no rain forecast" from "no forecast".
 */
import type { WeatherInterval } from './forecast-types';

const HOUR = 3_600_000;

export interface HourlyWeather {
  /** mm in each hour, null where no interval said anything. */
  rain: (number | null)[];
  et0: (number | null)[];
  airTemp: (number | null)[];
}

/** Hours [startMs + k h, startMs + (k+1) h) for k = 0 … hours-1. */
export function toHourly(weather: readonly WeatherInterval[], startMs: number, hours: number): HourlyWeather {
  const rain = new Array<number | null>(hours).fill(null);
  const et0 = new Array<number | null>(hours).fill(null);
  const tempSum = new Array<number>(hours).fill(0);
  const tempWeight = new Array<number>(hours).fill(0);
  const endMs = startMs + hours * HOUR;
  for (const w of weather) {
    const length = w.toMs - w.fromMs;
    if (!(length > 0) || w.toMs <= startMs || w.fromMs >= endMs) continue;
    const first = Math.max(0, Math.floor((w.fromMs - startMs) / HOUR));
    const last = Math.min(hours - 1, Math.ceil((w.toMs - startMs) / HOUR) - 1);
    for (let k = first; k <= last; k++) {
      const from = Math.max(w.fromMs, startMs + k * HOUR);
      const to = Math.min(w.toMs, startMs + (k + 1) * HOUR);
      if (to <= from) continue;
      const share = (to - from) / length;
      if (w.precipMm != null && Number.isFinite(w.precipMm)) rain[k] = (rain[k] ?? 0) + Math.max(0, w.precipMm) * share;
      if (w.et0Mm != null && Number.isFinite(w.et0Mm)) et0[k] = (et0[k] ?? 0) + Math.max(0, w.et0Mm) * share;
      if (w.airTempC != null && Number.isFinite(w.airTempC)) {
        tempSum[k]! += w.airTempC * (to - from);
        tempWeight[k]! += to - from;
      }
    }
  }
  const airTemp = tempSum.map((s, k) => (tempWeight[k]! > 0 ? s / tempWeight[k]! : null));
  return { rain, et0, airTemp };
}
