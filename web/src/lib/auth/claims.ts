/**
 * The auth state — {isAuthenticated, userName, userGroup, subscription} — read from
 * the ID token's claims, plus when a session counts as valid. Pure functions: no Amplify, no storage.
 */
import {
  isAdminGroups,
  parseGroups,
  primaryGroup,
  subscriptionFromClaims,
  userNameFromClaims,
  type Claims,
} from '@shared/auth-claims';
import { DEFAULT_GROUP } from '@shared/constants';
import type { Subscription } from '@shared/subscription';

export interface AuthState {
  isAuthenticated: boolean;
  userName: string | null;
  /** First group, else 'user'. */
  userGroup: string;
  subscription: Subscription | null;
  /** In the `admin` group, or the stored adminLogin flag. A UI hint: the API decides. */
  isAdmin: boolean;
}

export const SIGNED_OUT: AuthState = Object.freeze({
  isAuthenticated: false,
  userName: null,
  userGroup: DEFAULT_GROUP,
  subscription: null,
  isAdmin: false,
});

/** Decode a JWT's payload (no verification: the browser only reads its own token; the API verifies). */
export function decodeJwtPayload(token: string | null | undefined): Claims | undefined {
  const part = token?.split('.')[1];
  if (!part) return undefined;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Claims) : undefined;
  } catch {
    return undefined;
  }
}

/** When the token stops being valid, in ms since the epoch (undefined without an `exp`). */
export function tokenExpiresAt(claims: Claims | undefined): number | undefined {
  const exp = claims?.['exp'];
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
}

export function isTokenUnexpired(token: string | null | undefined, now = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(decodeJwtPayload(token));
  return expiresAt !== undefined && now < expiresAt;
}

export function authStateFromClaims(claims: Claims | undefined, opts: { adminFlag?: boolean } = {}): AuthState {
  const userName = userNameFromClaims(claims);
  if (!claims || !userName) return SIGNED_OUT;
  const groups = parseGroups(claims['cognito:groups']);
  return {
    isAuthenticated: true,
    userName,
    userGroup: primaryGroup(groups),
    subscription: subscriptionFromClaims(claims),
    isAdmin: isAdminGroups(groups) || opts.adminFlag === true,
  };
}

/** The session is valid if authenticated, or if a stored token has not expired. */
export function isSessionValid(
  state: Pick<AuthState, 'isAuthenticated'>,
  storedToken: string | null | undefined,
  now = Date.now(),
): boolean {
  return state.isAuthenticated || isTokenUnexpired(storedToken, now);
}
