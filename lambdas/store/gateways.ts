/**
 * Gateways: the owner's item (name, assigned fields, pairing window, last seen, sensors heard
 * while pairing) and a global
 * registry item per gateway id (its one owner and the hash of its ingest credential).
 */
import { deleteItem, getItem, keys, putItem, queryPrefix, updateItem } from './items';

export interface GatewayItem {
  gateway_id: string;
  name: string;
  field_ids: string[];
  last_seen: string | null;
  pairing_until: string | null;
  created_at: string;
  /** Unregistered sensor ids the gateway heard while pairing, with when (ISO); newest kept. */
  heard?: Record<string, string>;
}

export interface GatewayRegistryItem {
  gateway_id: string;
  owner: string;
  credential_hash: string;
  credential_issued_at: string;
}

const OWNER = 'OWNER';

export const getRegistry = (gatewayId: string) => getItem<GatewayRegistryItem>(keys.gateway(gatewayId), OWNER);
/** Claim a gateway id for its owner; false when someone (maybe the same user) holds it. */
export const claimGateway = (entry: GatewayRegistryItem) => putItem({ PK: keys.gateway(entry.gateway_id), SK: OWNER, ...entry }, { onlyIfNew: true });
export const setCredentialHash = (gatewayId: string, hash: string) =>
  updateItem(keys.gateway(gatewayId), OWNER, { credential_hash: hash, credential_issued_at: new Date().toISOString() });
export const releaseGateway = (gatewayId: string) => deleteItem(keys.gateway(gatewayId), OWNER);

export const listGateways = (userName: string) => queryPrefix<GatewayItem>(keys.user(userName), 'GATEWAY#');
export const getGateway = (userName: string, gatewayId: string) => getItem<GatewayItem>(keys.user(userName), keys.gateway(gatewayId));
export const putGateway = (userName: string, gateway: GatewayItem) => putItem({ PK: keys.user(userName), SK: keys.gateway(gateway.gateway_id), ...gateway });
export const updateGateway = (userName: string, gatewayId: string, changes: Partial<GatewayItem>) =>
  updateItem(keys.user(userName), keys.gateway(gatewayId), changes);
export const deleteGateway = (userName: string, gatewayId: string) => deleteItem(keys.user(userName), keys.gateway(gatewayId));
