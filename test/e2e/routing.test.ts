/**
 * Routes, guards and the shell end to end: headless Chromium against the local
 * stack with its seeded demo accounts.
 */
import { describe, expect, it } from 'vitest';
import { screenshot, waitForPath } from './support/browser';
import { useE2E } from './support/harness';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { logIn } from './support/ui';

const { grower, admin } = DEMO_ACCOUNTS;
const e2e = useE2E();
const open = () => e2e.open();

describe('routing and guards', () => {
  it('an unknown path shows the 404 text', async () => {
    const { page } = await open();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Sorry, the page you were trying to view does not exist.' }).waitFor();
    await screenshot(page, 'not-found');
  });

  it('a logged-out visit to /app/profile ends on /login, and logging in returns to /app/profile', async () => {
    const { page } = await open();
    await page.goto('/app/profile');
    await waitForPath(page, '/login');
    await screenshot(page, 'login-panel');
    await logIn(page, grower.username, grower.password);
    await waitForPath(page, '/app/profile');
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    // The read-only part comes from GET /api/me through the local gateway (the seed grants the demo grower Pro).
    await page.getByText(/\d+ days left/).waitFor();
    expect(await page.getByText('Pro', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Renew Subscription' }).getAttribute('href')).toBe('/app/subscription');
    await screenshot(page, 'profile-grower');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await waitForPath(page, '/app/Home');
  });

  it('a grower sees Dashboard and Management but no Fieldwork menu, and is refused the admin pages', async () => {
    const { page } = await open();
    await page.goto('/login');
    await logIn(page, grower.username, grower.password);
    await waitForPath(page, '/app/Home');
    await page.getByText(`Hello, ${grower.username}`).waitFor();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const name of ['My Farms and Fields', 'My Irrigation Zones', 'My Sensors', 'My Gateways'])
      await menu.getByRole('link', { name }).waitFor();
    expect(await menu.getByText('Fieldwork').count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Formula' }).count()).toBe(0);
    await screenshot(page, 'home-grower');
    await page.goto('/fieldwork-admin/formula');
    await page.getByText('Sorry, this page is for administrators only.').waitFor();
  });

  it('the admin sees the Fieldwork group and reaches its pages', async () => {
    const { page } = await open();
    await page.goto('/login');
    await logIn(page, admin.username, admin.password);
    await waitForPath(page, '/app/Home');
    await page.getByText(`Hello, ${admin.username}`).waitFor();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByText('Fieldwork').waitFor();
    await screenshot(page, 'home-admin');
    await menu.getByRole('link', { name: 'Formula' }).click();
    await waitForPath(page, '/fieldwork-admin/formula');
    await page.getByRole('heading', { name: 'Sensor Formula Table', level: 1 }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
    expect(await crumbs.allInnerTexts()).toEqual(['Fieldwork', 'Formula']);
  });
});
