/**
 * Home and the Detailed Dashboard in the grower's units and language, on the seeded demo farm: a
 * grower who chose US customary units reads inches and °F on both pages (the charts' axis titles
 * too); one who chose Spanish reads both pages in Spanish; both pages pass axe at 390×844.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { axeFindings } from './support/axe';
import { screenshot, waitForPath } from './support/browser';
import { useE2E } from './support/harness';
import { logIn, saveDisplaySettings } from './support/ui';

const e2e = useE2E({ demoFarm: { days: 3 } });

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000 });

/** The grower, phone-sized or not, signed in with `settings` saved, at `path`. */
async function growerWith(
  settings: { units: 'metric' | 'us'; locale: string },
  path: string,
  phone = false,
): Promise<Page> {
  const { page } = await e2e.open();
  if (phone) await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await logIn(page, DEMO_ACCOUNTS.grower.username, DEMO_ACCOUNTS.grower.password);
  await waitForPath(page, '/app/Home');
  expect(await saveDisplaySettings(page, settings)).toBe(200);
  await page.goto(path);
  return page;
}

async function noSpinners(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('.spinner').length === 0, undefined, { timeout: 30_000 });
}

/** The axis titles of the Chart.js chart on `canvas` (read from React's fiber: the app exposes nothing for tests). */
async function axisTitles(canvas: Locator): Promise<string[]> {
  await canvas.waitFor();
  return canvas.evaluate((el: HTMLCanvasElement) => {
    type ChartLike = {
      canvas: HTMLCanvasElement;
      config: unknown;
      options: { scales?: Record<string, { title?: { display?: boolean; text?: string } }> };
    };
    type Hook = { memoizedState: unknown; next: Hook | null };
    const fiberKey = Object.keys(el).find((k) => k.startsWith('__reactFiber$'));
    let owner = fiberKey
      ? (el as unknown as Record<string, { return: { memoizedState: Hook | null } | null }>)[fiberKey]!.return
      : null;
    let found: ChartLike | undefined;
    for (; owner && !found; owner = (owner as unknown as { return: typeof owner }).return) {
      for (let hook = owner.memoizedState; hook && !found; hook = hook.next) {
        const current = (hook.memoizedState as { current?: ChartLike } | null)?.current;
        if (current && current.canvas === el && current.config) found = current;
      }
    }
    if (!found) throw new Error('no chart on this canvas');
    return Object.values(found.options.scales ?? {}).flatMap((s) =>
      s.title?.display && s.title.text ? [s.title.text] : [],
    );
  });
}

/** The card whose heading is `title`. */
const card = (page: Page, title: string): Locator =>
  page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });

describe('a grower in US customary units', () => {
  it('reads inches and °F on Home and the Detailed Dashboard, the charts titled in inches and °F', async () => {
    const page = await growerWith({ units: 'us', locale: 'en-US' }, '/app/Home');
    const table = page.getByRole('table', { name: /^Latest record of / });
    await table.waitFor({ timeout: 30_000 });
    const rows = await table.locator('th').allInnerTexts();
    expect(rows).toEqual(['Time', 'Moisture 3.9 in', 'Moisture 19.7 in', 'Moisture 39.4 in', 'Temperature', 'Battery']);
    const cells = await table.locator('td').allInnerTexts();
    expect(cells[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M$/);
    expect(cells[4]).toMatch(/^-?\d+\.\d °F$/);
    await poll(async () => axisTitles(card(page, 'Evaporation').locator('canvas'))).toEqual(['Evaporation (in)']);
    expect(await axisTitles(card(page, 'Precipitation Variation').locator('canvas'))).toEqual(['Precipitation (in)']);
    await noSpinners(page);
    await screenshot(page, 'units-us-home');

    await page.goto('/app/Home/Dashboard');
    const chartA = card(page, 'Average Soil Moisture/Temperature Variation Chart A');
    await chartA.getByRole('button', { name: 'Moisture 3.9 in', exact: true }).waitFor({ timeout: 30_000 });
    await poll(async () => axisTitles(chartA.locator('canvas'))).toEqual(['Moisture (%)', 'Temperature (°F)']);
    expect(await chartA.locator('canvas').getAttribute('aria-label')).toMatch(/Temperature: -?\d+\.\d °F to /);
    const depthA = card(page, 'Moisture Depth Chart A');
    expect(await axisTitles(depthA.locator('canvas'))).toEqual(['Moisture (%)', 'Depth (in)']);
    expect(await depthA.locator('canvas').getAttribute('aria-label')).toMatch(/% at 3\.9 in, .* at 19\.7 in/);
    const budget = page.locator('.water-budget-chart');
    await poll(async () => axisTitles(budget.locator('canvas'))).toEqual(['Week starting', 'in']);
    await noSpinners(page);
    await screenshot(page, 'units-us-dashboard');
  }, 180_000);
});

describe('a grower who reads Spanish', () => {
  it('reads Home and the Detailed Dashboard in Spanish; both pass axe at 390×844', async () => {
    const page = await growerWith({ units: 'metric', locale: 'es' }, '/app/Home', true);
    await page.getByRole('heading', { name: 'Panel', level: 1 }).waitFor({ timeout: 30_000 });
    const table = page.getByRole('table', { name: /^Último registro de / });
    await table.waitFor({ timeout: 30_000 });
    expect(await table.locator('th').allInnerTexts()).toEqual([
      'Hora',
      'Humedad 10 cm',
      'Humedad 50 cm',
      'Humedad 100 cm',
      'Temperatura',
      'Batería',
    ]);
    const cells = await table.locator('td').allInnerTexts();
    expect(cells[1]).toMatch(/^\d+,\d %$/);
    await page.getByRole('link', { name: 'Ver detalles' }).waitFor();
    await noSpinners(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'units-es-home-phone');

    await page.goto('/app/Home/Dashboard');
    await page.getByRole('heading', { name: 'Panel detallado', level: 1 }).waitFor({ timeout: 30_000 });
    const chartA = card(page, 'Humedad y temperatura media del suelo, gráfico A');
    await poll(async () => axisTitles(chartA.locator('canvas'))).toEqual(['Humedad (%)', 'Temperatura (°C)']);
    await card(page, 'Nivel de batería').waitFor();
    await page.getByRole('group', { name: 'Periodo del gráfico' }).getByRole('button', { name: '7 días' }).waitFor();
    await noSpinners(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'units-es-dashboard-phone');
  }, 180_000);
});
