/** English: home. */
export default {
  title: 'Dashboard',
  fieldMap: 'Field map',
  fieldMapFailed: 'The field map could not be shown. Reload the page to try again.',
  farmMapFailed: 'The farm map could not be shown. Reload the page to try again.',
  noFarmsText: 'Add a farm and a field under Management, then register its sensors: their readings show here.',
} as const satisfies Record<string, string>;
