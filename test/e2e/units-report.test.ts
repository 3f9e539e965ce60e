/**
 * The PDF report and the irrigation log in the grower's units and language, end to end on the demo
 * farm: a US-customary grower's PDF (read back with pdftotext) shows °F, in and ac and no metric
 * unit, its dates month first; a Spanish grower's PDF is in Spanish from the dialog's buttons to its
 * last page, its letters printed by the built-in font (no font file fetched); an irrigation logged
 * as 0.5 in is stored as 12.7 mm. The settings are saved as the profile saves them (PUT
 * /api/v2/settings with the grower's token).
 */
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@shared/i18n/locales';
import type { UnitSystem } from '@shared/units';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { listZones } from '../../lambdas/farms/adapters/zones';
import { axeFindings } from './support/axe';
import { screenshot } from './support/browser';
import { useE2E } from './support/harness';
import { dialog, pageApi, signedIn } from './support/ui';

const e2e = useE2E({ demoFarm: { days: 9 } });
const grower = DEMO_ACCOUNTS.grower;
const ZONE = 'North Block East';
const HEAVY_TEST_MS = 150_000;

/** Saves the signed-in grower's settings through the API, then reloads Home so the app reads them. */
async function chooseSettings(page: Page, units: UnitSystem, locale: Locale): Promise<void> {
  const status = await page.evaluate(
    async ({ units, locale }) => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
      const token = key ? localStorage.getItem(key) : null;
      const r = await fetch('/api/v2/settings', {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ units, locale }),
      });
      return r.status;
    },
    { units, locale },
  );
  expect(status).toBe(200);
  await page.goto('/app/Home');
}

/** The words of one language the report's dialogs are driven by. */
interface DialogWords {
  open: string;
  title: string;
  confirm: string;
  zones: string;
  include: string;
  selectAll: string;
  generate: string;
  confirmTitle: string;
  download: string;
  downloading: string;
  downloaded: RegExp;
}

const ENGLISH: DialogWords = {
  open: 'Download Report',
  title: 'Generate a Report',
  confirm: 'Confirm',
  zones: 'Zones',
  include: `Include ${ZONE}`,
  selectAll: 'Select All',
  generate: 'Generate',
  confirmTitle: 'Confirm Selected Sensor Graphs',
  download: 'Download',
  downloading: 'Downloading',
  downloaded: /Your report has been downloaded/,
};

const SPANISH: DialogWords = {
  open: 'Descargar informe',
  title: 'Hacer un informe',
  confirm: 'Confirmar',
  zones: 'Zonas',
  include: `Incluir ${ZONE}`,
  selectAll: 'Elegir todas',
  generate: 'Hacer el informe',
  confirmTitle: 'Confirma los gráficos de las sondas',
  download: 'Descargar',
  downloading: 'Descargando',
  downloaded: /Informe descargado/,
};

/**
 * Makes the report of the default days for the east zone's sensors: its text (pdftotext -layout)
 * and the fonts fetched.
 */
async function reportText(page: Page, w: DialogWords, shot: string): Promise<{ text: string; fonts: string[] }> {
  await page.getByRole('button', { name: w.open }).click();
  const d = dialog(page, w.title);
  await d.getByRole('button', { name: w.confirm }).click();
  await d.getByRole('heading', { name: w.zones }).waitFor();
  await d.getByRole('checkbox', { name: w.include }).check();
  await d.getByRole('button', { name: w.selectAll }).click();
  await d.locator('.report__figure canvas').first().waitFor();
  expect(await axeFindings(page)).toEqual([]);
  await screenshot(page, shot);
  await d.getByRole('button', { name: w.generate }).click();
  const confirm = dialog(page, w.confirmTitle);
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.ttf')) fonts.push(r.url());
  });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    confirm.getByRole('button', { name: w.download, exact: true }).click(),
  ]);
  await dialog(page, w.downloading).getByText(w.downloaded).waitFor();
  const text = execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' });
  return { text: text.replace(/[ \t]+/g, ' '), fonts };
}

describe('the report in the grower’s units and language', () => {
  it(
    'a US-customary grower’s PDF shows °F, in and ac, and no metric unit',
    async () => {
      const page = await signedIn(e2e, grower, '/app/Home');
      await chooseSettings(page, 'us', 'en-US');
      const { text } = await reportText(page, ENGLISH, 'units-report-us-dialog');
      expect(text).toContain('Field Report');
      expect(text).toMatch(/Field area \d+\.\d\d ac/);
      expect(text).toMatch(/Total rain \d+\.\d\d in/);
      expect(text).toMatch(/Latest soil temperature -?\d+(\.\d)? °F/);
      expect(text).toMatch(/Days below wilting point \(\d+\.\d in\)/);
      expect(text).toMatch(/Daily reference evaporation \(ET0\), in/);
      expect(text).toMatch(/Rain in/);
      // Month first: the range's days are written as the United States writes them.
      expect(text).toMatch(/Date range \d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}/);
      const [, month] = /Date range (\d{2})\//.exec(text)!;
      expect(Number(month)).toBeLessThanOrEqual(12);
      // No metric figure of the report's own (the notes' free text is the grower's, as typed).
      for (const metric of [/\d mm\b/, /\(\d+ cm\)/, /interest: \d+ cm/, /bands at \d+ cm/, /\d ha\b/, /°C/])
        expect(text).not.toMatch(metric);
    },
    HEAVY_TEST_MS,
  );

  it(
    'a Spanish grower’s PDF is in Spanish, printed by the built-in font',
    async () => {
      const page = await signedIn(e2e, grower, '/app/Home');
      await chooseSettings(page, 'metric', 'es');
      const { text, fonts } = await reportText(page, SPANISH, 'units-report-es-dialog');
      for (const expected of [
        'Informe del campo',
        'Finca',
        'Superficie del campo',
        `Resumen de ${ZONE}`,
        'Lluvia total',
        'Consejo de riego',
        'Balance de agua, días del informe',
        'Punto de marchitez',
        'Capacidad de campo',
        'Saturación',
        'Evapotranspiración de referencia diaria (ET0), mm',
        'Sondas',
        'Página 1 de',
      ])
        expect(text, expected).toContain(expected);
      expect(text).toMatch(/Lluvia total \d+,\d mm/);
      expect(text).toMatch(/Días bajo el punto de marchitez \(\d+ cm\) \d+ de \d+ días?/);
      for (const english of ['Field Report', 'Summary of', 'Total rain', 'Irrigation advice', 'Page 1 of', 'Sensors'])
        expect(text, english).not.toContain(english);
      expect(fonts).toEqual([]);
    },
    HEAVY_TEST_MS,
  );

  it('an irrigation logged as 0.5 in is stored as 12.7 mm', async () => {
    const page = await signedIn(e2e, grower, '/app/Home');
    await chooseSettings(page, 'us', 'en-US');
    const card = page.getByRole('article', { name: ZONE });
    await card.getByRole('button', { name: 'Log irrigation' }).click();
    const sheet = dialog(page, `Log irrigation · ${ZONE}`);
    await sheet.getByRole('radio', { name: 'Depth' }).check();
    await sheet.getByLabel('Depth applied (in)').fill('0.5');
    await sheet.getByRole('button', { name: 'Save' }).click();
    await sheet.waitFor({ state: 'detached' });
    const zone = (await listZones(grower.username)).find((z) => z.zonename === ZONE)!;
    const log = await pageApi<{ data: { entries: { depth_mm: number | null }[] } }>(
      page,
      `/api/v2/zone/${zone.id}/irrigations`,
    );
    expect(log.data.entries.map((e) => e.depth_mm)).toContain(12.7);
  });
});
