/**
 * Alerts of a shared farm: which kinds a member receives from it. Each member chooses per farm in
 * their own preferences; until they do, their role's defaults apply (DEFAULT_MEMBER_ALERT_KINDS).
 * The owner receives every kind of their own farms, as before farms were shared. What the member
 * receives then goes out by the member's own channels, quiet hours and mutes (deliveryChannels).
 */
import { DEFAULT_MEMBER_ALERT_KINDS, type FarmRole } from '../teams/roles';
import { ALERT_KINDS, type AlertChannel, type AlertKind } from './kinds';
import { deliveryChannels, type AlertPreferences, type AlertToDeliver } from './preferences';

/** The kinds this user receives from the farm `farmId`, where they have `role`. */
export function farmAlertKinds(
  prefs: Pick<AlertPreferences, 'farms'>,
  farmId: string,
  role: FarmRole,
): readonly AlertKind[] {
  if (role === 'owner') return ALERT_KINDS;
  const farms = prefs.farms ?? {};
  // hasOwn: a farm id is the client's string; Object.prototype's names are never a choice.
  return Object.hasOwn(farms, farmId) ? farms[farmId]! : (DEFAULT_MEMBER_ALERT_KINDS[role] ?? []);
}

/** The channels a farm's alert goes out on for one member: none unless they receive its kind. */
export function memberDeliveryChannels(
  prefs: AlertPreferences,
  farm: { farmId: string; role: FarmRole },
  alert: AlertToDeliver,
  hasPhone: boolean,
): AlertChannel[] {
  return farmAlertKinds(prefs, farm.farmId, farm.role).includes(alert.kind)
    ? deliveryChannels(prefs, alert, hasPhone)
    : [];
}
