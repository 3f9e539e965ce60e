import { describe, expect, it } from 'vitest';
import { adminAreaAccess, appAreaAccess } from '../../../web/src/app/routes/access';
import { SIGNED_OUT } from '../../../web/src/lib/auth/claims';
import { admin, grower } from './support/fakes';

describe('protected app area', () => {
  const now = new Date(2026, 5, 10, 23, 59, 59); // local time
  it('sends the logged-out to login', () => {
    expect(appAreaAccess(SIGNED_OUT, '/app/Home', now)).toBe('login');
  });
  it('lets a subscriber in until the start of the expiry day, local time', () => {
    const user = grower({ subscription: { type: 'full', expiredDate: '11-06-2026' } });
    expect(appAreaAccess(user, '/app/Home', now)).toBe('allow');
    expect(appAreaAccess(user, '/app/Home', new Date(2026, 5, 11, 0, 0, 0))).toBe('subscribe');
  });
  it('sends users without a subscription or with a malformed expiry to the subscription page', () => {
    expect(appAreaAccess(grower({ subscription: null }), '/app/Home', now)).toBe('subscribe');
    expect(appAreaAccess(grower({ subscription: { type: 'full', expiredDate: '2026-12-31' } }), '/app/Home', now)).toBe(
      'subscribe',
    );
  });
  it('keeps the subscription and checkout pages reachable without a subscription', () => {
    const lapsed = grower({ subscription: { type: 'lite', expiredDate: '01-01-2020' } });
    expect(appAreaAccess(lapsed, '/app/subscription', now)).toBe('allow');
    expect(appAreaAccess(lapsed, '/app/subscription/', now)).toBe('allow');
    expect(appAreaAccess(lapsed, '/app/checkout', now)).toBe('allow');
    expect(appAreaAccess(lapsed, '/app/profile', now)).toBe('subscribe');
  });
  it('lets admins pass the subscription check', () => {
    expect(appAreaAccess(admin({ subscription: null }), '/app/Home', now)).toBe('allow');
  });
});

describe('admin area', () => {
  it('is for admins only, with no subscription check', () => {
    expect(adminAreaAccess(admin({ subscription: null }))).toBe('allow');
    expect(adminAreaAccess(grower())).toBe('admins-only');
    expect(adminAreaAccess(SIGNED_OUT)).toBe('login');
  });
});
