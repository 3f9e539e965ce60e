/**
 * The admin users page end to end: an account without a subscription is flagged, the admin finds
 * a grower, grants Pro with an expiry (confirmed first), sees the grant in the audit trail, and
 * the grower sees Pro on their profile after signing in. Screenshots at desktop and 390×844.
 */
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { formatExpiry, signUpGrant } from '@shared/subscription';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { screenshot, waitForPath } from './support/browser';
import { useE2E } from './support/harness';
import { dialog, logIn, signedIn } from './support/ui';

const e2e = useE2E();
const PASSWORD = 'Fieldwise1';

/** An account made by an operator: confirmed; with `plan`, given it (as the sign-up grant would). */
async function account(username: string, plan?: 'full'): Promise<void> {
  const { stack } = e2e.env;
  const cognito = new CognitoIdentityProviderClient({
    endpoint: stack.cognitoEndpoint,
    region: 'ap-southeast-2',
    credentials: stack.cognitoCredentials,
    maxAttempts: 1,
  });
  try {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: stack.userPoolId,
        Username: username,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: PASSWORD,
        UserAttributes: [{ Name: 'email', Value: `${username}@example.com` }],
      }),
    );
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: stack.userPoolId,
        Username: username,
        Password: PASSWORD,
        Permanent: true,
      }),
    );
    if (plan) {
      const grant = signUpGrant();
      await cognito.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: stack.userPoolId,
          Username: username,
          UserAttributes: [
            { Name: SUBSCRIPTION_ATTRIBUTES.level, Value: plan },
            { Name: SUBSCRIPTION_ATTRIBUTES.expiry, Value: grant.expiry },
          ],
        }),
      );
    }
  } finally {
    cognito.destroy();
  }
}

describe('admin users page', () => {
  it('flags an account without a subscription; the admin grants a grower Pro and the grower sees it', async () => {
    await account('broken.signup');
    await account('jane.grower', 'full');
    const page = await signedIn(e2e, DEMO_ACCOUNTS.admin, '/fieldwork-admin/users');
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await page.getByText('1 account has no subscription').waitFor();
    const broken = page.getByRole('row', { name: /broken\.signup/ });
    await broken.getByText('No subscription').waitFor();
    await broken.getByRole('button', { name: 'Repair: broken.signup' }).waitFor();
    await page
      .getByRole('row', { name: /demo@fieldwise\.local/ })
      .getByText('Pro')
      .waitFor();
    await screenshot(page, 'admin-users');

    await page.getByLabel('Search').fill('JANE');
    // the header and Jane
    await expect.poll(() => page.getByRole('region', { name: 'Accounts' }).getByRole('row').count()).toBe(2);
    await page.getByRole('button', { name: 'Grant plan: jane.grower' }).click();
    const form = dialog(page, 'Plan of jane.grower');
    await form.getByText(/Now: Full until/).waitFor();
    await form.getByLabel('Plan').selectOption('pro');
    const end = new Date(Date.now() + 2 * 365 * 86_400_000);
    const expiry = formatExpiry(end);
    await form
      .getByLabel('Expiry')
      .fill(
        `${end.getFullYear()}-${String(end.getMonth() + 1).padStart(2, '0')}-${String(end.getDate()).padStart(2, '0')}`,
      );
    await form.getByRole('button', { name: 'Save' }).click();
    const confirm = dialog(page, 'Change the plan of jane.grower?');
    await confirm.getByText(`Pro until ${expiry}`).waitFor();
    await screenshot(page, 'admin-users-confirm');
    await confirm.getByRole('button', { name: 'Grant' }).click();
    await page.getByText(`jane.grower is now on Pro until ${expiry}.`).waitFor();
    const jane = page.getByRole('row', { name: /jane\.grower@example\.com/ });
    await jane.getByText(expiry).waitFor();
    const audit = page.getByRole('region', { name: 'Plan grants' });
    const grant = audit.getByRole('row', { name: /jane\.grower/ });
    await grant.getByText(`Pro until ${expiry}`).waitFor();
    await grant.getByText(/^Full until /).waitFor();
    await grant.getByText(DEMO_ACCOUNTS.admin.username, { exact: true }).waitFor();

    // At phone size, as the page opens there: rows become cards, nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('region', { name: 'Plan grants' }).getByText(`Pro until ${expiry}`).waitFor();
    await screenshot(page, 'admin-users-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The grower, signing in afterwards, is on Pro.
    const { page: grower } = await e2e.open();
    await grower.goto('/login');
    await logIn(grower, 'jane.grower', PASSWORD);
    await waitForPath(grower, '/app/Home');
    await grower.goto('/app/profile');
    await grower.getByText(expiry).first().waitFor();
    await grower.getByText('Pro', { exact: true }).first().waitFor();
  }, 180_000);
});
