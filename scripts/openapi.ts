/**
 * `npm run openapi`: writes, from the contract, docs/openapi.json (shared/contract/openapi.ts) and
 * the web app's route table, web/src/api/route-table.ts (shared/contract/route-table.ts).
 * test/unit/contract/openapi.test.ts and route-table.test.ts fail while a committed file differs
 * from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApiText } from '@shared/contract/openapi';
import { webRouteTableText } from './route-table-text';

export const OPENAPI_FILE = join(import.meta.dirname, '..', 'docs', 'openapi.json');
export const ROUTE_TABLE_FILE = join(import.meta.dirname, '..', 'web', 'src', 'api', 'route-table.ts');

writeFileSync(OPENAPI_FILE, openApiText());
console.log(`wrote ${OPENAPI_FILE}`);
writeFileSync(ROUTE_TABLE_FILE, await webRouteTableText());
console.log(`wrote ${ROUTE_TABLE_FILE}`);
