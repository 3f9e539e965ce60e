/**
 * Query rules of the reading routes, shared with the web app's pickers.
 * Times travel as epoch seconds (the spec's CSV call sends them as text) or ISO text (/api/record).
 */
import * as z from 'zod';

/** Longest range one request may ask for (a year and a bit: the report and download pickers). */
export const MAX_RANGE_DAYS = 400;
/** The prediction page's start date is within the last 14 days and no later than now. */
export const RECORD_WINDOW_DAYS = 14;
/**
 * One /api/record answer holds at most this many sensors (14 days of 2-hourly readings of 100
 * sensors is about 2 MB; a Lambda answer may not pass 6 MB). Beyond it, name sensors.
 */
export const MAX_RECORD_SENSORS = 100;

/**
 * The rules every period shares, reported on `end`: not before `start`, at most MAX_RANGE_DAYS
 * long. A range with an end left out (optional ranges) is not checked here.
 */
export const rangeRules =
  (tooLong = `ask for at most ${MAX_RANGE_DAYS} days at once`) =>
  (q: { start?: number; end?: number }, ctx: z.RefinementCtx) => {
    if (q.start === undefined || q.end === undefined) return;
    if (q.end < q.start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'end must not be before start' });
    else if (q.end - q.start > MAX_RANGE_DAYS * 86_400)
      ctx.addIssue({ code: 'custom', path: ['end'], message: tooLong });
  };

/** The last second of year 9999: later times are no dates any calendar or store handles. */
export const MAX_EPOCH_SECONDS = 253_402_300_799;
/**
 * Whole epoch seconds from 1970 to the end of year 9999. An empty value (`start=`) is refused,
 * not coerced to 0 (1970).
 */
export const epochSecondsSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? Number.NaN : v),
  z.coerce
    .number({ message: 'must be epoch seconds' })
    .int('must be whole epoch seconds')
    .nonnegative('must be epoch seconds')
    .max(MAX_EPOCH_SECONDS, 'must be epoch seconds before year 10000'),
);

export const rangeQuerySchema = z
  .object({
    start: epochSecondsSchema,
    end: epochSecondsSchema,
    tz: z.string().max(64).optional(),
    fieldId: z.string().max(64).optional(),
    format: z.enum(['csv']).optional(),
  })
  .superRefine(rangeRules());
export type RangeQueryInput = z.infer<typeof rangeQuerySchema>;

/** The same, with both ends optional (routes that have a default range). */
export const optionalRangeQuerySchema = z
  .object({ start: epochSecondsSchema.optional(), end: epochSecondsSchema.optional() })
  .refine((q) => (q.start === undefined) === (q.end === undefined), {
    path: ['end'],
    message: 'give both start and end, or neither',
  })
  .superRefine(rangeRules());

/**
 * `GET /api/record?username&start`: whose records, from when (ISO 8601; out: epoch ms). `now` is
 * read at each parse, so the route's contract can hold one schema for the server's lifetime.
 */
export function recordQuerySchema(now: () => number = Date.now) {
  return z.object({
    username: z.string().trim().min(1, 'username is required').max(128),
    start: z
      .string()
      .datetime({ offset: true, local: true, message: 'must be an ISO 8601 date and time' })
      .transform((v) => Date.parse(v))
      .refine((ms) => ms <= now(), 'must not be in the future')
      .refine(
        (ms) => ms >= now() - RECORD_WINDOW_DAYS * 86_400_000,
        `must be within the last ${RECORD_WINDOW_DAYS} days`,
      ),
    /** Optional: only these sensors (comma-separated ids). */
    sensor_id: z
      .string()
      .max(MAX_RECORD_SENSORS * 65)
      .optional()
      .transform((v) =>
        v
          ? [
              ...new Set(
                v
                  .split(',')
                  .map((id) => id.trim())
                  .filter(Boolean),
              ),
            ]
          : undefined,
      )
      .refine((ids) => !ids || ids.length <= MAX_RECORD_SENSORS, `name at most ${MAX_RECORD_SENSORS} sensors`),
  });
}

/** `GET /api/v2/prediction?username&start` (admin): whose forecasts, from when (ISO 8601, the last 14 days). */
export const predictionQuerySchema = (now: () => number = Date.now) =>
  recordQuerySchema(now).pick({ username: true, start: true });
