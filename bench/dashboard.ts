/**
 * `npm run bench:dashboard`: what a grower waits for and downloads on the dashboards, printed,
 * never asserted. Against a local stack (web build served, demo farm with 30 days of readings)
 * in headless Chromium:
 * - time from clicking 'Log in' (sent there from /app/Home/Dashboard) to the first drawn chart
 *   of the detail dashboard, median of 10 fresh browser contexts (target < 1.5 s);
 * - gzip JavaScript fetched for /login (target ≤ 250 kB) and, signed in, for /app/Home
 *   (target ≤ 400 kB: maps, PDF and xlsx code load only when used).
 * Run: npm run bench:dashboard [-- <runs>]
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
process.env.LOG_LEVEL ??= 'warn';
process.env.FORECASTS ??= 'off';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../infra/local/demo-accounts';

// After the environment above: the stack's functions read LOG_LEVEL and FORECASTS when loaded.
const { startLocalStack } = await import('../infra/local/stack');

const RUNS = Number(process.argv[2] ?? 10);
const CHART_A = 'Average Soil Moisture/Temperature Variation Chart A';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Collects the scripts a page fetches, gzip-sized, until `reset()`. */
function scriptMeter(page: Page) {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(new URL(response.url()).pathname, gzipSync(await response.body(), { level: 6 }).length);
    } catch {
      // a body gone with a navigation
    }
  });
  return {
    total: () => [...scripts.values()].reduce((s, n) => s + n, 0),
    reset: () => scripts.clear(),
  };
}

async function logIn(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  await page.getByLabel('Username', { exact: true }).fill(DEMO_ACCOUNTS.grower.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.grower.password);
}

const dataDir = mkdtempSync(join(tmpdir(), 'fieldwise-bench-dashboard-'));
console.log('starting the local stack with 30 days of demo readings …');
const stack = await startLocalStack({ dataDir, port: 0, log: () => undefined, demoFarm: { days: 30 } });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  // Bundle sizes: /login, then /app/Home once signed in.
  {
    const context = await browser.newContext({ baseURL: stack.url, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const meter = scriptMeter(page);
    await page.goto('/login', { waitUntil: 'networkidle' });
    await logIn(page);
    const login = meter.total();
    meter.reset();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/app\/Home$/);
    await page.getByRole('region', { name: 'Field map' }).waitFor();
    await page.waitForLoadState('networkidle');
    const home = meter.total();
    console.log(`\nJavaScript (gzip) for /login:     ${kb(login).padStart(9)}  (target ≤ 250 kB)`);
    console.log(
      `JavaScript (gzip) for /app/Home:  ${kb(login + home).padStart(9)}  (target ≤ 400 kB; ${kb(home)} of it after ` +
        `signing in)`,
    );
    await context.close();
  }

  // Log in → first drawn chart on the detail dashboard.
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ baseURL: stack.url, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/app/Home/Dashboard');
    await logIn(page);
    const started = Date.now();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/app\/Home\/Dashboard/);
    await page
      .locator('section', { has: page.getByRole('heading', { name: CHART_A, exact: true }) })
      .locator('canvas[role="img"]')
      .waitFor();
    // The chart is drawn once its canvas is in the page (animation is off): one frame to paint it.
    await page.evaluate('new Promise((r) => requestAnimationFrame(() => r(null)))');
    times.push(Date.now() - started);
    await context.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `\n'Log in' → first chart on the detail dashboard, ${RUNS} runs: median ${median(times)} ms, min ${sorted[0]} ` +
      `ms, max ${sorted.at(-1)} ms (target < 1,500 ms)`,
  );
  console.log(
    `load average while measuring: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} (2 cores)`,
  );
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
