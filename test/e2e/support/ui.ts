/** What a person does on the account screens, as steps the e2e tests share. */
import type { Locator, Page } from 'playwright-core';
import { waitForPath } from './browser';
import type { E2EHarness } from './harness';

export async function fill(scope: Page | Locator, label: string, value: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).fill(value);
}

export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  await fill(page, 'Username', username);
  await fill(page, 'Password', password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

export async function signUp(page: Page, user: { username: string; email: string; password: string }): Promise<void> {
  await page.goto('/register');
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  await fill(page, 'Username', user.username);
  await fill(page, 'Email', user.email);
  await fill(page, 'Password', user.password);
  await fill(page, 'Confirm password', user.password);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
}

export const dialog = (page: Page, name: string): Locator => page.getByRole('dialog', { name });

/** Non-Amplify keys the app keeps, and the cookie. */
export async function storedSession(
  page: Page,
): Promise<{ storage: Record<string, string | null>; cookie: string | undefined }> {
  const storage = await page.evaluate(() =>
    Object.fromEntries(
      ['id_token', 'token', 'userName', 'adminLogin', 'subscription'].map((k) => [k, localStorage.getItem(k)]),
    ),
  );
  const cookie = (await page.context().cookies()).find((c) => c.name === 'id_token')?.value;
  return { storage, cookie };
}

/** The signed-in page's own API answer (its bearer token from storage). */
export async function pageApi<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
    const token = key ? localStorage.getItem(key) : null;
    const r = await fetch(p, { headers: { authorization: `Bearer ${token}` } });
    return (await r.json()) as T;
  }, path);
}

/**
 * Saves the signed-in person's display settings through the API, as the profile's Settings card
 * does (`PUT /api/v2/settings`); answers the HTTP status. The page reads them on its next load.
 */
export async function saveDisplaySettings(
  page: Page,
  settings: { units?: 'metric' | 'us'; locale?: string },
): Promise<number> {
  return page.evaluate(async (body) => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
    const token = key ? localStorage.getItem(key) : null;
    const r = await fetch('/api/v2/settings', {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return r.status;
  }, settings);
}

/** A fresh page signed in as `account`, at `path` (after the log-in lands on the home page). */
export async function signedIn(
  e2e: E2EHarness,
  account: { username: string; password: string },
  path: string,
): Promise<Page> {
  const { page } = await e2e.open();
  await page.goto('/login');
  await logIn(page, account.username, account.password);
  await waitForPath(page, '/app/Home');
  await page.goto(path);
  return page;
}
