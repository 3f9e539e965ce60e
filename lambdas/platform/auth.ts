/**
 * Turns the claims that API Gateway's Cognito authorizer verified (or the local gateway, which
 * verifies the same way) into the caller. The user is never taken from anything the client sends.
 */
import {
  isAdminGroups,
  parseGroups,
  primaryGroup,
  subscriptionFromClaims,
  userNameFromClaims,
  type Claims,
} from '@shared/auth-claims';
import { isSubscriptionValid, type Subscription } from '@shared/subscription';
import { refusal } from './refusal';
import { ForbiddenError, PaymentRequiredError, UnauthorizedError } from './errors';
import { GATEWAY_KIND_LABELS, type GatewayKind } from '@shared/lorawan/kinds';
import type { Access } from './routes';
import type { FarmRole } from '@shared/teams/roles';

export type { Claims };

/** The gateway (or LoRaWAN connection) a credential belongs to, as its authorizer verified it. */
export interface VerifiedGateway {
  gatewayId: string;
  owner: string;
  /** Which endpoints the credential is for: `fieldwise` the ingest API, the others their network server's. */
  kind: GatewayKind;
}

/**
 * The farm a request acts in when it named one (lambdas/platform/farm-access): set only on farm
 * routes, after the caller's membership was read and the role table allowed the route.
 */
export interface FarmContext {
  farmId: string;
  farmName: string;
  /** The farm's owner: `Caller.userName` is set to this, so the handlers read the owner's data. */
  owner: string;
  /** The signed-in user who made the request (the member). */
  member: string;
  role: FarmRole;
  /** The owner's subscription has lapsed: reads only. */
  readOnly: boolean;
}

export interface Caller {
  /**
   * Whose data the request reads and changes: the signed-in user, or in a shared farm the farm's
   * owner (`farm.member` is then the signed-in user).
   */
  userName: string;
  groups: string[];
  /** First group, else 'user' . */
  group: string;
  isAdmin: boolean;
  subscription: Subscription | null;
  /** When the user signed in (the token's auth_time, epoch seconds); undefined when absent. */
  authTime?: number;
  /** Set when the request came with the owner's personal API key rather than a sign-in. */
  apiKey?: { id: string; name: string };
  /** Set when the request acts in a farm by membership (owner included, when it named the farm by id). */
  farm?: FarmContext;
}

function authTimeOf(value: unknown): number | undefined {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

export function callerFromClaims(claims: Claims | undefined | null): Caller {
  const userName = userNameFromClaims(claims);
  if (!claims || !userName) throw new UnauthorizedError();
  if (claims['token_use'] !== undefined && claims['token_use'] !== 'id')
    throw new UnauthorizedError('An ID token is required.');
  const groups = parseGroups(claims['cognito:groups']);
  const authTime = authTimeOf(claims['auth_time']);
  return {
    userName,
    groups,
    group: primaryGroup(groups),
    isAdmin: isAdminGroups(groups),
    subscription: subscriptionFromClaims(claims),
    ...(authTime !== undefined ? { authTime } : {}),
  };
}

/**
 * The caller from what the authorizer verified: the Cognito authorizer's `claims`; the user-or-key
 * authorizer's context, flat (an ID token's claims, or an API key: its owner, never an admin,
 * with the subscription the pool holds now).
 */
export function callerFromAuthorizer(authorizer: Record<string, unknown> | null | undefined): Caller {
  if (authorizer?.['callerKind'] === 'apiKey') return callerFromApiKey(authorizer);
  const claims = authorizer?.['callerKind'] === 'token' ? authorizer : (authorizer?.['claims'] as Claims | undefined);
  return callerFromClaims(claims);
}

function callerFromApiKey(context: Record<string, unknown>): Caller {
  const text = (k: string) => (typeof context[k] === 'string' ? (context[k] as string) : '');
  const [owner, id, name] = [text('owner'), text('apiKeyId'), text('apiKeyName')];
  if (!owner || !id) throw new UnauthorizedError();
  const level = text('subscriptionLevel');
  const expiry = text('subscriptionExpiry');
  return {
    userName: owner,
    groups: [],
    group: primaryGroup([]),
    isAdmin: false,
    subscription: level && expiry ? { type: level, expiredDate: expiry } : null,
    apiKey: { id, name },
  };
}

/** A key reads only the GET routes its contract entry marks `apiKey`: anything else is refused as unsigned. */
export function assertApiKeyMayCall(route: { method: string; apiKey?: boolean }, caller: Caller | null): void {
  if (caller?.apiKey && !(route.apiKey === true && route.method === 'GET'))
    throw new UnauthorizedError('An API key can only read the routes marked for API keys; sign in for the rest.');
}

/** Enforce a route's access level for an already identified caller. */
export function assertAccess(access: Access, caller: Caller | null, now = new Date()): void {
  if (access === 'public' || access === 'gateway') return;
  if (!caller) throw new UnauthorizedError();
  if (access === 'admin' && !caller.isAdmin) throw new ForbiddenError(refusal('refusals.adminOnly'));
  if (
    access === 'subscriber' &&
    !isSubscriptionValid(caller.subscription, { isAdmin: caller.isAdmin, now, utc: true })
  ) {
    throw new PaymentRequiredError();
  }
}

/** A `userName` sent by the client must be the caller's own (admins may name anyone). */
export function assertSameUser(caller: Caller, userName: string | undefined): void {
  if (userName === undefined || userName === caller.userName || caller.isAdmin) return;
  // In a shared farm the client still sends its own name; the data read is the owner's (caller.userName).
  if (caller.farm && userName === caller.farm.member) return;
  throw new ForbiddenError(refusal('refusals.ownAccountOnly'));
}

/**
 * A credential works only on its own kind's endpoint: a Fieldwise gateway's on the ingest API, a
 * LoRaWAN connection's on its network server's. Refused with 401, saying which kind it is, so a
 * grower who pasted the wrong connection's credential (or the right one into the wrong server)
 * sees why.
 */
export function assertGatewayKind(gateway: VerifiedGateway, expected: GatewayKind): void {
  if (gateway.kind === expected) return;
  throw new UnauthorizedError(
    `This credential is for "${gateway.gatewayId}" (${GATEWAY_KIND_LABELS[gateway.kind]}); this endpoint takes ` +
      `a ${GATEWAY_KIND_LABELS[expected]} credential: use each credential where its connection's settings say ` +
      '(My Gateways).',
  );
}
