/**
 * Forecasts: soil-moisture predictions, their views and skill, and the field moisture view.
 * The only file other domains import: what they need of this one, by name.
 */
export { purgeForecasts, type SkillCounters, type StoredForecast } from './adapters/forecasts';
export { batchReads, type BatchReads, type ReadingsWindow, readingsWithin } from './services/batch-reads';
export { forecastsOfSeries } from './services/field-forecasts';
export { moistureOfField } from './services/field-moisture';
export { forecastWeather, sharedPerBatch } from './services/forecast-weather';
export { forecastBatch, noWeather, type WeatherSource, zoneAt, zoneSaturation } from './services/forecasts';
export { pastPredictionOf, predictionData } from './services/predictions';
export { csvOfSensor, sensorCsvOf } from './services/sensor-csv';
