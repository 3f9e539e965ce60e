/**
 * Renewing in the browser, on the local stack's sandbox payments: an expired grower is sent to
 * the subscription page, picks Full (Pro is not for sale), goes through shipping, a card the
 * sandbox form cannot tokenise (stays on the card step), the ok test card and Submit Order, and
 * lands back in the app with the new expiry on the profile and the payment in its history. A
 * declined card and a refused CVV show 'Failed Payment. …' and change nothing. Every step leaves
 * a screenshot (test-results/screenshots/checkout-*.png) at desktop and phone size; on the phone
 * nothing scrolls sideways and axe finds nothing serious.
 */
import {
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { renewedExpiry } from '@shared/payments';
import { formatExpiry } from '@shared/subscription';
import { screenshot, waitForPath } from './support/browser';
import { useE2E } from './support/harness';
import { uniqueUsername, waitForCode } from './support/mailbox';
import { fill, logIn } from './support/ui';
import { axeFindings } from './support/axe';

const PHONE = { width: 390, height: 844 };
const PASSWORD = 'Fieldwise1';
const e2e = useE2E();
let cognito: CognitoIdentityProviderClient | undefined;

afterAll(() => cognito?.destroy());

function pool(): { client: CognitoIdentityProviderClient; poolId: string } {
  const { stack } = e2e.env;
  cognito ??= new CognitoIdentityProviderClient({
    endpoint: stack.cognitoEndpoint,
    region: 'ap-southeast-2',
    credentials: stack.cognitoCredentials,
    maxAttempts: 1,
  });
  return { client: cognito, poolId: stack.userPoolId };
}

const daysFromNow = (n: number) => formatExpiry(new Date(Date.now() + n * 86_400_000), true);

/** A confirmed grower whose subscription (`level`, expiring `expiry`) the server set. */
async function grower(level: string, expiry: string): Promise<string> {
  const { client, poolId } = pool();
  const { stack } = e2e.env;
  const username = uniqueUsername();
  await client.send(
    new SignUpCommand({
      ClientId: stack.userPoolClientId,
      Username: username,
      Password: PASSWORD,
      UserAttributes: [{ Name: 'email', Value: `${username}@example.com` }],
    }),
  );
  const code = await waitForCode(stack.url, username, ['signup']);
  await client.send(
    new ConfirmSignUpCommand({ ClientId: stack.userPoolClientId, Username: username, ConfirmationCode: code }),
  );
  await client.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: poolId,
      Username: username,
      UserAttributes: [
        { Name: SUBSCRIPTION_ATTRIBUTES.level, Value: level },
        { Name: SUBSCRIPTION_ATTRIBUTES.expiry, Value: expiry },
      ],
    }),
  );
  return username;
}

async function poolSubscription(username: string) {
  const { client, poolId } = pool();
  const out = await client.send(new AdminGetUserCommand({ UserPoolId: poolId, Username: username }));
  const attr = (name: string) => out.UserAttributes?.find((a) => a.Name === name)?.Value;
  return { level: attr(SUBSCRIPTION_ATTRIBUTES.level), expiry: attr(SUBSCRIPTION_ATTRIBUTES.expiry) };
}

/** Screenshot, and on a phone: no sideways scroll and nothing serious for axe. */
async function look(page: Page, name: string, phone: boolean): Promise<void> {
  await page.waitForTimeout(150);
  await screenshot(page, `checkout-${phone ? 'phone' : 'desktop'}-${name}`);
  if (!phone) return;
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth, `${name}: page width`).toBeLessThanOrEqual(width);
  expect(await axeFindings(page), `${name}: axe`).toEqual([]);
}

/** Log in as an expired grower: the app sends them to the subscription page. */
async function expiredAt(username: string, phone: boolean): Promise<Page> {
  const { page } = await e2e.open();
  if (phone) await page.setViewportSize(PHONE);
  await page.goto('/login');
  await logIn(page, username, PASSWORD);
  await waitForPath(page, '/app/subscription');
  await page.getByRole('heading', { name: 'Subscription', level: 1 }).waitFor();
  return page;
}

async function toCardStep(page: Page, plan: 'Lite' | 'Full'): Promise<void> {
  await page.getByRole('radio', { name: new RegExp(`^${plan}`) }).check();
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await waitForPath(page, '/app/checkout');
  await page.getByRole('heading', { name: 'Shipping information' }).waitFor();
}

async function enterCard(
  page: Page,
  card: { number: string; expiry: string; cvv: string; postalCode: string },
): Promise<void> {
  await fill(page, 'Card number', card.number);
  await fill(page, 'Expiry (MM/YY)', card.expiry);
  await fill(page, 'CVV', card.cvv);
  await fill(page, 'Postcode', card.postalCode);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

const OK_CARD = { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', postalCode: '2000' };

describe.each([
  ['desktop', false],
  ['phone', true],
] as const)('checkout on %s', (_label, phone) => {
  it('an expired grower renews Full with the ok test card; the profile shows the new expiry and receipt', async () => {
    const username = await grower('lite', daysFromNow(-10));
    const page = await expiredAt(username, phone);
    await expect(
      page
        .getByText(/expired on/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole('radio', { name: /^Pro/ }).isDisabled()).resolves.toBe(true);
    await expect(page.getByText('Up to 5 sensors').isVisible()).resolves.toBe(true);
    await expect(page.getByText(/the new year starts today/).isVisible()).resolves.toBe(true);
    // The carousel can be paused, and moves on by its controls.
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    const shown = async () =>
      Number((await page.locator('.carousel__slide.is-current').getAttribute('aria-label'))?.split(' ')[0]);
    const before = await shown();
    await page.getByRole('button', { name: 'Next slide' }).click();
    await page.getByRole('group', { name: `${(before % 3) + 1} of 3` }).waitFor();
    await page.waitForTimeout(5_500);
    expect(await shown()).toBe((before % 3) + 1);
    await look(page, 'subscription', phone);

    await toCardStep(page, 'Full');
    await fill(page, 'First name', 'Jo');
    await fill(page, 'Last name', 'Grower');
    await fill(page, 'Address', '1 Canal Road');
    await fill(page, 'City', 'Griffith');
    await fill(page, 'Postcode', '2680');
    await look(page, 'step1-shipping', phone);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { name: 'Payment card' }).waitFor();
    // The local stack is the one stage that prints the test card (a unit test covers the others).
    await expect(page.getByText(/Use Square's sandbox test card 4111 1111 1111 1111/).isVisible()).resolves.toBe(true);
    await look(page, 'step2-card', phone);

    // A card that cannot be tokenised keeps the grower on the card step.
    await enterCard(page, { ...OK_CARD, number: '4111 1111 1111 1112' });
    await page.getByText(/^Tokenization failed with status Invalid/).waitFor();
    await expect(page.getByRole('heading', { name: 'Payment card' }).isVisible()).resolves.toBe(true);
    await look(page, 'step2-tokenization-failed', phone);

    await enterCard(page, OK_CARD);
    await page.getByRole('heading', { name: 'Review your order' }).waitFor();
    await expect(page.getByText('Card ending 1111').isVisible()).resolves.toBe(true);
    await expect(page.getByText('$0.00 (prices include 10% GST)').isVisible()).resolves.toBe(true);
    await look(page, 'step3-review', phone);

    const expected = renewedExpiry(daysFromNow(-10)).expiredDate;
    await page.getByRole('button', { name: 'Submit Order' }).click();
    await page.getByText('Update was successful.').waitFor();
    await expect(page.getByText(expected).first().isVisible()).resolves.toBe(true);
    await look(page, 'step4-done', phone);
    expect(await poolSubscription(username)).toEqual({ level: 'full', expiry: expected });

    // Back in the app: the refreshed session passes the subscription check.
    await page.getByRole('link', { name: 'Go to Profile' }).click();
    await waitForPath(page, '/app/profile');
    await page.getByText(expected).first().waitFor();
    const history = page.locator('section', { has: page.getByRole('heading', { name: 'Payment history' }) });
    await history.getByText('Full plan · A$399.00').waitFor();
    expect(await history.getByRole('link', { name: /^Receipt/ }).getAttribute('href')).toMatch(
      /^https:\/\/squareupsandbox\.com\/receipt\/preview\//,
    );
    await look(page, 'profile-after', phone);
    await page.goto('/app/Management/FieldManagement');
    await waitForPath(page, '/app/Management/FieldManagement');
  });

  it("a declined card and a refused CVV show 'Failed Payment. …' and change nothing", async () => {
    const expiry = daysFromNow(-3);
    const username = await grower('full', expiry);
    const page = await expiredAt(username, phone);
    await toCardStep(page, 'Lite');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await enterCard(page, { ...OK_CARD, number: '4000 0000 0000 0002' });
    await page.getByRole('button', { name: 'Submit Order' }).click();
    await page
      .getByText('Failed Payment. The card was declined. Please use another card or contact your bank.')
      .waitFor();
    await look(page, 'declined', phone);

    // Another card: back to the card step (a token is used once), then a CVV Square refuses.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await enterCard(page, { ...OK_CARD, cvv: '911' });
    await page.getByRole('button', { name: 'Submit Order' }).click();
    await page.getByText('Failed Payment. The card security code (CVV) was not accepted.').waitFor();
    await look(page, 'cvv-refused', phone);
    expect(await poolSubscription(username)).toEqual({ level: 'full', expiry });
    await page.goto('/app/Home');
    await waitForPath(page, '/app/subscription');
  });
});
