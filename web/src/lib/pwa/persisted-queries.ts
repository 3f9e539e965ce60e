/**
 * The answers Home and the Dashboard show, kept in IndexedDB so they show again offline: fields,
 * zones, readings (latest and series), weather, advice, events, irrigations, sensors, notes,
 * notifications and the person's settings and account. Stored per person and farm (the query keys
 * do not name the farm: lib/switch-farm.ts), so nobody sees another person's data, and dropped at
 * sign-out (lib/pwa/sign-out.ts). Uses React Query's own dehydrate/hydrate: hydrate keeps whatever
 * is newer, so a fresh answer is never replaced by a saved one.
 */
import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import type { OfflineKv } from './kv';

const KEPT = new Set([
  'accounts',
  'advice',
  'events',
  'farms',
  'fields',
  'irrigations',
  'notes',
  'notifications',
  'predictions',
  'readings',
  'sensors',
  'settings',
  'weather',
  'zones',
]);

/** A query whose answer is kept: one of the families above, answered. */
export const isKept = (q: Pick<Query, 'queryKey' | 'state'>): boolean =>
  typeof q.queryKey[0] === 'string' && KEPT.has(q.queryKey[0]) && q.state.status === 'success';

export const savedQueriesKey = (user: string, farmId: string | null): string =>
  `queries:${JSON.stringify([user, farmId ?? ''])}`;

/** Put the saved answers back (older than what is in memory: left alone). Answers whether any were saved. */
export async function restoreQueries(client: QueryClient, kv: OfflineKv, key: string): Promise<boolean> {
  const saved = await kv.get<DehydratedState>(key);
  if (!saved?.queries?.length) return false;
  hydrate(client, { queries: saved.queries, mutations: [] });
  // What was saved shows at once, but is never taken for fresh: each restored answer is fetched
  // again when a page uses it (offline, that fetch waits and the saved answer stays). Without this,
  // a reload within the stale time showed the list as it was before a change just made.
  const restored = new Set(saved.queries.map((q) => q.queryHash));
  await client.invalidateQueries({ predicate: (q) => restored.has(q.queryHash), refetchType: 'none' });
  return true;
}

export async function saveQueries(client: QueryClient, kv: OfflineKv, key: string): Promise<void> {
  const state = dehydrate(client, { shouldDehydrateQuery: isKept, shouldDehydrateMutation: () => false });
  await kv.set(key, state);
}
