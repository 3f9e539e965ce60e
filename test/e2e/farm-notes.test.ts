/**
 * An advisor's note reaches the owner's bell, in Chromium: the demo grower's farm is shared with an
 * agronomist (advisor); signed in, the agronomist chooses that farm in the top bar and writes a
 * note with an irrigation advice on a zone from the detailed dashboard's Notes panel; the grower's
 * bell counts it and the notifications page shows it; the field's Notes panel lists it for the grower, with
 * the form (an owner may write). A viewer of the farm sees the notes and no form. Axe clean, at
 * desktop and phone size.
 */
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { signUpGrant } from '@shared/subscription';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { DEMO_FARM } from '../../infra/local/demo-farm';
import { listFields } from '../../lambdas/farms/adapters/fields';
import { listZones } from '../../lambdas/farms/adapters/zones';
import { shareFarm } from '../support/teams';
import { axeFindings } from './support/axe';
import { screenshot } from './support/browser';
import { useE2E } from './support/harness';
import { signedIn } from './support/ui';

const e2e = useE2E({ demoFarm: { days: 1 } });
const grower = DEMO_ACCOUNTS.grower;
const PASSWORD = 'Fieldwise1';
const advisor = { username: 'agro.notes', password: PASSWORD };
const viewer = { username: 'staff.notes', password: PASSWORD };
/** The shared machine can be slow: a poll waits this long. */
const POLL = { timeout: 20_000 };
let farmId: string;
let fieldId: string;

/** An account made by an operator, confirmed, on the sign-up plan. */
async function account(username: string): Promise<void> {
  const { stack } = e2e.env;
  const cognito = new CognitoIdentityProviderClient({
    endpoint: stack.cognitoEndpoint,
    region: 'ap-southeast-2',
    credentials: stack.cognitoCredentials,
    maxAttempts: 1,
  });
  try {
    const user = { UserPoolId: stack.userPoolId, Username: username };
    await cognito.send(
      new AdminCreateUserCommand({
        ...user,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: PASSWORD,
        UserAttributes: [{ Name: 'email', Value: `${username}@example.com` }],
      }),
    );
    await cognito.send(new AdminSetUserPasswordCommand({ ...user, Password: PASSWORD, Permanent: true }));
    const grant = signUpGrant();
    await cognito.send(
      new AdminUpdateUserAttributesCommand({
        ...user,
        UserAttributes: [
          { Name: SUBSCRIPTION_ATTRIBUTES.level, Value: 'full' },
          { Name: SUBSCRIPTION_ATTRIBUTES.expiry, Value: grant.expiry },
        ],
      }),
    );
  } finally {
    cognito.destroy();
  }
}

/** Sign in, choose the grower's shared farm in the top bar's chooser, open the field's dashboard. */
async function inSharedFarm(who: { username: string; password: string }): Promise<Page> {
  const page = await signedIn(e2e, who, '/app/Home');
  const chooser = page.getByLabel('Active farm');
  await chooser.locator(`option[value="${farmId}"]`).waitFor({ state: 'attached' });
  await chooser.selectOption(farmId);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('fieldwise.activeFarm')), POLL).toContain(farmId);
  await page.goto(`/app/Home/Dashboard?field=${fieldId}`);
  return page;
}

const notesPanel = (page: Page) => page.locator('section.field-notes');
const bell = (page: Page) => page.getByTestId('notification-bell');

beforeAll(async () => {
  const field = (await listFields(grower.username)).find((f) => f.farm_name === DEMO_FARM)!;
  fieldId = field.field_id;
  const zone = (await listZones(grower.username)).find((z) => z.field_id === fieldId);
  expect(zone, 'the demo field has a zone').toBeTruthy();
  await account(advisor.username);
  await account(viewer.username);
  farmId = await shareFarm(grower.username, DEMO_FARM, advisor.username, 'advisor');
  await shareFarm(grower.username, DEMO_FARM, viewer.username, 'viewer');
});

describe('an advisor’s note', () => {
  it('written on the dashboard in the shared farm, reaches the owner’s bell and the field’s Notes', async () => {
    const agro = await inSharedFarm(advisor);
    const panel = notesPanel(agro);
    // The demo's agronomist may have left a note here already (infra/local/demo-team.ts): the new one goes first.
    await panel.getByRole('button', { name: 'Add note' }).waitFor();
    await panel.getByRole('button', { name: 'Add note' }).click();
    await panel.getByText('a note needs some text').waitFor();
    await panel.getByLabel('Note', { exact: true }).fill('The east rows are drying: irrigate before the heat.');
    await panel.getByLabel('Zone').selectOption({ index: 1 });
    const zoneName = (await panel.getByLabel('Zone').locator('option:checked').textContent())!;
    await panel.getByLabel('Irrigate (mm, optional)').fill('25');
    await panel.getByLabel('By (optional)').fill('2026-12-03');
    await panel.getByRole('button', { name: 'Add note' }).click();
    const item = panel.getByRole('listitem').first();
    await item.getByText('The east rows are drying').waitFor();
    expect(await item.textContent()).toContain('Irrigate 25 mm by 3 Dec');
    expect(await item.textContent()).toContain(`Zone ${zoneName}`);
    expect(await item.textContent()).toContain('Advisor');
    expect(await axeFindings(agro)).toEqual([]);
    await screenshot(agro, 'notes-advisor');

    const owner = await signedIn(e2e, grower, '/app/Home');
    await expect.poll(() => bell(owner).getAttribute('aria-label'), POLL).toMatch(/unread/);
    await owner.goto('/app/notifications?kind=note');
    const fieldName = (await listFields(grower.username)).find((f) => f.field_id === fieldId)!.field_name;
    const title = `Note from ${advisor.username} (advisor) on ${fieldName}, zone ${zoneName}`;
    await owner.getByText(title).waitFor();
    await owner.getByText('Irrigate 25 mm by 3 Dec. The east rows are drying: irrigate before the heat.').waitFor();
    await owner.goto(`/app/Home/Dashboard?field=${fieldId}`);
    const ownPanel = notesPanel(owner);
    await ownPanel.getByText('The east rows are drying').waitFor();
    await ownPanel.getByRole('button', { name: 'Add note' }).waitFor();
    await screenshot(owner, 'notes-owner');
  });

  it('a viewer of the farm sees the notes and no form; the panel fits a phone', async () => {
    const page = await inSharedFarm(viewer);
    await page.setViewportSize({ width: 390, height: 844 });
    const panel = notesPanel(page);
    await panel.getByText('The east rows are drying').waitFor();
    expect(await panel.getByRole('button', { name: 'Add note' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'notes-viewer-phone');
  });
});
