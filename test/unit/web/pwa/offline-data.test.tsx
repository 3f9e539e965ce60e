// @vitest-environment jsdom
/**
 * The answers kept for offline use and what the app says about them: only Home's and the
 * Dashboard's families, per person and farm, never replacing a newer answer; the age line in
 * Spanish and in US English; the manifest's name and icons; the update prompt's worker handshake.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Workbox } from 'workbox-window';
import { PRODUCT_NAME } from '@shared/constants';
import { DataAge } from '../../../../web/src/components/data-age';
import { memoryKv } from '../../../../web/src/lib/pwa/kv';
import { PWA_MANIFEST } from '../../../../web/src/lib/pwa/manifest';
import { restoreQueries, saveQueries, savedQueriesKey } from '../../../../web/src/lib/pwa/persisted-queries';
import { applyUpdate, registerServiceWorker, updateWaiting } from '../../../../web/src/lib/pwa/register';
import { TestIntl } from '../support/intl';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('saved answers', () => {
  it("keeps Home's and the Dashboard's answered queries only, per person and farm", async () => {
    const kv = memoryKv();
    const a = new QueryClient();
    a.setQueryData(['readings', 'latest', 'S1'], { moisture: 25.4 });
    a.setQueryData(['fields'], [{ field_id: 'f1' }]);
    a.setQueryData(['api-keys'], [{ key: 'secret' }]);
    a.setQueryData(['admin', 'users'], ['someone']);
    await saveQueries(a, kv, savedQueriesKey('alice', null));

    const b = new QueryClient();
    expect(await restoreQueries(b, kv, savedQueriesKey('alice', null))).toBe(true);
    expect(b.getQueryData(['readings', 'latest', 'S1'])).toEqual({ moisture: 25.4 });
    expect(b.getQueryData(['fields'])).toEqual([{ field_id: 'f1' }]);
    expect(b.getQueryData(['api-keys'])).toBeUndefined();
    expect(b.getQueryData(['admin', 'users'])).toBeUndefined();

    const other = new QueryClient();
    expect(await restoreQueries(other, kv, savedQueriesKey('bob', null))).toBe(false);
    expect(await restoreQueries(other, kv, savedQueriesKey('alice', 'farm_1'))).toBe(false);
    expect(other.getQueryData(['fields'])).toBeUndefined();
    // A name that looks like a key part cannot reach another person's answers.
    expect(savedQueriesKey('alice","', null)).not.toBe(savedQueriesKey('alice', '",'));
  });

  it('never replaces a newer answer with a saved one', async () => {
    const kv = memoryKv();
    const old = new QueryClient();
    old.setQueryData(['zones'], ['old'], { updatedAt: 1_000 });
    await saveQueries(old, kv, 'k');
    const fresh = new QueryClient();
    fresh.setQueryData(['zones'], ['new'], { updatedAt: 2_000 });
    await restoreQueries(fresh, kv, 'k');
    expect(fresh.getQueryData(['zones'])).toEqual(['new']);
  });
});

function Shown() {
  useQuery({ queryKey: ['readings', 'latest', 'S1'], queryFn: () => ({}), enabled: false });
  return <DataAge />;
}

function renderAge(locale: 'es' | 'en-US', units: 'metric' | 'us', agoMs: number) {
  const client = new QueryClient();
  const at = new Date(2026, 10, 27, 9, 10).getTime();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at + agoMs);
  client.setQueryData(['readings', 'latest', 'S1'], { moisture: 25.4 }, { updatedAt: at });
  vi.stubGlobal('navigator', { onLine: false });
  render(
    <QueryClientProvider client={client}>
      <TestIntl locale={locale} units={units}>
        <Shown />
      </TestIntl>
    </QueryClientProvider>,
  );
  return screen.getByTestId('data-age').textContent;
}

describe('the age line', () => {
  it('says in Spanish when the data is from and how long ago', () => {
    expect(renderAge('es', 'us', 3 * 3_600_000)).toBe('Datos de las 09:10, hace 3 h');
  });
  it('in US English with a 12-hour clock, and with the day when it is not today', () => {
    expect(renderAge('en-US', 'us', 3 * 3_600_000)).toMatch(/^As of 9:10\sAM, 3 hr\. ago$/);
    cleanup();
    expect(renderAge('en-US', 'us', 26 * 3_600_000)).toMatch(/^As of 11\/27\/2026.*9:10\sAM, yesterday$/);
  });
});

describe('installable app', () => {
  it('is named as the product, starts standalone at /, and its icons are the sizes it says', () => {
    expect(PWA_MANIFEST).toMatchObject({ name: PRODUCT_NAME, start_url: '/', display: 'standalone' });
    for (const icon of PWA_MANIFEST.icons) {
      const png = readFileSync(join(process.cwd(), 'web', 'public', icon.src));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    expect(PWA_MANIFEST.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  });

  it('a waiting worker shows as an update; Reload lets it take over, then reloads', () => {
    const handlers: Record<string, () => void> = {};
    const wb = {
      addEventListener: (type: string, fn: () => void) => (handlers[type] = fn),
      register: vi.fn(async () => undefined),
      update: vi.fn(async () => undefined),
      messageSkipWaiting: vi.fn(),
    };
    const container = {} as ServiceWorkerContainer;
    expect(registerServiceWorker(container, () => wb as unknown as Workbox)).toBe(true);
    expect(wb.register).toHaveBeenCalledOnce();
    expect(updateWaiting()).toBe(false);
    handlers.waiting!();
    expect(updateWaiting()).toBe(true);
    const reload = vi.fn();
    applyUpdate(reload);
    expect(wb.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    handlers.controlling!();
    expect(reload).toHaveBeenCalledOnce();
  });
});
