/**
 * The farms the alerts reach beyond their owner: the farms' current memberships
 * (lambdas/farms/services/memberships.ts says which count), the owner's own left out.
 */
import type { FarmRole } from '@shared/teams/roles';
import { currentMembership, currentMemberships, membersOf, type CurrentMembership } from '../../farms';

/** A farm shared with a user: one of their current memberships (lambdas/farms/services/memberships.ts). */
export type SharedFarm = CurrentMembership;

/** The farms shared with `user` (their own farms not included), as they stand now. */
export async function sharedFarmsOf(user: string): Promise<SharedFarm[]> {
  return (await currentMemberships(user)).filter((m) => m.owner !== user && m.role !== 'owner');
}

/** Is `user` a member (not the owner) of the farm `farmId` now? Their farm when so. */
export async function sharedFarm(user: string, farmId: string): Promise<SharedFarm | undefined> {
  const member = await currentMembership(farmId, user);
  return member && member.owner !== user && member.role !== 'owner' ? member : undefined;
}

/** The members of the owner's farm `farmName` other than the owner (none when it was never shared). */
export async function membersOfFarm(
  owner: string,
  farmName: string,
): Promise<{ farmId: string; members: { user: string; role: FarmRole }[] } | undefined> {
  const farm = await membersOf(owner, farmName);
  if (!farm) return undefined;
  const members = farm.members
    .filter((m) => m.member !== owner && m.role !== 'owner')
    .map((m) => ({ user: m.member, role: m.role }));
  return { farmId: farm.farmId, members };
}
