/**
 * The weather forecasts are made with: the place's daily weather (rain, FAO-56 ET0, air
 * temperature) from the week before the newest reading to the end of the forecast, through the
 * cached weather service. The week before matters: the model scales the sensor's own drying rate
 * by the coming days' ET0 against the past week's. Weather that cannot be had (the provider down
 * and nothing cached) never stops a forecast: it is made without weather, as persistence-backed
 * drying, and the failure is logged.
 */
import { logger } from '../../platform/telemetry/logger';
import type { WeatherSource } from './forecasts';
import { forecastWeather as dailyWeather } from '../../weather';

const PAST_WEEK_MS = 7 * 86_400_000;

export const forecastWeather: WeatherSource = async (location, fromMs, toMs) => {
  try {
    return await dailyWeather(location, fromMs - PAST_WEEK_MS, toMs);
  } catch (err) {
    logger.warn('forecast made without weather', { error: err instanceof Error ? err.message : String(err) });
    return [];
  }
};

/**
 * One weather lookup per place and hour window for a batch of series: a field's sensors share
 * their place, and their forecasts of one ingest batch start at the same newest-reading time, so
 * the twelve sensors of a field ask once instead of twelve times (a cache read each).
 */
export function sharedPerBatch(source: WeatherSource): WeatherSource {
  const asked = new Map<string, ReturnType<WeatherSource>>();
  return (location, fromMs, toMs) => {
    const key = `${location.lat},${location.lon},${Math.floor(fromMs / 3_600_000)},${Math.floor(toMs / 3_600_000)}`;
    let answer = asked.get(key);
    if (!answer) asked.set(key, (answer = source(location, fromMs, toMs)));
    return answer;
  };
}
