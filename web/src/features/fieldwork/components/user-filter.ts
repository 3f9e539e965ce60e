/** The admin users page's search and filter: pure, so the page and its unit test agree. */
import type { AdminUserRow } from '@shared/admin/users';
import type { MessageKey } from '@shared/i18n/catalogue';
import { isSubscriptionValid } from '@shared/subscription';

/** Each filter with its label's message; a plan's filter is named by the plan (planText). */
export const USER_FILTERS = [
  { value: 'all', label: 'fieldwork.usersFilterAll' },
  { value: 'repair', label: 'fieldwork.usersFilterRepair' },
  { value: 'expired', label: 'fieldwork.usersFilterExpired' },
  { value: 'lite', label: null },
  { value: 'full', label: null },
  { value: 'pro', label: null },
  { value: 'admin', label: 'fieldwork.usersFilterAdmin' },
] as const satisfies readonly { value: string; label: MessageKey | null }[];
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
