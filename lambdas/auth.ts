/**
 * Turns the claims that API Gateway's Cognito authorizer verified (or the local gateway, which
 * verifies the same way) into the caller. The user is never taken from anything the client sends.
 */
import { ADMIN_GROUP, DEFAULT_GROUP, SUBSCRIPTION_ATTRIBUTES } from '../shared/constants';
import { isSubscriptionValid, type Subscription } from '../shared/subscription';
import { ForbiddenError, PaymentRequiredError, UnauthorizedError } from './errors';
import type { Access } from './routes';

export interface Caller {
  userName: string;
  groups: string[];
  /** First group, else 'user' (spec §3 auth state). */
  group: string;
  isAdmin: boolean;
  subscription: Subscription | null;
}

export type Claims = Record<string, unknown>;

/**
 * API Gateway REST flattens `cognito:groups` into a string ("admin", "[admin, growers]" or
 * "admin,growers" depending on the path it took); tokens verified locally carry an array.
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

export function callerFromClaims(claims: Claims | undefined | null): Caller {
  const userName = claims?.['cognito:username'];
  if (typeof userName !== 'string' || !userName) throw new UnauthorizedError();
  if (claims?.['token_use'] !== undefined && claims['token_use'] !== 'id') throw new UnauthorizedError('An ID token is required.');
  const groups = parseGroups(claims['cognito:groups']);
  const level = claims[SUBSCRIPTION_ATTRIBUTES.level];
  const expiry = claims[SUBSCRIPTION_ATTRIBUTES.expiry];
  return {
    userName,
    groups,
    group: groups[0] ?? DEFAULT_GROUP,
    isAdmin: groups.includes(ADMIN_GROUP),
    subscription:
      typeof level === 'string' && level && typeof expiry === 'string' && expiry
        ? { type: level, expiredDate: expiry }
        : null,
  };
}

/** Enforce a route's access level for an already identified caller. */
export function assertAccess(access: Access, caller: Caller | null, now = new Date()): void {
  if (access === 'public' || access === 'gateway') return;
  if (!caller) throw new UnauthorizedError();
  if (access === 'admin' && !caller.isAdmin) throw new ForbiddenError('This is for administrators only.');
  if (access === 'subscriber' && !isSubscriptionValid(caller.subscription, { isAdmin: caller.isAdmin, now, utc: true })) {
    throw new PaymentRequiredError();
  }
}

/** A `userName` sent by the client must be the caller's own (admins may name anyone). */
export function assertSameUser(caller: Caller, userName: string | undefined): void {
  if (userName === undefined || userName === caller.userName || caller.isAdmin) return;
  throw new ForbiddenError('You can only act on your own account.');
}
