/**
 * Each zone's irrigation advice on Home, on the seeded demo farm: a zone with its system set
 * shows what to apply, how long and by when, and its "Why?" opens the basis in words; a zone
 * without one says so and links to the zones page. At desktop and phone size, axe clean.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { appTableName } from '../../lambdas/platform/env';
import { documentClient } from '../../lambdas/platform/aws/clients';
import { keys } from '../../lambdas/platform/aws/items';
import { axeFindings } from './support/axe';
import { screenshot } from './support/browser';
import { useE2E } from './support/harness';
import { pageApi, signedIn } from './support/ui';

const e2e = useE2E({ demoFarm: { days: 3 } });
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000 });

/** Sets a zone's system on its item (as the zone form stores it), whatever the demo farm set. */
async function setSystem(zoneId: string, system: Record<string, unknown> | null): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: appTableName(),
      Key: { PK: keys.user(DEMO_ACCOUNTS.grower.username), SK: keys.zone(zoneId) },
      UpdateExpression: system ? 'SET #s = :s' : 'REMOVE #s',
      ExpressionAttributeNames: { '#s': 'system' },
      ...(system ? { ExpressionAttributeValues: { ':s': system } } : {}),
    }),
  );
}

const HEADLINE = new RegExp(
  String.raw`^(irrigate \d+(\.\d)? mm ≈ (\d+ h( \d+ min)?|\d+ min) ` +
    String.raw`(now|by \w{3} \d{1,2}(:\d{2})? [ap]m|not due in the next 3 days)(, ± \d+(\.\d)? mm)?` +
    String.raw`|no irrigation needed: .+)$`,
);

describe('irrigation advice on Home', () => {
  for (const size of [
    { name: 'desktop', width: 1280, height: 820 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    it(`${size.name}: the advice of a zone with a system, its "Why?", and the zone without one`, async () => {
      const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, '/app/Home');
      await page.setViewportSize({ width: size.width, height: size.height });
      const fields = (
        await pageApi<{ data: { data: { field_id: string; field_name: string }[] } }>(page, '/api/v2/field')
      ).data.data;
      const north = fields.find((f) => f.field_name === 'North Block')!;
      const zones = (
        await pageApi<{ data: { id: string; zonename: string }[] }>(page, `/api/v2/zone/?field=${north.field_id}`)
      ).data;
      const west = zones.find((z) => z.zonename === 'North Block West')!;
      const east = zones.find((z) => z.zonename === 'North Block East')!;
      await setSystem(west.id, {
        method: 'drip',
        application_rate_mm_h: 4,
        root_depth_cm: 40,
        crop: 'tomato',
        planting_date: '2026-09-01',
      });
      await setSystem(east.id, null);
      await page.goto(`/app/Home?field=${north.field_id}`);

      const westAdvice = page.locator('[data-testid="zone-advice"]').filter({ hasText: 'North Block West:' });
      await westAdvice.waitFor({ timeout: 30_000 });
      const headline = (await westAdvice.locator('.zone-advice__headline').innerText()).replace(
        /^North Block West:\s*/,
        '',
      );
      expect(headline).toMatch(HEADLINE);

      // "Why?" opens the basis in words, by keyboard too.
      const why = westAdvice.getByText('Why?', { exact: true });
      await why.focus();
      await page.keyboard.press('Enter');
      const basis = westAdvice.locator('.zone-advice__why li');
      await poll(() => basis.count()).toBeGreaterThan(4);
      const lines = (await basis.allInnerTexts()).join('\n');
      expect(lines).toMatch(/Root depth 40 cm, as set for the zone\./);
      expect(lines).toMatch(/Field capacity [\d.]+ % at 10 cm/);
      expect(lines).toMatch(/Drip at 90 % efficiency applies 4 mm an hour/);
      expect(lines).toMatch(/Sensor \S+ read/);

      // The zone without a system: the reason and the way to set it.
      const eastAdvice = page.locator('[data-testid="zone-advice"]').filter({ hasText: 'North Block East:' });
      await eastAdvice.getByText(/irrigation system is not set/).waitFor();
      expect(
        await eastAdvice.getByRole('link', { name: "Set the zone's irrigation system" }).getAttribute('href'),
      ).toBe('/app/Management/ZoneManagement');

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      expect(await axeFindings(page, { include: '.zone-card' })).toEqual([]);
      await screenshot(page, `advice-${size.name}`);
    });
  }
});
