/**
 * Accounts in the user pool, as admins see them, and the plan grant: an admin sets a grower's
 * plan and expiry (a trial, a refund, Pro), audited with who, when, and the plan before and after.
 */
import { randomUUID } from 'node:crypto';
import type { AdminMembership, AdminUserRow, PlanGrantInput, PlanGrantRecord, PlanState } from '@shared/admin/users';
import { ADMIN_GROUP, SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { parseExpiry } from '@shared/subscription';
import { refusal } from '../../platform/refusal';
import { NotFoundError } from '../../platform/errors';
import { listPlanGrants, markPlanGrantApplied, putPlanGrant } from '../adapters/plan-grants';
import { lastSignIns } from '../adapters/sign-ins';
import { getPoolUser, listGroupMembers, listPoolUsers, setPoolUserAttributes, type PoolUser } from '../adapters/users';
import { liveSensorIds } from '../../sensors';

/** The plan an account's attributes hold; null when either attribute is missing or the expiry is unreadable. */
export function planStateOf(attributes: Record<string, string>): PlanState | null {
  const plan = attributes[SUBSCRIPTION_ATTRIBUTES.level];
  const expiry = attributes[SUBSCRIPTION_ATTRIBUTES.expiry];
  return plan && expiry && parseExpiry(expiry) ? { plan, expiry } : null;
}

/**
 * A confirmed account outside the admin group with no subscription: its sign-up grant never ran
 * (PostConfirmation failed). An unconfirmed account has none yet, rightly.
 */
export const lacksSubscription = (user: Pick<PoolUser, 'status' | 'attributes'>, isAdmin: boolean): boolean =>
  !isAdmin && user.status === 'CONFIRMED' && !planStateOf(user.attributes);

/** How many reads run at once while the list counts each account's sensors. */
const COUNT_CONCURRENCY = 8;

async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * Every account with its plan, sensors, last sign-in and farm memberships (read by the teams
 * domain, which sits above this one: the handler hands its reader in).
 */
export async function listUsers(
  membershipsOf: (userName: string) => Promise<AdminMembership[]>,
): Promise<AdminUserRow[]> {
  const [users, admins] = await Promise.all([listPoolUsers(), listGroupMembers(ADMIN_GROUP)]);
  const [signIns, counts, memberships] = await Promise.all([
    lastSignIns(users.map((u) => u.userName)),
    mapLimited(users, COUNT_CONCURRENCY, (u) => liveSensorIds(u.userName)),
    mapLimited(users, COUNT_CONCURRENCY, (u) => membershipsOf(u.userName)),
  ]);
  return users.map((u, i) => {
    const isAdmin = admins.has(u.userName);
    const state = planStateOf(u.attributes);
    return {
      userName: u.userName,
      email: u.attributes.email ?? null,
      status: u.status,
      enabled: u.enabled,
      isAdmin,
      subscription: state ? { type: state.plan, expiredDate: state.expiry } : null,
      plan: state?.plan ?? null,
      expiry: state?.expiry ?? null,
      sensors: counts[i]!.size,
      lastSignIn: signIns.get(u.userName) ?? null,
      missingSubscription: lacksSubscription(u, isAdmin),
      memberships: memberships[i]!,
    };
  });
}

/**
 * Set a user's plan and expiry. The audit record is written first, marked not yet applied, then
 * the attributes, then the mark: a crash between them leaves a visible unapplied record and
 * never an unrecorded change; the admin's retry makes a new record of its own.
 */
export async function grantPlan(
  by: string,
  userName: string,
  input: PlanGrantInput,
  now = new Date(),
): Promise<PlanGrantRecord> {
  const user = await getPoolUser(userName);
  if (!user) throw new NotFoundError(refusal('refusals.userNotFound'));
  const record: PlanGrantRecord = {
    grantId: randomUUID(),
    by,
    at: now.toISOString(),
    userName: user.userName,
    before: planStateOf(user.attributes),
    after: { plan: input.plan, expiry: input.expiry },
    applied: false,
  };
  await putPlanGrant(record);
  await setPoolUserAttributes(user.userName, {
    [SUBSCRIPTION_ATTRIBUTES.level]: input.plan,
    [SUBSCRIPTION_ATTRIBUTES.expiry]: input.expiry,
  });
  await markPlanGrantApplied(record);
  return { ...record, applied: true };
}

export const listGrants = (): Promise<PlanGrantRecord[]> => listPlanGrants();
