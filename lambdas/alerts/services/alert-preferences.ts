/**
 * A grower's alert preferences: read (stored, else the defaults) and saved. `preferencesFor` is what
 * the alert engine asks before each delivery; the page reads and writes through the routes.
 */
import { ALERT_KINDS } from '@shared/alerts/kinds';
import { alertPreferencesSchema, DEFAULT_ALERT_PREFERENCES, type AlertPreferences } from '@shared/alerts/preferences';
import { BadRequestError } from '../../platform/errors';
import { getAlertPreferences, putAlertPreferences, type AlertPreferencesItem } from '../adapters/alert-preferences';
import { listFieldLabels } from '../../farms';

const partSchemas = alertPreferencesSchema.shape;

/**
 * The stored item as preferences, part by part: a part that no longer parses (or a kind added after
 * the grower saved) takes its default, so one stale value never costs the grower the rest.
 */
export function fromStored(item: AlertPreferencesItem | undefined): AlertPreferences {
  if (!item) return structuredClone(DEFAULT_ALERT_PREFERENCES);
  const part = <K extends keyof AlertPreferences>(key: K): AlertPreferences[K] => {
    const parsed = partSchemas[key].safeParse(item[key]);
    return parsed.success ? (parsed.data as AlertPreferences[K]) : structuredClone(DEFAULT_ALERT_PREFERENCES[key]);
  };
  const stored = item.channels && typeof item.channels === 'object' ? item.channels : {};
  const channels = Object.fromEntries(
    ALERT_KINDS.map((kind) => {
      const parsed = partSchemas.channels.shape[kind].safeParse((stored as Record<string, unknown>)[kind]);
      return [kind, parsed.success ? parsed.data : [...DEFAULT_ALERT_PREFERENCES.channels[kind]]];
    }),
  ) as AlertPreferences['channels'];
  return { channels, timeZone: part('timeZone'), quietHours: part('quietHours'), mutes: part('mutes') };
}

/** The preferences deliveries follow for this user (the defaults until the user saves some). */
export async function preferencesFor(userId: string): Promise<AlertPreferences> {
  return fromStored(await getAlertPreferences(userId));
}

/**
 * What the preferences page shows: the preferences, without mutes of fields deleted since (so saving
 * them again never fails on a field that is gone), and whether the user has saved any yet.
 */
export async function preferencesView(userName: string): Promise<{ preferences: AlertPreferences; saved: boolean }> {
  const [item, fields] = await Promise.all([getAlertPreferences(userName), listFieldLabels(userName)]);
  const prefs = fromStored(item);
  const own = new Set(fields.map((f) => f.field_id));
  return { preferences: { ...prefs, mutes: prefs.mutes.filter((m) => own.has(m.fieldId)) }, saved: !!item };
}

/** Save the user's preferences as a whole; a mute must name one of the user's own fields. */
export async function savePreferences(
  userName: string,
  prefs: AlertPreferences,
  now = new Date(),
): Promise<AlertPreferences> {
  if (prefs.mutes.length) {
    const own = new Set((await listFieldLabels(userName)).map((f) => f.field_id));
    const i = prefs.mutes.findIndex((m) => !own.has(m.fieldId));
    if (i >= 0) throw new BadRequestError(`mutes.${i}.fieldId: no field of yours has this id`);
  }
  await putAlertPreferences(userName, prefs, now.toISOString());
  return prefs;
}
