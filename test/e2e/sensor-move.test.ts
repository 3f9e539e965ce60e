/**
 * Moving a sensor on the seeded demo farm, at desktop and phone size: My Sensors → Edit → the
 * Field and Zone pickers → "Move and save"; the dialog's second step says where it went and offers
 * to install another; the sensor then leaves the old field's list, joins the new one's, and the
 * new field's dashboard draws its history (its readings and forecast) in Chart A. axe finds
 * nothing serious on the dialog's two steps or the dashboard, and nothing scrolls sideways.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { listFields } from '../../lambdas/farms/adapters/fields';
import { newestForecast } from '../../lambdas/forecasts/adapters/forecasts';
import { dynamoReadingsStore } from '../../lambdas/readings/adapters/readings/dynamodb';
import { getSensor, listSensorsOfField, seriesOf } from '../../lambdas/sensors/adapters/sensors';
import { axeFindings } from './support/axe';
import { screenshot } from './support/browser';
import { useE2E } from './support/harness';
import { dialog, signedIn } from './support/ui';

const e2e = useE2E({ demoFarm: { days: 3 } });
const CHART_A = 'Average Soil Moisture/Temperature Variation Chart A';
const FROM = 'North Block';
const TO = 'River Flat';
const TO_ZONE = 'River Flat South';

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function fieldIds(): Promise<Record<string, string>> {
  return Object.fromEntries((await listFields(DEMO_ACCOUNTS.grower.username)).map((f) => [f.field_name, f.field_id]));
}

/** A sensor of the old field that has readings and a forecast, not moved before. */
async function sensorToMove(fromId: string): Promise<{ id: string; name: string; readings: number }> {
  const store = dynamoReadingsStore();
  for (const s of await listSensorsOfField(fromId)) {
    if (s.owner !== DEMO_ACCOUNTS.grower.username || !(await newestForecast(seriesOf(s)))) continue;
    const readings = (await store.range(seriesOf(s), { from: 0, to: Date.now() + 3_600_000 })).length;
    if (readings > 10) return { id: s.sensor_id, name: s.alias || s.sensor_id, readings };
  }
  throw new Error(`no sensor of ${FROM} with history left to move`);
}

async function moveOne(size: { width: number; height: number }, label: string): Promise<void> {
  const ids = await fieldIds();
  const sensor = await sensorToMove(ids[FROM]!);
  const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, `/app/Management/SensorManagement?field=${ids[FROM]}`);
  await page.setViewportSize(size);
  await page.reload();
  // The sensor's row in the field's table, by its Edit button (a phone stacks the table's cells).
  const row = page.getByRole('button', { name: `Edit ${sensor.id}`, exact: true });
  await row.waitFor();

  await row.click();
  const edit = dialog(page, `Edit sensor ${sensor.id}`);
  await edit.getByLabel('Field', { exact: true }).selectOption({ label: TO });
  await edit.getByText(`Moving from ${FROM}: its readings, forecasts and skill go with it.`).waitFor();
  // The zone picker lists the new field's zones; choosing one places the sensor inside it.
  await edit.getByLabel('Zone', { exact: true }).selectOption({ label: TO_ZONE });
  await expect
    .poll(() =>
      edit.getByLabel('Zone', { exact: true }).evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent),
    )
    .toBe(TO_ZONE);
  await edit.getByRole('region', { name: `Sensor position on ${TO}` }).waitFor();
  expect(await noSideways(page)).toBe(true);
  expect(await axeFindings(page)).toEqual([]);
  await screenshot(page, `sensor-move-${label}-form`);
  await edit.getByRole('button', { name: 'Move and save' }).click();

  // Step 2: where it went, and "install another".
  const moved = dialog(page, `Sensor ${sensor.name} moved`);
  await moved
    .getByText(
      `Sensor ${sensor.name} is now on ${TO}, in zone ${TO_ZONE}. Its readings, forecasts and forecast skill moved ` +
        `with it.`,
    )
    .waitFor();
  await moved.getByRole('button', { name: `Install another on ${FROM}` }).waitFor();
  expect(await noSideways(page)).toBe(true);
  expect(await axeFindings(page)).toEqual([]);
  await screenshot(page, `sensor-move-${label}-moved`);
  expect(await getSensor(sensor.id)).toMatchObject({ field_id: ids[TO] });
  // The old field's list no longer holds it (read again without reloading).
  await moved.getByRole('button', { name: 'Done' }).click();
  await row.waitFor({ state: 'detached' });

  // On the new field's dashboard, with its history.
  await page.goto(`/app/Home/Dashboard?field=${ids[TO]}&sensor=${sensor.id}`);
  const chart = page
    .locator('section', { has: page.getByRole('heading', { name: CHART_A, exact: true }) })
    .locator('canvas[role="img"]');
  await chart.waitFor();
  await expect.poll(() => chart.getAttribute('aria-label')).toMatch(/Moisture 10 cm: \d/);
  expect(await chart.getAttribute('aria-label')).not.toMatch(/Moisture 10 cm: no data/);
  await page.getByRole('button', { name: `Sensor A ${sensor.name}`, exact: true }).waitFor();
  expect(await noSideways(page)).toBe(true);
  expect(await axeFindings(page)).toEqual([]);
  await screenshot(page, `sensor-move-${label}-dashboard`);
  // Every reading went with it: the series is the registration's, unchanged.
  expect(
    (
      await dynamoReadingsStore().range(seriesOf((await getSensor(sensor.id))!), {
        from: 0,
        to: Date.now() + 3_600_000,
      })
    ).length,
  ).toBe(sensor.readings);
}

describe('moving a sensor to another field', () => {
  it("at desktop size: edit, pick field and zone, move, see it on the new field's dashboard, history too", async () => {
    await moveOne({ width: 1280, height: 820 }, 'desktop');
  });

  it('at 390x844: the same, by the same dialog', async () => {
    await moveOne({ width: 390, height: 844 }, 'phone');
  });

  it('"Install another" after a move opens the registration wizard on the field the sensor left', async () => {
    const ids = await fieldIds();
    const sensor = await sensorToMove(ids[FROM]!);
    const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, `/app/Management/SensorManagement?field=${ids[FROM]}`);
    await page.getByRole('button', { name: `Edit ${sensor.id}` }).click();
    const edit = dialog(page, `Edit sensor ${sensor.id}`);
    await edit.getByLabel('Field', { exact: true }).selectOption({ label: TO });
    await edit.getByRole('button', { name: 'Move and save' }).click();
    await dialog(page, `Sensor ${sensor.name} moved`)
      .getByRole('button', { name: `Install another on ${FROM}` })
      .click();
    await page.getByRole('dialog').filter({ hasText: FROM }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await page.getByRole('dialog').textContent()).not.toContain(`Sensor ${sensor.name} moved`);
    expect(new URL(page.url()).searchParams.get('field')).toBe(ids[FROM]);
  });
});
