// @vitest-environment jsdom
/**
 * Ownership transfers in the web app: the owner offers the farm from a manager's row after a
 * confirmation that says they become a manager; the open offer shows with Withdraw (and no second
 * offer button); the offered manager accepts (landing in their own account) or declines on
 * /app/invitations. The API is a fake server answering like the contract; our modules are real.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FarmAccessRow, MemberRow, TransferRow } from '@shared/teams/schemas';
import { activeFarm, setActiveFarm } from '../../../web/src/lib/active-farm';
import { activeFarmOf } from '../../../web/src/lib/switch-farm';
import { provideRuntimeConfig } from '../../../web/src/lib/runtime-config';
import { fakeSession, grower, provideTestConfig, renderApp } from './support/fakes';

const OWN: FarmAccessRow = {
  farm_id: 'fm_own000000001',
  name: 'Home Farm',
  owner: 'demo',
  owner_name: 'Demo Grower',
  role: 'owner',
  read_only: false,
};
const members: MemberRow[] = [
  { member: 'demo', name: 'Demo Grower', email: 'demo@example.com', role: 'owner', since: '2026-01-01T00:00:00Z' },
  { member: 'mark', name: 'Mark Hill', email: 'mark@example.com', role: 'manager', since: '2026-02-01T00:00:00Z' },
  { member: 'ann', name: 'Ann Lee', email: 'ann@example.com', role: 'viewer', since: '2026-02-01T00:00:00Z' },
];
const offer: TransferRow = {
  farm_id: OWN.farm_id,
  farm_name: 'Home Farm',
  from: 'demo',
  to: 'mark',
  created_at: '2026-11-20T00:00:00Z',
};

let transfer: TransferRow | null = null;
let inbox: TransferRow[] = [];
let farms: FarmAccessRow[] = [];
let sent: string[] = [];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  transfer = null;
  inbox = [];
  farms = [OWN];
  sent = [];
  setActiveFarm(null);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  provideTestConfig();
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(String(url)).pathname;
    const method = init?.method ?? 'GET';
    if (method !== 'GET') sent.push(`${method} ${path} ${String(init?.body ?? '')}`.trim());
    if (method === 'GET' && path === '/api/v2/farms') return json(200, { data: farms });
    if (method === 'GET' && path === '/api/v2/invitations')
      return json(200, { data: { invitations: [], transfers: inbox } });
    if (method === 'GET' && path === `/api/v2/farms/${OWN.farm_id}/members`)
      return json(200, { data: { members, invitations: [], transfer } });
    if (method === 'POST' && path === `/api/v2/farms/${OWN.farm_id}/transfer`) {
      transfer = offer;
      return json(201, { data: offer });
    }
    if (method === 'DELETE' && path === `/api/v2/farms/${OWN.farm_id}/transfer`) {
      transfer = null;
      return json(200, { data: { cancelled: true } });
    }
    if (method === 'POST' && path === `/api/v2/farms/${OWN.farm_id}/transfer/accept`) {
      inbox = [];
      const mine = { ...OWN, owner: 'mark', owner_name: 'Mark Hill' };
      farms = [mine];
      return json(200, { data: mine });
    }
    if (method === 'POST' && path === `/api/v2/farms/${OWN.farm_id}/transfer/decline`) {
      inbox = [];
      return json(200, { data: { declined: true } });
    }
    if (method === 'GET' && path === '/api/v2/field') return json(200, { data: { data: [] } });
    if (method === 'GET' && path === '/api/v2/zone/') return json(200, { data: [] });
    return json(404, { message: 'not served here' });
  });
});
afterEach(() => {
  cleanup();
  setActiveFarm(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  provideRuntimeConfig(undefined);
});

describe('the owner on the Members page', () => {
  it('offers the farm to a manager after the confirmation; the offer then shows with Withdraw', async () => {
    renderApp(`/app/Management/FarmMembers/${OWN.farm_id}`, { session: fakeSession(grower()) });
    const button = await screen.findByRole(
      'button',
      { name: 'Transfer ownership of Home Farm to Mark Hill' },
      { timeout: 15_000 },
    );
    // Only a manager can become the owner: no such button on the viewer's row, nor on the owner's.
    expect(screen.queryByRole('button', { name: /^Transfer ownership of Home Farm to Ann/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Transfer ownership of Home Farm to Demo/ })).toBeNull();
    expect(screen.queryByText(/not available yet/)).toBeNull();
    expect(screen.getByText(/make them a manager, then choose Transfer ownership on their row/)).toBeTruthy();

    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(within(dialog).getByText('Transfer Home Farm to Mark Hill? You will become a manager.')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Offer the farm' }));
    expect(
      await screen.findByText(/Home Farm is offered to Mark Hill since (20\/11|11\/20)\/2026/, {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(sent).toEqual([`POST /api/v2/farms/${OWN.farm_id}/transfer {"to":"mark"}`]);
    // One offer at a time: no second offer button while this one is open.
    expect(screen.queryByRole('button', { name: /^Transfer ownership of/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the offer' }));
    expect(
      await screen.findByRole('button', { name: 'Transfer ownership of Home Farm to Mark Hill' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(sent.at(-1)).toBe(`DELETE /api/v2/farms/${OWN.farm_id}/transfer`);
  }, 60_000);
});

describe('the offered manager on /app/invitations', () => {
  it('accepts: the farm is now in their own account (no shared farm active)', async () => {
    inbox = [offer];
    farms = [{ ...OWN, role: 'manager' }];
    // Working in the farm as its manager until now: it is the active (shared) farm.
    setActiveFarm(activeFarmOf(farms[0]!, 'mark'));
    expect(activeFarm()?.farmId).toBe(OWN.farm_id);
    renderApp('/app/invitations', { session: fakeSession(grower({ userName: 'mark' })) });
    const card = await screen.findByRole('article', { name: 'Ownership of Home Farm' }, { timeout: 15_000 });
    expect(within(card).getByText(/demo offers you the ownership of Home Farm/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Accept ownership' }));
    await vi.waitFor(() => expect(sent).toContain(`POST /api/v2/farms/${OWN.farm_id}/transfer/accept`), {
      timeout: 15_000,
    });
    await vi.waitFor(() => expect(activeFarm()).toBeNull(), { timeout: 15_000 });
  }, 60_000);

  it('declines: the offer leaves the inbox', async () => {
    inbox = [offer];
    renderApp('/app/invitations', { session: fakeSession(grower({ userName: 'mark' })) });
    const card = await screen.findByRole('article', { name: 'Ownership of Home Farm' }, { timeout: 15_000 });
    fireEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('No invitations', {}, { timeout: 15_000 })).toBeTruthy();
    expect(sent).toEqual([`POST /api/v2/farms/${OWN.farm_id}/transfer/decline`]);
  }, 60_000);
});
