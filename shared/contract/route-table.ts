/**
 * What a client needs of each route to call it — method, path, access, whether it acts in a shared
 * farm, a raw answer's type — without the zod schemas. The web app's `call` reads only this: the
 * schemas (~50 kB compressed) are for the server, the OpenAPI document and the tests, and kept out
 * of the web app's first download they save a second on a 3G-like connection. The web's copy,
 * web/src/api/route-table.ts, is written from the contract by `npm run openapi`;
 * test/unit/contract/route-table.test.ts fails while it differs.
 */
import type { Access, HttpMethod, RawMediaType, RouteContract } from './define';

export interface RouteCall {
  method: HttpMethod;
  path: string;
  access: Access;
  /** A farm route: the request carries the shared farm the user chose. */
  farm: boolean;
  raw?: RawMediaType;
}

export function routeCallsOf(routes: Readonly<Record<string, RouteContract>>): Record<string, RouteCall> {
  return Object.fromEntries(
    Object.entries(routes).map(([id, r]) => [
      id,
      { method: r.method, path: r.path, access: r.access, farm: Boolean(r.farm), ...(r.raw ? { raw: r.raw } : {}) },
    ]),
  );
}

/** The web's route table as TypeScript (formatted by the caller). */
export function routeTableSource(routes: Readonly<Record<string, RouteContract>>): string {
  const rows = Object.entries(routeCallsOf(routes))
    .map(([id, call]) => `  ${JSON.stringify(id)}: ${JSON.stringify(call)},`)
    .join('\n');
  return [
    '/**',
    ' * Each route of the contract as the web app calls it, without its schemas (shared/contract/route-table.ts',
    ' * says why). Written by `npm run openapi`; do not edit.',
    ' */',
    "import type { RouteId } from '@shared/contract';",
    "import type { RouteCall } from '@shared/contract/route-table';",
    '',
    `export const ROUTE_TABLE = {\n${rows}\n} as const satisfies Record<RouteId, RouteCall>;`,
    '',
  ].join('\n');
}
