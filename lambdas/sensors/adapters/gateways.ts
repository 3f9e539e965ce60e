/**
 * Gateways: the owner's item (name, assigned fields, pairing window, last seen, sensors heard
 * while pairing, the newest reading of each sensor it carried) and a global
 * registry item per gateway id (its one owner and the hash of its ingest credential).
 * Both carry the `claim` token of the registration that made them, so a retry can tell its own
 * half-done registration from a leftover of an earlier one.
 */
import {
  deleteItem,
  deleteItemIf,
  getItem,
  keys,
  putItem,
  queryPrefix,
  updateIf,
  updateItem,
  updateWhen,
  type Item,
} from '../../platform/aws/items';
import type { Reading, SeriesKey } from '../../readings';
import type { GatewayKind } from '@shared/lorawan/kinds';

export interface GatewayItem {
  gateway_id: string;
  name: string;
  /** Absent on gateways registered before kinds: those are 'fieldwise'. */
  kind?: GatewayKind;
  field_ids: string[];
  last_seen: string | null;
  pairing_until: string | null;
  created_at: string;
  /** Unregistered sensor ids the gateway heard while pairing, with when (ISO); newest kept. */
  heard?: Record<string, string>;
  /** The registration (registry claim) this item belongs to; absent on items made before it. */
  claim?: string;
  /**
   * The farm it was registered in, when registered in a shared farm (lambdas/platform/farm-access
   * accepts it there); otherwise it belongs to the farms of its fields.
   */
  farm_name?: string;
}

export interface GatewayRegistryItem {
  gateway_id: string;
  owner: string;
  /** Absent on gateways registered before kinds: those are 'fieldwise'. */
  kind?: GatewayKind;
  credential_hash: string;
  credential_issued_at: string;
  claim?: string;
}

const OWNER = 'OWNER';

export const getRegistry = (gatewayId: string) => getItem<GatewayRegistryItem>(keys.gateway(gatewayId), OWNER);
/** Claim a gateway id for its owner; false when someone (maybe the same user) holds it. */
export const claimGateway = (entry: GatewayRegistryItem) =>
  putItem({ PK: keys.gateway(entry.gateway_id), SK: OWNER, ...entry }, { onlyIfNew: true });
/** Replace the credential of the owner's claim; false when the id is no longer theirs (or that claim's). */
export const setCredentialHash = (gatewayId: string, hash: string, held: { owner: string; claim?: string }) =>
  updateIf(keys.gateway(gatewayId), OWNER, {
    update: 'SET credential_hash = :h, credential_issued_at = :at',
    condition: held.claim ? '#o = :o AND claim = :c' : '#o = :o',
    names: { '#o': 'owner' },
    values: {
      ':h': hash,
      ':at': new Date().toISOString(),
      ':o': held.owner,
      ...(held.claim ? { ':c': held.claim } : {}),
    },
  }).then(Boolean);
/** Free the id if this owner still holds it (never another owner's later claim). */
export const releaseGateway = (gatewayId: string, owner: string) =>
  deleteItemIf(keys.gateway(gatewayId), OWNER, { owner });

export const listGateways = async (userName: string) =>
  (await queryPrefix<Item>(keys.user(userName), 'GATEWAY#')).map(withoutNewest);
export const getGateway = async (userName: string, gatewayId: string) => {
  const item = await getItem<Item>(keys.user(userName), keys.gateway(gatewayId));
  return item && withoutNewest(item);
};
/** Write the owner's item; with `onlyIfNew`, false when it exists. */
export const putGateway = (userName: string, gateway: GatewayItem, opts: { onlyIfNew?: boolean } = {}) =>
  putItem({ PK: keys.user(userName), SK: keys.gateway(gateway.gateway_id), ...gateway }, opts);
export const updateGateway = (userName: string, gatewayId: string, changes: Partial<GatewayItem>) =>
  updateItem(keys.user(userName), keys.gateway(gatewayId), changes);
export const deleteGateway = (userName: string, gatewayId: string) =>
  deleteItem(keys.user(userName), keys.gateway(gatewayId));

/** Pairing is on at `nowIso` (ISO strings of one format compare as times). */
const PAIRING = 'attribute_exists(PK) AND pairing_until > :now';

/**
 * Note sensor ids heard at `atIso`, one atomic update per call (concurrent ingests each add their
 * own entries, none lost), only while the gateway is pairing. Answers the heard map after the
 * update, or undefined when the gateway is not pairing (or gone).
 */
export async function noteHeard(
  userName: string,
  gatewayId: string,
  sensorIds: string[],
  atIso: string,
  nowIso: string,
): Promise<Record<string, string> | undefined> {
  const PK = keys.user(userName);
  const SK = keys.gateway(gatewayId);
  // A map entry can only be set inside an existing map: make it first (a no-op when it exists).
  const made = await updateIf(PK, SK, {
    update: 'SET heard = if_not_exists(heard, :empty)',
    condition: PAIRING,
    values: { ':empty': {}, ':now': nowIso },
  });
  if (!made) return undefined;
  const names = Object.fromEntries(sensorIds.map((id, i) => [`#s${i}`, id]));
  const after = await updateIf(PK, SK, {
    update: `SET ${sensorIds.map((_, i) => `heard.#s${i} = :at`).join(', ')}`,
    condition: PAIRING,
    names,
    values: { ':at': atIso, ':now': nowIso },
  });
  return after && ((after.heard as Record<string, string> | undefined) ?? {});
}

/**
 * Drop heard entries, each only if it still has the time it was read with (one heard again
 * meanwhile is newest and stays: then nothing is dropped now, the next note trims).
 */
export async function forgetHeard(userName: string, gatewayId: string, entries: [string, string][]): Promise<boolean> {
  if (!entries.length) return true;
  const names = Object.fromEntries(entries.map(([id], i) => [`#s${i}`, id]));
  const values = Object.fromEntries(entries.map(([, at], i) => [`:t${i}`, at]));
  return Boolean(
    await updateIf(keys.user(userName), keys.gateway(gatewayId), {
      update: `REMOVE ${entries.map((_, i) => `heard.#s${i}`).join(', ')}`,
      condition: entries.map((_, i) => `heard.#s${i} = :t${i}`).join(' AND '),
      names,
      values,
    }),
  );
}

/**
 * The newest reading of each sensor a gateway carried, kept on the owner's gateway item beside its
 * last-seen time, one attribute per series: `newest#<series>` = { t: its time, v: "% at 10 cm, % at 50 cm,
 * % at 100 cm, battery V" (calibrated; empty for null), f: its flags }. Ingest writes them in the
 * last-seen update it makes anyway, so keeping them costs ingest no call; the scheduled alerts
 * read them with the owner's gateways, one query per grower however many sensors there are. An
 * entry is only replaced by a reading at least as new (a batch that arrives out of order leaves the
 * newer one). Nothing else sees them: the reads above leave them out.
 */
export type NewestReading = Pick<Reading, 'time' | 'flags' | 'calibrated' | 'battery_vol'>;

const NEWEST = 'newest#';
/** Entries per update: each adds a clause to the condition, and DynamoDB caps an expression at 4 KB. */
const NEWEST_PER_UPDATE = 25;

function withoutNewest(item: Item): GatewayItem {
  return Object.fromEntries(Object.entries(item).filter(([k]) => !k.startsWith(NEWEST))) as unknown as GatewayItem;
}

const slot = (v: number | null) => (v === null ? '' : String(v));
const unslot = (s: string | undefined) => (s === undefined || s === '' ? null : Number(s));

export const encodeNewest = (r: NewestReading) => ({
  t: r.time,
  v: [r.calibrated.at10cm, r.calibrated.at50cm, r.calibrated.at100cm, r.battery_vol].map(slot).join(','),
  ...(r.flags.length ? { f: r.flags.join(',') } : {}),
});

/** An entry as stored; undefined when it is not one (written by something else, or damaged). */
export function decodeNewest(value: unknown): NewestReading | undefined {
  const e = value as { t?: unknown; v?: unknown; f?: unknown } | null;
  if (!e || typeof e.t !== 'number' || typeof e.v !== 'string') return undefined;
  const v = e.v.split(',');
  if (v.length !== 4 || v.some((x) => x !== '' && !Number.isFinite(Number(x)))) return undefined;
  return {
    time: e.t,
    calibrated: { at10cm: unslot(v[0]), at50cm: unslot(v[1]), at100cm: unslot(v[2]) },
    battery_vol: unslot(v[3]),
    flags: typeof e.f === 'string' && e.f ? (e.f.split(',') as Reading['flags']) : [],
  };
}

/** The owner's gateways, and the newest reading of each series any of them carried (the newest of all). */
export async function listGatewaysWithNewest(
  userName: string,
): Promise<{ gateways: GatewayItem[]; newest: Map<SeriesKey, NewestReading> }> {
  const items = await queryPrefix<Item>(keys.user(userName), 'GATEWAY#');
  const newest = new Map<SeriesKey, NewestReading>();
  for (const item of items) {
    for (const [k, value] of Object.entries(item)) {
      if (!k.startsWith(NEWEST)) continue;
      const series = k.slice(NEWEST.length) as SeriesKey;
      const r = decodeNewest(value);
      const known = newest.get(series);
      if (r && (!known || r.time > known.time)) newest.set(series, r);
    }
  }
  return { gateways: items.map(withoutNewest), newest };
}

/**
 * The gateway was heard at `atIso` and carried these readings (the newest of each series): its
 * last-seen time and its newest-reading entries, in one update (a few for a batch of many
 * sensors). False when the owner's gateway item is gone.
 */
export async function recordContact(
  userName: string,
  gatewayId: string,
  atIso: string,
  newest: ReadonlyMap<SeriesKey, NewestReading>,
): Promise<boolean> {
  const [PK, SK] = [keys.user(userName), keys.gateway(gatewayId)];
  const entries = [...newest];
  const write = (chunk: typeof entries, seen: boolean) =>
    updateWhen(PK, SK, {
      update: `SET ${[...(seen ? ['last_seen = :at'] : []), ...chunk.map((_, i) => `#n${i} = :n${i}`)].join(', ')}`,
      condition: [
        'attribute_exists(PK)',
        ...chunk.map((_, i) => `(attribute_not_exists(#n${i}) OR #n${i}.t <= :t${i})`),
      ].join(' AND '),
      names: Object.fromEntries(chunk.map(([series], i) => [`#n${i}`, `${NEWEST}${series}`])),
      values: {
        ...(seen ? { ':at': atIso } : {}),
        ...Object.fromEntries(
          chunk.flatMap(([, r], i) => [
            [`:n${i}`, encodeNewest(r)],
            [`:t${i}`, r.time],
          ]),
        ),
      },
    });
  const inChunks = (list: typeof entries) => {
    const out: (typeof entries)[] = [];
    for (let i = 0; i < list.length; i += NEWEST_PER_UPDATE) out.push(list.slice(i, i + NEWEST_PER_UPDATE));
    return out;
  };
  const chunks = inChunks(entries);
  if (!chunks.length) chunks.push([]);
  const done = await Promise.all(chunks.map((chunk, i) => write(chunk, i === 0)));
  if (done.every(Boolean)) return true;
  // The gateway is gone, or an entry already holds a newer reading (every batch of history a
  // gateway sends after its live ones): read the gateway once and write, in one update a chunk,
  // only the entries still older than what this batch carried (each still conditional, so a
  // newer one written meanwhile stays).
  const stored = await getItem<Item>(PK, SK);
  if (!stored) return false;
  const older = ([series, r]: (typeof entries)[number]) => {
    const known = stored[`${NEWEST}${series}`] as { t?: unknown } | undefined;
    return known === undefined || (typeof known?.t === 'number' && known.t <= r.time);
  };
  const retry = chunks.flatMap((chunk, i) => (done[i] ? [] : chunk.filter(older)));
  const again = inChunks(retry);
  if (!done[0] && !again.length) again.push([]);
  const redone = await Promise.all(again.map((chunk, i) => write(chunk, i === 0 && !done[0])));
  if (redone.every(Boolean)) return true;
  // Another writer changed the gateway in between (rare): the last-seen time, then each entry on its own.
  if (!done[0] && !(await updateItem(PK, SK, { last_seen: atIso }))) return false;
  await Promise.all(retry.map((e) => write([e], false)));
  return true;
}

/** Forget a series' newest-reading entries (its readings were recomputed: the next look reads the store). */
export async function forgetNewest(userName: string, series: SeriesKey): Promise<void> {
  const name = `${NEWEST}${series}`;
  const items = await queryPrefix<Item>(keys.user(userName), 'GATEWAY#');
  await Promise.all(
    items
      .filter((item) => name in item)
      .map((item) =>
        updateWhen(keys.user(userName), keys.gateway(String(item.gateway_id)), {
          update: 'REMOVE #n',
          condition: 'attribute_exists(PK)',
          names: { '#n': name },
          values: {},
        }),
      ),
  );
}
