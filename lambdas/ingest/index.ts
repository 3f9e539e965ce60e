/**
 * Ingest: a gateway's upload, and the forecasts, events and alerts that follow it.
 * The only file other domains import: the vendor-cloud puller stores through the same path.
 */
export { ingest } from './services/ingest';
export { requestForecasts } from './services/forecast-queue';
