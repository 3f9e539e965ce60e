/**
 * Forecasts after ingest, without making the ingest answer wait. In AWS the touched series go to
 * the forecast function by an asynchronous invoke (lambdas/forecasts/jobs/make-forecasts.ts). Locally (no
 * FORECAST_FUNCTION) they join an in-process queue that runs after the answer has gone: a series
 * asked for again while it waits is queued once (a burst of batches makes one forecast per series,
 * not one per batch), a series whose newest reading already has its forecast is skipped, and what
 * is waiting is made a slice at a time (forecastBatch, as the AWS function does), one slice at once.
 *
 * The local queue shares one process with every request, so it comes second: while the local
 * gateway is answering requests (answeringRequest) it waits before each slice until none is in
 * flight, but never longer than MAX_YIELD_MS, so a stack that never goes idle still makes its
 * forecasts, a slice a second. The waiting set holds each series once and at most MAX_WAITING of
 * them: memory stays bounded whatever the load.
 */
import { env } from '../../platform/env';
import { logger } from '../../platform/telemetry/logger';
import { invokeForecasts } from '../adapters/forecast-dispatch';
import type { ReadingsStore, SeriesKey } from '../../readings';
import { alertsOnForecasts } from '../../alerts';
import { detectAfterIngest } from '../../irrigation';
import { forecastBatch, type WeatherSource, forecastWeather, sharedPerBatch } from '../../forecasts';
/**
 * Series made in one go between two yields: two 12-sensor fields (forecastBatch reads a field's sensors, zones and
 * weather once).
 */
const SLICE = 24;
/** Longest a slice waits for the requests in flight to be answered. */
const MAX_YIELD_MS = 1_000;
/** Series waiting at most; one asked for beyond that is dropped (its next batch asks again). */
const MAX_WAITING = 20_000;

/** In insertion order: a series asked for again keeps its place, so none waits behind newer ones. */
const waiting = new Set<SeriesKey>();
let running: Promise<void> | undefined;
let dropped = 0;
/** Requests the local gateway is answering, and holds that stop the queue outright (pauseForecasts). */
let answering = 0;
let paused = 0;
let wake: (() => void) | undefined;

const notify = () => {
  wake?.();
  wake = undefined;
};

/** Until the queue may run its next slice: nothing paused, and no request in flight or MAX_YIELD_MS gone. */
async function turn(): Promise<void> {
  // Let the answer that asked for these forecasts leave first.
  await new Promise((resolve) => setImmediate(resolve));
  const giveUpAt = Date.now() + MAX_YIELD_MS;
  while (waiting.size && (paused || (answering && Date.now() < giveUpAt))) {
    await new Promise<void>((resolve) => {
      const timer = paused ? undefined : setTimeout(resolve, Math.max(1, giveUpAt - Date.now()));
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}

async function drain(store: ReadingsStore, weather: WeatherSource): Promise<void> {
  try {
    for (;;) {
      await turn();
      if (!waiting.size) return;
      const batch = [...waiting].slice(0, SLICE);
      for (const s of batch) waiting.delete(s);
      // A forecast is never worth an ingest: what failed is logged, and the series' next batch tries again.
      try {
        const shared = sharedPerBatch(weather);
        const { stored, failed, reads } = await forecastBatch(batch, { store, weather: shared });
        for (const [series, error] of failed) logger.error('forecast failed', { series, error: String(error) });
        // Then the forecast warnings of what was stored (as the AWS function does; they never throw),
        // and the batch's wetting events (a failure is logged; the series' next batch looks again).
        await alertsOnForecasts(stored);
        for (const [series, error] of await detectAfterIngest(batch, {
          store,
          weather: shared,
          ...(reads ? { reads } : {}),
        }))
          logger.error('event detection failed', { series, error: String(error) });
      } catch (err) {
        logger.error('forecast batch failed', { series: batch.length, error: String(err) });
      }
    }
  } finally {
    running = undefined;
    if (dropped) logger.warn('forecast queue was full', { dropped, limit: MAX_WAITING });
    dropped = 0;
  }
}

/** Ask for forecasts of these series (fire and forget; failures are logged). */
export async function requestForecasts(series: readonly SeriesKey[], store: ReadingsStore): Promise<void> {
  const { FORECASTS, FORECAST_FUNCTION } = env();
  if (FORECASTS === 'off' || !series.length) return;
  if (FORECAST_FUNCTION) {
    await invokeForecasts(FORECAST_FUNCTION, series).catch((err) =>
      logger.error('forecast hand-over failed', { error: String(err) }),
    );
    return;
  }
  for (const s of series) {
    if (waiting.size < MAX_WAITING || waiting.has(s)) waiting.add(s);
    else dropped++;
  }
  running ??= drain(store, forecastWeather);
}

/**
 * The local gateway calls this as a request comes in and the function it answers once the answer
 * has gone: the queue yields to requests in flight (at most MAX_YIELD_MS per slice).
 */
export function answeringRequest(): () => void {
  answering++;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (--answering === 0) notify();
  };
}

/**
 * Hold the queue outright (what is asked for meanwhile waits) until the answered function is
 * called: a test that records the calls one request makes holds it so no forecast lands among them.
 */
export function pauseForecasts(): () => void {
  paused++;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (--paused === 0) notify();
  };
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
  notify();
  await forecastsSettled();
}
