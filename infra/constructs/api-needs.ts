/**
 * What each handler module's Lambda function may touch, beyond writing its own logs.
 *
 * Kept as an explicit map rather than derived: the route table says who may *call* a route,
 * not what the code behind it reads or writes, and guessing (say, "POST means write") would
 * grant too much or too little. The `satisfies Record<HandlerModuleName, …>` makes the
 * compiler fail when lambdas/platform/routes.ts gains a module that is not listed here, so every new
 * function gets a deliberate, reviewable set of permissions.
 */
import type { HandlerModuleName } from '../../lambdas/platform/routes';
import type { TableAccess } from './function';

export interface ModuleNeeds {
  /** Data access to the app table (sets APP_TABLE). */
  table?: TableAccess;
  /** Data access to the readings table (sets READINGS_TABLE). */
  readings?: TableAccess;
  /** Cognito admin actions on this stack's user pool (sets USER_POOL_ID). */
  userPool?: readonly `cognito-idp:${string}`[];
  /**
   * Reads the weather provider's key from the secret named by `weatherApiKeySecret`, when configured (sets
   * WEATHER_API_KEY_SECRET).
   */
  weatherKey?: boolean;
  /**
   * Reads the Square access token from the secret named by `squareAccessTokenSecret`, when configured (sets
   * SQUARE_ACCESS_TOKEN_SECRET).
   */
  squareToken?: boolean;
  /** Sends alerts: SMS, e-mail from the configured sender, the owner's contact (alert-delivery.ts). */
  alerts?: boolean;
  /**
   * E-mails a grower from the configured sender, their address from the pool; no SMS (alert-delivery.ts
   * grantOwnerEmail).
   */
  ownerEmail?: boolean;
  /**
   * Puts a series' forecast view back when the field answer finds it missing (PutItem on FORECAST# partitions only).
   */
  forecastViews?: boolean;
  /** Seals growers' vendor-cloud keys with the stack's vendor-keys secret (sets VENDOR_KEYS_SECRET; stack.ts). */
  vendorKeys?: boolean;
}

export const moduleNeeds = {
  /**
   * GET /api/me and the profile: read the caller's attributes, write phone and address, and find
   * who holds an email address (email and password changes use the caller's own access token);
   * GET /api/me also records the sign-in time the verified claims carry, for the admin users page.
   * Also the caller's personal API keys (their list, name and lookup items).
   */
  me: {
    table: 'RW',
    userPool: [
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminUpdateUserAttributes',
      'cognito-idp:AdminDeleteUserAttributes',
      'cognito-idp:ListUsers',
    ],
  },
  /**
   * Farms: list, add, delete (with the farm's fields, zones and sensor registrations); and their teams
   * (lambdas/teams: members, invitations, transfers, notes, the audit log), whose invitations and notes
   * are e-mailed from the configured sender.
   */
  farms: { table: 'RW', ownerEmail: true },
  /** Fields: CRUD; deleting one removes its zones and sensor registrations. */
  fields: { table: 'RW' },
  /**
   * Sensor registrations. Registering an id that sits in another grower's Recently deleted purges
   * it there and e-mails that grower (their address from the pool): e-mail only, no SMS publish.
   * Also the caller's vendor-cloud links: it seals their keys with the vendor-keys secret (it
   * never opens one: only the puller job does).
   */
  sensors: { table: 'RW', ownerEmail: true, vendorKeys: true },
  /** Recently deleted: list, restore (sensor registrations, their purge markers), delete for good. */
  deleted: { table: 'RW' },
  /** Gateways: registry, credentials (hashes), pairing windows. */
  gateways: { table: 'RW' },
  /**
   * The admin Formula table (sensor calibration formulas) and recompute jobs: it starts and reads
   * them (job items, the sensor's lock); the recompute function (infra/constructs/jobs.ts) does
   * the readings, so this one has no access to them.
   */
  'sensor-formulas': { table: 'RW' },
  /** Dashboard reads and the farm-year zip: farms, fields, zones and sensors (ownership) and readings. */
  readings: { table: 'RO', readings: 'RO', forecastViews: true },
  /**
   * Gateway ingest: reads sensors and formulas, writes readings and the gateway's last-seen time;
   * then looks at the alerts of what it stored (alert states and notifications) and sends them.
   */
  ingest: { table: 'RW', readings: 'RW', alerts: true },
  /** A LoRaWAN connection's devices: heard and paired rows, the device registry (app table, read only). */
  'lorawan-devices': { table: 'RO' },
  /**
   * LoRaWAN network servers' uplinks: as ingest (the devices, sensors and formulas, readings, the
   * connection's last-seen time, alerts), plus the devices' health and parked payloads.
   */
  lorawan: { table: 'RW', readings: 'RW', alerts: true },
  /** The grower's notifications: list and mark read (app table only). */
  notifications: { table: 'RW' },
  /** Irrigation zones. */
  zones: { table: 'RW' },
  /**
   * Irrigation advice: the zone, its field's sensors, their forecasts and skill (a missing forecast
   * view is put back, as the field answer does), the weather cache (written on a miss) and key, and
   * the sensors' recent readings (the time-to-refill estimate gives the advice its due time).
   */
  advice: { table: 'RW', readings: 'RO', weatherKey: true },
  /** The irrigation log: its entries and their zones and fields (ownership, rate, time zone), app table only. */
  irrigations: { table: 'RW' },
  /**
   * Weather and evaporation: field ownership, the weather cache (written on a miss) and the
   * provider's key; and a zone's time to refill, which reads the zone's sensors' readings too.
   */
  weather: { table: 'RW', readings: 'RO', weatherKey: true },
  /**
   * A zone's water budget and suggested soil points: the zone, its field and sensors, their
   * readings, the irrigation log, and the weather (its cache written on a miss, the provider's key).
   */
  'zone-water': { table: 'RW', readings: 'RO', weatherKey: true },
  /**
   * Wetting events: list and answer (the answer writes the irrigation log), and rescan a field's
   * history: its readings, the weather (cache written on a miss, the provider's key).
   */
  events: { table: 'RW', readings: 'RO', weatherKey: true },
  /** The caller's alert preferences: read and replace its one item; mutes check the caller's fields. */
  'alert-preferences': { table: 'RW' },
  /**
   * Payments: attempts and payment history in the app table, the Square token, and the subscription set in the pool.
   */
  payments: {
    table: 'RW',
    squareToken: true,
    userPool: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminUpdateUserAttributes'],
  },
  /**
   * The admin users page: lists the pool's accounts and the admins among them, counts their
   * sensors, reads last sign-ins, grants plans (the account's subscription attributes) and
   * keeps the grants' audit trail.
   */
  'admin-users': {
    table: 'RW',
    userPool: [
      'cognito-idp:ListUsers',
      'cognito-idp:ListUsersInGroup',
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminUpdateUserAttributes',
    ],
  },
} as const satisfies Record<HandlerModuleName, ModuleNeeds>;
