/**
 * Time to refill on the seeded demo farm: each zone card on Home gives its zone's line, at desktop
 * size and on a phone (390×844) without reaching past the screen, axe clean; the Sensor Details
 * page's "Time to refill" card shows the same lines.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { screenshot } from './support/browser';
import { useE2E } from './support/harness';
import { axeFindings } from './support/axe';
import { signedIn } from './support/ui';

const e2e = useE2E({ demoFarm: { days: 3 } });
const LINE = new RegExp(
  String.raw`^10 cm (reaches refill in about \d+ h \((Mon|Tue|Wed|Thu|Fri|Sat|Sun) (\d+ (am|pm)|midnight|noon)\)` +
    String.raw`(: drying [\d.]+ % a day(, ET0 forecast \d+ mm a day)?)?` +
    String.raw`|is already below refill .*|does not reach refill in the next 3 days.*|: no estimate yet, .*)\.$`,
);

/** The settled lines inside `scope` (a CSS selector), in page order. */
async function refillLines(page: Page, scope: string): Promise<string[]> {
  const lines = page.locator(`${scope} [data-testid="zone-refill"]`);
  await lines.first().waitFor({ timeout: 30_000 });
  await expect.poll(() => page.locator(`${scope} .zone-refill--muted`).count(), { timeout: 30_000 }).toBe(0);
  return lines.allInnerTexts();
}

describe('time to refill', () => {
  it('gives each zone card on Home its zone’s line, at desktop size and on a phone', async () => {
    const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, '/app/Home');
    const lines = await refillLines(page, '.zone-card');
    expect(lines.length).toBe(await page.locator('.zone-card').count());
    for (const line of lines) expect(line.trim()).toMatch(LINE);
    expect(await axeFindings(page, { include: '.zone-card' })).toEqual([]);
    await screenshot(page, 'zone-refill-desktop');

    await page.setViewportSize({ width: 390, height: 844 });
    const line = page.getByTestId('zone-refill').first();
    await line.scrollIntoViewIfNeeded();
    const box = await line.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'zone-refill-phone');
  });

  it('shows the same lines on the Sensor Details page', async () => {
    const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, '/app/Home');
    const home = await refillLines(page, '.zone-card');
    await page.goto('/app/Home/Dashboard');
    expect(await refillLines(page, '.zone-refill-list')).toEqual(home);
  });
});
