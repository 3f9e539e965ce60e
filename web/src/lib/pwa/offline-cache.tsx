/**
 * Around the signed-in app: puts back the person's saved answers at start (so Home and the
 * Dashboard show offline), saves them again as fresh ones arrive, opens the person's queue of
 * offline changes and sends it when the network returns. Renders its children at once: hydrate
 * keeps whatever is newer, and offline the queries wait (paused) while the saved answers come in.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { activeFarm } from '../active-farm';
import { useAuth } from '../auth/auth-provider';
import { sendQueued } from '../../api/offline-queue';
import { offlineKv } from './kv';
import { isOnline, subscribeOnline, syncOnlineManager } from './online';
import { isKept, restoreQueries, saveQueries, savedQueriesKey } from './persisted-queries';
import { flushQueue, openQueue, queueOwner } from './queue';
import { registerServiceWorker, whenSettled } from './register';

/** Fresh answers come in bursts (a page's queries): one save after the burst. */
const SAVE_AFTER_MS = 1_000;

const keyNow = (user: string) => savedQueriesKey(user, activeFarm()?.farmId ?? null);

function refreshAfterFlush(client: QueryClient, sent: number) {
  if (sent > 0)
    void client.invalidateQueries({
      predicate: (q) => ['irrigations', 'notifications', 'advice', 'events'].includes(String(q.queryKey[0])),
    });
}

export function OfflineCache({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const { status, auth } = useAuth();
  const user = status === 'ready' && auth.isAuthenticated ? auth.userName : null;

  // Installed once a signed-in first screen has settled: not on the sign-in page, where its downloads
  // would compete with Home's first answers right after.
  useEffect(() => {
    if (!import.meta.env.PROD || !user) return; // the dev server builds no worker
    return whenSettled(
      () => client.isFetching() > 0,
      () => registerServiceWorker(),
    );
  }, [client, user]);

  useEffect(() => {
    syncOnlineManager();
    if (!user) return;
    const kv = offlineKv();
    // Kept across page loads only in IndexedDB: a Map (no IndexedDB) would only repeat the query cache.
    const persist = Boolean(globalThis.indexedDB);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const flush = () => {
      if (!isOnline() || queueOwner() !== user) return;
      void flushQueue(activeFarm()?.farmId ?? null, sendQueued).then((sent) => refreshAfterFlush(client, sent));
    };
    if (persist) void restoreQueries(client, kv, keyNow(user)).catch(() => false);
    void openQueue(user).then(() => !stopped && flush());

    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (!persist) return;
      // A query that comes back to the page while offline (dropped from memory meanwhile) gets its saved answer.
      if (event.type === 'added' && !isOnline()) void restoreQueries(client, kv, keyNow(user)).catch(() => false);
      if (event.type !== 'updated' || event.action.type !== 'success' || !isKept(event.query)) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!stopped && queueOwner() === user) void saveQueries(client, kv, keyNow(user)).catch(() => {});
      }, SAVE_AFTER_MS);
    });
    const stopFlushing = subscribeOnline(flush);
    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      stopFlushing();
    };
  }, [client, user]);

  return children;
}
