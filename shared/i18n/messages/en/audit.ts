/** English: audit. */
export default {
  title: 'Audit log',
  titleOf: 'Audit log of {farm}',
  notYourFarm: 'This farm is not one of yours, or it was shared with you and no longer is.',
  notAllowed: 'Only the farm’s owner and its managers can read its audit log.',
  description: 'Who created, changed or deleted what on this farm, from which role, and when. Kept a year.',
  loading: 'Loading the audit log…',
  loadFailed: 'The audit log could not be loaded: {reason}',
  empty: 'Nothing recorded yet.',
  emptyText: 'Changes to fields, zones, sensors, gateways, irrigation logs and members show here.',
  colWhen: 'When',
  colWho: 'Who',
  colRole: 'Role',
  colWhat: 'What',
  verb: '{verb, select, created {created} changed {changed} deleted {deleted} other {{verb}}}',
  what:
    '{what, select, field {field} zone {zone} sensor {sensor} gateway {gateway} irrigation {irrigation} member ' +
    '{member} role {role} invitation {invitation} farm {farm} note {note} other {{what}}}',
  pages: 'Audit log pages',
  newer: 'Newer',
  older: 'Older',
  page: 'Page {page}',
} as const satisfies Record<string, string>;
