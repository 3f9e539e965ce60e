/**
 * A grower's sensor claims: one item per user, PK USER#<user> SK SENSOR_QUOTA. A registration
 * writes its claim here (with the version it read) before it registers, so two registrations
 * racing for the last sensor of a plan cannot both pass: the second one's write fails and it
 * counts again, this time seeing the first one's claim.
 */
import { getItem, keys, updateIf } from '../../platform/aws/items';

export interface SensorClaim {
  sensor_id: string;
  /** Epoch ms when the claim was made; a claim older than the registration can take is dropped. */
  at: number;
}

export interface SensorQuotaItem {
  version: number;
  claims: SensorClaim[];
}

const SK = 'SENSOR_QUOTA';

export const getSensorQuota = (userName: string) => getItem<SensorQuotaItem>(keys.user(userName), SK);

/** Replace the claims only while the item is still at `version` (0: none yet); false when it moved on. */
export const writeSensorQuota = (userName: string, version: number, claims: SensorClaim[]) =>
  updateIf(keys.user(userName), SK, {
    update: 'SET #v = :next, #c = :claims',
    condition: version === 0 ? 'attribute_not_exists(PK)' : '#v = :v',
    names: { '#v': 'version', '#c': 'claims' },
    values: { ':next': version + 1, ':claims': claims, ...(version === 0 ? {} : { ':v': version }) },
  }).then(Boolean);
