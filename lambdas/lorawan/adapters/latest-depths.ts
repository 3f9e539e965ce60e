/**
 * The newest raw value each depth of a LoRaWAN sensor got, and from when, so a reading from one
 * of its devices can carry the other devices' recent values (rules/readings.ts):
 *   PK LORAWAN_LATEST#<series>   SK DEPTHS   { at10cm?: {v, t, w}, at50cm?: …, at100cm?: …, ttl }
 * One item per sensor registration (its series), so a registration of a freed id starts empty.
 * Each depth is replaced only by a newer value; the item expires a week after its last write.
 */
import type { DepthKey } from '@shared/readings/depths';
import type { SeriesKey } from '../../readings';
import { getItem, putItem, updateWhen } from '../../platform/aws/items';
import { APP_TABLE_TTL_ATTRIBUTE } from '../../platform/aws/table-schema';
import type { DepthValue, DepthValues } from '../rules/readings';

const pk = (series: SeriesKey) => `LORAWAN_LATEST#${series}`;
const SK = 'DEPTHS';
const KEEP_S = 7 * 86_400;

export async function getLatestDepths(series: SeriesKey): Promise<DepthValues> {
  const item = await getItem<Record<string, unknown>>(pk(series), SK);
  const out: DepthValues = {};
  for (const key of ['at10cm', 'at50cm', 'at100cm'] as const) {
    const v = item?.[key] as DepthValue | undefined;
    if (v && typeof v.v === 'number' && typeof v.t === 'number' && typeof v.w === 'number') out[key] = v;
  }
  return out;
}

/** Keep these values where they are newer than what the depth holds (one write per depth). */
export async function keepLatestDepths(
  series: SeriesKey,
  values: Partial<Record<DepthKey, DepthValue>>,
  now: number,
): Promise<void> {
  const ttl = Math.ceil(now / 1000) + KEEP_S;
  // The item first (a no-op when there), so each depth can be a conditional SET on it.
  await putItem({ PK: pk(series), SK, [APP_TABLE_TTL_ATTRIBUTE]: ttl }, { onlyIfNew: true });
  await Promise.all(
    Object.entries(values).map(([key, value]) =>
      updateWhen(pk(series), SK, {
        update: 'SET #d = :v, #ttl = :ttl',
        condition: 'attribute_not_exists(#d) OR #d.t <= :t',
        names: { '#d': key, '#ttl': APP_TABLE_TTL_ATTRIBUTE },
        values: { ':v': value, ':t': value.t, ':ttl': ttl },
      }),
    ),
  );
}
