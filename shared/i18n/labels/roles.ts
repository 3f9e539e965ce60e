/**
 * Farm roles and what they cover, in the person's language (area `teams`): each role's name and
 * its one-line description, and what each action covers as the web says it. The English texts
 * are those of shared/teams/roles.ts and roles-table.ts (the README's roles table stays English).
 */
import type { FarmAction, FarmRole } from '../../teams/roles';
import type { MessageKey } from '../catalogue';

export const FARM_ROLE_KEYS: Readonly<Record<FarmRole, MessageKey>> = {
  owner: 'teams.roleOwner',
  manager: 'teams.roleManager',
  advisor: 'teams.roleAdvisor',
  viewer: 'teams.roleViewer',
};

export const FARM_ROLE_DESCRIPTION_KEYS: Readonly<Record<FarmRole, MessageKey>> = {
  owner: 'teams.roleOwnerDescription',
  manager: 'teams.roleManagerDescription',
  advisor: 'teams.roleAdvisorDescription',
  viewer: 'teams.roleViewerDescription',
};

export const FARM_ACTION_KEYS: Readonly<Record<FarmAction, MessageKey>> = {
  'data.read': 'teams.actionDataRead',
  'setup.read': 'teams.actionSetupRead',
  'fields.write': 'teams.actionFieldsWrite',
  'sensors.write': 'teams.actionSensorsWrite',
  'irrigation.write': 'teams.actionIrrigationWrite',
  'notes.write': 'teams.actionNotesWrite',
  'audit.read': 'teams.actionAuditRead',
  'members.read': 'teams.actionMembersRead',
  'members.manage': 'teams.actionMembersManage',
  'farm.delete': 'teams.actionFarmDelete',
};
