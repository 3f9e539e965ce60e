/**
 * The weather provider port: daily weather for a place and a run of local dates, plus the
 * current conditions. Two adapters: the Visual Crossing Timeline client (visualcrossing.ts) and
 * an offline, deterministic stand-in (simulated.ts). Units are Visual Crossing's `uk` group
 * (°C, mm, mph, MJ/m²), so both adapters and the cache speak the same figures.
 */
import { AppError } from '../../../platform/errors';

export type WeatherSource = 'simulated' | 'visualcrossing';

export interface WeatherLocation {
  lat: number;
  lon: number;
}

/** One local day (the day of the place's time zone). */
export interface WeatherDay {
  /** Local date, yyyy-mm-dd. */
  date: string;
  tempmin: number | null;
  tempmax: number | null;
  temp: number | null;
  /** Mean relative humidity, %. */
  humidity: number | null;
  /** Mean dew point, °C. */
  dew: number | null;
  /** Wind speed, mph (the provider's daily figure, at 10 m). */
  windspeed: number | null;
  /** Precipitation, mm. */
  precip: number | null;
  /** Daily solar energy, MJ/m². */
  solarenergy: number | null;
  conditions: string | null;
  icon: string | null;
}

export interface CurrentConditions {
  temp: number | null;
}

export interface WeatherAnswer {
  source: WeatherSource;
  days: WeatherDay[];
  current: CurrentConditions | null;
}

export interface WeatherProvider {
  readonly source: WeatherSource;
  /**
   * Days `fromDate`..`toDate` (inclusive, yyyy-mm-dd, local to the place) and the current
   * conditions. Rejects with WeatherUnavailableError when the service cannot answer.
   */
  timeline(location: WeatherLocation, fromDate: string, toDate: string, timeZone: string): Promise<WeatherAnswer>;
}

/**
 * The weather service failed (an error status, a timeout, an unreadable answer): the dashboard
 * logs it and stops its spinner, so the API says so plainly (502) instead of failing as a bug.
 */
export class WeatherUnavailableError extends AppError {
  constructor(message = 'Weather is unavailable right now. Please try again later.') {
    super(502, message);
  }
}
