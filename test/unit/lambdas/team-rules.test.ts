/** Farm teams' pure rules: an invitation's state over time, its e-mail, a person from the pool. */
import { describe, expect, it } from 'vitest';
import { INVITATION_DAYS } from '@shared/teams/constants';
import { ENGLISH_MESSAGES, loadMessages } from '@shared/i18n/catalogue';
import { translatorFor } from '@shared/i18n/translator';
import {
  invitationEmail,
  invitationExpiry,
  invitationLink,
  invitationState,
  type InvitationFacts,
} from '../../../lambdas/teams/rules/invitations';
import { isLapsed, personFrom } from '../../../lambdas/teams/rules/people';

const made = new Date('2026-03-01T10:00:00.000Z');
const inv: InvitationFacts = {
  invitation_id: 'inv_abcdefghijkl',
  farm_id: 'fm_abcdefghijkl',
  farm_name: 'Home Farm',
  owner: 'anna',
  owner_name: 'Anna Smith',
  email: 'ben@example.com',
  role: 'viewer',
  invited_by: 'anna',
  created_at: made.toISOString(),
  expires_at: invitationExpiry(made),
  state: 'pending',
};

describe('invitation state', () => {
  it(`expires exactly ${INVITATION_DAYS} days after it was made`, () => {
    expect(inv.expires_at).toBe('2026-03-15T10:00:00.000Z');
    expect(invitationState(inv, new Date('2026-03-15T09:59:59.999Z'))).toBe('pending');
    expect(invitationState(inv, new Date('2026-03-15T10:00:00.000Z'))).toBe('expired');
  });

  it('an accepted or revoked invitation stays so after its expiry', () => {
    const late = new Date('2027-01-01T00:00:00.000Z');
    expect(invitationState({ ...inv, state: 'accepted' }, late)).toBe('accepted');
    expect(invitationState({ ...inv, state: 'revoked' }, late)).toBe('revoked');
  });
});

describe('invitation e-mail', () => {
  it('says who invites, to which farm, as which role and what it may do, with the link and the expiry', () => {
    const mail = invitationEmail(inv, 'Anna Smith', 'https://app.fieldwise.example');
    expect(mail.subject).toBe('Anna Smith invited you to the farm Home Farm on Fieldwise');
    expect(mail.text).toContain('"Home Farm" on Fieldwise as Viewer.');
    expect(mail.text).toContain('Viewer: Reads dashboards, reports and CSV downloads.');
    expect(mail.text).toContain('https://app.fieldwise.example/invite/inv_abcdefghijkl');
    expect(mail.text).toContain('(ben@example.com)');
    expect(mail.text).toContain('expires on 15/03/2026 (14 days)');
  });

  it('a display name with line breaks stays one line of the subject', () => {
    expect(invitationEmail(inv, 'Anna\r\nBcc: x@example.com', undefined).subject).toBe(
      'Anna Bcc: x@example.com invited you to the farm Home Farm on Fieldwise',
    );
    expect(invitationEmail(inv, '  ', undefined).subject).toMatch(/^anna invited you/);
  });

  it('without the site address the link is the app path', () => {
    expect(invitationLink(undefined, 'inv_abcdefghijkl')).toBe('/invite/inv_abcdefghijkl');
  });
});

describe('a person from the pool', () => {
  it('the display name is the name attribute, else the user name; only a verified address counts', () => {
    expect(
      personFrom('anna', { name: ' Anna Smith ', email: 'Anna@Example.com', email_verified: 'true' }),
    ).toMatchObject({ name: 'Anna Smith', email: 'anna@example.com', verifiedEmail: 'anna@example.com' });
    expect(personFrom('ben', { email: 'ben@example.com', email_verified: 'false' })).toMatchObject({
      name: 'ben',
      verifiedEmail: null,
    });
    expect(personFrom('gone', undefined)).toMatchObject({ name: 'gone', email: '', verifiedEmail: null });
  });

  it('a farm is read-only when its owner’s plan has lapsed (admins never lapse)', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const plan = (expiry: string) =>
      personFrom('o', { 'custom:subscription_level': 'full', 'custom:sub_expiry_date': expiry });
    expect(isLapsed(plan('01-07-2026'), now)).toBe(false);
    expect(isLapsed(plan('01-05-2026'), now)).toBe(true);
    expect(isLapsed(personFrom('o', {}), now)).toBe(true);
    expect(isLapsed(personFrom('o', {}), now, true)).toBe(false);
  });
});

describe('invitation e-mail in the inviter’s language', () => {
  it('Spanish: subject and text in Spanish, the expiry as dd/MM/yyyy', async () => {
    const mail = invitationEmail(
      inv,
      'Ana',
      'https://app.fieldwise.example',
      translatorFor('es', await loadMessages('es')),
    );
    expect(mail.subject).toBe('Ana te invitó a la finca Home Farm en Fieldwise');
    expect(mail.text).toContain('Acepta la invitación: https://app.fieldwise.example/invite/inv_abcdefghijkl');
    expect(mail.text).toContain('La invitación caduca el 15/03/2026 (14 días).');
    // The role and what it may do, in Spanish too.
    expect(mail.text).not.toMatch(/Manager|Advisor|Viewer/);
    expect(mail.text).toMatch(/(Encargado|Asesor|Observador): /);
  });
  it('English (United States): the expiry as MM/dd/yyyy', () => {
    const mail = invitationEmail(inv, 'Anna', undefined, translatorFor('en-US', ENGLISH_MESSAGES));
    expect(mail.text).toContain('expires on 03/15/2026 (14 days)');
  });
});
