/**
 * Which items under an owner's partition (`USER#<owner>`) belong to one of their farms, so an
 * ownership transfer moves exactly those (pure; the move: lambdas/teams/jobs/transfer-move.ts).
 *
 * Every writer of `USER#` items (grep `keys.user(` and `USER#` in lambdas/), and what a move does
 * with each kind of item:
 *   farms/adapters/farms.ts              FARM#<name>                     moved (this farm's)
 *   farms/adapters/fields.ts             FIELD#<id> (farm_name)          moved (the farm's fields)
 *   farms/adapters/zones.ts              ZONE#<id> (field_id)            moved (the fields' zones)
 *   irrigation/adapters/irrigations.ts   IRRIGATION#<zone>#…, IRRIGATION_ID#<id> (zone_id)  moved
 *   sensors/adapters/gateways.ts         GATEWAY#<id> (farm_name, field_ids)  moved when registered in
 *                                        the farm or serving its fields (one serving another farm's
 *                                        fields too refuses the transfer: it cannot be in both accounts)
 *   lorawan/adapters/device-rows.ts      LORAWAN#<gateway>#<DevEUI>      moved with its gateway
 *   vendor-clouds/adapters/links.ts      VLINK#<id> (sensor_id, owner)   moved with its sensor (`owner` rewritten)
 *   alerts/adapters/alerts.ts            ALERT#<kind>:<sensor|gateway>   moved: the owner's alert state of the
 *                                        farm's sensors and gateways (members' copies ride on it)
 *   alerts/adapters/alerts.ts            NOTE#…                          kept: the old owner's own bell
 *   alerts/adapters/alert-preferences.ts ALERT_PREFS                     kept: personal
 *   accounts/adapters/display-settings.ts SETTINGS                       kept: personal
 *   accounts/adapters/sign-ins.ts        SIGN_IN                         kept: personal
 *   accounts/adapters/api-keys.ts        API_KEY#, API_KEY_NAME#         kept: the account's keys
 *   payments/adapters/payments.ts        PAYKEY#, PAYMENT#               kept: the account's payments
 *   sensors/adapters/sensor-quota.ts     SENSOR_QUOTA                    kept: claims of registrations under
 *                                        way (they lapse in a minute; the count itself is derived
 *                                        from the fields, which move)
 *   deleted/adapters/deleted.ts          DELETED#, DELPART#              kept: the old owner's Recently deleted
 *   farms/adapters/memberships.ts, platform/farm-access/farm-ids.ts  MEMBERSHIP#<farmId>  kept: the
 *                                        person's list of farms (the move rewrites it, never moves it)
 *   alerts/adapters/device-silence.ts, deleted/services/recently-deleted.ts,
 *   platform/farm-access/{membership,request,resources}.ts, teams/services/transfer-checks.ts   read only
 *   teams/adapters/farm-items.ts, teams/rules/transfer-items.ts   the move itself
 * Not under USER#, so not moved: readings, events and forecasts are keyed by series (`<sensor
 * id>~<registration>`), notes and the audit log by farm id; the global items that name an owner
 * (SENSOR#<id>, GATEWAY#<id>/OWNER, DEVICE#<DevEUI>/OWNER) get their `owner` switched.
 */

/** An item as stored (keys included). */
export interface StoredItem {
  PK: string;
  SK: string;
  [attribute: string]: unknown;
}

/** Sort-key prefixes of the kinds a move takes (of the farm's items only). */
export const MOVED_KINDS = [
  'FARM#',
  'FIELD#',
  'ZONE#',
  'IRRIGATION#',
  'IRRIGATION_ID#',
  'GATEWAY#',
  'LORAWAN#',
  'VLINK#',
  'ALERT#',
] as const;

/** Sort keys (or their prefixes) a move leaves in the old owner's partition on purpose (see above). */
export const KEPT_KINDS = [
  'NOTE#',
  'ALERT_PREFS',
  'SETTINGS',
  'SIGN_IN',
  'API_KEY#',
  'API_KEY_NAME#',
  'PAYKEY#',
  'PAYMENT#',
  'SENSOR_QUOTA',
  'DELETED#',
  'DELPART#',
  'MEMBERSHIP#',
] as const;

/** The files (under lambdas/) that write or read `USER#` items, each accounted for above. */
export const USER_ITEM_FILES = [
  'accounts/adapters/api-keys.ts',
  'accounts/adapters/display-settings.ts',
  'accounts/adapters/sign-ins.ts',
  'alerts/adapters/alert-preferences.ts',
  'alerts/adapters/alerts.ts',
  'alerts/adapters/device-silence.ts',
  'deleted/adapters/deleted.ts',
  'deleted/services/recently-deleted.ts',
  'farms/adapters/farms.ts',
  'farms/adapters/fields.ts',
  'farms/adapters/memberships.ts',
  'farms/adapters/zones.ts',
  'irrigation/adapters/irrigations.ts',
  'lorawan/adapters/device-rows.ts',
  'payments/adapters/payments.ts',
  'platform/farm-access/farm-ids.ts',
  'platform/farm-access/membership.ts',
  'platform/farm-access/request.ts',
  'platform/farm-access/resources.ts',
  'sensors/adapters/gateways.ts',
  'sensors/adapters/sensor-quota.ts',
  'vendor-clouds/adapters/links.ts',
  'teams/adapters/farm-items.ts',
  'teams/rules/transfer-items.ts',
  'teams/services/transfer-checks.ts',
] as const;

const text = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
const strings = (v: unknown): string[] =>
  v instanceof Set || Array.isArray(v) ? [...(v as Iterable<unknown>)].flatMap((s) => text(s) ?? []) : [];

/** What of a partition is the farm's: its items, and the ids the global items are switched by. */
export interface FarmItems {
  items: StoredItem[];
  fieldIds: Set<string>;
  /** The sensor ids its fields list (a superset: a registration's own `owner`/`field_id` decide). */
  sensorIds: Set<string>;
  gatewayIds: Set<string>;
  /** LoRaWAN devices (DevEUI) on its gateways' connections. */
  devEuis: Set<string>;
  /** Gateways of the farm that also serve fields outside it: the farm cannot move while there are any. */
  sharedGateways: string[];
}

/** The farm `farmName`'s items among a partition's items (in sort-key order). */
export function farmItemsIn(partition: readonly StoredItem[], farmName: string): FarmItems {
  const bySk = [...partition].sort((a, b) => (a.SK < b.SK ? -1 : a.SK > b.SK ? 1 : 0));
  const fieldIds = new Set<string>();
  const sensorIds = new Set<string>();
  for (const it of bySk)
    if (it.SK.startsWith('FIELD#') && it['farm_name'] === farmName) {
      fieldIds.add(it.SK.slice('FIELD#'.length));
      for (const s of strings(it['sensor_ids'])) sensorIds.add(s);
    }
  const zoneIds = new Set(
    bySk
      .filter((it) => it.SK.startsWith('ZONE#') && fieldIds.has(text(it['field_id']) ?? ''))
      .map((it) => it.SK.slice('ZONE#'.length)),
  );
  const allFieldIds = new Set(bySk.filter((it) => it.SK.startsWith('FIELD#')).map((it) => it.SK.slice(6)));
  const gatewayIds = new Set<string>();
  const sharedGateways: string[] = [];
  for (const it of bySk) {
    if (!it.SK.startsWith('GATEWAY#')) continue;
    const served = strings(it['field_ids']).filter((f) => allFieldIds.has(f));
    const mine = it['farm_name'] === farmName || served.some((f) => fieldIds.has(f));
    if (!mine) continue;
    const id = it.SK.slice('GATEWAY#'.length);
    gatewayIds.add(id);
    if (served.some((f) => !fieldIds.has(f))) sharedGateways.push(id);
  }
  const devEuis = new Set<string>();
  const belongs = (it: StoredItem): boolean => {
    const sk = it.SK;
    if (sk === `FARM#${farmName}`) return true;
    if (sk.startsWith('FIELD#')) return fieldIds.has(sk.slice(6));
    if (sk.startsWith('ZONE#')) return zoneIds.has(sk.slice(5));
    if (sk.startsWith('IRRIGATION_ID#')) return zoneIds.has(text(it['zone_id']) ?? '');
    if (sk.startsWith('IRRIGATION#')) return zoneIds.has(sk.slice('IRRIGATION#'.length).split('#')[0] ?? '');
    if (sk.startsWith('GATEWAY#')) return gatewayIds.has(sk.slice(8));
    if (sk.startsWith('LORAWAN#')) {
      const [, gateway = '', devEui = ''] = sk.split('#');
      if (!gatewayIds.has(gateway)) return false;
      if (devEui) devEuis.add(devEui);
      return true;
    }
    if (sk.startsWith('VLINK#')) return sensorIds.has(text(it['sensor_id']) ?? '');
    if (sk.startsWith('ALERT#')) {
      const id = sk.slice('ALERT#'.length).split(':').slice(1).join(':');
      return sensorIds.has(id) || gatewayIds.has(id);
    }
    return false;
  };
  const items = bySk.filter(belongs);
  return { items, fieldIds, sensorIds, gatewayIds, devEuis, sharedGateways };
}

/** The kind (sort-key prefix) an item is of, moved or kept; undefined for a kind nobody accounted for. */
export function kindOf(sk: string): string | undefined {
  const all: readonly string[] = [...MOVED_KINDS, ...KEPT_KINDS];
  return all.filter((k) => sk === k || (k.endsWith('#') && sk.startsWith(k))).sort((a, b) => b.length - a.length)[0];
}

/** The copy of an item under its new owner: the same item, its partition and `owner` naming them. */
export function copiedTo(item: StoredItem, from: string, to: string): StoredItem {
  return { ...item, PK: `USER#${to}`, ...(item['owner'] === from ? { owner: to } : {}) };
}
