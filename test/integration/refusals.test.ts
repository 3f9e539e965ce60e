/**
 * Catalogued refusals through the local gateway: each domain's answer names its code and values beside
 * the English text outside programs read (unchanged), and that text is the catalogue's (the contract
 * check of every answer also validates the body).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH_MESSAGES } from '@shared/i18n/catalogue';
import { translatorFor } from '@shared/i18n/translator';
import { newGrower, proGrower, startTestStack, userApi, type TestStack } from '../support/local-stack';
import { buildField } from '../support/management';

let stack: TestStack;
let alice: { username: string; token: string; email: string };
let bob: { username: string; token: string };
let farmId: string;

const english = translatorFor('en-AU', ENGLISH_MESSAGES);
const as = (who: { token: string }) => userApi(stack, who);

beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  alice = { ...(await proGrower(stack)), email: '' };
  alice.email = `${alice.username}@example.com`;
  bob = await proGrower(stack);
  expect((await as(alice).json('POST', '/api/field/addField', buildField({ farmName: 'Ridge Farm' }))).status).toBe(
    201,
  );
  const farms = (await as(alice).get('/api/v2/farms')).body.data as { name: string; farm_id: string }[];
  farmId = farms.find((f) => f.name === 'Ridge Farm')!.farm_id;
});
afterAll(async () => {
  await stack?.close();
});

describe('a refusal names its code and values, and says the English it always said', () => {
  it('farms: a farm name taken', async () => {
    const again = await as(alice).form('/api/farm/addFarm', { userName: alice.username, farmName: 'Ridge Farm' });
    expect(again).toEqual({
      status: 409,
      body: { err: 'Farm Ridge Farm already exists.', code: 'farmNameTaken', values: { name: 'Ridge Farm' } },
    });
    expect(again.body.err).toBe(english.t('refusals.farmNameTaken', { name: 'Ridge Farm' }));
  });

  it('gateways: an id registered to another account', async () => {
    expect((await as(alice).json('POST', '/api/v2/gateway', { gatewayId: 'gw-refusals-1' })).status).toBe(201);
    const other = await as(bob).json('POST', '/api/v2/gateway', { gatewayId: 'gw-refusals-1' });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({
      error: 'This gateway is registered to another account.',
      code: 'gatewayOfAnotherAccount',
      values: {},
    });
  });

  it('teams: the same invitation twice', async () => {
    const invite = { email: 'vic@example.com', role: 'viewer' };
    expect((await as(alice).json('POST', `/api/v2/farms/${farmId}/members`, invite)).status).toBe(201);
    const again = await as(alice).json('POST', `/api/v2/farms/${farmId}/members`, invite);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'email: vic@example.com has a pending invitation to this farm already.',
      code: 'invitationPending',
      values: { email: 'vic@example.com' },
    });
  });

  it('teams: a farm that is not yours is not found, named by its code', async () => {
    const res = await as(bob).get(`/api/v2/farms/${farmId}/members`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'Farm not found.', code: 'farmNotFound' });
  });

  it('API keys: a name used already', async () => {
    expect((await as(alice).json('POST', '/api/v2/api-keys', { name: 'Logger' })).status).toBe(201);
    const again = await as(alice).json('POST', '/api/v2/api-keys', { name: 'logger' });
    expect(again).toEqual({
      status: 400,
      body: { error: 'name: you already have a key of this name', code: 'apiKeyNameTaken', values: {} },
    });
  });

  it('vendor links: an unknown link', async () => {
    const res = await as(alice).del('/api/v2/vendor-links/vl-0123456789abcdef0123');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'Vendor link not found.', code: 'vendorLinkNotFound' });
  });

  it('platform: an administrators’ route refuses a grower', async () => {
    const res = await as(bob).get('/api/v2/admin/users');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'This is for administrators only.', code: 'adminOnly', values: {} });
  });

  it('an uncoded refusal answers as before: the message only', async () => {
    const g = await newGrower(stack);
    const res = await as({ token: g.tokens.IdToken! }).json('PUT', '/api/user/profile', { phone: 42 });
    expect(res.status).toBe(400);
    expect(res.body).not.toHaveProperty('code');
  });
});
