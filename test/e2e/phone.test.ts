/**
 * Every page on a phone (390×844), as the demo grower and as the admin: the page never scrolls
 * sideways, nothing inside a card reaches past the screen's right edge unless a scrolling frame
 * holds it, axe finds nothing serious or critical, and each page leaves a screenshot in
 * test-results/screenshots/phone-*.png. Then the dialogs: the wizards fit with their buttons in
 * reach, selects show their longest choice whole, and Escape closes the menu drawer.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { screenshot, waitForPath } from './support/browser';
import { useE2E } from './support/harness';
import { dialog, logIn } from './support/ui';
import { axeFindings } from './support/axe';

const PHONE = { width: 390, height: 844 };
// Evaluated through the DevTools protocol: the app's CSP (script-src 'self') refuses a script tag.
// A day of readings is enough to fill every list and chart the pages show.
const e2e = useE2E({ demoFarm: { days: 1 } });

const GROWER_ROUTES = [
  '/app/Home',
  '/app/Home/Dashboard',
  '/app/Management/FieldManagement',
  '/app/Management/ZoneManagement',
  '/app/Management/SensorManagement',
  '/app/Management/GatewayManagement',
  '/app/profile',
  '/app/subscription',
  '/app/checkout',
  '/app/notifications',
  '/app/notifications/preferences',
  '/app/tables',
  '/app/components/buttons',
  '/app/components/maps',
  '/app/components/charts',
  '/app/no-such-page',
  '/documentation/getting-started/overview',
  // Refused: the grower sees the explanation, inside the shell.
  '/fieldwork-admin/formula',
];
const ADMIN_ROUTES = [
  '/app/Home',
  '/app/Management/FieldManagement',
  '/fieldwork-admin/formula',
  '/fieldwork-admin/prediction',
  '/fieldwork-admin/users',
  '/app/profile',
];

async function phonePage(): Promise<Page> {
  const { page } = await e2e.open();
  await page.setViewportSize(PHONE);
  return page;
}

async function signedIn(account: { username: string; password: string }): Promise<Page> {
  const page = await phonePage();
  await page.goto('/login');
  await logIn(page, account.username, account.password);
  await waitForPath(page, '/app/Home');
  return page;
}

/** Waits until the page has its content: no spinner left, the main heading there. */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('.spinner').length === 0);
  // The maps' tiles and the toasts' slide-in settle within this.
  await page.waitForTimeout(300);
}

/**
 * What sticks out to the right: the page's own scroll width, and every element whose right edge
 * passes the screen with no scrolling or clipping frame inside the screen to hold it.
 */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const held = (el: Element): boolean => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible' && a.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    const escaping = Array.from(document.querySelectorAll('main *, [role="dialog"] *'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.right > width + 1 && !held(el);
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} → ` +
          `${Math.round(el.getBoundingClientRect().right)}px`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, width, escaping: escaping.slice(0, 8) };
  });
}

async function checkPage(page: Page, name: string, extraRules: string[] = []): Promise<void> {
  await screenshot(page, `phone-${name}`);
  const o = await overflow(page);
  expect(o.escaping, `${name}: elements past the right edge`).toEqual([]);
  expect(o.scrollWidth, `${name}: page width`).toBeLessThanOrEqual(o.width);
  expect(await axeFindings(page, { extraRules }), `${name}: axe`).toEqual([]);
}

const shotName = (role: string, path: string) => `${role}${path.replace(/[^\w]+/g, '-')}`;

describe('every page at 390×844', () => {
  it('the login page: no sideways scroll, and axe finds no serious, critical or region finding', async () => {
    const page = await phonePage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await checkPage(page, 'login', ['region']);
  });

  it('signed out: the register page, the error page and a 404 outside the app', async () => {
    const page = await phonePage();
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await checkPage(page, 'register');
    await page.goto('/error');
    await page.locator('h1').first().waitFor();
    await checkPage(page, 'error');
    await page.goto('/no-such-page');
    await page.getByText('404', { exact: true }).waitFor();
    await checkPage(page, 'not-found-public');
  });

  it('as the demo grower', async () => {
    const page = await signedIn(DEMO_ACCOUNTS.grower);
    for (const path of GROWER_ROUTES) {
      await page.goto(path);
      await settled(page);
      await checkPage(page, shotName('grower', path));
    }
    // Refused at the admin page: no admin trail to follow.
    await page.setViewportSize({ width: 1280, height: 820 });
    await page.goto('/fieldwork-admin/formula');
    await page.getByRole('heading', { name: 'Administrators only' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).count()).toBe(0);
  }, 240_000);

  it('as the admin', async () => {
    const page = await signedIn(DEMO_ACCOUNTS.admin);
    for (const path of ADMIN_ROUTES) {
      await page.goto(path);
      await settled(page);
      await checkPage(page, shotName('admin', path));
    }
    // Editing a formula: the Mode select shows "specific" whole.
    await page.goto('/fieldwork-admin/formula');
    await page.getByRole('button', { name: 'New formula' }).click();
    expect(await textFits(page, 'Mode')).toBe(true);
  }, 180_000);
});

/** The select's chosen option fits inside it beside the arrow (nothing cut off). */
function textFits(page: Page, label: string): Promise<boolean> {
  return page
    .getByLabel(label, { exact: true })
    .first()
    .evaluate((el) => {
      const select = el as HTMLSelectElement;
      const style = getComputedStyle(select);
      const probe = document.createElement('span');
      probe.style.font = style.font;
      probe.style.position = 'absolute';
      probe.style.whiteSpace = 'pre';
      probe.textContent = select.selectedOptions[0]?.text ?? '';
      document.body.append(probe);
      const text = probe.getBoundingClientRect().width;
      probe.remove();
      const arrow = 20;
      return text + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + arrow <= select.clientWidth;
    });
}

/** The dialog is on screen, and so is every one of its buttons. */
async function dialogFits(page: Page, name: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog', { name });
  const box = await dialog.boundingBox();
  expect(box, `${name}: dialog`).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  for (const button of await dialog.locator('footer button').all()) {
    const b = (await button.boundingBox())!;
    expect(
      b.x >= 0 && b.x + b.width <= PHONE.width && b.y >= 0 && b.y + b.height <= PHONE.height,
      `${name}: ${await button.textContent()}`,
    ).toBe(true);
  }
  const o = await overflow(page);
  expect(o.escaping, `${name}: elements past the right edge`).toEqual([]);
}

describe('dialogs and the menu at 390×844', () => {
  it('field and zone wizards fit, buttons in reach; soil types whole; the name error waits for a touch', async () => {
    const page = await signedIn(DEMO_ACCOUNTS.grower);
    await page.goto('/app/Management/FieldManagement');
    await page.getByRole('button', { name: 'Create field' }).first().click();
    await dialogFits(page, 'New field');
    // Typing the first letter is not yet a mistake; leaving the field with it is.
    await page.getByLabel('Field name', { exact: true }).fill('N');
    expect(
      await dialog(page, 'New field')
        .getByText(/Minimum 3 characters/)
        .count(),
    ).toBe(0);
    await page.getByLabel('Field name', { exact: true }).blur();
    await dialog(page, 'New field')
      .getByText(/Minimum 3 characters/)
      .waitFor();
    await screenshot(page, 'phone-field-wizard');
    // The Plot step's map: the dialog still fits, Next (and Back, Cancel) within the screen.
    await page.getByLabel('Field name', { exact: true }).fill('North Paddock');
    await dialog(page, 'New field').getByRole('button', { name: 'Next' }).click();
    await dialog(page, 'New field').locator('.leaflet-container').waitFor();
    await dialogFits(page, 'New field');
    expect(await dialog(page, 'New field').locator('footer').getByRole('button', { name: 'Next' }).count()).toBe(1);
    await screenshot(page, 'phone-field-wizard-plot');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/app/Management/ZoneManagement');
    await page.getByRole('button', { name: 'Create zone' }).click();
    await dialogFits(page, 'Zone Registration');
    await page.getByLabel('Soil type at 25 cm').selectOption('Clay-Loam');
    expect(await textFits(page, 'Soil type at 25 cm')).toBe(true);
    await screenshot(page, 'phone-zone-wizard');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/app/Management/SensorManagement');
    await page.getByRole('button', { name: 'Register sensor' }).click();
    await dialogFits(page, /^Register a sensor on /);
    await screenshot(page, 'phone-sensor-wizard');
  }, 120_000);

  it('dashboards with data: field chooser, sensor dropdown, Download Data fit; axe finds nothing serious', async () => {
    const page = await signedIn(DEMO_ACCOUNTS.grower);
    await page.goto('/app/Home');
    await page.getByRole('table', { name: /^Latest record of / }).waitFor();
    await settled(page);
    await checkPage(page, 'dashboard-home-data');
    for (const label of ['Farm and field', 'Sensor']) {
      await page.getByRole('button', { name: new RegExp(`^${label} `) }).click();
      const menu = page.getByRole('menu', { name: label });
      await menu.waitFor();
      const box = (await menu.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= PHONE.width, `${label}: menu on screen`).toBe(true);
      expect(await axeFindings(page), `${label} menu: axe`).toEqual([]);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
    }
    await page.getByRole('button', { name: 'Download CSV' }).click();
    await dialogFits(page, 'Download Data');
    expect(await axeFindings(page), 'Download Data: axe').toEqual([]);
    await screenshot(page, 'phone-dashboard-csv');
    await page.keyboard.press('Escape');

    await page.goto('/app/Home/Dashboard');
    await page.getByRole('heading', { name: 'Moisture Depth Chart B' }).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: /^Sensor A / }).isDisabled(), { timeout: 30_000 })
      .toBe(false);
    await settled(page);
    await checkPage(page, 'dashboard-detail-data');
  }, 120_000);

  it("toasts stay clear of the account menu and the page's main button", async () => {
    const page = await signedIn(DEMO_ACCOUNTS.grower);
    await page.goto('/app/Management/GatewayManagement');
    for (let i = 0; i < 2; i++) {
      await page.getByRole('button', { name: 'Fields', exact: true }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    }
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Gateway fields saved.' }).count()).toBe(2);
    await screenshot(page, 'phone-toasts');
    const toasts = await Promise.all((await page.locator('.toast').all()).map((t) => t.boundingBox()));
    for (const target of [
      page.getByRole('button', { name: /account menu/i }),
      page.getByRole('button', { name: 'Register gateway' }),
    ]) {
      const b = (await target.boundingBox())!;
      for (const t of toasts) {
        const overlaps =
          t!.x < b.x + b.width && b.x < t!.x + t!.width && t!.y < b.y + b.height && b.y < t!.y + t!.height;
        expect(
          overlaps,
          `a toast covers ${(await target.getAttribute('aria-label')) ?? (await target.textContent())}`,
        ).toBe(false);
      }
    }
  });

  it('Escape closes the menu drawer', async () => {
    const page = await signedIn(DEMO_ACCOUNTS.grower);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('complementary', { name: 'Main' }).waitFor();
    await screenshot(page, 'phone-menu');
    await page.keyboard.press('Escape');
    await page.getByRole('complementary', { name: 'Main' }).waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
  });
});
