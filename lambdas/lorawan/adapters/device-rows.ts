/**
 * What a grower's LoRaWAN connection knows of each device it heard or carries, one item each:
 *   PK USER#<owner>   SK LORAWAN#<gatewayId>#<DevEUI>   DeviceRowItem
 * Written only for the connection's owner, so one grower never sees what another's devices
 * sent. A row of a device nobody paired expires KEEP_HEARD_DAYS after it was last heard (DynamoDB
 * TTL): a connection that hears a crowd of strangers does not keep them. Updates are
 * read-modify-write guarded by `version`, so concurrent copies of an uplink lose nothing.
 */
import type { DeviceTypeId } from '@shared/lorawan/device-types';
import type { ParkedPayload } from '@shared/lorawan/views';
import { getItem, keys, putItem, queryPrefix, updateIf } from '../../platform/aws/items';
import { APP_TABLE_TTL_ATTRIBUTE } from '../../platform/aws/table-schema';
import type { Frame } from '../rules/health';

export const KEEP_HEARD_DAYS = 30;

export interface DeviceRowItem {
  dev_eui: string;
  gateway_id: string;
  /** The type its payloads look like (guessDeviceType), for pairing. */
  guessed_type: DeviceTypeId | null;
  /** Copies of its pairing (the registry item is the truth; the list checks it). */
  sensor_id: string | null;
  device_type: DeviceTypeId | null;
  depth_cm: number | null;
  last_uplink_at: number | null;
  /** The best reception of its last uplink. */
  rssi: number | null;
  snr: number | null;
  best_gateway: string | null;
  /** The session and frame counter of its last uplink (to know a copy of it). */
  last_session: string | null;
  last_fcnt: number | null;
  /** Its uplinks of the last day (bounded: rules/health.ts). */
  frames: Frame[];
  battery_v: number | null;
  battery_at: number | null;
  /** The network server's battery level (%, ChirpStack status); absent on rows written before it. */
  battery_percent?: number | null;
  battery_percent_at?: number | null;
  /** The detail's code and figures are absent on rows parked before they were kept. */
  parked: (Omit<ParkedPayload, 'detail_code' | 'detail_values'> & Partial<ParkedPayload>) | null;
  version: number;
}

const sk = keys.deviceRow;

export const emptyRow = (gatewayId: string, devEui: string): DeviceRowItem => ({
  dev_eui: devEui,
  gateway_id: gatewayId,
  guessed_type: null,
  sensor_id: null,
  device_type: null,
  depth_cm: null,
  last_uplink_at: null,
  rssi: null,
  snr: null,
  best_gateway: null,
  last_session: null,
  last_fcnt: null,
  frames: [],
  battery_v: null,
  battery_at: null,
  parked: null,
  version: 0,
});

export const getDeviceRow = (owner: string, gatewayId: string, devEui: string) =>
  getItem<DeviceRowItem & { ttl?: number }>(keys.user(owner), sk(gatewayId, devEui));

export const listDeviceRows = (owner: string, gatewayId: string) =>
  queryPrefix<DeviceRowItem>(keys.user(owner), keys.deviceRowPrefix(gatewayId));

/**
 * Attempts of a read-modify-write before it gives up. Only one device's uplinks race (copies, a
 * backlog flushed at once); each lost attempt waits a random moment that grows, so that writers
 * who collided do not collide again in step (with a fixed few attempts and no wait, the 7th of 7
 * concurrent uplinks gave up and its newer last-uplink time was lost).
 */
const ATTEMPTS = 12;
const backoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * 2 ** Math.min(attempt, 5)));

/**
 * Change a device's row with `change` (given the row as stored, or an empty one), written only
 * if nobody else changed it meanwhile (then read again and redone). `heardOnly`: the device is
 * nobody's paired device here, so the row expires unless heard again. False when it gave up.
 */
export async function changeDeviceRow(
  owner: string,
  gatewayId: string,
  devEui: string,
  change: (row: DeviceRowItem) => DeviceRowItem,
  opts: { heardOnly: boolean; now: number },
): Promise<boolean> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const stored = await getDeviceRow(owner, gatewayId, devEui);
    const { ttl: _ttl, ...before }: DeviceRowItem & { ttl?: number } = stored ?? emptyRow(gatewayId, devEui);
    const next: DeviceRowItem & { ttl?: number } = { ...change({ ...before }), version: before.version + 1 };
    if (opts.heardOnly) next.ttl = Math.ceil(opts.now / 1000) + KEEP_HEARD_DAYS * 86_400;
    const item = { PK: keys.user(owner), SK: sk(gatewayId, devEui), ...next };
    const written = stored ? await putIfVersion(item, before.version) : await putItem(item, { onlyIfNew: true });
    if (written) return true;
    await backoff(attempt);
  }
  return false;
}

/** Replace the row only while it still has `version` (TTL removed when absent from the item). */
async function putIfVersion(item: Record<string, unknown> & { PK: string; SK: string }, version: number) {
  const { PK, SK, ...attrs } = item;
  const entries = Object.entries(attrs);
  const names: Record<string, string> = { '#version': 'version', '#ttl': APP_TABLE_TTL_ATTRIBUTE };
  const values: Record<string, unknown> = { ':was': version };
  const sets = entries.map(([k, v], i) => {
    names[`#a${i}`] = k;
    values[`:v${i}`] = v;
    return `#a${i} = :v${i}`;
  });
  const removeTtl = !(APP_TABLE_TTL_ATTRIBUTE in attrs);
  return Boolean(
    await updateIf(PK, SK, {
      update: `SET ${sets.join(', ')}${removeTtl ? ' REMOVE #ttl' : ''}`,
      condition: '#version = :was',
      names: removeTtl ? names : Object.fromEntries(Object.entries(names).filter(([k]) => k !== '#ttl')),
      values,
    }),
  );
}
