/**
 * A grower's alert preferences: read (stored, else the defaults) and saved. `preferencesFor` is what
 * the alert engine asks before each delivery; the page reads and writes through the routes.
 */
import { ALERT_KINDS } from '@shared/alerts/kinds';
import { alertPreferencesSchema, DEFAULT_ALERT_PREFERENCES, type AlertPreferences } from '@shared/alerts/preferences';
import { BadRequestError } from '../../platform/errors';
import { getAlertPreferences, putAlertPreferences, type AlertPreferencesItem } from '../adapters/alert-preferences';
import { listFieldLabels } from '../../farms';
import { sharedFarm, sharedFarmsOf, type SharedFarm } from './shared-farms';

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
  return {
    channels,
    timeZone: part('timeZone'),
    quietHours: part('quietHours'),
    mutes: part('mutes'),
    farms: storedFarms(item.farms),
  };
}

/** The stored choices per farm, each on its own: one that no longer parses is dropped (its defaults apply). */
function storedFarms(stored: unknown): AlertPreferences['farms'] {
  if (!stored || typeof stored !== 'object') return {};
  const out: AlertPreferences['farms'] = {};
  for (const [farmId, kinds] of Object.entries(stored)) {
    const parsed = partSchemas.farms.safeParse({ [farmId]: kinds });
    if (parsed.success && Object.hasOwn(parsed.data, farmId)) out[farmId] = parsed.data[farmId]!;
  }
  return out;
}

/** The preferences deliveries follow for this user (the defaults until the user saves some). */
export async function preferencesFor(userId: string): Promise<AlertPreferences> {
  return fromStored(await getAlertPreferences(userId));
}

/** The fields a user may mute: their own, and those of the farms shared with them. */
async function mutableFieldIds(userName: string, shared: readonly SharedFarm[]): Promise<Set<string>> {
  const [own, ...others] = await Promise.all([
    listFieldLabels(userName),
    ...shared.map(async (f) => (await listFieldLabels(f.owner)).filter((l) => l.farm_name === f.farmName)),
  ]);
  return new Set([...own!, ...others.flat()].map((f) => f.field_id));
}

/**
 * What the preferences page shows: the preferences, without mutes of fields deleted since (or of a
 * farm left since) and without choices for farms no longer shared with the user (so saving them
 * again never fails on what is gone), and whether the user has saved any yet.
 */
export async function preferencesView(userName: string): Promise<{ preferences: AlertPreferences; saved: boolean }> {
  const [item, shared] = await Promise.all([getAlertPreferences(userName), sharedFarmsOf(userName)]);
  const fields = await mutableFieldIds(userName, shared);
  const prefs = fromStored(item);
  const farms = Object.fromEntries(
    shared.filter((f) => Object.hasOwn(prefs.farms, f.farmId)).map((f) => [f.farmId, prefs.farms[f.farmId]!]),
  );
  return { preferences: { ...prefs, mutes: prefs.mutes.filter((m) => fields.has(m.fieldId)), farms }, saved: !!item };
}

/**
 * Save the user's preferences as a whole. A mute must name one of the user's fields or a field of
 * a farm shared with them; a farm's choice must name a farm shared with them (their own farms send
 * every kind, by their channels).
 */
export async function savePreferences(
  userName: string,
  prefs: AlertPreferences,
  now = new Date(),
): Promise<AlertPreferences> {
  const farmIds = Object.keys(prefs.farms);
  const named = await Promise.all(farmIds.map((id) => sharedFarm(userName, id)));
  const notMember = named.findIndex((f) => !f);
  if (notMember >= 0) throw new BadRequestError(`farms.${farmIds[notMember]}: no farm shared with you has this id`);
  if (prefs.mutes.length) {
    const fields = await mutableFieldIds(userName, await sharedFarmsOf(userName));
    const i = prefs.mutes.findIndex((m) => !fields.has(m.fieldId));
    if (i >= 0) throw new BadRequestError(`mutes.${i}.fieldId: no field of yours has this id`);
  }
  await putAlertPreferences(userName, prefs, now.toISOString());
  return prefs;
}
