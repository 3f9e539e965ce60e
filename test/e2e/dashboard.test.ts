/**
 * The home and detail dashboards on the seeded demo farm (two fields of six sensors, 3 days of
 * readings): the map and the Latest Record table; the detail page's charts; the field and sensor
 * query parameters; the Download Data modal and its file; every empty state of a grower with no
 * farm and then a field with no sensors; both pages at phone size.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { putField } from '../../lambdas/farms/adapters/fields';
import { screenshot, waitForPath } from './support/browser';
import { useE2E } from './support/harness';
import { uniqueUsername, waitForCode } from './support/mailbox';
import { dialog, fill, logIn, pageApi, signedIn, signUp } from './support/ui';

const e2e = useE2E({ demoFarm: { days: 3 } });

interface Field {
  field_id: string;
  field_name: string;
  farm_name: string;
}
interface Sensor {
  sensor_id: string;
  alias: string;
}

async function demoFarm(
  page: Page,
): Promise<{ north: Field; river: Field; northSensors: Sensor[]; riverSensors: Sensor[] }> {
  const fields = (await pageApi<{ data: { data: Field[] } }>(page, '/api/v2/field')).data.data;
  const north = fields.find((f) => f.field_name === 'North Block')!;
  const river = fields.find((f) => f.field_name === 'River Flat')!;
  const sensorsOf = async (f: Field) =>
    (await pageApi<{ data: Sensor[] }>(page, `/api/v2/moisture/${f.field_id}`)).data;
  return { north, river, northSensors: await sensorsOf(north), riverSensors: await sensorsOf(river) };
}

/** Waits for a value on a shared, sometimes slow machine (expect.poll's own default is 1 s). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000 });

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** The dropdown button named by its label, e.g. "Sensor A". */
const dropdown = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label} `) });

async function noSpinners(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('.spinner').length === 0, undefined, { timeout: 30_000 });
}

describe('home dashboard', () => {
  it("shows the first field, its map, the sensor's Latest Record; the chooser: capitals, keyboard", async () => {
    const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, '/app/Home');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const farm = await demoFarm(page);
    await poll(() => param(page, 'field')).toBe(farm.north.field_id);

    // The map: the field's pushpin and the chosen sensor's circle (dashboard-map.test.ts draws the rest).
    const map = page.getByRole('region', { name: 'Field map', exact: true });
    await map.waitFor();
    await poll(() => map.locator('.sensor-circle[data-sensor-id]').count()).toBe(1);
    const table = page.getByRole('table', { name: /^Latest record of / });
    await table.waitFor();
    const first = farm.northSensors[0]!;
    expect(await table.getAttribute('aria-label')).toBe(`Latest record of ${first.alias}`);
    const cells = await table.locator('td').allInnerTexts();
    expect(cells).toHaveLength(6);
    expect(cells[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    for (const c of cells.slice(1, 4)) expect(c).toMatch(/^\d+\.\d %$/);
    expect(cells[4]).toMatch(/^-?\d+\.\d °C$/);
    expect(cells[5]).toMatch(/^\d+\.\d{2} V$/);
    await noSpinners(page);
    await screenshot(page, 'dashboard-home');

    // Choosing another sensor in the panel makes it the page's sensor, and the one the map draws.
    const second = farm.northSensors[1]!;
    await dropdown(page, 'Sensor').click();
    await page.getByRole('menuitemradio', { name: second.alias }).click();
    await poll(() => param(page, 'sensor')).toBe(second.sensor_id);
    await poll(() => map.locator('.sensor-circle[data-sensor-id]').getAttribute('data-sensor-id')).toBe(
      second.sensor_id,
    );
    await poll(() => table.getAttribute('aria-label')).toBe(`Latest record of ${second.alias}`);

    // 'Download Report' opens the report dialog for this field (the report's own test drives it).
    await page.getByRole('button', { name: 'Download Report' }).click();
    const reportDialog = page.getByRole('dialog', { name: 'Generate a Report' });
    await reportDialog.waitFor();
    await page.keyboard.press('Escape');
    await reportDialog.waitFor({ state: 'detached' });

    // The chooser by keyboard: opens on Enter, farm headings in capitals, Down and Enter pick.
    const chooser = dropdown(page, 'Farm and field');
    expect(await chooser.innerText()).toBe('North Block');
    await chooser.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Farm and field' });
    await menu.waitFor();
    expect(await menu.locator('.dropdown__heading').allInnerTexts()).toEqual(['RIVERBEND FARM']);
    await screenshot(page, 'dashboard-home-chooser');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await poll(() => param(page, 'field')).toBe(farm.river.field_id);
    await poll(() => chooser.innerText()).toBe('River Flat');
    await poll(() => table.getAttribute('aria-label')).toBe(`Latest record of ${farm.riverSensors[0]!.alias}`);

    // Another sensor from the panel's dropdown: the Latest Record follows, View Details carries both.
    const other = farm.riverSensors[2]!;
    await dropdown(page, 'Sensor').click();
    await page.getByRole('menuitemradio', { name: other.alias }).click();
    await poll(() => param(page, 'sensor')).toBe(other.sensor_id);
    await poll(() => table.getAttribute('aria-label')).toBe(`Latest record of ${other.alias}`);
    await page.getByRole('link', { name: 'View Details' }).click();
    await waitForPath(page, '/app/Home/Dashboard');
    expect(param(page, 'field')).toBe(farm.river.field_id);
    expect(param(page, 'sensor')).toBe(other.sensor_id);
    // The address changes before React draws the new choice, so wait for the label.
    await poll(() => dropdown(page, 'Sensor A').innerText()).toBe(other.alias);
  });
});

describe('detail dashboard', () => {
  it('draws the charts of sensors A and B; the sensor dropdown lists the others by alias', async () => {
    const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, '/app/Home/Dashboard');
    await page.getByRole('heading', { name: 'Detailed Dashboard', level: 1 }).waitFor();
    const farm = await demoFarm(page);
    await poll(() => param(page, 'field')).toBe(farm.north.field_id);
    // Eight charts drawn: both time series, both depth profiles, battery, evaporation, rainfall, the water budget.
    const charts = page.locator('canvas[role="img"]');
    await poll(() => charts.count()).toBe(8);
    await noSpinners(page);
    const labels = await charts.evaluateAll((cs) => cs.map((c) => c.getAttribute('aria-label') ?? ''));
    for (const title of [
      'Average Soil Moisture/Temperature Variation Chart A',
      'Average Soil Moisture/Temperature Variation Chart B',
      'Moisture Depth Chart A',
      'Moisture Depth Chart B',
    ]) {
      expect(
        labels.some((l) => l.startsWith(title) && !l.includes('no data')),
        `${title}: ${labels.join(' | ')}`,
      ).toBe(true);
    }
    expect(labels.some((l) => l.startsWith('Evaporation') && !l.includes('no data'))).toBe(true);
    expect(labels.some((l) => l.startsWith('Water budget of '))).toBe(true);
    // Every canvas has ink on it.
    const inked = await charts.evaluateAll((cs) =>
      (cs as HTMLCanvasElement[]).map((c) => {
        const px = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        let n = 0;
        for (let i = 3; i < px.length; i += 4) if (px[i]! > 0) n++;
        return n;
      }),
    );
    for (const n of inked) expect(n).toBeGreaterThan(500);
    // A toggle changes what chart A draws.
    const chartA = page.getByRole('img', { name: /^Average Soil Moisture\/Temperature Variation Chart A\./ });
    expect(await chartA.getAttribute('aria-label')).toContain('Moisture 50 cm:');
    await page
      .getByRole('group', { name: 'Average Soil Moisture/Temperature Variation Chart A: lines and bands shown' })
      .getByRole('button', { name: 'Moisture 50 cm' })
      .click();
    await poll(() => chartA.getAttribute('aria-label')).not.toContain('Moisture 50 cm:');
    expect(await dropdown(page, 'Sensor A').innerText()).toBe(farm.northSensors[0]!.alias);
    expect(await dropdown(page, 'Sensor B').innerText()).toBe(farm.northSensors[0]!.alias);

    await dropdown(page, 'Sensor B').click();
    const choices = await page.getByRole('menu', { name: 'Sensor B' }).getByRole('menuitemradio').allInnerTexts();
    expect(choices).toEqual(farm.northSensors.slice(1).map((s) => s.alias));
    await page.getByRole('menuitemradio', { name: farm.northSensors[1]!.alias }).click();
    await poll(() => param(page, 'compareSensor')).toBe(farm.northSensors[1]!.sensor_id);
    expect(param(page, 'sensor')).toBeNull();
    await poll(() => dropdown(page, 'Sensor B').innerText()).toBe(farm.northSensors[1]!.alias);

    // A longer period asks for it; the choice lives in the address.
    await page.getByRole('button', { name: '30 days' }).click();
    await poll(() => param(page, 'range')).toBe('30d');
    // The address changes before React has drawn the pressed button: wait for the render too.
    await poll(() => page.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');
    await noSpinners(page);
    await screenshot(page, 'dashboard-detail');
  });

  it('changing the field removes sensor and compareSensor; a foreign sensor falls back to the first', async () => {
    const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, '/app/Home');
    const farm = await demoFarm(page);
    const [n0, n1, n2] = farm.northSensors;
    await page.goto(
      `/app/Home/Dashboard?field=${farm.north.field_id}&sensor=${n1!.sensor_id}&compareSensor=${n2!.sensor_id}`,
    );
    await poll(async () => dropdown(page, 'Sensor A').innerText()).toBe(n1!.alias);
    expect(await dropdown(page, 'Sensor B').innerText()).toBe(n2!.alias);

    await page.getByLabel('Field', { exact: true }).selectOption({ label: 'River Flat' });
    await poll(() => param(page, 'field')).toBe(farm.river.field_id);
    expect(param(page, 'sensor')).toBeNull();
    expect(param(page, 'compareSensor')).toBeNull();
    await poll(async () => dropdown(page, 'Sensor A').innerText()).toBe(farm.riverSensors[0]!.alias);
    expect(await dropdown(page, 'Sensor B').innerText()).toBe(farm.riverSensors[0]!.alias);
    expect(await page.getByLabel('Farm', { exact: true }).inputValue()).toBe('Riverbend Farm');

    // A sensor of the other field: the first sensor of this one, and the address drops it.
    await page.goto(`/app/Home/Dashboard?field=${farm.north.field_id}&sensor=${farm.riverSensors[1]!.sensor_id}`);
    await poll(async () => dropdown(page, 'Sensor A').innerText()).toBe(n0!.alias);
    await poll(() => param(page, 'sensor')).toBeNull();
    expect(param(page, 'field')).toBe(farm.north.field_id);

    // No field in the address: the first field is written in.
    await page.goto('/app/Home/Dashboard');
    await poll(() => param(page, 'field')).toBe(farm.north.field_id);
  });
});

describe('Download Data', () => {
  it('downloads <sensor_id>.csv with 21 depth rows for the default week, and says so', async () => {
    const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, '/app/Home');
    const farm = await demoFarm(page);
    const sensor = farm.northSensors[0]!;
    await page.getByRole('table', { name: /^Latest record of / }).waitFor();
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const modal = dialog(page, 'Download Data');
    await modal.waitFor();
    const day = (offset: number) => {
      const d = new Date();
      d.setDate(d.getDate() - offset);
      return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
    };
    expect(await modal.getByLabel('Start Date', { exact: true }).inputValue()).toBe(day(7));
    expect(await modal.getByLabel('End Date', { exact: true }).inputValue()).toBe(day(0));
    await screenshot(page, 'dashboard-csv-modal');

    // A day after today, or an end before the start, is refused.
    const download = modal.getByRole('button', { name: 'Download', exact: true });
    await fill(modal, 'End Date', day(-1));
    await modal.getByText('The end cannot be after today').waitFor();
    expect(await download.isDisabled()).toBe(true);
    await fill(modal, 'End Date', day(8));
    await modal.getByText('The end cannot be before the start').waitFor();
    await fill(modal, 'End Date', day(0));
    expect(await download.isDisabled()).toBe(false);

    // The request held back a moment, to see the button at work.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/v2/readings/*/csv*', async (route) => {
      await held;
      await route.continue();
    });
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await download.click();
        const busy = modal.getByRole('button', { name: 'Downloading...' });
        await busy.waitFor();
        expect(await busy.isDisabled()).toBe(true);
        release();
      })(),
    ]);
    expect(file.suggestedFilename()).toBe(`${sensor.sensor_id}.csv`);
    const lines = readFileSync((await file.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(22);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(Array.from({ length: 21 }, (_, i) => String(-i * 10)));
    expect(lines[0]!.split(',').length).toBeGreaterThan(10);
    await page.getByRole('status').filter({ hasText: 'File has downloaded' }).waitFor();
    await page.unroute('**/api/v2/readings/*/csv*');

    // A failed download says so.
    await page.route('**/api/v2/readings/*/csv*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
    );
    await page.getByRole('button', { name: 'Download CSV' }).click();
    await dialog(page, 'Download Data').getByRole('button', { name: 'Download', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Fail to download CSV file' }).waitFor();
    await screenshot(page, 'dashboard-csv-failed');
  });
});

describe('a grower with nothing yet', () => {
  it('sees No Farms, then, with a field and no sensors, No Sensors, No Sensor Data and No Battery Data', async () => {
    const { page } = await e2e.open();
    const user = { username: uniqueUsername(), email: `${uniqueUsername('mail')}@farm.test`, password: 'Grower1234' };
    await signUp(page, user);
    const confirm = dialog(page, 'Confirm your account');
    await fill(confirm, 'Verification code', await waitForCode(e2e.env.stack.url, user.username, ['signup']));
    await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
    await confirm.getByText('Account Verified.').waitFor();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await logIn(page, user.username, user.password);
    await waitForPath(page, '/app/Home');

    await page.getByText('No Farms', { exact: true }).first().waitFor();
    const chooser = dropdown(page, 'Farm and field');
    expect(await chooser.innerText()).toBe('No Farms');
    expect(await chooser.isDisabled()).toBe(true);
    await page.getByRole('region', { name: 'Latest Record' }).getByText('No Sensor Data').waitFor();
    await noSpinners(page);
    await screenshot(page, 'dashboard-home-no-farms');
    await page.goto('/app/Home/Dashboard');
    await page.getByText('No Farms', { exact: true }).first().waitFor();
    await page.getByRole('option', { name: 'No Farm' }).waitFor({ state: 'attached' });
    await page.getByRole('option', { name: 'No Field' }).waitFor({ state: 'attached' });
    await noSpinners(page);
    await screenshot(page, 'dashboard-detail-no-farms');

    const ring: [number, number][] = [
      [146.02, -34.28],
      [146.04, -34.28],
      [146.04, -34.26],
      [146.02, -34.26],
      [146.02, -34.28],
    ];
    await putField(user.username, {
      field_id: `fld_${user.username}`,
      field_name: 'Empty Paddock',
      farm_name: 'New Farm',
      crop_type: 'Wheat',
      points: { type: 'Polygon', coordinates: [ring] },
      created_at: new Date().toISOString(),
    });
    await page.goto('/app/Home');
    await poll(async () => dropdown(page, 'Farm and field').innerText()).toBe('Empty Paddock');
    await page.getByText('No Sensors', { exact: true }).first().waitFor();
    expect(await dropdown(page, 'Sensor').innerText()).toBe('No Sensors');
    expect(await dropdown(page, 'Sensor').isDisabled()).toBe(true);
    await page.getByRole('region', { name: 'Latest Record' }).getByText('No Sensor Data').waitFor();
    await page.getByText('Please go to "Management" to check all your configurations.').waitFor();
    await noSpinners(page);
    await screenshot(page, 'dashboard-home-no-sensors');

    await page.goto('/app/Home/Dashboard');
    await poll(async () => dropdown(page, 'Sensor A').innerText()).toBe('No Sensors');
    await page.getByText('No Battery Data').waitFor();
    expect(await page.getByText('No Sensor Data').count()).toBeGreaterThanOrEqual(2);
    await noSpinners(page);
    await screenshot(page, 'dashboard-detail-no-sensors');
  });
});

describe('at phone size', () => {
  it('both dashboards fit 390 px wide with the data in, and the dropdowns and the modal work there', async () => {
    // Phone-sized from the start: the menu drawer starts closed there.
    const { page } = await e2e.open();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await logIn(page, DEMO_ACCOUNTS.grower.username, DEMO_ACCOUNTS.grower.password);
    await waitForPath(page, '/app/Home');
    await page.getByRole('table', { name: /^Latest record of / }).waitFor();
    await noSpinners(page);
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(390);
    await screenshot(page, 'dashboard-home-phone');
    await dropdown(page, 'Sensor').click();
    const menu = page.getByRole('menu', { name: 'Sensor' });
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const modal = dialog(page, 'Download Data');
    const m = (await modal.boundingBox())!;
    expect(m.x + m.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'dashboard-csv-phone');
    await page.keyboard.press('Escape');

    await page.goto('/app/Home/Dashboard');
    await page.getByRole('heading', { name: 'Moisture Depth Chart B' }).waitFor();
    await noSpinners(page);
    expect(await width()).toBeLessThanOrEqual(390);
    // Depth charts A and B stack on a phone.
    const a = (await page.locator('.depth-chart').nth(0).boundingBox())!;
    const b = (await page.locator('.depth-chart').nth(1).boundingBox())!;
    expect(b.y).toBeGreaterThanOrEqual(a.y + a.height);
    await screenshot(page, 'dashboard-detail-phone');
  });
});
