/** Who belongs to a farm (its `MEMBER#` items, the owner's included): the user names only. */
import { queryPrefix } from '../../platform/aws/items';
import { teamKeys } from '../../platform/aws/table-schema';

export async function memberNames(farmId: string): Promise<string[]> {
  const { PK, SKPrefix } = teamKeys.membersPrefix(farmId);
  const rows = await queryPrefix<{ member?: unknown }>(PK, SKPrefix, ['member']);
  return rows.flatMap((r) => (typeof r.member === 'string' ? [r.member] : []));
}
