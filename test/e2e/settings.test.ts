/**
 * Units and language end to end, in Chromium against the local stack: the demo grower chooses US
 * customary and Español on the profile's Settings card and the app switches at once — the profile,
 * the farm's Members page and the subscription page read in Spanish, and a reload keeps it. A new
 * grower signing up in a browser whose language is English (United States) gets en-US and US
 * customary without choosing, and the server holds them as theirs (chosen) after the first load,
 * so their e-mails and SMS follow. Screenshots at desktop size and at 390×844; axe on each page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { DEMO_FARM } from '../../infra/local/demo-farm';
import { axeFindings } from './support/axe';
import { launchBrowser, screenshot, waitForPath } from './support/browser';
import { useE2E } from './support/harness';
import { uniqueUsername, waitForCode } from './support/mailbox';
import { dialog, fill, logIn, pageApi, signUp, signedIn } from './support/ui';

const e2e = useE2E({ demoFarm: { days: 1 } });

interface Settings {
  units: string;
  locale: string;
  chosen: boolean;
}

/** The profile's card titled `title`. */
const cardTitled = (page: Page, title: string) =>
  page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });

/** Nothing wider than the window: Spanish runs about a quarter longer than English. */
async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** The same page at 390×844 (reloaded: a phone starts with its menu closed), a picture, axe, then desktop again. */
async function onPhone(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.locator('.top-bar__toggle').getAttribute('aria-expanded')).toBe('false');
  expect(await overflowsSideways(page)).toBe(false);
  await screenshot(page, `${name}-phone`);
  expect(await axeFindings(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 820 });
}

describe('units and language', () => {
  it(
    'a grower sets US customary and Español on the profile; the app follows and a reload keeps it',
    { timeout: 240_000 },
    async () => {
      const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, '/app/profile');
      const card = cardTitled(page, 'Units and language');
      await card.waitFor();
      // Never chosen: the first load saved what this browser suggests (en-US: US customary; else en-AU, metric).
      const american = (await page.evaluate(() => navigator.language)) === 'en-US';
      const suggested = american ? { units: 'us', locale: 'en-US' } : { units: 'metric', locale: 'en-AU' };
      await expect.poll(() => pageApi<Settings>(page, '/api/v2/settings')).toEqual({ ...suggested, chosen: true });
      const [from, to] = american ? ['US customary', 'Metric'] : ['Metric', 'US customary'];
      expect(await card.getByRole('radio', { name: new RegExp(`^${from}`) }).isChecked()).toBe(true);
      expect(await axeFindings(page)).toEqual([]);

      // Keyboard: in the units group an arrow key chooses the other system, saved at once.
      await card.getByRole('radio', { name: new RegExp(`^${from}`) }).focus();
      await page.keyboard.press('ArrowDown');
      await page.getByText('Your units and language are saved.').waitFor();
      expect(await card.getByRole('radio', { name: new RegExp(`^${to}`) }).isChecked()).toBe(true);
      expect((await pageApi<Settings>(page, '/api/v2/settings')).units).toBe(american ? 'metric' : 'us');

      await card.getByRole('radio', { name: 'Español' }).click();
      await page.getByRole('heading', { name: 'Perfil', level: 1 }).waitFor();
      await page.getByText('Tus unidades e idioma están guardados.').first().waitFor();
      const spanishCard = cardTitled(page, 'Unidades e idioma');
      await spanishCard.getByRole('radio', { name: /^Estadounidenses/ }).click();
      await expect.poll(() => spanishCard.getByRole('radio', { name: /^Estadounidenses/ }).isChecked()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      expect(await pageApi<Settings>(page, '/api/v2/settings')).toEqual({ units: 'us', locale: 'es', chosen: true });
      await page.getByRole('heading', { name: 'Historial de pagos' }).waitFor();
      await screenshot(page, 'settings-profile-es');
      expect(await axeFindings(page)).toEqual([]);
      await onPhone(page, 'settings-profile-es');

      // A reload starts in Spanish (remembered, then confirmed by the server's settings).
      await page.reload();
      await page.getByRole('heading', { name: 'Perfil', level: 1 }).waitFor();
      expect(await cardTitled(page, 'Unidades e idioma').getByRole('radio', { name: 'Español' }).isChecked()).toBe(
        true,
      );

      // The farm's Members page.
      const farms = await pageApi<{ data: { farm_id: string; name: string }[] }>(page, '/api/v2/farms');
      const farm = farms.data.find((f) => f.name === DEMO_FARM)!;
      await page.goto(`/app/Management/FarmMembers/${farm.farm_id}`);
      await page.getByRole('heading', { name: `Miembros de ${DEMO_FARM}` }).waitFor();
      await page.getByRole('heading', { name: 'Invitar a alguien' }).waitFor();
      await page.getByRole('columnheader', { name: 'Rol' }).first().waitFor();
      await page.getByText('Propietario', { exact: true }).first().waitFor();
      await screenshot(page, 'settings-members-es');
      expect(await axeFindings(page)).toEqual([]);
      await onPhone(page, 'settings-members-es');

      // The subscription page.
      await page.goto('/app/subscription');
      await page.getByRole('heading', { name: 'Suscripción', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Elige tu plan' }).waitFor();
      await page.getByRole('radio', { name: /^Completo/ }).waitFor();
      await page.getByText('Hasta 5 sensores').waitFor();
      await screenshot(page, 'settings-subscription-es');
      expect(await axeFindings(page)).toEqual([]);
      await onPhone(page, 'settings-subscription-es');

      // Back to English (Australia) and metric: a choice is undone the same way.
      await page.goto('/app/profile');
      const back = cardTitled(page, 'Unidades e idioma');
      await back.getByRole('radio', { name: 'English (Australia)' }).click();
      await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
      await cardTitled(page, 'Units and language')
        .getByRole('radio', { name: /^Metric/ })
        .click();
      await expect
        .poll(() => pageApi<Settings>(page, '/api/v2/settings'))
        .toEqual({ units: 'metric', locale: 'en-AU', chosen: true });
    },
  );

  it(
    'a new sign-up in an American browser gets en-US and US customary, kept by the server',
    { timeout: 120_000 },
    async () => {
      // A context of its own: its browser language is en-US (navigator.languages and Accept-Language).
      const browser = await launchBrowser();
      try {
        const context = await browser.newContext({
          baseURL: e2e.env.stack.url,
          locale: 'en-US',
          viewport: { width: 1280, height: 820 },
        });
        context.setDefaultTimeout(20_000);
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (err) => errors.push(err.message));
        const user = {
          username: uniqueUsername('yankee'),
          email: `${uniqueUsername('yankee')}@farm.test`,
          password: 'Grower1234',
        };
        await signUp(page, user);
        const modal = dialog(page, 'Confirm your account');
        await fill(modal, 'Verification code', await waitForCode(e2e.env.stack.url, user.username, ['signup']));
        await modal.getByRole('button', { name: 'Confirm', exact: true }).click();
        await modal.waitFor({ state: 'detached' });
        await logIn(page, user.username, user.password);
        // A new account starts with a year of Full: home first, then the profile, in en-US.
        await waitForPath(page, '/app/Home');
        await page.goto('/app/profile');
        const card = cardTitled(page, 'Units and language');
        await card.waitFor();
        expect(await card.getByRole('radio', { name: 'English (United States)' }).isChecked()).toBe(true);
        expect(await card.getByRole('radio', { name: /^US customary/ }).isChecked()).toBe(true);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
        // The first signed-in load saved what the browser suggested: the server now holds it as chosen.
        await expect
          .poll(() => pageApi<Settings>(page, '/api/v2/settings'))
          .toEqual({ units: 'us', locale: 'en-US', chosen: true });
        await screenshot(page, 'settings-new-signup-en-us');
        expect(errors).toEqual([]);
        await context.close();
      } finally {
        await browser.close();
      }
    },
  );
});
