/**
 * The role × action table as the README shows it, made from ROLE_ACTIONS (the one table the server
 * and the web app use): `npm run docs:roles` writes it into README.md, and a unit test fails while
 * the README's table says anything else.
 */
import { FARM_ACTIONS, FARM_ROLE_LABELS, FARM_ROLES, can, type FarmAction } from './roles';

/** What each action covers, in the README's words. */
export const FARM_ACTION_SUMMARIES: Readonly<Record<FarmAction, string>> = {
  'data.read': 'dashboards, readings, CSV, reports, weather, forecasts, fields, zones, sensors, irrigation logs',
  'setup.read': 'gateways, LoRaWAN connections and devices, vendor-cloud links',
  'fields.write': 'create, change and delete fields and zones',
  'sensors.write': 'sensors, gateways, LoRaWAN connections, vendor-cloud links',
  'irrigation.write': 'irrigation logs, wetting-event answers and rescans',
  'notes.write': 'notes and irrigation advice on a field or zone',
  'audit.read': "the farm's audit log",
  'members.read': "the farm's members and pending invitations",
  'members.manage': 'invite, change a role, remove a member, revoke an invitation',
  'farm.delete': 'delete the farm, transfer its ownership',
};

export const ROLES_TABLE_START = '<!-- roles table: made from shared/teams/roles.ts by npm run docs:roles -->';
export const ROLES_TABLE_END = '<!-- end of the roles table -->';

/** The table's rows as cells: a header, then one row per action. */
export function rolesTableRows(): string[][] {
  return [
    ['Action', 'What it covers', ...FARM_ROLES.map((r) => FARM_ROLE_LABELS[r])],
    ...FARM_ACTIONS.map((a) => [
      `\`${a}\``,
      FARM_ACTION_SUMMARIES[a],
      ...FARM_ROLES.map((r) => (can(r, a) ? '✓' : '—')),
    ]),
  ];
}

export function rolesTableMarkdown(): string {
  const [header, ...rows] = rolesTableRows();
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header!), line(header!.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The cells of the first table between the markers in `markdown` (undefined without the markers). */
export function rolesTableIn(markdown: string): string[][] | undefined {
  const start = markdown.indexOf(ROLES_TABLE_START);
  const end = markdown.indexOf(ROLES_TABLE_END, start);
  if (start < 0 || end < 0) return undefined;
  return markdown
    .slice(start + ROLES_TABLE_START.length, end)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('|') && !/^\|[\s|:-]+\|$/.test(l))
    .map((l) =>
      l
        .slice(1, -1)
        .split('|')
        .map((c) => c.trim()),
    );
}

/** `markdown` with the block between the markers replaced by the table made now. */
export function withRolesTable(markdown: string): string {
  const start = markdown.indexOf(ROLES_TABLE_START);
  const end = markdown.indexOf(ROLES_TABLE_END, start);
  if (start < 0 || end < 0) throw new Error(`no "${ROLES_TABLE_START}" … "${ROLES_TABLE_END}" block`);
  return `${markdown.slice(0, start + ROLES_TABLE_START.length)}\n\n${rolesTableMarkdown()}\n\n${markdown.slice(end)}`;
}
