import { describe, expect, it, vi } from 'vitest';
import { unregisterServiceWorkers } from '../../../web/src/lib/service-worker';

describe('leftover service workers', () => {
  it('unregisters every registration', async () => {
    const a = { unregister: vi.fn(async () => true) };
    const b = { unregister: vi.fn(async () => true) };
    const container = { getRegistrations: async () => [a, b] } as unknown as ServiceWorkerContainer;
    await expect(unregisterServiceWorkers(container)).resolves.toBe(2);
    expect(a.unregister).toHaveBeenCalledOnce();
    expect(b.unregister).toHaveBeenCalledOnce();
  });
  it('copes with browsers that have no service workers or refuse access', async () => {
    await expect(unregisterServiceWorkers(undefined)).resolves.toBe(0);
    const refusing = {
      getRegistrations: async () => Promise.reject(new Error('SecurityError')),
    } as unknown as ServiceWorkerContainer;
    await expect(unregisterServiceWorkers(refusing)).resolves.toBe(0);
  });
});
