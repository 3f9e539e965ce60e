/**
 * THE route table. The CDK API construct and the local gateway both read it, so a route exists
 * in both or in neither. `module` names a file in lambdas/handlers/ (one Lambda function per
 * module in AWS); `operation` names an entry of that module's `operations`.
 *
 * Access levels:
 * - public      no token
 * - user        a verified token (subscription not checked)
 * - subscriber  a verified token and a valid subscription (402 otherwise); admins pass
 * - admin       a verified token in the `admin` group (403 otherwise)
 * - gateway     a gateway's own ingest credential (no user token)
 *
 * `errorKey` is the property the error message travels in: the spec's older routes read `err`,
 * everything else reads `error`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Access = 'public' | 'user' | 'subscriber' | 'admin' | 'gateway';
export type ErrorKey = 'err' | 'error';

export interface RouteDef {
  method: HttpMethod;
  /** API Gateway resource path, with `{param}` placeholders. */
  path: string;
  module: string;
  operation: string;
  access: Access;
  errorKey?: ErrorKey;
}

export const routes = [
  { method: 'GET', path: '/api/me', module: 'me', operation: 'getMe', access: 'user' },
  // The profile: read, one change per request, and whether a new email address is free.
  // Open to any signed-in user, so a grower whose subscription lapsed can still fix their details.
  { method: 'GET', path: '/api/user/profile', module: 'me', operation: 'getProfile', access: 'user' },
  { method: 'PUT', path: '/api/user/profile', module: 'me', operation: 'updateProfile', access: 'user' },
  { method: 'POST', path: '/api/cognito/verify-email', module: 'me', operation: 'verifyEmail', access: 'user' },
  // Paying for a plan (open to a lapsed subscription: that is what it renews) and the payments made
  { method: 'POST', path: '/api/user/square_payment', module: 'payments', operation: 'squarePayment', access: 'user' },
  { method: 'GET', path: '/api/user/payments', module: 'payments', operation: 'listPayments', access: 'user' },
  // Farms and fields
  { method: 'POST', path: '/api/farm', module: 'farms', operation: 'listFarms', access: 'subscriber', errorKey: 'err' },
  {
    method: 'POST',
    path: '/api/farm/addFarm',
    module: 'farms',
    operation: 'addFarm',
    access: 'subscriber',
    errorKey: 'err',
  },
  {
    method: 'DELETE',
    path: '/api/farm/{userName}/{farmname}',
    module: 'farms',
    operation: 'deleteFarm',
    access: 'subscriber',
    errorKey: 'err',
  },
  {
    method: 'POST',
    path: '/api/field',
    module: 'fields',
    operation: 'listFields',
    access: 'subscriber',
    errorKey: 'err',
  },
  { method: 'GET', path: '/api/v2/field', module: 'fields', operation: 'listFieldsV2', access: 'subscriber' },
  {
    method: 'POST',
    path: '/api/field/addField',
    module: 'fields',
    operation: 'addField',
    access: 'subscriber',
    errorKey: 'err',
  },
  {
    method: 'GET',
    path: '/api/field/{fieldId}',
    module: 'fields',
    operation: 'getField',
    access: 'subscriber',
    errorKey: 'err',
  },
  {
    method: 'PUT',
    path: '/api/field/{fieldId}',
    module: 'fields',
    operation: 'updateField',
    access: 'subscriber',
    errorKey: 'err',
  },
  {
    method: 'DELETE',
    path: '/api/field/{fieldId}',
    module: 'fields',
    operation: 'deleteField',
    access: 'subscriber',
    errorKey: 'err',
  },
  // Sensors
  { method: 'POST', path: '/api/sensor/field', module: 'sensors', operation: 'listByField', access: 'subscriber' },
  {
    method: 'POST',
    path: '/api/sensor/v2/new',
    module: 'sensors',
    operation: 'registerV2',
    access: 'subscriber',
    errorKey: 'err',
  },
  {
    method: 'POST',
    path: '/api/sensor/new',
    module: 'sensors',
    operation: 'register',
    access: 'subscriber',
    errorKey: 'err',
  },
  {
    method: 'GET',
    path: '/api/sensor/{sensorId}',
    module: 'sensors',
    operation: 'getSensor',
    access: 'subscriber',
    errorKey: 'err',
  },
  {
    method: 'PUT',
    path: '/api/sensor/{sensorId}',
    module: 'sensors',
    operation: 'updateSensor',
    access: 'subscriber',
    errorKey: 'err',
  },
  {
    method: 'DELETE',
    path: '/api/sensor/{sensorId}',
    module: 'sensors',
    operation: 'deleteSensor',
    access: 'subscriber',
    errorKey: 'err',
  },
  // Gateways: the spec's calls, then the v2 management
  { method: 'POST', path: '/api/gateway/field', module: 'gateways', operation: 'ofField', access: 'subscriber' },
  { method: 'POST', path: '/api/gateway/setup', module: 'gateways', operation: 'setup', access: 'subscriber' },
  { method: 'POST', path: '/api/gateway/sensors', module: 'gateways', operation: 'sensors', access: 'subscriber' },
  { method: 'POST', path: '/api/v2/gateway', module: 'gateways', operation: 'register', access: 'subscriber' },
  { method: 'GET', path: '/api/v2/gateway', module: 'gateways', operation: 'list', access: 'subscriber' },
  { method: 'PUT', path: '/api/v2/gateway/{gatewayId}', module: 'gateways', operation: 'update', access: 'subscriber' },
  {
    method: 'DELETE',
    path: '/api/v2/gateway/{gatewayId}',
    module: 'gateways',
    operation: 'remove',
    access: 'subscriber',
  },
  {
    method: 'POST',
    path: '/api/v2/gateway/{gatewayId}/credential',
    module: 'gateways',
    operation: 'rotateCredential',
    access: 'subscriber',
  },
  // Readings for the dashboards (our own paths are under /api/v2/readings)
  {
    method: 'GET',
    path: '/api/v2/sensor/{field_id}',
    module: 'readings',
    operation: 'sensorsOfField',
    access: 'subscriber',
    errorKey: 'err',
  },
  {
    method: 'GET',
    path: '/api/v2/moisture/{field_id}',
    module: 'readings',
    operation: 'moisture',
    access: 'subscriber',
    errorKey: 'err',
  },
  // A sensor's past predictions: a literal segment, so matchRoute tries it before {field_id}/{sensor_id}.
  {
    method: 'GET',
    path: '/api/v2/moisture/past-prediction/{sensor_id}',
    module: 'readings',
    operation: 'pastPrediction',
    access: 'subscriber',
    errorKey: 'err',
  },
  {
    method: 'GET',
    path: '/api/v2/moisture/{field_id}/{sensor_id}',
    module: 'readings',
    operation: 'fieldSensorMoisture',
    access: 'subscriber',
    errorKey: 'err',
  },
  { method: 'GET', path: '/api/v2/readings/{sensor_id}', module: 'readings', operation: 'range', access: 'subscriber' },
  {
    method: 'GET',
    path: '/api/v2/readings/{sensor_id}/latest',
    module: 'readings',
    operation: 'latest',
    access: 'subscriber',
  },
  {
    method: 'GET',
    path: '/api/v2/readings/{sensor_id}/csv',
    module: 'readings',
    operation: 'csv',
    access: 'subscriber',
  },
  {
    method: 'GET',
    path: '/api/v2/readings/{sensor_id}/layers',
    module: 'readings',
    operation: 'layers',
    access: 'subscriber',
  },
  // Weather at a field (cached, never the provider's key) and its daily evaporation (FAO-56 ET0)
  {
    method: 'GET',
    path: '/api/v2/weather/{field_id}/forecast',
    module: 'weather',
    operation: 'forecast',
    access: 'subscriber',
    errorKey: 'err',
  },
  {
    method: 'GET',
    path: '/api/v2/weather/{field_id}/rainfall',
    module: 'weather',
    operation: 'rainfall',
    access: 'subscriber',
    errorKey: 'err',
  },
  {
    method: 'GET',
    path: '/api/v2/evaporation/{field_id}',
    module: 'weather',
    operation: 'evaporation',
    access: 'subscriber',
    errorKey: 'err',
  },
  // The admin Prediction page: any user's stored forecasts from a start time
  { method: 'GET', path: '/api/v2/prediction', module: 'readings', operation: 'prediction', access: 'admin' },
  // The admin prediction page's records (a grower may ask for their own)
  { method: 'GET', path: '/api/record', module: 'readings', operation: 'record', access: 'subscriber' },
  // Sensor readings pushed by gateways (their own credential, not a user token)
  { method: 'POST', path: '/api/v2/ingest', module: 'ingest', operation: 'ingest', access: 'gateway' },
  // Irrigation zones. POST names a field, PUT/DELETE a zone: one resource in API
  // Gateway (siblings cannot have differently named variables), so the parameter is `id`.
  {
    method: 'GET',
    path: '/api/v2/zone',
    module: 'zones',
    operation: 'listZones',
    access: 'subscriber',
    errorKey: 'err',
  },
  {
    method: 'POST',
    path: '/api/v2/zone/{id}',
    module: 'zones',
    operation: 'createZone',
    access: 'subscriber',
    errorKey: 'err',
  },
  {
    method: 'PUT',
    path: '/api/v2/zone/{id}',
    module: 'zones',
    operation: 'updateZone',
    access: 'subscriber',
    errorKey: 'err',
  },
  {
    method: 'DELETE',
    path: '/api/v2/zone/{id}',
    module: 'zones',
    operation: 'deleteZone',
    access: 'subscriber',
    errorKey: 'err',
  },
  // Irrigation advice: how much to irrigate a zone and by when (the caller's own zone)
  {
    method: 'GET',
    path: '/api/v2/zone/{id}/recommendation',
    module: 'advice',
    operation: 'recommendation',
    access: 'subscriber',
  },
  // The irrigation log of a zone: listed (with totals) and added under the zone, edited and deleted by its own id
  {
    method: 'GET',
    path: '/api/v2/zone/{id}/irrigations',
    module: 'irrigations',
    operation: 'listIrrigations',
    access: 'subscriber',
  },
  {
    method: 'POST',
    path: '/api/v2/zone/{id}/irrigations',
    module: 'irrigations',
    operation: 'createIrrigation',
    access: 'subscriber',
  },
  {
    method: 'PUT',
    path: '/api/v2/irrigations/{id}',
    module: 'irrigations',
    operation: 'updateIrrigation',
    access: 'subscriber',
  },
  {
    method: 'DELETE',
    path: '/api/v2/irrigations/{id}',
    module: 'irrigations',
    operation: 'deleteIrrigation',
    access: 'subscriber',
  },
  // When each depth of a zone's sensors reaches the zone's refill point, and why
  {
    method: 'GET',
    path: '/api/v2/zone/{id}/refill-time',
    module: 'weather',
    operation: 'zoneRefillTime',
    access: 'subscriber',
  },
  // What a zone's readings and weather say about its water: the weekly budget and the suggested full and refill points
  {
    method: 'GET',
    path: '/api/v2/zone/{id}/water-budget',
    module: 'zone-water',
    operation: 'waterBudget',
    access: 'subscriber',
  },
  {
    method: 'GET',
    path: '/api/v2/zone/{id}/soil-points',
    module: 'zone-water',
    operation: 'soilPoints',
    access: 'subscriber',
  },
  // Wetting events found in a field's readings: a range, a rescan of the whole history, and the
  // grower's answer to "Was this an irrigation?" (`id`: the field, or the event for the answer)
  { method: 'GET', path: '/api/v2/events/{id}', module: 'events', operation: 'list', access: 'subscriber' },
  { method: 'POST', path: '/api/v2/events/{id}/rescan', module: 'events', operation: 'rescan', access: 'subscriber' },
  { method: 'POST', path: '/api/v2/events/{id}/answer', module: 'events', operation: 'answer', access: 'subscriber' },
  // Recently deleted: what the caller deleted in the last 30 days; restore it whole or delete it for good
  { method: 'GET', path: '/api/v2/deleted', module: 'deleted', operation: 'list', access: 'subscriber' },
  {
    method: 'POST',
    path: '/api/v2/deleted/{kind}/{id}/restore',
    module: 'deleted',
    operation: 'restore',
    access: 'subscriber',
  },
  {
    method: 'DELETE',
    path: '/api/v2/deleted/{kind}/{id}',
    module: 'deleted',
    operation: 'purge',
    access: 'subscriber',
  },
  // The caller's alert preferences: channels per kind, quiet hours, field mutes
  {
    method: 'GET',
    path: '/api/v2/alerts/preferences',
    module: 'alert-preferences',
    operation: 'getPreferences',
    access: 'subscriber',
  },
  {
    method: 'PUT',
    path: '/api/v2/alerts/preferences',
    module: 'alert-preferences',
    operation: 'putPreferences',
    access: 'subscriber',
  },
  // The grower's alert notifications (the in-app channel) and the top bar's unread count
  { method: 'GET', path: '/api/v2/notifications', module: 'notifications', operation: 'list', access: 'subscriber' },
  {
    method: 'GET',
    path: '/api/v2/notifications/unread',
    module: 'notifications',
    operation: 'unread',
    access: 'subscriber',
  },
  {
    method: 'POST',
    path: '/api/v2/notifications/read',
    module: 'notifications',
    operation: 'markRead',
    access: 'subscriber',
  },
  // The admin users page: accounts, plan grants and their audit trail
  { method: 'GET', path: '/api/v2/admin/users', module: 'admin-users', operation: 'listUsers', access: 'admin' },
  {
    method: 'PUT',
    path: '/api/v2/admin/users/{userName}/plan',
    module: 'admin-users',
    operation: 'grantPlan',
    access: 'admin',
  },
  { method: 'GET', path: '/api/v2/admin/plan-grants', module: 'admin-users', operation: 'listGrants', access: 'admin' },
  // Sensor calibration formulas (the admin Formula table)
  { method: 'GET', path: '/api/sensorformula', module: 'sensor-formulas', operation: 'list', access: 'admin' },
  { method: 'POST', path: '/api/sensorformula', module: 'sensor-formulas', operation: 'create', access: 'admin' },
  { method: 'PUT', path: '/api/sensorformula/{id}', module: 'sensor-formulas', operation: 'update', access: 'admin' },
  {
    method: 'DELETE',
    path: '/api/sensorformula/{id}',
    module: 'sensor-formulas',
    operation: 'remove',
    access: 'admin',
  },
  // Recomputing a sensor's readings is a job: start it (202 and the job id), then follow it
  {
    method: 'POST',
    path: '/api/v2/sensorformula/recompute',
    module: 'sensor-formulas',
    operation: 'recompute',
    access: 'admin',
  },
  {
    method: 'GET',
    path: '/api/v2/sensorformula/recompute/{jobId}',
    module: 'sensor-formulas',
    operation: 'recomputeStatus',
    access: 'admin',
  },
] as const satisfies readonly RouteDef[];

export type Route = (typeof routes)[number];
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
