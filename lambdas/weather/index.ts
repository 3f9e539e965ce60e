/**
 * Weather: the weather service adapter, the weather views and frost forecasts.
 * The only file other domains import: what they need of this one, by name.
 */
export { weatherIsSimulated } from './adapters/weather';
export { sharedFrostForecasts } from './services/frost-forecast';
export { dayEt0 } from './services/weather-view';
export { cachePlace, dailyWeather, fieldCentroid, forecastWeather, timeZoneAt } from './services/weather';
