/**
 * What the weather routes answer, from provider days (pure rules, no I/O): the dashboard shows
 * wind in km/h to one decimal (the provider's mph × 1.60934) and temperatures as whole degrees;
 * ET0 is FAO-56 Penman-Monteith from the day's weather.
 */
import { dailyEt0, dayOfYear } from '../../agronomy/evaporation/et0';
import { dayMonthYear } from '../../agronomy/local-dates';
import type { ForecastDay } from '@shared/weather/schemas';
import type { CurrentConditions, WeatherDay, WeatherSource } from '../adapters/weather';

export const MPH_TO_KMH = 1.60934;
const MPH_TO_MS = 0.44704;
/** The provider's wind is a 10 m figure; FAO-56 eq. 47 brings it to 2 m. */
const PROVIDER_WIND_HEIGHT_M = 10;
/** FAO-56 takes 2 m/s where no wind is known. */
const DEFAULT_WIND_MS = 2;
/**
 * Elevation used for the psychrometric constant: the provider gives none, and 0 m instead of a
 * farm's few hundred metres changes ET0 by well under 1 % (pressure falls ~1 % per 100 m).
 */
export const ET0_ELEVATION_M = 0;

const round = (n: number, decimals: number) => Math.round(n * 10 ** decimals) / 10 ** decimals;
export const kmh = (mph: number | null) => (mph === null ? null : round(mph * MPH_TO_KMH, 1));
export const wholeDegrees = (c: number | null) => (c === null ? null : Math.round(c) + 0);

/** "Australia/Sydney" → "Sydney"; "America/Argentina/Buenos_Aires" → "Buenos Aires"; "Etc/GMT-10" → "UTC+10". */
export function locationLabel(timeZone: string): string {
  const etc = /^Etc\/GMT([+-])(\d+)$/.exec(timeZone);
  // POSIX-style Etc zones count the other way round: Etc/GMT-10 is ten hours ahead of UTC.
  if (etc) return `UTC${etc[1] === '-' ? '+' : '-'}${etc[2]}`;
  const last = timeZone.split('/').pop() ?? timeZone;
  return last.replace(/_/g, ' ');
}

/** One day of the 5-day forecast as the routes answer it (the type the web app reads too). */
export type ForecastDayView = ForecastDay;

export function forecastDayView(d: WeatherDay): ForecastDayView {
  return {
    datetime: d.date,
    conditions: d.conditions,
    icon: d.icon,
    tempmin: wholeDegrees(d.tempmin),
    tempmax: wholeDegrees(d.tempmax),
    windspeed: kmh(d.windspeed),
    humidity: d.humidity === null ? null : Math.round(d.humidity),
  };
}

export function forecastView(
  days: WeatherDay[],
  current: CurrentConditions | null,
  timeZone: string,
  source: WeatherSource,
) {
  return {
    days: days.map(forecastDayView),
    currentConditions: { temp: wholeDegrees(current?.temp ?? null) },
    timezone: timeZone,
    location: locationLabel(timeZone),
    source,
  };
}

/** ET0 of a day in mm, or null when its temperatures are unknown. */
export function dayEt0(d: WeatherDay, latitude: number): number | null {
  if (d.tempmin === null || d.tempmax === null) return null;
  return dailyEt0(
    {
      tmin: Math.min(d.tempmin, d.tempmax),
      tmax: Math.max(d.tempmin, d.tempmax),
      wind: d.windspeed === null ? DEFAULT_WIND_MS : d.windspeed * MPH_TO_MS,
      windHeight: d.windspeed === null ? 2 : PROVIDER_WIND_HEIGHT_M,
      ...(d.dew !== null ? { tdew: d.dew } : d.humidity !== null ? { rhmean: d.humidity } : {}),
      ...(d.solarenergy !== null ? { rs: d.solarenergy } : {}),
    },
    { latitude, elevation: ET0_ELEVATION_M },
    dayOfYear(d.date),
  );
}

/** Evaporation rows: dd-mm-yyyy and mm to 2 decimals; days whose temperatures are unknown are left out. */
export function evaporationRows(days: WeatherDay[], latitude: number): { date: string; evaporation: number }[] {
  return days.flatMap((d) => {
    const et0 = dayEt0(d, latitude);
    return et0 === null ? [] : [{ date: dayMonthYear(d.date), evaporation: round(et0, 2) }];
  });
}

export const rainfallRows = (days: WeatherDay[]) =>
  days.map((d) => ({ datetime: d.date, precip: d.precip === null ? null : round(d.precip, 1) }));
