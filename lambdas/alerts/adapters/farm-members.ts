/**
 * The farm-teams items the alerts read (layout: platform/aws/table-schema.ts): who belongs to a
 * farm, read from THE memberships (`FARM#<id>/MEMBER#*`) at each delivery, never from a copy, so a
 * member removed a moment ago receives nothing more. A farm's id is read off the owner's farm item
 * (the one place it is written): a farm without one has never been shared, so no member but its owner.
 */
import type { FarmRole } from '@shared/teams/roles';
import { getItem, keys, queryPrefix } from '../../platform/aws/items';
import { teamKeys } from '../../platform/aws/table-schema';

export interface MembershipItem {
  member: string;
  role: FarmRole;
  owner: string;
  farm_name: string;
}

/** The farm's id as its farm item carries it (undefined: never shared, or no such farm). */
export async function farmIdOf(owner: string, farmName: string): Promise<string | undefined> {
  const farm = await getItem<{ farm_id?: unknown }>(keys.user(owner), keys.farm(farmName));
  return typeof farm?.farm_id === 'string' ? farm.farm_id : undefined;
}

/** Every membership of the farm, its owner's included. */
export function listFarmMembers(farmId: string): Promise<MembershipItem[]> {
  const { PK, SKPrefix } = teamKeys.membersPrefix(farmId);
  return queryPrefix<MembershipItem>(PK, SKPrefix);
}

/** The user's membership of the farm (THE item; undefined: not a member). */
export function membershipOf(farmId: string, user: string): Promise<MembershipItem | undefined> {
  const { PK, SK } = teamKeys.member(farmId, user);
  return getItem<MembershipItem>(PK, SK);
}

/** The user's list copies of their memberships (`farm_id` each): where to look, not a grant. */
export function listMembershipCopies(user: string): Promise<(MembershipItem & { farm_id: string })[]> {
  const { PK, SKPrefix } = teamKeys.membershipsPrefix(user);
  return queryPrefix<MembershipItem & { farm_id: string }>(PK, SKPrefix);
}
