/**
 * What a zone's readings and weather say about its water: the week-by-week budget
 * (GET /api/v2/zone/{id}/water-budget) and the full and refill points its wettings suggest
 * (GET /api/v2/zone/{id}/soil-points). The zone must be the caller's own (404).
 */
import { lambdaHandler, ok, type Operations } from '../../platform/http';
import { readingsStore } from '../../readings';
import { zoneSoilPoints } from '../services/soil-points';
import { zoneWaterBudget } from '../services/water-budget';

const store = readingsStore();

export const operations = {
  async waterBudget(req) {
    const { caller } = req;
    const q = req.query;
    const range = q.start !== undefined && q.end !== undefined ? { startS: q.start, endS: q.end } : undefined;
    return ok({ data: await zoneWaterBudget(caller.userName, req.params.id, store, range) });
  },

  async soilPoints(req) {
    const { caller } = req;
    return ok(await zoneSoilPoints(caller.userName, req.params.id, store));
  },
} satisfies Operations<'zone-water'>;

export const handler = lambdaHandler(operations);
