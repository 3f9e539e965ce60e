/**
 * The report's zone table: each zone of the field with the sensors that lie in it, then
 * 'Other Sensors' (the sensors in no zone) when there are any. The sensors offered for the
 * report are those of the ticked rows, row by row.
 */
import type { ZoneParams } from '@shared/management/views';
import type { SensorMoisture } from '@shared/readings/views';
import { OTHER_SENSORS_ID } from './limits';

export interface ReportGroup {
  id: string;
  name: string;
  crop: string;
  /** The zone's parameters; null for 'Other Sensors'. */
  zone: ZoneParams | null;
  sensors: SensorMoisture[];
}

/** `otherSensors`: the name of the group of sensors in no zone, in the person's language. */
export function reportGroups(
  zones: readonly ZoneParams[],
  sensors: readonly SensorMoisture[],
  otherSensors: string,
): ReportGroup[] {
  const known = new Set(zones.map((z) => z.id));
  const rows: ReportGroup[] = zones.map((z) => ({
    id: z.id,
    name: z.zonename,
    crop: z.croptype,
    zone: z,
    sensors: sensors.filter((s) => s.zone?.id === z.id),
  }));
  const others = sensors.filter((s) => !s.zone || !known.has(s.zone.id));
  if (others.length) rows.push({ id: OTHER_SENSORS_ID, name: otherSensors, crop: '', zone: null, sensors: others });
  return rows;
}

/** The sensors of the ticked groups, in table order. */
export const offeredSensors = (groups: readonly ReportGroup[], ticked: readonly string[]): SensorMoisture[] =>
  groups.filter((g) => ticked.includes(g.id)).flatMap((g) => g.sensors);

export const sensorLabel = (s: Pick<SensorMoisture, 'alias' | 'sensor_id'>): string =>
  s.alias && s.alias !== s.sensor_id ? `${s.alias} (${s.sensor_id})` : s.sensor_id;
