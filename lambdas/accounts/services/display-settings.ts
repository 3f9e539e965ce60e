/**
 * Units and locale per person. Read by the web app and by everything that writes to the person
 * outside it (alert e-mails and SMS, invitations, notes): `displaySettingsOf` never fails on an
 * odd stored item, it falls back to the defaults.
 */
import { isLocale } from '@shared/i18n/locales';
import {
  DEFAULT_DISPLAY_SETTINGS,
  type DisplaySettings,
  displaySettingsSchema,
  type DisplaySettingsUpdate,
} from '@shared/settings/schemas';
import { UNIT_SYSTEMS, type UnitSystem } from '@shared/units/quantities';
import { getDisplaySettings, putDisplaySettings } from '../adapters/display-settings';

const isUnitSystem = (v: unknown): v is UnitSystem =>
  typeof v === 'string' && (UNIT_SYSTEMS as readonly string[]).includes(v);

/** The person's settings and whether they chose them (else the defaults). */
export async function readDisplaySettings(userName: string): Promise<DisplaySettings & { chosen: boolean }> {
  const item = await getDisplaySettings(userName);
  if (!item) return { ...DEFAULT_DISPLAY_SETTINGS, chosen: false };
  return {
    units: isUnitSystem(item.units) ? item.units : DEFAULT_DISPLAY_SETTINGS.units,
    locale: isLocale(item.locale) ? item.locale : DEFAULT_DISPLAY_SETTINGS.locale,
    chosen: true,
  };
}

/** What texts to a person use: their settings, or the defaults. */
export const displaySettingsOf = async (userName: string): Promise<DisplaySettings> => {
  const { units, locale } = await readDisplaySettings(userName);
  return { units, locale };
};

/**
 * Change one or both; the other keeps its stored (or default) value. A `suggested` change is
 * stored only if the person has chosen nothing yet; otherwise their choice stands and is answered.
 */
export async function updateDisplaySettings(
  userName: string,
  change: DisplaySettingsUpdate,
  now = new Date(),
): Promise<DisplaySettings & { chosen: true }> {
  const current = await readDisplaySettings(userName);
  if (change.suggested && current.chosen) return { units: current.units, locale: current.locale, chosen: true };
  const next = displaySettingsSchema.parse({
    units: change.units ?? current.units,
    locale: change.locale ?? current.locale,
  });
  const stored = await putDisplaySettings(userName, next, now.toISOString(), { onlyIfNew: change.suggested });
  if (!stored) {
    // A choice landed between the read and this write: it wins over the suggestion.
    const chosen = await readDisplaySettings(userName);
    return { units: chosen.units, locale: chosen.locale, chosen: true };
  }
  return { ...next, chosen: true };
}
