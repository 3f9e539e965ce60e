/**
 * A Spanish grower walks the app: Home, the Dashboard, a field on the Dashboard, Management,
 * Notifications, Profile and the report's dialog. No English sentence may be left: every visible
 * text node (and every accessible name, placeholder and title) is compared with the English
 * catalogue, and one that reads as an English message of more than one word whose Spanish differs
 * fails, named with its page. Messages with arguments count too ("Summary of {zone}" matches
 * "Summary of North Block East"). axe finds nothing at 390×844 in Spanish nor in English.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ENGLISH_MESSAGES, flatten, type MessageKey } from '@shared/i18n/catalogue';
import { ES } from '@shared/i18n/messages/es';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { listFields } from '../../lambdas/farms/adapters/fields';
import { axeFindings } from './support/axe';
import { screenshot } from './support/browser';
import { useE2E } from './support/harness';
import { dialog, saveDisplaySettings, signedIn } from './support/ui';

const e2e = useE2E({ demoFarm: { days: 3 } });
const grower = DEMO_ACCOUNTS.grower;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 820 };
const SPANISH = flatten(ES);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const words = (s: string) => s.trim().split(/\s+/).filter(Boolean).length;

/**
 * The English sentences a Spanish page must not show: each English message of more than one word
 * (its literal words, arguments left out) whose Spanish differs, as a pattern of the whole text.
 * Plurals and selects are left out: their English has several shapes.
 */
function englishSentences(): { key: MessageKey; pattern: RegExp }[] {
  const out: { key: MessageKey; pattern: RegExp }[] = [];
  for (const [key, english] of Object.entries(ENGLISH_MESSAGES) as [MessageKey, string][]) {
    if (SPANISH[key] === english || /[{][^}]*[,{]/.test(english)) continue;
    // ICU quoting: '' is one apostrophe.
    const text = english.replace(/''/g, "'");
    const literal = text.replace(/\{[^}]*\}/g, ' ');
    if (words(literal) < 2) continue;
    const body = text
      .split(/\{[^}]*\}/)
      .map((part) => escape(part).replace(/\s+/g, '\\s+'))
      .join('.+?');
    out.push({ key, pattern: new RegExp(`^${body}$`) });
  }
  return out;
}
const SENTENCES = englishSentences();

/**
 * Every visible text node, and the accessible names, placeholders and titles of visible elements:
 * of the open dialog when one is open (the page behind it is walked on its own), else of the page.
 */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
    const root = document.querySelector<HTMLElement>('[role="dialog"]') ?? document.body;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      // Visually hidden text is read out: it counts. Only what is not rendered at all is left out.
      if (!parent.checkVisibility() && !parent.closest('.visually-hidden')) continue;
      const text = clean(n.textContent);
      if (text) out.add(text);
    }
    for (const el of root.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (!(el as HTMLElement).checkVisibility()) continue;
      for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
        const text = clean(el.getAttribute(attr));
        if (text) out.add(text);
      }
    }
    return [...out];
  });
}

/** The texts of the page that are English sentences, with the message each one is. */
async function englishLeft(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const text of await visibleTexts(page)) {
    const hit = SENTENCES.find((s) => s.pattern.test(text));
    if (hit) found.push(`"${text}" (${hit.key})`);
  }
  return found;
}

/** Waits until the page has drawn its data: no spinner, no busy region, the network quiet for a moment. */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  // A spinner that stays (a chart whose data never comes) is the page's own business: the text is read then.
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .spinner, .page-spinner'), null, {
      timeout: 15_000,
    })
    .catch(() => undefined);
}

async function chooseSettings(page: Page, locale: 'es' | 'en-AU'): Promise<void> {
  const status = await saveDisplaySettings(page, { units: 'metric', locale });
  expect(status).toBe(200);
}

const REPORT_WORDS = {
  es: {
    open: 'Descargar informe',
    title: 'Hacer un informe',
    confirm: 'Confirmar',
    zones: 'Zonas',
    include: 'Incluir',
  },
  'en-AU': {
    open: 'Download Report',
    title: 'Generate a Report',
    confirm: 'Confirm',
    zones: 'Zones',
    include: 'Include',
  },
} as const;

/** The pages walked: a path, or Home with the report's dialog open. */
async function pages(
  locale: keyof typeof REPORT_WORDS,
): Promise<{ name: string; open: (page: Page) => Promise<void> }[]> {
  const w = REPORT_WORDS[locale];
  const north = (await listFields(grower.username)).find((f) => f.field_name === 'North Block')!;
  const go = (path: string) => async (page: Page) => {
    await page.goto(path);
    await settled(page);
  };
  return [
    { name: 'Home', open: go('/app/Home') },
    { name: 'Dashboard', open: go('/app/Home/Dashboard') },
    { name: 'a field', open: go(`/app/Home/Dashboard?field=${north.field_id}`) },
    { name: 'Management', open: go('/app/Management/FieldManagement') },
    { name: 'Notifications', open: go('/app/notifications') },
    { name: 'Profile', open: go('/app/profile') },
    {
      name: 'Report',
      open: async (page) => {
        await go('/app/Home')(page);
        await page.getByRole('button', { name: w.open }).click();
        const d = dialog(page, w.title);
        await d.getByRole('button', { name: w.confirm }).click();
        await d.getByRole('heading', { name: w.zones }).waitFor();
        await d.getByRole('checkbox', { name: `${w.include} North Block East` }).check();
        await d.locator('.report-sensors__list').waitFor();
      },
    },
  ];
}

/**
 * Notifications keep the words they were written in (stored when the alert or note was made, so a
 * retried send stays identical): the demo's, made before this grower chose Spanish, are English.
 * test/e2e/texts-language-units.test.ts checks that one made after the choice is Spanish.
 */
const WRITTEN_BEFORE_THE_CHOICE = /\((alerts\.\w+|fieldwork\.noteAdvice)\)$/;

describe('the app in Spanish', () => {
  it('shows no English sentence on any page a grower walks', async () => {
    const page = await signedIn(e2e, grower, '/app/Home');
    await chooseSettings(page, 'es');
    await page.setViewportSize(DESKTOP);
    const left: Record<string, string[]> = {};
    for (const p of await pages('es')) {
      await p.open(page);
      const found = (await englishLeft(page)).filter(
        (hit) => !(p.name === 'Notifications' && WRITTEN_BEFORE_THE_CHOICE.test(hit)),
      );
      if (found.length) left[p.name] = found;
      await screenshot(page, `languages-es-${p.name.replace(/\W+/g, '-')}`);
    }
    if (Object.keys(left).length) console.log(`English left on Spanish pages:\n${JSON.stringify(left, null, 2)}`);
    expect(left).toEqual({});
  }, 240_000);

  for (const locale of ['es', 'en-AU'] as const) {
    it(`is axe clean at 390×844 (${locale})`, async () => {
      const page = await signedIn(e2e, grower, '/app/Home');
      await chooseSettings(page, locale);
      await page.setViewportSize(PHONE);
      const findings: Record<string, string[]> = {};
      for (const p of await pages(locale)) {
        await p.open(page);
        const found = await axeFindings(page);
        if (found.length) findings[p.name] = found;
      }
      expect(findings).toEqual({});
    }, 240_000);
  }
});
