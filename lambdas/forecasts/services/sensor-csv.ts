/**
 * `GET /api/v2/readings/{sensor_id}/csv`: the caller's sensor (404 otherwise; with `fieldId`, it
 * must be in that field), its valid readings in the range, and the saturation of the zone it lies
 * in, so the CSV's estimated rows are bounded as the depth chart and forecast views are.
 */
import type { UnitSystem } from '@shared/units/quantities';
import { refusal } from '../../platform/refusal';
import { NotFoundError } from '../../platform/errors';
import type { ReadingsStore } from '../../readings';
import { seriesOf, ownSensor, type SensorItem } from '../../sensors';
import { listZones, type ZoneItem } from '../../farms';
import { sensorCsv, validReadings } from '../../readings';
import { zoneAt, zoneSaturation } from './forecasts';

export interface SensorCsvRequest {
  sensorId: string;
  /** Epoch ms, inclusive. */
  fromMs: number;
  toMs: number;
  timeZone: string;
  /** The downloader's unit system (the depth column's unit). */
  units?: UnitSystem;
  /** When named (as the dashboard's download does), the sensor must be in this field. */
  fieldId?: string;
}

export async function sensorCsvOf(userName: string, req: SensorCsvRequest, store: ReadingsStore): Promise<string> {
  const sensor = await ownSensor(userName, req.sensorId);
  if (req.fieldId && sensor.field_id !== req.fieldId) throw new NotFoundError(refusal('refusals.sensorNotFound'));
  return csvOfSensor(sensor, await listZones(userName), req, store);
}

/**
 * The CSV of a sensor already known to be the caller's, with the caller's zones (the farm-year export reads them once).
 */
export async function csvOfSensor(
  sensor: SensorItem,
  zones: ZoneItem[],
  range: Pick<SensorCsvRequest, 'fromMs' | 'toMs' | 'timeZone' | 'units'>,
  store: ReadingsStore,
): Promise<string> {
  const readings = await validReadings(store, seriesOf(sensor), range.fromMs, range.toMs);
  const saturation = zoneSaturation(zoneAt(zones, sensor.field_id, sensor.points.coordinates));
  return sensorCsv(readings, range.timeZone, saturation, range.units);
}
