/**
 * Headless Chromium for the e2e tests: Debian's /usr/bin/chromium driven by playwright-core,
 * one browser per file and a fresh context (no storage, no cookies) per test.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const SCREENSHOT_DIR = join(process.cwd(), 'test-results', 'screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS });
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions in the page: a healthy run has none. */
  pageErrors: string[];
}

export async function openPage(browser: Browser, baseURL: string): Promise<TestPage> {
  // English (Australia), the product's default: a grower's browser suggests their language and units
  // (Chromium's own default, en-US, would suggest US units), and these tests read the spec's texts.
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 820 }, locale: 'en-AU' });

  // Generous: the machine is shared and slow at times; these bound waits, they time nothing.
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (err) => pageErrors.push(err.message));
  return { context, page, pageErrors };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Finish the dialogs' fade-in first, or a screenshot catches them half transparent.
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** The path of the page's URL, once it equals `pathname` (waits for client-side redirects). */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}
