/**
 * THE server's route table: which handler module answers each route of the contract
 * (shared/contract). Method, path, access and error key come from the contract, so the CDK API
 * construct and the local gateway, which both read this table, route exactly what the contract
 * says. `module` names a handler module, lambdas/<domain>/handlers/<module>.ts (its domain in
 * lambda-entries.ts; one Lambda function per module in AWS);
 * `operation` names an entry of that module's `operations`.
 */
import { contract, type Access, type Contract, type ErrorKey, type HttpMethod, type RouteId } from '@shared/contract';
import type { FarmAccess } from '@shared/contract/define';
import type { GatewayKind } from '@shared/lorawan/kinds';

export type { Access, ErrorKey, HttpMethod };

export interface RouteDef {
  /** The route's id in the contract (tests' own tables may have none). */
  id?: RouteId;
  method: HttpMethod;
  /** API Gateway resource path, with `{param}` placeholders. */
  path: string;
  module: string;
  operation: string;
  access: Access;
  errorKey?: ErrorKey;
  /** Readable with a personal API key (the contract's `apiKey`). */
  apiKey?: boolean;
  /** The contract's body limit (413 above it); absent: API Gateway's own. */
  maxBodyBytes?: number;
  /** On gateway routes: the credential kind it takes (the contract's; absent: `fieldwise`). */
  gatewayKind?: GatewayKind;
  /** The contract's resource (an audit entry's "what"). */
  resource?: string;
  /** A route on a farm's things: its action and where it names its farm (the contract's `farm`). */
  farm?: FarmAccess;
}

const table = [
  { id: 'getMe', module: 'me', operation: 'getMe' },
  // The profile: read, one change per request, and whether a new email address is free.
  // Open to any signed-in user, so a grower whose subscription lapsed can still fix their details.
  { id: 'getProfile', module: 'me', operation: 'getProfile' },
  { id: 'updateProfile', module: 'me', operation: 'updateProfile' },
  { id: 'verifyEmail', module: 'me', operation: 'verifyEmail' },
  { id: 'getSettings', module: 'me', operation: 'getSettings' },
  { id: 'updateSettings', module: 'me', operation: 'updateSettings' },
  // Paying for a plan (open to a lapsed subscription: that is what it renews) and the payments made
  { id: 'squarePayment', module: 'payments', operation: 'squarePayment' },
  { id: 'listPayments', module: 'payments', operation: 'listPayments' },
  // Farms and fields
  { id: 'listFarms', module: 'farms', operation: 'listFarms' },
  { id: 'addFarm', module: 'farms', operation: 'addFarm' },
  { id: 'deleteFarm', module: 'farms', operation: 'deleteFarm' },
  { id: 'listFields', module: 'fields', operation: 'listFields' },
  { id: 'listFieldsV2', module: 'fields', operation: 'listFieldsV2' },
  { id: 'addField', module: 'fields', operation: 'addField' },
  { id: 'getField', module: 'fields', operation: 'getField' },
  { id: 'updateField', module: 'fields', operation: 'updateField' },
  { id: 'deleteField', module: 'fields', operation: 'deleteField' },
  // Sensors
  { id: 'sensorsByField', module: 'sensors', operation: 'listByField' },
  { id: 'registerSensorV2', module: 'sensors', operation: 'registerV2' },
  { id: 'registerSensor', module: 'sensors', operation: 'register' },
  { id: 'getSensor', module: 'sensors', operation: 'getSensor' },
  { id: 'updateSensor', module: 'sensors', operation: 'updateSensor' },
  { id: 'deleteSensor', module: 'sensors', operation: 'deleteSensor' },
  // Gateways: the spec's calls, then the v2 management
  { id: 'gatewaysOfField', module: 'gateways', operation: 'ofField' },
  { id: 'setupGateway', module: 'gateways', operation: 'setup' },
  { id: 'gatewaySensors', module: 'gateways', operation: 'sensors' },
  { id: 'registerGateway', module: 'gateways', operation: 'register' },
  { id: 'listGateways', module: 'gateways', operation: 'list' },
  { id: 'updateGateway', module: 'gateways', operation: 'update' },
  { id: 'removeGateway', module: 'gateways', operation: 'remove' },
  { id: 'rotateGatewayCredential', module: 'gateways', operation: 'rotateCredential' },
  // What a LoRaWAN connection heard and carries (pairing, device health)
  { id: 'lorawanDevices', module: 'lorawan-devices', operation: 'list' },
  // Readings for the dashboards (our own paths are under /api/v2/readings)
  { id: 'sensorsOfField', module: 'readings', operation: 'sensorsOfField' },
  { id: 'moisture', module: 'readings', operation: 'moisture' },
  // A sensor's past predictions: a literal segment, so matchRoute tries it before {field_id}/{sensor_id}.
  { id: 'pastPrediction', module: 'readings', operation: 'pastPrediction' },
  { id: 'fieldSensorMoisture', module: 'readings', operation: 'fieldSensorMoisture' },
  { id: 'readingsRange', module: 'readings', operation: 'range' },
  { id: 'latestReading', module: 'readings', operation: 'latest' },
  { id: 'readingsCsv', module: 'readings', operation: 'csv' },
  { id: 'readingLayers', module: 'readings', operation: 'layers' },
  // Weather at a field (cached, never the provider's key) and its daily evaporation (FAO-56 ET0)
  { id: 'weatherForecast', module: 'weather', operation: 'forecast' },
  { id: 'rainfall', module: 'weather', operation: 'rainfall' },
  { id: 'evaporation', module: 'weather', operation: 'evaporation' },
  // The admin Prediction page: any user's stored forecasts from a start time
  { id: 'listPredictions', module: 'readings', operation: 'prediction' },
  // The admin prediction page's records (a grower may ask for their own)
  { id: 'listRecords', module: 'readings', operation: 'record' },
  // Sensor readings pushed by gateways (their own credential, not a user token)
  { id: 'ingest', module: 'ingest', operation: 'ingest' },
  // Irrigation zones. POST names a field, PUT/DELETE a zone: one resource in API
  // Gateway (siblings cannot have differently named variables), so the parameter is `id`.
  { id: 'listZones', module: 'zones', operation: 'listZones' },
  { id: 'createZone', module: 'zones', operation: 'createZone' },
  { id: 'updateZone', module: 'zones', operation: 'updateZone' },
  { id: 'deleteZone', module: 'zones', operation: 'deleteZone' },
  // Irrigation advice: how much to irrigate a zone and by when (the caller's own zone)
  { id: 'zoneRecommendation', module: 'advice', operation: 'recommendation' },
  // The irrigation log of a zone: listed (with totals) and added under the zone, edited and deleted by its own id
  { id: 'listIrrigations', module: 'irrigations', operation: 'listIrrigations' },
  { id: 'createIrrigation', module: 'irrigations', operation: 'createIrrigation' },
  { id: 'updateIrrigation', module: 'irrigations', operation: 'updateIrrigation' },
  { id: 'deleteIrrigation', module: 'irrigations', operation: 'deleteIrrigation' },
  // When each depth of a zone's sensors reaches the zone's refill point, and why
  { id: 'zoneRefillTime', module: 'weather', operation: 'zoneRefillTime' },
  // What a zone's readings and weather say about its water: the weekly budget and the suggested full and refill points
  { id: 'waterBudget', module: 'zone-water', operation: 'waterBudget' },
  { id: 'soilPoints', module: 'zone-water', operation: 'soilPoints' },
  // Wetting events found in a field's readings: a range, a rescan of the whole history, and the
  // grower's answer to "Was this an irrigation?" (`id`: the field, or the event for the answer)
  { id: 'listEvents', module: 'events', operation: 'list' },
  { id: 'rescanEvents', module: 'events', operation: 'rescan' },
  { id: 'answerEvent', module: 'events', operation: 'answer' },
  // Recently deleted: what the caller deleted in the last 30 days; restore it whole or delete it for good
  { id: 'listDeleted', module: 'deleted', operation: 'list' },
  { id: 'restoreDeleted', module: 'deleted', operation: 'restore' },
  { id: 'purgeDeleted', module: 'deleted', operation: 'purge' },
  // The caller's alert preferences: channels per kind, quiet hours, field mutes
  { id: 'getPreferences', module: 'alert-preferences', operation: 'getPreferences' },
  { id: 'putPreferences', module: 'alert-preferences', operation: 'putPreferences' },
  // The grower's alert notifications (the in-app channel) and the top bar's unread count
  { id: 'listNotifications', module: 'notifications', operation: 'list' },
  { id: 'unreadNotifications', module: 'notifications', operation: 'unread' },
  { id: 'markNotificationsRead', module: 'notifications', operation: 'markRead' },
  // The admin users page: accounts, plan grants and their audit trail
  { id: 'listUsers', module: 'admin-users', operation: 'listUsers' },
  { id: 'grantPlan', module: 'admin-users', operation: 'grantPlan' },
  { id: 'listGrants', module: 'admin-users', operation: 'listGrants' },
  // Sensor calibration formulas (the admin Formula table)
  { id: 'listFormulas', module: 'sensor-formulas', operation: 'list' },
  { id: 'createFormula', module: 'sensor-formulas', operation: 'create' },
  { id: 'updateFormula', module: 'sensor-formulas', operation: 'update' },
  { id: 'removeFormula', module: 'sensor-formulas', operation: 'remove' },
  // Recomputing a sensor's readings is a job: start it (202 and the job id), then follow it
  { id: 'startRecompute', module: 'sensor-formulas', operation: 'recompute' },
  { id: 'recomputeStatus', module: 'sensor-formulas', operation: 'recomputeStatus' },
  // The caller's personal API keys (for outside programs): made (shown once), listed, revoked.
  // The account's function answers them (lambdas/accounts/handlers/api-keys.ts): the stack stays
  // under CloudFormation's 500 resources, which a function of their own would pass.
  { id: 'createApiKey', module: 'me', operation: 'createApiKey' },
  { id: 'listApiKeys', module: 'me', operation: 'listApiKeys' },
  { id: 'revokeApiKey', module: 'me', operation: 'revokeApiKey' },
  // A farm's year in one zip, a readings CSV per sensor: the readings function, which reads what it needs
  { id: 'farmYearExport', module: 'readings', operation: 'farmYearExport' },
  // LoRaWAN network servers push uplinks with a connection's credential (its kind must match the endpoint)
  { id: 'lorawanTtsUplink', module: 'lorawan', operation: 'ttsUplink' },
  { id: 'lorawanChirpstack', module: 'lorawan', operation: 'chirpstackEvent' },
  // Vendor-cloud links (IrriMAX Live, ZENTRA Cloud): made, listed, deleted; a scheduled job pulls
  // them. The sensors function answers them (lambdas/sensors/handlers/vendor-links.ts): one of
  // their own would take the stack past CloudFormation's 500 resources.
  { id: 'createVendorLink', module: 'sensors', operation: 'createVendorLink' },
  { id: 'listVendorLinks', module: 'sensors', operation: 'listVendorLinks' },
  { id: 'deleteVendorLink', module: 'sensors', operation: 'deleteVendorLink' },
  // Farm teams: the farms a user can see, members, invitations, ownership transfers, the audit log
  // and advisors' notes. The farms function answers them (lambdas/teams/handlers/): a function of
  // their own would take the stack past CloudFormation's 500 resources.
  { id: 'listMyFarms', module: 'farms', operation: 'listMyFarms' },
  { id: 'listMembers', module: 'farms', operation: 'listMembers' },
  { id: 'inviteMember', module: 'farms', operation: 'inviteMember' },
  { id: 'changeMemberRole', module: 'farms', operation: 'changeMemberRole' },
  { id: 'removeMember', module: 'farms', operation: 'removeMember' },
  { id: 'revokeInvitation', module: 'farms', operation: 'revokeInvitation' },
  { id: 'listInvitations', module: 'farms', operation: 'listInvitations' },
  { id: 'acceptInvitation', module: 'farms', operation: 'acceptInvitation' },
  { id: 'transferFarm', module: 'farms', operation: 'transferFarm' },
  { id: 'cancelTransfer', module: 'farms', operation: 'cancelTransfer' },
  { id: 'acceptTransfer', module: 'farms', operation: 'acceptTransfer' },
  { id: 'declineTransfer', module: 'farms', operation: 'declineTransfer' },
  { id: 'listAudit', module: 'farms', operation: 'listAudit' },
  { id: 'listNotes', module: 'farms', operation: 'listNotes' },
  { id: 'createNote', module: 'farms', operation: 'createNote' },
] as const satisfies readonly { id: RouteId; module: string; operation: string }[];

type TableRow = (typeof table)[number];
/** A row of the table with its contract entry's method, path, access and error key. */
export type Route = { [I in TableRow['id']]: Extract<TableRow, { id: I }> & Contract[I] }[TableRow['id']];

export const routes: readonly Route[] = table.map((row) => ({ ...contract[row.id], ...row }) as Route);

export type HandlerModuleName = Route['module'];

/** The distinct handler modules, in table order: one Lambda function each. */
export const handlerModules: HandlerModuleName[] = [...new Set(routes.map((r) => r.module))];

export function findRoute(method: string, resource: string): RouteDef | undefined {
  return (routes as readonly RouteDef[]).find((r) => r.method === method && r.path === resource);
}

const literalRank = (path: string) =>
  path
    .split('/')
    .map((p) => (p.startsWith('{') ? '1' : '0'))
    .join('');
const bySpecificity = [...(routes as readonly RouteDef[])].sort((a, b) =>
  literalRank(a.path).localeCompare(literalRank(b.path)),
);

/** Match a concrete path (`/api/field/12`) against the table; returns the route and its params. */
export function matchRoute(
  method: string,
  path: string,
): { route: RouteDef; params: Record<string, string> } | undefined {
  const segments = path.replace(/\/+$/, '').split('/');
  // A literal segment beats a placeholder in the same place (`/moisture/past-prediction/x` is
  // not field `past-prediction`), as API Gateway resolves them.
  for (const route of bySpecificity) {
    if (route.method !== method) continue;
    const pattern = route.path.replace(/\/+$/, '').split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((part, i) => {
      const seg = segments[i] ?? '';
      const m = /^\{(\w+)\}$/.exec(part);
      if (m) {
        if (!seg) return false;
        params[m[1]!] = decodeURIComponent(seg);
        return true;
      }
      return part === seg;
    });
    if (ok) return { route, params };
  }
  return undefined;
}
