/**
 * The profile end to end, as a new grower in Chromium against the local stack: the read-only
 * account facts, then each change with its 3-second toast — phone (international input, SMS
 * notice while empty), address, password (every rule, a wrong old password, then the real one)
 * and email (taken, then a new one confirmed with the code from the dev mailbox). Screenshots at
 * desktop size and at 390×844.
 */
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { screenshot, waitForPath } from './support/browser';
import { useE2E } from './support/harness';
import { mailbox, uniqueUsername, waitForCode } from './support/mailbox';
import { dialog, fill, logIn } from './support/ui';

const e2e = useE2E();
const PASSWORD = 'Grower1234';

/** A confirmed grower, made through the user pool's public API (sign-up itself is tested in accounts.test.ts). */
async function newGrower(): Promise<{ username: string; email: string }> {
  const { stack } = e2e.env;
  const cognito = new CognitoIdentityProviderClient({
    endpoint: stack.cognitoEndpoint,
    region: 'ap-southeast-2',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    maxAttempts: 1,
  });
  const username = uniqueUsername();
  const email = `${username}@farm.test`;
  await cognito.send(
    new SignUpCommand({
      ClientId: stack.userPoolClientId,
      Username: username,
      Password: PASSWORD,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  const code = await waitForCode(stack.url, username, ['signup']);
  await cognito.send(
    new ConfirmSignUpCommand({ ClientId: stack.userPoolClientId, Username: username, ConfirmationCode: code }),
  );
  cognito.destroy();
  return { username, email };
}

async function canLogIn(username: string, password: string): Promise<boolean> {
  const { stack } = e2e.env;
  const cognito = new CognitoIdentityProviderClient({
    endpoint: stack.cognitoEndpoint,
    region: 'ap-southeast-2',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    maxAttempts: 1,
  });
  try {
    await cognito.send(
      new InitiateAuthCommand({
        ClientId: stack.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
    return true;
  } catch {
    return false;
  } finally {
    cognito.destroy();
  }
}

async function profilePage(username: string, viewport?: { width: number; height: number }): Promise<Page> {
  const { page } = await e2e.open();
  if (viewport) await page.setViewportSize(viewport);
  await page.goto('/login');
  await logIn(page, username, PASSWORD);
  await waitForPath(page, '/app/Home');
  await page.goto('/app/profile');
  await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Password' }).waitFor();
  return page;
}

const card = (page: Page, title: string) =>
  page.locator('section.card', { has: page.getByRole('heading', { name: title, exact: true }) });

/** A toast with exactly this text appears, and leaves on its own after about 3 s. */
async function toast(page: Page, message: string): Promise<void> {
  const item = page.locator('.toast', { hasText: message });
  await item.waitFor();
  expect(await item.locator('.toast__message').textContent()).toBe(message);
  const shown = Date.now();
  await item.waitFor({ state: 'detached', timeout: 6000 });
  expect(Date.now() - shown).toBeGreaterThan(2000);
}

describe('profile', () => {
  it('shows the account, and updates phone and address with their toasts', async () => {
    const { username } = await newGrower();
    const page = await profilePage(username);
    const account = card(page, 'Account and subscription');
    await account.getByText(username, { exact: true }).waitFor();
    await account.getByText(/^\d+ days left$/).waitFor();
    await account.getByText('Full', { exact: true }).waitFor();
    expect(await account.getByRole('link', { name: 'Renew Subscription' }).getAttribute('href')).toBe(
      '/app/subscription',
    );
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/app/Dashboard');

    // No phone yet: the notice says what that means.
    const phone = card(page, 'Phone');
    const notice = phone.getByText('Without a phone number you will not receive Moisture Alert SMS.');
    await notice.waitFor();
    await screenshot(page, 'profile-desktop');
    const number = phone.getByLabel('Phone', { exact: true });
    expect(await number.inputValue()).toBe('+61');
    await number.fill('+61 4123');
    await number.blur();
    await phone.getByText('Enter a valid phone number in international format, e.g. +61 412 345 678').waitFor();
    expect(await phone.getByRole('button', { name: 'Update Phone' }).isDisabled()).toBe(true);
    await number.fill('+61 412 345 678');
    await phone.getByRole('button', { name: 'Update Phone' }).click();
    await toast(page, 'Update phone was successful.');
    await notice.waitFor({ state: 'detached' });

    const address = card(page, 'Address');
    await fill(address, 'Address', '12 Orchard Rd, Mildura VIC 3500');
    await address.getByRole('button', { name: 'Update Address' }).click();
    await toast(page, 'Update address was successful.');

    // What was saved is what a fresh visit shows.
    await page.reload();
    expect(await card(page, 'Phone').getByLabel('Phone', { exact: true }).inputValue()).toBe('+61 412 345 678');
    expect(await card(page, 'Address').getByLabel('Address', { exact: true }).inputValue()).toBe(
      '12 Orchard Rd, Mildura VIC 3500',
    );
    await card(page, 'Phone').getByText('Without a phone number', { exact: false }).waitFor({ state: 'detached' });
  });

  it('changes the password: every rule, a wrong old password, then the right one', async () => {
    const { username } = await newGrower();
    const page = await profilePage(username);
    const form = card(page, 'Password');
    const change = form.getByRole('button', { name: 'Change Password' });
    expect(await change.isDisabled()).toBe(true);
    await fill(form, 'Old password', 'Grower1234');
    await form.getByText("* Not needed if you don't change your password.").waitFor();
    await fill(form, 'Old password', '');
    await fill(form, 'New password', 'weak');
    await form.getByText('* You need to verify your password if you want to change it.').waitFor();
    await form.getByText('At least 8 characters with lower and upper case letters and numbers.').waitFor();
    await form.getByText('* Inconsistent password').waitFor();
    expect(await change.isDisabled()).toBe(true);
    await screenshot(page, 'profile-password-rules');

    await fill(form, 'Old password', 'Wrongpass1');
    await fill(form, 'New password', 'Newpass123');
    await fill(form, 'Confirm password', 'Newpass123');
    expect(await change.isDisabled()).toBe(false);
    await change.click();
    await toast(page, 'Update password failed because the old password is incorrect.');
    expect(await canLogIn(username, PASSWORD)).toBe(true);

    await fill(form, 'Old password', PASSWORD);
    await change.click();
    await toast(page, 'Update password was successful.');
    expect(await form.getByLabel('New password', { exact: true }).inputValue()).toBe('');
    expect(await canLogIn(username, 'Newpass123')).toBe(true);
    expect(await canLogIn(username, PASSWORD)).toBe(false);
  });

  it('changes the email: taken, then confirmed with the code from the dev mailbox', async () => {
    const { username, email } = await newGrower();
    const page = await profilePage(username);
    const form = card(page, 'Email');
    await form.getByText(email, { exact: true }).waitFor();
    const change = form.getByRole('button', { name: 'Change Email' });
    await fill(form, 'New email', 'not-an-email');
    await form.getByText('* Invalid Email Address').waitFor();
    expect(await change.isDisabled()).toBe(true);
    await fill(form, 'New email', email.toUpperCase());
    await form.getByText('Email provided is not a new one').waitFor();
    expect(await change.isDisabled()).toBe(true);

    // The demo grower's address belongs to someone else: verify-email says so.
    await fill(form, 'New email', DEMO_ACCOUNTS.grower.email);
    await change.click();
    await form.getByText('Email has been taken', { exact: true }).waitFor();
    await toast(page, 'Update email failed because Email has been taken.');

    const newEmail = `${username}.new@farm.test`;
    await fill(form, 'New email', newEmail);
    await change.click();
    const modal = dialog(page, 'Confirm Your Updated Email');
    await modal.waitFor();
    await modal.getByText(newEmail, { exact: false }).waitFor();
    const code = await waitForCode(e2e.env.stack.url, username, ['attribute']);
    expect((await mailbox(e2e.env.stack.url, username))[0]).toMatchObject({ kind: 'attribute', email: newEmail });
    await modal.getByRole('button', { name: 'Confirm', exact: true }).click();
    await modal.getByText('Verification code is required').waitFor();
    await fill(modal, 'Verification code', code === '000000' ? '111111' : '000000');
    await modal.getByRole('button', { name: 'Confirm', exact: true }).click();
    await modal.getByRole('alert').waitFor();
    await screenshot(page, 'profile-email-code-dialog');
    await fill(modal, 'Verification code', code);
    await modal.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.locator('.toast', { hasText: 'Update was successful.' }).waitFor();
    await modal.waitFor({ state: 'detached' });
    await form.getByText(newEmail, { exact: true }).waitFor();
  });

  it('fits a phone screen (390×844) without sideways scrolling', async () => {
    const { username } = await newGrower();
    const page = await profilePage(username, { width: 390, height: 844 });
    await page.waitForFunction(() => document.querySelectorAll('.spinner').length === 0);
    await screenshot(page, 'profile-phone');
    const width = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(width.scroll).toBeLessThanOrEqual(width.client);
    await card(page, 'Password').scrollIntoViewIfNeeded();
    await screenshot(page, 'profile-phone-password');
  });
});
