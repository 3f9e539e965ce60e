/**
 * Editing a sensor, and moving it to another of the owner's fields. A sensor's history is keyed
 * by its registration, not its field (readings and forecasts by its series `<id>~<token>`,
 * skill and forecast views beside its forecasts, alert states by its id), so a move changes only
 * the registration's `field_id` (with its GSI1 listing) and the fields' `sensor_ids`: everything
 * that was readable at the old field is then readable at the new one, and nothing of it at the
 * old. Zones hold no sensor list: a sensor is in the zone of its field its position lies in.
 *
 * No transactions (dynalite has none), so the writes are ordered for a crash between any two:
 *   1. the new field lists the sensor (refused once that field's delete has begun), so a delete
 *      of it finds the sensor whatever happens next;
 *   2. the registration moves, only while it is still the one read and still in the old field
 *      (a freed id re-registered by someone else, or a move made meanwhile, is left alone);
 *   3. the new field is read again: a delete that began after step 1 may have looked for the
 *      sensor before it arrived, so the move is undone and answered 404;
 *   4. the fields that list the sensor but are not its field stop listing it.
 * A crash after 1 leaves an extra listing (harmless: a listing counts only with the registration
 * in that field); after 2, the old listing, which the retry's step 4 removes, as it does on any
 * later edit. The same request twice finds the sensor moved and applies the rest again.
 */
import { nearField, sensorMoveMessages } from '@shared/management/sensor-move';
import { pointInPolygon } from '@shared/geo';
import type { UpdateSensorInput } from '@shared/management/schemas';
import type { SensorView } from '@shared/management/views';
import { refusal } from '../../platform/refusal';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors';
import {
  addFieldSensor,
  dropFieldSensor,
  getField,
  listFieldSensorIds,
  type FieldItem,
  getZone,
  ownField,
} from '../../farms';
import { updateRegistrationIf } from '../adapters/sensor-edits';
import type { SensorItem } from '../adapters/sensors';
import { ownSensor, presentSensor } from './sensors';

/** Another request changing the same sensor can make step 2 fail; after this many, give up. */
const ATTEMPTS = 4;

/** A zone the sensor is placed in: the caller's, in the sensor's field, around its position. */
async function assertInZone(
  userName: string,
  field: FieldItem,
  point: SensorItem['points'],
  zoneId: string,
): Promise<void> {
  const zone = await getZone(userName, zoneId);
  if (!zone) throw new NotFoundError(refusal('refusals.zoneNotFound'));
  if (zone.field_id !== field.field_id) throw new BadRequestError(`zone_id: ${sensorMoveMessages.zoneOfOtherField}`);
  if (!pointInPolygon(point.coordinates, zone.points.coordinates[0]!))
    throw new BadRequestError(`geom: ${sensorMoveMessages.outsideZone}`);
}

/** Step 4: no field but `fieldId` lists the sensor (read from the base table, consistently). */
async function dropOtherListings(userName: string, sensorId: string, fieldId: string): Promise<void> {
  const listed = (await listFieldSensorIds(userName)).get(sensorId) ?? new Set<string>();
  for (const other of listed) if (other !== fieldId) await dropFieldSensor(userName, other, sensorId);
}

export async function editSensor(userName: string, sensorId: string, input: UpdateSensorInput): Promise<SensorView> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const sensor = await ownSensor(userName, sensorId);
    const field = await ownField(userName, input.field_id ?? sensor.field_id);
    const moving = field.field_id !== sensor.field_id;
    const point = input.geom ?? sensor.points;
    if (moving && !nearField(point.coordinates, field.points.coordinates[0]!))
      throw new BadRequestError(`geom: ${sensorMoveMessages.far}`);
    if (input.zone_id) await assertInZone(userName, field, point, input.zone_id);
    if (moving && (field.deleting || !(await addFieldSensor(userName, field.field_id, sensorId))))
      throw new NotFoundError(refusal('refusals.fieldNotFound'));
    const changes = {
      points: input.geom,
      sleeping: input.sleeping,
      alias: input.alias,
      field_id: moving ? field.field_id : undefined,
      battery_threshold: input.battery_threshold,
    };
    if (!(await updateRegistrationIf(sensor, sensor.field_id, changes))) continue; // changed meanwhile: read it again
    const moved: SensorItem = {
      ...sensor,
      ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
    };
    if (moving) {
      const now = await getField(userName, field.field_id);
      if (!now || now.deleting) {
        // Undone whole, as a 404 promises: the registration as it was read.
        const { points, sleeping, alias, battery_threshold } = sensor;
        await updateRegistrationIf(moved, field.field_id, {
          field_id: sensor.field_id,
          points,
          sleeping,
          alias,
          battery_threshold,
        });
        await dropFieldSensor(userName, field.field_id, sensorId);
        throw new NotFoundError(refusal('refusals.fieldNotFound'));
      }
    }
    await dropOtherListings(userName, sensorId, field.field_id);
    return presentSensor(moved, field);
  }
  throw new ConflictError(refusal('refusals.sensorChangedMeanwhile'));
}
