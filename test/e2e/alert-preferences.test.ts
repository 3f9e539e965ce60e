/**
 * The alert preferences page in Chromium, as the demo grower: reached from the account menu; SMS
 * disabled with the way to the profile while the grower has no phone; channels, quiet hours with
 * the browser's time zone, a field's frost threshold and a field mute saved and read back after a
 * reload; quiet hours that end when they start, and a threshold off the scale, refused with the
 * reason; at 390×844 (the frost row and thresholds included) no sideways scroll; axe finds nothing serious.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { screenshot, waitForPath } from './support/browser';
import { useE2E } from './support/harness';
import { dialog, logIn, signedIn } from './support/ui';
import { axeFindings } from './support/axe';

const PATH = '/app/notifications/preferences';
const e2e = useE2E({ demoFarm: { days: 1 } });

const loaded = (page: Page) =>
  page
    .getByRole('heading', { name: 'Alert preferences', level: 1 })
    .waitFor()
    .then(() => page.getByRole('button', { name: 'Save preferences' }).waitFor());
const box = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

describe('alert preferences page', () => {
  it('is in the account menu; SMS waits for a phone; choices are saved and read back', async () => {
    const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, '/app/Home');
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Alert preferences' }).click();
    await waitForPath(page, PATH);
    await loaded(page);

    // The demo grower has no phone on the profile: SMS cannot be chosen, and the page says where to add one.
    expect(await box(page, 'Moisture by SMS').isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Add your phone in your profile' }).waitFor();
    expect(await box(page, 'Moisture by E-mail').isChecked()).toBe(true);
    expect(await box(page, 'Data quality by E-mail').isChecked()).toBe(false);
    // Frost is a kind of its own, by e-mail and in-app (and SMS once there is a phone) until changed.
    expect(await box(page, 'Frost by E-mail').isChecked()).toBe(true);
    expect(await box(page, 'Frost by In-app').isChecked()).toBe(true);
    const northFrost = page.getByLabel('North Block (Riverbend Farm), °C');
    expect(await northFrost.inputValue()).toBe('1');

    // Before the first save the time zone is the browser's.
    const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(await page.getByLabel('Time zone').inputValue()).toBe(browserZone);

    await northFrost.fill('-2.5');
    await box(page, 'Low battery by E-mail').uncheck();
    await box(page, 'Data quality by E-mail').check();
    await page.getByLabel('Keep quiet at set hours').check();
    await page.getByLabel('From', { exact: true }).fill('21:30');
    await page.getByLabel('To', { exact: true }).fill('05:45');
    await page.getByLabel('Time zone').selectOption('Australia/Perth');
    const fieldToMute = (await page.getByLabel('Field to mute').locator('option').first().textContent())!.trim();
    await page.getByLabel('Muted through (last day)', { exact: true }).fill('31/03/2030');
    await page.getByRole('button', { name: 'Mute field' }).click();
    await page.getByText('muted through 31 Mar 2030').waitFor();
    await screenshot(page, 'alert-preferences-desktop');
    expect(await axeFindings(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save preferences' }).click();
    await page.getByText('Alert preferences saved.').waitFor();

    await page.reload();
    await loaded(page);
    expect(await box(page, 'Low battery by E-mail').isChecked()).toBe(false);
    expect(await box(page, 'Data quality by E-mail').isChecked()).toBe(true);
    expect(await page.getByLabel('Keep quiet at set hours').isChecked()).toBe(true);
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe('21:30');
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe('05:45');
    expect(await page.getByLabel('Time zone').inputValue()).toBe('Australia/Perth');
    expect(await page.getByLabel('North Block (Riverbend Farm), °C').inputValue()).toBe('-2.5');
    expect(await page.getByRole('listitem').filter({ hasText: fieldToMute }).textContent()).toContain(
      'muted through 31 Mar 2030',
    );

    // The server holds exactly what the page showed.
    const saved = await page.evaluate(async () => {
      const token = localStorage.getItem('id_token') ?? '';
      const res = await fetch('/api/v2/alerts/preferences', { headers: { authorization: `Bearer ${token}` } });
      return (await res.json()) as {
        data: { channels: Record<string, string[]>; quietHours: unknown; timeZone: string; mutes: { until: string }[] };
      };
    });
    expect(saved.data.channels.battery).toEqual(['in-app']);
    expect(saved.data.quietHours).toEqual({ start: '21:30', end: '05:45', moistureBreaksThrough: true });
    expect(saved.data.timeZone).toBe('Australia/Perth');
    expect(saved.data.mutes.map((m) => m.until)).toEqual(['2030-03-31']);
    const fields = await page.evaluate(async () => {
      const token = localStorage.getItem('id_token') ?? '';
      const res = await fetch('/api/v2/field', { headers: { authorization: `Bearer ${token}` } });
      return (await res.json()) as { data: { data: { field_name: string; frost_threshold_c: number }[] } };
    });
    expect(fields.data.data.find((f) => f.field_name === 'North Block')?.frost_threshold_c).toBe(-2.5);
    expect(fields.data.data.find((f) => f.field_name === 'River Flat')?.frost_threshold_c).toBe(1);

    // Unmuting asks first.
    await page.getByRole('button', { name: 'Unmute' }).click();
    await dialog(page, 'Unmute this field?').getByRole('button', { name: 'Unmute' }).click();
    await page.getByText('No field is muted').waitFor();
  });

  it('refuses quiet hours that end when they start, and saves nothing', async () => {
    const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, PATH);
    await loaded(page);
    await page.getByLabel('Keep quiet at set hours').check();
    await page.getByLabel('From', { exact: true }).fill('06:00');
    await page.getByLabel('To', { exact: true }).fill('06:00');
    await page.getByText('quiet hours must end at another time than they start').first().waitFor();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please check: quietHours.end' }).waitFor();
    expect(await page.getByText('Alert preferences saved.').count()).toBe(0);
  });

  it('refuses a frost threshold off the scale under its field, and saves nothing', async () => {
    const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, PATH);
    await loaded(page);
    await page.getByLabel('River Flat (Riverbend Farm), °C').fill('12');
    await page.getByText('a temperature from -10 to 10 °C').first().waitFor();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Please check: River Flat: frost threshold: a temperature from -10 to 10 °C' })
      .waitFor();
    expect(await page.getByText('Alert preferences saved.').count()).toBe(0);
  });

  it('fits a phone (390×844) without sideways scroll', async () => {
    // The phone size from the start, as a phone opens the app (the menu drawer stays closed).
    const { page } = await e2e.open();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await logIn(page, DEMO_ACCOUNTS.grower.username, DEMO_ACCOUNTS.grower.password);
    await waitForPath(page, '/app/Home');
    await page.goto(PATH);
    await loaded(page);
    await page.getByLabel('Keep quiet at set hours').check();
    // The frost row and a field's threshold are there and usable on a phone.
    expect(await box(page, 'Frost by In-app').isVisible()).toBe(true);
    await page.getByLabel('River Flat (Riverbend Farm), °C').scrollIntoViewIfNeeded();
    expect(await page.getByLabel('River Flat (Riverbend Farm), °C').isVisible()).toBe(true);
    await screenshot(page, 'alert-preferences-phone');
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.view);
    expect(await axeFindings(page)).toEqual([]);
  });
});
