/**
 * Alerts of a shared farm on the local stack: each member receives the farm's alerts by their own
 * choice per farm (else their role's default), by their own channels, quiet hours and mutes, in
 * their own bell and mailbox; members are read from the memberships at delivery.
 */
import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.FORECASTS = 'off';
});
import type { FarmRole } from '@shared/teams/roles';
import { deleteItem, putItem } from '../../lambdas/platform/aws/items';
import { teamKeys } from '../../lambdas/platform/aws/table-schema';
import { ensureFarmId } from '../../lambdas/platform/farm-access/farm-ids';
import { api, logIn, newGrower, startTestStack, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm, buildZone } from '../support/management';

type Body = Record<string, any>;
let stack: TestStack;

interface Person {
  username: string;
  token: string;
  email: string;
}

/** Clay: the refill point is 32.5 % at 10 cm. */
const WET = 38;
const DRY = 30;
const FARM = 'Shared Farm';

let owner: Person;
let farmId: string;
let fieldId: string;
let sensorId: string;
let credential: string;
const members = {} as Record<Exclude<FarmRole, 'owner'>, Person>;

async function person(): Promise<Person> {
  const g = await newGrower(stack);
  return { username: g.username, token: g.tokens.IdToken!, email: `${g.username}@example.com` };
}

/** A membership as the teams service writes it: THE item, then the member's list copy. */
async function join(member: Person, role: FarmRole) {
  const since = new Date().toISOString();
  await putItem({
    ...teamKeys.member(farmId, member.username),
    member: member.username,
    role,
    owner: owner.username,
    farm_name: FARM,
    since,
  });
  await putItem({
    ...teamKeys.membershipOf(member.username, farmId),
    farm_id: farmId,
    role,
    owner: owner.username,
    farm_name: FARM,
  });
}

let clock = Date.now() - 2 * 3_600_000;
async function ingest(cap50: number, extra: Record<string, number> = {}) {
  clock += 60_000;
  const reading = {
    sensor_id: sensorId,
    time: new Date(clock).toISOString(),
    cap50,
    cap100: 35,
    cap150: 36,
    temperature: 18,
    battery_vol: 3.9,
    ...extra,
  };
  const res = await fetch(`${stack.url}/api/v2/ingest`, {
    method: 'POST',
    headers: { authorization: `Gateway ${credential}`, 'content-type': 'application/json' },
    body: JSON.stringify({ readings: [reading] }),
  });
  expect(res.status).toBe(200);
}

/** The in-app notifications of a person (their own bell), newest first. */
const notes = async (p: Person) =>
  ((await api(stack, 'GET', '/api/v2/notifications', { token: p.token })).body as Body).data.notifications as Body[];
/** The same, as "kind phase". */
const bell = async (p: Person) => (await notes(p)).map((n) => `${n.kind} ${n.phase}`);
const mail = (p: Person) => stack.outbox.list(p.email).filter((m) => m.channel === 'email');
const prefsOf = async (p: Person) =>
  (await api(stack, 'GET', '/api/v2/alerts/preferences', { token: p.token })).body as Body;
const putPrefs = (p: Person, json: Body) => api(stack, 'PUT', '/api/v2/alerts/preferences', { token: p.token, json });

beforeAll(async () => {
  stack = await startTestStack({ alertsEveryMs: 0 });
  owner = await person();
  const field = (
    await api(stack, 'POST', '/api/field/addField', {
      token: owner.token,
      json: buildField({ fieldName: 'Shared Block', farmName: FARM, frost_threshold_c: -10 }),
    })
  ).body.data as Body;
  fieldId = field.field_id;
  expect((await api(stack, 'POST', `/api/v2/zone/${fieldId}`, { token: owner.token, json: buildZone() })).status).toBe(
    201,
  );
  const gatewayId = `gw-${owner.username.slice(-8)}`;
  credential = (await api(stack, 'POST', '/api/v2/gateway', { token: owner.token, json: { gatewayId } })).body
    .credential as string;
  const form = buildSensorForm(fieldId, { gatewayId, alias: 'Row 1' });
  expect((await api(stack, 'POST', '/api/sensor/v2/new', { token: owner.token, form })).status).toBeLessThan(300);
  sensorId = form.sensorId;
  farmId = await ensureFarmId(owner.username, FARM);
  for (const role of ['manager', 'advisor', 'viewer'] as const) {
    members[role] = await person();
    await join(members[role], role);
  }
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

describe('a shared farm’s alerts reach each member by their role’s defaults', () => {
  it('a moisture alert reaches owner, manager and advisor (in-app and e-mail), the viewer not at all', async () => {
    // The manager reads Spanish in US units; the others never chose (English, metric).
    const settings = { units: 'us', locale: 'es' };
    expect((await api(stack, 'PUT', '/api/v2/settings', { token: members.manager.token, json: settings })).status).toBe(
      200,
    );
    await ingest(WET);
    await ingest(DRY);
    for (const p of [owner, members.manager, members.advisor]) {
      expect(await bell(p)).toEqual(['moisture start']);
      expect(mail(p).map((m) => m.subject)).toEqual([expect.stringContaining('Fieldwise: ')]);
    }
    expect(await bell(members.viewer)).toEqual([]);
    expect(mail(members.viewer)).toEqual([]);
    // A member's notification names the shared farm (the app opens it there); the owner's names none.
    expect((await notes(members.advisor))[0]).toMatchObject({ farm_id: farmId, field_id: fieldId });
    expect((await notes(owner))[0]).toMatchObject({ farm_id: null, field_id: fieldId });
    // Each in their own words: the manager's copy in Spanish with inches, the owner's in English with cm.
    const [mine, managers] = [(await notes(owner))[0]!, (await notes(members.manager))[0]!];
    expect(mine.title).toBe('Irrigate zone Zone A now');
    expect(managers.title).toBe('Riega ya: zona Zone A');
    expect(mine.body).toMatch(/is dry, \d+\.\d% at 10 cm, below its refill point of 32\.5%\. Irrigate now\.$/);
    expect(managers.body).toMatch(
      /con el suelo seco, \d+,\d % a 3,9 in, por debajo del umbral de riego \(32,5 %\)\. Riega ya\.$/,
    );
    expect(mail(members.manager)[0]!.subject).toBe(`Fieldwise: ${managers.title}`);
    expect(mail(members.manager)[0]!.text).toContain('Recibes este correo porque tienes las alertas activadas.');
    expect(mail(members.advisor)[0]!.subject).toBe(`Fieldwise: ${mine.title}`);
  });

  it('a battery alert reaches the manager but not the advisor (moisture and forecast only)', async () => {
    await ingest(DRY, { battery_vol: 3.1 });
    expect(await bell(members.manager)).toEqual(['battery start', 'moisture start']);
    expect(await bell(owner)).toEqual(['battery start', 'moisture start']);
    expect(await bell(members.advisor)).toEqual(['moisture start']);
    expect(await bell(members.viewer)).toEqual([]);
  });
});

describe('each member’s own choices', () => {
  it('refuses a farm the caller is no member of, an owner’s own farm and __proto__, and changes nothing', async () => {
    const base = (await prefsOf(members.viewer)).data as Body;
    expect(base.farms).toEqual({});
    const outsider = await person();
    const refused = [
      [outsider, { ...base, farms: { [farmId]: ['moisture'] } }, `farms.${farmId}`],
      [owner, { ...base, farms: { [farmId]: ['moisture'] } }, `farms.${farmId}`],
      [members.viewer, { ...base, farms: { fm_AAAAAAAAAAAA: ['moisture'] } }, 'farms.fm_AAAAAAAAAAAA'],
    ] as const;
    for (const [who, json, field] of refused) {
      const res = await putPrefs(who, json);
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(field);
      expect((await prefsOf(who)).saved).toBe(false);
    }
    const proto = await api(stack, 'PUT', '/api/v2/alerts/preferences', {
      token: members.viewer.token,
      raw:
        `{"channels":${JSON.stringify(base.channels)},"timeZone":"UTC","quietHours":null,"mutes":[],` +
        `"farms":{"__proto__":["moisture"]}}`,
    });
    expect(proto.status).toBe(400);
    expect(proto.body.error).toContain('farms.__proto__');
    expect((await prefsOf(members.viewer)).saved).toBe(false);
  });

  it('a viewer who opts in gets the next moisture alert; an advisor’s quiet hours hold back their e-mail', async () => {
    const viewer = (await prefsOf(members.viewer)).data as Body;
    expect((await putPrefs(members.viewer, { ...viewer, farms: { [farmId]: ['moisture'] } })).status).toBe(200);
    expect((await prefsOf(members.viewer)).data.farms).toEqual({ [farmId]: ['moisture'] });
    // Quiet from an hour ago to an hour from now (UTC), moisture not breaking through: in-app only.
    const advisor = (await prefsOf(members.advisor)).data as Body;
    const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
    const quiet = {
      start: hhmm(Date.now() - 3_600_000),
      end: hhmm(Date.now() + 3_600_000),
      moistureBreaksThrough: false,
    };
    expect((await putPrefs(members.advisor, { ...advisor, timeZone: 'UTC', quietHours: quiet })).status).toBe(200);
    const before = { advisor: mail(members.advisor).length, owner: mail(owner).length };

    await ingest(WET); // back to normal: moisture clear
    expect(await bell(members.viewer)).toEqual(['moisture clear']);
    expect((await bell(members.advisor))[0]).toBe('moisture clear');
    expect(mail(members.advisor)).toHaveLength(before.advisor);
    // The owner's e-mail is not held back by the advisor's quiet hours (moisture and battery cleared).
    const viewerMail = mail(members.viewer);
    expect(viewerMail).toHaveLength(1);
    expect(mail(owner).length).toBeGreaterThan(before.owner);
    expect(mail(owner).map((m) => m.subject)).toContain(viewerMail[0]!.subject);
  });

  it('a member mutes the shared field (theirs to mute) and hears nothing of it; the others still do', async () => {
    const manager = (await prefsOf(members.manager)).data as Body;
    const mutes = [{ fieldId, until: '2099-12-31' }];
    const res = await putPrefs(members.manager, { ...manager, mutes });
    expect(res.status).toBe(200);
    expect((await prefsOf(members.manager)).data.mutes).toEqual(mutes);
    // The mute is not the owner's, nor anyone else's: an outsider may not mute that field.
    const outsider = await person();
    const refused = await putPrefs(outsider, { ...manager, mutes });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('mutes.0.fieldId');

    const managerBefore = (await bell(members.manager)).length;
    await ingest(DRY);
    expect((await bell(members.manager)).length).toBe(managerBefore);
    expect((await bell(owner))[0]).toBe('moisture start');
    expect((await bell(members.viewer))[0]).toBe('moisture start');
  });

  it('a removed member hears nothing more, at once', async () => {
    await deleteItem(
      teamKeys.member(farmId, members.viewer.username).PK,
      teamKeys.member(farmId, members.viewer.username).SK,
    );
    const before = await bell(members.viewer);
    await ingest(WET);
    expect(await bell(members.viewer)).toEqual(before);
    expect((await bell(owner))[0]).toBe('moisture clear');
    // Their stored choice for the farm they left is no longer shown.
    expect((await prefsOf(members.viewer)).data.farms).toEqual({});
  });

  it('a member with no plan of their own still gets the farm’s alerts and reads bell and preferences', async () => {
    await stack.cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: stack.userPoolId,
        Username: members.advisor.username,
        UserAttributes: [{ Name: 'custom:sub_expiry_date', Value: '01-01-2020' }],
      }),
    );
    members.advisor.token = (await logIn(stack, members.advisor.username)).IdToken!;
    await ingest(DRY);
    expect((await bell(members.advisor))[0]).toBe('moisture start');
    expect((await prefsOf(members.advisor)).saved).toBe(true);
    expect((await putPrefs(members.advisor, (await prefsOf(members.advisor)).data as Body)).status).toBe(200);
  });
});
