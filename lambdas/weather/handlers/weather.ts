/**
 * Weather routes of the dashboards: a field's 5-day forecast, its rainfall (12 days back to 2
 * ahead, or over a range), and its daily evaporation (FAO-56 ET0). The field must be the caller's own (404).
 * Also a zone's time to refill (its sensors' readings against the zone's refill points, with the
 * field's weather): it lives here because only this function holds the weather provider's key.
 */
import { lambdaHandler, ok, type Operations } from '../../platform/http';
import { forecastWeather } from '../../forecasts';
import { readingsStore } from '../../readings';
import { fieldEvaporation, fieldForecast, fieldRainfall } from '../services/weather';
import { zoneRefillTime } from '../../irrigation';

const store = readingsStore();

export const operations = {
  async forecast(req) {
    const { caller } = req;
    return ok({ data: await fieldForecast(caller.userName, req.params.field_id) });
  },

  async rainfall(req) {
    const { caller } = req;
    const q = req.query;
    const range = q.start !== undefined && q.end !== undefined ? { startS: q.start, endS: q.end } : undefined;
    return ok({ data: await fieldRainfall(caller.userName, req.params.field_id, range) });
  },

  async evaporation(req) {
    const { caller } = req;
    const q = req.query;
    const range = q.start !== undefined && q.end !== undefined ? { startS: q.start, endS: q.end } : undefined;
    return ok({ data: await fieldEvaporation(caller.userName, req.params.field_id, range) });
  },

  async zoneRefillTime(req) {
    const { caller } = req;
    return ok({
      data: await zoneRefillTime(caller.userName, req.params.id, {
        store,
        weather: forecastWeather,
      }),
    });
  },
} satisfies Operations<'weather'>;

export const handler = lambdaHandler(operations);
