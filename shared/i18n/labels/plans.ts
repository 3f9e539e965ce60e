/**
 * The plans' names in the person's language (area `subscription`), for the web and for text the
 * server writes (e-mails). `planLabel` in shared/subscription stays the English name.
 */
import type { Plan } from '../../subscription';
import type { MessageKey } from '../catalogue';

export const PLAN_KEYS: Readonly<Record<Plan, MessageKey>> = {
  lite: 'subscription.planLite',
  full: 'subscription.planFull',
  pro: 'subscription.planPro',
};

/** The key of a plan named by a claim or a stored row (a plain string); undefined for a name no plan has. */
export const planKeyOf = (type: string): MessageKey | undefined =>
  Object.hasOwn(PLAN_KEYS, type) ? PLAN_KEYS[type as Plan] : undefined;
