// @vitest-environment jsdom
/**
 * The zone card lists the irrigations logged offline that wait in the queue, each marked "Waiting
 * to send", above the logged ones; only the zone's own, only the farm chosen now; and an entry
 * leaves the list once the queue has sent it. Logging one with no answer says it was kept.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@shared/i18n/locales';
import type { ZoneParams } from '@shared/management/views';
import { ToastProvider } from '../../../../web/src/components/toast';
import { ZoneCard } from '../../../../web/src/features/dashboard/components/zone-card/zone-card';
import { setActiveFarm } from '../../../../web/src/lib/active-farm';
import { memoryKv, setOfflineKv } from '../../../../web/src/lib/pwa/kv';
import { enqueue, flushQueue, openQueue, queuedChanges, type QueuedChange } from '../../../../web/src/lib/pwa/queue';
import { provideRuntimeConfig } from '../../../../web/src/lib/runtime-config';
import { provideTestConfig } from '../support/fakes';
import { withIntl } from '../support/intl';

const START = Date.UTC(2026, 10, 26, 6, 0) / 1000;
const ZONE = {
  id: 'z1',
  zonename: 'Top Block',
  system: { method: 'drip', application_rate_mm_h: 4 },
} as unknown as ZoneParams;
const LOGGED = {
  irrigation_id: 'i1',
  zone_id: 'z1',
  field_id: 'f1',
  start: START - 86_400,
  end: START - 86_400 + 3_600,
  duration_minutes: 60,
  depth_mm: 4,
  method: 'drip',
  note: null,
  source: 'grower',
};
const queued = (id: string, over: Partial<QueuedChange & { kind: 'irrigation' }> = {}): QueuedChange => ({
  kind: 'irrigation',
  id,
  queuedAt: 1,
  farmId: null,
  zoneId: 'z1',
  body: { start: START, duration_minutes: 90, note: 'north valves', client_key: id },
  ...over,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {}); // the advice lines' (unserved) calls
  provideTestConfig();
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(String(url)).pathname;
    // The network is gone for a new entry: the request gets no answer.
    if (path === '/api/v2/zone/z1/irrigations' && init?.method === 'POST') throw new TypeError('Failed to fetch');
    if (path === '/api/v2/zone/z1/irrigations')
      return json(200, { data: { entries: [LOGGED], totals: { count: 1, depth_mm: 4, hours: 1 } } });
    return json(404, { error: 'not found' });
  });
  setOfflineKv(memoryKv());
  await openQueue('alice');
});
afterEach(async () => {
  cleanup();
  await openQueue(null);
  setOfflineKv(undefined);
  setActiveFarm(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  provideRuntimeConfig(undefined);
});

function showCard(locale: Locale = 'en-AU') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    withIntl(
      <QueryClientProvider client={client}>
        <ToastProvider>
          <ZoneCard zone={ZONE} />
        </ToastProvider>
      </QueryClientProvider>,
      locale,
    ),
  );
}
const rows = () => [...document.querySelectorAll('.irrigation-entries__row')].map((r) => r.textContent ?? '');

describe('queued irrigations on the zone card', () => {
  it('lists each waiting entry, marked, amounts from the zone’s rate, above the logged ones', async () => {
    await enqueue(queued('q-00000000000000001'));
    await enqueue(
      queued('q-00000000000000002', {
        body: { start: START + 7_200, depth_mm: 8, method: 'sprinkler', client_key: 'q-00000000000000002' },
      }),
    );
    await enqueue(queued('q-00000000000000003', { zoneId: 'z2' }));
    await enqueue(queued('q-00000000000000004', { farmId: 'fm_other' }));
    showCard();
    await waitFor(() => expect(rows()).toHaveLength(3), { timeout: 10_000 });
    const [first, second, logged] = rows();
    expect(first).toContain('Waiting to send');
    expect(first).toContain('1 h 30 min · 6 mm · Drip'); // 90 min at 4 mm/h, the zone's method
    expect(first).toContain('north valves');
    expect(second).toContain('Waiting to send');
    expect(second).toContain('2 h · 8 mm · Sprinkler'); // 8 mm at 4 mm/h
    expect(logged).not.toContain('Waiting to send');
    expect(within(document.body).getAllByText('Waiting to send')).toHaveLength(2);
  });

  it('drops an entry from the list once the queue has sent it', async () => {
    await enqueue(queued('q-00000000000000001'));
    showCard();
    await screen.findByText('Waiting to send', {}, { timeout: 10_000 });
    await act(async () => {
      await flushQueue(null, async () => 'sent');
    });
    expect(screen.queryByText('Waiting to send')).toBeNull();
  });

  it('shows a shared farm’s waiting entries only while that farm is chosen', async () => {
    await enqueue(queued('q-00000000000000004', { farmId: 'fm_other' }));
    showCard();
    await waitFor(() => expect(rows()).toHaveLength(1), { timeout: 10_000 });
    expect(screen.queryByText('Waiting to send')).toBeNull();
    act(() =>
      setActiveFarm({
        farmId: 'fm_other',
        name: 'La Vega',
        owner: 'u2',
        ownerName: 'Ana',
        role: 'manager',
        readOnly: false,
      }),
    );
    expect(screen.getByText('Waiting to send')).toBeTruthy();
  });

  it('an entry logged with no answer is kept, said so (not "logged"), and listed as waiting', async () => {
    showCard();
    await waitFor(() => expect(rows()).toHaveLength(1), { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Log irrigation' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'No connection: the irrigation on Top Block is kept on this device and sent when you are back online.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Irrigation logged on Top Block.')).toBeNull();
    expect(screen.getByText('Waiting to send')).toBeTruthy();
    expect(queuedChanges()).toHaveLength(1);
  });

  it('says it in Spanish', async () => {
    await enqueue(queued('q-00000000000000001'));
    showCard('es');
    expect(await screen.findByText('Pendiente de enviar', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
