/**
 * The irrigation log: what a grower (or a confirmed event, or the demo) says was applied to a
 * zone, when and how. One schema for the log form and the API, so both refuse the same things in
 * the same words; the arithmetic that fills in what was not given (depth from run time × the
 * zone's application rate, or the reverse) and the totals of a list.
 */
import * as z from 'zod';
import { epochSecondsSchema } from '../readings/schemas';
import { scaledNumber } from '../validation/numbers';
import { IRRIGATION_METHODS } from './system';

export const IRRIGATION_SOURCES = ['grower', 'event', 'demo'] as const;
export type IrrigationSource = (typeof IRRIGATION_SOURCES)[number];

/** A note the server wrote on an entry (a confirmed wetting's), as long as nobody changed it. */
export const IRRIGATION_NOTE_CODES = ['confirmed_from_wetting'] as const;
export type IrrigationNoteCode = (typeof IRRIGATION_NOTE_CODES)[number];

/** A run of up to a week: furrow and flood sets can run for days, nothing runs for longer in one go. */
export const DURATION_MINUTES = { min: 1, max: 7 * 24 * 60 } as const;
/** Gross depth, mm: half a metre of water in one irrigation is already far beyond any real one. */
export const DEPTH_MM = { min: 0.1, max: 500 } as const;
export const NOTE_MAX = 500;
/** Starts from 2000 on (epoch s); the upper bound is "today" at the field, checked by the service. */
export const START_MIN_S = 946_684_800;

const epochSeconds = (name: string) =>
  scaledNumber({ min: START_MIN_S, max: 4_102_444_800, message: `${name} as epoch seconds from 2000 on` }).refine(
    Number.isInteger,
    `${name} in whole seconds`,
  );

const method = z.enum(IRRIGATION_METHODS, { message: `choose one of: ${IRRIGATION_METHODS.join(', ')}` });

/**
 * An entry as sent by the log form, the API (POST and PUT) and other services. Give the end, the
 * run time or the depth (the depth may come with either of the others); what is missing is derived
 * from the zone's application rate where it can be.
 */
const irrigationFields = z.object({
  start: epochSeconds('start'),
  end: epochSeconds('end').optional(),
  duration_minutes: scaledNumber({
    ...DURATION_MINUTES,
    message: `a run time from ${DURATION_MINUTES.min} minute to ${DURATION_MINUTES.max} minutes (7 days)`,
  }).optional(),
  depth_mm: scaledNumber({ ...DEPTH_MM, message: `a depth from ${DEPTH_MM.min} to ${DEPTH_MM.max} mm` }).optional(),
  /** Absent: the zone's method, else `other`. */
  method: method.optional(),
  /** Absent or null: no note. A note that is only blanks is refused (it is not a note). */
  note: z
    .string()
    .trim()
    .min(1, 'write a note, or leave it out')
    .max(NOTE_MAX, `at most ${NOTE_MAX} characters`)
    .nullable()
    .optional(),
});

type IrrigationRules = Pick<z.infer<typeof irrigationFields>, 'start' | 'end' | 'duration_minutes' | 'depth_mm'>;

/** Which of end, run time and depth go together (the same for an entry logged and an entry changed). */
function checkAmounts(v: IrrigationRules, ctx: z.RefinementCtx): void {
  if (v.end !== undefined && v.duration_minutes !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'give the end or the run time, not both' });
  } else if (v.end !== undefined && v.end <= v.start) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'the end must come after the start' });
  } else if (v.end !== undefined && (v.end - v.start) / 60 > DURATION_MINUTES.max) {
    ctx.addIssue({
      code: 'custom',
      path: ['end'],
      message: `at most ${DURATION_MINUTES.max / 1440} days after the start`,
    });
  } else if (v.end === undefined && v.duration_minutes === undefined && v.depth_mm === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['duration_minutes'],
      message: 'give the run time, the end or the depth applied',
    });
  }
}

export const irrigationInputSchema = irrigationFields.superRefine(checkAmounts);
export type IrrigationInput = z.infer<typeof irrigationInputSchema>;
export type IrrigationInputFields = z.input<typeof irrigationInputSchema>;

/**
 * A key the sender chooses for one irrigation it logs: sending the same entry again with the same
 * key (a retry after a lost answer, the offline queue after a reload) answers the entry the first
 * send stored instead of storing it twice. Per person: another person's same key is another entry.
 */
export const clientKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, '16 to 64 letters, digits, "-" or "_" (a UUID will do)');

/** What logging an entry takes: the entry, and optionally the sender's key for it. */
export const irrigationCreateSchema = irrigationFields
  .extend({
    client_key: clientKeySchema
      .optional()
      .describe('Your own id for this entry (16–64 of A–Z a–z 0–9 - _): the same key again answers the first entry'),
  })
  .superRefine(checkAmounts);
export type IrrigationCreateFields = z.input<typeof irrigationCreateSchema>;

/** One log entry as the API answers it (epoch seconds; null where it cannot be known). */
export const irrigationEntrySchema = z.strictObject({
  irrigation_id: z.string(),
  zone_id: z.string(),
  field_id: z.string(),
  start: z.number().describe('Epoch seconds'),
  end: z
    .number()
    .nullable()
    .describe('Epoch seconds; null when only a depth was given and the zone has no application rate'),
  depth_mm: z
    .number()
    .nullable()
    .describe("Gross depth applied, mm: given, or run time × the zone's rate; null without either"),
  duration_minutes: z.number().nullable(),
  method: z.enum(IRRIGATION_METHODS),
  note: z.string().nullable(),
  note_code: z
    .enum(IRRIGATION_NOTE_CODES)
    .nullable()
    .describe('`note` as a stable code when the server wrote it and it was not changed since; else null'),
  source: z
    .enum(IRRIGATION_SOURCES)
    .describe("Who logged it: the grower, a wetting event the grower confirmed as irrigation, or the demo's data"),
  event_id: z.string().optional().describe('The confirmed wetting event it comes from (source `event`)'),
});
export type IrrigationEntry = z.infer<typeof irrigationEntrySchema>;

export const irrigationTotalsSchema = z.strictObject({
  count: z.number(),
  depth_mm: z.number().describe('Sum of the known depths, mm'),
  hours: z.number().describe('Sum of the known run times, hours'),
});
export type IrrigationTotals = z.infer<typeof irrigationTotalsSchema>;

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/**
 * Start, end, run time and depth of an entry from what was given and the zone's rate (mm/h, if
 * set): depth = minutes ÷ 60 × rate when not given; minutes = depth ÷ rate × 60 when neither end
 * nor run time was given. Rounded to what a grower could measure (0.1 mm, 0.1 min).
 */
export function resolveAmounts(
  input: Pick<IrrigationInput, 'start' | 'end' | 'duration_minutes' | 'depth_mm'>,
  rateMmH: number | undefined,
): { start: number; end: number | null; duration_minutes: number | null; depth_mm: number | null } {
  let minutes = input.end !== undefined ? (input.end - input.start) / 60 : input.duration_minutes;
  if (minutes === undefined && input.depth_mm !== undefined && rateMmH) minutes = (input.depth_mm / rateMmH) * 60;
  const depth = input.depth_mm ?? (minutes !== undefined && rateMmH ? (minutes / 60) * rateMmH : undefined);
  const end = input.end ?? (minutes !== undefined ? input.start + Math.round(minutes * 60) : undefined);
  return {
    start: input.start,
    end: end ?? null,
    duration_minutes: minutes === undefined ? null : round(minutes, 1),
    depth_mm: depth === undefined ? null : round(depth, 1),
  };
}

export function totalsOf(entries: readonly Pick<IrrigationEntry, 'depth_mm' | 'duration_minutes'>[]): IrrigationTotals {
  let mm = 0;
  let minutes = 0;
  for (const e of entries) {
    mm += e.depth_mm ?? 0;
    minutes += e.duration_minutes ?? 0;
  }
  return { count: entries.length, depth_mm: round(mm, 1), hours: round(minutes / 60, 2) };
}

/** The log of a zone for a range of starts, and its totals (GET /api/v2/zone/{id}/irrigations). */
export const zoneIrrigationLogSchema = z.strictObject({
  entries: z.array(irrigationEntrySchema),
  totals: irrigationTotalsSchema,
});
export type ZoneIrrigationLog = z.infer<typeof zoneIrrigationLogSchema>;

/**
 * The list query: a range of starts (epoch s); absent ends mean the whole log. An empty value
 * (`start=`) is refused, not read as 1970, and a start has the same ceiling as an end.
 */
export const irrigationRangeSchema = z
  .object({ start: epochSecondsSchema.optional(), end: epochSecondsSchema.optional() })
  .refine((q) => q.start === undefined || q.end === undefined || q.end >= q.start, {
    path: ['end'],
    message: 'the end of the range must not come before its start',
  });
