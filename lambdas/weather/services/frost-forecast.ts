/**
 * A field's hourly air temperature forecast for the frost warning: the place's daily weather from
 * yesterday (the hours before today's dawn) to three days ahead (past the 48 h window whatever the
 * hour), through the same cache as the dashboards and the soil forecasts, drawn hour by hour. The
 * cache keeps coming days for 3 hours, so the scheduled run's read past that age is what fetches
 * the refreshed forecast: the warning is judged on each forecast as it arrives.
 */
import { addDays, localDate, localMidnightMs } from '../../agronomy/local-dates';
import { hourlyFromDaily, type HourlyTemp } from '../../agronomy/frost';
import type { FieldItem } from '../../farms';
import { logger } from '../../platform/telemetry/logger';
import { cachePlace, dailyWeather, fieldCentroid, timeZoneAt } from './weather';

const DAYS_BACK = 1;
const DAYS_AHEAD = 3;

/** The hourly forecast at one field; undefined when no weather can be had (the warning then changes nothing). */
export async function fieldHourlyTemps(field: FieldItem, now: number): Promise<HourlyTemp[] | undefined> {
  const ring = field.points?.coordinates?.[0] as [number, number][] | undefined;
  if (!ring?.length) return undefined;
  const loc = fieldCentroid(ring);
  try {
    const timeZone = timeZoneAt(cachePlace(loc));
    const today = localDate(now, timeZone);
    const w = await dailyWeather(loc, addDays(today, -DAYS_BACK), addDays(today, DAYS_AHEAD), { now });
    return hourlyFromDaily(
      w.days.map((d) => ({ midnightMs: localMidnightMs(d.date, w.timeZone), tempmin: d.tempmin, tempmax: d.tempmax })),
    );
  } catch (err) {
    logger.warn('frost warning: no weather for a field (nothing changes until the next run)', {
      field: field.field_id,
      error: err instanceof Error ? err.message : String(err),
    });
    return undefined;
  }
}

/**
 * One forecast per weather place for a run: fields on the same 0.05° cell (a farm's fields, mostly)
 * read the cache once however many growers and fields share it.
 */
export function sharedFrostForecasts(now: number): (field: FieldItem) => Promise<HourlyTemp[] | undefined> {
  const asked = new Map<string, Promise<HourlyTemp[] | undefined>>();
  return (field) => {
    const ring = field.points?.coordinates?.[0] as [number, number][] | undefined;
    if (!ring?.length) return Promise.resolve(undefined);
    const place = cachePlace(fieldCentroid(ring));
    const key = `${place.lat},${place.lon}`;
    let answer = asked.get(key);
    if (!answer) asked.set(key, (answer = fieldHourlyTemps(field, now)));
    return answer;
  };
}
