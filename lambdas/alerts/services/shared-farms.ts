/**
 * The farms the alerts reach beyond their owner. A membership counts only while THE membership
 * item exists and the owner's farm item still carries that farm id (a farm deleted and made again
 * under the same name is another farm; a lost race leaves a list copy nobody may use).
 */
import type { FarmRole } from '@shared/teams/roles';
import { farmIdOf, listFarmMembers, listMembershipCopies, membershipOf } from '../adapters/farm-members';

export interface SharedFarm {
  farmId: string;
  farmName: string;
  owner: string;
  role: FarmRole;
}

/** The farms shared with `user` (their own farms not included), as they stand now. */
export async function sharedFarmsOf(user: string): Promise<SharedFarm[]> {
  const copies = (await listMembershipCopies(user)).filter((c) => c.owner !== user && c.role !== 'owner');
  const checked = await Promise.all(
    copies.map(async (c): Promise<SharedFarm | undefined> => {
      const [member, farmId] = await Promise.all([membershipOf(c.farm_id, user), farmIdOf(c.owner, c.farm_name)]);
      if (!member || farmId !== c.farm_id || member.role === 'owner') return undefined;
      return { farmId, farmName: member.farm_name, owner: member.owner, role: member.role };
    }),
  );
  return checked.filter((f) => f !== undefined);
}

/** Is `user` a member (not the owner) of the farm `farmId` now? Their farm when so. */
export async function sharedFarm(user: string, farmId: string): Promise<SharedFarm | undefined> {
  const member = await membershipOf(farmId, user);
  if (!member || member.role === 'owner' || member.owner === user) return undefined;
  if ((await farmIdOf(member.owner, member.farm_name)) !== farmId) return undefined;
  return { farmId, farmName: member.farm_name, owner: member.owner, role: member.role };
}

/** The members of the owner's farm `farmName` other than the owner (none when it was never shared). */
export async function membersOfFarm(
  owner: string,
  farmName: string,
): Promise<{ farmId: string; members: { user: string; role: FarmRole }[] } | undefined> {
  const farmId = await farmIdOf(owner, farmName);
  if (!farmId) return undefined;
  const members = (await listFarmMembers(farmId))
    .filter((m) => m.member !== owner && m.role !== 'owner')
    .map((m) => ({ user: m.member, role: m.role }));
  return { farmId, members };
}
