/** English: deleted. */
export default {
  entryName: '{kind} {name}',
  zoneContents: 'Its soil and crop settings',
  sensorContents: 'Its readings, forecasts and alerts',
  farmContents:
    '{fields, plural, one {# field} other {# fields}}, {zones, plural, one {# zone} other {# zones}}, {sensors, plural, one {# sensor} other {# sensors}}{withReadings, select, yes {, with their readings} other {}}',
  fieldContents:
    '{zones, plural, one {# zone} other {# zones}}, {sensors, plural, one {# sensor} other {# sensors}}{withReadings, select, yes {, with their readings} other {}}',
  inFarm: 'Farm {name}',
  inField: 'Field {name}',
  deletedAt: 'Deleted {when}',
  daysLeft: '{days, plural, =0 {Purged today} one {# day left} other {# days left}}',
  restoreEntry: 'Restore {entry}',
  purgeEntry: 'Delete for good: {entry}',
  deleteForGood: 'Delete for good',
  restored: 'Restored {entry}.',
  notRestored: '{entry} was not restored: {reason}',
  purged: 'Deleted {entry} for good.',
  notPurged: '{entry} could not be deleted: {reason}',
  title: 'Recently deleted',
  description:
    'Farms, fields, zones and sensors you deleted, with their readings. Each can be restored whole for {days} days after its delete; then it is purged for good.',
  loading: 'Loading recently deleted…',
  loadError: 'Recently deleted could not be loaded. Please try again later.',
  emptyTitle: 'Nothing deleted recently',
  emptyText: 'When you delete a farm, field, zone or sensor, it waits here for {days} days.',
  purgeTitle: 'Delete {entry} for good?',
  purgeText: '{contents}: all of it is purged now and cannot be restored.',
} as const satisfies Record<string, string>;
