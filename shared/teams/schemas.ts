/** Farm teams: the inputs and answers of the team routes (shared/contract/teams.ts) and the web app's forms. */
import * as z from 'zod';
import { emailSchema, usernameSchema } from '../validation/identity';
import { idSchema } from '../validation/ids';
import { FARM_ID_RE, INVITATION_ID_RE, NOTE_MAX_CHARS } from './constants';
import { FARM_ROLES, INVITABLE_ROLES } from './roles';

export const farmIdSchema = z.string().regex(FARM_ID_RE, 'must be a farm id (fm_…)');
export const invitationIdSchema = z.string().regex(INVITATION_ID_RE, 'must be an invitation id (inv_…)');
export const farmRoleSchema = z.enum(FARM_ROLES, { error: `must be one of ${FARM_ROLES.join(', ')}` });
export const invitableRoleSchema = z.enum(INVITABLE_ROLES, {
  error: `must be one of ${INVITABLE_ROLES.join(', ')}`,
});

/** POST /api/v2/farms/{farm_id}/members: invite someone by e-mail with a role. */
export const inviteMemberSchema = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(emailSchema),
  role: invitableRoleSchema,
});
export type InviteMemberInput = z.infer<typeof inviteMemberSchema>;

/** PUT /api/v2/farms/{farm_id}/members/{member}: a member's new role. */
export const changeRoleSchema = z.strictObject({ role: invitableRoleSchema });

/** POST /api/v2/farms/{farm_id}/transfer: offer the farm to one of its managers (they accept). */
export const transferFarmSchema = z.strictObject({ to: usernameSchema });

/** An irrigation advice on a note: how much (mm) and by when (YYYY-MM-DD). */
export const noteAdviceSchema = z.strictObject({
  mm: z
    .number({ error: 'must be a number of millimetres' })
    .min(1, 'must be at least 1 mm')
    .max(500, 'must be at most 500 mm'),
  by: z.iso.date('must be a date (YYYY-MM-DD)'),
});
export type NoteAdvice = z.infer<typeof noteAdviceSchema>;

/** POST /api/v2/fields/{fieldId}/notes: a note on the field, or on one of its zones. */
export const createNoteSchema = z.strictObject({
  text: z.string().trim().min(1, 'a note needs some text').max(NOTE_MAX_CHARS, `at most ${NOTE_MAX_CHARS} characters`),
  zone_id: idSchema.optional(),
  advice: noteAdviceSchema.optional(),
});
export type CreateNoteInput = z.infer<typeof createNoteSchema>;

/** A farm the caller can see (GET /api/v2/farms). */
export const farmAccessRowSchema = z.strictObject({
  farm_id: farmIdSchema,
  name: z.string(),
  owner: z.string().describe("The owner's user name."),
  owner_name: z.string().describe("The owner's display name (their user name when they gave none)."),
  role: farmRoleSchema,
  read_only: z
    .boolean()
    .describe("The owner's subscription has lapsed: nobody can change the farm until it is renewed."),
});
export type FarmAccessRow = z.infer<typeof farmAccessRowSchema>;

export const memberRowSchema = z.strictObject({
  member: z.string().describe('User name.'),
  name: z.string().describe('Display name (the user name when none).'),
  email: z.string(),
  role: farmRoleSchema,
  since: z.string().describe('ISO time they joined.'),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

export const INVITATION_STATES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export const invitationRowSchema = z.strictObject({
  invitation_id: invitationIdSchema,
  farm_id: farmIdSchema,
  farm_name: z.string(),
  owner: z.string(),
  owner_name: z.string(),
  email: z.string(),
  role: invitableRoleSchema,
  invited_by: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  state: z.enum(INVITATION_STATES),
});
export type InvitationRow = z.infer<typeof invitationRowSchema>;

export const transferRowSchema = z.strictObject({
  farm_id: farmIdSchema,
  farm_name: z.string(),
  from: z.string(),
  to: z.string(),
  created_at: z.string(),
});
export type TransferRow = z.infer<typeof transferRowSchema>;

export const noteRowSchema = z.strictObject({
  note_id: z.string(),
  field_id: z.string(),
  zone_id: z.string().nullable(),
  text: z.string(),
  advice: noteAdviceSchema.nullable(),
  author: z.string(),
  author_name: z.string(),
  role: farmRoleSchema,
  created_at: z.string(),
});
export type NoteRow = z.infer<typeof noteRowSchema>;

export const AUDIT_VERBS = ['created', 'changed', 'deleted'] as const;
export const auditRowSchema = z.strictObject({
  at: z.string().describe('ISO time.'),
  actor: z.string().describe('User name of who did it.'),
  role: farmRoleSchema.describe('Their role on the farm then.'),
  verb: z.enum(AUDIT_VERBS),
  what: z.string().describe('field, zone, sensor, gateway, irrigation, member, role, invitation, farm, note …'),
  target: z.string().describe('The id (or name) of what changed.'),
  summary: z.string().describe('One readable line.'),
});
export type AuditRow = z.infer<typeof auditRowSchema>;
