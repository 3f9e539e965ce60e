/**
 * The home dashboard's field map on the seeded demo farm (offline map): a circle per sensor,
 * coloured by 10 cm moisture at first; each mode recolours the circles and changes the legend, and
 * travels in the address (`mode`);
 * the time slider moves the time shown and the values; a click (or Enter) selects a sensor and
 * opens its popup with its name and the value's unit. Screenshots of every mode at desktop and
 * phone size land in test-results/screenshots/dashboard-map-*.png.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { screenshot } from './support/browser';
import { useE2E } from './support/harness';
import { signedIn } from './support/ui';

const e2e = useE2E({ demoFarm: { days: 3 } });
const PHONE = { width: 390, height: 844 };
/** The demo farm's fields hold two zones of three sensors each. */
const SENSORS_PER_FIELD = 6;

const MODES = [
  { button: 'Info', type: 'info', legend: ['Sensor (named on the map)'] },
  { button: 'Battery', type: 'battery_vol', legend: ['0 to 1 V', '1 to 2 V', '2 to 3 V', '3 to 4 V'], unit: 'V' },
  { button: 'Temperature', type: 'temperature', legend: ['-40 to -15 °C', '-15 to 10 °C', '10 to 35 °C', '35 to 60 °C'], unit: '°C' },
  { button: 'Moisture 10 cm underground', type: 'cap50_percent', legend: ['< WP', 'WP - FC', 'FC - SAT', '> SAT'], unit: '%' },
  { button: 'Moisture 50 cm underground', type: 'cap100_percent', legend: ['< WP', 'WP - FC', 'FC - SAT', '> SAT'], unit: '%' },
  { button: 'Moisture 100 cm underground', type: 'cap150_percent', legend: ['< WP', 'WP - FC', 'FC - SAT', '> SAT'], unit: '%' },
] as const;

const fieldMap = (page: Page) => page.getByRole('region', { name: 'Field map', exact: true });
const circles = (map: Locator) => map.locator('.sensor-circle[data-sensor-id]');
const legend = (map: Locator) => map.getByTestId('map-legend');

async function openMap(width = 1280, height = 820): Promise<{ page: Page; map: Locator }> {
  const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, '/app/Home');
  // The shell decides on its menu drawer at load: load again at the size wanted.
  await page.setViewportSize({ width, height });
  await page.reload();
  const map = fieldMap(page);
  await map.waitFor();
  await page.waitForFunction((n) => document.querySelectorAll('.sensor-circle[data-sensor-id]').length === n, SENSORS_PER_FIELD);
  return { page, map };
}

/** Each circle as id → its band, fill and accessible name. */
async function drawn(map: Locator) {
  return circles(map).evaluateAll((els) =>
    Object.fromEntries(
      els.map((el) => {
        const e = el as HTMLElement;
        return [e.dataset.sensorId!, { band: e.dataset.band!, fill: getComputedStyle(e).backgroundColor, name: e.getAttribute('aria-label') ?? '' }];
      }),
    ),
  );
}

async function showMode(map: Locator, mode: (typeof MODES)[number]): Promise<void> {
  const button = map.getByRole('button', { name: mode.button, exact: true });
  await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
  await expect.poll(() => legend(map).getAttribute('data-type')).toBe(mode.type);
}

describe('the field map on the home dashboard', () => {
  it('draws a circle per sensor, coloured by 10 cm moisture in the zone’s bands at first', async () => {
    const { map } = await openMap();
    expect(await map.getByRole('button', { name: 'Moisture 10 cm underground' }).getAttribute('aria-pressed')).toBe('true');
    const first = await drawn(map);
    const ids = Object.keys(first);
    expect(ids).toHaveLength(SENSORS_PER_FIELD);
    for (const id of ids) {
      expect(id).toMatch(/^FWSDEMO\d{6}$/);
      // Every demo sensor lies in a zone and has readings: each gets one of the 4 bands.
      expect(first[id]!.band).toMatch(/^[0-3]$/);
      expect(first[id]!.name).toMatch(/\d+\.\d %/);
    }
    expect(await legend(map).locator('li').allTextContents()).toEqual(['< WP', 'WP - FC', 'FC - SAT', '> SAT']);
    // The keyboard's way to the sensors lists the same ones.
    expect(await map.getByRole('list', { name: 'Sensors on the map' }).getByRole('button').count()).toBe(SENSORS_PER_FIELD);
  });

  it('clusters the circles on a 60 px grid when zoomed out, and a cluster zooms back in', async () => {
    const { page, map } = await openMap();
    const zoomOut = map.getByRole('button', { name: 'Zoom out' });
    await zoomOut.click();
    await zoomOut.click();
    // The six sensors lie within 200 m of each other: at farm scale one cluster holds them all.
    const cluster = map.getByRole('button', { name: `${SENSORS_PER_FIELD} sensors close together: zoom in` });
    await cluster.waitFor();
    await expect.poll(() => circles(map).count()).toBe(0);
    await screenshot(page, 'dashboard-map-desktop-clustered');
    await cluster.click();
    await page.waitForFunction((n) => document.querySelectorAll('.sensor-circle[data-sensor-id]').length === n, SENSORS_PER_FIELD);
    await expect.poll(() => map.locator('.sensor-cluster').count()).toBe(0);
  });

  it('recolours the circles and changes the legend with each mode', async () => {
    const { page, map } = await openMap();
    const seen: Record<string, Awaited<ReturnType<typeof drawn>>> = {};
    for (const mode of MODES) {
      await showMode(map, mode);
      expect(await legend(map).locator('li').allTextContents()).toEqual(mode.legend);
      const now = await drawn(map);
      seen[mode.type] = now;
      for (const c of Object.values(now)) {
        if (mode.type === 'info') expect(c.band).toBe('info');
        else {
          expect(c.band).toMatch(/^[0-3]$/);
          expect(c.name).toContain(` ${mode.unit}`);
        }
      }
      await screenshot(page, `dashboard-map-desktop-${mode.type}`);
    }
    const fills = (type: string) => Object.values(seen[type]!).map((c) => c.fill);
    // No two views share a colour: switching view repaints every circle.
    for (const [a, b] of [['cap50_percent', 'battery_vol'], ['cap50_percent', 'temperature'], ['battery_vol', 'temperature'], ['info', 'cap50_percent']]) {
      fills(a!).forEach((fill, i) => expect(fill).not.toBe(fills(b!)[i]));
    }
    // The info view names each sensor beside its circle.
    await showMode(map, MODES[0]);
    expect(await map.locator('.sensor-circle__label').count()).toBe(SENSORS_PER_FIELD);
  });

  it('keeps the mode in the address: a reload opens on it, Back returns to the one before, the default leaves it', async () => {
    const { page, map } = await openMap();
    const mode = () => new URL(page.url()).searchParams.get('mode');
    await showMode(map, MODES[2]);
    await expect.poll(mode).toBe('temperature');
    await page.reload();
    await fieldMap(page).waitFor();
    await expect.poll(() => legend(fieldMap(page)).getAttribute('data-type')).toBe('temperature');
    expect(await fieldMap(page).getByRole('button', { name: 'Temperature', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await showMode(fieldMap(page), MODES[1]);
    await expect.poll(mode).toBe('battery_vol');
    await page.goBack();
    await expect.poll(() => legend(fieldMap(page)).getAttribute('data-type')).toBe('temperature');
    await showMode(fieldMap(page), MODES[3]);
    await expect.poll(mode).toBeNull();
    expect(new URL(page.url()).searchParams.get('field')).not.toBeNull();
  });

  it('moves the time with the slider, and each sensor shows its reading of that time', async () => {
    const { page, map } = await openMap();
    const slider = map.getByRole('slider', { name: 'Reading time' });
    const time = map.getByTestId('map-time');
    const latest = await time.textContent();
    expect(latest).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(Number(await slider.getAttribute('value'))).toBe(Number(await slider.getAttribute('max')));
    expect(Number(await slider.getAttribute('max'))).toBeGreaterThan(10);
    const before = await drawn(map);

    // The keyboard moves it: Home goes to the oldest readout time.
    await slider.focus();
    await page.keyboard.press('Home');
    await expect.poll(() => time.textContent()).not.toBe(latest);
    expect(await slider.getAttribute('aria-valuetext')).toBe(await time.textContent());
    const oldest = await drawn(map);
    // Three days earlier the soil held other amounts of water.
    const changed = Object.keys(before).filter((id) => before[id]!.name !== oldest[id]!.name);
    expect(changed.length).toBeGreaterThan(0);
    await screenshot(page, 'dashboard-map-desktop-oldest');

    // A step forward is the next readout time; End is the latest again.
    const oldestText = await time.textContent();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => time.textContent()).not.toBe(oldestText);
    await page.keyboard.press('End');
    await expect.poll(() => time.textContent()).toBe(latest);
    expect(await drawn(map)).toEqual(before);
  });

  it('selects a sensor with a click or the keyboard and opens its popup with name and unit', async () => {
    const { page, map } = await openMap();
    const list = map.getByRole('list', { name: 'Sensors on the map' });
    // Three sensors the page has not selected (it may select one of its own at first).
    const [id, otherId, thirdId] = await map.locator('.sensor-circle[data-sensor-id][aria-pressed="false"]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.sensorId!));
    const circle = (sensorId: string) => map.locator(`.sensor-circle[data-sensor-id="${sensorId}"]`);
    const chip = (sensorId: string) => list.locator(`button[data-sensor-id="${sensorId}"]`);
    const target = circle(id!);
    const alias = (await chip(id!).locator('.sensor-map__list-name').textContent())!;

    await target.click();
    const popup = page.locator(`.sensor-popup[data-sensor-id="${id}"]`);
    await popup.waitFor();
    const text = (await popup.textContent())!;
    expect(text).toContain(alias);
    expect(text).toMatch(/Moisture 10 cm underground: \d+\.\d %/);
    // The page's selection came back as the selected sensor.
    await expect.poll(() => target.getAttribute('aria-pressed')).toBe('true');
    expect(await chip(id!).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'dashboard-map-desktop-popup');

    // In the temperature view the open popup says degrees Celsius.
    await showMode(map, MODES[2]);
    await expect.poll(() => popup.textContent()).toMatch(/Temperature: -?\d+\.\d °C/);

    // From the keyboard: a circle takes focus and Enter selects it; the list's buttons do too.
    await circle(otherId!).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => circle(otherId!).getAttribute('aria-pressed')).toBe('true');
    await page.locator(`.sensor-popup[data-sensor-id="${otherId}"]`).waitFor();
    expect(await target.getAttribute('aria-pressed')).toBe('false');
    await chip(thirdId!).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => circle(thirdId!).getAttribute('aria-pressed')).toBe('true');
    expect(await chip(thirdId!).getAttribute('aria-pressed')).toBe('true');
    expect(await circle(otherId!).getAttribute('aria-pressed')).toBe('false');
  });

  it('fits a phone without sideways scrolling, in every mode', async () => {
    const { page, map } = await openMap(PHONE.width, PHONE.height);
    for (const mode of MODES) {
      await showMode(map, mode);
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, map: document.querySelector('section.sensor-map')!.getBoundingClientRect().right }));
      expect(widths.page).toBeLessThanOrEqual(PHONE.width);
      expect(widths.map).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, `dashboard-map-phone-${mode.type}`);
    }
    await circles(map).first().click();
    await page.locator('.sensor-popup').waitFor();
    await screenshot(page, 'dashboard-map-phone-popup');
  });
});
