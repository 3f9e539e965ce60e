/**
 * The team routes through the local gateway, with the dispatcher's membership check in front
 * (lambdas/platform/farm-access): invite → the e-mail → accept → the farm list; roles; removal
 * takes effect on the member's next request; leaving; revoke; bad input; intruders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FARM_ID_RE } from '@shared/teams/constants';
import { queryPrefix } from '../../lambdas/platform/aws/items';
import { buildField } from '../support/management';
import { newGrower, startTestStack, userApi, type Body, type TestStack } from '../support/local-stack';

let stack: TestStack;
type Who = { username: string; token: string; email: string };
let owner: Who;
let maria: Who;
let vic: Who;
let stranger: Who;
let farmId: string;
const FARM = 'Shared Farm';

async function grower(): Promise<Who> {
  const g = await newGrower(stack);
  return { username: g.username, token: g.tokens.IdToken!, email: `${g.username}@example.com` };
}

const as = (who: Who) => userApi(stack, who);
const members = (id = farmId) => `/api/v2/farms/${id}/members`;
const farmsOf = async (who: Who) => (await as(who).get('/api/v2/farms')).body.data as Body[];

/** The invitation link in the newest e-mail to `who`: its id. */
function invitationIn(who: Who): string {
  const mail = stack.outbox.list(who.email).find((m) => m.channel === 'email');
  // The link is the site's own page (the local stack's SITE_URL is its gateway, which serves the app).
  const id = new RegExp(`${stack.url}/invite/(inv_[A-Za-z0-9_-]{12})`).exec(mail?.text ?? '')?.[1];
  if (!id) throw new Error(`no invitation e-mail to ${who.email}`);
  return id;
}

async function join(who: Who, role: 'manager' | 'advisor' | 'viewer'): Promise<void> {
  const invited = await as(owner).json('POST', members(), { email: who.email, role });
  expect(invited.status).toBe(201);
  const accepted = await as(who).json('POST', `/api/v2/invitations/${invitationIn(who)}/accept`, {});
  expect(accepted.status).toBe(200);
}

beforeAll(async () => {
  stack = await startTestStack();
  [owner, maria, vic, stranger] = await Promise.all([grower(), grower(), grower(), grower()]);
  expect((await as(owner).json('POST', '/api/field/addField', buildField({ farmName: FARM }))).status).toBe(201);
  farmId = (await farmsOf(owner)).find((f) => f.name === FARM)!.farm_id as string;
  expect(farmId).toMatch(FARM_ID_RE);
});
afterAll(async () => {
  await stack?.close();
});

describe('invite → e-mail → accept', () => {
  it('the owner invites; the invitee accepts from the e-mail’s link and sees the farm with the role', async () => {
    await join(maria, 'manager');
    expect(await farmsOf(maria)).toEqual([
      expect.objectContaining({ farm_id: farmId, name: FARM, owner: owner.username, role: 'manager' }),
    ]);
    const listed = await as(owner).get(members());
    expect(listed.status).toBe(200);
    expect((listed.body.data.members as Body[]).map((m) => [m.member, m.role])).toEqual([
      [owner.username, 'owner'],
      [maria.username, 'manager'],
    ]);
  });

  it('the same invitation twice is 409', async () => {
    expect((await as(owner).json('POST', members(), { email: vic.email, role: 'viewer' })).status).toBe(201);
    const again = await as(owner).json('POST', members(), { email: vic.email.toUpperCase(), role: 'advisor' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/email/);
  });

  it('bad input is a 400 naming the field, and invites nobody', async () => {
    for (const [body, field] of [
      [{ email: 'x@example.com', role: 'owner' }, 'role'],
      [{ email: '', role: 'viewer' }, 'email'],
      [{ email: 'not-an-address', role: 'viewer' }, 'email'],
      [{ email: 'y@example.com', role: 'viewer', __proto__: { role: 'owner' }, constructor: 'x' }, ''],
    ] as const) {
      const res = await as(owner).json('POST', members(), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(String(res.body.error ?? res.body.message)).toContain(field);
    }
    const pending = (await as(owner).get(members())).body.data.invitations as Body[];
    expect(pending.map((i) => i.email)).toEqual([vic.email]);
  });

  it('a manager may read the members but not invite (403); a stranger gets 404', async () => {
    expect((await as(maria).get(members())).status).toBe(200);
    expect((await as(maria).json('POST', members(), { email: 'z@example.com', role: 'viewer' })).status).toBe(403);
    expect((await as(stranger).get(members())).status).toBe(404);
    expect((await as(stranger).json('POST', members(), { email: 'z@example.com', role: 'viewer' })).status).toBe(404);
  });

  it('another farm’s invitation cannot be revoked through this farm (404), and stays pending', async () => {
    await as(stranger).json('POST', '/api/farm/addFarm', { farmName: 'Other Farm' });
    const theirs = (await farmsOf(stranger)).find((f) => f.name === 'Other Farm')!.farm_id as string;
    const made = await as(stranger).json('POST', members(theirs), { email: 'guest@example.com', role: 'viewer' });
    expect(made.status).toBe(201);
    const id = made.body.data.invitation_id as string;
    expect((await as(owner).del(`/api/v2/farms/${farmId}/invitations/${id}`)).status).toBe(404);
    expect((await as(owner).del(`/api/v2/farms/${theirs}/invitations/${id}`)).status).toBe(404);
    const pending = (await as(stranger).get(members(theirs))).body.data.invitations as Body[];
    expect(pending.map((i) => [i.invitation_id, i.state])).toEqual([[id, 'pending']]);
  });

  it('revoke → the link answers 410', async () => {
    const id = invitationIn(vic);
    const revoked = await as(owner).del(`/api/v2/farms/${farmId}/invitations/${id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.state).toBe('revoked');
    expect((await as(vic).json('POST', `/api/v2/invitations/${id}/accept`, {})).status).toBe(410);
    expect(await farmsOf(vic)).toEqual([]);
  });
});

describe('roles, removal, leaving', () => {
  it('the owner changes a role; a manager cannot (403); the owner’s own is refused (400)', async () => {
    await join(vic, 'viewer');
    const changed = await as(owner).json('PUT', `${members()}/${vic.username}`, { role: 'advisor' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ member: vic.username, role: 'advisor' });
    expect((await farmsOf(vic))[0]?.role).toBe('advisor');
    expect((await as(maria).json('PUT', `${members()}/${vic.username}`, { role: 'viewer' })).status).toBe(403);
    const own = await as(owner).json('PUT', `${members()}/${owner.username}`, { role: 'viewer' });
    expect(own.status).toBe(400);
    expect(own.body.error).toMatch(/member/);
  });

  it('__proto__ or constructor as a member name is 404, never a crash', async () => {
    for (const name of ['__proto__', 'constructor'])
      for (const res of [
        await as(owner).json('PUT', `${members()}/${name}`, { role: 'viewer' }),
        await as(owner).del(`${members()}/${name}`),
      ])
        expect(res.status, name).toBe(404);
  });

  it('removed: the member’s very next request to the farm is 404, and the farm leaves their list', async () => {
    expect((await as(vic).get(members())).status).toBe(403);
    const removed = await as(owner).del(`${members()}/${vic.username}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ removed: vic.username });
    expect((await as(vic).get(members())).status).toBe(404);
    expect((await as(vic).del(`${members()}/${vic.username}`)).status).toBe(404);
    expect(await farmsOf(vic)).toEqual([]);
  });

  it('a member cannot remove another (403); they can leave; the owner cannot leave (400)', async () => {
    await join(vic, 'viewer');
    expect((await as(vic).del(`${members()}/${maria.username}`)).status).toBe(403);
    expect((await as(maria).del(`${members()}/${vic.username}`)).status).toBe(403);
    const left = await as(vic).del(`${members()}/${vic.username}`);
    expect(left.status).toBe(200);
    expect(await farmsOf(vic)).toEqual([]);
    expect((await as(owner).del(`${members()}/${owner.username}`)).status).toBe(400);
  });

  it('each change left an audit entry saying who did what, from which role', async () => {
    const entries = await queryPrefix<Body>(`AUDIT#${farmId}`, '');
    const said = entries.map((e) => `${e.actor}|${e.role}|${e.verb}|${e.what}|${e.target}`);
    expect(said).toContain(`${owner.username}|owner|created|invitation|${maria.email}`);
    expect(said).toContain(`${maria.username}|manager|created|member|${maria.username}`);
    expect(said).toContain(`${owner.username}|owner|changed|role|${vic.username}`);
    expect(said).toContain(`${owner.username}|owner|deleted|member|${vic.username}`);
    expect(said).toContain(`${vic.username}|viewer|deleted|member|${vic.username}`);
  });
});
