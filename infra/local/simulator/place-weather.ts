/**
 * A farm's weather taken from the offline weather service (lambdas/store/weather/simulated.ts) at
 * the field's place, as the dashboards' rainfall, evaporation and weather panels and the forecasts
 * ask for it: the rain a grower sees in the chart is the rain that wetted the soil, and a hot, dry
 * day in the evaporation chart is one the soil dried on. Without it the soil model's own seeded
 * weather and the service's would disagree, and the forecasts would be judged against rain that
 * never fell.
 */
import { localDate, localHour } from '../../../lambdas/agronomy/local-dates';
import { cachePlace, fieldCentroid, timeZoneAt } from '../../../lambdas/services/weather';
import { dayEt0 } from '../../../lambdas/services/weather-view';
import type { WeatherLocation } from '../../../lambdas/store/weather';
import { simulatedDay } from '../../../lambdas/store/weather/simulated';

const STEP_H = 2;

/** The place the weather service answers a field's questions for: its centroid on the cache grid. */
export const weatherPlaceOf = (outline: readonly [number, number][]): WeatherLocation => cachePlace(fieldCentroid(outline));

interface PlaceDay {
  rainMm: number;
  et0Mm: number;
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

function placeDay(place: WeatherLocation, date: string): PlaceDay {
  const key = `${place.lat},${place.lon}|${date}`;
  let d = days.get(key);
  if (!d) {
    const w = simulatedDay(place, date);
    d = { rainMm: w.precip ?? 0, et0Mm: dayEt0(w, place.lat) ?? 0, showerStep: showerStepOf(date) };
    days.set(key, d);
  }
  return d;
}

/**
 * Rain and reference evapotranspiration (mm) in the 2-hour step starting at `time`: the day's rain
 * in one shower of three steps, its ET0 shaped over the daylight hours (06–18 local).
 */
export function stepWeather(place: WeatherLocation, time: number): { rainMm: number; et0Mm: number } {
  const placeKey = `${place.lat},${place.lon}`;
  let tz = zones.get(placeKey);
  if (!tz) zones.set(placeKey, (tz = timeZoneAt(place)));
  const day = placeDay(place, localDate(time, tz));
  const hour = localHour(time, tz);
  const step = Math.floor(hour / STEP_H);
  const rainMm = step >= day.showerStep && step < day.showerStep + 3 ? day.rainMm / 3 : 0;
  // Six daylight steps of sin(π·x/12) add up to about 12/π: scaled so the day's steps give its total.
  const et0Mm = hour < 6 || hour >= 18 ? 0 : day.et0Mm * (Math.PI / 12) * Math.sin(((hour + 1 - 6) / 12) * Math.PI);
  return { rainMm, et0Mm };
}
