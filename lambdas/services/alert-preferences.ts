/**
 * A grower's alert preferences: the one place the alert engine reads them. Until preferences are
 * stored per user, everyone gets the defaults (every kind by every channel they can receive).
 */
import { DEFAULT_ALERT_PREFERENCES, type AlertPreferences } from '@shared/alerts/preferences';

export async function preferencesFor(_userId: string): Promise<AlertPreferences> {
  return DEFAULT_ALERT_PREFERENCES;
}
