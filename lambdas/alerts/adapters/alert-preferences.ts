/** A user's alert preferences: one item under the user, absent until the user first saves them. */
import type { AlertPreferences } from '@shared/alerts/preferences';
import { getItem, keys, putItem } from '../../platform/aws/items';

const SK = 'ALERT_PREFS';

/** The stored preferences as written (a later version of the app may find older shapes). */
export interface AlertPreferencesItem extends Partial<AlertPreferences> {
  updated_at?: string;
}

export const getAlertPreferences = (userName: string) => getItem<AlertPreferencesItem>(keys.user(userName), SK);

/** Replace the user's preferences as a whole (one item, one write: a repeat writes the same). */
export const putAlertPreferences = (userName: string, prefs: AlertPreferences, updatedAt: string) =>
  putItem({ PK: keys.user(userName), SK, ...prefs, updated_at: updatedAt });
