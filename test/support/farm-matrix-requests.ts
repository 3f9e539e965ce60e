/**
 * A valid request for every contract route with `farm`, aimed at the things of one farm (a
 * FarmThings): what the matrix sends as each caller. Typed as a record of every such route, so a
 * new farm route does not compile until it has its request here.
 */
import { buildField, buildSensorForm, buildZone, sensorId as newSensorId, squarePolygon } from './management';
import { readingRange, type FarmRouteId, type RequestBuilder } from './farm-matrix';

let n = 0;
const next = () => `${Date.now().toString(36)}${(n++).toString(36)}`;
const year = String(new Date().getUTCFullYear());

export const FARM_ROUTE_REQUESTS: Record<FarmRouteId, RequestBuilder> = {
  listFarms: async ({ caller }) => ({ form: { userName: caller.username } }),
  deleteFarm: async ({ caller, things }) => ({ params: { userName: caller.username, farmname: things.farmName } }),
  listFields: async ({ caller }) => ({ form: { userName: caller.username } }),
  listFieldsV2: async () => ({}),
  addField: async ({ caller, things }) => ({
    json: buildField({
      userName: caller.username,
      farmName: things.farmName,
      fieldName: `Added ${next()}`,
      geom: squarePolygon(things.lng, -30),
    }),
  }),
  getField: async ({ things }) => ({ params: { fieldId: await things.field() } }),
  updateField: async ({ caller, things }) => ({
    params: { fieldId: await things.field() },
    json: { userName: caller.username, fieldName: `Renamed ${next()}`, cropType: 'Corn' },
  }),
  deleteField: async ({ things }) => ({ params: { fieldId: await things.field() } }),
  sensorsByField: async ({ caller, things }) => ({
    json: { fieldId: await things.field(), username: caller.username, userName: caller.username },
  }),
  registerSensorV2: async ({ things }) => ({
    form: sensorForm(await things.field(), await things.gateway(), things.lng),
  }),
  registerSensor: async ({ things }) => ({
    form: sensorForm(await things.field(), await things.gateway(), things.lng),
  }),
  getSensor: async ({ things }) => ({ params: { sensorId: await things.sensor() } }),
  updateSensor: async ({ things }) => ({
    params: { sensorId: await things.sensor() },
    json: { alias: `Renamed ${next()}` },
  }),
  deleteSensor: async ({ things }) => ({ params: { sensorId: await things.sensor() } }),
  gatewaysOfField: async ({ caller, things }) => ({
    json: { fieldId: await things.field(), username: caller.username, userName: caller.username },
  }),
  setupGateway: async ({ things }) => ({ json: { status: 'off', gatewayIds: [await things.gateway()] } }),
  gatewaySensors: async ({ caller, things }) => ({
    json: { gatewayIds: [await things.gateway()], userName: caller.username },
  }),
  registerGateway: async () => ({ json: { gatewayId: `gw-added-${next()}`, name: 'Added gateway' } }),
  listGateways: async () => ({}),
  updateGateway: async ({ things }) => ({
    params: { gatewayId: await things.gateway() },
    json: { name: `Renamed ${next()}` },
  }),
  removeGateway: async ({ things }) => ({ params: { gatewayId: await things.gateway() } }),
  rotateGatewayCredential: async ({ things }) => ({ params: { gatewayId: await things.gateway() } }),
  lorawanDevices: async ({ things }) => ({ params: { gatewayId: await things.lorawanGateway() } }),
  sensorsOfField: async ({ things }) => ({ params: { field_id: await things.field() } }),
  moisture: async ({ things }) => ({ params: { field_id: await things.field() }, query: readingRange() }),
  pastPrediction: async ({ things }) => ({ params: { sensor_id: await things.readings() } }),
  fieldSensorMoisture: async ({ things }) => ({
    params: { field_id: await things.field(), sensor_id: await things.readings() },
    query: readingRange(),
  }),
  readingsRange: async ({ things }) => ({ params: { sensor_id: await things.readings() }, query: readingRange() }),
  latestReading: async ({ things }) => ({ params: { sensor_id: await things.readings() } }),
  readingsCsv: async ({ things }) => ({ params: { sensor_id: await things.readings() }, query: readingRange() }),
  readingLayers: async ({ things }) => ({ params: { sensor_id: await things.readings() } }),
  weatherForecast: async ({ things }) => ({ params: { field_id: await things.field() } }),
  rainfall: async ({ things }) => ({ params: { field_id: await things.field() } }),
  evaporation: async ({ things }) => ({ params: { field_id: await things.field() } }),
  listZones: async () => ({}),
  createZone: async ({ things }) => ({
    params: { id: await things.field() },
    json: buildZone({ zoneName: `Added ${next()}`, geom: things.zoneGeom }),
  }),
  updateZone: async ({ things }) => ({
    params: { id: await things.zone() },
    json: buildZone({ zoneName: `Renamed ${next()}`, geom: things.zoneGeom }),
  }),
  deleteZone: async ({ things }) => ({ params: { id: await things.zone() } }),
  zoneRecommendation: async ({ things }) => ({ params: { id: await things.zone() } }),
  listIrrigations: async ({ things }) => ({ params: { id: await things.zone() } }),
  createIrrigation: async ({ things }) => ({
    params: { id: await things.zone() },
    json: { start: Math.floor(Date.now() / 1000) - 3 * 86_400, depth_mm: 9 },
  }),
  updateIrrigation: async ({ things }) => ({
    params: { id: await things.irrigation() },
    json: { start: Math.floor(Date.now() / 1000) - 2 * 86_400, depth_mm: 15 },
  }),
  deleteIrrigation: async ({ things }) => ({ params: { id: await things.irrigation() } }),
  zoneRefillTime: async ({ things }) => ({ params: { id: await things.zone() } }),
  waterBudget: async ({ things }) => ({ params: { id: await things.zone() } }),
  soilPoints: async ({ things }) => ({ params: { id: await things.zone() } }),
  listEvents: async ({ things }) => ({ params: { id: await things.field() }, query: readingRange() }),
  rescanEvents: async ({ things }) => ({ params: { id: await things.field() }, json: {} }),
  answerEvent: async ({ things }) => ({ params: { id: await things.event() }, json: { irrigation: true } }),
  farmYearExport: async ({ things }) => ({ params: { farm_id: await things.farmId() }, query: { year } }),
  createVendorLink: async ({ things }) => ({
    json: {
      vendor: 'irrimax',
      sensorId: await things.sensor(),
      apiKey: 'irx-5b2e9d17-40c3-4f6a-b1d8-7e0a9c4f2d11',
      logger: `Logger ${next()}`,
      timeZone: 'Australia/Sydney',
    },
  }),
  listVendorLinks: async () => ({}),
  deleteVendorLink: async ({ things }) => ({ params: { linkId: await things.vendorLink() } }),
  listMembers: async ({ things }) => ({ params: { farm_id: await things.farmId() } }),
  inviteMember: async ({ things }) => ({
    params: { farm_id: await things.farmId() },
    json: { email: `invitee-${next()}@example.com`, role: 'viewer' },
  }),
  changeMemberRole: async ({ things }) => ({
    params: { farm_id: await things.farmId(), member: await things.spareMember() },
    json: { role: 'advisor' },
  }),
  removeMember: async ({ things }) => ({
    params: { farm_id: await things.farmId(), member: await things.spareMember() },
  }),
  revokeInvitation: async ({ things }) => ({
    params: { farm_id: await things.farmId(), invitation_id: await things.invitation() },
  }),
  transferFarm: async ({ things, world }) => ({
    params: { farm_id: await things.farmId() },
    json: { to: world.callers.manager.username },
  }),
  cancelTransfer: async ({ things }) => ({ params: { farm_id: await things.farmId() } }),
  listAudit: async ({ things }) => ({ params: { farm_id: await things.farmId() } }),
  listNotes: async ({ things }) => ({ params: { fieldId: await things.field() } }),
  createNote: async ({ things }) => ({
    params: { fieldId: await things.field() },
    json: { text: `Looks dry ${next()}`, zone_id: await things.zone() },
  }),
};

function sensorForm(fieldId: string, gatewayId: string, lng: number): Record<string, string> {
  return buildSensorForm(fieldId, {
    gatewayId,
    sensorId: newSensorId(),
    geom: JSON.stringify({ type: 'Point', coordinates: [lng + 0.004, -33.804] }),
  });
}
