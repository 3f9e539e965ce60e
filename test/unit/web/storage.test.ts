// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { authStateFromClaims, decodeJwtPayload } from '../../../web/src/lib/auth/claims';
import {
  clearStoredSession,
  persistSession,
  readAdminFlag,
  readStoredIdToken,
  readStoredSubscription,
  syncStoredIdToken,
} from '../../../web/src/lib/auth/storage';
import { fakeIdToken } from './support/tokens';

const cookieValue = (name: string) =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);

describe('what the browser keeps and logout removes', () => {
  beforeEach(() => {
    localStorage.clear();
    clearStoredSession();
  });

  it('stores id_token, token, userName, adminLogin, subscription and the id_token cookie after login', () => {
    const idToken = fakeIdToken({
      'cognito:username': 'admin',
      'cognito:groups': ['admin'],
      'custom:subscription_level': 'full',
      'custom:sub_expiry_date': '01-02-2030',
    });
    const state = authStateFromClaims(decodeJwtPayload(idToken));
    persistSession({ idToken, accessToken: 'access.token.x', state });
    expect(localStorage.getItem('id_token')).toBe(idToken);
    expect(localStorage.getItem('token')).toBe('access.token.x');
    expect(localStorage.getItem('userName')).toBe('admin');
    expect(localStorage.getItem('adminLogin')).toBe('true');
    expect(JSON.parse(localStorage.getItem('subscription')!)).toEqual({ type: 'full', expiredDate: '01-02-2030' });
    expect(decodeURIComponent(cookieValue('id_token') ?? '')).toBe(idToken);
    expect(readStoredIdToken()).toBe(idToken);
    expect(readAdminFlag()).toBe(true);
    expect(readStoredSubscription()).toEqual({ type: 'full', expiredDate: '01-02-2030' });
  });

  it('removes every key and expires the cookie on logout, leaving unrelated keys alone', () => {
    const idToken = fakeIdToken({ 'cognito:username': 'demo' });
    persistSession({ idToken, state: authStateFromClaims(decodeJwtPayload(idToken)) });
    localStorage.setItem('fieldwise.sidebarOpen', 'false');
    clearStoredSession();
    for (const key of ['id_token', 'token', 'userName', 'adminLogin', 'subscription'])
      expect(localStorage.getItem(key)).toBeNull();
    expect(cookieValue('id_token')).toBeUndefined();
    expect(localStorage.getItem('fieldwise.sidebarOpen')).toBe('false');
  });

  it('follows a refreshed ID token, but never brings back a logged-out session', () => {
    const first = fakeIdToken({ 'cognito:username': 'demo' });
    persistSession({ idToken: first, state: authStateFromClaims(decodeJwtPayload(first)) });
    const refreshed = fakeIdToken({ 'cognito:username': 'demo', jti: 'refreshed' });
    syncStoredIdToken(refreshed);
    expect(readStoredIdToken()).toBe(refreshed);
    expect(decodeURIComponent(cookieValue('id_token') ?? '')).toBe(refreshed);
    clearStoredSession();
    syncStoredIdToken(first);
    expect(readStoredIdToken()).toBeNull();
    expect(cookieValue('id_token')).toBeUndefined();
  });

  it('ignores a malformed stored subscription', () => {
    localStorage.setItem('subscription', '{oops');
    expect(readStoredSubscription()).toBeNull();
  });
});
