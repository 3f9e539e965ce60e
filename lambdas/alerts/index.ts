/**
 * Alerts: evaluating alert conditions, preferences, notifications and their delivery.
 * The only file other domains import: what they need of this one, by name.
 */
export { alertMessenger } from './adapters/messaging';
export { alertsOnForecasts, alertsOnIngest } from './services/alerts-run';
export { sendNotice, type Notice } from './services/notices';
/** Whom a text is written for (their language and units), for the e-mails other domains write. */
export { readerOf, translatorIn } from './services/readers';
export type { Reader } from './rules/alert-messages';
