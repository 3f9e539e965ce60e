/**
 * Changing a registration in place: only while it is still the registration that was read (its
 * owner, its creation and token) and still in the field it was read in. A plain update could
 * change a registration made meanwhile by someone else under a freed id, or undo a move another
 * request made a moment earlier.
 */
import { keys, updateWhen } from '../../platform/aws/items';
import type { SensorItem } from './sensors';

const SK = 'SENSOR';

/** Apply `changes` (a new field_id moves the GSI1 listing too); false when the registration is gone or changed. */
export function updateRegistrationIf(
  sensor: SensorItem,
  inFieldId: string,
  changes: Partial<Omit<SensorItem, 'sensor_id' | 'owner' | 'created_at' | 'registration'>>,
): Promise<boolean> {
  const set: Record<string, unknown> = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (changes.field_id)
    Object.assign(set, { GSI1PK: keys.field(changes.field_id), GSI1SK: keys.sensor(sensor.sensor_id) });
  const names: Record<string, string> = {
    '#owner': 'owner',
    '#created': 'created_at',
    '#field': 'field_id',
    '#reg': 'registration',
  };
  const values: Record<string, unknown> = {
    ':owner': sensor.owner,
    ':created': sensor.created_at,
    ':field': inFieldId,
  };
  const sets = Object.entries(set).map(([k, v], i) => {
    names[`#s${i}`] = k;
    values[`:s${i}`] = v;
    return `#s${i} = :s${i}`;
  });
  // A registration from before tokens has none: it must still have none.
  const token = sensor.registration ? '#reg = :reg' : 'attribute_not_exists(#reg)';
  if (sensor.registration) values[':reg'] = sensor.registration;
  // Nothing to set still checks the registration is there and in that field.
  const update = sets.length ? `SET ${sets.join(', ')}` : 'SET #field = :field';
  return updateWhen(keys.sensor(sensor.sensor_id), SK, {
    update,
    condition: `attribute_exists(PK) AND #owner = :owner AND #created = :created AND #field = :field AND ${token}`,
    names,
    values,
  });
}
