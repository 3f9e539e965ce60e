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
} as const satisfies Record<string, string>;
