/** English: pwa. */
export default {
  dataAgeToday: 'As of {time}, {ago}',
  dataAgeEarlier: 'As of {dateTime}, {ago}',
  offline: 'You are offline.',
  offlineShowing: 'You are offline: showing data as of {when}.',
  waitingToSend:
    '{count, plural, one {# change is waiting to send} other {# changes are waiting to send}}: ' +
    'they go as soon as you are back online.',
  updateAvailable: 'New version available',
  updateReload: 'Reload',
  waitingToSendEntry: 'Waiting to send',
  irrigationQueued: 'No connection: the irrigation on {zone} is kept on this device and sent when you are back online.',
} as const satisfies Record<string, string>;
