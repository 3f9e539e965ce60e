/**
 * Management end to end (issue 3): a grower draws a farm's field on the offline map, edits it,
 * registers a gateway, registers a sensor through the wizard and deletes it, creates a zone with
 * Clay defaults, edits it, and deletes zone, field and farm — each with its exact toast. Screenshots of every
 * screen and wizard step land in test-results/screenshots/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { screenshot, waitForPath } from './support/browser';
import { useE2E } from './support/harness';
import { dialog, fill, logIn } from './support/ui';

const e2e = useE2E();
const { grower } = DEMO_ACCOUNTS;
/** The gateway's ingest credential, as the registration dialog showed it once. */
let gatewayCredential = '';

/** The gateway hears a sensor: a reading through the real ingest route with its credential. */
async function gatewayHears(sensorId: string) {
  const res = await fetch(`${e2e.env.stack.url}/api/v2/ingest`, {
    method: 'POST',
    headers: { authorization: `Gateway ${gatewayCredential}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      readings: [
        {
          sensor_id: sensorId,
          time: Date.now() - 60_000,
          cap50: 30,
          cap100: 31,
          cap150: 32,
          temperature: 18,
          battery_vol: 4,
        },
      ],
    }),
  });
  expect(res.status).toBe(200);
}

async function signedIn(path: string): Promise<Page> {
  const { page } = await e2e.open();
  await page.goto('/login');
  await logIn(page, grower.username, grower.password);
  await waitForPath(page, '/app/Home');
  await page.goto(path);
  return page;
}

/** Click corners on the offline map (fractions of its box), then the first corner to close. */
async function drawPolygon(page: Page, corners: [number, number][]): Promise<void> {
  const map = page.locator('.leaflet-container').last();
  await map.waitFor();
  const box = (await map.boundingBox())!;
  for (const [x, y] of [...corners, corners[0]!]) {
    await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
    await page.waitForTimeout(120);
  }
}

async function clickMap(page: Page, x: number, y: number): Promise<void> {
  const map = page.locator('.leaflet-container').last();
  await map.waitFor();
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
}

const toast = (page: Page, text: string) => page.locator('.toast-region').getByText(text, { exact: true });

describe('management', () => {
  it('creates a farm and a field by drawing on the map, then edits the field', async () => {
    const page = await signedIn('/app/Management/FieldManagement');
    await page.getByText('No farms yet').waitFor();
    await screenshot(page, 'fields-empty');

    await page.getByRole('button', { name: 'Create field' }).first().click();
    const wizard = dialog(page, 'New field');
    const next = wizard.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    await fill(wizard, 'Field name', 'ab');
    // The name is checked once the field is left, not while it is typed.
    await wizard.getByLabel('Field name', { exact: true }).blur();
    await wizard.getByText('Minimum 3 characters, and must start with letters').waitFor();
    await fill(wizard, 'Field name', 'North Paddock');
    await fill(wizard, 'New farm name', 'Home Farm');
    expect(await next.isDisabled()).toBe(false);
    await screenshot(page, 'field-wizard-info');
    await next.click();
    expect(await next.isDisabled()).toBe(true); // no polygon yet
    await drawPolygon(page, [
      [0.25, 0.25],
      [0.75, 0.25],
      [0.75, 0.75],
      [0.25, 0.75],
    ]);
    await wizard.getByText('4 corners').waitFor();
    await screenshot(page, 'field-wizard-plot');
    await next.click();
    await wizard.getByText('Home Farm (new farm)').waitFor();
    await screenshot(page, 'field-wizard-submit');
    await wizard.getByRole('button', { name: 'Create field' }).click();
    await wizard.getByText('Field North Paddock was created on Home Farm.').waitFor();
    await screenshot(page, 'field-wizard-result');
    await wizard.getByRole('button', { name: 'Close', exact: true }).click();

    const row = page.getByRole('row', { name: /North Paddock/ });
    await row.waitFor();
    await screenshot(page, 'fields-with-data');

    await page.getByRole('button', { name: 'Edit North Paddock' }).click();
    const edit = dialog(page, 'Edit field North Paddock');
    await fill(edit, 'Field name', 'South Paddock');
    await edit.getByRole('button', { name: 'Next' }).click();
    await edit.getByText('4 corners').waitFor();
    await edit.getByRole('button', { name: 'Next' }).click();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.getByText('Field South Paddock was saved on Home Farm.').waitFor();
    await edit.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('row', { name: /South Paddock/ }).waitFor();
  });

  it('registers a gateway (credential shown once) and assigns it to the field', async () => {
    const page = await signedIn('/app/Management/GatewayManagement');
    await page.getByText('No gateways yet').waitFor();
    await screenshot(page, 'gateways-empty');
    await page.getByRole('button', { name: 'Register gateway' }).first().click();
    const form = dialog(page, 'Register gateway');
    await fill(form, 'Gateway id', 'GW-north-01');
    await fill(form, 'Name (optional)', 'Pump shed');
    await form.getByRole('button', { name: 'Register' }).click();
    const shown = dialog(page, 'Ingest credential for GW-north-01');
    const credential = await shown.getByTestId('gateway-credential').innerText();
    expect(credential).toMatch(/gw\.GW-north-01\.[A-Za-z0-9_-]{43}/);
    gatewayCredential = /gw\.GW-north-01\.[A-Za-z0-9_-]{43}/.exec(credential)![0];
    await screenshot(page, 'gateway-credential');
    await shown.getByRole('button', { name: 'I have stored it' }).click();
    await page.getByRole('button', { name: 'Fields' }).click();
    const fields = dialog(page, 'Fields covered by Pump shed');
    await fields.getByLabel(/South Paddock/).check();
    await fields.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: 'South Paddock' }).waitFor();
    await page.getByText('Never seen').waitFor();
    await screenshot(page, 'gateways-with-data');
  });

  it('registers a sensor through the wizard', async () => {
    const page = await signedIn('/app/Management/SensorManagement');
    await page.getByText('No sensors on South Paddock').waitFor();
    await screenshot(page, 'sensors-empty');
    await page.getByRole('button', { name: 'Register sensor' }).click();
    const wizard = dialog(page, 'Register a sensor on South Paddock');
    await wizard.getByText('Found 1 gateway: Pump shed.').waitFor();
    await screenshot(page, 'sensor-wizard-searching');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText(/the sensor flashes twice/).waitFor();
    await wizard.getByText('Listening for sensors… none heard yet.').waitFor();
    // The sensor is switched on: the gateway hears it and the wizard shows it (polling).
    await gatewayHears('ABC123456789');
    await wizard.getByText('Heard by the gateways:').waitFor();
    await wizard.getByText('ABC123456789').waitFor();
    await screenshot(page, 'sensor-wizard-pairing');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await fill(wizard, 'Sensor id', 'abc');
    await wizard
      .getByText('Invalid format. Must start with 3 uppercase letters, followed by at least 9 letters or numbers.')
      .waitFor();
    await fill(wizard, 'Alias', 'North corner');
    expect(await wizard.getByLabel('Sleeping').isDisabled()).toBe(true);
    await clickMap(page, 0.5, 0.5);
    await wizard.getByText(/^Lat -?\d+\.\d{6}, Lng -?\d+\.\d{6}$/).waitFor();
    // A well-formed id no gateway heard is refused before anything is registered.
    await fill(wizard, 'Sensor id', 'XYZ987654321');
    await wizard.getByRole('button', { name: 'Register sensor' }).click();
    await wizard.getByText(/^No sensor found\. No pairing gateway has heard XYZ987654321/).waitFor();
    await screenshot(page, 'sensor-wizard-not-found');
    // Picking the heard one fills the id.
    await wizard.getByRole('button', { name: 'Use ABC123456789 heard by Pump shed' }).click();
    expect(await wizard.getByLabel('Sensor id').inputValue()).toBe('ABC123456789');
    await screenshot(page, 'sensor-wizard-submit');
    await wizard.getByRole('button', { name: 'Register sensor' }).click();
    await wizard.getByText('Sensor North corner is registered on South Paddock.').waitFor();
    await toast(page, 'Updating/Inserting new sensor successed').waitFor();
    await screenshot(page, 'sensor-wizard-result');
    await wizard.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('cell', { name: 'ABC123456789', exact: true }).waitFor();
    const row = page.getByRole('row', { name: /ABC123456789/ });
    await row.getByText('No readings yet').waitFor();
    // Registered now, its readings are stored: the list shows the newest one.
    await gatewayHears('ABC123456789');
    await page.reload();
    await row.getByText('1 minute ago').waitFor();
    await row.getByText('· 30.0 % at 10 cm · 4.00 V').waitFor();
    // The table's frame and the map each have a name of their own.
    expect(
      await page.getByRole('region', { name: 'Sensors of South Paddock', exact: true }).locator('table').count(),
    ).toBe(1);
    expect(await page.getByRole('region', { name: 'Map of sensors of South Paddock', exact: true }).count()).toBe(1);
    await screenshot(page, 'sensors-with-data');
  });

  it('deletes the sensor: the toast names it as its confirmation did (by its alias)', async () => {
    const page = await signedIn('/app/Management/SensorManagement');
    await page.getByRole('button', { name: 'Delete ABC123456789' }).click();
    const confirm = dialog(page, 'Delete sensor North corner?');
    await confirm.getByText(/leaves the field with its readings/).waitFor();
    await confirm.getByText(/goes to Recently deleted .* for 30 days/).waitFor();
    await screenshot(page, 'sensor-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Delete sensor North corner was successful').waitFor();
    await page.getByText('No sensors on South Paddock').waitFor();
  });

  it('creates a zone with Clay defaults, edits it, deletes it', async () => {
    const page = await signedIn('/app/Management/ZoneManagement');
    await page.getByRole('heading', { name: 'Irrigation Zone Management' }).waitFor();
    await page.getByText('No irrigation zones').waitFor();
    await screenshot(page, 'zones-empty');
    await page.getByRole('button', { name: 'Create zone' }).click();
    const wizard = dialog(page, 'Zone Registration');
    await fill(wizard, 'Zone name', 'Zone A');
    await wizard.getByLabel('Soil type at 25 cm').selectOption('Loam');
    expect(await wizard.getByLabel('Wilting point at 25 cm').inputValue()).toBe('7');
    for (const depth of [25, 75, 125]) await wizard.getByLabel(`Soil type at ${depth} cm`).selectOption('Clay');
    for (const depth of [25, 75, 125]) {
      expect(await wizard.getByLabel(`Wilting point at ${depth} cm`).inputValue()).toBe('25');
      expect(await wizard.getByLabel(`Field capacity at ${depth} cm`).inputValue()).toBe('40');
      expect(await wizard.getByLabel(`Saturation at ${depth} cm`).inputValue()).toBe('60');
    }
    await wizard.getByLabel('Saturation at 75 cm').fill('100');
    await wizard.getByText('Please enter a number between 0 - 100').waitFor();
    expect(await wizard.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await wizard.getByLabel('Saturation at 75 cm').fill('60');
    // Clay, WP 25 and FC 40: a refill share of 0.3 puts the refill point at 29.5 %.
    await fill(wizard, 'Refill share', '0.3');
    await wizard.getByText('25 cm 29.5 % (primary)').waitFor();
    await screenshot(page, 'zone-wizard-info');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await drawPolygon(page, [
      [0.4, 0.4],
      [0.6, 0.4],
      [0.6, 0.6],
      [0.4, 0.6],
    ]);
    await wizard.getByText(/4 corners, inside South Paddock/).waitFor();
    await screenshot(page, 'zone-wizard-plot');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await screenshot(page, 'zone-wizard-submit');
    await wizard.getByRole('button', { name: 'Create zone' }).click();
    await wizard.getByText('Zone Zone A was saved.').waitFor();
    await wizard.getByRole('button', { name: 'Close', exact: true }).click();
    const row = page.getByRole('row', { name: /Zone A/ });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Zone A\s+South Paddock\s+Home Farm\s+Rice\s+Clay\s+Clay\s+Clay/);
    await screenshot(page, 'zones-with-data');

    await page.getByRole('button', { name: 'Edit Zone A' }).click();
    const edit = dialog(page, 'Edit and View Zone');
    expect(await edit.getByLabel('Field capacity at 75 cm').inputValue()).toBe('40');
    expect(await edit.getByLabel('Refill share', { exact: true }).inputValue()).toBe('0.3');
    await fill(edit, 'Zone name', 'Zone B');
    await edit.getByLabel('Soil type at 125 cm').selectOption('Sand');
    await edit.getByRole('button', { name: 'Next' }).click();
    await edit.getByRole('button', { name: 'Next' }).click();
    await edit.getByRole('button', { name: 'Save zone' }).click();
    await edit.getByText('Zone Zone B was saved.').waitFor();
    await edit.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('row', { name: /Zone B.*Sand/ }).waitFor();

    await page.getByRole('button', { name: 'Delete Zone B' }).click();
    await dialog(page, 'Zone Deletion')
      .getByText(/goes to Recently deleted .* for 30 days/)
      .waitFor();
    await dialog(page, 'Zone Deletion').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Delete zone Zone B was successful').waitFor();
    await page.getByText('No irrigation zones').waitFor();
  });

  it('deletes the field and then the farm, each with its toast', async () => {
    const page = await signedIn('/app/Management/FieldManagement');
    await page.getByRole('button', { name: 'Delete South Paddock' }).click();
    const confirmField = dialog(page, 'Delete field South Paddock?');
    await confirmField.getByText(/its sensors and their readings/).waitFor();
    await confirmField.getByText(/goes to Recently deleted .* for 30 days/).waitFor();
    await confirmField.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Delete field South Paddock was successful').waitFor();
    await page.getByText('No fields on Home Farm').waitFor();
    await page.getByRole('button', { name: 'Delete farm' }).click();
    const confirmFarm = dialog(page, 'Delete farm Home Farm?');
    await confirmFarm.getByText(/goes to Recently deleted .* for 30 days/).waitFor();
    await confirmFarm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Delete farm Home Farm was successful').waitFor();
    await page.getByText('No farms yet').waitFor();
  });
});
