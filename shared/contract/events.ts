/** events: a field's wetting events, a rescan of its history, and the grower's answer about one. */
import * as z from 'zod';
import { eventAnswerSchema, eventsQuerySchema, fieldEventSchema, rescanAnswerSchema } from '../events/schemas';
import { idSchema } from '../validation/ids';
import { defineRoute } from './define';

const fieldParams = z.object({ id: idSchema.describe('One of your fields') });

export const eventsRoutes = {
  listEvents: defineRoute({
    method: 'GET',
    path: '/api/v2/events/{id}',
    access: 'subscriber',
    farm: { action: 'data.read', scope: [{ kind: 'field', in: 'params', name: 'id' }] },
    resource: 'events',
    apiKey: true,
    summary: "The wetting events of a field's sensors with onsets in a range, oldest first.",
    params: fieldParams,
    query: eventsQuerySchema,
    answer: z.strictObject({ data: z.array(fieldEventSchema) }),
  }),
  rescanEvents: defineRoute({
    method: 'POST',
    path: '/api/v2/events/{id}/rescan',
    access: 'subscriber',
    farm: { action: 'irrigation.write', scope: [{ kind: 'field', in: 'params', name: 'id' }] },
    resource: 'events',
    summary:
      "Look for wetting events over the whole history of a field's sensors again (a second run changes nothing).",
    params: fieldParams,
    answer: z.strictObject({ data: rescanAnswerSchema }),
  }),
  answerEvent: defineRoute({
    method: 'POST',
    path: '/api/v2/events/{id}/answer',
    access: 'subscriber',
    farm: { action: 'irrigation.write', scope: [{ kind: 'event', in: 'params', name: 'id' }] },
    resource: 'events',
    summary: 'Answer "Was this an irrigation?" about a wetting event; a yes logs it as an irrigation of its zone.',
    // The event id's shape is checked by the handler, which names it `event_id` in a refusal.
    params: z.object({ id: z.string().describe('The event id: <sensor id>-<onset>-<tag>') }),
    body: eventAnswerSchema,
    answer: z.strictObject({ data: fieldEventSchema }),
  }),
} as const;
