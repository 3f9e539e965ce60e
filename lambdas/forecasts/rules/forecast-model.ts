/**
 * The one place the forecast model is chosen: every forecast the product stores comes from
 * `model` (the backtest judges the same one).
 */
import { forecastModel } from '../../agronomy/forecast/forecast';
import type { ForecastModel } from '../../agronomy/forecast/forecast-types';

export const model: ForecastModel = forecastModel;
