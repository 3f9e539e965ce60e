/**
 * The vendor-link items: one per link, under its owner (`USER#<owner>`, `VLINK#<linkId>`), so a
 * grower's list is one query and another grower's link id simply is not there; and in GSI1
 * (`VENDOR_LINKS`) so the scheduled puller finds every link in one query. A link's id comes from
 * its owner and sensor (one link per sensor): the same request twice makes one link.
 * Pull state is written with conditions: a link deleted meanwhile is never written back, and the
 * cursor only moves forward.
 */
import { keys, deleteItem, getItem, putItem, queryIndex, queryPrefix, updateWhen } from '../../platform/aws/items';
import type { LinkErrorCode, LinkState, Vendor } from '@shared/vendor-clouds/links';
import type { PortDepth } from '../rules/zentra-readings';

const SK = 'VLINK#';
const INDEX = 'VENDOR_LINKS';

export interface LinkItem {
  link_id: string;
  owner: string;
  vendor: Vendor;
  sensor_id: string;
  /** The IrriMAX logger name or the ZENTRA device serial. */
  source: string;
  time_zone?: string;
  ports?: PortDepth[];
  /** The key, sealed (key-vault.ts). */
  key_sealed: string;
  key_last4: string;
  created_at: string;
  state: LinkState;
  /** Where the next pull starts: IrriMAX the newest stored reading (UTC ms), ZENTRA the next record id. */
  cursor?: number;
  /** The newest reading stored from this link (UTC ms). */
  newest_at?: number;
  last_pull_at?: string;
  error?: string;
  /** The error's code and technical detail; absent on a link that failed before they were kept. */
  error_code?: LinkErrorCode;
  error_detail?: string;
  error_at?: string;
}

export async function putLink(link: LinkItem): Promise<boolean> {
  return putItem(
    { PK: keys.user(link.owner), SK: `${SK}${link.link_id}`, GSI1PK: INDEX, GSI1SK: link.link_id, ...link },
    { onlyIfNew: true },
  );
}

export const getLink = (owner: string, linkId: string) => getItem<LinkItem>(keys.user(owner), `${SK}${linkId}`);
export const listLinksOf = (owner: string) => queryPrefix<LinkItem>(keys.user(owner), SK);
/** Every link (the index: a link made a moment ago may wait for the next run). */
export const listAllLinks = () => queryIndex<LinkItem>(INDEX);

export async function deleteLink(owner: string, linkId: string): Promise<boolean> {
  return (await deleteItem(keys.user(owner), `${SK}${linkId}`)) !== undefined;
}

/** A pull stored readings up to `cursor`: moves it forward only, and marks the link working. */
export function recordPull(
  link: Pick<LinkItem, 'owner' | 'link_id'>,
  pull: { cursor?: number; newestAt?: number; at: string },
): Promise<boolean> {
  const sets = ['#state = :ok', 'last_pull_at = :at'];
  const values: Record<string, unknown> = { ':ok': 'ok', ':at': pull.at };
  const conditions = ['attribute_exists(PK)'];
  if (pull.cursor !== undefined) {
    sets.push('#cursor = :cursor');
    values[':cursor'] = pull.cursor;
    conditions.push('(attribute_not_exists(#cursor) OR #cursor <= :cursor)');
  }
  if (pull.newestAt !== undefined) {
    sets.push('newest_at = :newest');
    values[':newest'] = pull.newestAt;
  }
  return updateWhen(keys.user(link.owner), `${SK}${link.link_id}`, {
    update: `SET ${sets.join(', ')} REMOVE #error, error_code, error_detail, error_at`,
    condition: conditions.join(' AND '),
    names: { '#state': 'state', '#error': 'error', ...(pull.cursor !== undefined ? { '#cursor': 'cursor' } : {}) },
    values,
  });
}

/**
 * A pull failed: the link says why, once. The same failure again leaves the item as it is (its
 * time stays that of the first), so the grower is told once, not every 15 minutes.
 */
export function recordFailure(
  link: Pick<LinkItem, 'owner' | 'link_id'>,
  failure: { state: 'unauthorized' | 'failing'; error: string; code: LinkErrorCode; detail: string; at: string },
): Promise<boolean> {
  return updateWhen(keys.user(link.owner), `${SK}${link.link_id}`, {
    update: 'SET #state = :state, #error = :error, error_code = :code, error_detail = :detail, error_at = :at',
    condition: 'attribute_exists(PK) AND (#state <> :state OR attribute_not_exists(#error) OR #error <> :error)',
    names: { '#state': 'state', '#error': 'error' },
    values: {
      ':state': failure.state,
      ':error': failure.error,
      ':code': failure.code,
      ':detail': failure.detail,
      ':at': failure.at,
    },
  });
}
