/**
 * Plan limits and the admin users page's API, through the local gateway: a sensor beyond the
 * grower's plan is refused with the plan's message and nothing is stored (also when registrations
 * race for the last place); admins are not limited; an admin grants a plan and an expiry,
 * audited (who, when, before and after); growers get 403; bad input is a 400 that changes nothing;
 * an account whose sign-up grant never ran is flagged and the grant repairs it.
 */
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserRow, PlanGrantRecord } from '@shared/admin/users';
import { SUBSCRIPTION_ATTRIBUTES, SUPPORT_EMAIL } from '@shared/constants';
import { sensorLimitMessage } from '@shared/plan-limits';
import { PLAN_SENSOR_LIMITS } from '@shared/subscription';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { listFieldSensorIds } from '../../lambdas/farms/adapters/fields';
import {
  api,
  GOOD_PASSWORD,
  logIn,
  newGrower,
  startTestStack,
  uniqueName,
  type TestStack,
} from '../support/local-stack';
import { buildField, buildSensorForm } from '../support/management';

let stack: TestStack;
let admin: string;

beforeAll(async () => {
  stack = await startTestStack();
  admin = (await logIn(stack, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password)).IdToken!;
});
afterAll(async () => {
  await stack?.close();
});

const newField = async (token: string) =>
  ((await api(stack, 'POST', '/api/field/addField', { token, json: buildField() })).body.data as { field_id: string })
    .field_id;
const register = (token: string, fieldId: string, overrides: Record<string, string> = {}) =>
  api(stack, 'POST', '/api/sensor/v2/new', { token, form: buildSensorForm(fieldId, overrides) });
const users = async () =>
  (await api(stack, 'GET', '/api/v2/admin/users', { token: admin })).body.data as AdminUserRow[];
const row = async (userName: string) => (await users()).find((u) => u.userName === userName)!;
const grants = async () =>
  (await api(stack, 'GET', '/api/v2/admin/plan-grants', { token: admin })).body.data as PlanGrantRecord[];
const grant = (userName: string, json: unknown, token = admin) =>
  api(stack, 'PUT', `/api/v2/admin/users/${encodeURIComponent(userName)}/plan`, { token, json });
const inAYear = () => {
  const d = new Date(Date.now() + 365 * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}-${two(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
};

describe('plan limits on sensor registration', () => {
  it('refuses a sensor beyond the Full plan with a message naming the plan and Pro, and stores nothing', async () => {
    const g = await newGrower(stack);
    const token = g.tokens.IdToken!;
    const fieldId = await newField(token);
    for (let i = 0; i < PLAN_SENSOR_LIMITS.full; i++) expect((await register(token, fieldId)).status).toBe(201);
    const form = buildSensorForm(fieldId);
    const refused = await api(stack, 'POST', '/api/sensor/v2/new', { token, form });
    expect(refused).toEqual({
      status: 403,
      body: {
        err: sensorLimitMessage('full'),
        code: 'sensorLimitAsk',
        values: { plan: 'Full', limit: 5, next: 'Pro', nextLimit: 100, support: SUPPORT_EMAIL },
      },
    });
    expect(sensorLimitMessage('full')).toMatch(/Full plan covers up to 5 sensors\. The Pro plan covers up to 100/);
    // nothing stored: no registration, the field does not list it, the list still has five
    expect((await api(stack, 'GET', `/api/sensor/${form.sensorId}`, { token })).status).toBe(404);
    expect((await listFieldSensorIds(g.username)).has(form.sensorId)).toBe(false);
    const listed = await api(stack, 'POST', '/api/sensor/field', { token, json: { fieldId } });
    expect((listed.body.sensor as unknown[]).length).toBe(PLAN_SENSOR_LIMITS.full);
    // the same request again: the same answer
    expect((await api(stack, 'POST', '/api/sensor/v2/new', { token, form })).status).toBe(403);
    // a deleted sensor frees its place
    const first = (listed.body.sensor as { sensor_id: string }[])[0]!.sensor_id;
    expect((await api(stack, 'DELETE', `/api/sensor/${first}`, { token })).status).toBe(200);
    expect((await api(stack, 'POST', '/api/sensor/v2/new', { token, form })).status).toBe(201);
  });

  it('lets only one of several registrations racing for the last place through', async () => {
    const g = await newGrower(stack);
    const token = g.tokens.IdToken!;
    const fieldId = await newField(token);
    for (let i = 0; i < PLAN_SENSOR_LIMITS.full - 1; i++) expect((await register(token, fieldId)).status).toBe(201);
    const results = await Promise.all(Array.from({ length: 4 }, () => register(token, fieldId)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // the losers are refused by the plan (or told to retry); none is stored
    for (const r of results.filter((x) => x.status !== 201)) expect([403, 409]).toContain(r.status);
    const listed = await api(stack, 'POST', '/api/sensor/field', { token, json: { fieldId } });
    expect((listed.body.sensor as unknown[]).length).toBe(PLAN_SENSOR_LIMITS.full);
  });

  it('does not limit admins', async () => {
    const fieldId = await newField(admin);
    for (let i = 0; i < PLAN_SENSOR_LIMITS.full + 1; i++) expect((await register(admin, fieldId)).status).toBe(201);
  });
});

describe('admin users and plan grants', () => {
  it('answers 403 to a grower on every admin users route, and changes nothing', async () => {
    const g = await newGrower(stack);
    const token = g.tokens.IdToken!;
    const before = (await grants()).length;
    expect((await api(stack, 'GET', '/api/v2/admin/users', { token })).status).toBe(403);
    expect((await api(stack, 'GET', '/api/v2/admin/plan-grants', { token })).status).toBe(403);
    expect((await grant(g.username, { plan: 'pro', expiry: inAYear() }, token)).status).toBe(403);
    expect((await row(g.username)).plan).toBe('full');
    expect((await grants()).length).toBe(before);
  });

  it('lists plan, expiry, sensors and last sign-in; a grant of Pro is audited and lifts the limit', async () => {
    const g = await newGrower(stack);
    const fieldId = await newField(g.tokens.IdToken!);
    for (let i = 0; i < PLAN_SENSOR_LIMITS.full; i++)
      expect((await register(g.tokens.IdToken!, fieldId)).status).toBe(201);
    expect((await api(stack, 'GET', '/api/me', { token: g.tokens.IdToken! })).status).toBe(200);
    const listed = await row(g.username);
    expect(listed).toMatchObject({
      plan: 'full',
      sensors: PLAN_SENSOR_LIMITS.full,
      isAdmin: false,
      missingSubscription: false,
    });
    expect(Date.parse(listed.lastSignIn!)).toBeGreaterThan(Date.now() - 120_000);
    expect((await row(DEMO_ACCOUNTS.admin.username)).isAdmin).toBe(true);

    const expiry = inAYear();
    const res = await grant(g.username, { plan: 'pro', expiry });
    expect(res.status).toBe(200);
    const audit = (await grants()).find((x) => x.userName === g.username)!;
    expect(audit).toMatchObject({
      by: DEMO_ACCOUNTS.admin.username,
      before: { plan: 'full', expiry: listed.expiry },
      after: { plan: 'pro', expiry },
      applied: true,
    });
    expect(Date.parse(audit.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await row(g.username)).toMatchObject({ plan: 'pro', expiry });
    // the grower's next token says Pro, and the sixth sensor is within the plan
    const token = (await logIn(stack, g.username)).IdToken!;
    expect(((await api(stack, 'GET', '/api/me', { token })).body.subscription as { type: string }).type).toBe('pro');
    expect((await register(token, fieldId)).status).toBe(201);
  });

  it.each([
    ['an unknown plan', { plan: 'gold', expiry: '01-01-2030' }, 'plan'],
    ['an impossible date', { plan: 'pro', expiry: '31-02-2030' }, 'expiry'],
    ['a year out of range', { plan: 'pro', expiry: '01-01-1e30' }, 'expiry'],
    ['an empty expiry', { plan: 'pro', expiry: '' }, 'expiry'],
    ['no body', undefined, 'plan'],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_label, body, field) => {
    const g = await newGrower(stack);
    const before = (await grants()).length;
    const res = await grant(g.username, body);
    expect(res.status).toBe(400);
    expect(String(res.body.error)).toMatch(new RegExp(`^${field}`));
    expect((await row(g.username)).plan).toBe('full');
    expect((await grants()).length).toBe(before);
  });

  it('answers 404 for an account that does not exist (also __proto__), and records nothing', async () => {
    const before = (await grants()).length;
    for (const name of ['nobody-here', '__proto__', 'constructor'])
      expect((await grant(name, { plan: 'pro', expiry: inAYear() })).status).toBe(404);
    expect((await grants()).length).toBe(before);
  });

  it('flags a confirmed account without a subscription, and a grant repairs it', async () => {
    const username = uniqueName('broken');
    // Created by an operator: confirmed, but no PostConfirmation ran (as when the trigger failed).
    await stack.cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: stack.userPoolId,
        Username: username,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: GOOD_PASSWORD,
        UserAttributes: [{ Name: 'email', Value: `${username}@example.com` }],
      }),
    );
    await stack.cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: stack.userPoolId,
        Username: username,
        Password: GOOD_PASSWORD,
        Permanent: true,
      }),
    );
    expect(await row(username)).toMatchObject({ plan: null, expiry: null, missingSubscription: true });
    expect(
      (await api(stack, 'POST', '/api/farm', { token: (await logIn(stack, username)).IdToken!, json: {} })).status,
    ).toBe(402);

    const expiry = inAYear();
    expect((await grant(username, { plan: 'full', expiry })).status).toBe(200);
    expect(await row(username)).toMatchObject({ plan: 'full', expiry, missingSubscription: false });
    expect((await grants()).find((x) => x.userName === username)).toMatchObject({
      before: null,
      after: { plan: 'full', expiry },
    });
    const attrs =
      (await stack.cognito.send(new AdminGetUserCommand({ UserPoolId: stack.userPoolId, Username: username })))
        .UserAttributes ?? [];
    expect(attrs.find((a) => a.Name === SUBSCRIPTION_ATTRIBUTES.level)?.Value).toBe('full');
    expect(
      (await api(stack, 'POST', '/api/farm', { token: (await logIn(stack, username)).IdToken!, json: {} })).status,
    ).toBe(200);
  });

  it('has granted the demo grower Pro as the seed ran, by the demo admin', async () => {
    expect((await row(DEMO_ACCOUNTS.grower.username)).plan).toBe('pro');
    expect((await grants()).find((x) => x.userName === DEMO_ACCOUNTS.grower.username)).toMatchObject({
      by: DEMO_ACCOUNTS.admin.username,
      after: { plan: 'pro' },
    });
  });
});
