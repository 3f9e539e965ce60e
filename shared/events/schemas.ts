/**
 * The wetting events of a field as the API answers them and the web app reads them: the route's
 * query, the grower's answer to "Was this an irrigation?", and one event's shape (epoch seconds).
 */
import * as z from 'zod';
import { epochSecondsSchema, rangeRules } from '../readings/schemas';

export const EVENT_KINDS = ['rain', 'irrigation', 'unexplained'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** Both ends are needed: the dashboards always ask for the range they draw. */
export const eventsQuerySchema = z
  .object({ start: epochSecondsSchema, end: epochSecondsSchema })
  .superRefine(rangeRules());
export type EventsQuery = z.infer<typeof eventsQuerySchema>;

export const eventAnswerSchema = z.object({ irrigation: z.boolean({ message: 'must be true or false' }) }).strict();
export type EventAnswer = z.infer<typeof eventAnswerSchema>;

/** An event id: `<sensor id>-<onset>-<registration tag>` (letters, digits and dashes). */
export const eventIdSchema = z
  .string()
  .min(1)
  .max(96)
  .regex(/^[A-Za-z0-9]+-\d{1,12}-[0-9a-f]{10}$/, 'is not an event id');

export const fieldEventSchema = z.strictObject({
  event_id: z.string(),
  sensor_id: z.string(),
  onset: z.number().describe('When the wetting began, epoch seconds'),
  peak: z.number().describe('When the moisture peaked, epoch seconds'),
  depth_reached_cm: z.number().describe('The deepest depth the water reached, cm'),
  arrived_mm: z.number().describe('Water that arrived over the depths (a lower bound), mm'),
  kind: z.enum(EVENT_KINDS).describe('What wetted the soil, as the rain and the irrigation log explain it'),
  confirmed: z.boolean().describe('The grower answered "Was this an irrigation?" (the kind is then their answer)'),
});
export type FieldEvent = z.infer<typeof fieldEventSchema>;

/** What a rescan of a field's whole history found. */
export const rescanAnswerSchema = z.strictObject({
  sensors: z.number().describe("The field's sensors"),
  events: z.number().describe('Wetting events their whole history holds'),
});
