/**
 * Farm teams: THE table of what each role may do on a farm. The server's checks
 * (lambdas/platform/farm-access) and the web app's buttons both read it, so a button a role may
 * not use is absent exactly where the server would refuse it (403).
 */
import { ALERT_KINDS, type AlertKind } from '../alerts/kinds';

export const FARM_ROLES = ['owner', 'manager', 'advisor', 'viewer'] as const;
export type FarmRole = (typeof FARM_ROLES)[number];

/** The roles an owner can give (ownership moves only by a transfer). */
export const INVITABLE_ROLES = ['manager', 'advisor', 'viewer'] as const satisfies readonly FarmRole[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/**
 * What a route or a button does on a farm:
 * - data.read        dashboards, readings, CSV, reports, weather, forecasts, fields, zones, sensors, irrigation logs
 * - setup.read       gateways, LoRaWAN connections and devices, vendor-cloud links (for those who run
 *                    or advise the farm)
 * - fields.write     fields and zones
 * - sensors.write    sensors, gateways, LoRaWAN connections, vendor-cloud links
 * - irrigation.write irrigation logs, wetting-event answers and rescans
 * - notes.write      notes and irrigation advice on a field or zone
 * - audit.read       the farm's audit log
 * - members.read     the farm's members and pending invitations
 * - members.manage   invite, change a role, remove a member, revoke an invitation
 * - farm.delete      delete the farm, transfer its ownership
 */
export const FARM_ACTIONS = [
  'data.read',
  'setup.read',
  'fields.write',
  'sensors.write',
  'irrigation.write',
  'notes.write',
  'audit.read',
  'members.read',
  'members.manage',
  'farm.delete',
] as const;
export type FarmAction = (typeof FARM_ACTIONS)[number];

/** Role × action. Formulas stay admin-only for every role (they are not a farm's). */
export const ROLE_ACTIONS: Readonly<Record<FarmRole, readonly FarmAction[]>> = {
  owner: FARM_ACTIONS,
  manager: [
    'data.read',
    'setup.read',
    'fields.write',
    'sensors.write',
    'irrigation.write',
    'notes.write',
    'audit.read',
    'members.read',
  ],
  advisor: ['data.read', 'setup.read', 'notes.write'],
  viewer: ['data.read'],
};

/** May `role` do `action`? Unknown roles may do nothing. */
export function can(role: FarmRole | null | undefined, action: FarmAction): boolean {
  if (!role || !Object.hasOwn(ROLE_ACTIONS, role)) return false;
  return ROLE_ACTIONS[role].includes(action);
}

/** A write refused for everyone while the owner's subscription has lapsed (the farm is read-only). */
export const isWriteAction = (action: FarmAction): boolean => !action.endsWith('.read');

export const FARM_ROLE_LABELS: Readonly<Record<FarmRole, string>> = {
  owner: 'Owner',
  manager: 'Manager',
  advisor: 'Advisor',
  viewer: 'Viewer',
};

/** One line per role for the Members page and the invitation e-mail. */
export const FARM_ROLE_DESCRIPTIONS: Readonly<Record<FarmRole, string>> = {
  owner: 'Everything, including members and deleting the farm.',
  manager: 'Fields, zones, sensors, gateways and irrigation logs; reads the audit log.',
  advisor: 'Reads everything on the farm and writes notes and irrigation advice.',
  viewer: 'Reads dashboards, reports and CSV downloads.',
};

/** The alert kinds a member receives for a farm until they choose (their own alert preferences). */
export const DEFAULT_MEMBER_ALERT_KINDS: Readonly<Record<FarmRole, readonly AlertKind[]>> = {
  owner: ALERT_KINDS,
  manager: ALERT_KINDS,
  advisor: ['moisture', 'moisture-forecast'],
  viewer: [],
};
