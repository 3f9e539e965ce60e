/**
 * Plan limits on sensor registrations. A grower's plan covers PLAN_SENSOR_LIMITS[plan] sensors;
 * admins are not limited. The count is the user's live registrations (read consistently from
 * their fields and the registrations themselves) plus the claims of registrations under way,
 * and a claim is written only while the claims item is still at the version that was counted:
 * of two registrations racing for the last sensor one claims it, the other counts again and is
 * refused. A refusal stores nothing. Restoring sensors from Recently deleted claims the same way.
 */
import { sensorLimitRefusal } from '@shared/plan-limits';
import { PLAN_SENSOR_LIMITS, type Plan } from '@shared/subscription';
import { refusal } from '../../platform/refusal';
import { ConflictError, ForbiddenError } from '../../platform/errors';
import { listFieldSensorIds } from '../../farms';
import { getSensorQuota, writeSensorQuota, type SensorClaim } from '../adapters/sensor-quota';
import { getSensors } from '../adapters/sensors';

/** Longer than any registration can take (the function times out well before): older claims are stale. */
export const CLAIM_TTL_MS = 60_000;
const ATTEMPTS = 5;

/** The ids of the sensors registered to the user now, across their fields. */
export async function liveSensorIds(userName: string): Promise<Set<string>> {
  const listed = await listFieldSensorIds(userName);
  // A field lists a superset (an id stays listed when a registration failed half-way): the
  // registration itself says whose it is.
  const registrations = await getSensors([...listed.keys()]);
  return new Set(
    [...registrations.values()]
      .filter((s) => s.owner === userName && listed.get(s.sensor_id)?.has(s.field_id))
      .map((s) => s.sensor_id),
  );
}

/**
 * Claim a place for `sensorId` within the plan, or refuse (403, naming the plan and which plan
 * covers more). Registering an id the user holds already takes no new place.
 */
export async function claimSensorPlace(
  userName: string,
  plan: Plan,
  sensorId: string,
  now = Date.now(),
): Promise<void> {
  await claimSensorPlaces(
    userName,
    plan,
    [sensorId],
    () => {
      const { key, values } = sensorLimitRefusal(plan);
      return new ForbiddenError(refusal(key, values));
    },
    now,
  );
}

/**
 * Claim places for several sensors at once (a restore brings back a field's or farm's sensors
 * together): all of them within the plan in one conditional write, or none and `refuse(limit,
 * total)` is thrown, total being what the user would then have. Ids already live take no place.
 */
export async function claimSensorPlaces(
  userName: string,
  plan: Plan,
  sensorIds: readonly string[],
  refuse: (limit: number, total: number) => Error,
  now = Date.now(),
): Promise<void> {
  const limit = PLAN_SENSOR_LIMITS[plan];
  const mine = new Set(sensorIds);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    // The claims first, then the registrations: a claim made after this read moves the version on.
    const quota = await getSensorQuota(userName);
    const live = await liveSensorIds(userName);
    const pending = (quota?.claims ?? []).filter(
      (c) =>
        now - c.at < CLAIM_TTL_MS && c.at <= now + CLAIM_TTL_MS && !live.has(c.sensor_id) && !mine.has(c.sensor_id),
    );
    const taken = new Set([...live, ...pending.map((c) => c.sensor_id)]);
    const total = taken.size + [...mine].filter((id) => !taken.has(id)).length;
    if (total > taken.size && total > limit) throw refuse(limit, total);
    const claims: SensorClaim[] = [...pending, ...[...mine].map((sensor_id) => ({ sensor_id, at: now }))];
    if (await writeSensorQuota(userName, quota?.version ?? 0, claims)) return;
  }
  throw new ConflictError(refusal('refusals.sensorsBeingRegistered'));
}

/** Give a claim back at once when its registration failed (otherwise it lapses after CLAIM_TTL_MS). */
export async function releaseSensorPlace(userName: string, sensorId: string): Promise<void> {
  await releaseSensorPlaces(userName, [sensorId]);
}

/** Give several claims back at once (a restore that failed). */
export async function releaseSensorPlaces(userName: string, sensorIds: readonly string[]): Promise<void> {
  const ids = new Set(sensorIds);
  const quota = await getSensorQuota(userName);
  if (!quota?.claims.some((c) => ids.has(c.sensor_id))) return;
  // A failed write means another registration rewrote the claims; these then lapse on their own.
  await writeSensorQuota(
    userName,
    quota.version,
    quota.claims.filter((c) => !ids.has(c.sensor_id)),
  );
}
