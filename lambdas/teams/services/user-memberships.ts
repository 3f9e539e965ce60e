/**
 * The farms a user belongs to, for the admin users page (the rule of which still count:
 * lambdas/farms/services/memberships.ts).
 */
import type { AdminMembership } from '@shared/admin/users';
import { currentMemberships } from '../../farms';

export async function userMemberships(userName: string): Promise<AdminMembership[]> {
  return (await currentMemberships(userName))
    .map((m) => ({ farm_id: m.farmId, farm_name: m.farmName, owner: m.owner, role: m.role }))
    .sort((a, b) => a.owner.localeCompare(b.owner) || a.farm_name.localeCompare(b.farm_name));
}
