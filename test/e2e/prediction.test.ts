/**
 * The admin Prediction data page end to end: a grower's stored forecasts as the grouped table,
 * a column copied by double-click, an .xlsx that exceljs reads back with the table's values;
 * the stack's weather is simulated (no weather key), which the page and the file both say; a
 * grower is refused the page's API.
 */
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SIMULATED_WEATHER } from '@shared/weather/simulated';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { putField } from '../../lambdas/farms/adapters/fields';
import { putForecast } from '../../lambdas/forecasts/adapters/forecasts';
import { seriesKey } from '../../lambdas/sensors/rules/series';
import { createSensor } from '../../lambdas/sensors/adapters/sensors';
import { screenshot } from './support/browser';
import { useE2E } from './support/harness';
import { signedIn } from './support/ui';

const e2e = useE2E();
const SENSOR = 'PRD123456789';

/**
 * A field of the demo grower with a sensor, and a forecast issued an hour ago for it: 36 two-hourly steps of 10/50/100
 * cm and temperature.
 */
async function seedForecast(): Promise<number> {
  const issued = Math.floor((Date.now() - 3_600_000) / 60_000) * 60_000;
  const ring: [number, number][] = [
    [146.02, -34.28],
    [146.04, -34.28],
    [146.04, -34.26],
    [146.02, -34.26],
    [146.02, -34.28],
  ];
  await putField(DEMO_ACCOUNTS.grower.username, {
    field_id: 'fld_e2e',
    field_name: 'North Block',
    farm_name: 'Riverbend',
    crop_type: 'Cotton',
    points: { type: 'Polygon', coordinates: [ring] },
    created_at: new Date(issued).toISOString(),
  });
  await createSensor({
    sensor_id: SENSOR,
    owner: DEMO_ACCOUNTS.grower.username,
    alias: 'North probe',
    field_id: 'fld_e2e',
    gateway_id: null,
    points: { type: 'Point', coordinates: [146.03, -34.27] },
    sleeping: 7200,
    battery_threshold: 80,
    created_at: new Date(issued).toISOString(),
  });
  const steps = Array.from({ length: 36 }, (_, i) => [(i + 1) * 2, 30 - i * 0.1, 32, 35, 18 + (i % 12) / 2]);
  await putForecast(seriesKey(SENSOR), { issued_at: issued, depths: [10, 50, 100], steps, origin: [30, 32, 35, 18] });
  return issued;
}

describe('prediction data page', () => {
  it("an admin reads a grower's forecasts as a table, copies a column and downloads the Excel file", async () => {
    await seedForecast();
    const page = await signedIn(e2e, DEMO_ACCOUNTS.admin, '/fieldwork-admin/prediction');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('heading', { name: 'Prediction Data' }).waitFor();
    expect(await page.getByRole('button', { name: 'Download Excel' }).count()).toBe(0);
    await page.getByLabel('Username').fill(DEMO_ACCOUNTS.grower.username);
    await page.getByRole('button', { name: 'Get Prediction Data' }).click();
    const table = page.getByRole('region', { name: 'Prediction data' });
    await table.getByRole('columnheader', { name: SENSOR, exact: true }).waitFor();
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(30);
    await page.getByRole('status').filter({ hasText: SIMULATED_WEATHER.forecastNote }).waitFor();
    await screenshot(page, 'prediction-table');

    const header = table.getByRole('columnheader', { name: `Temperature of ${SENSOR}` });
    expect(await header.getAttribute('title')).toBe('Double click to copy the column');
    await header.dblclick();
    await page.getByText(/Copied PRD123456789 Temperature/).waitFor();
    const copied = (await page.evaluate(() => navigator.clipboard.readText())).split('\n');
    const shown = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[0]?.textContent ?? ''));
    expect(copied).toEqual(shown);
    expect(copied.filter(Boolean).length).toBeGreaterThan(20);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^${DEMO_ACCOUNTS.grower.username}-\\d{4}-\\d{2}-\\d{2}T\\d{2}\\.\\d{2}\\.xlsx$`),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(readFileSync((await download.path())!)).buffer);
    const sheet = book.getWorksheet('Prediction')!;
    // The note row first (simulated weather), then the two header rows and the data.
    expect(sheet.getCell(1, 1).value).toBe(SIMULATED_WEATHER.forecastNote);
    expect(sheet.getCell(2, 2).value).toBe(SENSOR);
    expect(sheet.getCell(3, 2).value).toBe('Temperature');
    const fromFile = Array.from({ length: shown.length }, (_, i) => sheet.getCell(i + 4, 2).value);
    expect(fromFile.map((v) => (v === null || v === undefined ? '' : String(v)))).toEqual(shown);
  });

  it('a start more than 14 days back is refused on the page, and a grower gets 403 from the API', async () => {
    const page = await signedIn(e2e, DEMO_ACCOUNTS.admin, '/fieldwork-admin/prediction');
    await page.getByLabel('Username').fill(DEMO_ACCOUNTS.grower.username);
    await page.getByLabel('Start').fill('2020-01-01T00:00');
    await page.getByRole('button', { name: 'Get Prediction Data' }).click();
    await page.getByText('start: must be within the last 14 days').waitFor();

    const grower = await signedIn(e2e, DEMO_ACCOUNTS.grower, '/app/Home');
    const status = await grower.evaluate(async () => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
      const token = key ? localStorage.getItem(key) : null;
      const r = await fetch(
        `/api/v2/prediction?username=demo&start=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      return r.status;
    });
    expect(status).toBe(403);
  });
});
