/**
 * The PDF field report end to end on the demo farm: the zone limit (2 besides 'Other Sensors')
 * and the sensor limit (12) with their warnings and how long they stay; a 12-sensor report
 * downloaded and read back with pdftotext (field, farm, zones, soil, crop, user, dates, "Page 1
 * of", the summary counting the chosen days, the simulated weather named as such), pdfinfo (A4) and rendered with
 * pdftoppm (every page, charts not blank), its progress steps in order; a failed load and a failed PDF build
 * show 'Report Unavailable'; closing the dialog resets it; a zone named beyond Latin-1 prints as
 * written (the Unicode font fetched only for it); each zone's summary lists its notes and its
 * field's of the chosen days; axe finds nothing in its dialogs at desktop and phone size.
 *
 * The browser runs in UTC and the demo field is in Sydney: a range of past days in the browser
 * touches nine of the field's days, so the summary must keep to the eight chosen. Nine days of
 * readings cover both the eight chosen days and the ninth, whatever the hour.
 *
 * North Block gets River Flat's six sensors (with their readings) in its east zone, one sensor
 * more (no readings) in its west zone, one sensor between the zones ('Other Sensors') and a third
 * zone, so its two sensor zones hold 13 sensors.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format, subDays } from 'date-fns';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { DEMO_FARM } from '../../infra/local/demo-farm';
import { listFields } from '../../lambdas/farms/adapters/fields';
import { createSensor, listSensorsOfField, updateSensor } from '../../lambdas/sensors/adapters/sensors';
import { listZones, putZone } from '../../lambdas/farms/adapters/zones';
import { ensureFarmId } from '../../lambdas/platform/farm-access/farm-ids';
import { putNote } from '../../lambdas/teams/adapters/notes';
import { axeFindings } from './support/axe';
import { screenshot } from './support/browser';
import { useE2E } from './support/harness';
import { dialog, signedIn } from './support/ui';

const e2e = useE2E({ demoFarm: { days: 9 } });
const grower = DEMO_ACCOUNTS.grower;
const ZONE_WARNING = "No more than 2 zones excluding 'Other Sensors', the upper limit has been reached";
const SENSOR_WARNING = 'No more than 12 sensors, the upper limit has been reached';

beforeAll(async () => {
  const fields = await listFields(grower.username);
  const north = fields.find((f) => f.field_name === 'North Block')!;
  const river = fields.find((f) => f.field_name === 'River Flat')!;
  const zones = (await listZones(grower.username)).filter((z) => z.field_id === north.field_id);
  const west = zones.find((z) => z.zonename === 'North Block West')!;
  // River Flat's sensors move into North Block East, a row each, keeping their readings.
  const moved = (await listSensorsOfField(river.field_id)).sort((a, b) => a.sensor_id.localeCompare(b.sensor_id));
  for (const [i, s] of moved.entries()) {
    await updateSensor(s.sensor_id, {
      field_id: north.field_id,
      points: { type: 'Point', coordinates: [146.0355 + (i % 3) * 0.0008, -34.2715 - Math.floor(i / 3) * 0.0025] },
    });
  }
  const base = {
    owner: grower.username,
    field_id: north.field_id,
    gateway_id: null,
    sleeping: 7200,
    battery_threshold: 80,
    created_at: new Date().toISOString(),
  };
  await createSensor({
    ...base,
    sensor_id: 'FWSE2E000013',
    alias: 'West 13',
    points: { type: 'Point', coordinates: [146.032, -34.2745] },
  });
  await createSensor({
    ...base,
    sensor_id: 'FWSE2E000014',
    alias: 'Gap 14',
    points: { type: 'Point', coordinates: [146.034, -34.273] },
  });
  // A third zone: a strip along the south edge, holding no sensor.
  const ring: [number, number][] = [
    [146.0303, -34.2758],
    [146.0377, -34.2758],
    [146.0377, -34.276],
    [146.0303, -34.276],
    [146.0303, -34.2758],
  ];
  await putZone(
    grower.username,
    {
      ...west,
      id: 'zone_e2e_south',
      zonename: 'North Block South',
      points: { type: 'Polygon', coordinates: [ring] },
      created_at: new Date().toISOString(),
    },
    true,
  );
  // Notes: on the east zone and on the field within the report's days; before them and today (after them), not printed.
  const east = zones.find((z) => z.zonename === 'North Block East')!;
  const farmId = await ensureFarmId(grower.username, DEMO_FARM);
  const noteAt = (days: number) => subDays(new Date(), days).toISOString();
  const notes: [string, string | undefined, number, { mm: number; by: string }?][] = [
    ['E2E east note: the east rows are drying.', east.id, 3, { mm: 25, by: '2026-12-03' }],
    ['E2E field note: the pump was serviced.', undefined, 4],
    ['E2E old note: not of these days.', east.id, 20],
    ['E2E today note: after the last day.', undefined, 0],
  ];
  for (const [i, [text, zoneId, days, advice]] of notes.entries()) {
    await putNote({
      note_id: `nt_e2ereport${i}`,
      farm_id: farmId,
      field_id: north.field_id,
      ...(zoneId ? { zone_id: zoneId } : {}),
      text,
      ...(advice ? { advice } : {}),
      author: grower.username,
      author_name: 'Report Agronomist',
      role: 'advisor',
      created_at: noteAt(days),
      told: true,
    });
  }
});

async function openReport(page: Page) {
  await page.getByRole('button', { name: 'Download Report' }).click();
  const d = dialog(page, 'Generate a Report');
  await d.waitFor();
  return d;
}

async function confirmDefaults(page: Page) {
  const d = await openReport(page);
  await d.getByRole('button', { name: 'Confirm' }).click();
  await d.getByRole('heading', { name: 'Zones' }).waitFor();
  return d;
}

/** A test that makes a PDF and runs axe on several dialogs: on a busy machine it takes a while. */
const HEAVY_TEST_MS = 150_000;

const today = () => format(new Date(), 'dd/MM/yyyy');
const daysAgo = (n: number) => format(subDays(new Date(), n), 'dd/MM/yyyy');
const weekAgo = () => format(subDays(new Date(), 7), 'dd/MM/yyyy');

/**
 * Records every value the report's progress bar takes from now on (a MutationObserver in the
 * page): read back with recordedProgress.
 */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { reportProgress: number[] }).reportProgress = seen;
    const note = () => {
      const bar = document.querySelector('progress[aria-label="Report progress"]');
      const value = bar?.getAttribute('value');
      if (value != null && Number(value) !== seen[seen.length - 1]) seen.push(Number(value));
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['value'],
    });
  });
}
const recordedProgress = (page: Page) =>
  page.evaluate(() => (window as unknown as { reportProgress: number[] }).reportProgress);

/** Share of pixels darker than near-white in a PGM (P5) image. */
function inkShare(pgm: Buffer): number {
  const header = pgm.toString('latin1', 0, 64).split(/\s+/);
  const [width, height, max] = [Number(header[1]), Number(header[2]), Number(header[3])];
  const data = pgm.subarray(pgm.length - width * height);
  let ink = 0;
  for (const v of data) if (v < max * 0.94) ink++;
  return ink / data.length;
}

describe('field report', () => {
  it('limits: a third zone and a 13th sensor are refused with warnings, which hide after 3 s and 6 s', async () => {
    const page = await signedIn(e2e, grower, '/app/Home');
    const d = await confirmDefaults(page);
    await d.getByRole('checkbox', { name: 'Include North Block East' }).check();
    await d.getByRole('checkbox', { name: 'Include North Block West' }).check();
    await d.getByRole('checkbox', { name: 'Include Other Sensors' }).check();
    // Durations are measured from before the click: the warning cannot appear earlier, so on a slow
    // machine the measured time only grows, and a warning that leaves too soon still shows up short.
    const shownAt = Date.now();
    await d.getByRole('checkbox', { name: 'Include North Block South' }).click();
    await d.getByText(ZONE_WARNING).waitFor();
    expect(await d.getByRole('checkbox', { name: 'Include North Block South' }).isChecked()).toBe(false);
    await screenshot(page, 'report-zone-limit');
    await d.getByText(ZONE_WARNING).waitFor({ state: 'detached', timeout: 6000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2000);

    // 14 sensors offered: first/last 12 instead of Select All.
    expect(await d.getByRole('button', { name: 'Select All' }).count()).toBe(0);
    await d.getByText('No sensors selected').waitFor();
    await d.getByRole('button', { name: 'Select the last 12 sensors' }).click();
    const boxes = d.locator('.report-sensors__list input[type=checkbox]');
    // The dialog redraws while the zones' budgets and advice arrive: wait for the list, then count it.
    await boxes.nth(13).waitFor();
    expect(await boxes.count()).toBe(14);
    const checked = async () =>
      (await boxes.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).checked)))
        .map((c, i) => (c ? i : -1))
        .filter((i) => i >= 0);
    expect(await checked()).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    await d.getByRole('button', { name: 'Select the first 12 sensors' }).click();
    expect(await checked()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const sensorShownAt = Date.now();
    await boxes.nth(13).click();
    await d.getByText(SENSOR_WARNING).waitFor();
    expect(await boxes.nth(13).isChecked()).toBe(false);
    await page.waitForTimeout(Math.max(0, sensorShownAt + 4000 - Date.now()));
    expect(await d.getByText(SENSOR_WARNING).count()).toBe(1);
    await d.getByText(SENSOR_WARNING).waitFor({ state: 'detached', timeout: 5000 });
    expect(Date.now() - sensorShownAt).toBeGreaterThan(5000);

    // With fewer than 12 offered, 'Select All'.
    await d.getByRole('checkbox', { name: 'Include North Block East' }).uncheck();
    await d.getByRole('button', { name: 'Select All' }).click();
    expect((await checked()).length).toBe(5);
  });

  it(
    'a 12-sensor report downloads as a PDF whose text and pages are all there',
    async () => {
      const page = await signedIn(e2e, grower, '/app/Home');
      const ranged: string[] = [];
      const budgets: string[] = [];
      // From Confirm on: Home's own ranged requests (the events it asks about) are not the report's.
      let recording = false;
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (!recording) return;
        if (url.pathname.endsWith('/water-budget'))
          budgets.push(`${url.pathname.split('/')[4]} ${url.searchParams.get('start')}`);
        // A zone's own ranged routes (its water budget, the Home card's irrigation log) are counted apart.
        else if (
          url.pathname.startsWith('/api/') &&
          !url.pathname.startsWith('/api/v2/zone/') &&
          url.searchParams.has('start')
        )
          ranged.push(url.pathname.split('/').slice(0, 4).join('/'));
      });
      // The readings answer a moment late, so the loading state can be seen.
      await page.route('**/api/v2/moisture/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 700));
        await route.continue();
      });
      // Eight past days: 8 days ago to yesterday.
      const [first, last] = [daysAgo(8), daysAgo(1)];
      const d = await openReport(page);
      await d.getByLabel('Start Date', { exact: true }).fill(first);
      await d.getByLabel('End Date', { exact: true }).fill(last);
      recording = true;
      await d.getByRole('button', { name: 'Confirm' }).click();
      await d.getByRole('button', { name: 'Loading Data...' }).waitFor();
      expect(await d.getByRole('button', { name: 'Loading Data...' }).isDisabled()).toBe(true);
      await d.getByRole('heading', { name: 'Zones' }).waitFor();
      await d.getByRole('checkbox', { name: 'Include North Block East' }).check();
      await d.getByRole('checkbox', { name: 'Include North Block West' }).check();
      await d.getByRole('button', { name: 'Select the first 12 sensors' }).click();
      await d.getByRole('heading', { name: 'Sensor charts' }).waitFor();
      expect(await d.locator('.report__figure canvas').count()).toBe(12);
      // The evaporation shown is of the chosen days only.
      const evaporation = await d.locator('.evaporation-chart canvas').getAttribute('aria-label');
      expect(evaporation).toContain(
        `Evaporation (mm per day), ${format(subDays(new Date(), 8), 'd MMM')} to ` +
          `${format(subDays(new Date(), 1), 'd MMM')}:`,
      );
      expect(await axeFindings(page)).toEqual([]);
      // One request for every sensor's readings, one for evaporation, one for rain, one for the wetting events.
      expect(ranged.sort()).toEqual(['/api/v2/evaporation', '/api/v2/events', '/api/v2/moisture', '/api/v2/weather']);
      // And each zone of the field's water budget, once over the chosen days and once over its season when it has a
      // planting date.
      const northId = (await listFields(grower.username)).find((f) => f.field_name === 'North Block')!.field_id;
      const fieldZones = (await listZones(grower.username)).filter((z) => z.field_id === northId);
      expect(new Set(budgets).size).toBe(budgets.length);
      expect(budgets.length).toBe(fieldZones.length + fieldZones.filter((z) => z.system?.planting_date).length);
      await screenshot(page, 'report-dialog');
      await d.getByRole('button', { name: 'Generate' }).click();
      const confirm = dialog(page, 'Confirm Selected Sensor Graphs');
      expect(await confirm.locator('li').count()).toBe(12);
      expect(await axeFindings(page)).toEqual([]);
      await recordProgress(page);
      const fonts: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('.ttf')) fonts.push(r.url());
      });
      const began = Date.now();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        confirm.getByRole('button', { name: 'Download' }).click(),
      ]);
      const path = await download.path();
      const seconds = (Date.now() - began) / 1000;
      console.log(`12 sensors × 8 days: Download → file saved in ${seconds.toFixed(2)} s`);
      const progress = dialog(page, 'Downloading');
      await progress.getByText(/Your report has been downloaded/).waitFor();
      expect(await progress.getByRole('progressbar').getAttribute('value')).toBe('100');
      expect(await recordedProgress(page)).toEqual([10, 40, 60, 80, 100]);
      expect(await axeFindings(page)).toEqual([]);
      await screenshot(page, 'report-done');
      // Kept for a person to look at every page.
      mkdirSync(join(process.cwd(), 'test-results'), { recursive: true });
      copyFileSync(path, join(process.cwd(), 'test-results', 'report-12-sensors.pdf'));
      expect(download.suggestedFilename()).toBe(
        `North-Block_${first.replaceAll('/', '-')}_${last.replaceAll('/', '-')}.pdf`,
      );
      // Every name fits Helvetica: no font file is fetched.
      expect(fonts).toEqual([]);

      const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
      const zones = (await listZones(grower.username)).filter(
        (z) => z.zonename === 'North Block East' || z.zonename === 'North Block West',
      );
      const soilAndCrop = zones.flatMap((z) => [z.soiltype_25, z.soiltype_75, z.soiltype_125, `Crop: ${z.croptype}`]);
      expect(soilAndCrop.length).toBe(8);
      for (const expected of [
        'Field Report',
        'North Block',
        DEMO_FARM,
        'North Block East',
        'North Block West',
        grower.username,
        first,
        last,
        'Page 1 of',
        'Wilting point',
        'Field capacity',
        'Saturation',
        'Days below wilting point',
        'Total rain',
        'Irrigation advice',
        'Water budget, report days',
        'Water budget of North Block East, week by week',
        'Change in stored water',
        ...soilAndCrop,
      ]) {
        expect(text, expected).toContain(expected);
      }
      // The summary counts the eight chosen days of the field, not the nine the browser's range touches there.
      const dayCounts = [
        ...text.matchAll(/Days (?:below wilting point|above field capacity) \(\d+ cm\)\s+\d+ of (\d+) days?/g),
      ].map((m) => m[1]);
      expect(dayCounts).toEqual(['8', '8', '8', '8']);
      expect(text).toContain('of 8 days');
      // Each zone's notes and its field's of the chosen days: the east zone has both, the west its field's.
      expect(text).toContain('Notes on North Block East and its field');
      expect(text).toContain('Notes on North Block West and its field');
      expect(text).toContain('E2E east note: the east rows are drying.');
      expect(text).toContain('Irrigate 25 mm by 3 Dec.');
      expect(text).toContain('Report Agronomist (Advisor)');
      expect(text.split('E2E field note: the pump was serviced.').length - 1).toBe(2);
      expect(text.split('E2E east note').length - 1).toBe(1);
      expect(text).not.toContain('E2E old note');
      expect(text).not.toContain('E2E today note');
      // The local stack has no weather key: page 1, the evaporation chart and each zone's two weather totals say so.
      expect(text).toContain('Simulated weather: offline weather made up');
      expect(text).toContain('Daily reference evaporation (ET0), mm (simulated weather)');
      // The wetting events of the chosen days, counted per kind on page 1 and per sensor.
      expect(text).toMatch(/Wetting events\s+\d+ rain, \d+ irrigation, \d+ unexplained/);
      expect(text).toMatch(/events: \d+ rain, \d+ irrigation, \d+ unexplained/);
      expect([
        ...text.matchAll(/Total (?:rain|reference evaporation \(ET0\))\s+\d+\.\d mm \(simulated\)/g),
      ]).toHaveLength(4);
      const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
      expect(info).toMatch(/Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)/);
      const pages = Number(/Pages:\s+(\d+)/.exec(info)![1]);
      expect(text).toContain(`Page ${pages} of ${pages}`);
      expect(pages).toBeGreaterThanOrEqual(5);

      const dir = mkdtempSync(join(tmpdir(), 'report-pages-'));
      try {
        execFileSync('pdftoppm', ['-r', '40', '-gray', path, join(dir, 'page')]);
        const files = readdirSync(dir)
          .filter((f) => f.endsWith('.pgm'))
          .sort();
        expect(files).toHaveLength(pages);
        const ink = files.map((f) => inkShare(readFileSync(join(dir, f))));
        // Every page carries something; the sensor pages (from the one headed "Sensors") are mostly chart.
        const sensorsFrom = text.split('\f').findIndex((t) => /^\s*Sensors\s*$/m.test(t));
        expect(sensorsFrom).toBeGreaterThanOrEqual(2);
        for (const share of ink) expect(share).toBeGreaterThan(0.02);
        for (const share of ink.slice(sensorsFrom, -1)) expect(share).toBeGreaterThan(0.15);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    HEAVY_TEST_MS,
  );

  it(
    'works on a phone (390×844) without sideways scroll',
    async () => {
      const page = await signedIn(e2e, grower, '/app/Home');
      await page.setViewportSize({ width: 390, height: 844 });
      // The shell opens at the width it starts at: start again at phone width.
      await page.reload();
      const d = await confirmDefaults(page);
      await d.getByRole('checkbox', { name: 'Include North Block West' }).check();
      await d.getByRole('button', { name: 'Select All' }).click();
      await d.getByRole('heading', { name: 'Sensor charts' }).waitFor();
      const overflow = await page.evaluate(() => {
        const modal = document.querySelector('.modal')!;
        return {
          page: document.documentElement.scrollWidth - window.innerWidth,
          dialog: modal.scrollWidth - modal.clientWidth,
        };
      });
      expect(overflow).toEqual({ page: 0, dialog: 0 });
      await screenshot(page, 'report-phone');
      expect(await axeFindings(page)).toEqual([]);
      await d.getByRole('button', { name: 'Generate' }).click();
      const confirm = dialog(page, 'Confirm Selected Sensor Graphs');
      await confirm.waitFor();
      expect(await axeFindings(page)).toEqual([]);
      await Promise.all([page.waitForEvent('download'), confirm.getByRole('button', { name: 'Download' }).click()]);
      const progress = dialog(page, 'Downloading');
      await progress.getByText(/Your report has been downloaded/).waitFor();
      await screenshot(page, 'report-phone-done');
      expect(await axeFindings(page)).toEqual([]);
    },
    HEAVY_TEST_MS,
  );

  it("a failed load shows 'Report Unavailable'", async () => {
    const page = await signedIn(e2e, grower, '/app/Home');
    await page.route('**/api/v2/moisture/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ err: 'readings store down' }),
      }),
    );
    const d = await openReport(page);
    await d.getByRole('button', { name: 'Confirm' }).click();
    await d.getByRole('alert').filter({ hasText: 'Report Unavailable' }).waitFor();
    expect(await d.getByRole('heading', { name: 'Zones' }).count()).toBe(0);
  });

  it(
    "a PDF that cannot be made shows 'Report Unavailable' and downloads nothing",
    async () => {
      const page = await signedIn(e2e, grower, '/app/Home');
      // The PDF library cannot be loaded (a dropped connection, a new deployment under way).
      let blocked = 0;
      await page.route(
        (url) => /\/assets\/jspdf[^/]*\.js$/.test(url.pathname),
        async (route) => {
          blocked++;
          await route.abort('connectionfailed');
        },
      );
      const downloads: string[] = [];
      page.on('download', (dl) => downloads.push(dl.suggestedFilename()));
      const d = await confirmDefaults(page);
      await d.getByRole('checkbox', { name: 'Include North Block West' }).check();
      await d.getByRole('button', { name: 'Select All' }).click();
      await d.getByRole('button', { name: 'Generate' }).click();
      await dialog(page, 'Confirm Selected Sensor Graphs').getByRole('button', { name: 'Download' }).click();
      const progress = dialog(page, 'Downloading');
      await progress.getByText('Report Unavailable').waitFor();
      expect(blocked).toBeGreaterThan(0);
      expect(await progress.getByText(/Your report has been downloaded/).count()).toBe(0);
      await screenshot(page, 'report-build-failed');
      expect(await axeFindings(page)).toEqual([]);
      await progress.getByRole('button', { name: 'Close', exact: true }).click();
      await progress.waitFor({ state: 'detached' });
      expect(downloads).toEqual([]);
    },
    HEAVY_TEST_MS,
  );

  it('closing resets the dates, the data and the choices', async () => {
    const page = await signedIn(e2e, grower, '/app/Home');
    let d = await openReport(page);
    await d.getByLabel('Start Date', { exact: true }).fill(format(subDays(new Date(), 3), 'dd/MM/yyyy'));
    await d.getByRole('button', { name: 'Confirm' }).click();
    await d.getByRole('checkbox', { name: 'Include North Block West' }).check();
    await d.getByRole('button', { name: 'Close dialog' }).click();
    await d.waitFor({ state: 'detached' });
    d = await openReport(page);
    expect(await d.getByLabel('Start Date', { exact: true }).inputValue()).toBe(weekAgo());
    expect(await d.getByLabel('End Date', { exact: true }).inputValue()).toBe(today());
    expect(await d.getByRole('heading', { name: 'Zones' }).count()).toBe(0);
    // A future date is refused before anything loads.
    await d.getByLabel('End Date', { exact: true }).fill(format(new Date(Date.now() + 2 * 86_400_000), 'dd/MM/yyyy'));
    await d.getByRole('button', { name: 'Confirm' }).click();
    await d.getByText('Dates cannot be in the future').waitFor();
  });

  it(
    'prints a name beyond Latin-1 as written: the Unicode font is fetched for it, and only then',
    async () => {
      const fields = await listFields(grower.username);
      const north = fields.find((f) => f.field_name === 'North Block')!;
      const west = (await listZones(grower.username)).find(
        (z) => z.field_id === north.field_id && z.zonename === 'North Block West',
      )!;
      const name = 'Запад Ōtaki Łąka';
      mkdirSync(join(process.cwd(), 'test-results'), { recursive: true });
      await putZone(grower.username, { ...west, zonename: name }, false);
      const page = await signedIn(e2e, grower, '/app/Home');
      const fonts: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('.ttf')) fonts.push(new URL(r.url()).pathname.split('/').pop()!);
      });
      const d = await confirmDefaults(page);
      await d.getByRole('checkbox', { name: `Include ${name}` }).check();
      await d.getByRole('button', { name: 'Select All' }).click();
      await d.getByRole('button', { name: 'Generate' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog(page, 'Confirm Selected Sensor Graphs').getByRole('button', { name: 'Download' }).click(),
      ]);
      // Kept for a person to look at.
      copyFileSync(await download.path(), join(process.cwd(), 'test-results', 'report-unicode-names.pdf'));
      const text = execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' });
      expect(text).toContain(name);
      expect(text).toContain(`Summary of ${name}`);
      expect(text).toContain(DEMO_FARM);
      expect(fonts.map((f) => f.replace(/-[\w-]{8}\.ttf$/, '.ttf')).sort()).toEqual([
        'DejaVuSans-Bold.ttf',
        'DejaVuSans.ttf',
      ]);
    },
    HEAVY_TEST_MS,
  );
});
