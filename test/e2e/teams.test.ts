/**
 * Farm teams end to end (issue 26): the owner invites an e-mail address from the farm's Members
 * page; the invitation e-mail's link (read from the dev outbox) takes a newcomer through sign-up
 * and sign-in back to it; they accept and land on the shared farm's dashboard. As a viewer they
 * see no button that changes anything, nor the setup pages. A revoked invitation's link says so.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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

/** The demo grower's Members page of the demo farm, through the farm management page's link. */
async function ownersMembersPage(): Promise<Page> {
  const page = await signedIn(e2e, grower, '/app/Management/FieldManagement');
  await page.getByRole('link', { name: 'Members', exact: true }).click();
  await page.getByRole('heading', { name: `Members of ${DEMO_FARM}` }).waitFor();
  return page;
}

/** The owner invites `email` as `role` and sees it pending. */
async function invite(page: Page, email: string, role: 'Manager' | 'Advisor' | 'Viewer'): Promise<void> {
  await fill(page, 'E-mail', email);
  await page.getByRole('radio', { name: new RegExp(`^${role}`) }).check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await page
    .getByRole('region', { name: `Pending invitations to ${DEMO_FARM}` })
    .getByText(email)
    .waitFor();
}

/**
 * A newcomer opens the link signed out: sent to sign in, they choose sign-up, confirm with the
 * mailed code, log in, and are back at the link.
 */
async function newcomerFollows(link: string, user: { username: string; email: string }): Promise<Page> {
  const { page } = await e2e.open();
  await page.goto(link);
  await waitForPath(page, '/login');
  await page.getByText('create an account with the e-mail address the invitation was sent to').waitFor();
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  await fill(page, 'Username', user.username);
  await fill(page, 'Email', user.email);
  await fill(page, 'Password', PASSWORD);
  await fill(page, 'Confirm password', PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  const modal = dialog(page, 'Confirm your account');
  await fill(modal, 'Verification code', await waitForCode(e2e.env.stack.url, user.username, ['signup']));
  await modal.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  await modal.waitFor({ state: 'detached' });
  await logIn(page, user.username, PASSWORD);
  await waitForPath(page, link);
  return page;
}

/** Invited as `role`, signed up through the link, accepted: on the shared farm's dashboard. */
async function joinAs(role: 'Manager' | 'Advisor' | 'Viewer', prefix: string) {
  const user = { username: uniqueUsername(prefix), email: `${uniqueUsername(prefix)}@example.com` };
  const owner = await ownersMembersPage();
  await invite(owner, user.email, role);
  const link = await waitForInvitationLink(e2e.env.stack.url, user.email);
  expect(link).toMatch(/^\/invite\/inv_/);
  const page = await newcomerFollows(link, user);
  const card = page.getByRole('article', { name: `Invitation to ${DEMO_FARM}` });
  await card.getByText(new RegExp(`invites you as ${role}`)).waitFor();
  return { page, card, user, link };
}

/** The same page at 390×844, its menu closed (a phone starts with it closed). */
async function onPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const close = page.getByRole('button', { name: 'Close menu' });
  if (await close.isVisible()) await close.click();
}

describe('farm teams', () => {
  it('invite → the e-mail link → sign-up → accept → the shared farm’s dashboard', async () => {
    const { page, card } = await joinAs('Viewer', 'viewer');
    await screenshot(page, 'teams-invitation-link');
    expect(await axeFindings(page)).toEqual([]);
    await card.getByRole('button', { name: 'Accept' }).click();
    await waitForPath(page, '/app/Home');
    // The top bar names the farm, whose it is and the role; the dashboard shows the owner's fields.
    const chooser = page.getByRole('combobox', { name: 'Active farm' });
    expect(await chooser.locator('option:checked').innerText()).toMatch(new RegExp(`^${DEMO_FARM} · .+ · Viewer$`));
    await page.getByRole('button', { name: /^Farm and field (?!Loading)/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Farm and field / }).innerText()).not.toMatch(/No Farms/);
    await screenshot(page, 'teams-shared-dashboard');
    expect(await axeFindings(page)).toEqual([]);
  });

  it('a viewer sees no edit buttons and no setup pages, at desktop and on a phone', async () => {
    const { page } = await joinAs('Viewer', 'looker');
    // Home says a farm is waiting; the inbox lists it with Accept.
    await page.goto('/app/Home');
    await page.getByText('A farm is waiting for you:').waitFor();
    await page.getByRole('link', { name: 'see your invitations' }).click();
    await waitForPath(page, '/app/invitations');
    const card = page.getByRole('article', { name: `Invitation to ${DEMO_FARM}` });
    await card.waitFor();
    await onPhone(page);
    await screenshot(page, 'teams-invitations-inbox-phone');
    expect(await axeFindings(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await card.getByRole('button', { name: 'Accept' }).click();
    await waitForPath(page, '/app/Home');
    await page.getByRole('button', { name: /^Farm and field (?!Loading)/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Log irrigation' }).count()).toBe(0);

    await page.goto('/app/Management/FieldManagement');
    await page.getByRole('region', { name: /^Fields of / }).waitFor();
    for (const name of [/^Create field$/, /^Delete farm$/, /^Edit /, /^Delete /])
      expect(await page.getByRole('button', { name }).count(), String(name)).toBe(0);
    expect(await page.getByRole('link', { name: 'Add sensor' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Members', exact: true }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).getByText('My Gateways').count()).toBe(0);
    await screenshot(page, 'teams-viewer-fields');

    await page.goto('/app/Management/ZoneManagement');
    await page.getByRole('heading', { name: 'Irrigation Zone Management' }).waitFor();
    expect(await page.getByRole('button', { name: 'Create zone' }).count()).toBe(0);
    await page.goto('/app/Management/SensorManagement');
    await page.getByRole('heading', { name: 'Sensor Management' }).waitFor();
    expect(await page.getByRole('button', { name: 'Register sensor' }).count()).toBe(0);

    await page.goto('/app/Management/GatewayManagement');
    await page.getByText(`Your role (Viewer) on ${DEMO_FARM} cannot see this.`).waitFor();
    await onPhone(page);
    await page.getByText(`Your role (Viewer) on ${DEMO_FARM} cannot see this.`).waitFor();
    // The farm, whose it is and the role stay in the top bar on a phone.
    expect(await page.getByRole('combobox', { name: 'Active farm' }).isVisible()).toBe(true);
    await screenshot(page, 'teams-viewer-gateways-phone');
    expect(await axeFindings(page)).toEqual([]);
  });

  it("a revoked invitation's link says so", async () => {
    const user = { username: uniqueUsername('late'), email: `${uniqueUsername('late')}@example.com` };
    const owner = await ownersMembersPage();
    await invite(owner, user.email, 'Advisor');
    const link = await waitForInvitationLink(e2e.env.stack.url, user.email);
    await owner.getByRole('button', { name: `Revoke the invitation to ${user.email}` }).click();
    await dialog(owner, `Revoke the invitation to ${user.email}?`).getByRole('button', { name: 'Revoke' }).click();
    await owner.getByRole('button', { name: `Revoke the invitation to ${user.email}` }).waitFor({ state: 'detached' });
    await screenshot(owner, 'teams-members-page');
    expect(await axeFindings(owner)).toEqual([]);
    await onPhone(owner);
    await owner.getByRole('heading', { name: `Members of ${DEMO_FARM}` }).waitFor();
    await screenshot(owner, 'teams-members-page-phone');
    expect(await axeFindings(owner)).toEqual([]);

    const page = await newcomerFollows(link, user);
    await page.getByRole('button', { name: 'Try to accept it' }).click();
    await page.getByText('This invitation was revoked by the farm owner.').waitFor();
    expect(await page.getByRole('combobox', { name: 'Active farm' }).count()).toBe(0);
    await screenshot(page, 'teams-revoked-link');
  });
});
