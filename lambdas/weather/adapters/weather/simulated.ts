/**
 * Offline weather: no network, deterministic (the same place and date always give the same day),
 * and plausible for the latitude and season, so the local stack and tests show believable
 * forecasts, rainfall and ET0. Southern-hemisphere seasons are flipped (January is summer at
 * Griffith). Answers say `source: 'simulated'`, and the dashboard labels them so.
 */
import { dayOfYear, extraterrestrialRadiation, saturationVapourPressure } from '../../../agronomy/evaporation/et0';
import { datesBetween, localDate, localHour } from '../../../agronomy/local-dates';
import type { WeatherAnswer, WeatherDay, WeatherLocation, WeatherProvider } from './port';

/** A number in [0, 1) from a string (FNV-1a then a final mix): the same key, the same number. */
function unit(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return (h >>> 0) / 2 ** 32;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The warmest day of the year: mid-July in the north, mid-January in the south. */
const warmestDay = (lat: number) => (lat >= 0 ? 200 : 17);

/** Seasonal position from −1 (coldest) to 1 (warmest). */
function season(lat: number, date: string): number {
  return Math.cos((2 * Math.PI * (dayOfYear(date) - warmestDay(lat))) / 365.25);
}

export function simulatedDay(location: WeatherLocation, date: string): WeatherDay {
  const lat = Math.max(-89, Math.min(89, location.lat));
  const absLat = Math.abs(lat);
  const place = `${location.lat.toFixed(2)},${location.lon.toFixed(2)}`;
  const r = (salt: string) => unit(`${place}|${date}|${salt}`);
  const s = season(lat, date);
  // Warm near the equator, cold toward the poles; seasons swing more away from the tropics.
  const annualMean = 27 - 0.45 * Math.max(0, absLat - 10);
  const swing = Math.min(14, 1 + 0.3 * absLat);
  // Rain comes in spells: a wet spell of a few days shares one draw, a day its own.
  const spell = unit(`${place}|${date.slice(0, 7)}|${Math.floor(Number(date.slice(8, 10)) / 4)}|spell`);
  const wetChance = 0.12 + 0.25 * spell + (lat < 0 ? 0.05 * -s : 0.05 * s);
  const wet = r('wet') < wetChance;
  const precip = wet ? round1(-Math.log(1 - r('amount') * 0.98) * (3 + 5 * spell)) : 0;
  const mean = annualMean + swing * s + (r('temp') - 0.5) * 5 - (wet ? 2 : 0);
  const range = (wet ? 6 : 11) + (r('range') - 0.5) * 4;
  const tempmin = round1(mean - range / 2);
  const tempmax = round1(mean + range / 2);
  const humidity = round1(Math.min(98, (wet ? 78 : 52) + (r('humidity') - 0.5) * 20 - (tempmax - 20) * 0.5));
  const tmean = (tempmin + tempmax) / 2;
  // Dew point from mean humidity and temperature (inverse of the saturation curve).
  const ea = (humidity / 100) * saturationVapourPressure(tmean);
  const x = Math.log(ea / 0.6108);
  const dew = round1((237.3 * x) / (17.27 - x));
  const cloud = wet ? 0.3 + 0.3 * r('cloud') : 0.6 + 0.4 * r('cloud');
  const solarenergy = round1((0.25 + 0.5 * cloud) * extraterrestrialRadiation(lat, dayOfYear(date)));
  const windspeed = round1(4 + 12 * r('wind') + (wet ? 4 : 0));
  const partly = cloud < 0.8;
  return {
    date,
    tempmin,
    tempmax,
    temp: round1(tmean),
    humidity,
    dew,
    windspeed,
    precip,
    solarenergy,
    conditions: wet ? 'Rain, Partially cloudy' : partly ? 'Partially cloudy' : 'Clear',
    icon: wet ? 'rain' : partly ? 'partly-cloudy-day' : 'clear-day',
  };
}

/** The temperature at a local hour: coolest near dawn (6 h), warmest mid-afternoon (15 h). */
export function simulatedTempAt(day: WeatherDay, hour: number): number | null {
  if (day.tempmin === null || day.tempmax === null) return null;
  const phase = Math.cos((2 * Math.PI * (hour - 15)) / 24);
  return round1((day.tempmin + day.tempmax) / 2 + ((day.tempmax - day.tempmin) / 2) * phase);
}

export function simulatedProvider(now: () => number = Date.now): WeatherProvider {
  return {
    source: 'simulated',
    async timeline(
      location: WeatherLocation,
      fromDate: string,
      toDate: string,
      timeZone: string,
    ): Promise<WeatherAnswer> {
      const days = datesBetween(fromDate, toDate).map((d) => simulatedDay(location, d));
      const t = now();
      const today = simulatedDay(location, localDate(t, timeZone));
      return { source: 'simulated', days, current: { temp: simulatedTempAt(today, localHour(t, timeZone)) } };
    },
  };
}
