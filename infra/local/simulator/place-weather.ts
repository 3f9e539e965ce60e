/**
 * A farm's weather taken from the offline weather service (lambdas/weather/adapters/weather/simulated.ts) at
 * the field's place, as the dashboards' rainfall, evaporation and weather panels and the forecasts
 * ask for it: the rain a grower sees in the chart is the rain that wetted the soil, a hot, dry
 * day in the evaporation chart is one the soil dried on, and a warm spell warms the soil. Without it the soil model's
 * own seeded weather and the service's would disagree, and the forecasts would be judged against rain that
 * never fell.
 */
import { addDays, localDate, localHour } from '../../../lambdas/agronomy/local-dates';
import { cachePlace, fieldCentroid, timeZoneAt } from '../../../lambdas/weather/services/weather';
import { dayEt0 } from '../../../lambdas/weather/services/weather-view';
import type { WeatherLocation } from '../../../lambdas/weather/adapters/weather';
import { simulatedDay } from '../../../lambdas/weather/adapters/weather/simulated';

const STEP_H = 2;

/** The place the weather service answers a field's questions for: its centroid on the cache grid. */
export const weatherPlaceOf = (outline: readonly [number, number][]): WeatherLocation =>
  cachePlace(fieldCentroid(outline));

interface PlaceDay {
  rainMm: number;
  et0Mm: number;
  /** The day's mean air temperature, °C. */
  airC: number;
  /** The local 2-hour step (0–11) the day's shower starts in. */
  showerStep: number;
}

/** The shower's start from the date (the service gives a day's total, not its hours). */
function showerStepOf(date: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < date.length; i++) h = Math.imul(h ^ date.charCodeAt(i), 0x01000193);
  return (h >>> 0) % 10;
}

const days = new Map<string, PlaceDay>();
const zones = new Map<string, string>();
/**
 * Each step's answers per place: a field's sensors share them, and working a step out takes
 * several time-zone conversions (Intl), which made simulating the demo's year for 12 sensors take
 * seconds. A step's answer never changes, so it is kept.
 */
const stepWeathers = new Map<string, { rainMm: number; et0Mm: number }>();
const soilTemperatures = new Map<string, number>();

const locals = new Map<string, { date: string; hour: number }>();

/**
 * The local date and hour at `time` (a time-zone conversion each, so kept: a farm asks for the same steps again and
 * again).
 */
function localAt(tz: string, time: number): { date: string; hour: number } {
  const key = `${tz}|${time}`;
  let l = locals.get(key);
  if (!l) locals.set(key, (l = { date: localDate(time, tz), hour: localHour(time, tz) }));
  return l;
}

function zoneOf(place: WeatherLocation): string {
  const key = `${place.lat},${place.lon}`;
  let tz = zones.get(key);
  if (!tz) zones.set(key, (tz = timeZoneAt(place)));
  return tz;
}

function placeDay(place: WeatherLocation, date: string): PlaceDay {
  const key = `${place.lat},${place.lon}|${date}`;
  let d = days.get(key);
  if (!d) {
    const w = simulatedDay(place, date);
    d = { rainMm: w.precip ?? 0, et0Mm: dayEt0(w, place.lat) ?? 0, airC: w.temp ?? 15, showerStep: showerStepOf(date) };
    days.set(key, d);
  }
  return d;
}

/**
 * Rain and reference evapotranspiration (mm) in the 2-hour step starting at `time`: the day's rain
 * in one shower of three steps, its ET0 shaped over the daylight hours (06–18 local).
 */
export function stepWeather(place: WeatherLocation, time: number): { rainMm: number; et0Mm: number } {
  const key = `${place.lat},${place.lon}|${time}`;
  let w = stepWeathers.get(key);
  if (!w) stepWeathers.set(key, (w = workOutStepWeather(place, time)));
  return w;
}

function workOutStepWeather(place: WeatherLocation, time: number): { rainMm: number; et0Mm: number } {
  const { date, hour } = localAt(zoneOf(place), time);
  const day = placeDay(place, date);
  const step = Math.floor(hour / STEP_H);
  const rainMm = step >= day.showerStep && step < day.showerStep + 3 ? day.rainMm / 3 : 0;
  // Six daylight steps of sin(π·x/12) add up to about 12/π: scaled so the day's steps give its total.
  const et0Mm = hour < 6 || hour >= 18 ? 0 : day.et0Mm * (Math.PI / 12) * Math.sin(((hour + 1 - 6) / 12) * Math.PI);
  return { rainMm, et0Mm };
}

/** The soil at 10 cm follows the air's daily mean this many hours late. */
const SOIL_LAG_H = 18;
/** Summer soil at 10 cm runs a little warmer than the air's daily mean. */
const SOIL_OFFSET_C = 1.5;
const DIURNAL_C = 4;

/** The air's daily mean at `time`: each local day's mean stands at its noon, a straight line between. */
function airLevel(place: WeatherLocation, time: number): number {
  const { date, hour } = localAt(zoneOf(place), time);
  const [before, after, share] =
    hour >= 12 ? [date, addDays(date, 1), (hour - 12) / 24] : [addDays(date, -1), date, (hour + 12) / 24];
  const a = placeDay(place, before).airC;
  return a + (placeDay(place, after).airC - a) * share;
}

/**
 * Soil temperature (°C) at about 10 cm: the air's daily mean at the place, damped and late, and a
 * daily cycle peaking mid-afternoon; so a warm spell in the weather panel warms the sensor a day on.
 */
export function soilTemperatureAt(place: WeatherLocation, time: number): number {
  const key = `${place.lat},${place.lon}|${time}`;
  let t = soilTemperatures.get(key);
  if (t === undefined) soilTemperatures.set(key, (t = workOutSoilTemperature(place, time)));
  return t;
}

function workOutSoilTemperature(place: WeatherLocation, time: number): number {
  const level = airLevel(place, time - SOIL_LAG_H * 3_600_000) + SOIL_OFFSET_C;
  const { hour } = localAt(zoneOf(place), time);
  return level + DIURNAL_C * Math.sin(((hour - 10) / 24) * 2 * Math.PI);
}
