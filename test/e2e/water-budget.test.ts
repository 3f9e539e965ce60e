/**
 * The water budget and the soil-point suggestions on the seeded demo farm, at desktop and phone
 * size: the Detailed Dashboard's "Water budget" card draws its grouped bars with the totals in
 * words; editing a zone whose sensor saw seven clear wettings (seeded into its history before the
 * demo's own readings) shows the suggested field capacities with their evidence, and "Use these"
 * fills them in. axe finds nothing serious, and nothing scrolls sideways.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pointInPolygon } from '@shared/geo';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { listFields } from '../../lambdas/farms/adapters/fields';
import { dynamoReadingsStore } from '../../lambdas/readings/adapters/readings/dynamodb';
import { listSensorsOfField, seriesOf } from '../../lambdas/sensors/adapters/sensors';
import { listZones } from '../../lambdas/farms/adapters/zones';
import { FULL_POINTS, readingsWithWettings } from '../support/wettings';
import { axeFindings } from './support/axe';
import { SCREENSHOT_DIR, screenshot } from './support/browser';
import { useE2E } from './support/harness';
import { dialog, signedIn } from './support/ui';

const e2e = useE2E({ demoFarm: { days: 3 } });
const DESKTOP = { width: 1280, height: 820 };
const PHONE = { width: 390, height: 844 };
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

let target: { fieldId: string; zoneId: string; zoneName: string };

beforeAll(async () => {
  // A demo zone with a sensor inside; that sensor gets 60 days of wettings before the demo's 3 days.
  const user = DEMO_ACCOUNTS.grower.username;
  const zones = await listZones(user);
  for (const field of await listFields(user)) {
    const sensors = (await listSensorsOfField(field.field_id)).filter((s) => s.owner === user);
    for (const zone of zones.filter((z) => z.field_id === field.field_id)) {
      const inside = sensors.filter((s) => pointInPolygon(s.points.coordinates, zone.points.coordinates[0]!));
      if (!inside.length || target) continue;
      target = { fieldId: field.field_id, zoneId: zone.id, zoneName: zone.zonename };
      const before = Date.now() - 4 * 86_400_000;
      for (const s of inside) await dynamoReadingsStore().put(readingsWithWettings(seriesOf(s), before, 60));
    }
  }
  expect(target, 'a demo zone with a sensor').toBeDefined();
});

async function budgetOnDashboard(size: { width: number; height: number }, label: string) {
  const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, `/app/Home/Dashboard?field=${target.fieldId}`);
  await page.setViewportSize(size);
  const card = page.locator('section', {
    has: page.getByRole('heading', { name: 'Water budget, last 8 weeks', exact: true }),
  });
  // The first zone's budget draws first; a field with more zones offers a picker.
  await card.getByRole('img', { name: /^Water budget of / }).waitFor();
  const zonePicker = card.getByLabel('Zone', { exact: true });
  if (await zonePicker.count()) await zonePicker.selectOption({ label: target.zoneName });
  const chart = card.getByRole('img', { name: new RegExp(`^Water budget of ${target.zoneName}, 8 weeks from `) });
  await chart.waitFor();
  await card.getByText(`${target.zoneName}, in total: rain `).waitFor();
  await card.getByText(/Stored water over \d+ cm of roots/).waitFor();
  await chart.scrollIntoViewIfNeeded();
  expect(await chart.evaluate((el: HTMLCanvasElement) => el.width > 0 && el.height > 0)).toBe(true);
  expect(await axeFindings(page)).toEqual([]);
  expect(await noSideways(page)).toBe(true);
  await screenshot(page, `water-budget-${label}`);
  await card.screenshot({ path: join(SCREENSHOT_DIR, `water-budget-${label}-card.png`), animations: 'disabled' });
}

async function suggestionsInWizard(size: { width: number; height: number }, label: string) {
  const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, '/app/Management/ZoneManagement');
  await page.setViewportSize(size);
  await page.getByRole('heading', { name: 'Irrigation Zone Management' }).waitFor();
  await page.getByRole('button', { name: `Edit ${target.zoneName}`, exact: true }).click();
  const edit = dialog(page, 'Edit and View Zone');
  const box = edit.getByRole('region', { name: "Suggested from this zone's readings" });
  const topRow = box.getByRole('listitem').filter({ hasText: /^25 cm \(sensor at 10 cm\):/ });
  await topRow.waitFor();
  const top = await topRow.innerText();
  // Seven seeded wettings per sensor inside the zone (the demo's own days may add one).
  expect(top).toMatch(/from \d+ wettings, spread ± \d+\.\d %/);
  expect(Number(/from (\d+) wettings/.exec(top)?.[1])).toBeGreaterThanOrEqual(7);
  const suggested = Number(/field capacity (\d+\.\d) %/.exec(top)?.[1]);
  expect(Math.abs(suggested - FULL_POINTS[10]), top).toBeLessThan(0.5);
  expect(await axeFindings(page)).toEqual([]);
  expect(await noSideways(page)).toBe(true);
  await screenshot(page, `soil-points-${label}`);
  // The dialog scrolls inside itself: a picture of the suggestions box too.
  await box.scrollIntoViewIfNeeded();
  await box.screenshot({ path: join(SCREENSHOT_DIR, `soil-points-${label}-box.png`), animations: 'disabled' });
  await box.getByRole('button', { name: 'Use these' }).click();
  await expect
    .poll(() => edit.getByLabel('Field capacity at 25 cm', { exact: true }).inputValue())
    .toBe(String(suggested));
}

describe('water budget and soil-point suggestions', () => {
  it('the dashboard draws the budget with its summary (desktop)', () => budgetOnDashboard(DESKTOP, 'desktop'));
  it('the dashboard draws the budget with its summary (phone)', () => budgetOnDashboard(PHONE, 'phone'));
  it('the zone wizard suggests field capacities and "Use these" fills them (desktop)', () =>
    suggestionsInWizard(DESKTOP, 'desktop'));
  it('the zone wizard suggests field capacities and "Use these" fills them (phone)', () =>
    suggestionsInWizard(PHONE, 'phone'));
});
