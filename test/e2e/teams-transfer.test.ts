/**
 * Ownership transfer end to end (issue 26): a manager joins the demo farm by invitation; the owner
 * offers them the farm from the Members page (confirming they become a manager); the manager
 * accepts on their invitations page and finds the farm in their own account ("Your farms"); the
 * old owner finds it under "Shared with you", as its manager.
 */
import {
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { signUpGrant } from '@shared/subscription';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { DEMO_FARM } from '../../infra/local/demo-farm';
import { axeFindings } from './support/axe';
import { screenshot, waitForPath } from './support/browser';
import { useE2E } from './support/harness';
import { uniqueUsername, waitForCode, waitForInvitationLink } from './support/mailbox';
import { dialog, fill, logIn, signedIn } from './support/ui';

const e2e = useE2E({ demoFarm: { days: 3 } });
const { grower } = DEMO_ACCOUNTS;
const PASSWORD = 'Teamwork123!';

/** The demo farm has more sensors than a new account's plan covers: the heir is moved to Pro. */
async function onPro(username: string): Promise<void> {
  const { stack } = e2e.env;
  const cognito = new CognitoIdentityProviderClient({
    endpoint: stack.cognitoEndpoint,
    region: 'ap-southeast-2',
    credentials: stack.cognitoCredentials,
  });
  await cognito.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: stack.userPoolId,
      Username: username,
      UserAttributes: [
        { Name: SUBSCRIPTION_ATTRIBUTES.level, Value: 'pro' },
        { Name: SUBSCRIPTION_ATTRIBUTES.expiry, Value: signUpGrant().expiry },
      ],
    }),
  );
  cognito.destroy();
}

/** A screenshot and an axe check of the page at 390×844, then back at desktop size. */
async function atPhoneSize(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const close = page.getByRole('button', { name: 'Close menu' });
  if (await close.isVisible()) await close.click();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await screenshot(page, name);
  expect(await axeFindings(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('ownership transfer', () => {
  it('owner offers → the manager accepts in the browser → the farm is theirs; the old owner manages it', async () => {
    // A manager: invited from the Members page, signed up through the link, accepted.
    const heir = { username: uniqueUsername('heir'), email: `${uniqueUsername('heir')}@example.com` };
    const owner = await signedIn(e2e, grower, '/app/Management/FieldManagement');
    await owner.getByRole('link', { name: 'Members', exact: true }).click();
    await owner.getByRole('heading', { name: `Members of ${DEMO_FARM}` }).waitFor();
    await fill(owner, 'E-mail', heir.email);
    await owner.getByRole('radio', { name: /^Manager/ }).check();
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    const link = await waitForInvitationLink(e2e.env.stack.url, heir.email);
    const { page } = await e2e.open();
    await page.goto(link);
    await waitForPath(page, '/login');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await fill(page, 'Username', heir.username);
    await fill(page, 'Email', heir.email);
    await fill(page, 'Password', PASSWORD);
    await fill(page, 'Confirm password', PASSWORD);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    const modal = dialog(page, 'Confirm your account');
    await fill(modal, 'Verification code', await waitForCode(e2e.env.stack.url, heir.username, ['signup']));
    await modal.getByRole('button', { name: 'Confirm', exact: true }).click();
    await modal.waitFor({ state: 'detached' });
    await logIn(page, heir.username, PASSWORD);
    await waitForPath(page, link);
    await page
      .getByRole('article', { name: `Invitation to ${DEMO_FARM}` })
      .getByRole('button', { name: 'Accept' })
      .click();
    await waitForPath(page, '/app/Home');
    await onPro(heir.username);

    // The owner offers the farm from the manager's row, after the confirmation.
    await owner.reload();
    const offer = owner.getByRole('button', { name: `Transfer ownership of ${DEMO_FARM} to ${heir.username}` });
    await offer.waitFor();
    await atPhoneSize(owner, 'teams-transfer-row-phone');
    await offer.click();
    const confirm = dialog(owner, `Transfer ${DEMO_FARM} to ${heir.username}? You will become a manager.`);
    await confirm.getByRole('button', { name: 'Offer the farm' }).click();
    await owner.getByText(new RegExp(`${DEMO_FARM} is offered to ${heir.username} since`)).waitFor();
    expect(await owner.getByText(/not available yet/).count()).toBe(0);
    await screenshot(owner, 'teams-transfer-offered');
    expect(await axeFindings(owner)).toEqual([]);

    // The manager accepts on their invitations page and lands in their own account.
    await page.goto('/app/invitations');
    const card = page.getByRole('article', { name: `Ownership of ${DEMO_FARM}` });
    await card.waitFor();
    await screenshot(page, 'teams-transfer-inbox');
    expect(await axeFindings(page)).toEqual([]);
    await atPhoneSize(page, 'teams-transfer-inbox-phone');
    await card.getByRole('button', { name: 'Accept ownership' }).click();
    await waitForPath(page, '/app/Home');
    await page.getByRole('button', { name: /^Farm and field (?!Loading)/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Farm and field / }).innerText()).not.toMatch(/No Farms/);
    // Their own farm now: in their own account (nothing is shared with them, so no farm chooser).
    await page.goto('/app/Management/FieldManagement');
    await page.getByRole('region', { name: `Fields of ${DEMO_FARM}` }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Active farm' }).count()).toBe(0);
    await screenshot(page, 'teams-transfer-new-owner');

    // The old owner: the farm is shared with them now, as its manager.
    await owner.goto('/app/Home');
    const shared = owner.locator(`optgroup[label="Shared with you: ${heir.username}"] option`);
    await shared.first().waitFor({ state: 'attached' });
    expect(await shared.first().innerText()).toBe(`${DEMO_FARM} · ${heir.username} · Manager`);
    await screenshot(owner, 'teams-transfer-old-owner');
  });
});
