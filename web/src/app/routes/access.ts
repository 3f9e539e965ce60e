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
export const SUBSCRIPTION_EXEMPT_PATHS: readonly string[] = [SUBSCRIPTION_PAGE, '/app/checkout', '/app/invitations'];

const normalise = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/**
 * /app/*: a login and a valid subscription (admins pass the subscription check). In a farm shared
 * with them a member needs no plan of their own: the farm follows its owner's (the server checks).
 * The invitations inbox is open without one, so an agronomist can join farms.
 */
export function appAreaAccess(
  auth: AuthState,
  pathname: string,
  now: Date = new Date(),
  inSharedFarm = false,
): AccessDecision {
  if (!auth.isAuthenticated) return 'login';
  if (inSharedFarm) return 'allow';
  if (isSubscriptionValid(auth.subscription, { isAdmin: auth.isAdmin, now })) return 'allow';
  const path = normalise(pathname);
  return SUBSCRIPTION_EXEMPT_PATHS.some((p) => path.toLowerCase() === p.toLowerCase()) ? 'allow' : 'subscribe';
}

/** /fieldwork-admin/*: admins only, no subscription check. */
export function adminAreaAccess(auth: AuthState): AccessDecision {
  if (!auth.isAuthenticated) return 'login';
  return auth.isAdmin ? 'allow' : 'admins-only';
}
