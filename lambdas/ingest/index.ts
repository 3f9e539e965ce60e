/**
 * Ingest: a gateway's upload, and the forecasts, events and alerts that follow it.
 * The only file other domains import: LoRaWAN uplinks are stored the same way.
 */
export { requestForecasts } from './services/forecast-queue';
export { newestOfEach, storeReadings, type StoreOptions, type StoreOutcome } from './services/store-readings';
