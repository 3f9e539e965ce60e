/**
 * Wetting events of a field (/api/v2/events/{id}): list a range, rescan the field's whole history,
 * and the grower's answer to "Was this an irrigation?". One path variable, `id` (a field id, or an
 * event id for the answer), as API Gateway allows one name per position among siblings.
 */
import { eventAnswerSchema, eventIdSchema, eventsQuerySchema } from '@shared/events/schemas';
import { idSchema } from '@shared/validation/ids';
import * as z from 'zod';
import { lambdaHandler, ok, parseInput, type Operations } from '../../platform/http';
import { answerEvent, listEventsForField, rescanField } from '../services/events';
import { forecastWeather } from '../../forecasts';
import { readingsStore } from '../../readings';

const store = readingsStore();
/** A refusal names what the path holds (`field_id: …`, `event_id: …`). */
const fieldIdOf = (params: Record<string, string>) =>
  parseInput(z.object({ field_id: idSchema }), { field_id: params.id }).field_id;
const eventIdOf = (params: Record<string, string>) =>
  parseInput(z.object({ event_id: eventIdSchema }), { event_id: params.id }).event_id;

export const operations = {
  async list(req) {
    const { caller } = req;
    const fieldId = fieldIdOf(req.params);
    const q = parseInput(eventsQuerySchema, req.query);
    return ok({ data: await listEventsForField(caller.userName, fieldId, q.start, q.end) });
  },

  async rescan(req) {
    const { caller } = req;
    return ok({ data: await rescanField(caller.userName, fieldIdOf(req.params), { store, weather: forecastWeather }) });
  },

  async answer(req) {
    const { caller } = req;
    const eventId = eventIdOf(req.params);
    const body = parseInput(eventAnswerSchema, req.body);
    return ok({ data: await answerEvent(caller.userName, eventId, body.irrigation) });
  },
} satisfies Operations<'events'>;

export const handler = lambdaHandler(operations);
