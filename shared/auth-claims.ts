/**
 * Identity token claims → who the user is (name, group, subscription). The server reads the
 * claims API Gateway verified; the web app reads the same claims from its ID token. One reading
 * of groups and subscription attributes, used by both sides.
 */
import { ADMIN_GROUP, DEFAULT_GROUP, SUBSCRIPTION_ATTRIBUTES } from './constants';
import type { Subscription } from './subscription';

export type Claims = Record<string, unknown>;

/**
 * `cognito:groups` is an array in a decoded token, but API Gateway REST flattens it into a
 * string ("admin", "[admin, growers]" or "admin,growers" depending on the path it took).
 */
export function parseGroups(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  if (typeof value !== 'string') return [];
  return value
    .replace(/^\[|\]$/g, '')
    .split(/[,\s]+/)
    .map((g) => g.trim())
    .filter(Boolean);
}

/** The user's group is the first group, else 'user'. */
export const primaryGroup = (groups: readonly string[]): string => groups[0] ?? DEFAULT_GROUP;

export const isAdminGroups = (groups: readonly string[]): boolean => groups.includes(ADMIN_GROUP);

/** The subscription the server granted, from the custom attributes; null when either is missing. */
export function subscriptionFromClaims(claims: Claims | null | undefined): Subscription | null {
  const level = claims?.[SUBSCRIPTION_ATTRIBUTES.level];
  const expiry = claims?.[SUBSCRIPTION_ATTRIBUTES.expiry];
  return typeof level === 'string' && level && typeof expiry === 'string' && expiry
    ? { type: level, expiredDate: expiry }
    : null;
}

/** The user name Cognito puts in the ID token (`cognito:username`), or undefined. */
export function userNameFromClaims(claims: Claims | null | undefined): string | undefined {
  const name = claims?.['cognito:username'];
  return typeof name === 'string' && name ? name : undefined;
}
