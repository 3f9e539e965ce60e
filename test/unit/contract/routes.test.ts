/** The contract and the server's route table describe the same routes, once each. */
import { describe, expect, it } from 'vitest';
import { contract, type RouteId } from '@shared/contract';
import { routes } from '../../../lambdas/platform/routes';

describe('the contract and the route table', () => {
  it('routes every contract entry exactly once, and nothing else', () => {
    const ids = routes.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(Object.keys(contract).sort());
  });

  it('takes each route’s method, path and access from the contract', () => {
    for (const r of routes) {
      const c = contract[r.id as RouteId];
      expect([r.method, r.path, r.access], r.id).toEqual([c.method, c.path, c.access]);
    }
  });

  it('has one route per method and path', () => {
    const keys = Object.values(contract).map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('describes every route: a summary, and an answer schema or a raw media type', () => {
    for (const [id, c] of Object.entries(contract)) {
      expect(c.summary.trim().length, id).toBeGreaterThan(10);
      expect(c.summary, id).not.toMatch(/\bTODO\b/);
      // z.unknown()/z.any() would let any answer through the integration check.
      const type = c.answer.def.type;
      if (!('raw' in c)) expect(['unknown', 'any'], id).not.toContain(type);
    }
  });

  it('lets API keys read only GET routes of signed-in growers', () => {
    for (const [id, c] of Object.entries(contract)) {
      if (!('apiKey' in c) || !c.apiKey) continue;
      expect([c.method, c.access], id).toEqual(['GET', expect.stringMatching(/^(user|subscriber)$/)]);
    }
  });
});
