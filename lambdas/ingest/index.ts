/**
 * Ingest: a gateway's upload, and the forecasts, events and alerts that follow it.
 * The only file other domains import: LoRaWAN uplinks and the vendor-cloud puller store through
 * the same path (the puller hands its readings to the gateway batch's `ingest`, which checks and
 * calibrates them first).
 */
export { ingest } from './services/ingest';
export { requestForecasts } from './services/forecast-queue';
export { newestOfEach, storeReadings, type StoreOptions, type StoreOutcome } from './services/store-readings';
