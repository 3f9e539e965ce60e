/** How the preferences page names alert kinds and channels. */
import type { AlertChannel, AlertKind } from '@shared/alerts/kinds';

export const KIND_LABELS: Record<AlertKind, { title: string; detail: string }> = {
  moisture: { title: 'Moisture', detail: 'A zone’s primary layer fell below its refill point' },
  'moisture-forecast': { title: 'Moisture forecast', detail: 'A zone will fall below its refill point within 24 h' },
  battery: { title: 'Low battery', detail: 'A sensor’s battery is below its threshold' },
  'silent-sensor': { title: 'Silent sensor', detail: 'No reading for more than three sleeping intervals' },
  'gateway-offline': { title: 'Gateway offline', detail: 'A gateway has not been seen for 30 minutes' },
  'data-quality': { title: 'Data quality', detail: 'A depth was flagged for most of the last 24 h' },
  frost: { title: 'Frost', detail: 'The forecast reaches a field’s frost threshold within 48 h' },
};

export const CHANNEL_LABELS: Record<AlertChannel, string> = { sms: 'SMS', email: 'E-mail', 'in-app': 'In-app' };
