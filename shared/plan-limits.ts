/**
 * How many sensors a grower's plan covers, and the message that refuses one more: the same text
 * from the API and on the sensor wizard. Admins are never limited.
 */
import { SUPPORT_EMAIL } from './constants';
import { ENGLISH_MESSAGES, type MessageKey } from './i18n/catalogue';
import { translatorFor } from './i18n/translator';
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

/** The refusal of a sensor beyond a plan: which text (by the plan that covers more, if any) and its values. */
export const SENSOR_LIMIT_KEYS = [
  'refusals.sensorLimitUpgrade',
  'refusals.sensorLimitAsk',
  'refusals.sensorLimitLargest',
] as const satisfies readonly MessageKey[];
export type SensorLimitKey = (typeof SENSOR_LIMIT_KEYS)[number];

export function sensorLimitRefusal(plan: Plan): { key: SensorLimitKey; values: Record<string, string | number> } {
  const own = { plan: planLabel(plan), limit: PLAN_SENSOR_LIMITS[plan] };
  const next = largerPlan(plan);
  if (!next) return { key: 'refusals.sensorLimitLargest', values: { ...own, support: SUPPORT_EMAIL } };
  const more = { ...own, next: planLabel(next), nextLimit: PLAN_SENSOR_LIMITS[next] };
  return PURCHASABLE_PLANS.includes(next)
    ? { key: 'refusals.sensorLimitUpgrade', values: more }
    : { key: 'refusals.sensorLimitAsk', values: { ...more, support: SUPPORT_EMAIL } };
}

const ENGLISH = translatorFor('en-AU', ENGLISH_MESSAGES);

/** 'Your Full plan covers up to 5 sensors. The Pro plan covers up to 100: …' (the refusal in English). */
export function sensorLimitMessage(plan: Plan): string {
  const { key, values } = sensorLimitRefusal(plan);
  return ENGLISH.t(key, values);
}

/** True when `message` is the refusal of a sensor beyond a plan (the wizard shows it as it is). */
export const isSensorLimitMessage = (message: string): boolean => PLANS.some((p) => message === sensorLimitMessage(p));
