/**
 * Where the app keeps what it needs offline (the last answers of Home and the Dashboard, the queue
 * of changes waiting to be sent): one IndexedDB database through idb-keyval. Without IndexedDB
 * (some private windows, unit tests) a Map stands in for the page's lifetime.
 */
import { clear, createStore, del, get, set } from 'idb-keyval';

export interface OfflineKv {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  clear(): Promise<void>;
}

/** The database's name: the sign-out test looks inside it. */
export const OFFLINE_DB = 'fieldwise-offline';

function idbKv(): OfflineKv {
  const store = createStore(OFFLINE_DB, 'keyval');
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    clear: () => clear(store),
  };
}

export function memoryKv(): OfflineKv {
  const map = new Map<string, unknown>();
  return {
    get: async <T>(key: string) => structuredClone(map.get(key)) as T | undefined,
    set: async (key, value) => void map.set(key, structuredClone(value)),
    del: async (key) => void map.delete(key),
    clear: async () => map.clear(),
  };
}

let current: OfflineKv | undefined;

export function offlineKv(): OfflineKv {
  return (current ??= globalThis.indexedDB ? idbKv() : memoryKv());
}

/** Tests give their own store. */
export function setOfflineKv(kv: OfflineKv | undefined): void {
  current = kv;
}
