/**
 * A farm's id: what members, invitations, notes and the audit log hang from, so that a farm
 * deleted and made again under the same name is another farm (its old members reach nothing).
 * A farm gets its id when made, or the first time anything needs it (farms made before teams).
 *
 * Writes, ordered so that a farm item carrying `farm_id` means every other item is there (so a
 * farm with an id costs no more writes), and a retry after a crash between any two heals:
 * 1. `FARM#<id>/META` (the farm by id) under a new id;
 * 2. the owner's membership `FARM#<id>/MEMBER#<owner>` (role owner), then its list copy;
 * 3. last, the farm item gets `farm_id` only if it has none. Losing that race (another request gave
 *    the farm its id meanwhile) leaves this attempt's items unreachable: every membership read
 *    checks the farm item's `farm_id` (lambdas/platform/farm-access), so they grant nothing.
 */
import { randomBytes } from 'node:crypto';
import { getItem, keys, putItem, updateIf } from '../aws/items';
import { teamKeys } from '../aws/table-schema';
import { refusal } from '../refusal';
import { NotFoundError } from '../errors';

/** `fm_` and 12 URL-safe characters (shared/teams/constants.ts FARM_ID_RE). */
export const newFarmId = (): string => `fm_${randomBytes(9).toString('base64url')}`;

/** The farm's id, given now when it has none; NotFoundError when the owner has no farm of that name. */
export async function ensureFarmId(owner: string, farmName: string): Promise<string> {
  const farm = await getItem<{ farm_id?: string }>(keys.user(owner), keys.farm(farmName));
  if (!farm) throw new NotFoundError(refusal('refusals.farmNotFound'));
  if (farm.farm_id) return farm.farm_id;
  const farmId = newFarmId();
  const since = new Date().toISOString();
  await putItem({ ...teamKeys.farmMeta(farmId), farm_id: farmId, owner, farm_name: farmName });
  await putItem({ ...teamKeys.member(farmId, owner), member: owner, role: 'owner', owner, farm_name: farmName, since });
  await putItem({
    ...teamKeys.membershipOf(owner, farmId),
    farm_id: farmId,
    role: 'owner',
    owner,
    farm_name: farmName,
  });
  const after = await updateIf(keys.user(owner), keys.farm(farmName), {
    update: 'SET farm_id = if_not_exists(farm_id, :id)',
    condition: 'attribute_exists(PK)',
    values: { ':id': farmId },
  });
  if (!after || typeof after['farm_id'] !== 'string') throw new NotFoundError(refusal('refusals.farmNotFound'));
  return after['farm_id'];
}
