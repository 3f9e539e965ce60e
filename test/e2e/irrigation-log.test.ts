/**
 * The irrigation log in Chromium, as the demo grower: on Home, a zone's card logs an irrigation in
 * three taps at most ("Log irrigation", then "Save" on the prefilled sheet), at desktop size and
 * on a phone (390×844); the entry is edited (its depth follows the run time at the zone's rate)
 * and deleted after a confirmation, and the whole log opens in a dialog. The zone wizard's
 * "Irrigation system and crop" section shows the zone's system, names a bad rate and saves a
 * good one, and works by keyboard. axe finds nothing serious on the card, the sheet or the wizard.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { axeFindings } from './support/axe';
import { screenshot, waitForPath } from './support/browser';
import { useE2E } from './support/harness';
import { dialog, fill, logIn, signedIn } from './support/ui';

const e2e = useE2E({ demoFarm: { days: 1 } });
const ZONE = 'North Block East';
const PHONE = { width: 390, height: 844 };

const toast = (page: Page, text: string) => page.locator('.toast-region').getByText(text, { exact: true });
const card = (page: Page) => page.getByRole('article', { name: ZONE });

/** Home with the zone's card and its log loaded. */
async function home(size: { width: number; height: number }): Promise<Page> {
  // The size first: the app lays itself out (menu drawer closed on a phone) as it starts.
  const { page } = await e2e.open();
  await page.setViewportSize(size);
  await page.goto('/login');
  await logIn(page, DEMO_ACCOUNTS.grower.username, DEMO_ACCOUNTS.grower.password);
  await waitForPath(page, '/app/Home');
  await card(page)
    .getByText(/^Last 30 days: /)
    .waitFor();
  await card(page)
    .getByText(/Last 30 days: (no irrigations|\d)/)
    .waitFor();
  return page;
}

/** The three taps (here two): "Log irrigation", then "Save" on the prefilled sheet; answers the count of taps. */
async function logInTaps(page: Page): Promise<number> {
  let taps = 0;
  await card(page).getByRole('button', { name: 'Log irrigation' }).click();
  taps++;
  const sheet = dialog(page, `Log irrigation · ${ZONE}`);
  await sheet.getByLabel('Run time (minutes)').waitFor();
  // Prefilled: the zone's method and a run time, with what it comes to at the zone's rate.
  expect(await sheet.getByLabel('Method').inputValue()).toBe('drip');
  expect(Number(await sheet.getByLabel('Run time (minutes)').inputValue())).toBeGreaterThan(0);
  await sheet.getByText(/≈ [\d.]+ mm at 4 mm\/h/).waitFor();
  await sheet.getByRole('button', { name: 'Save' }).click();
  taps++;
  await toast(page, `Irrigation logged on ${ZONE}.`).waitFor();
  await sheet.waitFor({ state: 'detached' });
  return taps;
}

describe('irrigation log', () => {
  it('logs from the zone card in at most three taps, edits and deletes the entry (desktop)', async () => {
    const page = await home({ width: 1400, height: 1000 });
    const before = await card(page)
      .getByText(/^Last 30 days: /)
      .innerText();
    expect(await axeFindings(page, { include: '.zone-cards' })).toEqual([]);

    expect(await logInTaps(page)).toBeLessThanOrEqual(3);
    await card(page)
      .getByText(/^Last 30 days: /)
      .filter({ hasNotText: before })
      .waitFor();
    await screenshot(page, 'irrigation-card-desktop');

    // Edit: an hour and a half at 4 mm/h is 6 mm.
    await card(page)
      .getByRole('button', { name: /^Edit irrigation of / })
      .first()
      .click();
    const sheet = dialog(page, `Edit irrigation · ${ZONE}`);
    await fill(sheet, 'Run time (minutes)', '0');
    await sheet.getByRole('button', { name: 'Save' }).click();
    await sheet.getByText(/^Enter a run time from 1 minute/).waitFor();
    expect(await axeFindings(page, { include: '[role="dialog"]' })).toEqual([]);
    await fill(sheet, 'Run time (minutes)', '90');
    await fill(sheet, 'Note (optional)', 'Checked the emitters');
    await sheet.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Irrigation saved.').waitFor();
    await card(page).getByText('1 h 30 min · 6 mm · Drip').first().waitFor();
    await card(page).getByText('Checked the emitters').waitFor();

    // The whole log, then delete after the confirmation.
    await card(page).getByRole('button', { name: 'Whole log' }).click();
    const all = dialog(page, `Irrigation log · ${ZONE}`);
    await all.getByText(/^All time: /).waitFor();
    await all.getByText('Checked the emitters').waitFor();
    await all.getByRole('button', { name: 'Close', exact: true }).click();

    const entries = card(page).getByRole('listitem');
    const count = await entries.count();
    await card(page)
      .getByRole('listitem')
      .filter({ hasText: 'Checked the emitters' })
      .getByRole('button', { name: /^Delete irrigation of / })
      .click();
    const confirm = dialog(page, 'Delete this irrigation?');
    await confirm.getByText(/leaves the log and its totals/).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Irrigation deleted.').waitFor();
    await card(page).getByText('Checked the emitters').waitFor({ state: 'detached' });
    expect(await card(page).getByRole('listitem').count()).toBe(count - 1);
    await card(page).getByText(before).waitFor();
  });

  it('logs in at most three taps on a phone, and the card and sheet fit and pass axe', async () => {
    const page = await home(PHONE);
    await card(page).getByRole('button', { name: 'Log irrigation' }).scrollIntoViewIfNeeded();
    await card(page).getByRole('button', { name: 'Log irrigation' }).click();
    const sheet = dialog(page, `Log irrigation · ${ZONE}`);
    await sheet.getByLabel('Run time (minutes)').waitFor();
    const box = await sheet.getByRole('button', { name: 'Save' }).boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(await axeFindings(page, { include: '[role="dialog"]' })).toEqual([]);
    await screenshot(page, 'irrigation-sheet-phone');
    await sheet.getByRole('button', { name: 'Cancel' }).click();

    expect(await logInTaps(page)).toBeLessThanOrEqual(3);
    await card(page)
      .getByRole('button', { name: /^Edit irrigation of / })
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeFindings(page, { include: '.zone-cards' })).toEqual([]);
    await screenshot(page, 'irrigation-card-phone');
  });

  it("the zone wizard shows, checks and saves the zone's irrigation system, by keyboard too", async () => {
    const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, '/app/Management/ZoneManagement');
    await page.getByRole('button', { name: `Edit ${ZONE}` }).click();
    const wizard = dialog(page, 'Edit and View Zone');
    const section = wizard.getByRole('group', { name: 'Irrigation system and crop' });
    await section.waitFor();
    expect(await section.getByLabel('Method').inputValue()).toBe('drip');
    expect(await section.getByLabel('Application rate (mm/h)').inputValue()).toBe('4');
    expect(await section.getByLabel('Efficiency (%)').inputValue()).toBe('90');
    expect(await section.getByLabel('Crop').inputValue()).toBe('maize-grain');

    // By keyboard: the method follows the arrow keys and brings its own efficiency.
    await section.getByLabel('Method').focus();
    await page.keyboard.press('ArrowDown');
    expect(await section.getByLabel('Method').inputValue()).toBe('micro-sprinkler');
    expect(await section.getByLabel('Efficiency (%)').inputValue()).toBe('85');

    await fill(section, 'Application rate (mm/h)', '1e-200');
    await section.getByText(/^Enter an application rate from 0.1 to 200 mm\/h/).waitFor();
    expect(await wizard.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await axeFindings(page, { include: '[role="dialog"]' })).toEqual([]);
    await screenshot(page, 'zone-wizard-system');
    await section.getByLabel('Application rate (mm/h)').fill('6');
    await page.keyboard.press('Tab');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText(/Micro-sprinkler, 6 mm\/h, 85 % efficient/).waitFor();
    await wizard.getByRole('button', { name: 'Save zone' }).click();
    await wizard.getByText(`Zone ${ZONE} was saved.`).waitFor();
    await wizard.getByRole('button', { name: 'Close', exact: true }).click();

    await page.getByRole('button', { name: `Edit ${ZONE}` }).click();
    const again = dialog(page, 'Edit and View Zone').getByRole('group', { name: 'Irrigation system and crop' });
    expect(await again.getByLabel('Application rate (mm/h)').inputValue()).toBe('6');
    // Unticked by keyboard: the fields go (saving then clears the system).
    await again.getByRole('checkbox', { name: /This zone is irrigated/ }).focus();
    await page.keyboard.press('Space');
    await again.getByLabel('Application rate (mm/h)').waitFor({ state: 'detached' });
  });
});
