/**
 * Wetting events of a field (/api/v2/events/{id}): list a range, rescan the field's whole history,
 * and the grower's answer to "Was this an irrigation?". One path variable, `id` (a field id, or an
 * event id for the answer), as API Gateway allows one name per position among siblings.
 */
import { eventIdSchema } from '@shared/events/schemas';
import * as z from 'zod';
import { lambdaHandler, ok, parseInput, type Operations } from '../../platform/http';
import { answerEvent, listEventsForField, rescanField } from '../services/events';
import { forecastWeather } from '../../forecasts';
import { readingsStore } from '../../readings';

const store = readingsStore();
/** The answer's path holds an event id, and a refusal names it so (`event_id: …`). */
const eventIdOf = (params: Record<string, string>) =>
  parseInput(z.object({ event_id: eventIdSchema }), { event_id: params.id }).event_id;

export const operations = {
  async list(req) {
    const { caller } = req;
    const { start, end } = req.query;
    return ok({ data: await listEventsForField(caller.userName, req.params.id, start, end) });
  },

  async rescan(req) {
    const { caller } = req;
    return ok({ data: await rescanField(caller.userName, req.params.id, { store, weather: forecastWeather }) });
  },

  async answer(req) {
    const { caller } = req;
    const eventId = eventIdOf(req.params);
    return ok({ data: await answerEvent(caller.userName, eventId, req.body.irrigation) });
  },
} satisfies Operations<'events'>;

export const handler = lambdaHandler(operations);
