/**
 * Farm teams in tests: memberships seeded by writing the documented items
 * (lambdas/platform/aws/table-schema.ts, `teamKeys`), as the teams domain's invitations do, so a
 * test of the enforcement does not depend on the invitation flow. Runs in the test process against
 * the stack's table (the local stack sets APP_TABLE and the endpoint in process.env).
 */
import { deleteItem, getItem, putItem } from '../../lambdas/platform/aws/items';
import { teamKeys } from '../../lambdas/platform/aws/table-schema';
import { ensureFarmId } from '../../lambdas/platform/farm-access/farm-ids';
import type { FarmRole } from '@shared/teams/roles';

/** The farm's id (given now if it has none); the owner's farm must exist. */
export const farmIdOf = (owner: string, farmName: string): Promise<string> => ensureFarmId(owner, farmName);

/** Make `user` a member of the farm with `role`: the membership, then its list copy (the teams order). */
export async function addMember(farmId: string, user: string, role: FarmRole): Promise<void> {
  const meta = await getItem<{ owner: string; farm_name: string }>(
    teamKeys.farmMeta(farmId).PK,
    teamKeys.farmMeta(farmId).SK,
  );
  if (!meta) throw new Error(`addMember: no farm ${farmId} (make it with farmIdOf first)`);
  const { owner, farm_name } = meta;
  await putItem({
    ...teamKeys.member(farmId, user),
    member: user,
    role,
    owner,
    farm_name,
    since: new Date().toISOString(),
  });
  await putItem({ ...teamKeys.membershipOf(user, farmId), farm_id: farmId, role, owner, farm_name });
}

/** Share the owner's farm `farmName` with `user` as `role`; answers the farm's id. */
export async function shareFarm(owner: string, farmName: string, user: string, role: FarmRole): Promise<string> {
  const farmId = await farmIdOf(owner, farmName);
  await addMember(farmId, user, role);
  return farmId;
}

/** Remove `user` from the farm: the list copy first, then the membership (the teams order). */
export async function removeMember(farmId: string, user: string): Promise<void> {
  const copy = teamKeys.membershipOf(user, farmId);
  await deleteItem(copy.PK, copy.SK);
  const member = teamKeys.member(farmId, user);
  await deleteItem(member.PK, member.SK);
}
