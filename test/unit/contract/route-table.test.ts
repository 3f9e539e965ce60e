/**
 * The web app's route table (web/src/api/route-table.ts) is the contract's routes without their
 * schemas: every route, with the contract's method, path, access, farm flag and raw type, and the
 * committed file is what `npm run openapi` writes today.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract } from '@shared/contract';
import { routeCallsOf } from '@shared/contract/route-table';
import { ROUTE_TABLE } from '../../../web/src/api/route-table';
import { webRouteTableText } from '../../../scripts/route-table-text';

describe('the web route table', () => {
  it('holds every contract route, as the contract says to call it', () => {
    expect(Object.keys(ROUTE_TABLE).sort()).toEqual(Object.keys(contract).sort());
    for (const [id, route] of Object.entries(contract)) {
      const call = ROUTE_TABLE[id as keyof typeof ROUTE_TABLE];
      expect(call, id).toMatchObject({ method: route.method, path: route.path, access: route.access });
      expect(call.farm, id).toBe('farm' in route && Boolean(route.farm));
      expect('raw' in call ? call.raw : undefined, id).toBe('raw' in route ? route.raw : undefined);
    }
    expect(routeCallsOf(contract)).toEqual(ROUTE_TABLE);
  });

  it('is what `npm run openapi` writes', async () => {
    const committed = readFileSync(
      join(import.meta.dirname, '..', '..', '..', 'web', 'src', 'api', 'route-table.ts'),
      'utf8',
    );
    expect(
      committed === (await webRouteTableText()),
      'web/src/api/route-table.ts is stale: run `npm run openapi`',
    ).toBe(true);
  });
});
