/** The forecast function (AWS): invoked asynchronously by ingest with the series it touched. */
import { forEachLimit } from '@shared/concurrency';
import { forecastSeries } from '../services/forecasts';
import { forecastWeather, sharedPerBatch } from '../services/forecast-weather';
import { readingsStore } from '../store/readings';
import type { SeriesKey } from '../store/readings/series';

const store = readingsStore();

export async function handler(event: { series?: unknown }): Promise<{ forecast: number }> {
  const series = Array.isArray(event.series) ? event.series.filter((s): s is SeriesKey => typeof s === 'string' && s.length <= 200) : [];
  let forecast = 0;
  const weather = sharedPerBatch(forecastWeather);
  await forEachLimit([...new Set(series)], 12, async (s) => {
    if (await forecastSeries(s, { store, weather })) forecast++;
  });
  return { forecast };
}
