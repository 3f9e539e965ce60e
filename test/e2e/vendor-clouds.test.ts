/**
 * Vendor clouds on My Sensors, in Chromium against the local stack and a local IrriMAX Live
 * (test/support/fake-vendor-clouds.ts): link a probe that has no sensor yet (one is made at the
 * field's centre), see it wait for its first pull, run the puller, see it working with its key's
 * last four characters and never the key, unlink it with a confirmation. At desktop size and at
 * 390×844, by keyboard where a person would, with no serious accessibility finding.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { wallClockAt } from '@shared/time/local-dates';
import { irrimaxWhen, startFakeVendorClouds, type FakeVendorClouds } from '../support/fake-vendor-clouds';
import { axeFindings } from './support/axe';
import { screenshot, waitForPath } from './support/browser';
import { useE2E } from './support/harness';
import { dialog, logIn } from './support/ui';

const e2e = useE2E({ demoFarm: { days: 1 } });
const KEY = 'irx-e2e-3c1d9f7a-55b2-4e08-a6f1-0d9e8b7c6a54';
let fake: FakeVendorClouds;

beforeAll(async () => {
  fake = await startFakeVendorClouds();
  process.env.IRRIMAX_BASE_URL = fake.irrimaxUrl;
  const half = 30 * 60_000;
  const now = Math.floor(Date.now() / half) * half;
  const rows = [];
  for (let t = now - 6 * 3_600_000; t <= now - half; t += half)
    rows.push({ when: irrimaxWhen(wallClockAt(t, 'Australia/Sydney')), cells: '3.9,31.2,35.1,37.3,19.5' });
  fake.irrimax.accounts.set(
    KEY,
    new Map([['Block 7 probe', { header: 'Date Time,V1,A1(10),A5(50),A10(100),T1(10)', rows }]]),
  );
});
afterAll(async () => {
  delete process.env.IRRIMAX_BASE_URL;
  await fake?.close();
});

const vendorCard = (page: Page) =>
  page.locator('section.card', { has: page.getByRole('heading', { name: 'Vendor clouds', exact: true }) });

async function linkAndUnlink(page: Page, sensorId: string, shot: string): Promise<void> {
  const card = vendorCard(page);
  await card.getByRole('button', { name: 'Link a vendor cloud' }).click();
  const form = dialog(page, 'Link a vendor cloud');
  await form.waitFor();
  await form.getByLabel('Sensor', { exact: true }).selectOption('__new__');
  await form.getByLabel('New sensor id', { exact: true }).fill(sensorId);
  await form.getByLabel('Alias (optional)', { exact: true }).fill(`Probe ${shot}`);
  await form.getByRole('textbox', { name: 'IrriMAX Live API key' }).fill(KEY);
  await form.getByLabel('Logger name', { exact: true }).fill('Block 7 probe');
  await form.getByLabel('Site time zone', { exact: true }).selectOption('Australia/Sydney');
  await screenshot(page, `${shot}-dialog`);
  expect(await axeFindings(page)).toEqual([]);
  // From the keyboard: the Link button, Enter.
  await form.getByRole('button', { name: 'Link', exact: true }).focus();
  await page.keyboard.press('Enter');
  await form.waitFor({ state: 'detached' });
  const row = card.locator('tr', { hasText: `Probe ${shot}` });
  await row.getByText('Waiting for the first pull').waitFor();

  await e2e.env.stack.runVendorPull();
  await page.reload();
  await row.getByText('Working').waitFor();
  await row.getByText(`•••• ${KEY.slice(-4)}`).waitFor();
  expect(await page.content()).not.toContain(KEY.slice(0, 16));
  await screenshot(page, `${shot}-working`);
  expect(await axeFindings(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await row.getByRole('button', { name: 'Unlink Block 7 probe' }).click();
  const confirm = dialog(page, `Unlink Sentek IrriMAX Live from Probe ${shot}?`);
  await confirm.getByText('readings already stored stay').waitFor();
  await confirm.getByRole('button', { name: 'Unlink', exact: true }).click();
  await row.waitFor({ state: 'detached' });
}

describe('Vendor clouds on My Sensors', () => {
  it('links a new probe, shows it working after a pull, unlinks it (desktop)', async () => {
    const { page } = await e2e.open();
    await page.goto('/login');
    await logIn(page, DEMO_ACCOUNTS.grower.username, DEMO_ACCOUNTS.grower.password);
    await waitForPath(page, '/app/Home');
    await page.goto('/app/Management/SensorManagement');
    await linkAndUnlink(page, 'IRXE2E000001', 'vendor-desktop');
  });

  it('works the same on a phone (390×844)', async () => {
    const { page } = await e2e.open();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await logIn(page, DEMO_ACCOUNTS.grower.username, DEMO_ACCOUNTS.grower.password);
    await waitForPath(page, '/app/Home');
    await page.goto('/app/Management/SensorManagement');
    await linkAndUnlink(page, 'IRXE2E000002', 'vendor-phone');
  });
});
