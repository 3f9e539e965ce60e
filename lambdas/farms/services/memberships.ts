/**
 * Who belongs to which farm, as it stands now: the one reading of the farm-teams rule that a
 * membership counts only while THE membership item (`FARM#<farmId>/MEMBER#<user>`) exists and
 * the owner's farm item still carries that id. A list copy left behind by a removal cut short, a
 * farm deleted (or deleted and made again under its name), or a lost race of ensureFarmId grants
 * nothing and shows nothing. The farm list, the admin users page and the alerts all read it here.
 */
import type { FarmRole } from '@shared/teams/roles';
import { getFarm } from '../adapters/farms';
import { getMember, listMemberItems, listMembershipCopies } from '../adapters/memberships';

export interface CurrentMembership {
  farmId: string;
  farmName: string;
  owner: string;
  role: FarmRole;
}

/** The owner's farm `farmName` still carries `farmId` (it was not deleted, nor made again). */
export async function farmStillIs(owner: string, farmName: string, farmId: string): Promise<boolean> {
  return (await getFarm(owner, farmName))?.farm_id === farmId;
}

/** The user's membership of the farm now; undefined for a non-member or a farm that is no more. */
export async function currentMembership(farmId: string, user: string): Promise<CurrentMembership | undefined> {
  const member = await getMember(farmId, user);
  if (!member || !(await farmStillIs(member.owner, member.farm_name, farmId))) return undefined;
  return { farmId, farmName: member.farm_name, owner: member.owner, role: member.role };
}

/** Every farm the user belongs to now, their own included (role owner), from their list copies. */
export async function currentMemberships(user: string): Promise<CurrentMembership[]> {
  const rows = await Promise.all((await listMembershipCopies(user)).map((c) => currentMembership(c.farm_id, user)));
  return rows.filter((r) => r !== undefined);
}

/** The members of the owner's farm `farmName` now, the owner included; none when it has no id. */
export async function membersOf(owner: string, farmName: string) {
  const farmId = (await getFarm(owner, farmName))?.farm_id;
  if (!farmId) return undefined;
  return { farmId, members: await listMemberItems(farmId) };
}
