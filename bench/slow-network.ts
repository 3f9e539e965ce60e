/**
 * `npm run bench:slow-network`: how long Home takes on a 3G-like connection (~400 kbit/s, 400 ms
 * round trip, Chromium's emulation), printed, never asserted. The demo grower, signed in, opens
 * the app with an empty HTTP cache: the time from the navigation to the latest readings and to the
 * first chart, and the bytes fetched before the latest readings against the budget that
 * test/e2e/slow-network.test.ts prints (what 5 s carry once the critical round trips are out).
 * Run: npm run bench:slow-network [-- <runs>]
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.LOG_LEVEL ??= 'warn';
process.env.FORECASTS ??= 'off';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../infra/local/demo-accounts';
import { HOME_BYTE_BUDGET, SLOW_3G, throttle } from '../test/e2e/support/throttle';

// After the environment above: the stack's functions read LOG_LEVEL and FORECASTS when loaded.
const { startLocalStack } = await import('../infra/local/stack');

const RUNS = Number(process.argv[2] ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const dataDir = mkdtempSync(join(tmpdir(), 'fieldwise-bench-slow-'));
const stack = await startLocalStack({ dataDir, port: 0, demoFarm: { days: 7 }, log: () => {} });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const latest: number[] = [];
const chart: number[] = [];
const bytes: number[] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ baseURL: stack.url, viewport: { width: 1280, height: 820 } });
    const login = await context.newPage();
    await login.goto('/login');
    await login.getByLabel('Username', { exact: true }).fill(DEMO_ACCOUNTS.grower.username);
    await login.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.grower.password);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await login.waitForURL((u) => u.pathname === '/app/Home');
    await login.locator('.latest-record__table').waitFor({ timeout: 60_000 });
    const page = await context.newPage();
    await login.close();
    const meter = await throttle(page);
    await meter.cdp.send('Network.clearBrowserCache');
    await page.goto('/app/Home', { waitUntil: 'commit', timeout: 120_000 });
    await page.locator('.latest-record__table').waitFor({ timeout: 120_000 });
    latest.push(await page.evaluate(() => performance.now()));
    bytes.push(meter.bytesSoFar());
    await page.locator('canvas').first().waitFor({ timeout: 120_000 });
    chart.push(await page.evaluate(() => performance.now()));
    await context.close();
    console.log(`run ${run + 1}: latest readings ${(latest.at(-1)! / 1000).toFixed(1)} s, ${kb(bytes.at(-1)!)}`);
  }
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `slow network (${SLOW_3G.kbitPerSecond} kbit/s, ${SLOW_3G.latencyMs} ms), median of ${RUNS}, load ` +
    `${loadavg()[0]!.toFixed(1)}: latest readings ${(median(latest) / 1000).toFixed(1)} s (target 5 s), ` +
    `first chart ${(median(chart) / 1000).toFixed(1)} s; ${kb(median(bytes))} before the latest readings ` +
    `(budget ${kb(HOME_BYTE_BUDGET)})`,
);
