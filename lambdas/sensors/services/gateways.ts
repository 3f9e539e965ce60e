/**
 * Gateways: registered by id (one owner per id), assigned to fields, put into pairing mode for
 * PAIRING_MINUTES, and given an ingest credential that is shown once and stored as a hash.
 * Credential format: `gw.<gatewayId>.<43 characters of base64url secret>`.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { GatewayKind } from '@shared/lorawan/kinds';
import { PAIRING_MINUTES } from '@shared/management/constants';
import { GATEWAY_ID_RE } from '@shared/management/rules';
import type { GatewaySensorRow, GatewayStatus, GatewayView } from '@shared/management/views';
import { refusal } from '../../platform/refusal';
import { ConflictError, NotFoundError } from '../../platform/errors';
import type { VerifiedGateway } from '../../platform/auth';
import { listFields } from '../../farms';
import {
  claimGateway,
  deleteGateway,
  forgetHeard,
  getGateway,
  getRegistry,
  listGateways,
  noteHeard,
  putGateway,
  releaseGateway,
  setCredentialHash,
  updateGateway,
  type GatewayItem,
} from '../adapters/gateways';
import { getSensor } from '../adapters/sensors';
import { listOwnSensors } from './sensors';

/** A gateway heard from within this window is online. */
const ONLINE_WINDOW_MS = 30 * 60 * 1000;

export function gatewayStatus(g: Pick<GatewayItem, 'last_seen' | 'pairing_until'>, now = Date.now()): GatewayStatus {
  if (g.pairing_until && Date.parse(g.pairing_until) > now) return 'pairing';
  if (!g.last_seen) return 'never-seen';
  return now - Date.parse(g.last_seen) <= ONLINE_WINDOW_MS ? 'online' : 'offline';
}

const present = ({ heard: _heard, claim: _claim, farm_name: _farm, ...g }: GatewayItem): GatewayView => ({
  ...g,
  kind: g.kind ?? 'fieldwise',
  status: gatewayStatus(g),
});

/** How many heard sensor ids a gateway keeps (the newest). */
const MAX_HEARD = 50;

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

function newCredential(gatewayId: string): { credential: string; hash: string } {
  const credential = `gw.${gatewayId}.${randomBytes(32).toString('base64url')}`;
  return { credential, hash: hash(credential) };
}

async function ownGateway(userName: string, gatewayId: string): Promise<GatewayItem> {
  const g = await getGateway(userName, gatewayId);
  if (!g) throw new NotFoundError(refusal('refusals.gatewayNotFound'));
  return g;
}

/**
 * Two writes without a transaction: the global claim of the id (with the credential's hash), then
 * the owner's item. A failure between them leaves the id claimed by this user with no item; the
 * same user's retry completes it (with a fresh credential: the first one was never delivered),
 * and a delete frees it.
 */
export async function registerGateway(
  userName: string,
  gatewayId: string,
  name?: string,
  kind: GatewayKind = 'fieldwise',
  opts: { farmName?: string | undefined } = {},
): Promise<{ gateway: GatewayView; credential: string }> {
  const { credential, hash: credentialHash } = newCredential(gatewayId);
  const claim = randomBytes(12).toString('base64url');
  const gateway: GatewayItem = {
    gateway_id: gatewayId,
    name: name || gatewayId,
    kind,
    field_ids: [],
    last_seen: null,
    pairing_until: null,
    created_at: new Date().toISOString(),
    claim,
    ...(opts.farmName !== undefined ? { farm_name: opts.farmName } : {}),
  };
  if (
    await claimGateway({
      gateway_id: gatewayId,
      owner: userName,
      kind,
      credential_hash: credentialHash,
      credential_issued_at: new Date().toISOString(),
      claim,
    })
  ) {
    if (!(await putGateway(userName, gateway, { onlyIfNew: true }))) {
      // An item is there already: this claim's (a concurrent retry completed it) or a leftover
      // of an earlier registration whose delete stopped after freeing the id (replaced).
      if ((await getGateway(userName, gatewayId))?.claim === claim)
        throw new ConflictError(refusal('refusals.gatewayAlreadyYours'));
      await putGateway(userName, gateway);
    }
    return { gateway: present(gateway), credential };
  }
  const holder = await getRegistry(gatewayId);
  if (!holder) throw new ConflictError(refusal('refusals.gatewayBeingRemoved'));
  if (holder.owner !== userName) throw new ConflictError(refusal('refusals.gatewayOfAnotherAccount'));
  const existing = await getGateway(userName, gatewayId);
  if (existing && existing.claim === holder.claim) throw new ConflictError(refusal('refusals.gatewayAlreadyYours'));
  // Half-done: complete this user's claim.
  const completed = { ...gateway, claim: holder.claim };
  if (!(await putGateway(userName, completed, { onlyIfNew: !existing })))
    throw new ConflictError(refusal('refusals.gatewayAlreadyYours'));
  if (!(await setCredentialHash(gatewayId, credentialHash, { owner: userName, claim: holder.claim }))) {
    throw new ConflictError(refusal('refusals.gatewayBeingRemoved'));
  }
  return { gateway: present(completed), credential };
}

export async function listUserGateways(userName: string): Promise<GatewayView[]> {
  return (await listGateways(userName)).sort((a, b) => a.name.localeCompare(b.name)).map(present);
}

export async function editGateway(
  userName: string,
  gatewayId: string,
  changes: { name?: string; fieldIds?: string[] },
): Promise<GatewayView> {
  const g = await ownGateway(userName, gatewayId);
  if (changes.fieldIds) {
    const own = new Set((await listFields(userName)).map((f) => f.field_id));
    const foreign = changes.fieldIds.find((id) => !own.has(id));
    if (foreign) throw new NotFoundError(refusal('refusals.fieldNotFound'));
  }
  const update = {
    name: changes.name || undefined,
    field_ids: changes.fieldIds ? [...new Set(changes.fieldIds)] : undefined,
  };
  await updateGateway(userName, gatewayId, update);
  return present({
    ...g,
    ...Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined)),
  } as GatewayItem);
}

/**
 * Delete the owner's gateway and free its id. The claim goes first, so the credential stops
 * working even if the second write never happens; a retry then deletes the owner's item. A
 * half-registered gateway (claim, no item) is deleted too.
 */
export async function removeGateway(userName: string, gatewayId: string): Promise<{ gateway_id: string }> {
  const [own, holder] = await Promise.all([getGateway(userName, gatewayId), getRegistry(gatewayId)]);
  if (!own && holder?.owner !== userName) throw new NotFoundError(refusal('refusals.gatewayNotFound'));
  await releaseGateway(gatewayId, userName); // only this user's claim, never a later owner's
  await deleteGateway(userName, gatewayId);
  return { gateway_id: gatewayId };
}

export async function rotateCredential(
  userName: string,
  gatewayId: string,
): Promise<{ gateway_id: string; credential: string }> {
  await ownGateway(userName, gatewayId);
  const { credential, hash: credentialHash } = newCredential(gatewayId);
  // The id may have been freed by a delete that stopped half-way: then there is nothing to rotate.
  if (!(await setCredentialHash(gatewayId, credentialHash, { owner: userName })))
    throw new NotFoundError(refusal('refusals.gatewayNotFound'));
  return { gateway_id: gatewayId, credential };
}

/** For the gateway routes: the gateway this credential belongs to, or undefined. */
export async function verifyGatewayCredential(credential: string): Promise<VerifiedGateway | undefined> {
  const match = /^gw\.([A-Za-z0-9_-]{3,64})\.[A-Za-z0-9_-]{43}$/.exec(credential.trim());
  if (!match) return undefined;
  const entry = await getRegistry(match[1]!);
  if (!entry) return undefined;
  const a = Buffer.from(entry.credential_hash, 'hex');
  const b = Buffer.from(hash(credential.trim()), 'hex');
  return a.length === b.length && timingSafeEqual(a, b)
    ? { gatewayId: entry.gateway_id, owner: entry.owner, kind: entry.kind ?? 'fieldwise' }
    : undefined;
}

/**
 * A gateway named by its id alone, where the id arrives from a trusted channel rather than with a
 * credential (the AWS IoT rule takes it from the destination's MQTT topic, which only the
 * deployment's own account can publish to): its owner and kind, or undefined when no one holds it.
 */
export async function gatewayById(
  gatewayId: string,
): Promise<{ gatewayId: string; owner: string; kind: GatewayKind } | undefined> {
  if (!GATEWAY_ID_RE.test(gatewayId)) return undefined;
  const entry = await getRegistry(gatewayId);
  return entry && { gatewayId: entry.gateway_id, owner: entry.owner, kind: entry.kind ?? 'fieldwise' };
}

export async function gatewaysOfField(userName: string, fieldId: string): Promise<GatewayView[]> {
  return (await listUserGateways(userName)).filter((g) => g.field_ids.includes(fieldId));
}

/** Pairing mode on (for PAIRING_MINUTES) or off, for gateways the caller owns. */
export async function setPairing(
  userName: string,
  gatewayIds: string[],
  on: boolean,
): Promise<{ gatewayIds: string[]; pairing_until: string | null }> {
  for (const id of gatewayIds) await ownGateway(userName, id);
  const until = on ? new Date(Date.now() + PAIRING_MINUTES * 60_000).toISOString() : null;
  for (const id of gatewayIds) await updateGateway(userName, id, { pairing_until: until });
  return { gatewayIds, pairing_until: until };
}

/**
 * Sensors registered through the given gateways (the caller's only), then the sensors those
 * gateways heard while pairing that are still unregistered (the wizard's pairing handshake).
 */
export async function sensorsOfGateways(userName: string, gatewayIds: string[]): Promise<GatewaySensorRow[]> {
  const wanted = new Set(gatewayIds);
  const out: GatewaySensorRow[] = [];
  for (const s of await listOwnSensors(userName)) {
    if (s.gateway_id && wanted.has(s.gateway_id)) {
      out.push({
        sensor_id: s.sensor_id,
        gateway_id: s.gateway_id,
        registered: true,
        points: s.points,
        field_id: s.field_id,
        alias: s.alias,
        heard_at: null,
      });
    }
  }
  for (const id of wanted) {
    const g = await getGateway(userName, id);
    for (const [sensorId, heardAt] of Object.entries(g?.heard ?? {})) {
      if (await getSensor(sensorId)) continue; // registered meanwhile (here or by someone else)
      out.push({
        sensor_id: sensorId,
        gateway_id: id,
        registered: false,
        points: null,
        field_id: null,
        alias: '',
        heard_at: heardAt,
      });
    }
  }
  return out;
}

/**
 * Ingest heard sensors nobody has registered: a gateway in pairing mode notes them, so the
 * sensor wizard can confirm the sensor the grower is registering really talks to the gateway.
 * Outside pairing mode nothing is noted. Returns whether they were noted.
 */
export async function noteHeardSensors(
  owner: string,
  gatewayId: string,
  sensorIds: string[],
  now = Date.now(),
): Promise<boolean> {
  const at = new Date(now).toISOString();
  // One conditional update (pairing on at `now`) sets this batch's entries: concurrent ingests
  // never overwrite each other's; then the oldest beyond MAX_HEARD are dropped.
  const heard = await noteHeard(owner, gatewayId, sensorIds.slice(0, MAX_HEARD), at, at);
  if (!heard) return false;
  const oldest = Object.entries(heard)
    .sort((a, b) => b[1].localeCompare(a[1]) || a[0].localeCompare(b[0]))
    .slice(MAX_HEARD);
  await forgetHeard(owner, gatewayId, oldest);
  return true;
}
