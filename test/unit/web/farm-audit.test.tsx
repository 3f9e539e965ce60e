// @vitest-environment jsdom
/**
 * The farm's Audit log page: the entries newest first (who, role, what, when), Older and Newer
 * walking the server's pages by its cursor; the empty state; an advisor sees why there is nothing
 * and the page asks the server for nothing it would refuse.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderIntl as render } from './support/intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditRow, FarmAccessRow } from '@shared/teams/schemas';
import { FarmAuditRoute } from '../../../web/src/features/audit/routes/farm-audit';
import { provideRuntimeConfig } from '../../../web/src/lib/runtime-config';
import { provideTestConfig } from './support/fakes';

const FARM_ID = 'fm_abcdefghijkl';
const farm = (role: FarmAccessRow['role']): FarmAccessRow => ({
  farm_id: FARM_ID,
  name: 'Home Farm',
  owner: 'demo',
  owner_name: 'Demo',
  role,
  read_only: false,
});
const entry = (i: number): AuditRow => ({
  at: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
  actor: i % 2 ? 'manager1' : 'demo',
  role: i % 2 ? 'manager' : 'owner',
  verb: 'changed',
  what: 'zone',
  target: `z${i}`,
  summary: `change ${i}`,
});

let role: FarmAccessRow['role'];
let audit: AuditRow[];
let asked: string[];
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  role = 'owner';
  audit = Array.from({ length: 60 }, (_, i) => entry(59 - i));
  asked = [];
  provideTestConfig();
  vi.stubGlobal('fetch', async (url: string) => {
    const u = new URL(String(url));
    asked.push(`${u.pathname}${u.search}`);
    if (u.pathname === '/api/v2/farms') return json({ data: [farm(role)] });
    // The server's paging: 50 a page below the cursor (here the cursor is the entry's time).
    const before = u.searchParams.get('before');
    const below = before ? audit.filter((r) => r.at < before) : audit;
    const page = below.slice(0, 50);
    return json({ data: page, next: below.length > 50 ? page.at(-1)!.at : null });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  provideRuntimeConfig(undefined);
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/app/Management/FarmAudit/${FARM_ID}`]}>
        <Routes>
          <Route path="/app/Management/FarmAudit/:farmId" element={<FarmAuditRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const rows = async () =>
  within(await screen.findByRole('region', { name: 'Audit log' }))
    .getAllByRole('row')
    .slice(1);

describe('the audit log page', () => {
  it('shows the newest page; Older asks below its last entry, Newer goes back', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Audit log of Home Farm' })).toBeTruthy();
    let shown = await rows();
    expect(shown).toHaveLength(50);
    expect(shown[0]!.textContent).toContain('change 59');
    expect(shown[0]!.textContent).toContain('manager1');
    expect(shown[0]!.textContent).toContain('Manager');
    expect(shown[1]!.textContent).toContain('Owner');
    expect((screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(async () => expect(await rows()).toHaveLength(10));
    shown = await rows();
    expect(shown[0]!.textContent).toContain('change 9');
    expect(asked).toContain(`/api/v2/farms/${FARM_ID}/audit?before=${encodeURIComponent(entry(10).at)}`);
    expect((screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    await waitFor(async () => expect(await rows()).toHaveLength(50));
  });

  it('says so when nothing is recorded yet', async () => {
    audit = [];
    renderPage();
    expect(await screen.findByText('Nothing recorded yet.')).toBeTruthy();
  });

  it('an advisor is told only the owner and managers read it, and nothing is asked of the audit route', async () => {
    role = 'advisor';
    renderPage();
    expect(await screen.findByText(/Only the farm’s owner and its managers/)).toBeTruthy();
    expect(asked.some((a) => a.includes('/audit'))).toBe(false);
  });
});
