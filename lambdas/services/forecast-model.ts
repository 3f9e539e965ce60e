/**
 * The one place the forecast model is chosen: every forecast the product stores comes from
 * `model`. Until the real model (lambdas/agronomy/forecast.ts) lands, "no change".
 */
import { persistenceForecast, type ForecastModel } from '../agronomy/forecast-types';

export const model: ForecastModel = persistenceForecast;
