/**
 * The forecast function (AWS): invoked asynchronously by ingest with the series it touched, which
 * it makes as one batch (forecastBatch, as the local queue does). When a series fails, the others
 * are still made and the invocation then fails, so Lambda's retry of the asynchronous invoke tries
 * again (a series already forecast is skipped). The forecasts stored are then looked at for the
 * forecast warning (alerts-run.ts), and the batch's series for wetting events (services/events.ts,
 * with what the forecasts read; a failure there is logged, never retried here: the series' cursor
 * stays, so its next batch looks at those readings again).
 */
import { alertsOnForecasts } from '../../alerts';
import { detectAfterIngest } from '../../irrigation';
import { forecastBatch } from '../services/forecasts';
import { forecastWeather, sharedPerBatch } from '../services/forecast-weather';
import { readingsStore } from '../../readings';
import type { SeriesKey } from '../../sensors';
import { logger } from '../../platform/telemetry/logger';

const store = readingsStore();

export async function handler(event: { series?: unknown }): Promise<{ forecast: number }> {
  const series = Array.isArray(event.series)
    ? event.series.filter((s): s is SeriesKey => typeof s === 'string' && s.length <= 200)
    : [];
  const weather = sharedPerBatch(forecastWeather);
  const { stored, failed, reads } = await forecastBatch(series, { store, weather });
  // Then the forecast warnings of what was stored (they never fail the invocation).
  await alertsOnForecasts(stored);
  for (const [s, error] of await detectAfterIngest(series, { store, weather, ...(reads ? { reads } : {}) }))
    logger.error('event detection failed', { series: s, error: String(error) });
  for (const [s, error] of failed) logger.error('forecast failed', { series: s, error: String(error) });
  const [first] = failed.values();
  if (failed.size) throw first instanceof Error ? first : new Error(String(first));
  return { forecast: stored.size };
}
