/**
 * Forecasts after ingest, without making the ingest answer wait. In AWS the touched series go to
 * the forecast function by an asynchronous invoke (lambdas/jobs/make-forecasts.ts). Locally (no
 * FORECAST_FUNCTION) they join an in-process queue that runs after the answer has gone: a series
 * asked for again while it waits is queued once, what is waiting is made as one batch
 * (forecastBatch, as the AWS function does), and a series whose newest reading already has its
 * forecast is skipped.
 */
import { env } from '../env';
import { logger } from '../telemetry/logger';
import { invokeForecasts } from '../store/forecast-dispatch';
import type { ReadingsStore, SeriesKey } from '../store/readings/port';
import { alertsOnForecasts } from './alerts-run';
import { forecastBatch, type WeatherSource } from './forecasts';
import { forecastWeather, sharedPerBatch } from './forecast-weather';

const waiting = new Set<SeriesKey>();
let running: Promise<void> | undefined;

async function drain(store: ReadingsStore, weather: WeatherSource): Promise<void> {
  // Let the answer leave first.
  await new Promise((resolve) => setImmediate(resolve));
  while (waiting.size) {
    const batch = [...waiting];
    waiting.clear();
    // A forecast is never worth an ingest: what failed is logged, and the series' next batch tries again.
    try {
      const { stored, failed } = await forecastBatch(batch, { store, weather: sharedPerBatch(weather) });
      for (const [series, error] of failed) logger.error('forecast failed', { series, error: String(error) });
      // Then the forecast warnings of what was stored (as the AWS function does; they never throw).
      await alertsOnForecasts(stored);
    } catch (err) {
      logger.error('forecast batch failed', { series: batch.length, error: String(err) });
    }
  }
  running = undefined;
}

/** Ask for forecasts of these series (fire and forget; failures are logged). */
export async function requestForecasts(series: readonly SeriesKey[], store: ReadingsStore): Promise<void> {
  const { FORECASTS, FORECAST_FUNCTION } = env();
  if (FORECASTS === 'off' || !series.length) return;
  if (FORECAST_FUNCTION) {
    await invokeForecasts(FORECAST_FUNCTION, series).catch((err) => logger.error('forecast hand-over failed', { error: String(err) }));
    return;
  }
  for (const s of series) waiting.add(s);
  running ??= drain(store, forecastWeather);
}

/** Resolves once the local queue is empty (tests and the bench wait for the forecasts with it). */
export async function forecastsSettled(): Promise<void> {
  while (running) await running;
}

/**
 * Drop the forecasts still waiting and let the one batch under way finish: the local stack calls
 * this first when it stops, so no forecast meets a closed table (a dropped one is made with the
 * series' next batch, as after any failure).
 */
export async function stopForecasts(): Promise<void> {
  waiting.clear();
  await forecastsSettled();
}
