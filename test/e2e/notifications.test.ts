/**
 * The notifications page and the top bar's bell in Chromium: the unread count, the history
 * newest first with unread ones marked, the field and kind filters, marking read, opening the
 * dashboard; at desktop and phone size (no sideways scroll, axe clean), with screenshots.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { noteId, putNotification, type StoredNotification } from '../../lambdas/alerts/adapters/alerts';
import { putField } from '../../lambdas/farms/adapters/fields';
import { screenshot, waitForPath } from './support/browser';
import { useE2E } from './support/harness';
import { logIn, signedIn } from './support/ui';
import { axeFindings } from './support/axe';

const e2e = useE2E();
const grower = DEMO_ACCOUNTS.grower;
const HOUR = 3_600_000;
/** The shared machine can be slow: a poll waits this long. */
const POLL = { timeout: 20_000 };

function note(
  n: Partial<StoredNotification> & Pick<StoredNotification, 'key' | 'kind' | 'title' | 'body' | 'created_at'>,
): StoredNotification {
  return {
    id: noteId(n.created_at, n.key, 1),
    phase: 'start',
    path: '/app/Home/Dashboard?field=fld-north&sensor=SENDEMO0000001',
    sms: '',
    email: '',
    channels: ['sms', 'email', 'in-app'],
    pending: [],
    ...n,
  };
}

beforeAll(async () => {
  // The stack runs in this process: its tables are the store's.
  const square = {
    type: 'Polygon' as const,
    coordinates: [
      [
        [151.2, -33.8],
        [151.21, -33.8],
        [151.21, -33.81],
        [151.2, -33.81],
        [151.2, -33.8],
      ],
    ] as [number, number][][],
  };
  for (const [id, name] of [
    ['fld-north', 'North Block'],
    ['fld-south', 'South Block'],
  ] as const) {
    await putField(grower.username, {
      field_id: id,
      field_name: name,
      farm_name: 'Home Farm',
      crop_type: 'Wheat',
      points: square,
      created_at: new Date().toISOString(),
    });
  }
  const now = Date.now();
  await putNotification(
    grower.username,
    note({
      key: 'battery:SENDEMO0000002',
      kind: 'battery',
      field_id: 'fld-south',
      sensor_id: 'SENDEMO0000002',
      created_at: now - 3 * HOUR,
      title: 'Low battery: sensor Gate (SENDEMO0000002)',
      body:
        'South Block, Home Farm: sensor Gate (SENDEMO0000002) battery is low, 3.05 V (alert below 3.20 V). Replace ' +
        'or recharge it soon.',
    }),
  );
  await putNotification(
    grower.username,
    note({
      key: 'moisture:SENDEMO0000001',
      kind: 'moisture',
      field_id: 'fld-north',
      sensor_id: 'SENDEMO0000001',
      created_at: now - HOUR,
      title: 'Irrigate zone Vines A now',
      body:
        'North Block, Home Farm: zone Vines A is dry, 30.0% at 10 cm, below its refill point of 32.5%. Irrigate ' +
        'now.',
    }),
  );
  await putNotification(
    grower.username,
    note({
      key: 'moisture:SENDEMO0000003',
      kind: 'moisture',
      field_id: 'fld-south',
      created_at: now - 2 * HOUR,
      title: 'Quiet one',
      body: 'Only by SMS and e-mail.',
      channels: ['sms', 'email'],
    }),
  );
});

const bell = (page: Page) => page.getByTestId('notification-bell');
const titles = (page: Page) => page.getByTestId('notification').locator('h2').allTextContents();

describe('notifications', () => {
  it('the bell shows the unread count and opens the history, newest first, unread marked', async () => {
    const page = await signedIn(e2e, grower, '/app/Home');
    await expect.poll(() => bell(page).getAttribute('aria-label'), POLL).toBe('Notifications, 2 unread');
    await bell(page).click();
    await waitForPath(page, '/app/notifications');
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await page.getByTestId('notification').first().waitFor();
    // The in-app history only (the SMS-and-e-mail-only one is not here), newest first.
    expect(await titles(page)).toEqual([
      'Unread: Irrigate zone Vines A now',
      'Unread: Low battery: sensor Gate (SENDEMO0000002)',
    ]);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'unread' }).innerText(), POLL).toBe('2 unread');
    await screenshot(page, 'notifications-desktop');
    expect(await axeFindings(page)).toEqual([]);
  });

  it('filters by kind and field, marks one read (the bell follows) and opens the dashboard', async () => {
    const page = await signedIn(e2e, grower, '/app/notifications');
    await page.getByTestId('notification').first().waitFor();
    await page.getByLabel('Kind', { exact: true }).selectOption('battery');
    await expect.poll(() => titles(page), POLL).toEqual(['Unread: Low battery: sensor Gate (SENDEMO0000002)']);
    await page.getByLabel('Kind', { exact: true }).selectOption('');
    await page.getByLabel('Field', { exact: true }).selectOption('fld-north');
    await expect.poll(() => titles(page), POLL).toEqual(['Unread: Irrigate zone Vines A now']);
    await page.getByLabel('Field', { exact: true }).selectOption('');
    await page.getByRole('button', { name: 'Mark read: Low battery: sensor Gate (SENDEMO0000002)' }).click();
    await expect.poll(() => bell(page).getAttribute('aria-label'), POLL).toBe('Notifications, 1 unread');
    await expect
      .poll(() => titles(page), POLL)
      .toEqual(['Unread: Irrigate zone Vines A now', 'Low battery: sensor Gate (SENDEMO0000002)']);
    await page.getByRole('button', { name: 'Open dashboard: Irrigate zone Vines A now' }).click();
    await waitForPath(page, '/app/Home/Dashboard');
    expect(new URL(page.url()).searchParams.get('field')).toBe('fld-north');
    await expect.poll(() => bell(page).getAttribute('aria-label'), POLL).toBe('Notifications');
  });

  it('fits a phone: no sideways scroll, axe clean', async () => {
    const { page } = await e2e.open();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await logIn(page, grower.username, grower.password);
    await waitForPath(page, '/app/Home');
    await page.goto('/app/notifications');
    await page.getByTestId('notification').first().waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.spinner').length === 0);
    await screenshot(page, 'notifications-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeFindings(page)).toEqual([]);
    // A kind with no notifications says so.
    await page.getByLabel('Kind', { exact: true }).selectOption('gateway-offline');
    await page.getByText('No notifications match').waitFor();
    await screenshot(page, 'notifications-phone-empty');
  });
});
