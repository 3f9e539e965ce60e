/**
 * Weather behind our API: the field's place and time zone, the cache before the provider (so a
 * dashboard's reloads spend none of the key's quota), and the windows each view shows: the
 * forecast from today to today + 4, rainfall from 12 days back to 2 ahead, evaporation over a
 * range. Also `forecastWeather`, the daily intervals the soil-moisture forecasts take.
 */
import tzlookup from '@photostructure/tz-lookup';
import type { WeatherInterval } from '../../agronomy/forecast/forecast-types';
import { addDays, datesBetween, localDate, localMidnightMs } from '../../agronomy/local-dates';
import { openRing } from '@shared/geo';
import { refusal } from '../../platform/refusal';
import { BadRequestError } from '../../platform/errors';
import {
  readCachedWeather,
  weatherProvider,
  writeCachedWeather,
  type CurrentConditions,
  type WeatherDay,
  type WeatherLocation,
  type WeatherSource,
} from '../adapters/weather';
import { ownField } from '../../farms';
import { dayEt0, evaporationRows, forecastView, rainfallRows } from './weather-view';

export const FORECAST_DAYS = 5;
export const RAINFALL_DAYS_BACK = 12;
export const RAINFALL_DAYS_AHEAD = 2;
/** Without a range, evaporation covers the last 14 days up to today. */
export const EVAPORATION_DEFAULT_DAYS = 14;
/** The provider forecasts 15 days (today + 14); later days are not asked for. */
export const MAX_DAYS_AHEAD = 14;
/** One weather request covers at most this many days. */
export const MAX_WEATHER_DAYS = 400;

/** Days older than yesterday are observations that no longer change; recent and coming days are re-forecast. */
const PAST_DAY_CACHE_MS = 90 * 86_400_000;
const RECENT_DAY_CACHE_MS = 3 * 3_600_000;
const CURRENT_CACHE_MS = 3_600_000;
/** Places are cached on a 0.05° grid (about 5 km): finer than a weather model resolves. */
const PLACE_STEP_DEG = 0.05;

const snap = (deg: number) => Number((Math.round(deg / PLACE_STEP_DEG) * PLACE_STEP_DEG).toFixed(2)) + 0;

/** The place weather is asked and cached for: the location on the cache grid. */
export const cachePlace = (loc: WeatherLocation): WeatherLocation => ({ lat: snap(loc.lat), lon: snap(loc.lon) });

/** The IANA time zone at a place (an ocean point gets its nautical Etc/GMT zone). */
export const timeZoneAt = (loc: WeatherLocation): string => tzlookup(loc.lat, loc.lon);

/** The field's centroid: the mean of its outline's vertices (fields are small and convex enough). */
export function fieldCentroid(ring: readonly [number, number][]): WeatherLocation {
  const open = openRing([...ring]);
  const sum = open.reduce((acc, [lon, lat]) => ({ lat: acc.lat + lat, lon: acc.lon + lon }), { lat: 0, lon: 0 });
  return { lat: sum.lat / open.length, lon: sum.lon / open.length };
}

export interface DailyWeather {
  source: WeatherSource;
  timeZone: string;
  days: WeatherDay[];
  current: CurrentConditions | null;
}

/**
 * Days `fromDate`..`toDate` at a place (local dates), from the cache where fresh, else one
 * provider call for the span of what is missing (what it answers is cached). With `withCurrent`
 * the current conditions too.
 */
export async function dailyWeather(
  loc: WeatherLocation,
  fromDate: string,
  toDate: string,
  opts: { withCurrent?: boolean; now?: number } = {},
): Promise<DailyWeather> {
  const now = opts.now ?? Date.now();
  const withCurrent = opts.withCurrent ?? false;
  const place = cachePlace(loc);
  const placeKey = `${place.lat.toFixed(2)},${place.lon.toFixed(2)}`;
  const timeZone = timeZoneAt(place);
  const provider = weatherProvider();
  const dates = datesBetween(fromDate, toDate);
  if (dates.length > MAX_WEATHER_DAYS)
    throw new BadRequestError(refusal('refusals.weatherTooManyDays', { max: MAX_WEATHER_DAYS }));
  const cached = await readCachedWeather(placeKey, provider.source, dates, withCurrent, now);
  const missing = dates.filter((d) => !cached.days.has(d));
  const needCurrent = withCurrent && !cached.current;
  if (missing.length || needCurrent) {
    const today = localDate(now, timeZone);
    // A missing current alone is fetched with today's day (a timeline call always names days).
    const from = missing[0] ?? today;
    const to = missing[missing.length - 1] ?? today;
    const answer = await provider.timeline(place, from, to, timeZone);
    const yesterday = addDays(today, -1);
    const fresh = answer.days.filter((d) => d.date >= from && d.date <= to);
    await writeCachedWeather(
      placeKey,
      provider.source,
      fresh.map((day) => ({ day, expiresAt: now + (day.date < yesterday ? PAST_DAY_CACHE_MS : RECENT_DAY_CACHE_MS) })),
      answer.current ? { current: answer.current, expiresAt: now + CURRENT_CACHE_MS } : null,
    );
    for (const d of fresh) cached.days.set(d.date, d);
    if (answer.current) cached.current = answer.current;
  }
  return {
    source: provider.source,
    timeZone,
    days: dates.flatMap((d) => cached.days.get(d) ?? []),
    current: withCurrent ? cached.current : null,
  };
}

async function fieldPlace(userName: string, fieldId: string): Promise<WeatherLocation> {
  const field = await ownField(userName, fieldId);
  return fieldCentroid(field.points.coordinates[0] as [number, number][]);
}

/** Today to today + 4 at the field, with the current temperature and a place name. */
export async function fieldForecast(userName: string, fieldId: string, now = Date.now()) {
  const loc = await fieldPlace(userName, fieldId);
  const today = localDate(now, timeZoneAt(cachePlace(loc)));
  const w = await dailyWeather(loc, today, addDays(today, FORECAST_DAYS - 1), { withCurrent: true, now });
  return forecastView(w.days, w.current, w.timeZone, w.source);
}

/**
 * Daily rainfall at the field from 12 days ago to 2 days ahead, or for the local days that
 * `startS`..`endS` (epoch seconds) touch; days past the provider's forecast horizon are left out.
 */
export async function fieldRainfall(
  userName: string,
  fieldId: string,
  range?: { startS: number; endS: number },
  now = Date.now(),
) {
  const loc = await fieldPlace(userName, fieldId);
  const tz = timeZoneAt(cachePlace(loc));
  const today = localDate(now, tz);
  const from = range ? localDate(range.startS * 1000, tz) : addDays(today, -RAINFALL_DAYS_BACK);
  const lastAllowed = addDays(today, MAX_DAYS_AHEAD);
  const wanted = range ? localDate(range.endS * 1000, tz) : addDays(today, RAINFALL_DAYS_AHEAD);
  const to = wanted > lastAllowed ? lastAllowed : wanted;
  if (from > to) return { data: [], timezone: tz, source: weatherProvider().source };
  const w = await dailyWeather(loc, from, to, { now });
  return { data: rainfallRows(w.days), timezone: w.timeZone, source: w.source };
}

/**
 * Daily ET0 at the field for the local days that `startS`..`endS` (epoch seconds) touch, or the
 * last 14 days; days past the provider's forecast horizon are left out.
 */
export async function fieldEvaporation(
  userName: string,
  fieldId: string,
  range: { startS: number; endS: number } | undefined,
  now = Date.now(),
) {
  const loc = await fieldPlace(userName, fieldId);
  const tz = timeZoneAt(cachePlace(loc));
  const today = localDate(now, tz);
  const from = range ? localDate(range.startS * 1000, tz) : addDays(today, -(EVAPORATION_DEFAULT_DAYS - 1));
  const lastAllowed = addDays(today, MAX_DAYS_AHEAD);
  const wanted = range ? localDate(range.endS * 1000, tz) : today;
  const to = wanted > lastAllowed ? lastAllowed : wanted;
  if (from > to) return { data: [], source: weatherProvider().source };
  const w = await dailyWeather(loc, from, to, { now });
  return { data: evaporationRows(w.days, loc.lat), source: w.source };
}

/**
 * Daily weather intervals (local days at the place, from local midnight to the next) that cover
 * `fromMs`..`toMs`, past or coming, with rain, FAO-56 ET0 and mean air temperature: what the
 * soil-moisture forecasts take. Days past the provider's horizon (today + 14) are left out.
 * Rejects with WeatherUnavailableError when the provider fails and the cache cannot answer.
 */
export async function forecastWeather(
  location: { lat: number; lon: number },
  fromMs: number,
  toMs: number,
): Promise<WeatherInterval[]> {
  const now = Date.now();
  const tz = timeZoneAt(cachePlace(location));
  const from = localDate(fromMs, tz);
  const lastAllowed = addDays(localDate(now, tz), MAX_DAYS_AHEAD);
  const wanted = localDate(Math.max(fromMs, toMs - 1), tz);
  const to = wanted > lastAllowed ? lastAllowed : wanted;
  if (from > to) return [];
  const w = await dailyWeather(location, from, to, { now });
  return w.days.map((d) => {
    const et0 = dayEt0(d, location.lat);
    return {
      fromMs: localMidnightMs(d.date, tz),
      toMs: localMidnightMs(addDays(d.date, 1), tz),
      precipMm: d.precip,
      et0Mm: et0 === null ? null : Math.round(et0 * 100) / 100,
      airTempC: d.temp,
    };
  });
}
