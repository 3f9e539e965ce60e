/** Who belongs to a farm, and which farms a user belongs to (the membership items, read as stored). */
import { queryPrefix } from '../../platform/aws/items';
import { teamKeys } from '../../platform/aws/table-schema';

export async function memberNames(farmId: string): Promise<string[]> {
  const { PK, SKPrefix } = teamKeys.membersPrefix(farmId);
  const rows = await queryPrefix<{ member?: unknown }>(PK, SKPrefix, ['member']);
  return rows.flatMap((r) => (typeof r.member === 'string' ? [r.member] : []));
}

/** A user's membership list copies (`USER#<user>` / `MEMBERSHIP#<farmId>`), unchecked: as stored. */
export interface MembershipCopyItem {
  farm_id?: unknown;
  farm_name?: unknown;
  owner?: unknown;
  role?: unknown;
}
export function membershipCopies(userName: string): Promise<MembershipCopyItem[]> {
  const { PK, SKPrefix } = teamKeys.membershipsPrefix(userName);
  return queryPrefix<MembershipCopyItem>(PK, SKPrefix);
}
