/**
 * Wetting events in the browser: the marks on the Dashboard's moisture chart (a drop, a
 * sprinkler, a question mark, each named with its kind, time, millimetres and depth), the
 * "Was this an irrigation?" question answered from a mark by keyboard and from Home's card, with
 * its toast; Download Data's events file; at desktop size and at 390×844, axe clean. The demo grower gets one field, a
 * zone, a sensor in it with three days of readings, and its events, written to the stores directly.
 */
import { readFileSync } from 'node:fs';
import type { Download, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { upsertEvent, type DetectedEvent } from '../../lambdas/irrigation/adapters/events';
import { putField } from '../../lambdas/farms/adapters/fields';
import { readingsStore } from '../../lambdas/readings/adapters/readings';
import { seriesKey } from '../../lambdas/sensors/rules/series';
import { createSensor } from '../../lambdas/sensors/adapters/sensors';
import { putZone } from '../../lambdas/farms/adapters/zones';
import { axeFindings } from './support/axe';
import { screenshot } from './support/browser';
import { useE2E } from './support/harness';
import { signedIn } from './support/ui';

const e2e = useE2E();
const USER = DEMO_ACCOUNTS.grower.username;
const SENSOR = 'EVT123456789';
const FIELD = 'fld_events';
const CHART_A = 'Average Soil Moisture/Temperature Variation Chart A';
const H = 3_600_000;
const NOW = Math.floor(Date.now() / H) * H;
const at = (hoursAgo: number) => (NOW - hoursAgo * H) / 1000;

const ring: [number, number][] = [
  [146.02, -34.28],
  [146.04, -34.28],
  [146.04, -34.26],
  [146.02, -34.26],
  [146.02, -34.28],
];
const zoneRing: [number, number][] = [
  [146.025, -34.275],
  [146.035, -34.275],
  [146.035, -34.265],
  [146.025, -34.265],
  [146.025, -34.275],
];

const EVENTS: Omit<DetectedEvent, 'sensor_id' | 'field_id'>[] = [
  { onset: at(60), peak: at(57), depth_reached_cm: 50, arrived_mm: 6, detected_kind: 'rain' },
  { onset: at(40), peak: at(38), depth_reached_cm: 10, arrived_mm: 4.5, detected_kind: 'irrigation' },
  { onset: at(20), peak: at(17), depth_reached_cm: 50, arrived_mm: 8.2, detected_kind: 'unexplained' },
  { onset: at(8), peak: at(6), depth_reached_cm: 10, arrived_mm: 3.1, detected_kind: 'unexplained' },
];

async function seed(): Promise<void> {
  const created = new Date(NOW - 5 * 24 * H).toISOString();
  await putField(USER, {
    field_id: FIELD,
    field_name: 'Event Block',
    farm_name: 'Riverbend',
    crop_type: 'Cotton',
    points: { type: 'Polygon', coordinates: [ring] },
    created_at: created,
  });
  await putZone(
    USER,
    {
      id: 'zone_events',
      zonename: 'East block',
      field_id: FIELD,
      croptype: 'Cotton',
      interest_layer: 50,
      points: { type: 'Polygon', coordinates: [zoneRing] },
      soiltype_25: 'Clay',
      soiltype_75: 'Clay',
      soiltype_125: 'Clay',
      limits: {
        wiltingPoint: { at10cm: 17, at50cm: 17, at100cm: 17 },
        fieldCapacity: { at10cm: 30, at50cm: 30, at100cm: 30 },
        saturation: { at10cm: 40, at50cm: 40, at100cm: 40 },
      },
      created_at: created,
    },
    true,
  );
  await createSensor({
    sensor_id: SENSOR,
    owner: USER,
    alias: 'East probe',
    field_id: FIELD,
    gateway_id: null,
    points: { type: 'Point', coordinates: [146.03, -34.27] },
    sleeping: 3600,
    battery_threshold: 80,
    created_at: created,
  });
  const series = seriesKey(SENSOR);
  const readings = Array.from({ length: 72 }, (_, i) => {
    const time = NOW - (71 - i) * H;
    const wet = EVENTS.reduce((sum, e) => sum + (time / 1000 >= e.onset ? e.arrived_mm / 2 : 0), 0);
    const m10 = 22 - i * 0.05 + wet;
    return {
      series,
      sensorId: SENSOR,
      time,
      raw: { at10cm: m10, at50cm: 30, at100cm: 34, temperature: 18, battery_vol: 3.9 },
      calibrated: { at10cm: m10, at50cm: 30 + wet / 4, at100cm: 34 },
      temperature: 18,
      battery_vol: 3.9,
      flags: [],
      receivedAt: time,
    };
  });
  await readingsStore().put(readings);
  for (const e of EVENTS) await upsertEvent(series, { ...e, sensor_id: SENSOR, field_id: FIELD });
}

const card = (page: Page, title: string): Locator =>
  page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });
const marksOf = (page: Page) => page.getByRole('group', { name: `${CHART_A}: wetting events` }).getByRole('button');

describe('wetting events', () => {
  it('marks the chart, answers a mark by keyboard and the Home card by click, at desktop size', async () => {
    await seed();
    const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, '/app/Home/Dashboard?range=7d');
    const marks = marksOf(page);
    await expect.poll(() => marks.count(), { timeout: 20_000 }).toBe(4);
    const labels = await marks.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
    expect(labels[0]).toMatch(/^Rain, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}: 6\.0 mm arrived, down to 50 cm$/);
    expect(labels[1]).toMatch(/^Irrigation, .*: 4\.5 mm arrived, down to 10 cm$/);
    expect(labels[2]).toMatch(/^Unexplained wetting, .*: 8\.2 mm arrived, down to 50 cm$/);
    // The tooltip says the same as the name.
    expect(await marks.nth(0).getAttribute('title')).toBe(labels[0]);
    for (const box of await Promise.all([0, 1, 2, 3].map((i) => marks.nth(i).boundingBox())))
      expect(box!.width).toBeGreaterThan(10);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'events-dashboard-desktop');

    // The unexplained mark, from the keyboard: focus, Enter opens the question, Yes logs it.
    await marks.nth(2).focus();
    await page.keyboard.press('Enter');
    expect(await marks.nth(2).getAttribute('aria-expanded')).toBe('true');
    const question = page
      .getByRole('region', { name: 'Wetting event' })
      .getByRole('group', { name: /Was this an irrigation\?/ });
    await question.waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await question.getByRole('button', { name: 'Yes' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Logged as an irrigation of 8.2 mm.').waitFor();
    await expect
      .poll(async () => marks.nth(2).getAttribute('aria-label'), { timeout: 10_000 })
      .toMatch(/^Irrigation \(confirmed\), .*: 8\.2 mm/);

    // Home asks about the one left, and forgets it once answered.
    await page.goto('/app/Home');
    const ask = card(page, 'Was this an irrigation?');
    await ask.waitFor();
    expect(await ask.getByRole('group').count()).toBe(1);
    await ask.getByText(/East probe, .*: 3\.1 mm arrived, down to 10 cm/).waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'events-home-desktop');
    await ask.getByRole('button', { name: 'No' }).click();
    await page.getByText('Marked as rain.').waitFor();
    await ask.waitFor({ state: 'detached' });

    await page.goto('/app/Home/Dashboard?range=7d');
    await expect.poll(() => marks.count(), { timeout: 20_000 }).toBe(4);
    expect(await marks.nth(3).getAttribute('aria-label')).toMatch(/^Rain \(confirmed\), /);

    // Download Data can add the events as a second file; the readings file stays as it was.
    await page.getByRole('button', { name: 'Download CSV' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Download Data' });
    await modal.getByRole('checkbox', { name: /Also download its wetting events/ }).check();
    const files: Download[] = [];
    page.on('download', (d) => files.push(d));
    await modal.getByRole('button', { name: 'Download' }).click();
    await page.getByText('Events file has downloaded').waitFor();
    expect(files.map((f) => f.suggestedFilename()).sort()).toEqual([`${SENSOR}-events.csv`, `${SENSOR}.csv`]);
    const events = readFileSync(
      (await files.find((f) => f.suggestedFilename().endsWith('-events.csv'))!.path())!,
      'utf8',
    )
      .trim()
      .split('\r\n');
    expect(events[0]).toBe('Event,Sensor,Onset,Peak,Deepest depth (cm),Water arrived (mm),Kind,Confirmed by grower');
    expect(events.slice(1).map((line) => line.split(',').slice(5).join(','))).toEqual([
      '6.00,rain,no',
      '4.50,irrigation,no',
      '8.20,irrigation,yes',
      '3.10,rain,yes',
    ]);
  });

  it('at 390×844 the marks sit on the chart, open by tap, and the page does not scroll sideways', async () => {
    const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, '/app/Home/Dashboard?range=7d');
    // At phone size from the first paint: the navigation starts closed, as on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const marks = marksOf(page);
    await expect.poll(() => marks.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // Marks closer than a mark's width share one, named for all its events: the four are all named.
    const labels = await marks.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
    expect(labels.reduce((n, l) => n + (Number(/^(\d+) wetting events/.exec(l)?.[1]) || 1), 0)).toBe(4);
    const chart = await card(page, CHART_A).locator('canvas').boundingBox();
    for (let i = 0; i < labels.length; i++) {
      const box = (await marks.nth(i).boundingBox())!;
      expect(box.x + box.width / 2).toBeGreaterThanOrEqual(chart!.x);
      expect(box.x + box.width / 2).toBeLessThanOrEqual(chart!.x + chart!.width);
    }
    await marks.nth(0).click();
    await page
      .getByRole('region', { name: /^Wetting events?$/ })
      .getByText(/^Rain, .*6\.0 mm arrived/)
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'events-dashboard-phone');
  });
});
