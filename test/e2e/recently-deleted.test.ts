/**
 * Recently deleted in Chromium, as the demo grower: a field deleted from Farms and Fields (the
 * dialog says where it goes) is found through the account menu with what it holds and the days
 * left, restored in one click, and is back with every sensor and reading it had; at 390×844 the
 * page fits without sideways scroll and works by keyboard (delete for good, after its
 * confirmation); axe finds nothing serious on either.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { axeFindings } from './support/axe';
import { screenshot, waitForPath } from './support/browser';
import { useE2E } from './support/harness';
import { dialog, logIn, signedIn } from './support/ui';

const e2e = useE2E({ demoFarm: { days: 1 } });
const FIELD = 'River Flat';

/** Through the page's own session: the field's id and how many readings each of its sensors has. */
async function fieldData(page: Page, fieldName: string) {
  return page.evaluate(async (name) => {
    const token = localStorage.getItem('id_token') ?? '';
    const get = async (path: string) =>
      (await (await fetch(path, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: any };
    const field = ((await get('/api/v2/field')).data.data as { field_id: string; field_name: string }[]).find(
      (f) => f.field_name === name,
    );
    if (!field) return null;
    const end = Math.floor(Date.now() / 1000);
    const sensors = (await get(`/api/v2/moisture/${field.field_id}?start=${end - 3 * 86_400}&end=${end}`)).data as {
      sensor_id: string;
      moisture: unknown[];
    }[];
    return {
      fieldId: field.field_id,
      readings: Object.fromEntries(sensors.map((s) => [s.sensor_id, s.moisture.length])),
    };
  }, fieldName);
}

const loaded = (page: Page) => page.getByRole('heading', { name: 'Recently deleted', level: 1 }).waitFor();

describe('Recently deleted', () => {
  it('a deleted field is found there and restored with its data', async () => {
    const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, '/app/Management/FieldManagement');
    await page.getByRole('button', { name: `Delete ${FIELD}` }).waitFor();
    const before = (await fieldData(page, FIELD))!;
    expect(Object.keys(before.readings).length).toBeGreaterThan(0);
    expect(Object.values(before.readings).every((n) => n > 0)).toBe(true);

    await page.getByRole('button', { name: `Delete ${FIELD}` }).click();
    const confirm = dialog(page, `Delete field ${FIELD}?`);
    await confirm.getByText('It goes to Recently deleted (in the account menu) for 30 days').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Delete field ${FIELD} was successful`).waitFor();
    expect(await fieldData(page, FIELD)).toBeNull();

    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Recently deleted' }).click();
    await waitForPath(page, '/app/deleted');
    await loaded(page);
    const entry = page.getByTestId('deleted-entry').filter({ hasText: FIELD });
    await entry.getByText('30 days left').waitFor();
    expect(await entry.textContent()).toMatch(
      new RegExp(`Farm Riverbend Farm.*2 zones, ${Object.keys(before.readings).length} sensors, with their readings`),
    );
    await screenshot(page, 'recently-deleted-desktop');
    expect(await axeFindings(page)).toEqual([]);

    await entry.getByRole('button', { name: `Restore field ${FIELD}` }).click();
    await page.getByText(`Restored field ${FIELD}.`).waitFor();
    await page.getByText('Nothing deleted recently').waitFor();
    expect(await fieldData(page, FIELD)).toEqual(before);

    await page.goto('/app/Management/FieldManagement');
    await page.getByRole('cell', { name: FIELD, exact: true }).waitFor();
  });

  it('fits a phone (390×844) and deletes for good by keyboard, after its confirmation', async () => {
    const { page } = await e2e.open();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await logIn(page, DEMO_ACCOUNTS.grower.username, DEMO_ACCOUNTS.grower.password);
    await waitForPath(page, '/app/Home');
    // A zone deleted through the API, as the zone page would
    const zone = await page.evaluate(async () => {
      const token = localStorage.getItem('id_token') ?? '';
      const zones = (await (await fetch('/api/v2/zone', { headers: { authorization: `Bearer ${token}` } })).json()) as {
        data: { id: string; zonename: string }[];
      };
      const z = zones.data[0]!;
      await fetch(`/api/v2/zone/${z.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
      return z.zonename;
    });
    await page.goto('/app/deleted');
    await loaded(page);
    const entry = page.getByTestId('deleted-entry').filter({ hasText: zone });
    await entry.waitFor();
    await screenshot(page, 'recently-deleted-phone');
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.view);
    expect(await axeFindings(page)).toEqual([]);

    await entry.getByRole('button', { name: `Delete for good: zone ${zone}` }).focus();
    await page.keyboard.press('Enter');
    const confirm = dialog(page, `Delete zone ${zone} for good?`);
    await confirm.getByText('cannot be restored').waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Delete for good' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`Deleted zone ${zone} for good.`).waitFor();
    await page.getByText('Nothing deleted recently').waitFor();
  });
});
