// @vitest-environment jsdom
/**
 * Farm teams in the web app: the farm chooser groups farms by owner and switching drops the other
 * farm's cached answers; a viewer sees no button of a write and no setup page; a lapsed owner's
 * farm says it is read-only; the invitation link says why it no longer works. The API is a fake
 * server answering like the contract; our modules are real.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGLISH_MESSAGES, flatten } from '@shared/i18n/catalogue';
import { ES } from '@shared/i18n/messages/es';
import { translatorFor } from '@shared/i18n/translator';
import type { FarmAccessRow, InvitationRow, MemberRow } from '@shared/teams/schemas';
import { appAreaAccess } from '../../../web/src/app/routes/access';
import { buildBreadcrumb } from '../../../web/src/app/shell/breadcrumb-trail';
import { sharedByOwner } from '../../../web/src/app/shell/farm-switcher';
import { NAVIGATION, navigationFor } from '../../../web/src/config/navigation';
import { mayOn, invitationErrorText } from '../../../web/src/features/teams/components/team-rules';
import { ApiError } from '../../../web/src/api/client';
import { ownFailure } from '../../../web/src/lib/api-client';
import { activeFarm, setActiveFarm } from '../../../web/src/lib/active-farm';
import { activeFarmOf } from '../../../web/src/lib/switch-farm';
import { provideRuntimeConfig } from '../../../web/src/lib/runtime-config';
import { fakeSession, grower, renderApp, provideTestConfig, fieldView } from './support/fakes';

const row = (farm_id: string, name: string, owner: string, owner_name: string, role: FarmAccessRow['role']) =>
  ({ farm_id, name, owner, owner_name, role, read_only: false }) satisfies FarmAccessRow;
const OWN = row('fm_own000000001', 'Home Farm', 'demo', 'Demo Grower', 'owner');
const ANNA = row('fm_anna00000001', 'North Farm', 'anna', 'Anna Smith', 'viewer');
const ANNA2 = row('fm_anna00000002', 'East Farm', 'anna', 'Anna Smith', 'manager');
const BEN = row('fm_ben000000001', 'Creek Farm', 'ben', 'Ben Jones', 'advisor');

const field = fieldView;

const invitation = (over: Partial<InvitationRow> = {}): InvitationRow => ({
  invitation_id: 'inv_abcdefghijkl',
  farm_id: ANNA.farm_id,
  farm_name: 'North Farm',
  owner: 'anna',
  owner_name: 'Anna Smith',
  email: 'demo@example.com',
  role: 'viewer',
  invited_by: 'anna',
  created_at: '2026-11-20T00:00:00Z',
  expires_at: '2026-12-04T00:00:00Z',
  state: 'pending',
  ...over,
});

let farms: FarmAccessRow[] = [];
const farmMembers: MemberRow[] = [
  { member: 'demo', name: 'Demo Grower', email: 'demo@example.com', role: 'owner', since: '2026-01-01T00:00:00Z' },
  { member: 'ann', name: 'Ann Lee', email: 'ann@example.com', role: 'viewer', since: '2026-02-01T00:00:00Z' },
];
/** The bodies of the invitations the page sent. */
let invited: unknown[] = [];
let invitations: InvitationRow[] = [];
let acceptAnswer: { status: number; body: unknown } = { status: 200, body: {} };
/** Each request as `METHOD path [farm header]`. */
let seen: string[] = [];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  farms = [OWN, ANNA, ANNA2, BEN];
  invitations = [];
  invited = [];
  seen = [];
  setActiveFarm(null);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  provideTestConfig();
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(String(url)).pathname;
    const method = init?.method ?? 'GET';
    const farm = (init?.headers as Record<string, string> | undefined)?.['x-fieldwise-farm'];
    seen.push(`${method} ${path}${farm ? ` [${farm}]` : ''}`);
    if (method === 'GET' && path === '/api/v2/farms') return json(200, { data: farms });
    if (method === 'GET' && path === '/api/v2/invitations') return json(200, { data: { invitations, transfers: [] } });
    if (method === 'POST' && /^\/api\/v2\/invitations\/[^/]+\/accept$/.test(path)) {
      // Accepted: the inbox no longer lists it (the card showing it goes away on the refresh).
      if (acceptAnswer.status === 200) invitations = [];
      return json(acceptAnswer.status, acceptAnswer.body);
    }
    const membersOf = /^\/api\/v2\/farms\/([^/]+)\/members$/.exec(path);
    if (membersOf && method === 'GET')
      return json(200, { data: { members: farmMembers, invitations: [], transfer: null } });
    if (membersOf && method === 'POST') {
      invited.push(JSON.parse(String(init?.body)) as unknown);
      return json(409, { message: 'email: ann@example.com has a pending invitation to this farm already.' });
    }
    if (method === 'GET' && path === '/api/v2/field') {
      const shared = farms.find((f) => f.farm_id === farm)?.name ?? '';
      const list = farm
        ? [field('f9', 'Anna Block', shared)]
        : [field('f1', 'House Block', 'Home Farm'), field('f2', 'Back Block', 'Home Farm')];
      return json(200, { data: { data: list } });
    }
    if (method === 'POST' && path === '/api/farm')
      return json(200, {
        data: [{ farm_name: farms.find((f) => f.farm_id === farm)?.name ?? 'Home Farm' }],
        err: null,
      });
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

const viewerIn = (farmRow: FarmAccessRow, me = 'demo') => setActiveFarm(activeFarmOf(farmRow, me));

describe('the rules behind the farm chooser and the buttons', () => {
  it('groups farms shared with me by owner, owners and farms by name; my own are not among them', () => {
    expect(
      sharedByOwner([BEN, ANNA, OWN, ANNA2], 'demo').map((g) => [g.ownerName, g.farms.map((f) => f.name)]),
    ).toEqual([
      ['Anna Smith', ['East Farm', 'North Farm']],
      ['Ben Jones', ['Creek Farm']],
    ]);
    // Two owners with one display name stay two groups.
    const twin = row('fm_twin00000001', 'Twin Farm', 'anna2', 'Anna Smith', 'viewer');
    expect(sharedByOwner([ANNA, twin], 'demo').map((g) => g.owner)).toEqual(['anna', 'anna2']);
  });

  it('a farm of my own is no active farm; a shared one carries its owner, role and plan', () => {
    expect(activeFarmOf(OWN, 'demo')).toBeNull();
    expect(activeFarmOf(null, 'demo')).toBeNull();
    expect(activeFarmOf({ ...ANNA, read_only: true }, 'demo')).toEqual({
      farmId: ANNA.farm_id,
      name: 'North Farm',
      owner: 'anna',
      ownerName: 'Anna Smith',
      role: 'viewer',
      readOnly: true,
    });
  });

  it('the Members page goes by the role on its farm, and no write while the farm is read-only', () => {
    expect(mayOn(OWN, 'members.manage')).toBe(true);
    expect(mayOn(ANNA2, 'members.read')).toBe(true);
    expect(mayOn(ANNA2, 'members.manage')).toBe(false);
    expect(mayOn(ANNA, 'members.read')).toBe(false);
    expect(mayOn({ ...OWN, read_only: true }, 'members.manage')).toBe(false);
    expect(mayOn({ ...OWN, read_only: true }, 'members.read')).toBe(true);
    expect(mayOn(null, 'data.read')).toBe(false);
  });

  it("an invitation refused says why: the server's words, else what 410 and 403 mean, in the person's language", () => {
    const { t } = translatorFor('en-AU', ENGLISH_MESSAGES);
    const said = (status: number, message: string) => new ApiError(status, message, { message });
    expect(invitationErrorText(t, said(410, 'This invitation was revoked by the farm owner.'))).toBe(
      'This invitation was revoked by the farm owner.',
    );
    expect(invitationErrorText(t, ownFailure(410))).toMatch(/expired or was revoked/);
    expect(invitationErrorText(t, ownFailure(403, ''))).toMatch(/another e-mail address/);
    expect(invitationErrorText(t, said(409, 'This farm has 25 members already.'))).toBe(
      'This farm has 25 members already.',
    );
    const es = translatorFor('es', flatten(ES)).t;
    expect(invitationErrorText(es, ownFailure(410))).toMatch(/venció/);
  });

  it('a member needs no plan of their own in a shared farm; the inbox is open without one', () => {
    const noPlan = grower({ subscription: null });
    expect(appAreaAccess(noPlan, '/app/Home')).toBe('subscribe');
    expect(appAreaAccess(noPlan, '/app/Home', new Date(), true)).toBe('allow');
    expect(appAreaAccess(noPlan, '/app/invitations')).toBe('allow');
  });

  it('the breadcrumb names the Members page, and the farm by its name where known, else by its id', () => {
    expect(buildBreadcrumb('/app/Management/FarmMembers/fm_1ub5xvkWPqDT').map((c) => c.label)).toEqual([
      'Fieldwise',
      'Management',
      'Members',
      'fm_1ub5xvkWPqDT',
    ]);
    expect(buildBreadcrumb('/invite/inv_abcdefghijkl').map((c) => c.label)).toEqual(['Invitation', 'inv_abcdefghijkl']);
    const names = new Map([['fm_1ub5xvkWPqDT', 'Riverbend Farm']]);
    expect(buildBreadcrumb('/app/Management/FarmAudit/fm_1ub5xvkWPqDT', undefined, names).at(-1)).toEqual({
      label: 'Riverbend Farm',
      to: '/app/Management/FarmAudit/fm_1ub5xvkWPqDT',
    });
  });

  it('a role without setup.read has no gateways in the menu', () => {
    const labels = (may: (a: string) => boolean) =>
      navigationFor(NAVIGATION, may).flatMap((g) => g.items.map((i) => ENGLISH_MESSAGES[i.label]));
    expect(labels(() => true)).toContain('My Gateways');
    expect(labels((a) => a !== 'setup.read')).not.toContain('My Gateways');
    expect(labels((a) => a !== 'setup.read')).toContain('My Sensors');
  });
});

describe('the app in a shared farm', () => {
  it('the top bar offers my farms, then each owner’s; choosing one shows nothing of the other', async () => {
    const { router } = renderApp('/app/Management/FieldManagement', { session: fakeSession(grower()) });
    const select = (await screen.findByRole(
      'combobox',
      { name: 'Active farm' },
      { timeout: 15_000 },
    )) as HTMLSelectElement;
    const groups = Array.from(select.querySelectorAll('optgroup')).map((g) => [
      g.label,
      Array.from(g.querySelectorAll('option')).map((o) => o.textContent),
    ]);
    expect(groups).toEqual([
      ['Your farms', ['Your farms (Home Farm)']],
      ['Shared with you: Anna Smith', ['East Farm · Anna Smith · Manager', 'North Farm · Anna Smith · Viewer']],
      ['Shared with you: Ben Jones', ['Creek Farm · Ben Jones · Advisor']],
    ]);
    await screen.findByRole('region', { name: 'Fields of Home Farm' }, { timeout: 15_000 });

    fireEvent.change(select, { target: { value: ANNA.farm_id } });
    expect(activeFarm()?.farmId).toBe(ANNA.farm_id);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/Home'), { timeout: 15_000 });
    // The dashboard names the shared farm's field in its address once it has it: only that farm's.
    await vi.waitFor(() => expect(router.state.location.search).toBe('?field=f9'), { timeout: 15_000 });
    await act(() => router.navigate('/app/Management/FieldManagement'));
    await screen.findByRole('region', { name: 'Fields of North Farm' }, { timeout: 15_000 });
    expect(screen.queryByText('House Block')).toBeNull();
    expect(seen).toContain(`GET /api/v2/field [${ANNA.farm_id}]`);
    // The team routes name their farm in the path: never the header.
    expect(seen.filter((s) => s.startsWith('GET /api/v2/farms')).every((s) => !s.includes('['))).toBe(true);
  }, 60_000);

  it('a viewer sees the fields but no button that writes, no Members link, no gateways in the menu', async () => {
    viewerIn(ANNA);
    renderApp('/app/Management/FieldManagement', { session: fakeSession(grower()) });
    await screen.findByRole('region', { name: 'Fields of North Farm' }, { timeout: 15_000 });
    expect(screen.getByText('Anna Block')).toBeTruthy();
    for (const name of [/^Create field$/, /^Delete farm$/, /^Edit /, /^Delete /, /^Add sensor$/])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add sensor' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Members' })).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: /main|menu|sidebar/i })).queryByText('My Gateways'),
    ).toBeNull();
  }, 60_000);

  it('a manager sees the writes of fields and the Members link', async () => {
    viewerIn(ANNA2);
    renderApp('/app/Management/FieldManagement', { session: fakeSession(grower()) });
    await screen.findByRole('region', { name: 'Fields of East Farm' }, { timeout: 15_000 });
    expect(screen.getByRole('button', { name: 'Create field' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Anna Block' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete farm' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Members' }).getAttribute('href')).toBe(
      `/app/Management/FarmMembers/${ANNA2.farm_id}`,
    );
  }, 60_000);

  it('a viewer reaching the gateways by address is told their role cannot see them; no request', async () => {
    viewerIn(ANNA);
    renderApp('/app/Management/GatewayManagement', { session: fakeSession(grower()) });
    expect(
      await screen.findByText('Your role (Viewer) on North Farm cannot see this.', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(seen.some((s) => s.includes('/gateway'))).toBe(false);
  }, 60_000);

  it("a lapsed owner's farm says so on every page, and a member without a plan still enters it", async () => {
    farms = [{ ...ANNA2, read_only: true }];
    viewerIn({ ...ANNA2, read_only: true });
    renderApp('/app/Management/ZoneManagement', { session: fakeSession(grower({ subscription: null })) });
    expect(
      await screen.findByText(
        /Anna Smith.s subscription has lapsed: East Farm is read-only until they renew\./,
        {},
        {
          timeout: 15_000,
        },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create zone' })).toBeNull();
  }, 60_000);

  it('a member with no plan of their own enters the first farm shared with them instead of paying', async () => {
    farms = [ANNA, BEN];
    const { router } = renderApp('/app/Home', { session: fakeSession(grower({ subscription: null })) });
    await vi.waitFor(() => expect(activeFarm()?.farmId).toBe(ANNA.farm_id), { timeout: 15_000 });
    expect(router.state.location.pathname).toBe('/app/Home');
  }, 60_000);

  it('a user with no plan and nothing shared is asked to subscribe', async () => {
    farms = [];
    const { router } = renderApp('/app/Home', { session: fakeSession(grower({ subscription: null })) });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/subscription'), { timeout: 15_000 });
    expect(activeFarm()).toBeNull();
  }, 60_000);

  it('a membership gone from the server’s list is dropped: back to my own farms', async () => {
    viewerIn(BEN);
    farms = [OWN];
    renderApp('/app/Management/FieldManagement', { session: fakeSession(grower()) });
    await vi.waitFor(() => expect(activeFarm()).toBeNull(), { timeout: 15_000 });
  }, 60_000);
});

describe('the invitation link', () => {
  it('shows a listed invitation; Accept lands on the shared farm’s dashboard with that farm active', async () => {
    invitations = [invitation()];
    acceptAnswer = { status: 200, body: { data: ANNA } };
    const { router } = renderApp('/invite/inv_abcdefghijkl', { session: fakeSession(grower({ subscription: null })) });
    const card = await screen.findByRole('article', { name: 'Invitation to North Farm' }, { timeout: 15_000 });
    expect(within(card).getByText(/Anna Smith invites you as/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/Home'), { timeout: 15_000 });
    expect(activeFarm()?.farmId).toBe(ANNA.farm_id);
  }, 60_000);

  it('a revoked invitation says so', async () => {
    acceptAnswer = { status: 410, body: { message: 'This invitation was revoked by the farm owner.' } };
    renderApp('/invite/inv_abcdefghijkl', { session: fakeSession(grower()) });
    fireEvent.click(await screen.findByRole('button', { name: 'Try to accept it' }, { timeout: 15_000 }));
    expect(
      await screen.findByText('This invitation was revoked by the farm owner.', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(activeFarm()).toBeNull();
  }, 60_000);

  it('signed out, it sends to sign-in with a return to the link', async () => {
    const { router } = renderApp('/invite/inv_abcdefghijkl');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 15_000 });
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/invite/inv_abcdefghijkl' } });
    expect(
      await screen.findByText(/create an account with the e-mail address the invitation was sent to/),
    ).toBeTruthy();
  }, 60_000);
});

describe('the Members page', () => {
  it('the owner invites by the shared schema: a bad address is not sent; the server’s 409 is shown', async () => {
    renderApp(`/app/Management/FarmMembers/${OWN.farm_id}`, { session: fakeSession(grower()) });
    await screen.findByRole('heading', { name: 'Members of Home Farm' }, { timeout: 15_000 });
    expect(await screen.findByRole('combobox', { name: 'Role of Ann Lee' }, { timeout: 15_000 })).toBeTruthy();
    // The owner's own row can be neither changed nor removed.
    expect(screen.queryByRole('combobox', { name: 'Role of Demo Grower' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Demo Grower' })).toBeNull();

    const form = screen.getByRole('form', { name: 'Invite someone to Home Farm' });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'not an address' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(/e-?mail/i, { selector: '.text-field__error' })).toBeTruthy();
    expect(invited).toEqual([]);

    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: '  Ann@Example.com ' } });
    fireEvent.click(within(form).getByRole('radio', { name: /^Advisor/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(form).findByText(
        'email: ann@example.com has a pending invitation to this farm already.',
        {},
        {
          timeout: 15_000,
        },
      ),
    ).toBeTruthy();
    expect(invited).toEqual([{ email: 'ann@example.com', role: 'advisor' }]);
  }, 60_000);

  it('a manager sees the members but no invite form, no role select, no transfer; and may leave', async () => {
    renderApp(`/app/Management/FarmMembers/${ANNA2.farm_id}`, { session: fakeSession(grower()) });
    await screen.findByRole('heading', { name: 'Members of East Farm' }, { timeout: 15_000 });
    await screen.findByText('Ann Lee', {}, { timeout: 15_000 });
    expect(screen.queryByRole('form', { name: /^Invite someone/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Role of / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.queryByText('Transfer ownership')).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave this farm' })).toBeTruthy();
  }, 60_000);

  it('a viewer is told their role cannot see the members, and is asked nothing of the server', async () => {
    renderApp(`/app/Management/FarmMembers/${ANNA.farm_id}`, { session: fakeSession(grower()) });
    expect(
      await screen.findByText('Your role (Viewer) on North Farm cannot see its members.', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(seen.some((r) => r.includes('/members'))).toBe(false);
  }, 60_000);
});

describe('signing out', () => {
  it('forgets the active farm: the next user of the tab starts in their own account', async () => {
    viewerIn(ANNA);
    renderApp('/app/Management/FieldManagement', { session: fakeSession(grower()) });
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for demo' }, { timeout: 15_000 }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await vi.waitFor(() => expect(activeFarm()).toBeNull(), { timeout: 15_000 });
    expect(sessionStorage.getItem('fieldwise.activeFarm')).toBeNull();
  }, 60_000);
});
