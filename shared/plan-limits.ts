/**
 * How many sensors a grower's plan covers, and the message that refuses one more: the same text
 * from the API and on the sensor wizard. Admins are never limited.
 */
import { SUPPORT_EMAIL } from './constants';
import { PLAN_SENSOR_LIMITS, PLANS, PURCHASABLE_PLANS, planLabel, type Plan } from './subscription';

export const isPlan = (value: unknown): value is Plan =>
  typeof value === 'string' && (PLANS as readonly string[]).includes(value);

/**
 * The plan a subscription's level names. A level the app does not know (written by hand in the
 * pool) counts as Full, the plan every account is given at sign-up, rather than locking a farm out.
 */
export const planOf = (level: string | null | undefined): Plan => (isPlan(level) ? level : 'full');

/** The next plan that covers more sensors than `plan`, or undefined for the largest. */
export function largerPlan(plan: Plan): Plan | undefined {
  return PLANS.find((p) => PLAN_SENSOR_LIMITS[p] > PLAN_SENSOR_LIMITS[plan]);
}

/** 'Your Full plan covers up to 5 sensors. The Pro plan covers up to 100: …' */
export function sensorLimitMessage(plan: Plan): string {
  const limit = PLAN_SENSOR_LIMITS[plan];
  const own = `Your ${planLabel(plan)} plan covers up to ${limit} sensor${limit === 1 ? '' : 's'}.`;
  const next = largerPlan(plan);
  if (!next) return `${own} For a larger farm, contact ${SUPPORT_EMAIL}.`;
  const how = PURCHASABLE_PLANS.includes(next)
    ? 'choose it on the Subscription page'
    : `ask ${SUPPORT_EMAIL} to grant it`;
  return `${own} The ${planLabel(next)} plan covers up to ${PLAN_SENSOR_LIMITS[next]}: ${how}.`;
}

/** True when `message` is the refusal of a sensor beyond a plan (the wizard shows it as it is). */
export const isSensorLimitMessage = (message: string): boolean => PLANS.some((p) => message === sensorLimitMessage(p));
