/**
 * The installable app, offline, in Chromium as the demo grower: the manifest and the service worker
 * make it installable (Chromium's own check) and the worker controls the page after a reload; with
 * the network cut, Home and the Dashboard show what they last loaded with its age; an irrigation
 * logged offline waits in the queue across a reload and reaches the server once when the network
 * returns; the worker never stored an API answer or a sign-in; sign-out leaves nothing of the
 * person in IndexedDB or Cache Storage; a new version waiting shows "New version available" and
 * Reload puts it in charge.
 *
 * The stack serves its own build in a temporary folder (WEB_DIST_DIR, set before the stack module
 * loads), so the update test can change that build's sw.js without touching web/dist.
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { waitForPath } from './support/browser';
import { useE2E } from './support/harness';
import { cachedUrls, controlled, offlineEntries, serviceWorkerReady } from './support/offline';
import { dialog, logIn, pageApi } from './support/ui';

const dist = await vi.hoisted(async () => {
  // Hoisted above the imports: node's modules are imported here for it.
  const [{ mkdtempSync }, { tmpdir }, { join }] = await Promise.all([
    import('node:fs'),
    import('node:os'),
    import('node:path'),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'fieldwise-offline-web-'));
  process.env.WEB_DIST_DIR = dir;
  // Playwright sees the service worker's own requests only with this (read as the browser starts):
  // without it, "offline" would cut the page but not the worker's fetches.
  process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';
  return dir;
});

const e2e = useE2E({ demoFarm: { days: 2 } });
const ZONE = 'North Block East';
const grower = DEMO_ACCOUNTS.grower;

const latestRecord = (page: Page) => page.locator('.latest-record__table');
const dataAge = (page: Page) => page.getByTestId('data-age');
const card = (page: Page) => page.getByRole('article', { name: ZONE });

/** The worker's requests fail as the page's do: setOffline alone cuts only the page's. */
const workerOffline = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.continue();

async function cutNetwork(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', workerOffline);
}

async function restoreNetwork(context: BrowserContext): Promise<void> {
  await context.unroute('**/*', workerOffline);
  await context.setOffline(false);
}

async function poll<T>(read: () => Promise<T>, until: (v: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const v = await read();
    if (until(v)) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** Signed in on Home, its latest readings drawn, the worker installed and in control after a reload. */
async function installed(): Promise<Page> {
  const { page } = await e2e.open();
  await page.goto('/login');
  await logIn(page, grower.username, grower.password);
  await waitForPath(page, '/app/Home');
  await latestRecord(page).waitFor();
  expect(await serviceWorkerReady(page)).toMatch(/\/sw\.js$/);
  await page.reload();
  await latestRecord(page).waitFor();
  expect(await controlled(page)).toBe(true);
  return page;
}

async function zoneLog(page: Page): Promise<number> {
  const zones = await pageApi<{ data: { id: string; zonename: string }[] }>(page, '/api/v2/zone');
  const zone = zones.data.find((z) => z.zonename === ZONE)!;
  const log = await pageApi<{ data: { entries: unknown[] } }>(page, `/api/v2/zone/${zone.id}/irrigations`);
  return log.data.entries.length;
}

const queued = async (page: Page) => {
  const entries = await offlineEntries(page);
  return Object.entries(entries)
    .filter(([k]) => k.startsWith('queue:'))
    .flatMap(([, v]) => v as unknown[]);
};

describe('installable app, offline', () => {
  it('installs, shows Home and the Dashboard offline, queues an irrigation once, and signs out clean', async () => {
    const page = await installed();

    // Chromium's own installability check: the manifest (name, icons, start_url, standalone) and a
    // service worker with a fetch handler. A test context is incognito, which alone refuses installs.
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
    expect(errors).toEqual([]);
    const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
    expect(manifest).toMatchObject({ name: 'Fieldwise', start_url: '/', display: 'standalone' });

    // The Dashboard's charts loaded once online, so they are kept too.
    await page.goto('/app/Home/Dashboard');
    await page.locator('canvas[role="img"][aria-label^="Moisture"]').first().waitFor();
    await poll(
      () => offlineEntries(page),
      (e) => Object.keys(e).some((k) => k.startsWith('queries:')),
      'the saved answers',
    );
    const before = await zoneLog(page);

    await cutNetwork(page.context());
    await page.goto('/app/Home');
    await latestRecord(page).waitFor();
    await expect.poll(() => dataAge(page).innerText()).toMatch(/^As of \d{1,2}:\d{2}( [AP]M)?, /);
    await page.getByText(/^You are offline: showing data as of \d{1,2}:\d{2}( [AP]M)?\./).waitFor();
    await page.reload();
    await latestRecord(page).waitFor();
    await dataAge(page).waitFor();

    await page.goto('/app/Home/Dashboard');
    await page.locator('canvas[role="img"][aria-label^="Moisture"]').first().waitFor();
    await expect.poll(() => dataAge(page).innerText()).toMatch(/^As of \d{1,2}:\d{2}( [AP]M)?, /);

    // An irrigation logged offline waits, also across a reload.
    await page.goto('/app/Home');
    await card(page).getByRole('button', { name: 'Log irrigation' }).click();
    const sheet = dialog(page, `Log irrigation · ${ZONE}`);
    await sheet.getByRole('button', { name: 'Save' }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByText(/1 change is waiting to send/).waitFor();
    expect(await queued(page)).toHaveLength(1);
    await page.reload();
    await latestRecord(page).waitFor();
    await page.getByText(/1 change is waiting to send/).waitFor();
    expect(await queued(page)).toHaveLength(1);
    // The zone card lists it, marked, until it is sent.
    await card(page).getByText('Waiting to send').waitFor();

    // Back online: sent once.
    await restoreNetwork(page.context());
    await poll(
      () => queued(page),
      (q) => q.length === 0,
      'the queue to empty',
    );
    await page.getByText(/waiting to send/).waitFor({ state: 'detached' });
    await card(page).getByText('Waiting to send').waitFor({ state: 'detached' });
    expect(await zoneLog(page)).toBe(before + 1);
    await page.reload();
    await latestRecord(page).waitFor();
    expect(await zoneLog(page)).toBe(before + 1);

    // The worker stored the app's files only: no API answer, no sign-in.
    const caches = await cachedUrls(page);
    const urls = Object.values(caches).flat();
    expect(urls.some((u) => u.startsWith('/index.html'))).toBe(true);
    expect(urls.filter((u) => u.startsWith('/api') || !u.startsWith('/'))).toEqual([]);

    await page.getByRole('button', { name: `Account menu for ${grower.username}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    expect(await offlineEntries(page)).toEqual({});
    // Left: the app's own files, and the runtime configuration the sign-in page just read again
    // (the same for everyone: pool ids, the API's address).
    const after = await cachedUrls(page);
    const others = Object.entries(after).filter(([name]) => !name.startsWith('workbox-precache'));
    expect(others.flatMap(([, urls]) => urls).filter((u) => u !== '/config.json')).toEqual([]);
  });

  it('shows "New version available" when a new worker waits, and Reload puts it in charge', async () => {
    const page = await installed();
    await expect(page.getByTestId('update-prompt').count()).resolves.toBe(0);
    const first = await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.scriptURL);
    // A deploy: the worker's file changes (the static server reads it again by its mtime).
    appendFileSync(join(dist, 'sw.js'), '\n// a new version\n');
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update();
    });
    const prompt = page.getByTestId('update-prompt');
    await prompt.getByText('New version available').waitFor();
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await latestRecord(page).waitFor();
    expect(await controlled(page)).toBe(true);
    const state = await page.evaluate(async () => {
      const reg = (await navigator.serviceWorker.getRegistration())!;
      return { waiting: Boolean(reg.waiting), active: reg.active!.scriptURL };
    });
    expect(state).toEqual({ waiting: false, active: first });
    expect(await page.getByTestId('update-prompt').count()).toBe(0);
  });
});
