/**
 * Who may enter which area (by sign-in, subscription validity and the admin group), as pure
 * decisions; the guard components only carry them out.
 */
import { isSubscriptionValid } from '@shared/subscription';
import type { AuthState } from '../../lib/auth/claims';

export type AccessDecision = 'allow' | 'login' | 'subscribe' | 'admins-only';

export const SUBSCRIPTION_PAGE = '/app/subscription';

/**
 * Pages a logged-in user without a valid subscription may still open: the subscription page
 * itself and checkout, without which nobody could renew.
 */
export const SUBSCRIPTION_EXEMPT_PATHS: readonly string[] = [SUBSCRIPTION_PAGE, '/app/checkout'];

const normalise = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** /app/*: a login and a valid subscription (admins pass the subscription check). */
export function appAreaAccess(auth: AuthState, pathname: string, now: Date = new Date()): AccessDecision {
  if (!auth.isAuthenticated) return 'login';
  if (isSubscriptionValid(auth.subscription, { isAdmin: auth.isAdmin, now })) return 'allow';
  const path = normalise(pathname);
  return SUBSCRIPTION_EXEMPT_PATHS.some((p) => path.toLowerCase() === p.toLowerCase()) ? 'allow' : 'subscribe';
}

/** /fieldwork-admin/*: admins only, no subscription check. */
export function adminAreaAccess(auth: AuthState): AccessDecision {
  if (!auth.isAuthenticated) return 'login';
  return auth.isAdmin ? 'allow' : 'admins-only';
}
