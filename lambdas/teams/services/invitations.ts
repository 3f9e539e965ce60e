/**
 * Invitations: the owner invites an address with a role, the invitee accepts from the link, the
 * owner may revoke one still pending. THE invitation (`INVITE#<id>`) holds the state; it moves
 * only from pending, by a conditional write, so an accept and a revoke racing end one way.
 *
 * Accepting writes THE membership, then its list copy, then marks the invitation accepted: a
 * crash between any two and the same accept again completes it (the membership is written only
 * when new). Accepting twice answers the same farm.
 */
import { randomBytes } from 'node:crypto';
import type { Translator } from '@shared/i18n/translator';
import { MAX_FARM_MEMBERS, MAX_PENDING_INVITATIONS } from '@shared/teams/constants';
import type { FarmAccessRow, InvitationRow, InviteMemberInput } from '@shared/teams/schemas';
import { FARM_ROLE_LABELS } from '@shared/teams/roles';
import type { FarmContext } from '../../platform/auth';
import { auditEntry, writeAudit } from '../../platform/farm-access/audit';
import { assertNotMoving } from '../../platform/farm-access/transfer-pause';
import { logger } from '../../platform/telemetry/logger';
import { refusal } from '../../platform/refusal';
import { AppError, ConflictError, ForbiddenError, GoneError, NotFoundError } from '../../platform/errors';
import {
  addressHolder,
  copyInvitationState,
  getInvitation,
  holdAddress,
  listFarmInvitations,
  listInvitationsFor,
  putInvitation,
  settleInvitation,
  type InvitationItem,
} from '../adapters/invitations';
import {
  deleteMember,
  deleteMembershipCopy,
  farmStillIs,
  getFarmMeta,
  getMember,
  listMemberItems,
  putMemberIfNew,
  putMembershipCopy,
} from '../../farms';
import { invitationEmail, invitationExpiry, invitationRow, isOpen } from '../rules/invitations';
import { farmRow } from './farm-list';
import type { People } from './people';

/** Where the invitation e-mail goes out (the alerts' messenger: SES in AWS, the dev outbox locally). */
export interface Mailer {
  email(to: string, subject: string, text: string): Promise<void>;
}

/**
 * A hold whose invitation is still not written after this long was left by a request that
 * stopped (a function's time limit is far shorter); until then it is a request still writing.
 */
const ABANDONED_AFTER_MS = 5 * 60_000;

/** `inv_` and 12 URL-safe characters (shared/teams/constants.ts INVITATION_ID_RE). */
const newInvitationId = (): string => `inv_${randomBytes(9).toString('base64url')}`;

export async function inviteMember(
  farm: FarmContext,
  input: InviteMemberInput,
  deps: { people: People; mailer: Mailer; siteUrl: string | undefined; tr?: Translator },
  now = new Date(),
): Promise<InvitationRow> {
  const [members, invitations] = await Promise.all([listMemberItems(farm.farmId), listFarmInvitations(farm.farmId)]);
  const pending = invitations.filter((inv) => isOpen(inv, now));
  if (pending.some((inv) => inv.email === input.email))
    throw new ConflictError(refusal('refusals.invitationPending', { email: input.email }));
  const addresses = await Promise.all(members.map(async (m) => (await deps.people(m.member)).verifiedEmail));
  if (addresses.includes(input.email))
    throw new ConflictError(refusal('refusals.invitationMemberAlready', { email: input.email }));
  if (pending.length >= MAX_PENDING_INVITATIONS)
    throw new ConflictError(refusal('refusals.invitationsPendingLimit', { max: MAX_PENDING_INVITATIONS }));
  if (members.length + pending.length >= MAX_FARM_MEMBERS)
    throw new ConflictError(refusal('refusals.farmMembersLimit', { max: MAX_FARM_MEMBERS }));

  const invitationId = newInvitationId();
  await takeAddress(farm.farmId, input.email, invitationId, now);
  const [owner, inviter] = await Promise.all([deps.people(farm.owner), deps.people(farm.member)]);
  const inv: InvitationItem = {
    invitation_id: invitationId,
    farm_id: farm.farmId,
    farm_name: farm.farmName,
    owner: farm.owner,
    owner_name: owner.name,
    email: input.email,
    role: input.role,
    invited_by: farm.member,
    created_at: now.toISOString(),
    expires_at: invitationExpiry(now),
    state: 'pending',
  };
  if (!(await putInvitation(inv))) throw new AppError(500, 'An invitation id was taken; please try again.');
  const mail = invitationEmail(inv, inviter.name, deps.siteUrl, deps.tr);
  try {
    await deps.mailer.email(inv.email, mail.subject, mail.text);
  } catch (err) {
    // Nobody can accept what was never received: revoked, so inviting the address again works.
    const revoked = await settleInvitation(inv.invitation_id, 'revoked');
    if (revoked) await copyInvitationState(revoked);
    throw new AppError(502, `The invitation e-mail could not be sent (${(err as Error).message}); please try again.`);
  }
  return invitationRow(inv, now);
}

/**
 * Hold the address for this invitation, or 409: the same invite sent twice at once makes one
 * invitation. A holder no longer pending (accepted, revoked, expired, or never written because a
 * request stopped half-way) gives the address up.
 */
async function takeAddress(farmId: string, email: string, invitationId: string, now: Date): Promise<void> {
  const taken = () => new ConflictError(refusal('refusals.invitationPending', { email }));
  // The request's own clock, not `now` (an invitation may be dated otherwise): holds are real time.
  const hold = { invitation_id: invitationId, held_at: new Date().toISOString() };
  if (await holdAddress(farmId, email, hold)) return;
  const holder = await addressHolder(farmId, email);
  if (holder) {
    const held = await getInvitation(holder.invitation_id);
    if (held ? isOpen(held, now) : Date.now() - Date.parse(holder.held_at) < ABANDONED_AFTER_MS) throw taken();
  }
  if (!(await holdAddress(farmId, email, hold, holder?.invitation_id))) throw taken();
}

/** Pending invitations to the caller's verified address (none without one). */
export async function listMyInvitations(me: string, people: People, now = new Date()): Promise<InvitationRow[]> {
  const { verifiedEmail } = await people(me);
  if (!verifiedEmail) return [];
  const found = (await listInvitationsFor(verifiedEmail)).filter(
    (inv) => inv.email === verifiedEmail && isOpen(inv, now),
  );
  // An invitation to a farm deleted since (or deleted and made again) leads nowhere: not listed.
  const alive = await Promise.all(found.map((inv) => farmStillIs(inv.owner, inv.farm_name, inv.farm_id)));
  return found
    .filter((_, i) => alive[i])
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map((inv) => invitationRow(inv, now));
}

export async function acceptInvitation(
  me: string,
  invitationId: string,
  people: People,
  now = new Date(),
): Promise<FarmAccessRow> {
  const inv = await getInvitation(invitationId);
  if (!inv) throw new NotFoundError(refusal('refusals.invitationNotFound'));
  const { verifiedEmail } = await people(me);
  if (verifiedEmail !== inv.email)
    throw new ForbiddenError(
      verifiedEmail ? refusal('refusals.invitationOtherAddress') : refusal('refusals.invitationVerifyFirst'),
    );
  const farm = { farmId: inv.farm_id, farmName: inv.farm_name, owner: inv.owner };
  if (inv.state === 'accepted' && inv.accepted_by === me) return answer(farm, me, people, now);
  if (inv.state === 'accepted') throw new GoneError(refusal('refusals.invitationAccepted'));
  if (inv.state === 'revoked') throw new GoneError(refusal('refusals.invitationRevoked'));
  if (!isOpen(inv, now)) throw new GoneError(refusal('refusals.invitationExpired'));
  const meta = await getFarmMeta(inv.farm_id);
  if (!meta || !(await farmStillIs(meta.owner, meta.farm_name, inv.farm_id)))
    throw new GoneError(refusal('refusals.farmGone'));
  // A membership written while the farm moves to a new owner could name the old one after the move.
  await assertNotMoving(inv.farm_id);
  const current = { ...farm, farmName: meta.farm_name, owner: meta.owner };

  const existing = await getMember(inv.farm_id, me);
  if (!existing && (await listMemberItems(inv.farm_id)).length >= MAX_FARM_MEMBERS)
    throw new ConflictError(refusal('refusals.farmMembersFull', { max: MAX_FARM_MEMBERS }));
  // A member already (the same accept repeated after a crash, or another invitation) keeps their role.
  await putMemberIfNew(inv.farm_id, {
    member: me,
    role: inv.role,
    owner: meta.owner,
    farm_name: meta.farm_name,
    since: now.toISOString(),
    invitation_id: inv.invitation_id,
  });
  const member = await getMember(inv.farm_id, me);
  if (!member) throw new AppError(500, 'The membership was not written; please try again.');
  await putMembershipCopy(me, {
    farm_id: inv.farm_id,
    role: member.role,
    owner: meta.owner,
    farm_name: meta.farm_name,
  });
  const settled = await settleInvitation(inv.invitation_id, 'accepted', me);
  if (!settled) {
    const now2 = await getInvitation(inv.invitation_id);
    if (now2?.state !== 'accepted' || now2.accepted_by !== me) {
      // Revoked meanwhile: the membership this invitation gave is taken back (THE membership first).
      if (member.invitation_id === inv.invitation_id) {
        await deleteMember(inv.farm_id, me);
        await deleteMembershipCopy(me, inv.farm_id);
      }
      throw new GoneError(refusal('refusals.invitationRevoked'));
    }
  } else {
    await copyInvitationState(settled);
    // Joining is a change to the farm's members: its audit entry (this route names no farm, so
    // the dispatcher writes none). The member is in: a failure here is logged, never answered.
    const summary = `${me} joined as ${FARM_ROLE_LABELS[member.role]} (invited by ${inv.invited_by}).`;
    const entry = auditEntry({
      method: 'POST',
      resource: 'teams',
      actor: me,
      role: member.role,
      target: me,
      note: { what: 'member', summary },
    });
    await writeAudit(inv.farm_id, entry).catch((error: unknown) =>
      logger.error('Audit entry not written', { farmId: inv.farm_id, actor: me, error }),
    );
  }
  return answer(current, me, people, now);
}

async function answer(
  farm: { farmId: string; farmName: string; owner: string },
  me: string,
  people: People,
  now: Date,
): Promise<FarmAccessRow> {
  const member = await getMember(farm.farmId, me);
  if (!member) throw new GoneError(refusal('refusals.noLongerMember'));
  return farmRow(people, { ...farm, farmName: member.farm_name, owner: member.owner }, member.role, now);
}

/**
 * Revoke a pending invitation of this farm; `changed` is false when it was revoked already (the
 * same revoke again answers it revoked).
 */
export async function revokeInvitation(
  farm: FarmContext,
  invitationId: string,
  now = new Date(),
): Promise<{ row: InvitationRow; changed: boolean }> {
  const inv = await getInvitation(invitationId);
  if (!inv || inv.farm_id !== farm.farmId) throw new NotFoundError(refusal('refusals.invitationNotOnFarm'));
  const revoked = await settleInvitation(invitationId, 'revoked');
  if (revoked) {
    await copyInvitationState(revoked);
    return { row: invitationRow(revoked, now), changed: true };
  }
  const after = await getInvitation(invitationId);
  if (after?.state === 'accepted') throw new ConflictError(refusal('refusals.invitationAcceptedRemoveMember'));
  if (!after) throw new NotFoundError(refusal('refusals.invitationNotOnFarm'));
  return { row: invitationRow(after, now), changed: false };
}
