/** The notifications API: what the list answers and what the page sends (one contract for both sides). */
import * as z from 'zod';
import { ALERT_PHASES, NOTIFICATION_KINDS, type NotificationKind } from './kinds';

/** The history shows at most this many notifications, newest first. */
export const NOTIFICATION_HISTORY_LIMIT = 200;
/** Ids marked read in one request. */
export const MAX_MARK_READ = 200;

export const notificationViewSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  phase: z.enum(ALERT_PHASES).describe("'start' when the condition began, 'clear' when it is back to normal"),
  title: z.string(),
  body: z.string(),
  path: z.string().describe('The app page to act on it'),
  field_id: z.string().nullable(),
  sensor_id: z.string().nullable(),
  gateway_id: z.string().nullable(),
  farm_id: z
    .string()
    .nullable()
    .describe('The farm shared with you it is about (open it in that farm); null: one of your own farms'),
  created_at: z.string().describe('ISO time'),
  read: z.boolean(),
});
export type NotificationView = z.infer<typeof notificationViewSchema>;

export const notificationListSchema = z.strictObject({
  notifications: z
    .array(notificationViewSchema)
    .describe(`Newest first, at most ${NOTIFICATION_HISTORY_LIMIT}, filtered by field and kind`),
  unread: z.number().describe('Unread notifications of every field and kind'),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.strictObject({ unread: z.number() });

export const markReadAnswerSchema = z.strictObject({
  marked: z.number().describe("Notifications this request marked read (ids not the caller's are skipped)"),
  unread: z.number().describe('Unread notifications left'),
});

export const notificationQuerySchema = z.object({
  field: z.string().max(64).optional(),
  kind: z.enum(NOTIFICATION_KINDS).optional(),
});

const idSchema = z.string().min(1).max(200);
export const markReadSchema = z.union([
  z.object({ ids: z.array(idSchema).min(1).max(MAX_MARK_READ) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MarkReadInput = z.infer<typeof markReadSchema>;

export const ALERT_KIND_LABELS: Record<NotificationKind, string> = {
  moisture: 'Soil moisture',
  'moisture-forecast': 'Moisture forecast',
  battery: 'Battery',
  'silent-sensor': 'Silent sensor',
  'gateway-offline': 'Gateway offline',
  'data-quality': 'Data quality',
  frost: 'Frost',
  note: 'Farm note',
};
