/** The admin users page's search and filter: pure, so the page and its unit test agree. */
import type { AdminUserRow } from '@shared/admin/users';
import { isSubscriptionValid } from '@shared/subscription';

export const USER_FILTERS = [
  { value: 'all', label: 'All accounts' },
  { value: 'repair', label: 'Missing subscription' },
  { value: 'expired', label: 'Expired' },
  { value: 'lite', label: 'Lite' },
  { value: 'full', label: 'Full' },
  { value: 'pro', label: 'Pro' },
  { value: 'admin', label: 'Admins' },
] as const;
export type UserFilter = (typeof USER_FILTERS)[number]['value'];

const matchesFilter = (u: AdminUserRow, filter: UserFilter, now: Date): boolean => {
  switch (filter) {
    case 'all':
      return true;
    case 'repair':
      return u.missingSubscription;
    case 'expired':
      return (
        !u.isAdmin &&
        Boolean(u.plan) &&
        !isSubscriptionValid({ type: u.plan ?? '', expiredDate: u.expiry ?? '' }, { now })
      );
    case 'admin':
      return u.isAdmin;
    default:
      return u.plan === filter;
  }
};

/**
 * The rows whose name or e-mail contains the search (any case) and that pass the filter;
 * accounts missing a subscription first (they need an admin), then by name.
 */
export function filterUsers(
  rows: readonly AdminUserRow[],
  search: string,
  filter: UserFilter,
  now = new Date(),
): AdminUserRow[] {
  const q = search.trim().toLowerCase();
  return rows
    .filter(
      (u) =>
        (!q || u.userName.toLowerCase().includes(q) || (u.email ?? '').toLowerCase().includes(q)) &&
        matchesFilter(u, filter, now),
    )
    .sort(
      (a, b) => Number(b.missingSubscription) - Number(a.missingSubscription) || a.userName.localeCompare(b.userName),
    );
}

/** A plan as the page shows it: 'Pro', or the stored level as it is when the app does not know it. */
export const planText = (plan: string | null): string => (plan ? plan.charAt(0).toUpperCase() + plan.slice(1) : '—');

/** An ISO time as the page shows it, in the admin's locale; '—' when absent. */
export const whenText = (iso: string | null | undefined): string => {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(t) ? new Date(t).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' }) : '—';
};
