/**
 * A grower's alert preferences (which kinds by which channel, quiet hours in the grower's time
 * zone, a mute per field until a date) and the one rule that decides which channels an alert goes
 * to. The schema is what PUT /api/v2/alerts/preferences accepts and what the preferences page
 * validates with, so both say the same words about a bad value.
 */
import * as z from 'zod';
import { FARM_ID_RE } from '../teams/constants';
import { ALERT_CHANNELS, ALERT_KINDS, type AlertChannel, type AlertKind, type AlertPhase } from './kinds';

/**
 * The preferences as stored and answered (the PUT body's rules are `alertPreferencesSchema` below):
 * plain shapes, so an answer is checked for what it holds, not for the rules of a new entry.
 */
const quietHoursShape = z.strictObject({
  start: z.string().describe('Local time HH:MM (24 h)'),
  end: z.string().describe('Local time HH:MM (24 h); before `start`, the quiet hours span midnight'),
  // The name predates the frost warning and is kept for the API.
  moistureBreaksThrough: z
    .boolean()
    .describe(
      'Moisture and frost alerts (the root zone needs water; the crop needs protecting tonight) still go out ' +
        'by every chosen channel',
    ),
});
export type QuietHours = z.infer<typeof quietHoursShape>;

const fieldMuteShape = z.strictObject({
  fieldId: z.string(),
  until: z
    .string()
    .describe(
      "No alert about this field reaches the grower up to and including this day (YYYY-MM-DD, the grower's time zone)",
    ),
});
export type FieldMute = z.infer<typeof fieldMuteShape>;

export const alertPreferencesViewSchema = z.strictObject({
  channels: z
    .strictObject(
      Object.fromEntries(ALERT_KINDS.map((k) => [k, z.array(z.enum(ALERT_CHANNELS))])) as Record<
        AlertKind,
        z.ZodArray<z.ZodEnum<{ [C in AlertChannel]: C }>>
      >,
    )
    .describe('For each kind, the channels it is sent by'),
  timeZone: z.string().describe("The grower's IANA time zone: quiet hours and mute dates are read in it"),
  quietHours: quietHoursShape.nullable().describe('None when the grower wants alerts at any hour'),
  mutes: z.array(fieldMuteShape),
  farms: z
    .record(z.string(), z.array(z.enum(ALERT_KINDS)))
    .describe(
      'For each farm shared with you (its farm_id), the alert kinds you receive from it; a farm not listed ' +
        "sends its role's defaults (owner and manager all, advisor moisture and forecast, viewer none). " +
        'Your own farms send every kind, by the channels above.',
    ),
});
export type AlertPreferences = z.infer<typeof alertPreferencesViewSchema>;

/**
 * GET and PUT answer the preferences and whether the grower has saved any (the page then stops
 * proposing a time zone).
 */
export const alertPreferencesAnswerSchema = z.strictObject({
  data: alertPreferencesViewSchema,
  saved: z.boolean().describe('false until the grower first saves: the defaults are shown'),
});

/**
 * The kinds that can break through quiet hours: the root zone needs (or will need) water, or frost
 * is forecast (a frost warning that waits for the morning comes too late).
 */
export const QUIET_HOURS_BREAKERS: readonly AlertKind[] = ['moisture', 'moisture-forecast', 'frost'];

/** Channels that interrupt the grower; in-app waits in the notifications list and is never held back. */
export const INTERRUPTING_CHANNELS: readonly AlertChannel[] = ['sms', 'email'];

export const MAX_FIELD_MUTES = 200;
/** Farms whose alert kinds one user sets (a user belongs to at most this many shared farms' choices). */
export const MAX_FARM_CHOICES = 200;

/**
 * What a grower gets before choosing: the moisture and frost alerts by every channel (the SMS the
 * profile promises; frost cannot wait to be seen in the app), equipment alerts by e-mail and in-app
 * (an SMS a day for a flat battery is noise), data quality in-app only; no quiet hours, no mutes.
 * The time zone is the app's home (phone numbers default to Australia); the preferences page
 * proposes the browser's own.
 */
export const DEFAULT_ALERT_PREFERENCES: AlertPreferences = {
  channels: {
    moisture: ['sms', 'email', 'in-app'],
    'moisture-forecast': ['sms', 'email', 'in-app'],
    battery: ['email', 'in-app'],
    'silent-sensor': ['email', 'in-app'],
    'gateway-offline': ['email', 'in-app'],
    'data-quality': ['in-app'],
    frost: ['sms', 'email', 'in-app'],
  },
  timeZone: 'Australia/Sydney',
  quietHours: null,
  mutes: [],
  farms: {},
};

export interface AlertToDeliver {
  kind: AlertKind;
  fieldId?: string;
  at: Date;
  /** 'start' when unset. A 'back to normal' is never urgent, so it does not break through quiet hours. */
  phase?: AlertPhase;
}

/** The wall-clock date (YYYY-MM-DD) and minutes since local midnight of `at` in `timeZone`. */
export function localTime(at: Date, timeZone: string): { date: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** True when local time `minutes` lies in [start, end), the window wrapping past midnight when end < start. */
export function inQuietHours(quiet: Pick<QuietHours, 'start' | 'end'>, minutes: number): boolean {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/** True when the field is muted on the grower's local date (the mute's last day included). */
export function isMuted(mutes: readonly FieldMute[], fieldId: string | undefined, localDate: string): boolean {
  return fieldId !== undefined && mutes.some((m) => m.fieldId === fieldId && localDate <= m.until);
}

/**
 * The channels this alert goes out on for this grower, in ALERT_CHANNELS order:
 * - the channels chosen for its kind, SMS only when the grower has a phone;
 * - none while its field is muted (through the mute's last day, in the grower's time zone);
 * - in quiet hours only in-app, unless it is a moisture or frost alert that starts (not a 'back
 *   to normal') and the grower lets them through.
 */
export function deliveryChannels(prefs: AlertPreferences, alert: AlertToDeliver, hasPhone: boolean): AlertChannel[] {
  const chosen = prefs.channels[alert.kind] ?? [];
  const local = localTime(alert.at, prefs.timeZone);
  if (isMuted(prefs.mutes, alert.fieldId, local.date)) return [];
  const quiet = prefs.quietHours && inQuietHours(prefs.quietHours, local.minutes);
  const breaksThrough =
    !!prefs.quietHours?.moistureBreaksThrough &&
    QUIET_HOURS_BREAKERS.includes(alert.kind) &&
    (alert.phase ?? 'start') === 'start';
  return ALERT_CHANNELS.filter(
    (c) =>
      chosen.includes(c) &&
      (c !== 'sms' || hasPhone) &&
      (!quiet || breaksThrough || !INTERRUPTING_CHANNELS.includes(c)),
  );
}

// ---- The schema (PUT body and the page's form) ----

/** True when `Intl` knows the zone (IANA names, any letter case; 'UTC'). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone's canonical spelling ('europe/berlin' → 'Europe/Berlin'). */
const canonicalZone = (name: string) => new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;

const channelList = z
  .array(z.enum(ALERT_CHANNELS, { message: `choose from: ${ALERT_CHANNELS.join(', ')}` }), {
    message: 'a list of channels (it may be empty)',
  })
  .max(ALERT_CHANNELS.length, 'each channel at most once')
  .refine((cs) => new Set(cs).size === cs.length, 'each channel at most once')
  .transform((cs) => ALERT_CHANNELS.filter((c) => cs.includes(c)));

const channelsSchema = z.strictObject(
  Object.fromEntries(ALERT_KINDS.map((k) => [k, channelList])) as Record<AlertKind, typeof channelList>,
);

const clockTime = z
  .string({ message: 'a time such as 22:00' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time such as 22:00 (24-hour clock)');

const quietHoursSchema = z
  .strictObject({
    start: clockTime,
    end: clockTime,
    moistureBreaksThrough: z.boolean({ message: 'true or false' }).default(true),
  })
  .refine((q) => q.start !== q.end, { message: 'quiet hours must end at another time than they start', path: ['end'] });

/** A real calendar date, YYYY-MM-DD, this century. */
const calendarDate = z
  .string({ message: 'a date such as 2027-03-31' })
  .regex(/^20\d\d-\d\d-\d\d$/, 'a date such as 2027-03-31')
  .refine((d) => {
    const t = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
  }, 'not a calendar date');

const muteSchema = z.strictObject({
  fieldId: z.string({ message: 'a field id' }).trim().min(1, 'a field id').max(64, 'at most 64 characters'),
  until: calendarDate,
});

/**
 * The kinds received from each shared farm. A key is a farm id (anything else, `__proto__`
 * included, is refused before it can become a property); the server then checks the caller is a
 * member of each farm named.
 */
const farmKindsSchema = z.preprocess(
  (value, ctx) => {
    // Zod passes over a `__proto__` key in silence; a request naming one is refused, not half-read.
    if (value && typeof value === 'object' && Object.hasOwn(value, '__proto__'))
      ctx.addIssue({ code: 'custom', path: ['__proto__'], message: 'a farm id (fm_ and 12 letters, digits, - or _)' });
    return value;
  },
  z
    .record(
      z.string().regex(FARM_ID_RE, 'a farm id (fm_ and 12 letters, digits, - or _)'),
      z
        .array(z.enum(ALERT_KINDS, { message: `choose from: ${ALERT_KINDS.join(', ')}` }), {
          message: 'a list of alert kinds (it may be empty)',
        })
        .max(ALERT_KINDS.length, 'each kind at most once')
        .refine((ks) => new Set(ks).size === ks.length, 'each kind at most once')
        .transform((ks) => ALERT_KINDS.filter((k) => ks.includes(k))),
      { message: 'an object of farm id → alert kinds' },
    )
    .refine((m) => Object.keys(m).length <= MAX_FARM_CHOICES, `at most ${MAX_FARM_CHOICES} farms`),
);

export const alertPreferencesSchema = z.strictObject({
  channels: channelsSchema,
  timeZone: z
    .string({ message: 'a time zone such as Australia/Sydney' })
    .trim()
    .max(64, 'at most 64 characters')
    .refine(isTimeZone, 'not a known time zone (use a name such as Australia/Sydney)')
    .transform(canonicalZone),
  quietHours: quietHoursSchema.nullable(),
  mutes: z
    .array(muteSchema)
    .max(MAX_FIELD_MUTES, `at most ${MAX_FIELD_MUTES} muted fields`)
    .refine((ms) => new Set(ms.map((m) => m.fieldId)).size === ms.length, 'each field at most once'),
  // Optional: a client written before farm teams replaces the rest and chooses for no farm.
  farms: farmKindsSchema.default({}),
}) satisfies z.ZodType<AlertPreferences, unknown>;

/** What the preferences form holds before parsing. */
export type AlertPreferencesInput = z.input<typeof alertPreferencesSchema>;
