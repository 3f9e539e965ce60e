/**
 * What every vendor cloud's answer is reduced to: one reading per instant, a value per measured
 * depth (null: that depth not reported), temperature and battery voltage; and the ingest item it
 * is stored as (the wire names stay at this edge: WIRE_RAW).
 */
import { DEPTH_CM_OF, DEPTH_KEYS, nearestDepth, WIRE_RAW, type ByDepth, type DepthKey } from '@shared/readings/depths';

export interface VendorReading {
  /** UTC epoch ms. */
  time: number;
  moisture: ByDepth<number | null>;
  temperature: number | null;
  battery: number | null;
}

export const noDepths = (): ByDepth<number | null> => ({ at10cm: null, at50cm: null, at100cm: null });

/** The body item of one reading as the ingest path takes it. */
export function toIngestItem(sensorId: string, r: VendorReading): Record<string, unknown> {
  const item: Record<string, unknown> = {
    sensor_id: sensorId,
    time: r.time,
    temperature: r.temperature,
    battery_vol: r.battery,
  };
  for (const key of DEPTH_KEYS) item[WIRE_RAW[key]] = r.moisture[key];
  return item;
}

/**
 * Of several channels at their own depths, which one serves each measured depth: the nearest
 * within ±10 cm (nearestDepth), the closer of two that both could (the shallower on a tie).
 * Channels no depth takes are kept only in the vendor's own cloud.
 */
export function channelsByDepth<C extends { depthCm: number }>(channels: readonly C[]): Partial<Record<DepthKey, C>> {
  const chosen: Partial<Record<DepthKey, C>> = {};
  for (const c of channels) {
    const key = nearestDepth(c.depthCm);
    if (!key) continue;
    const known = chosen[key];
    const gap = (x: C) => Math.abs(x.depthCm - DEPTH_CM_OF[key]);
    if (!known || gap(c) < gap(known) || (gap(c) === gap(known) && c.depthCm < known.depthCm)) chosen[key] = c;
  }
  return chosen;
}
