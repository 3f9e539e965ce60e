/**
 * The names of alert kinds and channels as message keys (area `alerts`): the notifications page,
 * the preferences page and anything else that names a kind reads them here, in the reader's
 * language (`t(NOTIFICATION_KIND_KEYS[kind])`).
 */
import type { AlertChannel, AlertKind, NotificationKind } from '../../alerts/kinds';
import type { MessageKey } from '../catalogue';

/** A notification's kind as its list names it ("Soil moisture", "Farm note"). */
export const NOTIFICATION_KIND_KEYS: Readonly<Record<NotificationKind, MessageKey>> = {
  moisture: 'alerts.kindMoisture',
  'moisture-forecast': 'alerts.kindMoistureForecast',
  battery: 'alerts.kindBattery',
  'silent-sensor': 'alerts.kindSilentSensor',
  'gateway-offline': 'alerts.kindGatewayOffline',
  'data-quality': 'alerts.kindDataQuality',
  frost: 'alerts.kindFrost',
  note: 'alerts.kindNote',
};

/** An alert kind as the preferences name it, with what sets it off. */
export const ALERT_KIND_PREFERENCE_KEYS: Readonly<Record<AlertKind, { title: MessageKey; detail: MessageKey }>> = {
  moisture: { title: 'alerts.prefMoisture', detail: 'alerts.prefMoistureDetail' },
  'moisture-forecast': { title: 'alerts.prefMoistureForecast', detail: 'alerts.prefMoistureForecastDetail' },
  battery: { title: 'alerts.prefBattery', detail: 'alerts.prefBatteryDetail' },
  'silent-sensor': { title: 'alerts.prefSilentSensor', detail: 'alerts.prefSilentSensorDetail' },
  'gateway-offline': { title: 'alerts.prefGatewayOffline', detail: 'alerts.prefGatewayOfflineDetail' },
  'data-quality': { title: 'alerts.prefDataQuality', detail: 'alerts.prefDataQualityDetail' },
  frost: { title: 'alerts.prefFrost', detail: 'alerts.prefFrostDetail' },
};

export const ALERT_CHANNEL_KEYS: Readonly<Record<AlertChannel, MessageKey>> = {
  sms: 'alerts.channelSms',
  email: 'alerts.channelEmail',
  'in-app': 'alerts.channelInApp',
};
