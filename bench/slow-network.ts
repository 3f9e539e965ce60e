/**
 * `npm run bench:slow-network`: Home on a 3G-like connection (~400 kbit/s, 400 ms round trip,
 * Chromium's emulation), printed, never asserted. Two ways in, each in a fresh browser context:
 * - **after sign-in** (the target: latest readings < 5 s): the login page opened on the slow
 *   connection, then "Log in" pressed: the time from the press to Home's latest readings and to
 *   the first chart, and the bytes fetched in between against the budget that
 *   test/e2e/slow-network.test.ts prints (what 5 s carry once the critical round trips are out);
 * - **reopened, HTTP cache emptied**: signed in already, the HTTP cache emptied and no service worker
 *   (a browser that has never installed the app): the time from the navigation, which includes
 *   every script of the app;
 * - **installed, reopened**: the app's service worker in place (its precache holds the code), the
 *   HTTP cache emptied: Home from the answers kept for offline use, then fresh from the network.
 * The local stack speaks HTTP/1.1 (six connections a host, so chunks queue); CloudFront speaks
 * HTTP/2, so these are upper bounds for the same bytes.
 * Run: npm run bench:slow-network [-- <runs>]
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.LOG_LEVEL ??= 'warn';
process.env.FORECASTS ??= 'off';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../infra/local/demo-accounts';
import { HOME_BYTE_BUDGET, pressLogIn, SLOW_3G, throttle } from '../test/e2e/support/throttle';

// After the environment above: the stack's functions read LOG_LEVEL and FORECASTS when loaded.
const { startLocalStack } = await import('../infra/local/stack');

const RUNS = Number(process.argv[2] ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const now = (page: Page) => page.evaluate(() => performance.now());

const dataDir = mkdtempSync(join(tmpdir(), 'fieldwise-bench-slow-'));
const stack = await startLocalStack({ dataDir, port: 0, demoFarm: { days: 7 }, log: () => {} });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const newContext = () =>
  browser.newContext({ baseURL: stack.url, viewport: { width: 1280, height: 820 }, serviceWorkers: 'block' });
const { username, password } = DEMO_ACCOUNTS.grower;
const after = { latest: [] as number[], chart: [] as number[], bytes: [] as number[], login: [] as number[] };
const reopened = { latest: [] as number[], chart: [] as number[], bytes: [] as number[] };
const installed = { latest: [] as number[], fresh: [] as number[], bytes: [] as number[] };
try {
  // The server's first answers of each file are gzip while brotli is being made: one look first.
  const warm = await newContext();
  const warmPage = await warm.newPage();
  await warmPage.goto('/login');
  await pressLogIn(warmPage, username, password);
  await warmPage.locator('canvas').first().waitFor({ timeout: 60_000 });
  await warm.close();

  for (let run = 0; run < RUNS; run++) {
    const context = await newContext();
    const page = await context.newPage();
    const meter = await throttle(page);
    await page.goto('/login', { timeout: 120_000 });
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor({ timeout: 120_000 });
    after.login.push(await now(page));
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const bytesBefore = meter.bytesSoFar();
    const pressed = await pressLogIn(page, username, password);
    await page.locator('.latest-record__table').waitFor({ timeout: 120_000 });
    after.latest.push((await now(page)) - pressed);
    after.bytes.push(meter.bytesSoFar() - bytesBefore);
    await page.locator('canvas').first().waitFor({ timeout: 120_000 });
    after.chart.push((await now(page)) - pressed);
    await page.waitForLoadState('networkidle', { timeout: 120_000 });

    // The same browser reopening the app with its HTTP cache emptied (the answers kept for offline use stay).
    const again = await context.newPage();
    await page.close();
    const cold = await throttle(again);
    await cold.cdp.send('Network.clearBrowserCache');
    await again.goto('/app/Home', { waitUntil: 'commit', timeout: 120_000 });
    await again.locator('.latest-record__table').waitFor({ timeout: 120_000 });
    reopened.latest.push(await now(again));
    reopened.bytes.push(cold.bytesSoFar());
    await again.locator('canvas').first().waitFor({ timeout: 120_000 });
    reopened.chart.push(await now(again));
    await context.close();

    // The installed app: signed in on a good connection, its service worker in place.
    const withWorker = await browser.newContext({ baseURL: stack.url, viewport: { width: 1280, height: 820 } });
    const first = await withWorker.newPage();
    await first.goto('/login');
    await pressLogIn(first, username, password);
    await first.locator('.latest-record__table').waitFor({ timeout: 60_000 });
    await first.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
    await first.waitForTimeout(2_000);
    const home = await withWorker.newPage();
    await first.close();
    const net = await throttle(home);
    await net.cdp.send('Network.clearBrowserCache');
    const fresh = home.waitForResponse((r) => /\/api\/v2\/readings\/[^/]+\/latest$/.test(new URL(r.url()).pathname), {
      timeout: 120_000,
    });
    await home.goto('/app/Home', { waitUntil: 'commit', timeout: 120_000 });
    await home.locator('.latest-record__table').waitFor({ timeout: 120_000 });
    installed.latest.push(await now(home));
    installed.bytes.push(net.bytesSoFar());
    await (await fresh).finished();
    installed.fresh.push(await now(home));
    await withWorker.close();
    console.log(
      `run ${run + 1}: after sign-in, latest readings ${s(after.latest.at(-1)!)} (${kb(after.bytes.at(-1)!)}), ` +
        `first chart ${s(after.chart.at(-1)!)}; reopened, latest readings ${s(reopened.latest.at(-1)!)} ` +
        `(${kb(reopened.bytes.at(-1)!)}); installed, ${s(installed.latest.at(-1)!)} kept, ` +
        `${s(installed.fresh.at(-1)!)} fresh`,
    );
  }
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `slow network (${SLOW_3G.kbitPerSecond} kbit/s, ${SLOW_3G.latencyMs} ms), median of ${RUNS}, load ` +
    `${loadavg()[0]!.toFixed(1)}:\n` +
    `  after sign-in: latest readings ${s(median(after.latest))} (target 5 s), first chart ` +
    `${s(median(after.chart))}; ${kb(median(after.bytes))} fetched before the latest readings ` +
    `(budget ${kb(HOME_BYTE_BUDGET)}); the login page itself ${s(median(after.login))}\n` +
    `  reopened, HTTP cache emptied: latest readings ${s(median(reopened.latest))}, first chart ` +
    `${s(median(reopened.chart))}; ${kb(median(reopened.bytes))} before the latest readings\n` +
    `  installed, reopened: latest readings ${s(median(installed.latest))} from the kept answers ` +
    `(${kb(median(installed.bytes))} fetched by then), the fresh answer at ${s(median(installed.fresh))}`,
);
