/** English: e-mails (the words around an alert, invitations, notes, purged sensors). */
export default {
  alertOpen: 'Open Fieldwise: {link}',
  noteWrote: '{author} ({role}) wrote a note on {place} ({farm}):',
  noteOpen: 'Open it in Fieldwise: {link}',
  inviteSubject: '{inviter} invited you to the farm {farm} on Fieldwise',
  inviteFirst: '{inviter} invited you to the farm "{farm}" on Fieldwise as {role}.',
  inviteAccept: 'Accept the invitation: {link}',
  inviteHow:
    'Sign in, or sign up, with this e-mail address ({email}) to accept it. The invitation expires on ' +
    '{until} ({days} days).',
  inviteIgnore: 'If you did not expect this invitation, you can ignore this e-mail.',
  sensorTakenSubject: 'Fieldwise: a deleted sensor was purged',
  sensorTaken:
    'Sensor {sensor}, which you deleted ({kind, select, farm {farm} field {field} zone {zone} other ' +
    '{sensor}} {name}, deleted {day}), has been registered by another Fieldwise account. Its ' +
    'readings, forecasts and alerts in your Recently deleted have been purged and can no longer be ' +
    'restored. The other account cannot see any of them.',
  alertFooter:
    'You receive this because alerts are on for your account. Change which alerts you get in ' +
    'Fieldwise under your profile.',
} as const satisfies Record<string, string>;
