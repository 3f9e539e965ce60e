/**
 * Time to refill on the seeded demo farm: Home's "Time to refill" card gives each zone of the
 * chosen field its line, at desktop size and on a phone (390×844) without reaching past the
 * screen, axe clean; the Sensor Details page shows it too.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { screenshot } from './support/browser';
import { useE2E } from './support/harness';
import { axeFindings } from './support/axe';
import { signedIn } from './support/ui';

const e2e = useE2E({ demoFarm: { days: 3 } });
const LINE = /^10 cm (reaches refill in about \d+ h \((Mon|Tue|Wed|Thu|Fri|Sat|Sun) (\d+ (am|pm)|midnight|noon)\)(: drying [\d.]+ % a day(, ET0 forecast \d+ mm a day)?)?|is already below refill .*|does not reach refill in the next 3 days.*|: no estimate yet, .*)\.$/;

async function refillLines(page: Page): Promise<string[]> {
  const card = page.getByRole('region', { name: 'Time to refill' });
  await card.getByTestId('zone-refill').first().waitFor({ timeout: 30_000 });
  await expect.poll(() => card.locator('.zone-refill--muted').count(), { timeout: 30_000 }).toBe(0);
  return card.getByTestId('zone-refill').allInnerTexts();
}

describe('time to refill', () => {
  it('gives each zone of the field its line on Home, at desktop size and on a phone', async () => {
    const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, '/app/Home');
    const lines = await refillLines(page);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.trim()).toMatch(LINE);
    expect(await axeFindings(page, { include: '.zone-refill-list' })).toEqual([]);
    await screenshot(page, 'zone-refill-desktop');

    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByRole('region', { name: 'Time to refill' });
    await card.scrollIntoViewIfNeeded();
    const box = await card.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'zone-refill-phone');
  });

  it('shows the same lines on the Sensor Details page', async () => {
    const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, '/app/Home');
    const home = await refillLines(page);
    await page.goto('/app/Home/Dashboard');
    expect(await refillLines(page)).toEqual(home);
  });
});
