/**
 * Irrigation advice: a zone's recommendation (GET /api/v2/zone/{id}/recommendation), the caller's own zone only
 * (404).
 */
import { lambdaHandler, ok, type Operations } from '../../platform/http';
import { forecastWeather } from '../../forecasts';
import { readingsStore } from '../../readings';
import { zoneRecommendation } from '../services/recommendation';

const store = readingsStore();

export const operations = {
  async recommendation(req) {
    const { caller } = req;
    return ok({
      data: await zoneRecommendation(caller.userName, req.params.id, Date.now(), {
        store,
        weather: forecastWeather,
      }),
    });
  },
} satisfies Operations<'advice'>;

export const handler = lambdaHandler(operations);
