/**
 * Sensors and gateways: registrations, calibration formulas, the sensor quota and readings series keys.
 * The only file other domains import: what they need of this one, by name.
 */
export {
  forgetNewest,
  type GatewayItem,
  getGateway,
  listGatewaysWithNewest,
  type NewestReading,
  recordContact,
} from './adapters/gateways';
export {
  dropPurgeMarker,
  isHeld,
  listPurgeMarkers,
  listPurgeMarkersOf,
  markForPurge,
  type PurgeMarker,
} from './adapters/purges';
export {
  createSensor,
  deleteRegistration,
  getSensor,
  getSensors,
  listSensorsOfField,
  type SensorItem,
  seriesOf,
} from './adapters/sensors';
export { sensorIdOf, type SeriesKey } from './rules/series';
export { calibrator, type Calibrator, formulaProblem, sensorCalibrator } from './services/calibration';
export { addFormula, formulaOfSensor } from './services/formulas';
export { gatewayById, noteHeardSensors } from './services/gateways';
export { claimSensorPlaces, liveSensorIds, releaseSensorPlace, releaseSensorPlaces } from './services/sensor-quota';
export {
  listFieldSensors,
  listOwnSensors,
  ownFieldSensors,
  ownSensor,
  presentSensor,
  registerSensor,
  type ReleaseHeld,
} from './services/sensors';
export { ownZone, zoneSystemOf } from './services/zone-sensors';
