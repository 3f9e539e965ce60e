/**
 * A user's membership of a farm, read per request (lambdas/platform/aws/table-schema.ts, farm
 * teams): `FARM#<farmId>/MEMBER#<user>` is THE membership. It counts only while the owner's farm
 * item still carries that id: a farm deleted and made again under the same name is another farm
 * (its old members reach nothing), and a lost race of ensureFarmId leaves items that grant nothing.
 */
import { FARM_ROLES, type FarmRole } from '@shared/teams/roles';
import { getItem, keys } from '../aws/items';
import { teamKeys } from '../aws/table-schema';
import { timedCache } from './cache';

export interface Membership {
  farmId: string;
  owner: string;
  farmName: string;
  role: FarmRole;
}

const cache = timedCache<Membership | null>();

async function readMembership(farmId: string, user: string): Promise<Membership | null> {
  const { PK, SK } = teamKeys.member(farmId, user);
  const item = await getItem<{ role?: unknown; owner?: unknown; farm_name?: unknown }>(PK, SK);
  if (!item || typeof item.owner !== 'string' || typeof item.farm_name !== 'string') return null;
  if (!(FARM_ROLES as readonly unknown[]).includes(item.role)) return null;
  const farm = await getItem<{ farm_id?: unknown }>(keys.user(item.owner), keys.farm(item.farm_name));
  if (!farm || farm.farm_id !== farmId) return null;
  return { farmId, owner: item.owner, farmName: item.farm_name, role: item.role as FarmRole };
}

/** The user's membership of the farm; undefined for a non-member, or a farm that is no more. */
export async function membershipOf(farmId: string, user: string): Promise<Membership | undefined> {
  // Only a membership is kept: someone who just accepted an invitation is never refused from memory.
  const found = await cache.get(
    `${farmId}\u0000${user}`,
    () => readMembership(farmId, user),
    (m) => m !== null,
  );
  return found ?? undefined;
}

/** Tests that change memberships under a configured cache start from nothing. */
export const forgetMemberships = (): void => cache.clear();
