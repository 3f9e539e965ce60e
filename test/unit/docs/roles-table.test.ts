import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FARM_ACTIONS, FARM_ROLES, ROLE_ACTIONS } from '@shared/teams/roles';
import {
  ROLES_TABLE_END,
  ROLES_TABLE_START,
  rolesTableIn,
  rolesTableRows,
  withRolesTable,
} from '@shared/teams/roles-table';

const readme = readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');

describe('the README’s roles table', () => {
  it('says what shared/teams/roles.ts says (npm run docs:roles writes it)', () => {
    expect(rolesTableIn(readme)).toEqual(rolesTableRows());
  });

  it('has a row per action and a ✓ exactly where ROLE_ACTIONS allows', () => {
    const [header, ...rows] = rolesTableIn(readme)!;
    expect(header!.slice(2)).toEqual(['Owner', 'Manager', 'Advisor', 'Viewer']);
    expect(rows.map((r) => r[0])).toEqual(FARM_ACTIONS.map((a) => `\`${a}\``));
    for (const [i, action] of FARM_ACTIONS.entries())
      for (const [j, role] of FARM_ROLES.entries())
        expect(rows[i]![2 + j], `${role} ${action}`).toBe(ROLE_ACTIONS[role].includes(action) ? '✓' : '—');
  });

  it('notices a table that differs by one mark, and rewrites it', () => {
    const changed = readme.replace(/(\| `members\.manage` [^\n]*?\| ✓ +\| )—/, '$1✓');
    expect(changed).not.toBe(readme);
    expect(rolesTableIn(changed)).not.toEqual(rolesTableRows());
    expect(rolesTableIn(withRolesTable(changed))).toEqual(rolesTableRows());
    expect(rolesTableIn('no table here')).toBeUndefined();
    expect(() => withRolesTable(`${ROLES_TABLE_END}\n${ROLES_TABLE_START}`)).toThrow(/no "/);
  });
});
