/**
 * The app's frame in Spanish with US units, in Chromium at 390×844: the sign-in page's language
 * choice (remembered), the shell's menu, the alert preferences' frost thresholds in °F with a
 * decimal comma (stored in °C), Recently deleted and the 404 page; no sideways scroll, axe clean.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { screenshot, waitForPath } from './support/browser';
import { useE2E } from './support/harness';
import { axeFindings } from './support/axe';
import { saveDisplaySettings } from './support/ui';

const e2e = useE2E({ demoFarm: { days: 1 } });
const grower = DEMO_ACCOUNTS.grower;

interface FieldRow {
  field_name: string;
  farm_name: string;
  frost_threshold_c: number;
}
/** The grower's fields as the API answers them (the page's own token). */
const fieldList = (page: Page): Promise<FieldRow[]> =>
  page.evaluate(async () => {
    const token = localStorage.getItem('id_token') ?? '';
    const res = await fetch('/api/v2/field', { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { data: { data: FieldRow[] } }).data.data;
  });

describe('the frame in Spanish, US units', () => {
  it('signs in in Spanish, shows °F thresholds and Spanish pages that fit a phone and pass axe', async () => {
    const { page } = await e2e.open();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('heading', { name: 'Hola de nuevo' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await axeFindings(page)).toEqual([]);
    await page.getByLabel('Usuario', { exact: true }).fill(grower.username);
    await page.getByLabel('Contraseña', { exact: true }).fill(grower.password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await waitForPath(page, '/app/Home');
    // Saved settings win over the remembered choice: Spanish with US units from now on.
    expect(await saveDisplaySettings(page, { units: 'us', locale: 'es' })).toBe(200);

    await page.goto('/app/notifications/preferences');
    await page.getByRole('heading', { name: 'Preferencias de alertas', level: 1 }).waitFor();
    expect(await page.title()).toBe('Preferencias de alertas · Fieldwise');
    const first = (await fieldList(page))[0]!;
    const input = page.getByLabel(`${first.field_name} (${first.farm_name}), °F`);
    // 1 °C (the default) is 33,8 °F; 0 °C typed as 32 is stored as 0 °C.
    expect(await input.inputValue()).toBe(
      (first.frost_threshold_c * 1.8 + 32).toFixed(1).replace('.', ',').replace(/,0$/, ''),
    );
    await input.fill('32');
    await page.getByRole('button', { name: 'Guardar preferencias' }).click();
    await page.getByText('Preferencias de alertas guardadas.').waitFor();
    await expect
      .poll(async () => {
        const now = await fieldList(page);
        return now.find((f) => f.field_name === first.field_name)?.frost_threshold_c;
      })
      .toBe(0);
    await page.waitForFunction(() => document.querySelectorAll('.spinner').length === 0);
    await screenshot(page, 'alert-preferences-es-us-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeFindings(page)).toEqual([]);

    await page.goto('/app/deleted');
    await page.getByRole('heading', { name: 'Borrado reciente', level: 1 }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.spinner').length === 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeFindings(page)).toEqual([]);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('link', { name: 'Mis sensores' }).waitFor();
    await screenshot(page, 'menu-es-phone');
    expect(await axeFindings(page)).toEqual([]);

    await page.goto('/app/no-such-page');
    await page.getByText('Lo sentimos, la página que buscas no existe.').waitFor();
    expect(await page.title()).toBe('Página no encontrada · Fieldwise');
  });
});
