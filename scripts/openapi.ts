/**
 * `npm run openapi`: writes docs/openapi.json from the contract (shared/contract/openapi.ts).
 * test/unit/contract/openapi.test.ts fails while the committed file differs from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApiText } from '@shared/contract/openapi';

export const OPENAPI_FILE = join(import.meta.dirname, '..', 'docs', 'openapi.json');

writeFileSync(OPENAPI_FILE, openApiText());
console.log(`wrote ${OPENAPI_FILE}`);
