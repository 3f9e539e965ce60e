/** Invitations: their state as time passes, their answer row and their e-mail (pure). */
import { ENGLISH_MESSAGES } from '@shared/i18n/catalogue';
import { formatDayIn } from '@shared/i18n/dates';
import { translatorFor, type Translator } from '@shared/i18n/translator';
import { INVITATION_DAYS } from '@shared/teams/constants';
import { FARM_ROLE_DESCRIPTION_KEYS, FARM_ROLE_KEYS } from '@shared/i18n/labels/roles';
import type { InvitableRole } from '@shared/teams/roles';
import type { INVITATION_STATES, InvitationRow } from '@shared/teams/schemas';

const ENGLISH = translatorFor('en-AU', ENGLISH_MESSAGES);

/** What the rules need of a stored invitation (lambdas/teams/adapters/invitations.ts). */
export interface InvitationFacts {
  invitation_id: string;
  farm_id: string;
  farm_name: string;
  owner: string;
  owner_name: string;
  email: string;
  role: InvitableRole;
  invited_by: string;
  created_at: string;
  expires_at: string;
  /** As stored: 'expired' is never stored, it is read from `expires_at`. */
  state: Exclude<(typeof INVITATION_STATES)[number], 'expired'>;
}

const DAY_MS = 86_400_000;

/** When an invitation made at `now` expires. */
export const invitationExpiry = (now: Date): string => new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString();

/** A pending invitation past its expiry is expired (nothing needs to write that down). */
export function invitationState(inv: InvitationFacts, now: Date): InvitationRow['state'] {
  if (inv.state === 'pending' && now.getTime() >= Date.parse(inv.expires_at)) return 'expired';
  return inv.state;
}

export const isOpen = (inv: InvitationFacts, now: Date): boolean => invitationState(inv, now) === 'pending';

export const invitationRow = (inv: InvitationFacts, now: Date): InvitationRow => ({
  invitation_id: inv.invitation_id,
  farm_id: inv.farm_id,
  farm_name: inv.farm_name,
  owner: inv.owner,
  owner_name: inv.owner_name,
  email: inv.email,
  role: inv.role,
  invited_by: inv.invited_by,
  created_at: inv.created_at,
  expires_at: inv.expires_at,
  state: invitationState(inv, now),
});

/** The page that accepts an invitation (the web app's route), under the site's address when known. */
export const invitationLink = (siteUrl: string | undefined, invitationId: string): string =>
  `${siteUrl ?? ''}/invite/${invitationId}`;

/**
 * The invitation e-mail: who invites, to which farm, as which role (and what that role may do),
 * the link, and until when. Plain text, as the alert e-mails. In the INVITER's language (`tr`): the
 * invitee may have no account, so no settings of their own, and the contract's invite body names
 * no language; the inviter knows whom they invite.
 */
export function invitationEmail(
  inv: InvitationFacts,
  inviterName: string,
  siteUrl: string | undefined,
  tr: Translator = ENGLISH,
): { subject: string; text: string } {
  const { t, locale } = tr;
  const role = t(FARM_ROLE_KEYS[inv.role]);
  // A display name is one line of the subject whatever the pool holds.
  const inviter = inviterName.replace(/[\r\n\t]+/g, ' ').trim() || inv.invited_by;
  const link = invitationLink(siteUrl, inv.invitation_id);
  // The expiry's calendar day (UTC, as stored), written as the inviter's locale writes a day.
  const [y, m, d] = inv.expires_at.slice(0, 10).split('-').map(Number);
  const until = formatDayIn(locale, new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  const facts = { inviter, farm: inv.farm_name, role };
  return {
    subject: t('email.inviteSubject', facts),
    text: [
      t('email.inviteFirst', facts),
      `${role}: ${t(FARM_ROLE_DESCRIPTION_KEYS[inv.role])}`,
      '',
      t('email.inviteAccept', { link }),
      '',
      t('email.inviteHow', { email: inv.email, until, days: INVITATION_DAYS }),
      t('email.inviteIgnore'),
    ].join('\n'),
  };
}
