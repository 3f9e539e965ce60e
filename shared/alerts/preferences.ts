/**
 * A grower's alert preferences and the one rule that decides which channels an alert goes to.
 * PLACEHOLDER SHAPE: the alert-preferences work replaces the body of `deliveryChannels` and extends
 * the type (quiet hours, mutes); callers depend only on the signature.
 */
import { ALERT_CHANNELS, ALERT_KINDS, type AlertChannel, type AlertKind } from './kinds';

export interface AlertPreferences {
  /** For each kind, the channels it is sent by. */
  channels: Record<AlertKind, AlertChannel[]>;
}

export const DEFAULT_ALERT_PREFERENCES: AlertPreferences = {
  channels: Object.fromEntries(ALERT_KINDS.map((k) => [k, [...ALERT_CHANNELS]])) as Record<AlertKind, AlertChannel[]>,
};

export interface AlertToDeliver {
  kind: AlertKind;
  fieldId?: string;
  at: Date;
}

/** The channels this alert goes out on for this grower; SMS only when the grower has a phone. */
export function deliveryChannels(prefs: AlertPreferences, alert: AlertToDeliver, hasPhone: boolean): AlertChannel[] {
  return prefs.channels[alert.kind].filter((c) => c !== 'sms' || hasPhone);
}
