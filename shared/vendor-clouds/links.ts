/**
 * Vendor-cloud links: a grower's account at a probe maker's cloud (Sentek IrriMAX Live, METER
 * ZENTRA Cloud) feeding one of their sensors. The web form and the server parse the same schemas;
 * the key never comes back: a link shows its last four characters and how its pulls went.
 */
import * as z from 'zod';
import { sensorIdSchema } from '../management/rules';
import { isTimeZone } from '../alerts/preferences';
import { DEPTHS_CM } from '../readings/depths';

export const VENDORS = ['irrimax', 'zentra'] as const;
export type Vendor = (typeof VENDORS)[number];

export const VENDOR_LABELS: Record<Vendor, string> = {
  irrimax: 'Sentek IrriMAX Live',
  zentra: 'METER ZENTRA Cloud',
};

/** What a link's pulls came to: working, never pulled yet, the key refused (pulls stop), or a passing failure. */
export const LINK_STATES = ['pending', 'ok', 'unauthorized', 'failing'] as const;
export type LinkState = (typeof LINK_STATES)[number];

/** Printable, no spaces: what both services hand out as keys and tokens (UUIDs, hex, base64). */
const API_KEY_RE = /^[\x21-\x7e]+$/;
/** ZENTRA shows its token as the header's value (`Token abc…`): pasted that way, the word goes. */
const apiKeySchema = z
  .string()
  .trim()
  .max(210, 'apiKey: at most 200 characters')
  .transform((k) => k.replace(/^token\s+/i, ''))
  .pipe(
    z
      .string()
      .min(8, 'apiKey: paste the whole key (at least 8 characters)')
      .max(200, 'apiKey: at most 200 characters')
      .regex(API_KEY_RE, 'apiKey: letters, digits and symbols only, no spaces'),
  );

/** A logger's name as IrriMAX Live shows it: text of a line (its own names allow spaces). */
const loggerNameSchema = z
  .string()
  .trim()
  .min(1, 'logger: enter the logger name as IrriMAX Live shows it')
  .max(100, 'logger: at most 100 characters')
  // Control characters would break the query string or a log line.
  .regex(/^[^\p{Cc}]+$/u, 'logger: no control characters');

/** ZENTRA serials read like `z6-01234` or `06-02047`. */
const deviceSerialSchema = z
  .string()
  .trim()
  .min(3, 'serial: enter the device serial, e.g. z6-01234')
  .max(40, 'serial: at most 40 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, 'serial: letters, digits and dashes, e.g. z6-01234');

const timeZoneSchema = z
  .string()
  .trim()
  .min(1, 'timeZone: choose the site time zone')
  .max(64, 'timeZone: not a time zone')
  .refine(isTimeZone, 'timeZone: not an IANA time zone (e.g. Australia/Sydney)')
  .transform((name) => new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone);

/** Which of our depths a ZENTRA port serves (its sensor's depth is the grower's to say; ZENTRA does not send it). */
const portDepthSchema = z.strictObject({
  port: z.number().int('port: a whole number').min(1, 'port: 1 or more').max(16, 'port: at most 16'),
  depth_cm: z.literal(DEPTHS_CM, { message: `depth_cm: one of ${DEPTHS_CM.join(', ')}` }),
});

/** Ports 1, 2, 3 at 10, 50 and 100 cm: how a ZENTRA logger is usually wired for a profile. */
export const DEFAULT_ZENTRA_PORTS = [
  { port: 1, depth_cm: 10 },
  { port: 2, depth_cm: 50 },
  { port: 3, depth_cm: 100 },
] as const;

export const createVendorLinkSchema = z.discriminatedUnion(
  'vendor',
  [
    z.strictObject({
      vendor: z.literal('irrimax'),
      sensorId: sensorIdSchema,
      apiKey: apiKeySchema,
      logger: loggerNameSchema,
      timeZone: timeZoneSchema,
    }),
    z.strictObject({
      vendor: z.literal('zentra'),
      sensorId: sensorIdSchema,
      apiKey: apiKeySchema,
      serial: deviceSerialSchema,
      ports: z
        .array(portDepthSchema)
        .min(1, 'ports: at least one port')
        .max(8, 'ports: at most 8')
        .refine((ps) => new Set(ps.map((p) => p.port)).size === ps.length, 'ports: each port once')
        .refine((ps) => new Set(ps.map((p) => p.depth_cm)).size === ps.length, 'ports: each depth once')
        .optional(),
    }),
  ],
  { message: `vendor: one of ${VENDORS.join(', ')}` },
);
export type CreateVendorLinkInput = z.infer<typeof createVendorLinkSchema>;

/**
 * Why pulls fail, as a stable code: the key refused (pulls stopped), the cloud silent for a day, an
 * answer we cannot read, any other failure. `errorDetail` is what the vendor or our reader of its
 * answer said, as said.
 */
export const LINK_ERROR_CODES = ['key_refused', 'not_answering', 'unreadable_answer', 'pull_failed'] as const;
export type LinkErrorCode = (typeof LINK_ERROR_CODES)[number];

export const vendorLinkView = z.strictObject({
  linkId: z.string(),
  vendor: z.enum(VENDORS),
  sensorId: z.string(),
  source: z.string().describe('The IrriMAX logger name or the ZENTRA device serial.'),
  timeZone: z.string().nullable().describe('IrriMAX: the site time zone its wall-clock times are read in.'),
  ports: z.array(portDepthSchema).nullable().describe('ZENTRA: which port serves which depth.'),
  keyLast4: z.string().describe('The last four characters of the key; the key itself is never shown again.'),
  state: z.enum(LINK_STATES),
  lastPullAt: z.string().nullable().describe('When the last pull succeeded (ISO).'),
  newestReadingAt: z.string().nullable().describe('The newest reading stored from this link (ISO).'),
  error: z
    .string()
    .nullable()
    .describe('Why pulls fail, in English words (unauthorized: pulls stopped until relinked).'),
  errorCode: z
    .enum(LINK_ERROR_CODES)
    .nullable()
    .describe('`error` as a stable code; null without an error or for one recorded before codes were kept'),
  errorDetail: z.string().nullable().describe('The technical part of `error`, as the vendor (or its reader) said it'),
  errorAt: z.string().nullable(),
  createdAt: z.string(),
});
export type VendorLinkView = z.infer<typeof vendorLinkView>;

export const LINK_ID_RE = /^vl-[0-9a-f]{20}$/;
