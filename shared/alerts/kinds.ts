/** What an alert is about and how it can reach a grower. */
export const ALERT_KINDS = [
  'moisture',
  'moisture-forecast',
  'battery',
  'silent-sensor',
  'gateway-offline',
  'data-quality',
  'frost',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * What a notification is about: an alert's kind, or `note`, a note a farm member wrote on a field
 * (not an alert: no condition, no preferences of its own; lambdas/alerts/services/notices.ts).
 */
export const NOTIFICATION_KINDS = [...ALERT_KINDS, 'note'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const ALERT_CHANNELS = ['sms', 'email', 'in-app'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** An alert opens when its condition starts and sends once more, as 'back to normal', when it clears. */
export const ALERT_PHASES = ['start', 'clear'] as const;
export type AlertPhase = (typeof ALERT_PHASES)[number];

/**
 * The refill point sits this share of the way from the wilting point to field capacity unless the
 * grower sets another share on the zone (half the plant-available water used up).
 */
export const DEFAULT_REFILL_SHARE = 0.5;

/** The refill point in percent volumetric moisture for a layer with these wilting point and field capacity. */
export function refillPoint(wiltingPoint: number, fieldCapacity: number, share = DEFAULT_REFILL_SHARE): number {
  return wiltingPoint + share * (fieldCapacity - wiltingPoint);
}
