/**
 * The lifecycle every e2e file shares: one local stack and one Chromium per file, a fresh
 * browser context per test, a screenshot when a test fails, and no uncaught page errors.
 */
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser, openPage, screenshot, type TestPage } from './browser';
import { startE2EStack, type E2EStack } from './stack';

export interface E2EHarness {
  /** The running stack (available inside tests and hooks). */
  readonly env: E2EStack;
  /** A fresh context and page for this test. */
  open(): Promise<TestPage>;
}

export function useE2E(opts: Parameters<typeof startE2EStack>[0] = {}): E2EHarness {
  let env: E2EStack | undefined;
  let browser: Browser | undefined;
  let current: TestPage | undefined;

  beforeAll(async () => {
    env = await startE2EStack(opts);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await env?.stop();
  });
  afterEach(async (ctx) => {
    if (!current) return;
    const t = current;
    current = undefined;
    // A failed test leaves a picture of where it stopped.
    if (ctx.task.result?.state === 'fail')
      await screenshot(t.page, `failed-${ctx.task.name.slice(0, 60).replace(/\W+/g, '-')}`).catch(() => undefined);
    await t.context.close();
    expect(t.pageErrors, t.pageErrors.join('\n')).toEqual([]);
  });

  return {
    get env() {
      if (!env) throw new Error('the e2e stack is not started yet');
      return env;
    },
    async open() {
      if (!browser || !env) throw new Error('the e2e stack is not started yet');
      current = await openPage(browser, env.stack.url);
      return current;
    },
  };
}
