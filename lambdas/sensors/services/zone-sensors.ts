/**
 * A zone of the caller's with its field and the sensors that speak for it: the caller's sensors
 * inside the zone's outline. Another grower's zone answers as if it did not exist (404).
 */
import { pointInPolygon } from '@shared/geo';
import { zoneSystemSchema, type ZoneSystem } from '@shared/irrigation/system';
import { refusal } from '../../platform/refusal';
import { NotFoundError } from '../../platform/errors';
import type { FieldItem } from '../../farms';
import { listSensorsOfField, type SensorItem } from '../adapters/sensors';
import { getZone, type ZoneItem, ownField } from '../../farms';

export interface OwnZone {
  zone: ZoneItem;
  field: FieldItem;
  /** The caller's sensors of the zone's field inside the zone, by id. */
  inside: SensorItem[];
  /** Every one of the caller's sensors of the field, by id. */
  ofField: SensorItem[];
}

export async function ownZone(userName: string, zoneId: string): Promise<OwnZone> {
  const zone = await getZone(userName, zoneId);
  if (!zone) throw new NotFoundError(refusal('refusals.zoneNotFound'));
  const [field, sensors] = await Promise.all([ownField(userName, zone.field_id), listSensorsOfField(zone.field_id)]);
  const ofField = sensors.filter((s) => s.owner === userName).sort((a, b) => a.sensor_id.localeCompare(b.sensor_id));
  const ring = zone.points.coordinates[0]!;
  return { zone, field, inside: ofField.filter((s) => pointInPolygon(s.points.coordinates, ring)), ofField };
}

/** The zone's irrigation system and crop, when one is stored and still reads as one. */
export function zoneSystemOf(zone: ZoneItem): ZoneSystem | undefined {
  const parsed = zoneSystemSchema.safeParse((zone as { system?: unknown }).system);
  return parsed.success ? parsed.data : undefined;
}
