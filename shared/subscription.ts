/**
 * Subscription rules: expiry is a 'dd-mm-yyyy' string; a subscription is
 * valid strictly before midnight (local time) that starts the expiry date; admins always pass.
 */
import * as z from 'zod';

export const PLANS = ['lite', 'full', 'pro'] as const;
export type Plan = (typeof PLANS)[number];

/** A subscription as the token and the API carry it: the plan and its expiry ('dd-mm-yyyy'). */
export const subscriptionSchema = z.strictObject({
  type: z.string().describe('The plan: lite, full or pro.'),
  expiredDate: z.string().describe("The expiry, 'dd-mm-yyyy'; valid until the start of that day."),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

const EXPIRY_RE = /^(\d{2})-(\d{2})-(\d{4})$/;

/** Parse 'dd-mm-yyyy' into [year, monthIndex, day]; undefined when malformed or impossible. */
export function parseExpiry(value: string | undefined | null): [number, number, number] | undefined {
  const match = value ? EXPIRY_RE.exec(value.trim()) : null;
  if (!match) return undefined;
  const day = Number(match[1]);
  const month = Number(match[2]) - 1;
  const year = Number(match[3]);
  const probe = new Date(Date.UTC(year, month, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month || probe.getUTCDate() !== day) return undefined;
  return [year, month, day];
}

/** Format a date's local (or UTC) calendar day as 'dd-mm-yyyy'. */
export function formatExpiry(date: Date, utc = false): string {
  const d = utc ? date.getUTCDate() : date.getDate();
  const m = (utc ? date.getUTCMonth() : date.getMonth()) + 1;
  const y = utc ? date.getUTCFullYear() : date.getFullYear();
  return `${String(d).padStart(2, '0')}-${String(m).padStart(2, '0')}-${y}`;
}

/** The instant a subscription ends: midnight at the start of the expiry day, local time or UTC. */
export function expiryInstant(expiredDate: string, utc = false): Date | undefined {
  const parts = parseExpiry(expiredDate);
  if (!parts) return undefined;
  const [y, m, d] = parts;
  return utc ? new Date(Date.UTC(y, m, d)) : new Date(y, m, d);
}

/**
 * Invalid without a subscription or expiry; invalid at or after the expiry instant;
 * admins are always valid. The browser evaluates in local time; the server in UTC (it has no
 * user's time zone), which differs by at most the user's UTC offset.
 */
export function isSubscriptionValid(
  sub: Partial<Subscription> | null | undefined,
  opts: { isAdmin?: boolean; now?: Date; utc?: boolean } = {},
): boolean {
  if (opts.isAdmin) return true;
  if (!sub || !sub.type || !sub.expiredDate) return false;
  const end = expiryInstant(sub.expiredDate, opts.utc);
  if (!end) return false;
  return (opts.now ?? new Date()).getTime() < end.getTime();
}

/** Days left before expiry (0 when expired), for the profile screen. */
export function daysLeft(expiredDate: string, now = new Date()): number {
  const end = expiryInstant(expiredDate);
  if (!end) return 0;
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / 86_400_000));
}

/** Sign-up grant: level 'full', expiry one year plus one day after `now` (UTC calendar). */
export function signUpGrant(now = new Date()): { level: Plan; expiry: string } {
  const end = new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), now.getUTCDate() + 1));
  return { level: 'full', expiry: formatExpiry(end, true) };
}

/** Yearly price of each plan in whole Australian dollars, GST included; the server charges exactly this. */
export const PLAN_PRICES: Readonly<Record<Plan, number>> = { lite: 199, full: 399, pro: 599 };

/** Plans a grower can buy in the app; Pro is granted by an admin. */
export const PURCHASABLE_PLANS: readonly Plan[] = ['lite', 'full'];

/** How many sensors each plan covers: Full covers up to 5, Lite fewer, Pro a large farm. */
export const PLAN_SENSOR_LIMITS: Readonly<Record<Plan, number>> = { lite: 2, full: 5, pro: 100 };

/** The plan's display name: 'Lite', 'Full', 'Pro'. */
export function planLabel(plan: Plan): string {
  return plan.charAt(0).toUpperCase() + plan.slice(1);
}
