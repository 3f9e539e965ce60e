/**
 * Looking inside the page's offline storage from an e2e test: the app's IndexedDB database (read
 * without creating it when it is absent) and Cache Storage, and the service worker's state.
 */
import type { Page } from 'playwright-core';

/** Every key and value of the app's offline database ({} when it does not exist). */
export function offlineEntries(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(async () => {
    const dbs = await indexedDB.databases();
    if (!dbs.some((d) => d.name === 'fieldwise-offline')) return {};
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      const open = indexedDB.open('fieldwise-offline');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('keyval')) {
          db.close();
          resolve({});
          return;
        }
        const store = db.transaction('keyval').objectStore('keyval');
        const keys = store.getAllKeys();
        const values = store.getAll();
        values.onsuccess = () => {
          db.close();
          resolve(Object.fromEntries(keys.result.map((k, i) => [String(k), values.result[i]])));
        };
        values.onerror = () => reject(values.error);
      };
    });
  });
}

/** Cache Storage: each cache's name and the URLs (path and query) it holds. */
export function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = (await cache.keys()).map((r) => {
        const u = new URL(r.url);
        return u.origin === location.origin ? `${u.pathname}${u.search}` : r.url;
      });
    }
    return out;
  });
}

/** Waits until a service worker is active for the page's scope. */
export function serviceWorkerReady(page: Page): Promise<string> {
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active!.scriptURL);
}

export const controlled = (page: Page): Promise<boolean> =>
  page.evaluate(() => Boolean(navigator.serviceWorker.controller));
