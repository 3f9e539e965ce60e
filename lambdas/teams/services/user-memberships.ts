/**
 * The farms a user belongs to, for the admin users page: the user's membership copies, each kept
 * only while THE membership is there and its owner's farm item still carries that id (the rules
 * of the user's own farm list, farm-list.ts: a farm deleted or made again under the same name,
 * or a copy a crash left behind, shows nothing).
 */
import type { AdminMembership } from '@shared/admin/users';
import { getMember, listMembershipCopies } from '../adapters/memberships';
import { farmStillIs } from './farm-list';

export async function userMemberships(userName: string): Promise<AdminMembership[]> {
  const rows = await Promise.all(
    (await listMembershipCopies(userName)).map(async (c): Promise<AdminMembership | undefined> => {
      const [member, still] = await Promise.all([
        getMember(c.farm_id, userName),
        farmStillIs(c.owner, c.farm_name, c.farm_id),
      ]);
      if (!member || !still) return undefined;
      return { farm_id: c.farm_id, farm_name: c.farm_name, owner: c.owner, role: member.role };
    }),
  );
  return rows
    .filter((r): r is AdminMembership => r !== undefined)
    .sort((a, b) => a.owner.localeCompare(b.owner) || a.farm_name.localeCompare(b.farm_name));
}
