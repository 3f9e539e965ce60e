/**
 * A request that names a farm (its `farm_id` path parameter, else the x-fieldwise-farm header)
 * acts in it by membership: the member's role decides, the owner's plan decides whether anything
 * may change, and the handlers then run as the OWNER (`Caller.userName`), reading the owner's data
 * unchanged; `Caller.farm` says who really asked, in which farm, with which role.
 */
import { primaryGroup } from '@shared/auth-claims';
import type { FarmAccess } from '@shared/contract/define';
import type { Subscription } from '@shared/subscription';
import { FARM_HEADER, FARM_ID_RE } from '@shared/teams/constants';
import { can, FARM_ROLE_LABELS, FARM_ROLES, isWriteAction, type FarmAction, type FarmRole } from '@shared/teams/roles';
import { FARM_ACTION_SUMMARIES } from '@shared/teams/roles-table';
import type { Caller } from '../auth';
import { refusal } from '../refusal';
import { BadRequestError, ForbiddenError, NotFoundError, PaymentRequiredError } from '../errors';
import { membershipOf, type Membership } from './membership';
import { isLapsed, ownerSubscription } from './owner-plan';

/**
 * The farm id the request names, or undefined (the caller's own account, as before teams).
 * A farmId scope's path parameter names it when it holds a farm id; one that holds anything else
 * is one of the caller's own farms by name (the export route), so the header is not read then.
 * A header that is present but not a farm id is a 400 naming it: a client bug, never a grant.
 */
export function farmIdNamed(
  farm: FarmAccess,
  params: Readonly<Record<string, string>>,
  headers: Readonly<Record<string, string>>,
): string | undefined {
  const byPath = farm.scope.find((s) => s.kind === 'farmId' && s.in === 'params');
  if (byPath && 'name' in byPath) {
    const value = params[byPath.name];
    return value !== undefined && FARM_ID_RE.test(value) ? value : undefined;
  }
  const header = headers[FARM_HEADER];
  if (header === undefined) return undefined;
  if (!FARM_ID_RE.test(header)) throw new BadRequestError(`${FARM_HEADER}: must be a farm id (fm_…).`);
  return header;
}

/**
 * The caller acting in farm `farmId`: 404 unless a member (of a farm that still is), then the
 * rules of `callerAsMember`. The owner's plan is read only for a member who is not the owner.
 */
export async function enterFarm(
  farm: FarmAccess,
  caller: Caller,
  farmId: string,
  params: Readonly<Record<string, string>>,
  now = new Date(),
): Promise<Caller> {
  const membership = await membershipOf(farmId, caller.userName);
  if (!membership) throw new NotFoundError(refusal('refusals.farmNotFound'));
  // The owner's own token (or key) already carries their plan; a member's request reads the owner's.
  const plan = membership.owner === caller.userName ? caller.subscription : await ownerSubscription(membership.owner);
  return callerAsMember(farm, caller, membership, plan, params, now);
}

/**
 * The rules, without I/O: 403 when the role may not do the route's action (unless the route's
 * `orSelf` parameter names the caller: leaving), 402 on a change while the owner's plan has
 * lapsed (reads go on: the farm is read-only for everyone; leaving stays possible). The member's
 * own plan never matters: they act with the owner's.
 */
export function callerAsMember(
  farm: FarmAccess,
  caller: Caller,
  membership: Membership,
  ownerPlan: Subscription | null,
  params: Readonly<Record<string, string>>,
  now = new Date(),
): Caller {
  const { farmId, owner, farmName, role } = membership;
  const self = farm.orSelf !== undefined && params[farm.orSelf] === caller.userName;
  if (!self && !can(role, farm.action)) throw new ForbiddenError(roleRefusal(role, farm.action));
  const isOwner = owner === caller.userName;
  const readOnly = isLapsed(ownerPlan, now);
  if (readOnly && isWriteAction(farm.action) && !self)
    throw new PaymentRequiredError(refusal(isOwner ? 'refusals.farmReadOnlyYours' : 'refusals.farmReadOnly'));
  const context = { farmId, farmName, owner, member: caller.userName, role, readOnly };
  if (isOwner) return { ...caller, farm: context };
  // A member acts as the owner, with the owner's plan (sensor limits count against it) and no
  // privileges of their own account (an administrator's included).
  return {
    ...caller,
    userName: owner,
    groups: [],
    group: primaryGroup([]),
    isAdmin: false,
    subscription: ownerPlan,
    farm: context,
  };
}

/** "As the farm's advisor you cannot do this (create, change and delete fields and zones: owner and manager)." */
function roleRefusal(role: FarmRole, action: FarmAction): string {
  const allowed = FARM_ROLES.filter((r) => can(r, action)).map((r) => FARM_ROLE_LABELS[r].toLowerCase());
  const who = allowed.length === 1 ? `${allowed[0]} only` : `${allowed.slice(0, -1).join(', ')} and ${allowed.at(-1)}`;
  const mine = FARM_ROLE_LABELS[role].toLowerCase();
  return `As the farm's ${mine} you cannot do this (${FARM_ACTION_SUMMARIES[action]}: ${who}).`;
}
