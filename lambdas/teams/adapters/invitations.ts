/**
 * Invitations: three items (lambdas/platform/aws/table-schema.ts). `INVITE#<id>/INVITE` is THE
 * invitation, the only one whose state decides anything; the farm's copy and the invitee's copy
 * only list it. The copies are written first and THE invitation last, so a crash in between
 * leaves copies of nothing, which every list drops (lists read THE invitation of each copy).
 */
import type { InvitationFacts } from '../rules/invitations';
import { getItem, getItems, putItem, queryPrefix, updateIf, updateItem, updateWhen } from '../../platform/aws/items';
import { teamKeys } from '../../platform/aws/table-schema';

/**
 * THE invitation as stored: the facts the rules read, and who accepted it (an accept repeated by
 * them answers the same farm).
 */
export interface InvitationItem extends InvitationFacts {
  accepted_by?: string;
}

/** The copies, then THE invitation (see above); false when that id was taken (nothing is then reachable). */
export async function putInvitation(inv: InvitationItem): Promise<boolean> {
  await putItem({ ...teamKeys.farmInvitation(inv.farm_id, inv.invitation_id), ...inv });
  await putItem({ ...teamKeys.invitesFor(inv.email, inv.invitation_id), ...inv });
  return putItem({ ...teamKeys.invitation(inv.invitation_id), ...inv }, { onlyIfNew: true });
}

export const getInvitation = (invitationId: string) => {
  const k = teamKeys.invitation(invitationId);
  return getItem<InvitationItem>(k.PK, k.SK);
};

/** THE invitations behind a list's copies (copies without one are dropped). */
async function behind(copies: readonly { invitation_id: string }[]): Promise<InvitationItem[]> {
  return getItems<InvitationItem>(copies.map((c) => teamKeys.invitation(c.invitation_id)));
}

export async function listFarmInvitations(farmId: string): Promise<InvitationItem[]> {
  const { PK } = teamKeys.farmInvitation(farmId, '');
  return behind(await queryPrefix<{ invitation_id: string }>(PK, 'INVITE#', ['invitation_id']));
}

export async function listInvitationsFor(email: string): Promise<InvitationItem[]> {
  const { PK } = teamKeys.invitesFor(email, '');
  return behind(await queryPrefix<{ invitation_id: string }>(PK, '', ['invitation_id']));
}

/**
 * Move THE invitation from pending to `state` (accepted: with who accepted it); the item after,
 * or undefined when it was no longer pending.
 */
export const settleInvitation = (invitationId: string, state: 'accepted' | 'revoked', acceptedBy?: string) => {
  const k = teamKeys.invitation(invitationId);
  return updateIf(k.PK, k.SK, {
    update: acceptedBy ? 'SET #state = :state, accepted_by = :by' : 'SET #state = :state',
    condition: 'attribute_exists(PK) AND #state = :pending',
    names: { '#state': 'state' },
    values: { ':state': state, ':pending': 'pending', ...(acceptedBy ? { ':by': acceptedBy } : {}) },
  }) as Promise<InvitationItem | undefined>;
};

/** Copy THE invitation's state onto its two list copies (they only list it; a missed copy is harmless). */
export async function copyInvitationState(inv: InvitationItem): Promise<void> {
  const farm = teamKeys.farmInvitation(inv.farm_id, inv.invitation_id);
  const mine = teamKeys.invitesFor(inv.email, inv.invitation_id);
  await updateItem(farm.PK, farm.SK, { state: inv.state });
  await updateItem(mine.PK, mine.SK, { state: inv.state });
}

/**
 * One invitation at a time per address per farm: `FARM#<farmId>/INVITE_EMAIL#<email>` names the
 * invitation that holds the address. Two invites of the same address at once (a double click)
 * both pass the pending check; only one takes the address here.
 */
const addressKey = (farmId: string, email: string) => ({ PK: `FARM#${farmId}`, SK: `INVITE_EMAIL#${email}` });

export interface AddressHold {
  invitation_id: string;
  /** When it was taken (ISO): an invitation not written long after was abandoned by its request. */
  held_at: string;
}

/** The invitation holding the address, if any (it may be settled, expired, still being written, or abandoned). */
export async function addressHolder(farmId: string, email: string): Promise<AddressHold | undefined> {
  const k = addressKey(farmId, email);
  return getItem<AddressHold>(k.PK, k.SK);
}

/**
 * Take the address for `invitationId`: when nobody holds it, or only while `from` still does (the
 * caller found that holder no longer pending). False when another invitation got there first.
 */
export function holdAddress(farmId: string, email: string, hold: AddressHold, from?: string): Promise<boolean> {
  const k = addressKey(farmId, email);
  if (from === undefined) return putItem({ ...k, ...hold, email }, { onlyIfNew: true });
  return updateWhen(k.PK, k.SK, {
    update: 'SET invitation_id = :id, held_at = :at',
    condition: 'invitation_id = :from',
    values: { ':id': hold.invitation_id, ':at': hold.held_at, ':from': from },
  });
}

/** A farm that changed owner: THE invitation and its two copies name the new owner. */
export async function copyInvitationOwner(inv: InvitationItem, owner: string, ownerName: string): Promise<void> {
  const changes = { owner, owner_name: ownerName };
  const the = teamKeys.invitation(inv.invitation_id);
  await updateItem(the.PK, the.SK, changes);
  const farm = teamKeys.farmInvitation(inv.farm_id, inv.invitation_id);
  const mine = teamKeys.invitesFor(inv.email, inv.invitation_id);
  await updateItem(farm.PK, farm.SK, changes);
  await updateItem(mine.PK, mine.SK, changes);
}
