/** Invitations: invite (the owner), list mine, accept, revoke (served by the farms function). */
import { alertMessenger, readerOf } from '../../alerts';
import { env } from '../../platform/env';
import type { Operations } from '../../platform/http';
import { ok } from '../../platform/http';
import { acceptInvitation, inviteMember, listMyInvitations, revokeInvitation } from '../services/invitations';
import { peopleReader } from '../services/people';
import { listMyTransfers } from '../services/transfer-offer';
import { farmOf } from './farm-of';

export const invitationOperations = {
  async inviteMember(req) {
    const farm = farmOf(req.caller, req.params.farm_id);
    // The alerts' messenger: SES in AWS, the dev outbox locally (nothing leaves the machine).
    // The e-mail is in the inviter's language: the invitee may have no account (no settings) yet.
    const { tr } = await readerOf(farm.member);
    const deps = { people: peopleReader(), mailer: alertMessenger(), siteUrl: env().SITE_URL, tr };
    const row = await inviteMember(farm, req.body, deps);
    const summary = `${farm.member} (${farm.role}) invited ${row.email} as ${row.role}.`;
    return { ...ok({ data: row }, 201), audit: { what: 'invitation', target: row.email, summary } };
  },

  async listInvitations(req) {
    // Always the signed-in user's own: this route names no farm.
    const [invitations, transfers] = await Promise.all([
      listMyInvitations(req.caller.userName, peopleReader()),
      listMyTransfers(req.caller.userName),
    ]);
    return ok({ data: { invitations, transfers } });
  },

  async acceptInvitation(req) {
    return ok({ data: await acceptInvitation(req.caller.userName, req.params.invitation_id, peopleReader()) });
  },

  async revokeInvitation(req) {
    const farm = farmOf(req.caller, req.params.farm_id);
    const { row, changed } = await revokeInvitation(farm, req.params.invitation_id);
    const summary = `${farm.member} (${farm.role}) revoked the invitation of ${row.email}.`;
    return { ...ok({ data: row }), audit: changed ? { what: 'invitation', target: row.email, summary } : false };
  },
} satisfies Partial<Operations<'farms'>>;
