/**
 * Memberships (layout: lambdas/platform/aws/table-schema.ts, `teamKeys`). THE membership is
 * `FARM#<farmId>/MEMBER#<user>`, read on every request by lambdas/platform/farm-access; the
 * member's copy `USER#<user>/MEMBERSHIP#<farmId>` only lists their farms. So a membership is
 * written before its copy and removed before it: access starts after the grant is whole and ends
 * at the first write of a removal, and a copy left behind by a crash grants nothing (the farm
 * list checks each copy against THE membership).
 */
import type { FarmRole } from '@shared/teams/roles';
import { deleteItem, getItem, putItem, queryPrefix, updateIf } from '../../platform/aws/items';
import { teamKeys } from '../../platform/aws/table-schema';

export interface FarmMeta {
  farm_id: string;
  owner: string;
  farm_name: string;
}

export interface MemberItem {
  member: string;
  role: FarmRole;
  owner: string;
  farm_name: string;
  since: string;
  /** The invitation that made it (an accept undone by a revoke that raced it removes only its own). */
  invitation_id?: string;
}

export interface MembershipCopy {
  farm_id: string;
  role: FarmRole;
  owner: string;
  farm_name: string;
}

export const getFarmMeta = (farmId: string) => {
  const k = teamKeys.farmMeta(farmId);
  return getItem<FarmMeta>(k.PK, k.SK);
};

export const getMember = (farmId: string, user: string) => {
  const k = teamKeys.member(farmId, user);
  return getItem<MemberItem>(k.PK, k.SK);
};

export const listMemberItems = (farmId: string) => {
  const k = teamKeys.membersPrefix(farmId);
  return queryPrefix<MemberItem>(k.PK, k.SKPrefix);
};

export const listMembershipCopies = (user: string) => {
  const k = teamKeys.membershipsPrefix(user);
  return queryPrefix<MembershipCopy>(k.PK, k.SKPrefix);
};

/** Write THE membership, only when the user has none in this farm; false when they had one. */
export const putMemberIfNew = (farmId: string, item: MemberItem) =>
  putItem({ ...teamKeys.member(farmId, item.member), ...item }, { onlyIfNew: true });

/** Write THE membership whole (an ownership transfer rewrites each: its owner, and two roles). */
export const putMember = (farmId: string, item: MemberItem) =>
  putItem({ ...teamKeys.member(farmId, item.member), ...item });

/** The farm by id (an ownership transfer names its new owner). */
export const putFarmMeta = (meta: FarmMeta) => putItem({ ...teamKeys.farmMeta(meta.farm_id), ...meta });

/** The member's list copy (written after THE membership). */
export const putMembershipCopy = (user: string, copy: MembershipCopy) =>
  putItem({ ...teamKeys.membershipOf(user, copy.farm_id), ...copy });

/** Change a member's role, only while they are a member with the role `from`; the item after, or undefined. */
export const updateMemberRole = (farmId: string, user: string, from: FarmRole, to: FarmRole) => {
  const k = teamKeys.member(farmId, user);
  return updateIf(k.PK, k.SK, {
    update: 'SET #role = :to',
    condition: 'attribute_exists(PK) AND #role = :from',
    names: { '#role': 'role' },
    values: { ':to': to, ':from': from },
  }) as Promise<MemberItem | undefined>;
};

/** Remove THE membership (access ends here); answers it as it was. */
export const deleteMember = (farmId: string, user: string) => {
  const k = teamKeys.member(farmId, user);
  return deleteItem(k.PK, k.SK);
};

export const deleteMembershipCopy = (user: string, farmId: string) => {
  const k = teamKeys.membershipOf(user, farmId);
  return deleteItem(k.PK, k.SK);
};
