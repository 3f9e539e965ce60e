/**
 * The first screen after sign-in on a 3G-like connection (~400 kbit/s, 400 ms round trip): the
 * demo grower, signed in, opens the app with nothing in the browser's cache. Home draws the
 * field and the latest readings first, the charts after; and nothing is fetched twice that a
 * cache already answered.
 *
 * No time is asserted (the machine is shared). What Home needs before its latest readings show is
 * compared with a byte budget, what 5 s at 400 kbit/s carry once the round trips of the critical
 * chain (page, scripts, configuration, Home's chunk, then the API's answers) are taken out, and
 * printed: today's build needs several times the budget (docs/benchmarks.md), so holding it is
 * work still to do (bundle diet), not asserted here. `npm run bench:slow-network` prints the time.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { waitForPath } from './support/browser';
import { useE2E } from './support/harness';
import { HOME_BYTE_BUDGET as BUDGET_BYTES, throttle } from './support/throttle';
import { logIn } from './support/ui';

const e2e = useE2E({ demoFarm: { days: 7 } });

describe('slow network', () => {
  it("draws Home's field, latest readings and charts on a slow network, fetching nothing twice", async () => {
    const { page, context } = await e2e.open();
    await page.goto('/login');
    await logIn(page, DEMO_ACCOUNTS.grower.username, DEMO_ACCOUNTS.grower.password);
    await waitForPath(page, '/app/Home');
    await page.locator('.latest-record__table').waitFor();

    // The app opened again with the session kept and the HTTP cache empty, on a slow network.
    const fresh = await context.newPage();
    await page.close();
    const meter = await throttle(fresh);
    await meter.cdp.send('Network.clearBrowserCache');
    await fresh.goto('/app/Home', { waitUntil: 'commit' });
    await fresh.locator('.latest-record__table').waitFor({ timeout: 60_000 });
    const beforeLatest = meter.bytesSoFar();
    const chartsDrawn = await fresh
      .locator('.latest-record__table')
      .evaluate(() => document.querySelectorAll('canvas').length);
    console.log(
      `slow network: ${(beforeLatest / 1024).toFixed(1)} kB before the latest readings ` +
        `(budget ${(BUDGET_BYTES / 1024).toFixed(1)} kB), ${chartsDrawn} chart(s) drawn by then`,
    );
    // The field is drawn with it.
    await fresh
      .getByRole('button', { name: /North Block/ })
      .first()
      .waitFor();
    // Then the charts.
    await fresh.locator('canvas').first().waitFor({ timeout: 60_000 });
    await fresh.waitForLoadState('networkidle', { timeout: 60_000 });

    const perUrl = new Map<string, number>();
    for (const f of meter.fetched.values()) {
      // The tab's icon is fetched by the browser itself (and again for the manifest), not by the app.
      if (f.fromCache || f.url.startsWith('data:') || f.url.endsWith('/favicon.svg')) continue;
      perUrl.set(f.url, (perUrl.get(f.url) ?? 0) + 1);
    }
    const twice = [...perUrl].filter(([, n]) => n > 1);
    expect(twice).toEqual([]);
    // Home's own answers were asked (once each, above): the farms, the settings, the field's moisture.
    const api = [...perUrl.keys()].map((u) => new URL(u).pathname);
    expect(api).toEqual(expect.arrayContaining(['/api/v2/farms', '/api/v2/settings']));
    expect(api.some((p) => p.startsWith('/api/v2/moisture/'))).toBe(true);
  });
});
