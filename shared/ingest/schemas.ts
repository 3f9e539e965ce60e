/**
 * The gateway ingest batch (`POST /api/v2/ingest`): up to 500 readings, each with its sensor,
 * time, raw values of the three depths, temperature and battery voltage. A missing depth is
 * null (the reading is kept and flagged, not refused).
 */
import * as z from 'zod';

export const MAX_INGEST_BATCH = 500;

const value = z
  .number()
  .finite()
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/**
 * How far a reading's time may lie ahead (a gateway's clock may run a little fast) and behind.
 * Both fit every readings store: Timestream refuses records more than 15 minutes ahead or older
 * than its magnetic-store retention (10 years, infra/constructs/readings-store.ts).
 */
export const MAX_CLOCK_AHEAD_MS = 15 * 60_000;
export const MAX_READING_AGE_DAYS = 3650;

/** ISO 8601 text or epoch milliseconds, within the window above. */
const time = z.union([z.number().int(), z.string().datetime({ offset: true })]).transform((v, ctx) => {
  const ms = typeof v === 'number' ? v : Date.parse(v);
  const now = Date.now();
  if (!Number.isFinite(ms)) {
    ctx.addIssue({ code: 'custom', message: 'time must be ISO 8601 or epoch milliseconds' });
    return z.NEVER;
  }
  if (ms > now + MAX_CLOCK_AHEAD_MS) {
    ctx.addIssue({ code: 'custom', message: 'time is in the future: check the gateway clock' });
    return z.NEVER;
  }
  if (ms < now - MAX_READING_AGE_DAYS * 86_400_000) {
    ctx.addIssue({ code: 'custom', message: `time is more than ${MAX_READING_AGE_DAYS / 365} years ago` });
    return z.NEVER;
  }
  return ms;
});

export const ingestReadingSchema = z.object({
  sensor_id: z.string().trim().min(1).max(64),
  time,
  cap50: value.describe('The raw value at 10 cm.'),
  cap100: value.describe('The raw value at 50 cm.'),
  cap150: value.describe('The raw value at 100 cm.'),
  temperature: value,
  battery_vol: value,
});
export type IngestReading = z.infer<typeof ingestReadingSchema>;

/** The batch envelope; each reading is then checked on its own, so one bad reading fails alone. */
export const ingestBatchSchema = z.object({
  readings: z
    .array(z.unknown())
    .min(1, 'send at least one reading')
    .max(MAX_INGEST_BATCH, `send at most ${MAX_INGEST_BATCH} readings per batch`),
});

/** A reading not written in time (the database was busy): the gateway sends it again later. */
export const RETRY_MESSAGE = 'not stored: the database was busy; send it again (a reading sent twice is stored once)';

/** What became of one reading of a batch, by its place in the batch. */
export const ingestResult = z.strictObject({
  index: z.number().describe("The reading's place in the batch (from 0)."),
  sensor_id: z.string().nullable(),
  time: z.number().nullable().describe('Epoch milliseconds.'),
  status: z
    .enum(['stored', 'rejected', 'failed'])
    .describe('stored; rejected (do not resend as is); failed (not written in time: resend).'),
  flags: z.array(z.string()).optional().describe('Why a stored reading is marked implausible.'),
  error: z.string().optional(),
  heard: z
    .boolean()
    .optional()
    .describe('An unregistered sensor heard while the gateway was pairing (see POST /api/gateway/sensors).'),
});
export type IngestResult = z.infer<typeof ingestResult>;

export const ingestSummary = z.strictObject({
  stored: z.number(),
  rejected: z.number(),
  failed: z.number(),
  results: z.array(ingestResult),
});
