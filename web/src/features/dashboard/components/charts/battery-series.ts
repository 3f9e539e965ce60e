/** The battery chart's data: the sensor's battery voltage over time, in V with 2 decimals. */
import type { SensorMoisture } from '@shared/readings/views';
import { round2 } from '../../../../lib/chart-style';
import { describeSeries, type TimePoint } from './chart-summary';
import type { Words } from '../../../../lib/words';

/** The battery scale, volts. */
export const BATTERY_SCALE = { min: 0, max: 4 } as const;

/** Voltage points, oldest first; readings without a voltage are left out. */
export function batteryPoints(sensor: SensorMoisture | null | undefined): TimePoint[] {
  if (!sensor) return [];
  return [...sensor.moisture]
    .filter((r) => typeof r.battery_vol === 'number' && Number.isFinite(r.battery_vol))
    .sort((a, b) => a.time - b.time)
    .map((r) => ({ x: r.time, y: round2(r.battery_vol!) }));
}

/** The top of the axis: the scale's 4 V, or above it if a reading is higher. */
export const batteryAxisMax = (points: readonly TimePoint[]) =>
  Math.max(BATTERY_SCALE.max, ...points.map((p) => Math.ceil(p.y)));

export const describeBattery = (w: Words, alias: string, points: readonly TimePoint[]) =>
  w.t('dashboard.batteryOf', { sensor: alias, series: describeSeries(w, w.t('dashboard.voltage'), points, 'V', 2) });
