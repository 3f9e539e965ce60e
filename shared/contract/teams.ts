/**
 * teams: farms shared with members (owner, manager, advisor, viewer), invitations, ownership
 * transfers, advisors' notes and each farm's audit log. The role table: shared/teams/roles.ts.
 * Open to any signed-in user (an agronomist needs no plan of their own): a farm follows its
 * owner's subscription, read-only for everyone while it has lapsed.
 */
import * as z from 'zod';
import {
  auditRowSchema,
  changeRoleSchema,
  createNoteSchema,
  farmAccessRowSchema,
  farmIdSchema,
  invitationIdSchema,
  invitationRowSchema,
  inviteMemberSchema,
  memberRowSchema,
  noteRowSchema,
  transferFarmSchema,
  transferRowSchema,
} from '../teams/schemas';
import { idSchema } from '../validation/ids';
import { defineRoute } from './define';

const farmPath = z.object({ farm_id: farmIdSchema });
const memberPath = z.object({ farm_id: farmIdSchema, member: z.string().min(1).max(128) });
const byFarmId = [{ kind: 'farmId', in: 'params', name: 'farm_id' }] as const;

export const teamsRoutes = {
  listMyFarms: defineRoute({
    method: 'GET',
    path: '/api/v2/farms',
    access: 'user',
    resource: 'teams',
    apiKey: true,
    summary: 'The farms the caller can see: their own and those shared with them, with their role on each.',
    answer: z.strictObject({ data: z.array(farmAccessRowSchema) }),
  }),
  listMembers: defineRoute({
    method: 'GET',
    path: '/api/v2/farms/{farm_id}/members',
    access: 'user',
    farm: { action: 'members.read', scope: byFarmId },
    resource: 'teams',
    summary: "A farm's members, its pending invitations and an ownership transfer under way.",
    params: farmPath,
    answer: z.strictObject({
      data: z.strictObject({
        members: z.array(memberRowSchema),
        invitations: z.array(invitationRowSchema),
        transfer: transferRowSchema.nullable(),
      }),
    }),
  }),
  inviteMember: defineRoute({
    method: 'POST',
    path: '/api/v2/farms/{farm_id}/members',
    access: 'user',
    farm: { action: 'members.manage', scope: byFarmId },
    resource: 'teams',
    summary:
      'Invite someone by e-mail with a role; the e-mail carries a link (14 days). ' +
      '409 when they are a member or invited already.',
    params: farmPath,
    body: inviteMemberSchema,
    answer: z.strictObject({ data: invitationRowSchema }),
    status: 201,
  }),
  changeMemberRole: defineRoute({
    method: 'PUT',
    path: '/api/v2/farms/{farm_id}/members/{member}',
    access: 'user',
    farm: { action: 'members.manage', scope: byFarmId },
    resource: 'teams',
    summary: "Change a member's role (not the owner's: ownership moves by a transfer).",
    params: memberPath,
    body: changeRoleSchema,
    answer: z.strictObject({ data: memberRowSchema }),
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    path: '/api/v2/farms/{farm_id}/members/{member}',
    access: 'user',
    farm: { action: 'members.manage', scope: byFarmId, orSelf: 'member' },
    resource: 'teams',
    summary:
      'Remove a member (the owner), or leave the farm (a member naming themself). Takes effect on the next request.',
    params: memberPath,
    answer: z.strictObject({ data: z.strictObject({ removed: z.string() }) }),
  }),
  revokeInvitation: defineRoute({
    method: 'DELETE',
    path: '/api/v2/farms/{farm_id}/invitations/{invitation_id}',
    access: 'user',
    farm: { action: 'members.manage', scope: byFarmId },
    resource: 'teams',
    summary: 'Revoke a pending invitation: its link stops working.',
    params: z.object({ farm_id: farmIdSchema, invitation_id: invitationIdSchema }),
    answer: z.strictObject({ data: invitationRowSchema }),
  }),
  listInvitations: defineRoute({
    method: 'GET',
    path: '/api/v2/invitations',
    access: 'user',
    resource: 'teams',
    summary: "Pending invitations to the caller's verified e-mail address, and farms offered to them by a transfer.",
    answer: z.strictObject({
      data: z.strictObject({ invitations: z.array(invitationRowSchema), transfers: z.array(transferRowSchema) }),
    }),
  }),
  acceptInvitation: defineRoute({
    method: 'POST',
    path: '/api/v2/invitations/{invitation_id}/accept',
    access: 'user',
    resource: 'teams',
    summary:
      "Accept an invitation sent to the caller's verified e-mail address (403 for another address: " +
      'a forwarded link); 410 when expired or revoked.',
    params: z.object({ invitation_id: invitationIdSchema }),
    answer: z.strictObject({ data: farmAccessRowSchema }),
  }),
  transferFarm: defineRoute({
    method: 'POST',
    path: '/api/v2/farms/{farm_id}/transfer',
    access: 'user',
    farm: { action: 'farm.delete', scope: byFarmId },
    resource: 'teams',
    summary:
      'Offer the farm to one of its managers (e-mailed a link to their invitations); it moves when they accept. ' +
      '409 when `to` is not a manager, already owns a farm of this name, or their plan is lapsed or too small ' +
      "for the farm's sensors; one offer at a time (the same offer again answers it).",
    params: farmPath,
    body: transferFarmSchema,
    answer: z.strictObject({ data: transferRowSchema }),
    status: 201,
  }),
  cancelTransfer: defineRoute({
    method: 'DELETE',
    path: '/api/v2/farms/{farm_id}/transfer',
    access: 'user',
    farm: { action: 'farm.delete', scope: byFarmId },
    resource: 'teams',
    summary: 'Withdraw an ownership transfer not yet accepted.',
    params: farmPath,
    answer: z.strictObject({ data: z.strictObject({ cancelled: z.boolean() }) }),
  }),
  acceptTransfer: defineRoute({
    method: 'POST',
    path: '/api/v2/farms/{farm_id}/transfer/accept',
    access: 'user',
    resource: 'teams',
    summary:
      'Accept ownership offered to the caller: the farm, with its fields, zones and sensors, becomes theirs and the ' +
      'old owner stays as a manager. Changes to the farm pause (409) while it moves; after a failure, the same ' +
      'accept again finishes the move. 410 when the offer expired.',
    params: farmPath,
    answer: z.strictObject({ data: farmAccessRowSchema }),
  }),
  declineTransfer: defineRoute({
    method: 'POST',
    path: '/api/v2/farms/{farm_id}/transfer/decline',
    access: 'user',
    resource: 'teams',
    summary: 'Decline ownership offered to the caller (404 when none is offered to them).',
    params: farmPath,
    answer: z.strictObject({ data: z.strictObject({ declined: z.boolean() }) }),
  }),
  listAudit: defineRoute({
    method: 'GET',
    path: '/api/v2/farms/{farm_id}/audit',
    access: 'user',
    farm: { action: 'audit.read', scope: byFarmId },
    resource: 'teams',
    summary: "The farm's audit log, newest first (kept a year): who created, changed or deleted what, from which role.",
    params: farmPath,
    query: z.object({
      before: z.string().max(64).optional().describe('The `next` of the previous page.'),
    }),
    answer: z.strictObject({ data: z.array(auditRowSchema), next: z.string().nullable() }),
  }),
  listNotes: defineRoute({
    method: 'GET',
    path: '/api/v2/fields/{fieldId}/notes',
    access: 'user',
    farm: { action: 'data.read', scope: [{ kind: 'field', in: 'params', name: 'fieldId' }] },
    resource: 'notes',
    apiKey: true,
    summary: 'Notes on a field and its zones, newest first, with any irrigation advice.',
    params: z.object({ fieldId: idSchema }),
    answer: z.strictObject({ data: z.array(noteRowSchema) }),
  }),
  createNote: defineRoute({
    method: 'POST',
    path: '/api/v2/fields/{fieldId}/notes',
    access: 'user',
    farm: {
      action: 'notes.write',
      scope: [
        { kind: 'field', in: 'params', name: 'fieldId' },
        { kind: 'zone', in: 'body', name: 'zone_id', optional: true },
      ],
    },
    resource: 'notes',
    summary:
      "Write a note on a field or one of its zones, optionally with an irrigation advice; the farm's members are told.",
    params: z.object({ fieldId: idSchema }),
    body: createNoteSchema,
    answer: z.strictObject({ data: noteRowSchema }),
    status: 201,
  }),
} as const;
