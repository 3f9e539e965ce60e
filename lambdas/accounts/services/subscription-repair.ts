/**
 * The repair for accounts whose sign-up grant never ran (the PostConfirmation trigger failed):
 * every confirmed account outside the admin group without a readable subscription gets the
 * sign-up grant in the attributes it lacks. Idempotent: a second run finds nothing to do.
 */
import { ADMIN_GROUP, SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { parseExpiry, signUpGrant } from '@shared/subscription';
import { listGroupMembers, listPoolUsers, setPoolUserAttributes, type PoolUser } from '../adapters/users';
import { lacksSubscription } from './users';

export interface SubscriptionRepair {
  userName: string;
  /** The attributes written (only those that were missing or unreadable). */
  set: Record<string, string>;
}

/** What an account needs written, or undefined when it needs nothing. */
export function repairOf(
  user: Pick<PoolUser, 'userName' | 'status' | 'attributes'>,
  isAdmin: boolean,
  now = new Date(),
): SubscriptionRepair | undefined {
  if (!lacksSubscription(user, isAdmin)) return undefined;
  const grant = signUpGrant(now);
  const set: Record<string, string> = {};
  // A level an admin set is kept; only what is missing is granted.
  if (!user.attributes[SUBSCRIPTION_ATTRIBUTES.level]) set[SUBSCRIPTION_ATTRIBUTES.level] = grant.level;
  if (!parseExpiry(user.attributes[SUBSCRIPTION_ATTRIBUTES.expiry])) set[SUBSCRIPTION_ATTRIBUTES.expiry] = grant.expiry;
  return { userName: user.userName, set };
}

/** Find and (unless `dryRun`) repair every such account; answers what was (or would be) changed. */
export async function repairSubscriptions(
  opts: { dryRun?: boolean; now?: Date; log?: (line: string) => void } = {},
): Promise<SubscriptionRepair[]> {
  const log = opts.log ?? (() => {});
  const [users, admins] = await Promise.all([listPoolUsers(), listGroupMembers(ADMIN_GROUP)]);
  const repairs = users
    .map((u) => repairOf(u, admins.has(u.userName), opts.now))
    .filter((r): r is SubscriptionRepair => Boolean(r));
  for (const r of repairs) {
    const what = Object.entries(r.set)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ');
    if (!opts.dryRun) await setPoolUserAttributes(r.userName, r.set);
    log(`${opts.dryRun ? 'would set' : 'set'} ${what} for ${r.userName}`);
  }
  log(`${users.length} accounts checked; ${repairs.length} ${opts.dryRun ? 'to repair' : 'repaired'}.`);
  return repairs;
}
