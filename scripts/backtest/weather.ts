/**
 * The station's own hourly weather as forecast intervals, standing in for a perfect weather
 * forecast: each hour's rain as measured, and FAO-56 ET0 (et0.ts) of each local day spread over
 * its hours in proportion to the sun's extraterrestrial radiation (none at night).
 *
 * The day's ET0 uses the pyranometer when it worked; a day whose radiation adds up to less than
 * 3 % of the extraterrestrial (a dead or covered sensor logs zeros) takes Hargreaves' estimate
 * from the temperature range instead. A day with fewer than 20 hours of temperature, humidity
 * and wind has no ET0 (null): the model then assumes none, as it would with a partial forecast.
 */
import {
  dailyEt0,
  dayOfYear,
  extraterrestrialRadiation,
  extraterrestrialRadiationHourly,
} from '../../lambdas/agronomy/evaporation/et0';
import type { WeatherInterval } from '../../lambdas/agronomy/forecast/forecast-types';
import type { AtmRow } from './station';

export interface StationSite {
  latitude: number;
  longitude: number;
  elevation: number;
}

const HOUR = 3_600_000;
/** W/m² over an hour → MJ m⁻² h⁻¹. */
const WM2_TO_MJ_HOUR = 0.0036;

/** Rows are labelled with the end of the hour they cover (the loggers' convention). */
export function observedWeather(rows: AtmRow[], site: StationSite): WeatherInterval[] {
  // Local standard time from the longitude (whole hours), for days and the sun's position.
  const offsetH = Math.round(site.longitude / 15);
  const hourly = { ...site, timeZoneCentre: offsetH * 15 };
  const localDay = (t: number) => new Date(t - HOUR / 2 + offsetH * HOUR).toISOString().slice(0, 10);
  const byDay = new Map<string, AtmRow[]>();
  for (const r of rows) {
    const day = localDay(r.time);
    const list = byDay.get(day);
    if (list) list.push(r);
    else byDay.set(day, [r]);
  }
  const out: WeatherInterval[] = [];
  for (const [day, list] of byDay) {
    const doy = dayOfYear(day);
    const shares = list.map((r) => {
      const midHour = ((((r.time - HOUR / 2 + offsetH * HOUR) / HOUR) % 24) + 24) % 24;
      return extraterrestrialRadiationHourly(hourly, doy, midHour);
    });
    const shareSum = shares.reduce((a, b) => a + b, 0);
    const et0 = dayEt0(list, site, doy);
    list.forEach((r, i) => {
      out.push({
        fromMs: r.time - HOUR,
        toMs: r.time,
        precipMm: r.precipMm,
        et0Mm: et0 === null ? null : shareSum > 0 ? (et0 * shares[i]!) / shareSum : et0 / list.length,
        airTempC: r.airTempC,
      });
    });
  }
  return out.sort((a, b) => a.fromMs - b.fromMs);
}

function dayEt0(list: AtmRow[], site: StationSite, doy: number): number | null {
  const full = list.filter((r) => r.airTempC !== null && r.vapourKpa !== null && r.windMs !== null);
  if (full.length < 20) return null;
  const temps = full.map((r) => r.airTempC!);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const solar = list.map((r) => r.solarWm2);
  const rsSum =
    solar.every((s) => s !== null) && solar.length >= 24 ? solar.reduce((a, s) => a + s! * WM2_TO_MJ_HOUR, 0) : null;
  const rs = rsSum !== null && rsSum > 0.03 * extraterrestrialRadiation(site.latitude, doy) ? rsSum : undefined;
  return dailyEt0(
    {
      tmin: Math.min(...temps),
      tmax: Math.max(...temps),
      ea: mean(full.map((r) => r.vapourKpa!)),
      wind: mean(full.map((r) => r.windMs!)),
      ...(rs === undefined ? {} : { rs }),
    },
    site,
    doy,
  );
}
