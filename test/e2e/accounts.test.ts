/**
 * Accounts end to end: headless Chromium against the local stack —
 * real cognito-local, the real gateway, the built web app. Codes come from the dev mailbox.
 */
import { describe, expect, it } from 'vitest';
import { screenshot, waitForPath } from './support/browser';
import { useE2E } from './support/harness';
import { uniqueUsername, waitForCode } from './support/mailbox';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { dialog, fill, logIn, signUp, storedSession } from './support/ui';

const { grower } = DEMO_ACCOUNTS;
const e2e = useE2E();
const open = () => e2e.open();

describe('accounts', () => {
  it('a new user signs up, confirms with the emailed code, logs in and lands on /app/Home', async () => {
    const { page } = await open();
    const user = { username: uniqueUsername(), email: `${uniqueUsername('mail')}@farm.test`, password: 'Grower1234' };
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    const submit = page.getByRole('button', { name: 'Sign up', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    // Bad input first: the spec's messages, submit still disabled.
    await fill(page, 'Username', '9lives');
    await fill(page, 'Email', 'not-an-email');
    await fill(page, 'Password', 'weakpass');
    await fill(page, 'Confirm password', 'different');
    await page.getByText('Password does not match').waitFor();
    for (const message of [
      'Minimum 3 characters, start with letters; do not include spaces',
      'Invalid Email Address',
      'At least 8 characters with lower and upper case letters and numbers.',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await submit.isDisabled()).toBe(true);
    await screenshot(page, 'signup-validation-messages');

    await signUp(page, user);
    const modal = dialog(page, 'Confirm your account');
    await modal.waitFor();
    await modal.getByText('Register Success. Please confirm your account.').waitFor();
    await screenshot(page, 'signup-confirm-modal');
    const code = await waitForCode(e2e.env.stack.url, user.username, ['signup']);
    await fill(modal, 'Verification code', code);
    await modal.getByRole('button', { name: 'Confirm', exact: true }).click();
    await modal.getByText('Account Verified.').waitFor();
    // After 1.5 s, back to the login panel (name filled in).
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await modal.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Username', { exact: true }).inputValue()).toBe(user.username);
    await waitForPath(page, '/login');

    await fill(page, 'Password', user.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await waitForPath(page, '/app/Home');
    await page.getByText(`Hello, ${user.username}`).waitFor();
    const { storage, cookie } = await storedSession(page);
    expect(storage.userName).toBe(user.username);
    expect(storage.adminLogin).toBe('false');
    expect(JSON.parse(storage.subscription ?? 'null')).toMatchObject({
      type: 'full',
      expiredDate: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
    });
    expect(storage.id_token).toMatch(/^ey/);
    expect(cookie).toBe(storage.id_token);
  });

  it('a wrong password shows the red banner "* {message} Please try again."', async () => {
    const { page } = await open();
    await page.goto('/login');
    await logIn(page, grower.username, 'Wrong-pass1');
    const banner = page.getByRole('alert');
    await banner.waitFor();
    expect(await banner.innerText()).toMatch(/^\* \S.* Please try again\.$/);
    await screenshot(page, 'login-wrong-password');
    await waitForPath(page, '/login');
  });

  it('an unconfirmed user logging in gets the confirm modal, and confirming logs them in', async () => {
    const { page } = await open();
    const user = {
      username: uniqueUsername('late'),
      email: `${uniqueUsername('mail')}@farm.test`,
      password: 'Grower1234',
    };
    await signUp(page, user);
    const fromSignUp = dialog(page, 'Confirm your account');
    await fromSignUp.waitFor();
    // They close the modal and come back later, without confirming.
    await page.keyboard.press('Escape');
    await fromSignUp.waitFor({ state: 'detached' });
    await page.goto('/login');
    await logIn(page, user.username, user.password);
    const modal = dialog(page, 'Confirm your account');
    await modal.waitFor();
    await modal.getByText('Your account is not confirmed yet', { exact: false }).waitFor();
    // Resend: a new code, and the note that it was sent.
    const first = await waitForCode(e2e.env.stack.url, user.username, ['signup']);
    await modal.getByRole('button', { name: 'Resend code' }).click();
    await modal.getByText('New verification code has been sent.').waitFor();
    await screenshot(page, 'login-unconfirmed-modal');
    const code = await waitForCode(e2e.env.stack.url, user.username, ['resend'], first);
    await fill(modal, 'Verification code', code);
    await modal.getByRole('button', { name: 'Confirm', exact: true }).click();
    await waitForPath(page, '/app/Home');
    await page.getByText(`Hello, ${user.username}`).waitFor();
  });

  it('a forgotten password is reset with an emailed code, then the new password works', async () => {
    const { page } = await open();
    const user = {
      username: uniqueUsername('forgetful'),
      email: `${uniqueUsername('mail')}@farm.test`,
      password: 'Grower1234',
    };
    await signUp(page, user);
    const confirm = dialog(page, 'Confirm your account');
    await fill(confirm, 'Verification code', await waitForCode(e2e.env.stack.url, user.username, ['signup']));
    await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await fill(page, 'Username', user.username);
    await page.getByRole('button', { name: 'Send code' }).click();
    const modal = dialog(page, 'Choose a new password');
    await modal.waitFor();
    await page.getByText('Verification code has been sent. Please check your email.').first().waitFor();
    const code = await waitForCode(e2e.env.stack.url, user.username, ['forgot']);
    await fill(modal, 'Verification code', code);
    await fill(modal, 'New password', 'Renewed5678');
    await fill(modal, 'Confirm new password', 'Renewed5679');
    await modal.getByText('Password does not match').waitFor();
    expect(await modal.getByRole('button', { name: 'Set new password' }).isDisabled()).toBe(true);
    await fill(modal, 'Confirm new password', 'Renewed5678');
    await modal.getByRole('button', { name: 'Set new password' }).click();
    await modal.getByText('New password confirmed. Please login.').waitFor();
    await screenshot(page, 'reset-password-done');
    // After 2 s, back to login.
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

    await logIn(page, user.username, 'Grower1234');
    await page.getByRole('alert').waitFor();
    await fill(page, 'Password', 'Renewed5678');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await waitForPath(page, '/app/Home');
  });

  it('logout clears the stored session and the id_token cookie, and lands on /login', async () => {
    const { page } = await open();
    await page.goto('/login');
    await logIn(page, grower.username, grower.password);
    await waitForPath(page, '/app/Home');
    const before = await storedSession(page);
    expect(before.storage.id_token).toBeTruthy();
    expect(before.cookie).toBeTruthy();

    await page.getByRole('button', { name: `Account menu for ${grower.username}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    const after = await storedSession(page);
    expect(after.storage).toEqual({
      id_token: null,
      token: null,
      userName: null,
      adminLogin: null,
      subscription: null,
    });
    expect(after.cookie).toBeUndefined();
    // Amplify's own tokens are gone too: the protected area is closed again.
    const amplifyKeys = await page.evaluate(() =>
      Object.keys(localStorage).filter(
        (k) => k.startsWith('CognitoIdentityServiceProvider') && /idToken|accessToken|refreshToken/.test(k),
      ),
    );
    expect(amplifyKeys).toEqual([]);
    await page.goto('/app/Home');
    await waitForPath(page, '/login');
  });
});
