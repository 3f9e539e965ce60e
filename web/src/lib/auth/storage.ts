/**
 * What the app keeps in the browser: local storage keys id_token, token, userName,
 * adminLogin, subscription, and the `id_token` cookie; and how logout removes them.
 */
import { ID_TOKEN_COOKIE, STORAGE_KEYS } from '@shared/constants';
import type { Subscription } from '@shared/subscription';
import { decodeJwtPayload, tokenExpiresAt, type AuthState } from './claims';

export interface StoredSession {
  idToken: string;
  /** The access token: the identity provider's own calls (e.g. email checks) take it. */
  accessToken?: string;
  state: AuthState;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled: the app still works for this page view
  }
}

const isSecureContext = () => globalThis.location?.protocol === 'https:';

/** Write the cookie so it lives exactly as long as the token. */
export function writeIdTokenCookie(idToken: string, now = Date.now()): void {
  const expiresAt = tokenExpiresAt(decodeJwtPayload(idToken));
  const maxAge = expiresAt ? Math.max(0, Math.floor((expiresAt - now) / 1000)) : undefined;
  const parts = [`${ID_TOKEN_COOKIE}=${encodeURIComponent(idToken)}`, 'Path=/', 'SameSite=Lax'];
  if (maxAge !== undefined) parts.push(`Max-Age=${maxAge}`);
  if (isSecureContext()) parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function expireIdTokenCookie(): void {
  const parts = [`${ID_TOKEN_COOKIE}=`, 'Path=/', 'SameSite=Lax', 'Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT'];
  if (isSecureContext()) parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function persistSession({ idToken, accessToken, state }: StoredSession): void {
  const s = storage();
  if (s) {
    s.setItem(STORAGE_KEYS.idToken, idToken);
    s.setItem(STORAGE_KEYS.token, accessToken ?? idToken);
    s.setItem(STORAGE_KEYS.userName, state.userName ?? '');
    s.setItem(STORAGE_KEYS.adminLogin, String(state.isAdmin));
    if (state.subscription) s.setItem(STORAGE_KEYS.subscription, JSON.stringify(state.subscription));
    else s.removeItem(STORAGE_KEYS.subscription);
  }
  writeIdTokenCookie(idToken);
}

/** Logout: remove the token, user name, admin flag, subscription and ID token; expire the cookie. */
export function clearStoredSession(): void {
  const s = storage();
  if (s) for (const key of Object.values(STORAGE_KEYS)) s.removeItem(key);
  expireIdTokenCookie();
}

export function readStoredIdToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.idToken) ?? null;
}

export function readAdminFlag(): boolean {
  return storage()?.getItem(STORAGE_KEYS.adminLogin) === 'true';
}

export function readStoredSubscription(): Subscription | null {
  const raw = storage()?.getItem(STORAGE_KEYS.subscription);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Subscription>;
    return typeof value.type === 'string' && typeof value.expiredDate === 'string'
      ? { type: value.type, expiredDate: value.expiredDate }
      : null;
  } catch {
    return null;
  }
}

/**
 * Amplify refreshes the ID token on its own (about hourly); keep the stored copy and the cookie
 * in step so calls that send cookies carry the current token.
 */
export function syncStoredIdToken(idToken: string): void {
  const s = storage();
  if (!s || s.getItem(STORAGE_KEYS.idToken) === idToken) return;
  if (!s.getItem(STORAGE_KEYS.userName)) return; // logged out meanwhile: do not resurrect the session
  s.setItem(STORAGE_KEYS.idToken, idToken);
  writeIdTokenCookie(idToken);
}
