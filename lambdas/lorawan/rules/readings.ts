/**
 * A decoded record → the moisture a Fieldwise reading holds, by measured depth.
 *
 * Depths: each value lands at the measured depth nearest its own depth within ±10 cm
 * (shared/readings/depths.ts `nearestDepth`: a DL-SMTP's 20 cm serves 10 cm when no 10 cm value
 * came, its 30, 40, 70 and 80 cm serve none). A value that serves no measured depth is not lost:
 * the uplink's Base64 payload is kept with every reading (the raw archive) and can be decoded
 * again.
 *
 * Several devices, one reading: a sensor made of devices that report at different times (three
 * LSE01 at 10, 50 and 100 cm) would otherwise store readings that each lack two depths, flagged
 * as gaps. So each reading takes, for the depths its own device did not measure, the newest
 * value another device of the sensor sent within that device's reporting interval (and a half,
 * for jitter) of the reading's time; a depth no device of the sensor serves (a DL-SMTP has no
 * 100 cm) is left null and not flagged (SensorItem.depths, the calibrator). A depth whose device
 * has been quiet longer than that stays null, a gap in that depth's line only: the reading keeps
 * the depths it has (sensors' sensorCalibrator), and the silent-sensor alert names the quiet device.
 */
import { DEPTH_CM_OF, nearestDepth, type DepthKey } from '@shared/readings/depths';
import type { RawValues } from '../../readings';
import type { DecodedRecord } from './uplink';

/** A value another reading may borrow: raw value, its time, how long it stands for its depth (ms). */
export interface DepthValue {
  v: number;
  t: number;
  w: number;
}
export type DepthValues = Partial<Record<DepthKey, DepthValue>>;

/** How long a device's value stands in for its depth, from its reporting interval (minutes). */
export const standsFor = (reportingIntervalMin: number) => Math.round(reportingIntervalMin * 1.5 * 60_000);

export interface RecordDepths {
  /** The record's moisture at each measured depth it serves (the nearest of its own depths). */
  values: Partial<Record<DepthKey, number>>;
  /** A percent value outside 0–100 or a value that is not a number: the record is out of range. */
  outOfRange: boolean;
}

/**
 * The record's moisture by measured depth. `installedCm`: where a one-depth device sits (its
 * values' own depth is then that); null for a profile probe, whose values carry their depth.
 */
export function recordDepths(record: DecodedRecord, installedCm: number | null): RecordDepths {
  const values: Partial<Record<DepthKey, number>> = {};
  const gaps: Partial<Record<DepthKey, number>> = {};
  let outOfRange = false;
  for (const m of record.moisture) {
    if (!Number.isFinite(m.value) || (m.unit === 'percent' && (m.value < 0 || m.value > 100))) {
      outOfRange = true;
      continue;
    }
    const cm = installedCm ?? m.depthCm;
    const key = nearestDepth(cm);
    if (!key) continue;
    const gap = Math.abs(cm - DEPTH_CM_OF[key]);
    if (gaps[key] === undefined || gap < gaps[key]) [values[key], gaps[key]] = [m.value, gap];
  }
  return { values, outOfRange };
}

/**
 * The raw values of a reading at `time`: the record's own depths, then for every other depth the
 * sensor serves a value another of its devices sent recently enough (`latest`), else null.
 */
export function mergedRaw(
  own: Partial<Record<DepthKey, number>>,
  time: number,
  latest: DepthValues,
  served: readonly DepthKey[],
  extra: { temperatureC?: number; batteryV?: number },
): RawValues {
  const at = (key: DepthKey): number | null => {
    if (own[key] !== undefined) return own[key];
    const other = latest[key];
    if (!served.includes(key) || !other) return null;
    return Math.abs(time - other.t) <= other.w ? other.v : null;
  };
  return {
    at10cm: at('at10cm'),
    at50cm: at('at50cm'),
    at100cm: at('at100cm'),
    temperature: finiteOrNull(extra.temperatureC),
    battery_vol: finiteOrNull(extra.batteryV),
  };
}

const finiteOrNull = (v: number | undefined) => (v !== undefined && Number.isFinite(v) ? v : null);
