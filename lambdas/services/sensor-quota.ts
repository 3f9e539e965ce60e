/**
 * Plan limits on sensor registrations. A grower's plan covers PLAN_SENSOR_LIMITS[plan] sensors;
 * admins are not limited. The count is the user's live registrations (read consistently from
 * their fields and the registrations themselves) plus the claims of registrations under way,
 * and a claim is written only while the claims item is still at the version that was counted:
 * of two registrations racing for the last sensor one claims it, the other counts again and is
 * refused. A refusal stores nothing.
 */
import { sensorLimitMessage } from '@shared/plan-limits';
import { PLAN_SENSOR_LIMITS, type Plan } from '@shared/subscription';
import { ConflictError, ForbiddenError } from '../errors';
import { listFieldSensorIds } from '../store/fields';
import { getSensorQuota, writeSensorQuota, type SensorClaim } from '../store/sensor-quota';
import { getSensors } from '../store/sensors';

/** Longer than any registration can take (the function times out well before): older claims are stale. */
export const CLAIM_TTL_MS = 60_000;
const ATTEMPTS = 5;

/** The ids of the sensors registered to the user now, across their fields. */
export async function liveSensorIds(userName: string): Promise<Set<string>> {
  const listed = await listFieldSensorIds(userName);
  // A field lists a superset (an id stays listed when a registration failed half-way): the
  // registration itself says whose it is.
  const registrations = await getSensors([...listed.keys()]);
  return new Set([...registrations.values()].filter((s) => s.owner === userName && listed.get(s.sensor_id)?.has(s.field_id)).map((s) => s.sensor_id));
}

/**
 * Claim a place for `sensorId` within the plan, or refuse (403, naming the plan and which plan
 * covers more). Registering an id the user holds already takes no new place.
 */
export async function claimSensorPlace(userName: string, plan: Plan, sensorId: string, now = Date.now()): Promise<void> {
  const limit = PLAN_SENSOR_LIMITS[plan];
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    // The claims first, then the registrations: a claim made after this read moves the version on.
    const quota = await getSensorQuota(userName);
    const live = await liveSensorIds(userName);
    const pending = (quota?.claims ?? []).filter((c) => now - c.at < CLAIM_TTL_MS && c.at <= now + CLAIM_TTL_MS && !live.has(c.sensor_id) && c.sensor_id !== sensorId);
    const taken = new Set([...live, ...pending.map((c) => c.sensor_id)]);
    if (!taken.has(sensorId) && taken.size >= limit) throw new ForbiddenError(sensorLimitMessage(plan));
    const claims: SensorClaim[] = [...pending, { sensor_id: sensorId, at: now }];
    if (await writeSensorQuota(userName, quota?.version ?? 0, claims)) return;
  }
  throw new ConflictError('Other sensors are being registered at this moment. Please try again.');
}

/** Give a claim back at once when its registration failed (otherwise it lapses after CLAIM_TTL_MS). */
export async function releaseSensorPlace(userName: string, sensorId: string): Promise<void> {
  const quota = await getSensorQuota(userName);
  if (!quota?.claims.some((c) => c.sensor_id === sensorId)) return;
  // A failed write means another registration rewrote the claims; this one then lapses on its own.
  await writeSensorQuota(userName, quota.version, quota.claims.filter((c) => c.sensor_id !== sensorId));
}
