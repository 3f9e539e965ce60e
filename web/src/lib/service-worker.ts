/**
 * Any leftover service worker is unregistered on start. An earlier build of the site
 * registered one; left alone it would keep serving stale files.
 */
export async function unregisterServiceWorkers(
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): Promise<number> {
  if (!container?.getRegistrations) return 0;
  try {
    const registrations = await container.getRegistrations();
    const results = await Promise.all(registrations.map((r) => r.unregister().catch(() => false)));
    return results.filter(Boolean).length;
  } catch {
    return 0; // private windows and some embedded browsers refuse access: nothing to clean up
  }
}
