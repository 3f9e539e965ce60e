/**
 * Units and language on the management pages (issue 27): a US grower (en-US, US customary units)
 * creates a zone with 0.5 in/h and roots at 12 in; the API holds 12.7 mm/h and 30.5 cm, and the
 * zone list shows 0.5 in/h; fields and zones show their areas in acres. In Spanish, at phone size,
 * the fields, zones and sensors pages and the zone wizard are axe clean and never scroll sideways;
 * the wizard takes "12,5" for a soil percentage.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { axeFindings } from './support/axe';
import { screenshot } from './support/browser';
import { useE2E } from './support/harness';
import { dialog, fill, pageApi, saveDisplaySettings, signedIn } from './support/ui';

const e2e = useE2E({ demoFarm: { days: 1 } });
const { grower } = DEMO_ACCOUNTS;
const PHONE = { width: 390, height: 844 };
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Saves the signed-in person's settings through the API, then reloads so the app reads them. */
async function chooseSettings(page: Page, settings: { units: 'metric' | 'us'; locale: string }): Promise<void> {
  const status = await saveDisplaySettings(page, settings);
  expect(status).toBe(200);
  await page.reload();
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

interface ZoneAnswer {
  data: { zonename: string; system?: { application_rate_mm_h: number; root_depth_cm?: number } }[];
}

describe('management in the person’s units and language', () => {
  it('a US grower types in/h and in; the API keeps mm/h and cm; the list shows in/h and areas in ac', async () => {
    const page = await signedIn(e2e, grower, '/app/Management/ZoneManagement');
    await chooseSettings(page, { units: 'us', locale: 'en-US' });
    await page.getByRole('heading', { name: 'Irrigation Zone Management' }).waitFor();
    await page.getByRole('button', { name: 'Create zone' }).click();
    const wizard = dialog(page, 'Zone Registration');
    await fill(wizard, 'Zone name', 'Units Zone');
    await wizard.getByRole('checkbox', { name: /This zone is irrigated/ }).check();
    await fill(wizard, 'Application rate (in/h)', '0.5');
    await fill(wizard, 'Root depth (in)', '12');
    // The layers are named in inches too: the 25 cm layer is 9.8 in.
    await wizard.getByLabel('Soil type at 9.8 in').waitFor();
    await screenshot(page, 'units-zone-wizard-us');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await drawPolygon(page, [
      [0.47, 0.47],
      [0.53, 0.47],
      [0.53, 0.53],
      [0.47, 0.53],
    ]);
    await wizard.getByText(/4 corners, inside/).waitFor();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText(/Drip, 0\.5 in\/h, 90 % efficient/).waitFor();
    await wizard.getByRole('button', { name: 'Create zone' }).click();
    await wizard.getByText('Zone Units Zone was saved.').waitFor();
    await wizard.getByRole('button', { name: 'Close', exact: true }).click();

    const zones = await pageApi<ZoneAnswer>(page, '/api/v2/zone');
    const saved = zones.data.find((z) => z.zonename === 'Units Zone');
    expect(saved?.system).toMatchObject({ application_rate_mm_h: 12.7, root_depth_cm: 30.5 });

    const row = page.getByRole('row', { name: /Units Zone/ });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/0\.5 in\/h/);
    expect(await row.innerText()).toMatch(/\d ac/);

    // Editing it again shows what was typed, and saving untouched keeps the stored values exactly.
    await page.getByRole('button', { name: 'Edit Units Zone' }).click();
    const edit = dialog(page, 'Edit and View Zone');
    expect(await edit.getByLabel('Application rate (in/h)').inputValue()).toBe('0.5');
    expect(await edit.getByLabel('Root depth (in)').inputValue()).toBe('12.01');
    await edit.getByRole('button', { name: 'Next' }).click();
    await edit.getByRole('button', { name: 'Next' }).click();
    await edit.getByRole('button', { name: 'Save zone' }).click();
    await edit.getByText('Zone Units Zone was saved.').waitFor();
    const again = await pageApi<ZoneAnswer>(page, '/api/v2/zone');
    expect(again.data.find((z) => z.zonename === 'Units Zone')?.system).toMatchObject({
      application_rate_mm_h: 12.7,
      root_depth_cm: 30.5,
    });
    await edit.getByRole('button', { name: 'Close', exact: true }).click();
    await screenshot(page, 'units-zones-us');

    await page.goto('/app/Management/FieldManagement');
    const field = page.getByRole('row').filter({ hasText: / ac/ }).first();
    await field.waitFor();
    expect(await field.innerText()).toMatch(/\d+(\.\d+)? ac/);
    await screenshot(page, 'units-fields-us');
  });

  it('the Spanish management pages at phone size are axe clean and fit the screen', async () => {
    const page = await signedIn(e2e, grower, '/app/Management/FieldManagement');
    await chooseSettings(page, { units: 'us', locale: 'es' });
    await page.setViewportSize(PHONE);
    for (const [path, heading, shot] of [
      ['/app/Management/FieldManagement', 'Fincas y campos', 'units-fields-es-phone'],
      ['/app/Management/ZoneManagement', 'Zonas de riego', 'units-zones-es-phone'],
      ['/app/Management/SensorManagement', 'Sensores', 'units-sensors-es-phone'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      await page.getByRole('table').first().waitFor();
      expect(await axeFindings(page), path).toEqual([]);
      expect(await noSideways(page), path).toBe(true);
      await screenshot(page, shot);
    }
    await page.goto('/app/Management/ZoneManagement');
    await page
      .getByRole('button', { name: /^Editar / })
      .first()
      .click();
    const wizard = dialog(page, 'Ver y editar zona');
    await wizard.getByRole('group', { name: 'Sistema de riego y cultivo' }).waitFor();
    // A Spanish reader types the soil percentages with a decimal comma.
    const wiltingPoint = wizard.getByRole('textbox', { name: /^Punto de marchitez a / }).first();
    await wiltingPoint.fill('12,5');
    expect(await wiltingPoint.getAttribute('aria-invalid')).toBeNull();
    expect(await wizard.getByText('Escribe un número entre 0 y 100').count()).toBe(0);
    expect(await axeFindings(page)).toEqual([]);
    expect(await noSideways(page)).toBe(true);
    await screenshot(page, 'units-zone-wizard-es-phone');
  });
});
