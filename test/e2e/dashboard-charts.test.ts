/**
 * The detail dashboard's charts on the seeded demo farm: every chart draws a non-empty canvas,
 * the time series' toggles change its datasets and bands, 'Max Depth' takes the depth chart
 * from 11 to 20 layers, 'Download Data' saves the depth chart's CSV, and at phone size the page
 * does not scroll sideways.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { listFields } from '../../lambdas/farms/adapters/fields';
import { newestForecast, putForecast } from '../../lambdas/forecasts/adapters/forecasts';
import { listSensorsOfField, seriesOf } from '../../lambdas/sensors/adapters/sensors';
import { SCREENSHOT_DIR, screenshot } from './support/browser';
import { useE2E } from './support/harness';
import { signedIn } from './support/ui';
import { axeFindings } from './support/axe';

const e2e = useE2E({ demoFarm: { days: 3 } });

const CHART_A = 'Average Soil Moisture/Temperature Variation Chart A';
const DEPTH_A = 'Moisture Depth Chart A';

interface DrawnChart {
  type: string;
  datasets: { label: string; points: number }[];
  annotations: number;
  /** Canvas pixels that are not transparent. */
  inked: number;
}

/** The card whose heading is `title`. */
const card = (page: Page, title: string): Locator =>
  page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });

/**
 * What the Chart.js instance on `canvas` holds. react-chartjs-2 keeps the instance in a ref of the
 * component that renders the canvas; it is read from there (React's fiber of the canvas, its
 * parent's hooks), so the app exposes nothing for tests.
 */
async function drawn(canvas: Locator): Promise<DrawnChart> {
  await canvas.waitFor();
  return canvas.evaluate((el: HTMLCanvasElement) => {
    type ChartLike = {
      canvas: HTMLCanvasElement;
      config: { type: string };
      data: { datasets: { label?: string; data: unknown[] }[] };
      options: { plugins?: { annotation?: { annotations?: unknown } } };
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
    const annotations = found.options.plugins?.annotation?.annotations;
    const pixels = el.getContext('2d')!.getImageData(0, 0, el.width, el.height).data;
    let inked = 0;
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) inked++;
    return {
      type: found.config.type,
      datasets: found.data.datasets.map((d) => ({
        label: d.label ?? '',
        points: d.data.filter((p) => p !== null).length,
      })),
      annotations: Array.isArray(annotations) ? annotations.length : Object.keys(annotations ?? {}).length,
      inked,
    };
  });
}

const labels = (c: DrawnChart) => c.datasets.map((d) => d.label);

const HOUR = 3_600_000;
/**
 * Wait until the demo farm's forecasts stop changing (they are made after its readings arrive, and
 * later on a busy machine): past forecasts are placed relative to each sensor's newest forecast,
 * so a newer one made after seeding would leave them where the chart no longer looks.
 */
async function forecastsSettled(timeoutMs = 60_000): Promise<void> {
  const snapshot = async () => {
    const newest: number[] = [];
    for (const field of await listFields(DEMO_ACCOUNTS.grower.username)) {
      for (const sensor of await listSensorsOfField(field.field_id)) {
        newest.push((await newestForecast(seriesOf(sensor)))?.issued_at ?? 0);
      }
    }
    return newest.join(',');
  };
  const until = Date.now() + timeoutMs;
  let last = await snapshot();
  for (let still = 0; still < 3 && Date.now() < until;) {
    await new Promise((r) => setTimeout(r, 1_000));
    const now = await snapshot();
    still = now === last ? still + 1 : 0;
    last = now;
  }
}

/**
 * The demo farm's readings arrive in one go, so its sensors have no forecast older than a day.
 * Each sensor gets two: what was forecast for a day and for two days before its newest forecast,
 * a little wetter than it started from, for the chart to draw against what was measured.
 */
async function seedPastForecasts(): Promise<number> {
  await forecastsSettled();
  let seeded = 0;
  for (const field of await listFields(DEMO_ACCOUNTS.grower.username)) {
    for (const sensor of await listSensorsOfField(field.field_id)) {
      const series = seriesOf(sensor);
      const newest = await newestForecast(series);
      if (!newest) continue;
      const [m10, m50, m100, temperature] = newest.origin.map((v) => v ?? 25);
      for (const days of [1, 2]) {
        const issued = newest.issued_at - days * 24 * HOUR - HOUR / 2;
        await putForecast(series, {
          issued_at: issued,
          depths: [10, 50, 100],
          steps: [[1, m10! + 1.5, m50! + 1, m100! + 0.5, temperature!]],
          origin: newest.origin,
        });
        seeded++;
      }
    }
  }
  return seeded;
}

/**
 * The chart once it shows every dataset named: the readings, the forecast and the past forecasts
 * come from separate requests, so the first drawing may lack the later ones.
 */
async function drawnWith(canvas: Locator, wanted: readonly string[], timeoutMs = 20_000): Promise<DrawnChart> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const chart = await drawn(canvas);
    const present = new Set(chart.datasets.map((d) => d.label));
    if (wanted.every((l) => present.has(l)) || Date.now() > until) return chart;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('detail dashboard charts', () => {
  it('draws series with toggles, the depth profile with Max Depth and CSV, battery, evaporation, rain', async () => {
    expect(await seedPastForecasts()).toBeGreaterThan(0);
    const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, '/app/Home/Dashboard');
    const chartA = card(page, CHART_A);
    const canvasA = chartA.locator('canvas');

    const first = await drawnWith(canvasA, [
      'Moisture 10 cm',
      'Moisture 10 cm forecast',
      'Moisture 10 cm past forecast',
    ]);
    expect(first.type).toBe('line');
    expect(labels(first)).toEqual(
      expect.arrayContaining(['Moisture 10 cm', 'Moisture 50 cm', 'Moisture 100 cm', 'Temperature']),
    );
    expect(first.datasets.find((d) => d.label === 'Moisture 10 cm')!.points).toBeGreaterThan(10);
    expect(first.datasets.find((d) => d.label === 'Moisture 10 cm forecast')!.points).toBeGreaterThan(1);
    // The past forecasts, as points against the measured line.
    expect(first.datasets.find((d) => d.label === 'Moisture 10 cm past forecast')!.points).toBe(2);
    expect(first.inked).toBeGreaterThan(5_000);
    expect(await canvasA.getAttribute('aria-label')).toMatch(/Moisture 10 cm: \d+\.\d %/);
    await chartA.getByRole('heading', { name: 'How good is this forecast?' }).waitFor();

    const temperature = chartA.getByRole('button', { name: 'Temperature' });
    expect(await temperature.getAttribute('aria-pressed')).toBe('true');
    await temperature.click();
    expect(await temperature.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(async () => labels(await drawn(canvasA)).some((l) => l.startsWith('Temperature'))).toBe(false);
    expect(labels(await drawn(canvasA))).toContain('Moisture 10 cm');

    expect(first.annotations).toBe(0);
    // From the keyboard: focus the toggle and press Enter.
    await chartA.getByRole('button', { name: 'Wilting Point' }).focus();
    await page.keyboard.press('Enter');
    expect(await chartA.getByRole('button', { name: 'Wilting Point' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await drawn(canvasA)).annotations).toBeGreaterThan(0);
    await chartA.getByRole('button', { name: 'Field Capacity' }).click();
    await chartA.getByRole('button', { name: 'Saturation Point' }).click();
    await screenshot(page, 'dashboard-charts-desktop');
    await chartA.screenshot({ path: join(SCREENSHOT_DIR, 'dashboard-charts-desktop-chart-a.png') });

    const depthA = card(page, DEPTH_A);
    const depthCanvas = depthA.locator('canvas');
    const profile = await drawn(depthCanvas);
    expect(labels(profile)).toEqual(expect.arrayContaining(['Now', 'Yesterday', '2 Days Ago']));
    expect(profile.datasets.find((d) => d.label === 'Now')!.points).toBe(11);
    expect(profile.annotations).toBeGreaterThan(0);
    await depthA.screenshot({ path: join(SCREENSHOT_DIR, 'dashboard-charts-desktop-depth-a.png') });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      depthA.getByRole('button', { name: 'Download Data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^[A-Za-z0-9_-]+-depth\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split(/\r\n/);
    expect(csv).toHaveLength(12);
    expect(csv[0]).toMatch(/^Depth \(cm\),Now \(\d{4}-\d{2}-\d{2} \d{2}:\d{2}\)/);
    expect(csv.slice(1).map((row) => row.split(',')[0])).toEqual(
      Array.from({ length: 11 }, (_, i) => (i === 0 ? '0' : String(-i * 10))),
    );
    expect(csv[1]!.split(',')[1]).toMatch(/^\d+\.\d{2}$/);

    await depthA.getByRole('button', { name: 'Max Depth' }).click();
    expect(await depthA.getByRole('button', { name: 'Max Depth' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await drawn(depthCanvas)).datasets.find((d) => d.label === 'Now')!.points).toBe(20);
    const [deeper] = await Promise.all([
      page.waitForEvent('download'),
      depthA.getByRole('button', { name: 'Download Data' }).click(),
    ]);
    const deepCsv = readFileSync((await deeper.path())!, 'utf8')
      .trim()
      .split(/\r\n/);
    expect(deepCsv).toHaveLength(21);
    expect(deepCsv[20]!.split(',')[0]).toBe('-190');

    const battery = await drawn(card(page, 'Battery Level').locator('canvas'));
    expect(battery.datasets[0]!.points).toBeGreaterThan(10);
    expect(battery.inked).toBeGreaterThan(1_000);

    const evaporation = await drawn(card(page, 'Evaporation').locator('canvas'));
    expect(evaporation.type).toBe('bar');
    expect(evaporation.datasets[0]!.points).toBeGreaterThan(0);

    const rainfall = await drawn(card(page, 'Precipitation Variation').locator('canvas'));
    expect(rainfall.type).toBe('bar');
    expect(rainfall.datasets[0]!.points).toBeGreaterThan(10);
    expect(await card(page, 'Precipitation Variation').locator('canvas').getAttribute('aria-label')).toMatch(
      /forecast/,
    );
  });

  it('at 390×844 the charts fit the screen: no sideways scroll, canvases no wider than their cards', async () => {
    const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, '/app/Home/Dashboard');
    await page.setViewportSize({ width: 390, height: 844 });
    const canvasA = card(page, CHART_A).locator('canvas');
    expect((await drawn(canvasA)).inked).toBeGreaterThan(1_000);
    await drawn(card(page, DEPTH_A).locator('canvas'));
    await drawn(card(page, 'Precipitation Variation').locator('canvas'));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const widths = await page.locator('canvas').evaluateAll((els) =>
      els.map((el) => ({
        canvas: el.getBoundingClientRect().width,
        card: el.closest('section')!.getBoundingClientRect().width,
      })),
    );
    for (const w of widths) expect(w.canvas).toBeLessThanOrEqual(w.card);
    await screenshot(page, 'dashboard-charts-phone');
    // axe on the chart cards: nothing serious or critical.
    expect(await axeFindings(page, { include: 'section:has(canvas, .chart-message)' })).toEqual([]);
    // The cards one by one, to look at them at phone size.
    for (const [title, name] of [
      [CHART_A, 'phone-chart-a'],
      [DEPTH_A, 'phone-depth-a'],
      ['Precipitation Variation', 'phone-rainfall'],
    ] as const) {
      await card(page, title).screenshot({ path: join(SCREENSHOT_DIR, `dashboard-charts-${name}.png`) });
    }
  });
});
