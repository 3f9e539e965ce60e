/**
 * A shared farm's access follows its OWNER's subscription (a member needs no plan of their own):
 * read from the user pool, not from any token, and kept for FARM_ACCESS_CACHE_SECONDS.
 */
import { isSubscriptionValid, type Subscription } from '@shared/subscription';
import { poolSubscription } from '../aws/pool-subscription';
import { timedCache } from './cache';

const cache = timedCache<Subscription | null>();

export const ownerSubscription = (owner: string): Promise<Subscription | null> =>
  cache.get(owner, () => poolSubscription(owner));

/** A lapsed (or missing) plan leaves the farm readable by its members, and changeable by nobody. */
export const isLapsed = (subscription: Subscription | null, now = new Date()): boolean =>
  !isSubscriptionValid(subscription, { now, utc: true });

export const forgetOwnerPlans = (): void => cache.clear();
