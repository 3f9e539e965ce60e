/**
 * The dashboards' maps on the seeded demo farm (offline map), at desktop and phone size.
 * Sensor Details: a circle per sensor, coloured by 10 cm moisture at first; each mode recolours
 * the circles and changes the legend, and travels in the address (`mode`); the time slider moves
 * the time shown and the values; sensors A and B carry their chart letters; a click (or Enter)
 * selects a sensor and opens its popup with its name and the value's unit, a click on the open
 * one closes it and the next opens it again. Home: the field's outline, a pushpin named after
 * the field and the chosen sensor's circle; the farm map's field pins pick the field by click or
 * Enter, and cluster when zoomed out. Screenshots land in test-results/screenshots/dashboard-map-*.png.
 */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { axeFindings } from './support/axe';
import { SCREENSHOT_DIR, screenshot } from './support/browser';
import { useE2E } from './support/harness';
import { signedIn } from './support/ui';

const e2e = useE2E({ demoFarm: { days: 3 } });
const PHONE = { width: 390, height: 844 };
/** The demo farm's fields hold two zones of three sensors each. */
const SENSORS_PER_FIELD = 6;

const MODES = [
  { button: 'Info', type: 'info', legend: ['Sensor (named on the map)'] },
  { button: 'Battery', type: 'battery_vol', legend: ['0 to 1 V', '1 to 2 V', '2 to 3 V', '3 to 4 V'], unit: 'V' },
  {
    button: 'Temperature',
    type: 'temperature',
    legend: ['-40 to -15 °C', '-15 to 10 °C', '10 to 35 °C', '35 to 60 °C'],
    unit: '°C',
  },
  {
    button: 'Moisture 10 cm underground',
    type: 'cap50_percent',
    legend: ['< WP', 'WP - FC', 'FC - SAT', '> SAT'],
    unit: '%',
  },
  {
    button: 'Moisture 50 cm underground',
    type: 'cap100_percent',
    legend: ['< WP', 'WP - FC', 'FC - SAT', '> SAT'],
    unit: '%',
  },
  {
    button: 'Moisture 100 cm underground',
    type: 'cap150_percent',
    legend: ['< WP', 'WP - FC', 'FC - SAT', '> SAT'],
    unit: '%',
  },
] as const;

const fieldMap = (page: Page) => page.getByRole('region', { name: 'Field map', exact: true });
const circles = (map: Locator) => map.locator('.sensor-circle[data-sensor-id]');
const legend = (map: Locator) => map.getByTestId('map-legend');

async function openMap(
  width = 1280,
  height = 820,
  path = '/app/Home/Dashboard',
): Promise<{ page: Page; map: Locator }> {
  const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, path);
  // The shell decides on its menu drawer at load: load again at the size wanted.
  await page.setViewportSize({ width, height });
  await page.reload();
  const map = fieldMap(page);
  await map.waitFor();
  await page.waitForFunction(
    (n) => document.querySelectorAll('.sensor-circle[data-sensor-id]').length === n,
    SENSORS_PER_FIELD,
  );
  return { page, map };
}

/** Each circle as id → its band, fill and accessible name. */
async function drawn(map: Locator) {
  return circles(map).evaluateAll((els) =>
    Object.fromEntries(
      els.map((el) => {
        const e = el as HTMLElement;
        return [
          e.dataset.sensorId!,
          {
            band: e.dataset.band!,
            fill: getComputedStyle(e).backgroundColor,
            name: e.getAttribute('aria-label') ?? '',
          },
        ];
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

describe('the field map on Sensor Details', () => {
  it('draws a circle per sensor, coloured by 10 cm moisture in the zone’s bands at first', async () => {
    const { map } = await openMap();
    expect(await map.getByRole('button', { name: 'Moisture 10 cm underground' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
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
    expect(await map.getByRole('list', { name: 'Sensors on the map' }).getByRole('button').count()).toBe(
      SENSORS_PER_FIELD,
    );
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
    await page.waitForFunction(
      (n) => document.querySelectorAll('.sensor-circle[data-sensor-id]').length === n,
      SENSORS_PER_FIELD,
    );
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
    for (const [a, b] of [
      ['cap50_percent', 'battery_vol'],
      ['cap50_percent', 'temperature'],
      ['battery_vol', 'temperature'],
      ['info', 'cap50_percent'],
    ]) {
      fills(a!).forEach((fill, i) => expect(fill).not.toBe(fills(b!)[i]));
    }
    // The info view names each sensor beside its circle.
    await showMode(map, MODES[0]);
    expect(await map.locator('.sensor-circle__label').count()).toBe(SENSORS_PER_FIELD);
  });

  it('keeps the mode in the address: a reload opens on it, Back returns to the last, default leaves it', async () => {
    const { page, map } = await openMap();
    const mode = () => new URL(page.url()).searchParams.get('mode');
    await showMode(map, MODES[2]);
    await expect.poll(mode).toBe('temperature');
    await page.reload();
    await fieldMap(page).waitFor();
    await expect.poll(() => legend(fieldMap(page)).getAttribute('data-type')).toBe('temperature');
    expect(
      await fieldMap(page).getByRole('button', { name: 'Temperature', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
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
    const [id, otherId, thirdId] = await map
      .locator('.sensor-circle[data-sensor-id][aria-pressed="false"]')
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.sensorId!));
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
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        map: document.querySelector('section.sensor-map')!.getBoundingClientRect().right,
      }));
      expect(widths.page).toBeLessThanOrEqual(PHONE.width);
      expect(widths.map).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, `dashboard-map-phone-${mode.type}`);
    }
    await circles(map).first().click();
    await page.locator('.sensor-popup').waitFor();
    await screenshot(page, 'dashboard-map-phone-popup');
    await map.screenshot({ path: join(SCREENSHOT_DIR, 'dashboard-map-phone-popup-map.png') });
  });
  it('marks the sensors of charts A and B with their letters, and a click on a circle makes it sensor A', async () => {
    const { page, map } = await openMap();
    const marks = () =>
      circles(map).evaluateAll((els) =>
        Object.fromEntries(
          els
            .filter((e) => (e as HTMLElement).dataset.mark)
            .map((e) => [(e as HTMLElement).dataset.sensorId!, (e as HTMLElement).dataset.mark!]),
        ),
      );
    const param = (name: string) => new URL(page.url()).searchParams.get(name);
    // The list under the map is in the field's order: at first both charts show its first sensor.
    const list = map.getByRole('list', { name: 'Sensors on the map' });
    const [first, second, third] = await list
      .locator('button[data-sensor-id]')
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.sensorId!));
    await expect.poll(marks).toEqual({ [first!]: 'AB' });
    const circle = (id: string) => map.locator(`.sensor-circle[data-sensor-id="${id}"]`);
    expect(await circle(first!).getAttribute('aria-label')).toMatch(/, shown in charts A and B$/);

    // Sensor B from its dropdown: the letters part.
    const chip = (id: string) => list.locator(`button[data-sensor-id="${id}"]`);
    const alias = (await chip(second!).locator('.sensor-map__list-name').textContent())!;
    await page.getByRole('button', { name: /^Sensor B / }).click();
    await page.getByRole('menuitemradio', { name: alias }).click();
    await expect.poll(() => param('compareSensor')).toBe(second);
    await expect.poll(marks).toEqual({ [first!]: 'A', [second!]: 'B' });
    expect(await circle(second!).getAttribute('aria-label')).toMatch(/, shown in chart B$/);
    expect(await chip(second!).textContent()).toContain('shown in chart B');

    // A click on a third circle makes it sensor A (chart A and the ring follow); B stays.
    await circle(third!).click();
    await expect.poll(() => param('sensor')).toBe(third);
    await expect.poll(marks).toEqual({ [third!]: 'A', [second!]: 'B' });
    expect(await circle(third!).getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => page.getByRole('button', { name: /^Sensor A / }).innerText())
      .toContain((await chip(third!).locator('.sensor-map__list-name').textContent())!);
    await screenshot(page, 'dashboard-map-desktop-marks');
    // The map alone, large enough to read the letters on the circles.
    await map
      .locator('.leaflet-container')
      .screenshot({ path: join(SCREENSHOT_DIR, 'dashboard-map-desktop-marks-map.png') });
  });

  it('a click on the open popup’s circle closes it, and the next click or Enter opens it again', async () => {
    const { page, map } = await openMap();
    const [id] = await map
      .locator('.sensor-circle[data-sensor-id][aria-pressed="false"]')
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.sensorId!));
    const target = map.locator(`.sensor-circle[data-sensor-id="${id}"]`);
    const popup = page.locator(`.sensor-popup[data-sensor-id="${id}"]`);
    await target.click();
    await popup.waitFor();
    // Now the selected sensor: a second click closes its popup…
    await expect.poll(() => target.getAttribute('aria-pressed')).toBe('true');
    await target.click();
    await popup.waitFor({ state: 'detached' });
    // …and the third opens it again (it stayed shut here before).
    await target.click();
    await popup.waitFor();
    // The same from the keyboard.
    await target.focus();
    await page.keyboard.press('Enter');
    await popup.waitFor({ state: 'detached' });
    await page.keyboard.press('Enter');
    await popup.waitFor();
    // The popup's close button, then Enter on the circle.
    await page.locator('.leaflet-popup-close-button').click();
    await popup.waitFor({ state: 'detached' });
    await target.focus();
    await page.keyboard.press('Enter');
    await popup.waitFor();
    // A click on the map beside the circles closes it too, and the circle opens it again.
    const box = (await map.locator('.leaflet-container').boundingBox())!;
    await page.mouse.click(box.x + 12, box.y + box.height - 12);
    await popup.waitFor({ state: 'detached' });
    await target.click();
    await popup.waitFor();
    expect(await target.getAttribute('aria-pressed')).toBe('true');
  });

  it('is clean to axe, at desktop and phone size', async () => {
    for (const [width, height] of [
      [1280, 820],
      [PHONE.width, PHONE.height],
    ] as const) {
      const { page, map } = await openMap(width, height);
      // At first one sensor shows in both charts: its circle carries 'AB'.
      expect(await axeFindings(page, { include: 'section.sensor-map' }), `${width}px, marked: axe`).toEqual([]);
      await circles(map).first().click();
      await page.locator('.sensor-popup').waitFor();
      expect(await axeFindings(page, { include: 'section.sensor-map' }), `${width}px: axe`).toEqual([]);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scroll).toBeLessThanOrEqual(width);
    }
  });
});

describe('the maps on Home', () => {
  const homeMap = (page: Page) => page.getByRole('region', { name: 'Field map', exact: true });
  const farmMap = (page: Page) => page.getByRole('region', { name: 'Farm map: pick a field', exact: true });
  const pins = (page: Page) => farmMap(page).locator('.field-pin[data-field-id]');
  const pin = (page: Page, name: string) => farmMap(page).getByRole('button', { name: new RegExp(`^${name}, `) });
  const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
  const pushpinName = (page: Page) => homeMap(page).locator('.field-map__pushpin-label').textContent();

  async function openHome(width = 1280, height = 820): Promise<Page> {
    const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, '/app/Home');
    await page.setViewportSize({ width, height });
    await page.reload();
    await homeMap(page).waitFor();
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.field-map__pushpin').length === 1 &&
        document.querySelectorAll('.sensor-circle[data-sensor-id]').length === 1,
    );
    return page;
  }

  it('draws the field’s outline, a pushpin named after it and the chosen sensor’s circle, no mode bar', async () => {
    const page = await openHome();
    const map = homeMap(page);
    await expect.poll(() => pushpinName(page)).toBe('North Block');
    // The outline: one polygon drawn (no zones on this map).
    expect(await map.locator('.leaflet-overlay-pane path').count()).toBe(1);
    // The one circle is the page's sensor (the one Latest Record shows); its popup opens, closes and opens again.
    const sensor = await map.locator('.sensor-circle[data-sensor-id]').getAttribute('data-sensor-id');
    const record = page.getByRole('table', { name: /^Latest record of / });
    await record.waitFor();
    const alias = (await record.getAttribute('aria-label'))!.replace('Latest record of ', '');
    expect(await map.locator('.sensor-circle[data-sensor-id]').getAttribute('aria-label')).toMatch(
      new RegExp(`^${alias}: `),
    );
    expect(await map.locator('.sensor-circle[data-sensor-id]').getAttribute('aria-pressed')).toBe('true');
    expect(await map.getByRole('toolbar').count()).toBe(0);
    expect(await map.getByRole('slider').count()).toBe(0);
    const circle = map.locator('.sensor-circle[data-sensor-id]');
    const popup = page.locator(`.sensor-popup[data-sensor-id="${sensor}"]`);
    await circle.click();
    await popup.waitFor();
    expect(await popup.textContent()).toMatch(/Moisture 10 cm underground: \d+\.\d %/);
    await screenshot(page, 'dashboard-map-home-desktop');
    await circle.click();
    await popup.waitFor({ state: 'detached' });
    await circle.focus();
    await page.keyboard.press('Enter');
    await popup.waitFor();
    expect(await axeFindings(page, { include: '.dashboard__side' }), 'Home maps: axe').toEqual([]);
  });

  it('picks a field on the farm map by a click or Enter on its pin; zoomed out the pins cluster', async () => {
    const page = await openHome();
    await expect.poll(() => pins(page).count()).toBe(2);
    expect(await pin(page, 'North Block').getAttribute('aria-pressed')).toBe('true');
    expect(await pin(page, 'River Flat').getAttribute('aria-pressed')).toBe('false');
    const northId = param(page, 'field');

    await pin(page, 'River Flat').click();
    await expect.poll(() => pushpinName(page)).toBe('River Flat');
    await expect.poll(() => param(page, 'field')).not.toBe(northId);
    await expect.poll(() => pin(page, 'River Flat').getAttribute('aria-pressed')).toBe('true');
    expect(await pin(page, 'North Block').getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByRole('button', { name: /^Farm and field / }).innerText()).toBe('River Flat');
    await screenshot(page, 'dashboard-map-home-farm-desktop');

    // By keyboard: Tab reaches a pin, Enter picks its field.
    await pin(page, 'North Block').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => param(page, 'field')).toBe(northId);
    await expect.poll(() => pushpinName(page)).toBe('North Block');

    // The shown field's pin again keeps the chosen sensor (another field's would drop it).
    await page.getByRole('button', { name: /^Sensor / }).click();
    const sensorItem = page.getByRole('menuitemradio').nth(1);
    await sensorItem.click();
    await expect.poll(() => param(page, 'sensor')).not.toBeNull();
    const sensor = param(page, 'sensor');
    // (The router's navigation pushes its history entry within the click itself.)
    const entries = await page.evaluate(() => history.length);
    await pin(page, 'North Block').click();
    await pin(page, 'North Block').focus();
    await page.keyboard.press('Enter');
    expect(param(page, 'sensor')).toBe(sensor);
    expect(await page.evaluate(() => history.length)).toBe(entries);

    // Zoomed out, the two fields share a cluster; it zooms back in to the pins.
    const zoomOut = farmMap(page).getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 4; i++) await zoomOut.click();
    const cluster = farmMap(page).getByRole('button', { name: '2 fields close together: zoom in' });
    await cluster.waitFor();
    await expect.poll(() => pins(page).count()).toBe(0);
    await cluster.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => pins(page).count()).toBe(2);
  });

  it('fits a phone without sideways scrolling and stays clean to axe', async () => {
    const page = await openHome(PHONE.width, PHONE.height);
    await expect.poll(() => pins(page).count()).toBe(2);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      maps: [...document.querySelectorAll('[data-testid="field-map"]')].map((m) => m.getBoundingClientRect().right),
    }));
    expect(widths.page).toBeLessThanOrEqual(PHONE.width);
    for (const right of widths.maps) expect(right).toBeLessThanOrEqual(PHONE.width);
    await pin(page, 'River Flat').click();
    await expect.poll(() => pushpinName(page)).toBe('River Flat');
    await screenshot(page, 'dashboard-map-home-phone');
    await page
      .locator('.dashboard__side')
      .first()
      .screenshot({ path: join(SCREENSHOT_DIR, 'dashboard-map-home-phone-maps.png') });
    expect(await axeFindings(page, { include: '.dashboard__side' }), 'Home maps (phone): axe').toEqual([]);
  });
});
