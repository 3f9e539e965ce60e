/**
 * The first screen after sign-in on a 3G-like connection (~400 kbit/s, 400 ms round trip): the
 * demo grower opens the login page on that connection, signs in, and Home draws the field and the
 * latest readings first, the charts after; nothing is fetched twice that a cache already answered.
 *
 * No time is asserted (the machine is shared). What Home needs between "Log in" and its latest
 * readings is compared with a byte budget, what 5 s at 400 kbit/s carry once the round trips of
 * the critical chain (sign-in, Home's code, then the field list, the field's sensors and the
 * latest reading) are taken out, and printed; and the map's and the charts' code must not be among
 * it (lib/defer-heavy.tsx). `npm run bench:slow-network` prints the times (docs/benchmarks.md).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { waitForPath } from './support/browser';
import { useE2E } from './support/harness';
import { HOME_BYTE_BUDGET as BUDGET_BYTES, pressLogIn, throttle } from './support/throttle';

const e2e = useE2E({ demoFarm: { days: 7 } });

describe('slow network', () => {
  it("draws Home's field and latest readings before the map's and charts' code, fetching nothing twice", async () => {
    const { page } = await e2e.open();
    const meter = await throttle(page);
    await page.goto('/login', { timeout: 120_000 });
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor({ timeout: 120_000 });
    // As long as a person takes to type: the page that follows loads meanwhile (router.tsx).
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const before = new Set(meter.fetched.keys());
    const bytesBefore = meter.bytesSoFar();
    await pressLogIn(page, DEMO_ACCOUNTS.grower.username, DEMO_ACCOUNTS.grower.password);
    await waitForPath(page, '/app/Home');
    await page.locator('.latest-record__table').waitFor({ timeout: 60_000 });
    const afterSignIn = meter.bytesSoFar() - bytesBefore;
    const askedMeanwhile = [...meter.fetched.entries()]
      .filter(([id]) => !before.has(id))
      .map(([, f]) => new URL(f.url).pathname);
    console.log(
      `slow network: ${(afterSignIn / 1024).toFixed(1)} kB between "Log in" and the latest readings ` +
        `(budget ${(BUDGET_BYTES / 1024).toFixed(1)} kB)`,
    );
    // Home's own answers were among them; the map's and the charts' code was not.
    expect(askedMeanwhile).toEqual(
      expect.arrayContaining(['/api/v2/field', expect.stringMatching(/^\/api\/v2\/readings\/[^/]+\/latest$/)]),
    );
    // (Asked in that order: the map's and the charts' code only once the latest reading was in.)
    const latestAt = askedMeanwhile.findIndex((p) => /^\/api\/v2\/readings\/[^/]+\/latest$/.test(p));
    const heavyAt = askedMeanwhile.findIndex((p) => /\/assets\/(offline-map|chart-setup)-/.test(p));
    expect(heavyAt === -1 || heavyAt > latestAt, askedMeanwhile.join(' ')).toBe(true);
    // The field is drawn with them.
    await page
      .getByRole('button', { name: /North Block/ })
      .first()
      .waitFor();
    // Then the charts.
    await page.locator('canvas').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });

    const perUrl = new Map<string, number>();
    for (const f of meter.fetched.values()) {
      // The tab's icon is fetched by the browser itself (and again for the manifest), not by the app.
      if (f.fromCache || f.url.startsWith('data:') || f.url.endsWith('/favicon.svg')) continue;
      // The same request: method, URL and (for the identity provider) operation. A PUT of the
      // settings is not a second GET of them.
      const key = `${f.method} ${f.url} ${f.operation ?? ''}`.trim();
      perUrl.set(key, (perUrl.get(key) ?? 0) + 1);
    }
    const twice = [...perUrl].filter(([, n]) => n > 1);
    expect(twice).toEqual([]);
    const api = [...meter.fetched.values()].filter((f) => f.method === 'GET').map((f) => new URL(f.url).pathname);
    expect(api).toEqual(expect.arrayContaining(['/api/v2/farms', '/api/v2/settings']));
    expect(api.some((p) => p.startsWith('/api/v2/moisture/'))).toBe(true);
  });
});
