/** The routes a personal API key may call: read-only, never admin, payments, profile or the keys themselves. */
import { describe, expect, it } from 'vitest';
import { contract } from '@shared/contract';

const keyRoutes = Object.entries(contract).filter(([, r]) => 'apiKey' in r && r.apiKey === true);

describe('routes marked apiKey', () => {
  it('exist, and are all GET routes of a signed-in grower', () => {
    expect(keyRoutes.length).toBeGreaterThan(0);
    for (const [id, r] of keyRoutes) {
      expect(r.method, id).toBe('GET');
      expect(['user', 'subscriber'], id).toContain(r.access);
    }
  });

  it('leave out the API keys, payments and profile routes', () => {
    for (const [id, r] of keyRoutes) expect(['api-keys', 'payments', 'accounts'], id).not.toContain(r.resource);
  });
});
