/**
 * The weather forecasts are made with: the one place to connect the weather service
 * (lambdas/services/weather.ts `forecastWeather`). None yet: the model assumes no rain and no ET0.
 */
import { noWeather, type WeatherSource } from './forecasts';

export const forecastWeather: WeatherSource = noWeather;
