/**
 * The service worker (built by vite-plugin-pwa: web/vite.config.ts) registered with workbox-window,
 * and "a new version is waiting" for the shell's prompt (app/shell/update-prompt.tsx).
 *
 * Registered once the first screen has settled (no query fetching for a moment after the page
 * loaded): installing downloads the app's files for offline use, which on a slow network should
 * not compete with Home's first answers. A new version is looked for when the tab comes back to
 * the front and every hour; it waits until the person chooses Reload, then takes over and the page
 * reloads on the new files (never a page half old, half new).
 */
import { Workbox } from 'workbox-window';
import { SW_FILE } from './manifest';

let workbox: Workbox | undefined;
let waiting = false;
const listeners = new Set<() => void>();

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export const updateWaiting = (): boolean => waiting;

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setWaiting(value: boolean) {
  waiting = value;
  for (const l of listeners) l();
}

/** Only in a built app (the dev server has no worker) and where the browser has service workers. */
export function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
  make: (url: string) => Workbox = (url) => new Workbox(url, { scope: '/' }),
): boolean {
  if (!container || workbox) return false;
  const wb = make(`/${SW_FILE}`);
  workbox = wb;
  wb.addEventListener('waiting', () => setWaiting(true));
  wb.register().catch((err: unknown) => console.warn('The offline app could not be installed:', err));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update().catch(() => {});
  });
  setInterval(() => void wb.update().catch(() => {}), UPDATE_CHECK_MS);
  return true;
}

/** "Reload": the waiting worker takes over, then the page loads again on the new version. */
export function applyUpdate(reload: () => void = () => window.location.reload()): void {
  if (!workbox) return reload();
  workbox.addEventListener('controlling', () => reload());
  workbox.messageSkipWaiting();
}

/**
 * Call `then` once the page has loaded and `isBusy` has stayed false for `quietMs` (the first
 * screen's queries answered). Answers a function that cancels the wait.
 */
export function whenSettled(isBusy: () => boolean, then: () => void, quietMs = 2_000): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    timer = setTimeout(() => (isBusy() ? check() : then()), quietMs);
  };
  const start = () => check();
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    clearTimeout(timer);
    window.removeEventListener('load', start);
  };
}
