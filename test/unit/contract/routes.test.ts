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
});
