/**
 * A grower's vendor links: made on one of their own sensors (another grower's sensor is "not
 * found", as every other id of theirs), one per sensor, the key sealed before it is written and
 * never read back here; listed with how their pulls went; deleted (the key goes with the item).
 */
import { createHash } from 'node:crypto';
import type { CreateVendorLinkInput, VendorLinkView } from '@shared/vendor-clouds/links';
import { DEFAULT_ZENTRA_PORTS } from '@shared/vendor-clouds/links';
import { refusal } from '../../platform/refusal';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { ownSensor } from '../../sensors';
import { sealKey } from '../adapters/key-vault';
import { deleteLink, listLinksOf, putLink, type LinkItem } from '../adapters/links';

/** The link of an owner's sensor: the same id every time, so a repeated request finds the first. */
export const linkIdOf = (owner: string, sensorId: string) =>
  `vl-${createHash('sha256').update(`${owner}\n${sensorId}`).digest('hex').slice(0, 20)}`;

const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

export function linkView(l: LinkItem): VendorLinkView {
  return {
    linkId: l.link_id,
    vendor: l.vendor,
    sensorId: l.sensor_id,
    source: l.source,
    timeZone: l.time_zone ?? null,
    ports: l.ports ? l.ports.map((p) => ({ port: p.port, depth_cm: p.depth_cm as 10 | 50 | 100 })) : null,
    keyLast4: l.key_last4,
    state: l.state,
    lastPullAt: l.last_pull_at ?? null,
    newestReadingAt: iso(l.newest_at),
    error: l.error ?? null,
    errorCode: l.error_code ?? null,
    errorDetail: l.error_detail ?? null,
    errorAt: l.error_at ?? null,
    createdAt: l.created_at,
  };
}

export async function createLink(
  owner: string,
  input: CreateVendorLinkInput,
  now = Date.now(),
): Promise<VendorLinkView> {
  const sensor = await ownSensor(owner, input.sensorId);
  const linkId = linkIdOf(owner, sensor.sensor_id);
  const link: LinkItem = {
    link_id: linkId,
    owner,
    vendor: input.vendor,
    sensor_id: sensor.sensor_id,
    source: input.vendor === 'irrimax' ? input.logger : input.serial,
    ...(input.vendor === 'irrimax'
      ? { time_zone: input.timeZone }
      : { ports: (input.ports ?? DEFAULT_ZENTRA_PORTS).map((p) => ({ port: p.port, depth_cm: p.depth_cm })) }),
    key_sealed: await sealKey(linkId, input.apiKey),
    key_last4: input.apiKey.slice(-4),
    created_at: new Date(now).toISOString(),
    state: 'pending',
  };
  if (!(await putLink(link))) throw new ConflictError(refusal('refusals.vendorLinkExists'));
  return linkView(link);
}

export async function listLinks(owner: string): Promise<VendorLinkView[]> {
  const links = await listLinksOf(owner);
  return links.sort((a, b) => a.created_at.localeCompare(b.created_at)).map(linkView);
}

export async function removeLink(owner: string, linkId: string): Promise<{ deleted: string }> {
  if (!(await deleteLink(owner, linkId))) throw new NotFoundError(refusal('refusals.vendorLinkNotFound'));
  return { deleted: linkId };
}
