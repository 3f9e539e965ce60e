/**
 * The caller's units and locale through the local gateway: the defaults (unchosen) until saved,
 * one setting saved then the other (each keeps the other), read back by what writes e-mails and
 * SMS (displaySettingsOf); the user is the token's, bad input is a 400 that names the field and
 * changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displaySettingsOf } from '../../lambdas/accounts';
import { api, newGrower, startTestStack, type TestStack } from '../support/local-stack';

type Body = Record<string, any>;
type Who = { username: string; token: string };
const PATH = '/api/v2/settings';

let stack: TestStack;
let alice: Who;
let bob: Who;

const get = (who: Who) => api(stack, 'GET', PATH, { token: who.token }) as Promise<{ status: number; body: Body }>;
const put = (who: Who, json: unknown) =>
  api(stack, 'PUT', PATH, { token: who.token, json }) as Promise<{ status: number; body: Body }>;
const putRaw = (who: Who, raw: string) =>
  api(stack, 'PUT', PATH, { token: who.token, raw }) as Promise<{ status: number; body: Body }>;

beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  const [a, b] = [await newGrower(stack), await newGrower(stack)];
  alice = { username: a.username, token: a.tokens.IdToken! };
  bob = { username: b.username, token: b.tokens.IdToken! };
});
afterAll(async () => {
  await stack?.close();
});

describe('reading and saving', () => {
  it('answers metric and en-AU, not chosen, before anything is saved', async () => {
    const res = await get(bob);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ units: 'metric', locale: 'en-AU', chosen: false });
    expect(await displaySettingsOf(bob.username)).toEqual({ units: 'metric', locale: 'en-AU' });
  });

  it('saves the units, then the locale; each keeps the other; e-mails and SMS follow them', async () => {
    const units = await put(alice, { units: 'us' });
    expect(units.status).toBe(200);
    expect(units.body).toEqual({ units: 'us', locale: 'en-AU', chosen: true });
    const locale = await put(alice, { locale: 'es' });
    expect(locale.body).toEqual({ units: 'us', locale: 'es', chosen: true });
    expect((await get(alice)).body).toEqual({ units: 'us', locale: 'es', chosen: true });
    expect(await displaySettingsOf(alice.username)).toEqual({ units: 'us', locale: 'es' });
  });

  it('gives the same answer to the same request sent twice', async () => {
    const first = await put(alice, { units: 'us', locale: 'es' });
    const second = await put(alice, { units: 'us', locale: 'es' });
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
  });

  it('stores the browser suggestion only while nothing was chosen: a choice made meanwhile wins', async () => {
    const carol = await newGrower(stack);
    const who = { username: carol.username, token: carol.tokens.IdToken! };
    const first = await put(who, { units: 'us', locale: 'en-US', suggested: true });
    expect(first.body).toEqual({ units: 'us', locale: 'en-US', chosen: true });
    await put(who, { locale: 'es' }); // the person's own choice
    const late = await put(who, { units: 'metric', locale: 'en-AU', suggested: true }); // another tab's first load
    expect(late.status).toBe(200);
    expect(late.body).toEqual({ units: 'us', locale: 'es', chosen: true });
    expect((await get(who)).body).toEqual({ units: 'us', locale: 'es', chosen: true });
    expect((await put(who, { suggested: false, units: 'us' })).status).toBe(400);
  });

  it('keeps one person’s settings away from another', async () => {
    await put(alice, { units: 'us', locale: 'es' });
    expect((await get(bob)).body).toEqual({ units: 'metric', locale: 'en-AU', chosen: false });
    await put(bob, { locale: 'en-US' });
    expect((await get(alice)).body).toEqual({ units: 'us', locale: 'es', chosen: true });
    expect((await get(bob)).body).toEqual({ units: 'metric', locale: 'en-US', chosen: true });
  });
});

describe('access', () => {
  it('needs a token', async () => {
    expect((await api(stack, 'GET', PATH)).status).toBe(401);
    expect((await api(stack, 'PUT', PATH, { json: { units: 'us' } })).status).toBe(401);
  });

  it('takes the user from the token only: a userName in the body is refused, in the query ignored', async () => {
    const before = (await get(alice)).body;
    expect((await put(bob, { units: 'metric', userName: alice.username })).status).toBe(400);
    const other = await api(stack, 'GET', `${PATH}?userName=${alice.username}`, { token: bob.token });
    expect((other.body as Body).locale).not.toBe('es');
    expect((await get(alice)).body).toEqual(before);
  });
});

describe('bad input', () => {
  it.each([
    ['an unknown unit system', { units: 'imperial' }, /^units: /],
    ['an empty locale', { locale: '' }, /^locale: /],
    ['a locale we do not speak', { locale: 'fr' }, /^locale: /],
    ['nothing to change', {}, /settings: send units, locale or both/],
    ['a number for units', { units: 1 }, /^units: /],
    ['an extra key', { units: 'us', theme: 'dark' }, /theme/],
  ])('%s is a 400 naming the field, and changes nothing', async (_, body, message) => {
    const before = (await get(alice)).body;
    const res = await put(alice, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
    expect((await get(alice)).body).toEqual(before);
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses %s as a key and changes nothing', async (key) => {
    const before = (await get(alice)).body;
    const res = await putRaw(alice, `{"units":"metric","${key}":{"units":"us"}}`);
    expect(res.status).toBe(400);
    expect((await get(alice)).body).toEqual(before);
  });

  it('refuses a body that is no JSON object', async () => {
    for (const raw of ['[]', '"us"', 'null', '{']) expect((await putRaw(alice, raw)).status, raw).toBe(400);
  });
});
