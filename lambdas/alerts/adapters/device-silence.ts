/**
 * What the silent-sensor alert reads of a grower's LoRaWAN devices: the rows their connections
 * keep (lambdas/lorawan/adapters/device-rows.ts writes them), all of the grower's in one query
 * however many sensors and devices, only the few attributes the rule needs. Read here rather than
 * through the lorawan domain, which stores readings through ingest and so already depends on alerts.
 */
import type { DeviceSilenceLook } from '../../agronomy/alert-conditions';
import { keys, queryPrefix } from '../../platform/aws/items';

interface Row {
  dev_eui?: string;
  sensor_id?: string | null;
  device_type?: string | null;
  depth_cm?: number | null;
  last_uplink_at?: number | null;
}

/** The paired devices of an owner's sensors, by sensor id (a device only heard, paired to none, is left out). */
export async function devicesBySensor(owner: string): Promise<Map<string, DeviceSilenceLook[]>> {
  const rows = await queryPrefix<Row>(keys.user(owner), keys.deviceRowPrefix(), [
    'dev_eui',
    'sensor_id',
    'device_type',
    'depth_cm',
    'last_uplink_at',
  ]);
  const out = new Map<string, DeviceSilenceLook[]>();
  for (const r of rows) {
    if (!r.sensor_id || !r.dev_eui || !r.device_type) continue;
    const look: DeviceSilenceLook = {
      devEui: r.dev_eui,
      deviceType: r.device_type,
      depthCm: typeof r.depth_cm === 'number' ? r.depth_cm : null,
      lastUplinkAt: typeof r.last_uplink_at === 'number' ? r.last_uplink_at : null,
    };
    const list = out.get(r.sensor_id);
    if (list) list.push(look);
    else out.set(r.sensor_id, [look]);
  }
  return out;
}
