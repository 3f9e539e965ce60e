import { describe, expect, it } from 'vitest';
import {
  authStateFromClaims,
  decodeJwtPayload,
  isSessionValid,
  isTokenUnexpired,
  SIGNED_OUT,
} from '../../../web/src/lib/auth/claims';
import { fakeIdToken } from './support/tokens';

describe('decodeJwtPayload', () => {
  it('reads a base64url payload, including non-ASCII text', () => {
    const token = fakeIdToken({ 'cognito:username': 'zoë', address: 'Wagga Wagga ✓' });
    expect(decodeJwtPayload(token)).toMatchObject({ 'cognito:username': 'zoë', address: 'Wagga Wagga ✓' });
  });
  it.each([undefined, null, '', 'not-a-jwt', 'a.b.c', 'a.W10.c' /* [] is not an object */])(
    'gives undefined for %j',
    (t) => {
      expect(decodeJwtPayload(t)).toBeUndefined();
    },
  );
});

describe('authStateFromClaims', () => {
  it('takes the user name, the first group and the subscription attributes', () => {
    const state = authStateFromClaims({
      'cognito:username': 'grower1',
      'cognito:groups': ['growers', 'admin'],
      'custom:subscription_level': 'full',
      'custom:sub_expiry_date': '23-11-2027',
    });
    expect(state).toEqual({
      isAuthenticated: true,
      userName: 'grower1',
      userGroup: 'growers',
      subscription: { type: 'full', expiredDate: '23-11-2027' },
      isAdmin: true,
    });
  });
  it("defaults the group to 'user' and the subscription to null", () => {
    expect(authStateFromClaims({ 'cognito:username': 'g' })).toMatchObject({
      userGroup: 'user',
      subscription: null,
      isAdmin: false,
    });
  });
  it('needs both subscription attributes', () => {
    expect(
      authStateFromClaims({ 'cognito:username': 'g', 'custom:subscription_level': 'full' }).subscription,
    ).toBeNull();
  });
  it('honours the stored adminLogin flag as a UI hint', () => {
    expect(authStateFromClaims({ 'cognito:username': 'g' }, { adminFlag: true }).isAdmin).toBe(true);
  });
  it('is signed out without a user name', () => {
    expect(authStateFromClaims({ 'cognito:groups': ['admin'] })).toEqual(SIGNED_OUT);
    expect(authStateFromClaims(undefined)).toEqual(SIGNED_OUT);
  });
});

describe('session validity', () => {
  const now = Date.UTC(2026, 5, 1, 12);
  it('is valid when authenticated, whatever is stored', () => {
    expect(isSessionValid({ isAuthenticated: true }, null, now)).toBe(true);
  });
  it('is valid when a stored token has not expired', () => {
    expect(isSessionValid({ isAuthenticated: false }, fakeIdToken({}, 60, now), now)).toBe(true);
  });
  it('is invalid when the stored token has expired or is missing', () => {
    expect(isSessionValid({ isAuthenticated: false }, fakeIdToken({}, -1, now), now)).toBe(false);
    expect(isSessionValid({ isAuthenticated: false }, null, now)).toBe(false);
  });
  it('treats the expiry instant itself as expired', () => {
    const token = fakeIdToken({}, 0, now);
    expect(isTokenUnexpired(token, now)).toBe(false);
    expect(isTokenUnexpired(token, now - 1000)).toBe(true);
  });
});
