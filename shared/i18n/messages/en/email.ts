/** English: e-mails (the words around an alert, invitations, notes, purged sensors). */
export default {
  alertOpen: 'Open Fieldwise: {link}',
  alertFooter:
    'You receive this because alerts are on for your account. Change which alerts you get in Fieldwise under your profile.',
} as const satisfies Record<string, string>;
