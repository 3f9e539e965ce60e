/**
 * The admin Formula table end to end: add, edit, error caption, recompute (a job followed in the
 * dialog: its progress while it runs, closed and reopened, then its result), delete; growers
 * cannot open it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { dynamoReadingsStore } from '../../lambdas/readings/adapters/readings/dynamodb';
import type { Reading } from '../../lambdas/readings/adapters/readings/port';
import { seriesKey } from '../../lambdas/sensors/rules/series';
import { createSensor } from '../../lambdas/sensors/adapters/sensors';
import { intercept } from '../support/faults';
import { screenshot } from './support/browser';
import { useE2E } from './support/harness';
import { dialog, signedIn } from './support/ui';

const e2e = useE2E();
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical findings on the settled page, one line each. */
async function axeFindings(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}

describe('formula table', () => {
  it('an admin adds a formula, sees an evaluator error, edits a row and deletes it', async () => {
    const page = await signedIn(e2e, DEMO_ACCOUNTS.admin, '/fieldwork-admin/formula');
    await page.getByRole('heading', { name: 'Sensor Formula Table' }).waitFor();
    await page.getByText(/No formulas yet/).waitFor();

    await page.getByRole('button', { name: 'New formula' }).click();
    expect(await page.getByLabel('Formula', { exact: true }).inputValue()).toBe('(val - x1) / (x2 - x1) * 100');
    await page.getByLabel('Sensor id').fill('ABC123456789');
    await page.getByLabel('Formula', { exact: true }).fill('constructor');
    await page.getByRole('button', { name: 'Save row' }).click();
    await page.getByText("ERROR: formula: unknown name 'constructor' (use val)").waitFor();
    await screenshot(page, 'formula-error');

    await page.getByLabel('Formula', { exact: true }).fill('0.51234 ~ 98.2 ~ -3.14159 ~ 0.0271828 ~ 12');
    await page.getByRole('button', { name: 'Save row' }).click();
    const row = page.getByRole('row', { name: /ABC123456789/ });
    // over 30 characters: a list of numbers with ~
    await row.getByText('0.5123 ~ 98.2 ~ -3.142 ~ 0.02718 ~ 12').waitFor();
    await screenshot(page, 'formula-table');

    await page.getByRole('button', { name: 'Edit formula of ABC123456789' }).click();
    await page.getByLabel('Formula', { exact: true }).fill('(val - x1) / (x2 - x1) * 100');
    await page.getByLabel('Parameter', { exact: true }).fill('x1=0.1, x2=0.5');
    await page.getByRole('button', { name: 'Save row' }).click();
    await row.getByText('x1=0.1, x2=0.5').waitFor();

    // Recompute: three stored readings of this sensor go through the new formula.
    const now = Date.now();
    await createSensor({
      sensor_id: 'ABC123456789',
      owner: DEMO_ACCOUNTS.grower.username,
      alias: '',
      field_id: 'fld_e2e',
      gateway_id: null,
      points: { type: 'Point', coordinates: [151.2, -33.8] },
      sleeping: 7200,
      battery_threshold: 80,
      created_at: new Date(now).toISOString(),
    });
    // A registration made here has no token: its series is the bare sensor id (seriesKey).
    const series = seriesKey('ABC123456789');
    const stored = [1, 2, 3].map((h) => ({
      series,
      sensorId: 'ABC123456789',
      time: now - h * 3_600_000,
      raw: { at10cm: 0.3, at50cm: 0.2, at100cm: 0.5, temperature: 15, battery_vol: 4 },
      calibrated: { at10cm: 0, at50cm: 0, at100cm: 0 },
      temperature: 15,
      battery_vol: 4,
      flags: [],
      receivedAt: now,
    }));
    await dynamoReadingsStore().put(stored as Reading[]);
    await page.getByRole('button', { name: 'Recompute readings of ABC123456789' }).click();
    const recompute = dialog(page, 'Recompute ABC123456789');
    const from = await recompute.getByLabel('From').inputValue();
    await recompute.getByLabel('From').fill('2099-01-01');
    await recompute.getByText('end must not be before start').waitFor();
    await recompute.getByLabel('From').fill(from);
    // Hold the job after 20 of its 53 weeks, so its progress can be seen while it runs.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let weeks = 0;
    const removeHold = intercept(
      (input, command) =>
        command === 'QueryCommand' &&
        input.TableName === e2e.env.stack.readingsTableName &&
        !input.IndexName &&
        ++weeks > 20,
      () => held.then(() => undefined),
    );
    try {
      await recompute.getByRole('button', { name: 'Recompute' }).click();
      await recompute.getByText('20 weeks of 53 done, 0 readings so far.').waitFor();
      const progress = recompute.getByRole('progressbar', { name: 'Recompute progress of ABC123456789' });
      expect(await progress.getAttribute('value')).toBe('37');
      await recompute.getByText('37 %').waitFor();
      await recompute.getByText(/You can close this window/).waitFor();
      await screenshot(page, 'formula-recompute-running');
      expect(await axeFindings(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'formula-recompute-running-phone');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // Closed while it runs (Escape, from the keyboard), the job goes on; reopened, the dialog follows it.
      await page.keyboard.press('Escape');
      await recompute.waitFor({ state: 'detached' });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('button', { name: 'Recompute readings of ABC123456789' }).click();
      await recompute.getByText(/weeks of 53 done/).waitFor();
    } finally {
      release();
      removeHold();
    }
    await recompute.getByText('Recomputed 3 readings of ABC123456789.').waitFor();
    expect(await recompute.getByRole('progressbar').getAttribute('value')).toBe('100');
    await recompute.getByText('53 weeks of 53 done.').waitFor();
    await screenshot(page, 'formula-recompute');
    await recompute.getByRole('button', { name: 'Close' }).first().click();
    const [first] = await dynamoReadingsStore().range(series, { from: 0, to: now });
    expect(first!.calibrated).toEqual({ at10cm: 50, at50cm: 25, at100cm: 100 });

    await page.getByRole('button', { name: 'Delete formula of ABC123456789' }).click();
    await dialog(page, 'Delete the formula of ABC123456789?').getByRole('button', { name: 'Delete' }).click();
    await page.getByText(/No formulas yet/).waitFor();
  });

  it('a grower cannot open it', async () => {
    const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, '/fieldwork-admin/formula');
    await page.getByText('Sorry, this page is for administrators only.').waitFor();
    expect(await page.getByRole('heading', { name: 'Sensor Formula Table' }).count()).toBe(0);
  });
});
