/**
 * Alerts per member in Chromium, as the demo agronomist (advisor of the demo grower's farm, no plan
 * of their own, so they work in the shared farm, chosen in the shell): the alert preferences page
 * lists the farm shared with them, its kinds ticked by the advisor's defaults (moisture and the
 * moisture forecast), and no frost thresholds (the farm's fields are not theirs to change); a
 * choice is saved with the rest and read back after a reload; at 390×844 no sideways scroll; axe
 * finds nothing serious.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { DEMO_FARM } from '../../infra/local/demo-farm';
import { screenshot, waitForPath } from './support/browser';
import { useE2E } from './support/harness';
import { pageApi, signedIn } from './support/ui';
import { axeFindings } from './support/axe';

const PATH = '/app/notifications/preferences';
const e2e = useE2E({ demoFarm: { days: 1 } });

/** Signed in as the agronomist, in the demo farm (the shell's chooser), at the preferences page. */
async function agronomistAtPreferences(): Promise<Page> {
  const page = await signedIn(e2e, DEMO_ACCOUNTS.agronomist, '/app/Home');
  const chooser = page.getByRole('combobox', { name: 'Active farm' });
  await chooser.waitFor();
  await chooser.selectOption((await chooser.locator('option', { hasText: DEMO_FARM }).getAttribute('value'))!);
  await waitForPath(page, '/app/Home');
  await page.goto(PATH);
  return page;
}

const sharedFarm = async (page: Page) => {
  await page.getByRole('heading', { name: 'Alert preferences', level: 1 }).waitFor();
  const group = page.getByRole('group', { name: new RegExp(DEMO_FARM) });
  await group.waitFor();
  return group;
};
const ticked = async (page: Page) =>
  (await sharedFarm(page))
    .getByRole('checkbox', { checked: true })
    .evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).labels?.[0]?.textContent?.trim()));

describe('alerts from a farm shared with you', () => {
  it('the advisor’s defaults are ticked; a choice is saved and read back', async () => {
    const page = await agronomistAtPreferences();
    const group = await sharedFarm(page);
    expect(await group.textContent()).toContain('you are advisor');
    expect(await ticked(page)).toEqual(['Moisture', 'Moisture forecast']);
    expect(await page.getByRole('heading', { name: 'Frost thresholds' }).count()).toBe(0);
    await screenshot(page, 'shared-farm-alerts-desktop');
    expect(await axeFindings(page)).toEqual([]);

    await group.getByRole('checkbox', { name: 'Frost' }).check();
    await group.getByRole('checkbox', { name: 'Moisture forecast' }).uncheck();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await page.getByText('Alert preferences saved.').waitFor();
    await page.reload();
    expect(await ticked(page)).toEqual(['Moisture', 'Frost']);
    const saved = await pageApi<{ data: { farms: Record<string, string[]> } }>(page, '/api/v2/alerts/preferences');
    expect(Object.values(saved.data.farms)).toEqual([['moisture', 'frost']]);
  });

  it('fits a phone (390×844) without sideways scroll', async () => {
    const page = await agronomistAtPreferences();
    await page.setViewportSize({ width: 390, height: 844 });
    const group = await sharedFarm(page);
    await group.scrollIntoViewIfNeeded();
    await screenshot(page, 'shared-farm-alerts-phone');
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.view);
    expect(await axeFindings(page)).toEqual([]);
  });
});
