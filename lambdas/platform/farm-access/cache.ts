/**
 * What a function keeps between requests about shared farms (memberships, owners' plans), for
 * FARM_ACCESS_CACHE_SECONDS. At 0 (the local stack) nothing is kept: every request reads again,
 * so a removed member or a lapsed plan counts on the very next request.
 */
import { env } from '../env';

/** A container holds at most this many entries per cache; the oldest go first. */
const MAX_ENTRIES = 2000;

export interface TimedCache<V> {
  /**
   * The kept value when younger than the configured seconds, else `load()`, kept for next time
   * unless `keep` says otherwise.
   */
  get(key: string, load: () => Promise<V>, keep?: (value: V) => boolean): Promise<V>;
  clear(): void;
}

export function timedCache<V>(): TimedCache<V> {
  const kept = new Map<string, { at: number; value: V }>();
  return {
    async get(key, load, keep = () => true) {
      const seconds = env().FARM_ACCESS_CACHE_SECONDS;
      if (seconds <= 0) return load();
      const hit = kept.get(key);
      if (hit && Date.now() - hit.at < seconds * 1000) return hit.value;
      const value = await load();
      kept.delete(key);
      if (!keep(value)) return value;
      kept.set(key, { at: Date.now(), value });
      if (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value as string);
      return value;
    },
    clear: () => kept.clear(),
  };
}
