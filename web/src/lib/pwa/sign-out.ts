/**
 * Sign-out leaves nothing of the person on the device: the saved answers and the queue (the whole
 * offline database: it only ever holds people's data) and every Cache Storage entry but the
 * service worker's precache (the app's own files, the same for everyone).
 */
import { openQueue } from './queue';
import { offlineKv } from './kv';

/** Workbox's precache: `workbox-precache-v2-<scope>`. */
const isPrecache = (name: string) => name.startsWith('workbox-precache');

export async function clearOfflineData(cacheStorage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  await openQueue(null);
  await offlineKv()
    .clear()
    .catch(() => {});
  if (!cacheStorage) return;
  try {
    const names = await cacheStorage.keys();
    await Promise.all(names.filter((n) => !isPrecache(n)).map((n) => cacheStorage.delete(n)));
  } catch {
    // Cache Storage refused (an insecure origin, a private window): nothing was stored there either.
  }
}
