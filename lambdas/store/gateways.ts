/**
 * Gateways: the owner's item (name, assigned fields, pairing window, last seen, sensors heard
 * while pairing) and a global
 * registry item per gateway id (its one owner and the hash of its ingest credential).
 * Both carry the `claim` token of the registration that made them, so a retry can tell its own
 * half-done registration from a leftover of an earlier one.
 */
import { deleteItem, deleteItemIf, getItem, keys, putItem, queryPrefix, updateIf, updateItem } from './items';

export interface GatewayItem {
  gateway_id: string;
  name: string;
  field_ids: string[];
  last_seen: string | null;
  pairing_until: string | null;
  created_at: string;
  /** Unregistered sensor ids the gateway heard while pairing, with when (ISO); newest kept. */
  heard?: Record<string, string>;
  /** The registration (registry claim) this item belongs to; absent on items made before it. */
  claim?: string;
}

export interface GatewayRegistryItem {
  gateway_id: string;
  owner: string;
  credential_hash: string;
  credential_issued_at: string;
  claim?: string;
}

const OWNER = 'OWNER';

export const getRegistry = (gatewayId: string) => getItem<GatewayRegistryItem>(keys.gateway(gatewayId), OWNER);
/** Claim a gateway id for its owner; false when someone (maybe the same user) holds it. */
export const claimGateway = (entry: GatewayRegistryItem) => putItem({ PK: keys.gateway(entry.gateway_id), SK: OWNER, ...entry }, { onlyIfNew: true });
/** Replace the credential of the owner's claim; false when the id is no longer theirs (or that claim's). */
export const setCredentialHash = (gatewayId: string, hash: string, held: { owner: string; claim?: string }) =>
  updateIf(keys.gateway(gatewayId), OWNER, {
    update: 'SET credential_hash = :h, credential_issued_at = :at',
    condition: held.claim ? '#o = :o AND claim = :c' : '#o = :o',
    names: { '#o': 'owner' },
    values: { ':h': hash, ':at': new Date().toISOString(), ':o': held.owner, ...(held.claim ? { ':c': held.claim } : {}) },
  }).then(Boolean);
/** Free the id if this owner still holds it (never another owner's later claim). */
export const releaseGateway = (gatewayId: string, owner: string) => deleteItemIf(keys.gateway(gatewayId), OWNER, { owner });

export const listGateways = (userName: string) => queryPrefix<GatewayItem>(keys.user(userName), 'GATEWAY#');
export const getGateway = (userName: string, gatewayId: string) => getItem<GatewayItem>(keys.user(userName), keys.gateway(gatewayId));
/** Write the owner's item; with `onlyIfNew`, false when it exists. */
export const putGateway = (userName: string, gateway: GatewayItem, opts: { onlyIfNew?: boolean } = {}) =>
  putItem({ PK: keys.user(userName), SK: keys.gateway(gateway.gateway_id), ...gateway }, opts);
export const updateGateway = (userName: string, gatewayId: string, changes: Partial<GatewayItem>) =>
  updateItem(keys.user(userName), keys.gateway(gatewayId), changes);
export const deleteGateway = (userName: string, gatewayId: string) => deleteItem(keys.user(userName), keys.gateway(gatewayId));

/** Pairing is on at `nowIso` (ISO strings of one format compare as times). */
const PAIRING = 'attribute_exists(PK) AND pairing_until > :now';

/**
 * Note sensor ids heard at `atIso`, one atomic update per call (concurrent ingests each add their
 * own entries, none lost), only while the gateway is pairing. Answers the heard map after the
 * update, or undefined when the gateway is not pairing (or gone).
 */
export async function noteHeard(userName: string, gatewayId: string, sensorIds: string[], atIso: string, nowIso: string): Promise<Record<string, string> | undefined> {
  const PK = keys.user(userName);
  const SK = keys.gateway(gatewayId);
  // A map entry can only be set inside an existing map: make it first (a no-op when it exists).
  const made = await updateIf(PK, SK, { update: 'SET heard = if_not_exists(heard, :empty)', condition: PAIRING, values: { ':empty': {}, ':now': nowIso } });
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
