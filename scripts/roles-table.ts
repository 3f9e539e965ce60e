/**
 * `npm run docs:roles`: writes the role × action table (shared/teams/roles-table.ts) into
 * README.md between its markers. test/unit/docs/roles-table.test.ts fails while they differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'prettier';
import { withRolesTable } from '@shared/teams/roles-table';

const README = join(import.meta.dirname, '..', 'README.md');
const text = await format(withRolesTable(readFileSync(README, 'utf8')), { filepath: README, printWidth: 120 });
writeFileSync(README, text);
console.log(`wrote the roles table into ${README}`);
