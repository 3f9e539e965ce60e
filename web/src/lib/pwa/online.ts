/**
 * Whether the app can reach its server. The browser's navigator.onLine is only half of it: a phone
 * with one bar, or a Wi-Fi without a way out, says "online" while every request fails. So a request
 * that gets no answer at all (lib/api-client.ts reports it) also counts as offline, until a request
 * is answered again or a small probe, every few seconds while down, gets any answer from the server.
 *
 * React Query is told too: while offline its queries pause (keeping the answers they have, saved
 * ones included) instead of failing, and resume when the server answers again. It assumes "online"
 * until it hears otherwise, so it is also told the truth at start. A request without an answer
 * pauses them only in the installed app (a service worker in control, the saved answers at hand):
 * elsewhere a page whose requests fail says so, as it always did.
 */
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { runtimeConfig } from '../runtime-config';

const PROBE_MS = 5_000;
/** Any answer (a 401 without a token) means the server is reachable; nothing of the person's is asked. */
const PROBE_PATH = '/api/v2/settings';

let networkDown = false;
let probe: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

const browserOnline = () => globalThis.navigator?.onLine !== false;

export const isOnline = (): boolean => browserOnline() && !networkDown;

const installed = () => Boolean(globalThis.navigator?.serviceWorker?.controller);

function changed() {
  syncOnlineManager();
  for (const l of listeners) l();
}

function probeOnce() {
  let base = '';
  try {
    base = runtimeConfig().apiBaseUrl.replace(/\/+$/, '');
  } catch {
    // not configured yet: the same origin
  }
  fetch(`${base}${PROBE_PATH}`, { cache: 'no-store', credentials: 'omit' }).then(reportAnswer, () => {});
}

/** A request got no answer at all. */
export function reportNoAnswer(): void {
  if (networkDown) return;
  networkDown = true;
  probe ??= setInterval(probeOnce, PROBE_MS);
  changed();
}

/** A request was answered (whatever its status). */
export function reportAnswer(): void {
  if (!networkDown) return;
  networkDown = false;
  clearInterval(probe);
  probe = undefined;
  changed();
}

export function subscribeOnline(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** At start, and from then on the browser's own events. */
export function syncOnlineManager(): void {
  onlineManager.setOnline(browserOnline() && (!networkDown || !installed()));
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    networkDown = false; // try again at once: the next request tells
    changed();
  });
  window.addEventListener('offline', changed);
}

function subscribe(listener: () => void): () => void {
  return subscribeOnline(listener);
}

export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, () => true);
