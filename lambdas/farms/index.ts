/**
 * Farms, fields and zones: the places a grower farms.
 * The only file other domains import: what they need of this one, by name.
 */
export { createFarm, deleteFarm, type FarmItem, getFarm, listFarms } from './adapters/farms';
export {
  addFieldSensor,
  deleteField,
  dropFieldSensor,
  type FieldItem,
  getField,
  listFieldLabels,
  listFields,
  listFieldSensorIds,
  markFieldDeleting,
} from './adapters/fields';
export {
  deleteZone,
  getZone,
  listZones,
  storedZone,
  zoneFromStored,
  type StoredZone,
  type ZoneItem,
} from './adapters/zones';
export { ownField } from './services/fields';
