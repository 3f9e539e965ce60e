/**
 * What must hold for a farm to pass to one of its managers, checked when the owner offers it and
 * again when the manager accepts (things change in between): 409 naming what is wrong.
 */
import { planOf } from '@shared/plan-limits';
import { isSubscriptionValid, PLAN_SENSOR_LIMITS, planLabel } from '@shared/subscription';
import { refusal } from '../../platform/refusal';
import { ConflictError } from '../../platform/errors';
import { getItem, keys } from '../../platform/aws/items';
import { getMember } from '../../farms';
import { getSensors, liveSensorIds } from '../../sensors';
import { partitionOf } from '../adapters/farm-items';
import { farmItemsIn } from '../rules/transfer-items';
import type { People } from './people';

export interface TransferParties {
  farmId: string;
  farmName: string;
  from: string;
  to: string;
}

/** The farm's registered sensors now (a field lists a superset: the registration decides). */
async function farmSensorCount(owner: string, farmName: string): Promise<number> {
  const farm = farmItemsIn(await partitionOf(owner), farmName);
  const sensors = await getSensors([...farm.sensorIds]);
  const shared = farm.sharedGateways;
  if (shared.length)
    throw new ConflictError(refusal('refusals.transferSharedGateway', { gateways: shared.join(', ') }));
  return [...sensors.values()].filter((s) => s.owner === owner && farm.fieldIds.has(s.field_id)).length;
}

export async function assertTransferable(p: TransferParties, people: People, now = new Date()): Promise<void> {
  if (p.to === p.from) throw new ConflictError(refusal('refusals.transferOwnAlready'));
  const member = await getMember(p.farmId, p.to);
  if (member?.role !== 'manager') throw new ConflictError(refusal('refusals.transferNotManager', { to: p.to }));
  if (await getItem(keys.user(p.to), keys.farm(p.farmName)))
    throw new ConflictError(refusal('refusals.transferNameTaken', { to: p.to, farm: p.farmName }));
  const person = await people(p.to);
  if (!isSubscriptionValid(person.subscription, { now, utc: true }))
    throw new ConflictError(refusal('refusals.transferNoPlan', { to: p.to }));
  const plan = planOf(person.subscription?.type);
  const limit = PLAN_SENSOR_LIMITS[plan];
  const [theirs, farm] = await Promise.all([liveSensorIds(p.to), farmSensorCount(p.from, p.farmName)]);
  if (theirs.size + farm > limit)
    throw new ConflictError(
      refusal('refusals.transferOverPlan', {
        to: p.to,
        plan: planLabel(plan),
        limit,
        farmSensors: farm,
        total: theirs.size + farm,
      }),
    );
}
