/** axe-core in the page under test: the accessibility findings the e2e suite refuses. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeOptions {
  /** Rule ids refused whatever their impact (for example `region`). */
  extraRules?: string[];
  /** A CSS selector: only the elements it matches are judged (default: the whole document). */
  include?: string;
}

/**
 * The serious and critical findings (and any of `extraRules`), one line each: rule, impact and up
 * to three targets. An empty list is a pass.
 */
export async function axeFindings(page: Page, options: AxeOptions = {}): Promise<string[]> {
  const { extraRules = [], include } = options;
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // A dialog still fading in has text at part opacity, which axe reads as low contrast: judge the settled page.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const violations = await page.evaluate(async (selector) => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<Result> } }).axe;
    const chosen = selector ? [...document.querySelectorAll(selector)] : [];
    // A selector that matches nothing would judge nothing and pass: refuse it instead.
    if (selector && !chosen.length) throw new Error(`axe: nothing on the page matches ${selector}`);
    const context = selector ? { include: chosen } : document;
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  }, include ?? null);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || extraRules.includes(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}
