/** The notifications API: what the list answers and what the page sends (one contract for both sides). */
import * as z from 'zod';
import { ALERT_KINDS, type AlertKind, type AlertPhase } from './kinds';

/** The history shows at most this many notifications, newest first. */
export const NOTIFICATION_HISTORY_LIMIT = 200;
/** Ids marked read in one request. */
export const MAX_MARK_READ = 200;

export interface NotificationView {
  id: string;
  kind: AlertKind;
  phase: AlertPhase;
  title: string;
  body: string;
  /** The app page to act on it. */
  path: string;
  field_id: string | null;
  sensor_id: string | null;
  gateway_id: string | null;
  /** ISO time. */
  created_at: string;
  read: boolean;
}

export interface NotificationList {
  notifications: NotificationView[];
  unread: number;
}

export const notificationQuerySchema = z.object({
  field: z.string().max(64).optional(),
  kind: z.enum(ALERT_KINDS).optional(),
});

const idSchema = z.string().min(1).max(200);
export const markReadSchema = z.union([
  z.object({ ids: z.array(idSchema).min(1).max(MAX_MARK_READ) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MarkReadInput = z.infer<typeof markReadSchema>;

export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  moisture: 'Soil moisture',
  'moisture-forecast': 'Moisture forecast',
  battery: 'Battery',
  'silent-sensor': 'Silent sensor',
  'gateway-offline': 'Gateway offline',
  'data-quality': 'Data quality',
  frost: 'Frost',
};
