/**
 * Personal API keys on the profile, in Chromium against the local stack: make one from the
 * keyboard, see it once (with its copy button and the warning), use it from outside the browser,
 * find it listed by name and last use but never shown again, revoke it with a confirmation, and
 * see the outside program refused at once. At desktop size and at 390×844.
 */
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API_KEY_RE } from '@shared/api-keys/rules';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { axeFindings } from './support/axe';
import { screenshot, waitForPath } from './support/browser';
import { useE2E } from './support/harness';
import { dialog, logIn, signedIn } from './support/ui';

// The demo farm with two days of readings: the farm's year has something in it.
const e2e = useE2E({ demoFarm: { days: 2 } });

const keysCard = (page: Page) =>
  page.locator('section.card', { has: page.getByRole('heading', { name: 'API keys', exact: true }) });

const withKey = (key: string) =>
  fetch(`${e2e.env.stack.url}/api/v2/field`, { headers: { authorization: `ApiKey ${key}` } });

async function makeAndRevoke(page: Page, name: string, shot: string): Promise<void> {
  const card = keysCard(page);
  await card.waitFor();
  await card.getByRole('button', { name: 'Create key' }).waitFor();

  // An empty name is refused in the form, without a request.
  await card.getByRole('button', { name: 'Create key' }).click();
  await card.getByText('give the key a name').waitFor();

  // From the keyboard: type the name, Enter.
  const input = card.getByLabel('Name of the new key', { exact: true });
  await input.fill(name);
  await input.press('Enter');
  const shown = dialog(page, `Your new key “${name}”`);
  await shown.waitFor();
  await shown.getByText('you will not see it again', { exact: false }).waitFor();
  await shown.getByRole('button', { name: 'Copy' }).waitFor();
  const key = (await shown.getByTestId('api-key-secret').textContent())!.trim();
  expect(key).toMatch(API_KEY_RE);
  await screenshot(page, `${shot}-new-key`);
  expect(await axeFindings(page)).toEqual([]);

  // An outside program reads the grower's fields with it.
  expect((await withKey(key)).status).toBe(200);

  await page.keyboard.press('Escape');
  await shown.waitFor({ state: 'detached' });
  // Listed by name, never shown again (not even after a reload); its use is recorded.
  await page.reload();
  const item = keysCard(page).locator('li', { hasText: name });
  await item.getByText('last used').waitFor();
  expect(await page.content()).not.toContain(key);
  expect(await page.content()).not.toContain(key.slice(-43));
  await screenshot(page, `${shot}-list`);

  await item.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = dialog(page, `Revoke key “${name}”?`);
  await confirm.waitFor();
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await page.locator('.toast', { hasText: `Key “${name}” revoked.` }).waitFor();
  await keysCard(page).locator('li', { hasText: name }).waitFor({ state: 'detached' });
  // Refused at once.
  expect((await withKey(key)).status).toBe(401);
}

describe('API keys on the profile', () => {
  it('makes a key, shows it once, lists it with its last use and revokes it (desktop)', async () => {
    const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, '/app/profile');
    await makeAndRevoke(page, `Desktop script ${Date.now().toString(36)}`, 'api-keys-desktop');
  });

  it('works the same on a phone (390×844)', async () => {
    // The phone size from the start, as a phone opens the app (the menu starts closed).
    const { page } = await e2e.open();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await logIn(page, DEMO_ACCOUNTS.grower.username, DEMO_ACCOUNTS.grower.password);
    await waitForPath(page, '/app/Home');
    await page.goto('/app/profile');
    await makeAndRevoke(page, `Phone script ${Date.now().toString(36)}`, 'api-keys-phone');
  });
});

describe("the farm's year", () => {
  it('downloads as a zip of one readings CSV per sensor from My Farms and Fields', async () => {
    const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, '/app/Management/FieldManagement');
    // The year of the seeded readings (yesterday's, in case this runs on New Year's Day).
    const year = String(new Date(Date.now() - 86_400_000).getFullYear());
    await page.getByLabel('Year', { exact: true }).selectOption(year);
    const farm = await page.getByLabel('Farm', { exact: true }).inputValue();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: "Download the farm's year (zip)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${farm.replace(/[^A-Za-z0-9-]+/g, '-')}-${year}.zip`);
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const names = Object.keys(files);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(name).toMatch(/^[A-Z]{3}[A-Za-z0-9]{9,}\.csv$/);
      const lines = new TextDecoder().decode(files[name]).trimEnd().split('\r\n');
      expect(lines).toHaveLength(22);
      expect(lines[0]!.startsWith('Depth (cm),')).toBe(true);
    }
  });
});
