/**
 * Advisors' notes and the audit log on the local stack: a note written on a field or zone reaches
 * every other member of the farm (in-app, and by e-mail per their preferences), nobody twice, a
 * crash before the members were told healed by the next list; bad input is a 400 naming the field;
 * another grower's field is a 404; a viewer is refused (403). The audit log records each note and
 * reads newest first, 50 a page, for the owner and managers only; the admin users page lists each
 * account's memberships.
 *
 * Members are written as the teams service writes them (test/support/teams.ts); a member's
 * request names the farm by its header, so the dispatcher reads the membership and checks the role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_PREFERENCES } from '@shared/alerts/preferences';
import { FARM_HEADER, FARM_ID_RE } from '@shared/teams/constants';
import type { FarmRole } from '@shared/teams/roles';
import { getItem, keys, putItem } from '../../lambdas/platform/aws/items';
import { teamKeys } from '../../lambdas/platform/aws/table-schema';
import type { Caller } from '../../lambdas/platform/auth';
import { sendNotice } from '../../lambdas/alerts';
import { createNote, fieldNotes } from '../../lambdas/teams/services/notes';
import { putNote } from '../../lambdas/teams/adapters/notes';
import { AUDIT_PAGE, farmAudit } from '../../lambdas/teams/services/audit';
import {
  adminToken,
  api,
  newGrower,
  startTestStack,
  type Body,
  type Res,
  type TestStack,
} from '../support/local-stack';
import { buildField, buildZone } from '../support/management';
import { addMember, farmIdOf } from '../support/teams';

type Who = { username: string; token: string; email: string };
let stack: TestStack;
let owner: Who;
let manager: Who;
let advisor: Who;
let viewer: Who;
let stranger: Who;
let farmId: string;
let fieldId: string;
let zoneId: string;
let otherFieldZone: string;
const FARM = 'Notes Farm';

const call = (who: Who, method: string, path: string, json?: unknown) =>
  api(stack, method, path, { token: who.token, ...(json === undefined ? {} : { json }) }) as Promise<Res>;
const said = (res: Res) => String(res.body.error ?? res.body.err);

async function grower(): Promise<Who> {
  const g = await newGrower(stack);
  return { username: g.username, token: g.tokens.IdToken!, email: `${g.username}@example.com` };
}

const join = (who: Who, role: FarmRole) => addMember(farmId, who.username, role);
/** A member's request in the owner's farm (the farm header: the dispatcher reads the membership). */
const inFarm = (who: Who, method: string, path: string, json?: unknown) =>
  api(stack, method, path, {
    token: who.token,
    headers: { [FARM_HEADER]: farmId },
    ...(json === undefined ? {} : { json }),
  }) as Promise<Res>;

/** The caller the dispatcher builds for a member acting in the owner's farm. */
const asMember = (who: Who, role: FarmRole): Caller => ({
  userName: owner.username,
  groups: [],
  group: 'user',
  isAdmin: false,
  subscription: null,
  farm: { farmId, farmName: FARM, owner: owner.username, member: who.username, role, readOnly: false },
});

const notesOf = async (who: Who) =>
  ((await call(who, 'GET', '/api/v2/notifications?kind=note')).body.data.notifications as Body[]) ?? [];
const mailTo = (who: Who) => stack.outbox.list(who.email).filter((m) => m.channel === 'email');

beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  [owner, manager, advisor, viewer, stranger] = await Promise.all([grower(), grower(), grower(), grower(), grower()]);
  const field = await call(owner, 'POST', '/api/field/addField', buildField({ farmName: FARM, fieldName: 'North' }));
  expect(field.status, JSON.stringify(field.body)).toBe(201);
  fieldId = (field.body.data as Body).field_id;
  const zone = await call(owner, 'POST', `/api/v2/zone/${fieldId}`, buildZone({ zoneName: 'Block A' }));
  expect(zone.status, JSON.stringify(zone.body)).toBe(201);
  zoneId = zone.body.data.id;
  const other = await call(owner, 'POST', '/api/field/addField', buildField({ farmName: FARM, fieldName: 'South' }));
  const otherZone = await call(
    owner,
    'POST',
    `/api/v2/zone/${other.body.data.field_id}`,
    buildZone({ zoneName: 'Block Z' }),
  );
  otherFieldZone = otherZone.body.data.id;
  farmId = await farmIdOf(owner.username, FARM);
  await join(manager, 'manager');
  await join(advisor, 'advisor');
  await join(viewer, 'viewer');
  // The manager reads moisture alerts in the app only: a note reaches them in the app only.
  const prefs = await call(manager, 'PUT', '/api/v2/alerts/preferences', {
    ...DEFAULT_ALERT_PREFERENCES,
    channels: { ...DEFAULT_ALERT_PREFERENCES.channels, moisture: ['in-app'] },
  });
  expect(prefs.status, JSON.stringify(prefs.body)).toBe(200);
});
afterAll(async () => {
  await stack?.close();
});

describe('a note written by an advisor', () => {
  it('reaches the owner, the manager and the viewer in the app, and by e-mail whom their preferences say', async () => {
    const note = await createNote(
      asMember(advisor, 'advisor'),
      fieldId,
      { text: 'Block A is drying fast at 50 cm.', zone_id: zoneId, advice: { mm: 25, by: '2026-12-03' } },
      sendNotice,
    );
    expect(note).toMatchObject({
      field_id: fieldId,
      zone_id: zoneId,
      author: advisor.username,
      author_name: advisor.username,
      role: 'advisor',
      advice: { mm: 25, by: '2026-12-03' },
    });
    for (const who of [owner, manager, viewer]) {
      const mine = await notesOf(who);
      expect(mine, who.username).toHaveLength(1);
      expect(mine[0]).toMatchObject({ kind: 'note', field_id: fieldId, read: false });
      expect(mine[0]!.title).toBe(`Note from ${advisor.username} (advisor) on North, zone Block A`);
      expect(mine[0]!.body).toContain('Irrigate 25 mm by 3 Dec.');
      expect(mine[0]!.path).toBe(`/app/Home/Dashboard?field=${fieldId}`);
      // A member's copy opens in the shared farm; the owner's own is their own account's.
      expect(mine[0]!.farm_id).toBe(who === owner ? null : farmId);
    }
    // The author is not told of their own note; the bell counts it for the others.
    expect(await notesOf(advisor)).toEqual([]);
    expect((await call(owner, 'GET', '/api/v2/notifications/unread')).body.data.unread).toBe(1);
    // E-mail: the owner and the viewer keep the default (moisture by e-mail); the manager chose the app only.
    expect(mailTo(owner)).toHaveLength(1);
    expect(mailTo(owner)[0]!.text).toContain('Block A is drying fast at 50 cm.');
    expect(mailTo(owner)[0]!.text).toContain('Irrigate 25 mm by 3 Dec.');
    expect(mailTo(viewer)).toHaveLength(1);
    expect(mailTo(manager)).toEqual([]);
    expect(mailTo(advisor)).toEqual([]);
  });

  it('is listed on the field, newest first, by the owner through the API', async () => {
    const later = await createNote(asMember(manager, 'manager'), fieldId, { text: 'Pump serviced.' }, sendNotice);
    const list = await call(owner, 'GET', `/api/v2/fields/${fieldId}/notes`);
    expect(list.status).toBe(200);
    const rows = list.body.data as Body[];
    expect(rows[0]).toEqual(later);
    expect(rows.map((r) => r.role)).toEqual(['manager', 'advisor']);
    expect(rows[1]!.advice).toEqual({ mm: 25, by: '2026-12-03' });
    // The same answer for a member reading in the farm.
    expect(await fieldNotes(asMember(viewer, 'viewer'), fieldId, sendNotice)).toEqual(rows);
  });
});

describe('the owner’s own notes through the API', () => {
  it('are written as the owner, and tell the farm’s members', async () => {
    const before = (await notesOf(advisor)).length;
    const res = await call(owner, 'POST', `/api/v2/fields/${fieldId}/notes`, { text: '  Harvest next week.  ' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      text: 'Harvest next week.',
      author: owner.username,
      role: 'owner',
      zone_id: null,
    });
    expect(await notesOf(advisor)).toHaveLength(before + 1);
    expect((await notesOf(owner)).some((n) => n.title.includes('(owner)'))).toBe(false);
  });

  it('refuse bad input with a 400 naming the field, and write nothing', async () => {
    const count = async () =>
      ((await call(owner, 'GET', `/api/v2/fields/${fieldId}/notes`)).body.data as Body[]).length;
    const before = await count();
    const bad: [unknown, RegExp][] = [
      [{ text: '   ' }, /text/],
      [{ text: 'x'.repeat(2001) }, /text/],
      [{ text: 'ok', advice: { mm: 1e300, by: '2026-12-03' } }, /mm/],
      [{ text: 'ok', advice: { mm: 1e-200, by: '2026-12-03' } }, /mm/],
      [{ text: 'ok', advice: { mm: 20, by: '2026-02-30' } }, /by/],
      [{ text: 'ok', advice: { mm: 20 } }, /by/],
      [{ text: 'ok', zone_id: '' }, /zone_id/],
      [{ text: 'ok', author: 'someone-else' }, /author/],
      [{ text: 'ok', __proto__: { role: 'owner' }, constructor: 1 }, /constructor/],
    ];
    for (const [body, field] of bad) {
      const res = await call(owner, 'POST', `/api/v2/fields/${fieldId}/notes`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(said(res), JSON.stringify(body)).toMatch(field);
    }
    expect(await count()).toBe(before);
  });

  it('on a zone of another field, or a zone that does not exist: 404, nothing written', async () => {
    const before = (await call(owner, 'GET', `/api/v2/fields/${fieldId}/notes`)).body.data;
    for (const zone of [otherFieldZone, 'no-such-zone', '__proto__', 'constructor']) {
      const res = await call(owner, 'POST', `/api/v2/fields/${fieldId}/notes`, { text: 'x', zone_id: zone });
      expect(res.status, zone).toBe(404);
      expect(said(res)).toMatch(/zone not found/i);
    }
    expect((await call(owner, 'GET', `/api/v2/fields/${fieldId}/notes`)).body.data).toEqual(before);
  });

  it('are not another grower’s: their field id is a 404 to read and to write', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', { text: 'mine now' }],
    ] as const) {
      const res = await call(stranger, method, `/api/v2/fields/${fieldId}/notes`, body);
      expect(res.status, method).toBe(404);
    }
    for (const id of ['__proto__', 'constructor', 'nope']) {
      expect((await call(owner, 'GET', `/api/v2/fields/${id}/notes`)).status, id).toBe(404);
    }
  });

  it('a field nobody wrote a note on has none', async () => {
    const f = await call(stranger, 'POST', '/api/field/addField', buildField({ fieldName: 'Lone' }));
    expect((await call(stranger, 'GET', `/api/v2/fields/${f.body.data.field_id}/notes`)).body.data).toEqual([]);
  });
});

describe('a crash before the members were told', () => {
  it('is healed by the next list of the field’s notes, nobody told twice', async () => {
    const at = new Date().toISOString();
    await putNote({
      note_id: 'nt_crashedcrash',
      farm_id: farmId,
      field_id: fieldId,
      text: 'Written, then the function died.',
      author: advisor.username,
      author_name: advisor.username,
      role: 'advisor',
      created_at: at,
      told: false,
    });
    const has = async (who: Who) =>
      (await notesOf(who)).filter((n) => n.body.includes('then the function died')).length;
    expect(await has(owner)).toBe(0);
    await call(owner, 'GET', `/api/v2/fields/${fieldId}/notes`);
    expect(await has(owner)).toBe(1);
    expect(await has(manager)).toBe(1);
    await call(owner, 'GET', `/api/v2/fields/${fieldId}/notes`);
    expect(await fieldNotes(asMember(viewer, 'viewer'), fieldId, sendNotice)).toHaveLength(4);
    expect(await has(owner)).toBe(1);
    expect(await has(advisor)).toBe(0);
    expect(mailTo(owner).filter((m) => m.text.includes('then the function died'))).toHaveLength(1);
  });
});

describe('members through the API, the farm named by its header', () => {
  it('an advisor writes a note (201, as themself), the owner is told; a viewer is refused (403)', async () => {
    const notesNow = async () =>
      ((await call(owner, 'GET', `/api/v2/fields/${fieldId}/notes`)).body.data as Body[]).length;
    const before = await notesNow();
    const ownerTold = (await notesOf(owner)).length;
    const res = await inFarm(advisor, 'POST', `/api/v2/fields/${fieldId}/notes`, {
      text: 'Through the API.',
      zone_id: zoneId,
      advice: { mm: 10, by: '2026-12-10' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ author: advisor.username, role: 'advisor', zone_id: zoneId });
    expect(await notesOf(owner)).toHaveLength(ownerTold + 1);
    expect(await notesNow()).toBe(before + 1);

    const refused = await inFarm(viewer, 'POST', `/api/v2/fields/${fieldId}/notes`, { text: 'A viewer writes.' });
    expect(refused.status).toBe(403);
    expect(said(refused)).toMatch(/viewer/);
    expect(await notesNow()).toBe(before + 1);
    // The viewer reads them, as the owner does.
    const read = await inFarm(viewer, 'GET', `/api/v2/fields/${fieldId}/notes`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual((await call(owner, 'GET', `/api/v2/fields/${fieldId}/notes`)).body.data);
  });

  it('a stranger naming the farm is a 404; a member naming another farm’s field is a 404', async () => {
    for (const method of ['GET', 'POST']) {
      const res = await inFarm(
        stranger,
        method,
        `/api/v2/fields/${fieldId}/notes`,
        method === 'POST' ? { text: 'x' } : undefined,
      );
      expect(res.status, method).toBe(404);
    }
    const elsewhere = await call(owner, 'POST', '/api/field/addField', buildField({ farmName: 'Other Farm' }));
    const otherField = elsewhere.body.data.field_id;
    expect((await inFarm(advisor, 'POST', `/api/v2/fields/${otherField}/notes`, { text: 'x' })).status).toBe(404);
    expect((await inFarm(advisor, 'GET', `/api/v2/fields/${otherField}/notes`)).status).toBe(404);
    expect((await call(owner, 'GET', `/api/v2/fields/${otherField}/notes`)).body.data).toEqual([]);
  });
});

describe('the audit log', () => {
  it('records each note, its author and role; owner and managers read it, advisors and viewers not', async () => {
    const path = `/api/v2/farms/${farmId}/audit`;
    const res = await call(owner, 'GET', path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const notes = (res.body.data as Body[]).filter((r) => r.what === 'note');
    expect(notes.length).toBeGreaterThan(0);
    expect(notes[0]).toMatchObject({ actor: advisor.username, role: 'advisor', verb: 'created' });
    expect(notes[0]!.summary).toBe(`${advisor.username} (advisor) wrote a note on zone ${zoneId} of field ${fieldId}.`);
    expect((await call(manager, 'GET', path)).body).toEqual(res.body);
    for (const who of [advisor, viewer]) expect((await call(who, 'GET', path)).status, who.username).toBe(403);
    expect((await call(stranger, 'GET', path)).status).toBe(404);
    for (const before of ['__proto__', '', 'zzzz', '0']) {
      const page = await call(owner, 'GET', `${path}?before=${encodeURIComponent(before)}`);
      expect(page.status, before).toBe(200);
    }
    expect((await call(owner, 'GET', `${path}?before=${'x'.repeat(65)}`)).status).toBe(400);
  });

  it('reads newest first, 50 a page, the next page below the last one', async () => {
    // A farm of its own, so only these entries are in it.
    const pagedFarm = 'fm_pagingtest12';
    const base = Date.parse('2026-11-01T00:00:00Z');
    for (let i = 0; i < 120; i++) {
      const at = new Date(base + i * 60_000).toISOString();
      await putItem({
        ...teamKeys.audit(pagedFarm, at, `a${String(i).padStart(3, '0')}`),
        at,
        actor: i % 2 ? manager.username : owner.username,
        role: i % 2 ? 'manager' : 'owner',
        verb: 'changed',
        what: 'zone',
        target: zoneId,
        summary: `change ${i}`,
      });
    }
    const ownerCaller: Caller = {
      ...asMember(owner, 'owner'),
      farm: { ...asMember(owner, 'owner').farm!, farmId: pagedFarm, role: 'owner' },
    };
    const seen: string[] = [];
    let before: string | undefined;
    const sizes: number[] = [];
    do {
      const page = await farmAudit(ownerCaller, pagedFarm, before);
      sizes.push(page.data.length);
      seen.push(...page.data.map((r) => r.summary));
      before = page.next ?? undefined;
    } while (before);
    expect(sizes).toEqual([AUDIT_PAGE, AUDIT_PAGE, 20]);
    expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => `change ${119 - i}`));
    const first = await farmAudit(ownerCaller, pagedFarm, undefined);
    expect(first.data[0]).toEqual({
      at: new Date(base + 119 * 60_000).toISOString(),
      actor: manager.username,
      role: 'manager',
      verb: 'changed',
      what: 'zone',
      target: zoneId,
      summary: 'change 119',
    });
  });

  it('is only the farm the request acts in', async () => {
    const otherFarm = 'fm_AAAAAAAAAAAA';
    await expect(farmAudit(asMember(manager, 'manager'), otherFarm, undefined)).rejects.toMatchObject({ status: 404 });
    const { farm: _farm, ...noFarm } = asMember(owner, 'owner');
    await expect(farmAudit(noFarm, farmId, undefined)).rejects.toMatchObject({ status: 404 });
  });
});

describe('the admin users page', () => {
  it('lists each account’s memberships: farm, owner, role; a copy its farm no longer carries is left out', async () => {
    // A copy left by a farm made again under the same name (another id): it grants nothing, shows nothing.
    await putItem({
      ...teamKeys.membershipOf(viewer.username, 'fm_stalestale0'),
      farm_id: 'fm_stalestale0',
      role: 'manager',
      owner: owner.username,
      farm_name: FARM,
    });
    const admin = { ...stranger, token: await adminToken(stack, stranger.username) };
    const res = await call(admin, 'GET', '/api/v2/admin/users');
    expect(res.status).toBe(200);
    const rows = new Map((res.body.data as Body[]).map((r) => [r.userName, r.memberships]));
    const farm = { farm_id: farmId, farm_name: FARM, owner: owner.username };
    // Every farm has its id once anything was made in it (its audit log needs one): the owner's two.
    const other = await getItem<{ farm_id: string }>(keys.user(owner.username), keys.farm('Other Farm'));
    expect(rows.get(owner.username)).toEqual([
      { ...farm, role: 'owner' },
      { farm_id: other!.farm_id, farm_name: 'Other Farm', owner: owner.username, role: 'owner' },
    ]);
    expect(rows.get(manager.username)).toEqual([{ ...farm, role: 'manager' }]);
    expect(rows.get(advisor.username)).toEqual([{ ...farm, role: 'advisor' }]);
    expect(rows.get(viewer.username)).toEqual([{ ...farm, role: 'viewer' }]);
    expect(rows.get(stranger.username)).toEqual([
      { farm_id: expect.stringMatching(FARM_ID_RE), farm_name: 'Home Farm', owner: stranger.username, role: 'owner' },
    ]);
    // Not for anyone else.
    expect((await call(owner, 'GET', '/api/v2/admin/users')).status).toBe(403);
  });
});
