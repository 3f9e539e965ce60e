/**
 * A farm's members: the list (with pending invitations), a role change, a removal or a member
 * leaving. The dispatcher has already read the caller's membership and checked the role table
 * (lambdas/platform/farm-access): `farm` is that context. The rules the table cannot say (the
 * owner's own membership changes only by a transfer) are checked here.
 */
import type { FarmContext } from '../../platform/auth';
import { refusal } from '../../platform/refusal';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../platform/errors';
import type { FarmRole, InvitableRole } from '@shared/teams/roles';
import type { MemberRow } from '@shared/teams/schemas';
import { listFarmInvitations } from '../adapters/invitations';
import {
  deleteMember,
  deleteMembershipCopy,
  getMember,
  listMemberItems,
  putMembershipCopy,
  updateMemberRole,
  type MemberItem,
} from '../../farms';
import { invitationRow, isOpen } from '../rules/invitations';
import type { People } from './people';
import { transferRow } from '../rules/transfers';
import { openTransfer } from './transfer-offer';

const ROLE_ORDER = { owner: 0, manager: 1, advisor: 2, viewer: 3 } as const;

async function memberRow(people: People, m: MemberItem): Promise<MemberRow> {
  const person = await people(m.member);
  return { member: m.member, name: person.name, email: person.email, role: m.role, since: m.since };
}

export async function farmMembers(farmId: string, people: People): Promise<MemberRow[]> {
  const items = await listMemberItems(farmId);
  const rows = await Promise.all(items.map((m) => memberRow(people, m)));
  return rows.sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.member.localeCompare(b.member));
}

/** Members, pending invitations (newest first) and the ownership offer still open. */
export async function listMembers(farm: FarmContext, people: People, now = new Date()) {
  const [members, invitations, transfer] = await Promise.all([
    farmMembers(farm.farmId, people),
    listFarmInvitations(farm.farmId),
    openTransfer(farm.farmId, now),
  ]);
  return {
    members,
    invitations: invitations
      .filter((inv) => isOpen(inv, now))
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((inv) => invitationRow(inv, now)),
    transfer: transfer ? transferRow(transfer) : null,
  };
}

/** The member `member` of the farm, or 404 naming the parameter. */
async function memberOf(farm: FarmContext, member: string): Promise<MemberItem> {
  const found = await getMember(farm.farmId, member);
  if (!found) throw new NotFoundError(refusal('refusals.notAMember', { member }));
  return found;
}

/** The member's row after the change, and the role they had (the same: nothing changed). */
export async function changeMemberRole(
  farm: FarmContext,
  member: string,
  role: InvitableRole,
  people: People,
): Promise<{ row: MemberRow; from: FarmRole }> {
  const current = await memberOf(farm, member);
  if (current.role === 'owner') throw new BadRequestError(refusal('refusals.ownerRoleByTransfer'));
  if (current.role === role) return { row: await memberRow(people, current), from: current.role };
  // Only from the role read: a concurrent change or removal is not overwritten.
  const after = await updateMemberRole(farm.farmId, member, current.role, role);
  if (!after) throw new NotFoundError(refusal('refusals.notAMember', { member }));
  await putMembershipCopy(member, { farm_id: farm.farmId, role, owner: after.owner, farm_name: after.farm_name });
  return { row: await memberRow(people, after), from: current.role };
}

/**
 * Remove a member (the owner), or leave (a member naming themself). THE membership goes first, so
 * access ends with the first write; then the member's list copy. A crash between leaves a copy
 * the farm list drops (it checks THE membership), and the same request again removes it.
 */
export async function removeMember(farm: FarmContext, member: string): Promise<{ removed: string }> {
  if (member === farm.owner) throw new BadRequestError(refusal('refusals.ownerCannotLeave'));
  if (member !== farm.member && farm.role !== 'owner')
    throw new ForbiddenError(refusal('refusals.cannotRemoveOthers', { role: farm.role }));
  const was = await deleteMember(farm.farmId, member);
  await deleteMembershipCopy(member, farm.farmId);
  if (!was) throw new NotFoundError(refusal('refusals.notAMember', { member }));
  return { removed: member };
}
