// @vitest-environment jsdom
import { cleanup, render as renderBare, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SubscriptionSummary } from '../../../web/src/features/profile/components/subscription-summary';
import { TestIntl } from './support/intl';

/** Rendered in English (Australia), metric: a missing message key fails the test. */
const render = (ui: React.ReactElement) => renderBare(ui, { wrapper: TestIntl });

afterEach(cleanup);

const renderSummary = (props: Parameters<typeof SubscriptionSummary>[0]) =>
  render(
    <MemoryRouter>
      <SubscriptionSummary {...props} />
    </MemoryRouter>,
  );

describe('profile, read-only part', () => {
  it('shows the username, the expiry with days left, the plan and the renew link', () => {
    renderSummary({
      userName: 'demo',
      subscription: { type: 'full', expiredDate: '11-06-2026' },
      isAdmin: false,
      now: new Date(2026, 5, 1, 9),
    });
    expect(screen.getByText('demo')).toBeTruthy();
    expect(screen.getByText('11-06-2026')).toBeTruthy();
    expect(screen.getByText('10 days left')).toBeTruthy();
    expect(screen.getByText('Full')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Renew Subscription' }).getAttribute('href')).toBe('/app/subscription');
  });
  it('says when the subscription has expired', () => {
    renderSummary({
      userName: 'demo',
      subscription: { type: 'lite', expiredDate: '11-06-2026' },
      isAdmin: false,
      now: new Date(2026, 5, 11, 0, 0, 1),
    });
    expect(screen.getByText('Expired')).toBeTruthy();
  });
  it('explains a missing subscription for an admin', () => {
    renderSummary({ userName: 'admin', subscription: null, isAdmin: true });
    expect(screen.getByText('No subscription (administrators do not need one)')).toBeTruthy();
  });
});
