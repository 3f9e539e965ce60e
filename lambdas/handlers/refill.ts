/** Time to refill per zone (/api/v2/zone/{id}/refill-time): readings, the zone's refill points and the field's weather. */
import { idSchema } from '@shared/validation/ids';
import { lambdaHandler, ok, parseInput, type Operations } from '../http';
import { forecastWeather } from '../services/forecast-weather';
import { readingsStore } from '../services/readings-store';
import { zoneRefillTime } from '../services/zone-refill';

const store = readingsStore();

export const operations = {
  async zoneRefillTime(req) {
    const { caller } = req;
    return ok({ data: await zoneRefillTime(caller.userName, parseInput(idSchema, req.params.id), { store, weather: forecastWeather }) });
  },
} satisfies Operations<'refill'>;

export const handler = lambdaHandler(operations);
