/**
 * Farm teams through the local stack: farm ids, the farm list, invitations (the e-mail in the dev
 * outbox, accept, expiry, revoke, the link forwarded to another account), role changes, removal
 * and leaving. The farm routes run as the dispatcher runs them: with the caller's farm context
 * read from THE membership (asMember below mirrors lambdas/platform/farm-access).
 */
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FARM_ID_RE, INVITATION_ID_RE, MAX_FARM_MEMBERS } from '@shared/teams/constants';
import type { FarmContext } from '../../lambdas/platform/auth';
import { getItem, putItem } from '../../lambdas/platform/aws/items';
import { teamKeys } from '../../lambdas/platform/aws/table-schema';
import { getInvitation, putInvitation } from '../../lambdas/teams/adapters/invitations';
import { deleteMember } from '../../lambdas/farms/adapters/memberships';
import { changeMemberRole, listMembers, removeMember } from '../../lambdas/teams/services/members';
import { inviteMember, revokeInvitation } from '../../lambdas/teams/services/invitations';
import { peopleReader } from '../../lambdas/teams/services/people';
import { buildField } from '../support/management';
import { newGrower, startTestStack, userApi, type Body, type TestStack } from '../support/local-stack';

let stack: TestStack;
type Who = { username: string; token: string; email: string };
let owner: Who;
let anna: Who;
let bob: Who;
let farmId: string;
const FARM = 'Teams Farm';

async function grower(): Promise<Who> {
  const g = await newGrower(stack);
  return { username: g.username, token: g.tokens.IdToken!, email: `${g.username}@example.com` };
}

/** The farm context the dispatcher gives `user` in `farmId` (THE membership; none: not a member). */
async function asMember(id: string, user: string): Promise<FarmContext> {
  const k = teamKeys.member(id, user);
  const m = await getItem<{ role: FarmContext['role']; owner: string; farm_name: string }>(k.PK, k.SK);
  if (!m) throw new Error(`${user} is not a member of ${id}`);
  return { farmId: id, farmName: m.farm_name, owner: m.owner, member: user, role: m.role, readOnly: false };
}

const outboxTo = (email: string) => stack.outbox.list(email).filter((m) => m.channel === 'email');
const silentMailer = { email: async () => {} };

async function invite(email: string, role: 'manager' | 'advisor' | 'viewer') {
  const deps = { people: peopleReader(), mailer: stack.outbox.messenger(), siteUrl: 'https://fieldwise.test' };
  return inviteMember(await asMember(farmId, owner.username), { email, role }, deps);
}

const accept = (who: Who, invitationId: string) =>
  userApi(stack, who).json('POST', `/api/v2/invitations/${invitationId}/accept`, {});
const myFarms = async (who: Who) => {
  const res = await userApi(stack, who).get('/api/v2/farms');
  expect(res.status).toBe(200);
  return res.body.data as Body[];
};

beforeAll(async () => {
  stack = await startTestStack();
  [owner, anna, bob] = await Promise.all([grower(), grower(), grower()]);
  const field = await userApi(stack, owner).json('POST', '/api/field/addField', buildField({ farmName: FARM }));
  expect(field.status).toBe(201);
});
afterAll(async () => {
  await stack?.close();
});

describe('farm ids and the farm list', () => {
  it('gives a new farm its id when made and lists it as the owner’s, with the owner’s name', async () => {
    const farms = await myFarms(owner);
    const row = farms.find((f) => f.name === FARM);
    expect(row).toMatchObject({ owner: owner.username, owner_name: owner.username, role: 'owner', read_only: false });
    expect(row!.farm_id).toMatch(FARM_ID_RE);
    farmId = row!.farm_id as string;
    const stored = await getItem<{ farm_id: string }>(`USER#${owner.username}`, `FARM#${FARM}`);
    expect(stored?.farm_id).toBe(farmId);
    // Listing again gives no new id.
    expect((await myFarms(owner)).find((f) => f.name === FARM)?.farm_id).toBe(farmId);
  });

  it('a farm made by addFarm has its id before anyone lists it', async () => {
    const made = await userApi(stack, owner).json('POST', '/api/farm/addFarm', { farmName: 'Second Farm' });
    expect(made.status).toBe(201);
    const stored = await getItem<{ farm_id?: string }>(`USER#${owner.username}`, 'FARM#Second Farm');
    expect(stored?.farm_id).toMatch(FARM_ID_RE);
  });

  it('shows another grower nothing of the owner’s farms', async () => {
    expect((await myFarms(bob)).map((f) => f.farm_id)).not.toContain(farmId);
  });
});

describe('invitations', () => {
  let invitationId: string;

  it('confirmed accounts have a verified address (what an invitation is matched against)', async () => {
    const u = await stack.cognito.send(
      new AdminGetUserCommand({ UserPoolId: stack.userPoolId, Username: anna.username }),
    );
    expect(u.UserAttributes?.find((a) => a.Name === 'email_verified')?.Value).toBe('true');
  });

  it('invites by e-mail: the e-mail says who invites, to which farm, as which role, with the link', async () => {
    const row = await invite(anna.email.toUpperCase().toLowerCase(), 'advisor');
    expect(row).toMatchObject({ farm_id: farmId, farm_name: FARM, role: 'advisor', state: 'pending' });
    expect(row.invitation_id).toMatch(INVITATION_ID_RE);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(14 * 86_400_000);
    invitationId = row.invitation_id;
    const [mail] = outboxTo(anna.email);
    expect(mail?.subject).toContain(FARM);
    expect(mail?.subject).toContain(owner.username);
    expect(mail?.text).toContain('as Advisor');
    expect(mail?.text).toContain('writes notes and irrigation advice');
    expect(mail?.text).toContain(`https://fieldwise.test/invite/${invitationId}`);
  });

  it('the same address again is 409, and nothing new is sent', async () => {
    const before = outboxTo(anna.email).length;
    await expect(invite(anna.email, 'viewer')).rejects.toMatchObject({ status: 409 });
    expect(outboxTo(anna.email)).toHaveLength(before);
  });

  it('the same invite sent twice at once makes one invitation (the other is 409)', async () => {
    const ctx = await asMember(farmId, owner.username);
    const deps = { people: peopleReader(), mailer: silentMailer, siteUrl: undefined };
    const both = await Promise.allSettled(
      [0, 1].map(() => inviteMember(ctx, { email: 'twice@example.com', role: 'viewer' }, deps)),
    );
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = both.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409 });
    const listed = await listMembers(ctx, peopleReader());
    const mine = listed.invitations.filter((i) => i.email === 'twice@example.com');
    expect(mine).toHaveLength(1);
    await revokeInvitation(ctx, mine[0]!.invitation_id);
    // Revoked, the address can be invited again.
    const again = await inviteMember(ctx, { email: 'twice@example.com', role: 'viewer' }, deps);
    await revokeInvitation(ctx, again.invitation_id);
  });

  it('an address held by an invitation never written: 409 while it may be writing, free after', async () => {
    const ctx = await asMember(farmId, owner.username);
    const deps = { people: peopleReader(), mailer: silentMailer, siteUrl: undefined };
    const hold = (email: string, ago: number) =>
      putItem({
        PK: `FARM#${farmId}`,
        SK: `INVITE_EMAIL#${email}`,
        email,
        invitation_id: 'inv_neverwritten',
        held_at: new Date(Date.now() - ago).toISOString(),
      });
    await hold('busy@example.com', 1_000);
    await expect(inviteMember(ctx, { email: 'busy@example.com', role: 'viewer' }, deps)).rejects.toMatchObject({
      status: 409,
    });
    await hold('left@example.com', 3_600_000);
    const row = await inviteMember(ctx, { email: 'left@example.com', role: 'viewer' }, deps);
    expect(row.state).toBe('pending');
    await revokeInvitation(ctx, row.invitation_id);
  });

  it('lists the invitation to the invitee only (by their verified address)', async () => {
    const mine = await userApi(stack, anna).get('/api/v2/invitations');
    expect(mine.status).toBe(200);
    expect((mine.body.data.invitations as Body[]).map((i) => i.invitation_id)).toEqual([invitationId]);
    const bobs = await userApi(stack, bob).get('/api/v2/invitations');
    expect(bobs.body.data.invitations).toEqual([]);
    const pending = await listMembers(await asMember(farmId, owner.username), peopleReader());
    expect(pending.invitations.map((i) => i.invitation_id)).toEqual([invitationId]);
  });

  it('refuses the link forwarded to another account (403) and changes nothing', async () => {
    const res = await accept(bob, invitationId);
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/another e-mail address/);
    expect((await getInvitation(invitationId))?.state).toBe('pending');
    expect((await myFarms(bob)).map((f) => f.farm_id)).not.toContain(farmId);
  });

  it('accept → the farm list shows the farm with the role; accepting again answers the same farm', async () => {
    const res = await accept(anna, invitationId);
    expect(res.status).toBe(200);
    const row = { farm_id: farmId, name: FARM, owner: owner.username, role: 'advisor', read_only: false };
    expect(res.body.data).toMatchObject(row);
    expect(await myFarms(anna)).toEqual([expect.objectContaining(row)]);
    const again = await accept(anna, invitationId);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(res.body.data);
    const members = await listMembers(await asMember(farmId, owner.username), peopleReader());
    expect(members.members.map((m) => [m.member, m.role])).toEqual([
      [owner.username, 'owner'],
      [anna.username, 'advisor'],
    ]);
    expect(members.invitations).toEqual([]);
    expect((await userApi(stack, anna).get('/api/v2/invitations')).body.data.invitations).toEqual([]);
  });

  it('an address that is a member already is 409', async () => {
    await expect(invite(anna.email, 'viewer')).rejects.toMatchObject({ status: 409 });
  });

  it('revoked → accept is 410 and no membership is made', async () => {
    const row = await invite(bob.email, 'viewer');
    const revoked = await revokeInvitation(await asMember(farmId, owner.username), row.invitation_id);
    expect(revoked).toMatchObject({ row: { state: 'revoked' }, changed: true });
    // The same revoke again answers it revoked, and changes nothing.
    const again = await revokeInvitation(await asMember(farmId, owner.username), row.invitation_id);
    expect(again).toMatchObject({ row: { state: 'revoked' }, changed: false });
    const res = await accept(bob, row.invitation_id);
    expect(res.status).toBe(410);
    expect(res.body.error).toMatch(/revoked/);
    expect(await getItem(teamKeys.member(farmId, bob.username).PK, teamKeys.member(farmId, bob.username).SK)).toBe(
      undefined,
    );
  });

  it('expired (older than 14 days) → accept is 410, and it is no longer listed', async () => {
    const long = new Date(Date.now() - 15 * 86_400_000);
    const row = await inviteMember(
      await asMember(farmId, owner.username),
      { email: bob.email, role: 'viewer' },
      { people: peopleReader(), mailer: silentMailer, siteUrl: undefined },
      long,
    );
    expect((await getInvitation(row.invitation_id))?.state).toBe('pending');
    const res = await accept(bob, row.invitation_id);
    expect(res.status).toBe(410);
    expect(res.body.error).toMatch(/expired/);
    expect((await userApi(stack, bob).get('/api/v2/invitations')).body.data.invitations).toEqual([]);
    // An expired invitation no longer blocks inviting the address again.
    const fresh = await invite(bob.email, 'viewer');
    expect(fresh.state).toBe('pending');
    await revokeInvitation(await asMember(farmId, owner.username), fresh.invitation_id);
  });

  it('an unknown invitation id is 404; a malformed one or __proto__ is 400', async () => {
    expect((await accept(bob, 'inv_AAAAAAAAAAAA')).status).toBe(404);
    for (const id of ['__proto__', 'constructor', 'inv_short']) {
      const res = await accept(bob, id);
      expect(res.status, id).toBe(400);
      expect(res.body.error ?? res.body.message).toMatch(/invitation_id/);
    }
  });

  it(`refuses more than ${MAX_FARM_MEMBERS} members, pending invitations included`, async () => {
    const ctx = await asMember(farmId, owner.username);
    const deps = { people: peopleReader(), mailer: silentMailer, siteUrl: undefined };
    const listed = await listMembers(ctx, peopleReader());
    const room = MAX_FARM_MEMBERS - listed.members.length - listed.invitations.length;
    const made: string[] = [];
    for (let i = 0; i < room; i++)
      made.push((await inviteMember(ctx, { email: `many${i}@example.com`, role: 'viewer' }, deps)).invitation_id);
    await expect(inviteMember(ctx, { email: 'one-more@example.com', role: 'viewer' }, deps)).rejects.toMatchObject({
      status: 409,
    });
    for (const id of made) await revokeInvitation(ctx, id);
    expect((await listMembers(ctx, peopleReader())).invitations).toHaveLength(listed.invitations.length);
  });

  it('an invitation whose e-mail cannot be sent is revoked, so the address can be invited again', async () => {
    const ctx = await asMember(farmId, owner.username);
    const failing = { email: async () => Promise.reject(new Error('SES said no')) };
    await expect(
      inviteMember(
        ctx,
        { email: 'bounce@example.com', role: 'viewer' },
        { people: peopleReader(), mailer: failing, siteUrl: undefined },
      ),
    ).rejects.toMatchObject({ status: 502 });
    const again = await inviteMember(
      ctx,
      { email: 'bounce@example.com', role: 'viewer' },
      { people: peopleReader(), mailer: silentMailer, siteUrl: undefined },
    );
    await revokeInvitation(ctx, again.invitation_id);
  });

  it('copies of an invitation whose own item was never written (a crash) list nothing', async () => {
    const orphan = {
      invitation_id: 'inv_orphanorphan',
      farm_id: farmId,
      farm_name: FARM,
      owner: owner.username,
      owner_name: owner.username,
      email: bob.email,
      role: 'viewer' as const,
      invited_by: owner.username,
      created_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      state: 'pending' as const,
    };
    await putInvitation(orphan);
    const k = teamKeys.invitation(orphan.invitation_id);
    await import('../../lambdas/platform/aws/items').then((m) => m.deleteItem(k.PK, k.SK));
    expect((await userApi(stack, bob).get('/api/v2/invitations')).body.data.invitations).toEqual([]);
    const listed = await listMembers(await asMember(farmId, owner.username), peopleReader());
    expect(listed.invitations.map((i) => i.invitation_id)).not.toContain(orphan.invitation_id);
  });
});

describe('roles, removal and leaving', () => {
  it('the owner changes a role; the owner’s own role cannot change', async () => {
    const ctx = await asMember(farmId, owner.username);
    const { row, from } = await changeMemberRole(ctx, anna.username, 'manager', peopleReader());
    expect(row).toMatchObject({ member: anna.username, role: 'manager' });
    expect(from).toBe('advisor');
    expect((await myFarms(anna)).find((f) => f.farm_id === farmId)?.role).toBe('manager');
    await expect(changeMemberRole(ctx, owner.username, 'viewer', peopleReader())).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^member:/),
    });
    for (const name of ['__proto__', 'constructor', bob.username])
      await expect(changeMemberRole(ctx, name, 'viewer', peopleReader())).rejects.toMatchObject({ status: 404 });
  });

  it('a member cannot remove another; the owner cannot leave', async () => {
    const asAnna = await asMember(farmId, anna.username);
    await expect(removeMember(asAnna, owner.username)).rejects.toMatchObject({ status: 400 });
    const ctx = await asMember(farmId, owner.username);
    await expect(removeMember(ctx, owner.username)).rejects.toMatchObject({ status: 400 });
    await expect(removeMember(ctx, '__proto__')).rejects.toMatchObject({ status: 404 });
  });

  it('removal: the membership goes first; a list copy left by a crash shows nothing', async () => {
    // A crash right after the first write of a removal: THE membership gone, the copy still there.
    await deleteMember(farmId, anna.username);
    expect((await myFarms(anna)).map((f) => f.farm_id)).not.toContain(farmId);
    // The same removal again completes it (404: there was no membership left to remove).
    const ctx = await asMember(farmId, owner.username);
    await expect(removeMember(ctx, anna.username)).rejects.toMatchObject({ status: 404 });
    const copy = teamKeys.membershipOf(anna.username, farmId);
    expect(await getItem(copy.PK, copy.SK)).toBe(undefined);
  });

  it('a member leaves (removes themself)', async () => {
    const row = await invite(bob.email, 'viewer');
    expect((await accept(bob, row.invitation_id)).status).toBe(200);
    expect((await myFarms(bob)).map((f) => f.farm_id)).toContain(farmId);
    expect(await removeMember(await asMember(farmId, bob.username), bob.username)).toEqual({ removed: bob.username });
    expect((await myFarms(bob)).map((f) => f.farm_id)).not.toContain(farmId);
    await expect(asMember(farmId, bob.username)).rejects.toThrow(/not a member/);
  });

  it('a deleted farm drops out of its members’ lists', async () => {
    const other = await grower();
    await userApi(stack, other).json('POST', '/api/farm/addFarm', { farmName: 'Gone Farm' });
    const gone = (await myFarms(other)).find((f) => f.name === 'Gone Farm')!.farm_id as string;
    const deps = { people: peopleReader(), mailer: silentMailer, siteUrl: undefined };
    const row = await inviteMember(await asMember(gone, other.username), { email: bob.email, role: 'viewer' }, deps);
    expect((await accept(bob, row.invitation_id)).status).toBe(200);
    expect((await myFarms(bob)).map((f) => f.farm_id)).toContain(gone);
    const pending = await inviteMember(
      await asMember(gone, other.username),
      { email: anna.email, role: 'viewer' },
      deps,
    );
    expect((await userApi(stack, anna).get('/api/v2/invitations')).body.data.invitations).toHaveLength(1);
    const del = await userApi(stack, other).del(`/api/farm/${other.username}/Gone%20Farm`);
    expect(del.status).toBe(200);
    expect((await myFarms(bob)).map((f) => f.farm_id)).not.toContain(gone);
    // Its pending invitation leads nowhere: not listed, and its link answers 410.
    expect((await userApi(stack, anna).get('/api/v2/invitations')).body.data.invitations).toEqual([]);
    const res = await accept(anna, pending.invitation_id);
    expect(res.status).toBe(410);
    expect(res.body.error).toMatch(/no longer exists/);
    // Made again under the same name, it is another farm: the old invitation still leads nowhere.
    await userApi(stack, other).json('POST', '/api/farm/addFarm', { farmName: 'Gone Farm' });
    expect((await accept(anna, pending.invitation_id)).status).toBe(410);
    expect((await myFarms(bob)).map((f) => f.farm_id)).not.toContain(gone);
  });
});
