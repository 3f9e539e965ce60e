/**
 * The farms a user belongs to, for the admin users page: the user's membership copies, each
 * checked against its owner's farm item (a farm deleted, or made again under the same name, no
 * longer carries that id, and a lost race of ensureFarmId leaves a copy nothing reaches).
 */
import type { AdminMembership } from '@shared/admin/users';
import { farmRoleSchema } from '@shared/teams/schemas';
import { getFarm } from '../../farms';
import { membershipCopies } from '../adapters/farm-members';

export async function userMemberships(userName: string): Promise<AdminMembership[]> {
  const out: AdminMembership[] = [];
  for (const c of await membershipCopies(userName)) {
    const role = farmRoleSchema.safeParse(c.role);
    if (typeof c.farm_id !== 'string' || typeof c.farm_name !== 'string' || typeof c.owner !== 'string') continue;
    if (!role.success) continue;
    const farm = (await getFarm(c.owner, c.farm_name)) as { farm_id?: unknown } | undefined;
    if (farm?.farm_id !== c.farm_id) continue;
    out.push({ farm_id: c.farm_id, farm_name: c.farm_name, owner: c.owner, role: role.data });
  }
  return out.sort((a, b) => a.owner.localeCompare(b.owner) || a.farm_name.localeCompare(b.farm_name));
}
